// Skip trace over the client's transport (POST /v2/SkipTraceBatchAwait and /v2/SkipTrace): items
// checked before sending, one Await at a time per client, 120 s at most, never retried, and a
// refused scope named as such. Loaded with a client's first skip call, not with the first screen.
import { ApiError, isApiError } from './api-error';
import type { ClientTransport, RequestOptions } from './client-transport';
import {
  isSkipNoMatch,
  readSkipTrace,
  readSkipTraceBatch,
  type SkipBatchRead,
  type SkipSingleRead,
} from './read/read-skip-trace';
import {
  skipKeyText,
  validateSkipTraceBatchRequest,
  validateSkipTraceRequest,
  type SkipTraceItem,
} from './contract/skip-trace-request';

/** How long a SkipTraceBatchAwait may take (up to 100 skips answered in the call) before the client gives up. */
export const SKIP_AWAIT_TIMEOUT_MS = 120_000;

export interface SkipTraceCalls {
  skipTraceBatch(items: readonly SkipTraceItem[], opts?: RequestOptions): Promise<SkipBatchRead>;
  skipTrace(item: SkipTraceItem, opts?: RequestOptions): Promise<SkipSingleRead>;
}

/**
 * A skip call refused for the key's scope: a 403 without a more specific code, or a bare 401 (the
 * vendor's v2 page answers 401 for a key "not authorized for the SkipTrace scope"). The UI then
 * says "this key cannot skip trace" instead of "API key not recognised".
 */
function asSkipScopeError(error: unknown): unknown {
  if (!isApiError(error)) return error;
  const bare = error.errorCode === undefined || error.errorCode === 'AUTH_SCOPE_UNAUTHORIZED';
  if (!bare || (error.status !== 401 && error.status !== 403)) return error;
  return new ApiError({
    status: error.status,
    errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED',
    message: error.message,
    requestId: error.requestId,
    input: error.input,
  });
}

/** The problems of items the client will not send, as the 400 the service would have answered. */
function refusedBeforeSending(
  operation: string,
  violations: { field: string; message: string; errorCode?: string | undefined }[],
): ApiError {
  return new ApiError({
    status: 400,
    errorCode: 'VALIDATION_FAILED',
    message: `${operation} was not sent: ${violations.map((v) => v.message).join(' ')}`,
    violations,
  });
}

export function createSkipTraceCalls({
  post,
  readAnswer,
  throwIfError,
  errorReaders,
}: ClientTransport): SkipTraceCalls {
  /** The Await call under way, if any: the next waits for it (one Await at a time). */
  let awaitQueue: Promise<unknown> = Promise.resolve();

  /** POSTs a skip body with the Await timeout; the caller's signal still cancels it. */
  async function postWithTimeout(path: string, payload: unknown, opts: RequestOptions) {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, SKIP_AWAIT_TIMEOUT_MS);
    const cancel = () => controller.abort();
    opts.signal?.addEventListener('abort', cancel);
    if (opts.signal?.aborted) controller.abort();
    try {
      return await post(path, payload, { signal: controller.signal });
    } catch (error) {
      if (!timedOut) throw error;
      throw new ApiError({
        status: 0,
        errorCode: 'NETWORK_ERROR',
        message: `The skip trace got no answer within ${SKIP_AWAIT_TIMEOUT_MS / 1000} s. It was not sent again: the service may have traced (and charged) it.`,
      });
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', cancel);
    }
  }

  async function skipTraceBatch(
    items: readonly SkipTraceItem[],
    opts: RequestOptions = {},
  ): Promise<SkipBatchRead> {
    const errors = errorReaders();
    const body = { skips: [...items] };
    const checked = validateSkipTraceBatchRequest(body);
    if (!checked.ok) throw refusedBeforeSending('SkipTraceBatchAwait', checked.violations);
    const previous = awaitQueue;
    let done: () => void = () => undefined;
    awaitQueue = new Promise<void>((resolve) => (done = resolve));
    try {
      await previous.catch(() => undefined);
      const { response, body: answer } = await postWithTimeout(
        '/v2/SkipTraceBatchAwait',
        body,
        opts,
      );
      await throwIfError(errors, response, answer).catch((error: unknown) => {
        throw asSkipScopeError(error);
      });
      const keys = items.map((item) => skipKeyText(item.key));
      return readAnswer(response, answer, (b) => readSkipTraceBatch(b, keys));
    } finally {
      done();
    }
  }

  async function skipTrace(
    item: SkipTraceItem,
    opts: RequestOptions = {},
  ): Promise<SkipSingleRead> {
    const errors = errorReaders();
    const checked = validateSkipTraceRequest(item);
    if (!checked.ok) throw refusedBeforeSending('SkipTrace', checked.violations);
    const { response, body } = await post('/v2/SkipTrace', item, opts);
    const key = skipKeyText(item.key);
    // No match is a 404 in the v2 shape: an answer (free), not a failure of the call.
    if (isSkipNoMatch(response.status, body))
      return readAnswer(response, body, (b) => readSkipTrace(b, key));
    await throwIfError(errors, response, body).catch((error: unknown) => {
      throw asSkipScopeError(error);
    });
    return readAnswer(response, body, (b) => readSkipTrace(b, key));
  }

  return { skipTraceBatch, skipTrace };
}
