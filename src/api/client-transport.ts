// The client's transport: one POST to the property data service, any error answer as an ApiError,
// and the tolerant read of a success. Every operation of the client (client.ts) goes through it.
import { ApiError, parseRetryAfter } from './api-error';

export interface ApiClientOptions {
  /** Base URL of the service; '' means same origin (the embedded mock or the server-side proxy). */
  baseUrl: string;
  apiKey?: string | undefined;
  userId?: string | undefined;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal | undefined;
}

type ErrorReaders = Promise<typeof import('./read/read-error')>;

/** What every operation of one client shares: its POST and its readers of error and success answers. */
export interface ClientTransport {
  post(
    path: string,
    payload: unknown,
    opts?: RequestOptions,
  ): Promise<{ response: Response; body: unknown }>;
  readAnswer<T>(response: Response, body: unknown, read: (body: unknown) => T): T;
  throwIfError(errors: ErrorReaders, response: Response, body: unknown): Promise<void>;
  errorReaders(): ErrorReaders;
  /** POSTs, turns any error answer (HTTP or in the envelope) into an ApiError, then reads. */
  call<T>(
    path: string,
    payload: unknown,
    reader: Promise<(body: unknown) => T>,
    opts?: RequestOptions,
  ): Promise<T>;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

interface PostTarget {
  doFetch: typeof fetch;
  base: string;
  options: ApiClientOptions;
}

async function post(
  { doFetch, base, options }: PostTarget,
  path: string,
  payload: unknown,
  opts: RequestOptions = {},
): Promise<{ response: Response; body: unknown }> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    accept: 'application/json',
  };
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  if (options.userId) headers['x-user-id'] = options.userId;
  let response: Response;
  try {
    response = await doFetch(`${base}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload),
      signal: opts.signal ?? null,
    });
  } catch (error) {
    if (isAbort(error) || opts.signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      errorCode: 'NETWORK_ERROR',
      message: 'Could not reach the property data service.',
    });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    // The connection dropped while the body was arriving.
    if (isAbort(error) || opts.signal?.aborted) throw error;
    throw new ApiError({
      status: 0,
      errorCode: 'NETWORK_ERROR',
      message: 'The connection to the property data service was lost.',
    });
  }
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    throw new ApiError({
      status: response.status,
      errorCode: response.ok ? 'INVALID_RESPONSE' : undefined,
      message: `The service answered HTTP ${response.status} with a body that is not JSON.`,
      requestId: response.headers.get('x-request-id') ?? undefined,
      retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    });
  }
  return { response, body };
}

/**
 * Reads an answer with `read`. A body the app cannot use at all is INVALID_RESPONSE, with the
 * reason in the console (the user sees "Unexpected answer"; support needs the field).
 */
function readAnswer<T>(response: Response, body: unknown, read: (body: unknown) => T): T {
  try {
    return read(body);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.warn(`Unreadable answer from the property data service: ${reason}`);
    throw new ApiError({
      status: response.status,
      errorCode: 'INVALID_RESPONSE',
      message: 'The service answered with a body that does not match the contract.',
      requestId: response.headers.get('x-request-id') ?? undefined,
    });
  }
}

/** Any error answer, HTTP or in a 200's envelope, as an ApiError (read-error.ts loads lazily). */
async function throwIfError(
  errors: ErrorReaders,
  response: Response,
  body: unknown,
): Promise<void> {
  const { errorFromBody, errorInSuccess } = await errors;
  if (!response.ok) throw errorFromBody(response.status, response.headers, body);
  const inEnvelope = errorInSuccess(response.headers, body);
  if (inEnvelope) throw inEnvelope;
}

// Readers are only needed once an answer arrives: each set loads with its first request,
// alongside it, so the first screen does not carry them.
export function loadReaders<M>(load: () => Promise<M>): Promise<M> {
  const loading = load();
  // Awaited after the request; if the request fails first, its error is the one to report.
  loading.catch(() => undefined);
  return loading;
}

const errorReaders = () => loadReaders(() => import('./read/read-error'));

export function createTransport(options: ApiClientOptions): ClientTransport {
  const target: PostTarget = {
    doFetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    base: options.baseUrl.replace(/\/+$/, ''),
    options,
  };
  const send: ClientTransport['post'] = (path, payload, opts) => post(target, path, payload, opts);
  return {
    post: send,
    readAnswer,
    throwIfError,
    errorReaders,
    async call(path, payload, reader, opts) {
      const errors = errorReaders();
      const { response, body } = await send(path, payload, opts);
      await throwIfError(errors, response, body);
      return readAnswer(response, body, await reader);
    },
  };
}
