// The thin API module: the only code that speaks HTTP to the property data service. No UI side effects.
import { ApiError, parseRetryAfter } from './api-error';
import type { AutoCompleteRequest } from './contract/autocomplete';
import type { MlsBulkRequest, MlsDetailRequest } from './contract/mls-request';
import type { MlsBulkItem, MlsDetailResponse } from './contract/mls-response';
import type { PropertyMappingRequest } from './contract/property-mapping';
import type { AutoCompleteAnswer } from './read/read-autocomplete';
import type { MappingPage } from './read/read-mapping';
import type { PropertySearchRequest } from './contract/search-request';
import type { SkipTraceItem } from './contract/skip-trace-request';
import type { SkippedRecord } from './read/read-records';
import type { SkipBatchRead, SkipSingleRead } from './read/read-skip-trace';
import type { SkipTraceCalls } from './skip-trace-calls';
import type {
  SearchCountAnswer,
  SearchIdsAnswer,
  SearchListPage,
  SearchSummaryAnswer,
} from './read/read-search';
import { toWireMappingRequest, toWireSearchRequest } from './search-wire';

export type { AutoCompleteAnswer } from './read/read-autocomplete';
export type { MappingPage } from './read/read-mapping';
export type { SearchListPage } from './read/read-search';

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

/** Bulk answers in one shape whether some ids matched (200) or none did (404, §4.3 rule 6). */
export interface MlsBulkResult {
  statusCode: 200 | 404;
  recordCount: number;
  data: MlsBulkItem[];
  warnings?: string[] | undefined;
  /** Records that could not be read; each keeps its position in `data` as an error object. */
  skipped?: SkippedRecord[] | undefined;
}

export interface ApiClient {
  propertySearch(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchListPage>;
  searchCount(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchCountAnswer>;
  searchSummary(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchSummaryAnswer>;
  searchIds(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchIdsAnswer>;
  /** Every match's id and point, up to 10,000 a call (POST /v2/PropertyMapping). */
  propertyMapping(req: PropertyMappingRequest, opts?: RequestOptions): Promise<MappingPage>;
  mlsDetail(req: MlsDetailRequest, opts?: RequestOptions): Promise<MlsDetailResponse>;
  mlsDetailBulk(req: MlsBulkRequest, opts?: RequestOptions): Promise<MlsBulkResult>;
  /** Place suggestions for the "where" box (POST /v2/AutoComplete); no match is an empty list. */
  autoComplete(req: AutoCompleteRequest, opts?: RequestOptions): Promise<AutoCompleteAnswer>;
  /**
   * Owner phones and emails for up to 100 items (POST /v2/SkipTraceBatchAwait): results[i] answers
   * items[i]. Items are checked before sending (a bad one sends nothing); one call at a time per
   * client, 120 s at most, never retried here.
   */
  skipTraceBatch(items: readonly SkipTraceItem[], opts?: RequestOptions): Promise<SkipBatchRead>;
  /** One owner (POST /v2/SkipTrace); no match is a result, not an error. */
  skipTrace(item: SkipTraceItem, opts?: RequestOptions): Promise<SkipSingleRead>;
}

/** The AutoComplete "no results" answer: a JSON object whose `data` is an empty array. */
function isEmptyDataAnswer(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const data = (body as { data?: unknown }).data;
  return Array.isArray(data) && data.length === 0;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/+$/, '');

  async function post(
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
    errors: Promise<typeof import('./read/read-error')>,
    response: Response,
    body: unknown,
  ): Promise<void> {
    const { errorFromBody, errorInSuccess } = await errors;
    if (!response.ok) throw errorFromBody(response.status, response.headers, body);
    const inEnvelope = errorInSuccess(response.headers, body);
    if (inEnvelope) throw inEnvelope;
  }

  /** POSTs, turns any error answer (HTTP or in the envelope) into an ApiError, then reads. */
  async function call<T>(
    path: string,
    payload: unknown,
    reader: Promise<(body: unknown) => T>,
    opts?: RequestOptions,
  ): Promise<T> {
    const errors = errorReaders();
    const { response, body } = await post(path, payload, opts);
    await throwIfError(errors, response, body);
    return readAnswer(response, body, await reader);
  }

  // Readers are only needed once an answer arrives: each set loads with its first request,
  // alongside it, so the first screen does not carry them.
  function loadReaders<M>(load: () => Promise<M>): Promise<M> {
    const loading = load();
    // Awaited after the request; if the request fails first, its error is the one to report.
    loading.catch(() => undefined);
    return loading;
  }
  const errorReaders = () => loadReaders(() => import('./read/read-error'));
  const searchReaders = () => loadReaders(() => import('./read/read-search'));
  const mappingReaders = () => loadReaders(() => import('./read/read-mapping'));
  const autoCompleteReaders = () => loadReaders(() => import('./read/read-autocomplete'));
  /** The skip calls load with the first of them (one per client: the Await queue is per client). */
  let skipCalls: Promise<SkipTraceCalls> | undefined;
  const skip = () =>
    (skipCalls ??= import('./skip-trace-calls').then((m) =>
      m.createSkipTraceCalls({ post, readAnswer, throwIfError, errorReaders }),
    ));
  const mlsReaders = () =>
    loadReaders(() =>
      Promise.all([
        import('./read/read-mls'),
        import('./contract/mls-response'),
        // The error schemas (and their messages) are MLS-only here: not on the first screen.
        import('./contract/errors'),
      ]).then(([read, contract, errors]) => ({
        ...read,
        mlsRecordSchema: contract.mlsRecordSchema,
        mlsBulkNotFoundSchema: errors.mlsBulkNotFoundSchema,
      })),
    );

  type SearchReaders = typeof import('./read/read-search');
  /** One PropertySearch variant: the body sent strictly (§2.1), and the reader of its answer. */
  function search<T>(
    body: PropertySearchRequest,
    readerOf: (readers: SearchReaders) => (answer: unknown) => T,
    opts?: RequestOptions,
  ) {
    return call(
      '/v2/PropertySearch',
      toWireSearchRequest(body),
      searchReaders().then(readerOf),
      opts,
    );
  }

  return {
    skipTraceBatch: async (items, opts) => (await skip()).skipTraceBatch(items, opts),
    skipTrace: async (item, opts) => (await skip()).skipTrace(item, opts),
    propertySearch: (req, opts) =>
      search(req, (m) => (body) => m.readSearchList(body, req.resultIndex ?? 0), opts),
    searchCount: (req, opts) => search({ ...req, count: true }, (m) => m.readSearchCount, opts),
    searchSummary: (req, opts) =>
      search({ ...req, summary: true }, (m) => m.readSearchSummary, opts),
    searchIds: (req, opts) => search({ ...req, ids_only: true }, (m) => m.readSearchIds, opts),
    propertyMapping: (req, opts) =>
      call(
        '/v2/PropertyMapping',
        toWireMappingRequest(req),
        mappingReaders().then(
          (m) => (body: unknown) => m.readPropertyMapping(body, req.resultIndex ?? 0),
        ),
        opts,
      ),
    mlsDetail: (req, opts) =>
      call(
        '/v3/MLSDetail',
        req,
        mlsReaders().then((m) => (body: unknown) => m.readMlsDetail(body, m.mlsRecordSchema)),
        opts,
      ),
    async autoComplete(req, opts) {
      const readers = autoCompleteReaders();
      const errors = errorReaders();
      const { response, body } = await post('/v2/AutoComplete', req, opts);
      // No match is a 404 with an empty `data` (reference-shapes): an answer, not a failure.
      if (response.status === 404 && isEmptyDataAnswer(body)) return { items: [], skipped: 0 };
      await throwIfError(errors, response, body);
      const m = await readers;
      return readAnswer(response, body, m.readAutoComplete);
    },
    async mlsDetailBulk(req, opts) {
      const readers = mlsReaders();
      const errors = errorReaders();
      const { response, body } = await post('/v3/MLSDetailBulk', req, opts);
      if (response.status === 404) {
        // All ids missed: not a failure of the call, the answer is "none matched" (§4.3 rule 6).
        const notFound = (await readers).mlsBulkNotFoundSchema.safeParse(body);
        if (notFound.success)
          return { statusCode: 404, recordCount: 0, data: notFound.data.data, skipped: [] };
      }
      await throwIfError(errors, response, body);
      const m = await readers;
      const read = readAnswer(response, body, (b) => m.readMlsBulk(b, m.mlsRecordSchema));
      return { statusCode: 200, ...read };
    },
  };
}
