// queryOptions factories with hierarchical keys, and the retry policy every query shares.
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { isApiError } from './api-error';
import type { ApiClient } from './client';
import { ERROR_TABLE, isErrorCode, type RetryRule } from './contract/error-table';
import type { AutoCompleteRequest } from './contract/autocomplete';
import type { MlsBulkRequest, MlsDetailRequest } from './contract/mls-request';
import type { PropertyMappingRequest } from './contract/property-mapping';
import type { PropertySearchRequest } from './contract/search-request';

export const MAX_RETRIES = 3;
const MAX_BACKOFF_MS = 8000;
const MAX_RETRY_AFTER_MS = 60_000;

/** The retry rule of a code-less error, from its status alone. */
function ruleForStatus(status: number): RetryRule {
  if (status === 429) return 'after-retry-after';
  if (status === 0 || status >= 500) return 'backoff';
  return 'never';
}

/**
 * Retries only what waiting can cure: network errors, 5xx and short rate limits (bounded). Never a
 * 4xx, a daily cap, or an answer the app could not read. Each code's rule is its ERROR_TABLE row's.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return true;
  const code = error.errorCode;
  const rule = isErrorCode(code) ? ERROR_TABLE[code].retry : ruleForStatus(error.status);
  if (rule === 'after-retry-after') {
    // A wait longer than a minute is better shown to the user than spent silently retrying.
    return error.retryAfterMs === undefined || error.retryAfterMs <= MAX_RETRY_AFTER_MS;
  }
  return rule === 'backoff';
}

/** Honours Retry-After on 429; otherwise exponential backoff from 500 ms, capped. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.status === 429 && error.retryAfterMs !== undefined)
    return error.retryAfterMs;
  return Math.min(500 * 2 ** attempt, MAX_BACKOFF_MS);
}

/**
 * A client is identified by where it points and who it is, never by the key itself, so that
 * switching accounts refetches without putting the secret into cache keys.
 */
export interface ConnectedClient {
  api: ApiClient;
  connectionId: string;
}

export const queryKeys = {
  properties: ['properties'] as const,
  search: (req: PropertySearchRequest, connectionId: string) =>
    ['properties', 'search', req, connectionId] as const,
  count: (req: PropertySearchRequest, connectionId: string) =>
    ['properties', 'count', req, connectionId] as const,
  summary: (req: PropertySearchRequest, connectionId: string) =>
    ['properties', 'summary', req, connectionId] as const,
  ids: (req: PropertySearchRequest, connectionId: string) =>
    ['properties', 'ids', req, connectionId] as const,
  pins: (req: PropertyMappingRequest, connectionId: string) =>
    ['properties', 'pins', req, connectionId] as const,
  autoComplete: (req: AutoCompleteRequest, connectionId: string) =>
    ['places', 'autocomplete', req, connectionId] as const,
  mls: ['mls'] as const,
  mlsDetail: (req: MlsDetailRequest, connectionId: string) =>
    ['mls', 'detail', req, connectionId] as const,
  mlsBulk: (req: MlsBulkRequest, connectionId: string) =>
    ['mls', 'bulk', req, connectionId] as const,
};

export function searchQuery({ api, connectionId }: ConnectedClient, req: PropertySearchRequest) {
  return queryOptions({
    queryKey: queryKeys.search(req, connectionId),
    queryFn: ({ signal }) => api.propertySearch(req, { signal }),
    placeholderData: keepPreviousData,
    // The map and the table both watch this query, and the map mounts later: without this, its
    // arrival re-sent a failed list request (each record of a list costs a credit). A failed
    // list is asked again only by the retry policy above or the user's "Try again".
    retryOnMount: false,
  });
}

export function countQuery({ api, connectionId }: ConnectedClient, req: PropertySearchRequest) {
  return queryOptions({
    queryKey: queryKeys.count(req, connectionId),
    queryFn: ({ signal }) => api.searchCount(req, { signal }),
  });
}

export function summaryQuery({ api, connectionId }: ConnectedClient, req: PropertySearchRequest) {
  return queryOptions({
    queryKey: queryKeys.summary(req, connectionId),
    queryFn: ({ signal }) => api.searchSummary(req, { signal }),
  });
}

export function idsQuery({ api, connectionId }: ConnectedClient, req: PropertySearchRequest) {
  return queryOptions({
    queryKey: queryKeys.ids(req, connectionId),
    queryFn: ({ signal }) => api.searchIds(req, { signal }),
  });
}

/**
 * Every match's point for the map. The signal cancels the call when the search changes (the
 * query loses its observer); the shared retry policy never retries the 403 of a plan without
 * the mapping scope, which the map answers by plotting the pages it has.
 */
export function pinsQuery({ api, connectionId }: ConnectedClient, req: PropertyMappingRequest) {
  return queryOptions({
    queryKey: queryKeys.pins(req, connectionId),
    queryFn: ({ signal }) => api.propertyMapping(req, { signal }),
    // A failed pins call is not re-sent when the map remounts: each pin may cost a credit.
    retryOnMount: false,
  });
}

/**
 * Suggestions for the "where" box. The signal cancels a lookup the user has typed past (a new key
 * leaves the old query without an observer); answers are kept a while, since places do not move
 * and backspacing should not ask again. One quick retry at most: a box that waits on retries
 * feels broken, and it says "Suggestions unavailable" instead.
 */
export function autoCompleteQuery(
  { api, connectionId }: ConnectedClient,
  req: AutoCompleteRequest,
) {
  return queryOptions({
    queryKey: queryKeys.autoComplete(req, connectionId),
    queryFn: ({ signal }) => api.autoComplete(req, { signal }),
    staleTime: 5 * 60_000,
    retry: (failureCount, error) => failureCount < 1 && shouldRetry(failureCount, error),
  });
}

export function mlsDetailQuery({ api, connectionId }: ConnectedClient, req: MlsDetailRequest) {
  return queryOptions({
    queryKey: queryKeys.mlsDetail(req, connectionId),
    queryFn: ({ signal }) => api.mlsDetail(req, { signal }),
  });
}

export function mlsBulkQuery({ api, connectionId }: ConnectedClient, req: MlsBulkRequest) {
  return queryOptions({
    queryKey: queryKeys.mlsBulk(req, connectionId),
    queryFn: ({ signal }) => api.mlsDetailBulk(req, { signal }),
  });
}

/** A stable, non-reversible label for a connection (FNV-1a of the key), safe to put in cache keys. */
export function connectionIdOf(
  baseUrl: string,
  apiKey: string | undefined,
  userId: string | undefined,
): string {
  let hash = 0x811c9dc5;
  for (const ch of apiKey ?? '') {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${baseUrl}|${userId ?? ''}|${hash.toString(36)}`;
}
