// The thin API module: the only code that speaks HTTP to the property data service. No UI side effects.
import type { z } from 'zod';
import { ApiError, parseRetryAfter } from './api-error';
import { mlsBulkNotFoundSchema } from './contract/errors';
import type { MlsBulkRequest, MlsDetailRequest } from './contract/mls-request';
import type { MlsBulkItem, MlsDetailResponse } from './contract/mls-response';
import type { PropertySearchRequest } from './contract/search-request';
import type {
  SearchCountResponse,
  SearchIdsResponse,
  SearchListResponse,
  SearchSummaryResponse,
} from './contract/search-response';

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
}

export interface ApiClient {
  propertySearch(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchListResponse>;
  searchCount(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchCountResponse>;
  searchSummary(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchSummaryResponse>;
  searchIds(req: PropertySearchRequest, opts?: RequestOptions): Promise<SearchIdsResponse>;
  mlsDetail(req: MlsDetailRequest, opts?: RequestOptions): Promise<MlsDetailResponse>;
  mlsDetailBulk(req: MlsBulkRequest, opts?: RequestOptions): Promise<MlsBulkResult>;
}

function readString(body: unknown, key: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

function readViolations(body: unknown): ApiError['violations'] {
  if (typeof body !== 'object' || body === null) return undefined;
  const details = (body as Record<string, unknown>).details;
  if (!Array.isArray(details)) return undefined;
  return details.filter(
    (d): d is { field: string; message: string; errorCode?: string } =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as { field?: unknown }).field === 'string' &&
      typeof (d as { message?: unknown }).message === 'string',
  );
}

function errorFromBody(response: Response, body: unknown): ApiError {
  const message =
    readString(body, 'errorMessage') ??
    readString(body, 'message') ??
    `The service answered HTTP ${response.status}.`;
  return new ApiError({
    status: response.status,
    errorCode:
      readString(body, 'errorCode') ?? (response.status === 400 ? 'VALIDATION_FAILED' : undefined),
    message,
    requestId: readString(body, 'requestId') ?? response.headers.get('x-request-id') ?? undefined,
    retryAfterMs: parseRetryAfter(response.headers.get('retry-after')),
    input:
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>).input
        : undefined,
    violations: readViolations(body),
  });
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

  function parse<T extends z.ZodType>(schema: T, response: Response, body: unknown): z.output<T> {
    const result = schema.safeParse(body);
    if (!result.success) {
      throw new ApiError({
        status: response.status,
        errorCode: 'INVALID_RESPONSE',
        message: 'The service answered with a body that does not match the contract.',
        requestId: response.headers.get('x-request-id') ?? undefined,
      });
    }
    return result.data;
  }

  async function call<T extends z.ZodType>(
    path: string,
    payload: unknown,
    schema: T | Promise<T>,
    opts?: RequestOptions,
  ) {
    const { response, body } = await post(path, payload, opts);
    if (!response.ok) throw errorFromBody(response, body);
    return parse(await schema, response, body);
  }

  // Response schemas are only needed once an answer arrives: each set loads with its first
  // request, alongside it, so the first screen does not carry them.
  function loadSchemas<M>(load: () => Promise<M>): Promise<M> {
    const loading = load();
    // Awaited after the request; if the request fails first, its error is the one to report.
    loading.catch(() => undefined);
    return loading;
  }
  const searchSchemas = () => loadSchemas(() => import('./contract/search-response'));
  const mlsSchemas = () => loadSchemas(() => import('./contract/mls-response'));

  type SearchSchemas = typeof import('./contract/search-response');
  /** One PropertySearch variant: the body, and which response schema checks its answer. */
  function search<T extends z.ZodType>(
    body: PropertySearchRequest,
    schemaOf: (schemas: SearchSchemas) => T,
    opts?: RequestOptions,
  ) {
    return call('/v2/PropertySearch', body, searchSchemas().then(schemaOf), opts);
  }

  return {
    propertySearch: (req, opts) => search(req, (m) => m.searchListResponseSchema, opts),
    searchCount: (req, opts) =>
      search({ ...req, count: true }, (m) => m.searchCountResponseSchema, opts),
    searchSummary: (req, opts) =>
      search({ ...req, summary: true }, (m) => m.searchSummaryResponseSchema, opts),
    searchIds: (req, opts) =>
      search({ ...req, ids_only: true }, (m) => m.searchIdsResponseSchema, opts),
    mlsDetail: (req, opts) =>
      call(
        '/v3/MLSDetail',
        req,
        mlsSchemas().then((m) => m.mlsDetailResponseSchema),
        opts,
      ),
    async mlsDetailBulk(req, opts) {
      const schemas = mlsSchemas();
      const { response, body } = await post('/v3/MLSDetailBulk', req, opts);
      if (response.status === 404) {
        // All ids missed: not a failure of the call, the answer is "none matched" (§4.3 rule 6).
        const notFound = mlsBulkNotFoundSchema.safeParse(body);
        if (notFound.success) return { statusCode: 404, recordCount: 0, data: notFound.data.data };
      }
      if (!response.ok) throw errorFromBody(response, body);
      const parsed = parse((await schemas).mlsBulkResponseSchema, response, body);
      return {
        statusCode: 200,
        recordCount: parsed.recordCount,
        data: parsed.data,
        warnings: parsed.warnings,
      };
    },
  };
}
