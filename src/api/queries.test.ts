import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import type { ApiClient } from './client';
import {
  MAX_RETRIES,
  connectionIdOf,
  countQuery,
  idsQuery,
  pinsQuery,
  mlsBulkQuery,
  mlsDetailQuery,
  queryKeys,
  retryDelay,
  searchQuery,
  shouldRetry,
  summaryQuery,
} from './queries';

const apiError = (status: number, extra: { retryAfterMs?: number; errorCode?: string } = {}) =>
  new ApiError({
    status,
    errorCode: extra.errorCode,
    message: `HTTP ${status}`,
    retryAfterMs: extra.retryAfterMs,
  });

describe('shouldRetry', () => {
  it.each([400, 401, 402, 403, 404, 422])('does not retry HTTP %s', (status) => {
    expect(shouldRetry(0, apiError(status))).toBe(false);
  });

  it.each([429, 500, 502, 503, 504])('retries HTTP %s', (status) => {
    expect(shouldRetry(0, apiError(status))).toBe(true);
  });

  it('retries a rate-limit 429 (RATE_LIMIT_EXCEEDED)', () => {
    expect(shouldRetry(0, apiError(429, { errorCode: 'RATE_LIMIT_EXCEEDED' }))).toBe(true);
  });

  it.each(['DAILY_USAGE_EXCEEDED', 'TEST_KEY_USAGE_EXCEEDED'])(
    'does not retry a 429 %s (waiting cannot cure a usage cap)',
    (errorCode) => {
      expect(shouldRetry(0, apiError(429, { errorCode }))).toBe(false);
    },
  );

  it('retries a network error (status 0)', () => {
    expect(shouldRetry(0, apiError(0, { errorCode: 'NETWORK_ERROR' }))).toBe(true);
  });

  it('retries an error that is not an ApiError', () => {
    expect(shouldRetry(0, new TypeError('boom'))).toBe(true);
  });

  it('does not retry an unexpected non-error status such as 200 (INVALID_RESPONSE)', () => {
    expect(shouldRetry(0, apiError(200, { errorCode: 'INVALID_RESPONSE' }))).toBe(false);
  });

  it(`retries at most ${MAX_RETRIES} times`, () => {
    const error = apiError(503);
    const decisions = Array.from({ length: MAX_RETRIES + 2 }, (_, i) => shouldRetry(i, error));
    expect(decisions).toEqual([...Array.from({ length: MAX_RETRIES }, () => true), false, false]);
    expect(shouldRetry(MAX_RETRIES, new TypeError('boom'))).toBe(false);
    expect(shouldRetry(MAX_RETRIES, apiError(429))).toBe(false);
  });
});

describe('retryDelay', () => {
  it('honours retryAfterMs on 429', () => {
    expect(retryDelay(0, apiError(429, { retryAfterMs: 30_000 }))).toBe(30_000);
    expect(retryDelay(2, apiError(429, { retryAfterMs: 0 }))).toBe(0);
  });

  it('backs off exponentially from 500 ms', () => {
    const error = apiError(503);
    expect([0, 1, 2, 3].map((attempt) => retryDelay(attempt, error))).toEqual([
      500, 1000, 2000, 4000,
    ]);
  });

  it('caps the backoff at 8 s', () => {
    expect(retryDelay(4, apiError(500))).toBe(8000);
    expect(retryDelay(20, apiError(500))).toBe(8000);
  });

  it('backs off on a 429 without Retry-After', () => {
    expect(retryDelay(1, apiError(429))).toBe(1000);
  });

  it('ignores retryAfterMs on other statuses', () => {
    expect(retryDelay(0, apiError(503, { retryAfterMs: 60_000 }))).toBe(500);
  });

  it('backs off for errors that are not ApiErrors', () => {
    expect(retryDelay(2, new Error('x'))).toBe(2000);
  });
});

describe('query keys', () => {
  const req = { city: 'Austin', state: 'TX' };
  const conn = 'https://api.example.test|u|abc';

  it.each([
    ['search', queryKeys.search],
    ['count', queryKeys.count],
    ['summary', queryKeys.summary],
    ['ids', queryKeys.ids],
  ] as const)('%s keys start with [properties, variant, req]', (variant, key) => {
    const built = key(req, conn);
    expect(built.slice(0, 3)).toEqual(['properties', variant, req]);
    expect(built[0]).toBe(queryKeys.properties[0]);
    expect(built).toContain(conn);
  });

  it('MLS keys start with [mls, detail|bulk, req]', () => {
    expect(queryKeys.mlsDetail({ listing_id: 5 }, conn).slice(0, 3)).toEqual([
      'mls',
      'detail',
      { listing_id: 5 },
    ]);
    expect(queryKeys.mlsBulk({ listing_ids: [5] }, conn).slice(0, 3)).toEqual([
      'mls',
      'bulk',
      { listing_ids: [5] },
    ]);
  });

  it('the variants do not share a key for the same request', () => {
    const keys = [queryKeys.search, queryKeys.count, queryKeys.summary, queryKeys.ids].map((k) =>
      JSON.stringify(k(req, conn)),
    );
    expect(new Set(keys).size).toBe(4);
  });
});

describe('queryOptions factories', () => {
  const api = {
    propertySearch: vi.fn(async () => ({ kind: 'search' })),
    searchCount: vi.fn(async () => ({ kind: 'count' })),
    searchSummary: vi.fn(async () => ({ kind: 'summary' })),
    searchIds: vi.fn(async () => ({ kind: 'ids' })),
    propertyMapping: vi.fn(async () => ({ kind: 'pins' })),
    mlsDetail: vi.fn(async () => ({ kind: 'mlsDetail' })),
    mlsDetailBulk: vi.fn(async () => ({ kind: 'mlsBulk' })),
  } as unknown as ApiClient;
  const client = { api, connectionId: 'conn-1' };
  const req = { zip: '78701' };

  it.each([
    ['search', searchQuery, 'propertySearch'],
    ['count', countQuery, 'searchCount'],
    ['summary', summaryQuery, 'searchSummary'],
    ['ids', idsQuery, 'searchIds'],
    ['pins', pinsQuery, 'propertyMapping'],
  ] as const)(
    '%s query calls %s with the request and the signal',
    async (variant, factory, method) => {
      const options = factory(client, req);
      expect(options.queryKey).toEqual(['properties', variant, req, 'conn-1']);
      const signal = new AbortController().signal;
      const queryFn = options.queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>;
      await queryFn({ signal });
      expect(api[method]).toHaveBeenCalledWith(req, { signal });
    },
  );

  it('MLS queries call the MLS methods', async () => {
    const signal = new AbortController().signal;
    const detail = mlsDetailQuery(client, { listing_id: 5 });
    expect(detail.queryKey).toEqual(['mls', 'detail', { listing_id: 5 }, 'conn-1']);
    await (detail.queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(api.mlsDetail).toHaveBeenCalledWith({ listing_id: 5 }, { signal });
    const bulk = mlsBulkQuery(client, { assessor_ids: [1] });
    expect(bulk.queryKey).toEqual(['mls', 'bulk', { assessor_ids: [1] }, 'conn-1']);
    await (bulk.queryFn as (ctx: { signal: AbortSignal }) => Promise<unknown>)({ signal });
    expect(api.mlsDetailBulk).toHaveBeenCalledWith({ assessor_ids: [1] }, { signal });
  });

  it('the search query keeps the previous page while the next one loads', () => {
    expect(searchQuery(client, req).placeholderData).toBeDefined();
  });
});

describe('a failed list is not re-sent', () => {
  it('when a second observer (the map) subscribes after the failure', async () => {
    const propertySearch = vi.fn(async () => {
      throw apiError(200, { errorCode: 'INVALID_RESPONSE' });
    });
    const connected = { api: { propertySearch } as unknown as ApiClient, connectionId: 'c' };
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: shouldRetry, retryDelay: 0 } },
    });
    const table = new QueryObserver(queryClient, searchQuery(connected, { city: 'Herndon' }));
    const stopTable = table.subscribe(() => undefined);
    await vi.waitFor(() => expect(table.getCurrentResult().isError).toBe(true));
    const map = new QueryObserver(queryClient, searchQuery(connected, { city: 'Herndon' }));
    const stopMap = map.subscribe(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(map.getCurrentResult().isError).toBe(true);
    expect(propertySearch).toHaveBeenCalledTimes(1);
    stopTable();
    stopMap();
    queryClient.clear();
  });
});

describe('connectionIdOf', () => {
  const KEY = 'sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0';

  it('does not contain the key', () => {
    const id = connectionIdOf('https://api.example.test', KEY, 'user-7');
    expect(id).not.toContain(KEY);
    expect(id).not.toContain(KEY.slice(0, 8));
    expect(id).not.toContain(KEY.slice(-8));
  });

  it('is stable for the same connection', () => {
    expect(connectionIdOf('b', KEY, 'u')).toBe(connectionIdOf('b', KEY, 'u'));
  });

  it('changes when the key changes, even by one character', () => {
    const other = `${KEY.slice(0, -1)}1`;
    expect(connectionIdOf('b', KEY, 'u')).not.toBe(connectionIdOf('b', other, 'u'));
    expect(connectionIdOf('b', KEY, 'u')).not.toBe(connectionIdOf('b', undefined, 'u'));
  });

  it('changes when the base URL or the user changes', () => {
    const id = connectionIdOf('https://a.test', KEY, 'u1');
    expect(connectionIdOf('https://b.test', KEY, 'u1')).not.toBe(id);
    expect(connectionIdOf('https://a.test', KEY, 'u2')).not.toBe(id);
  });
});

describe('shouldRetry with long Retry-After', () => {
  it('does not retry a 429 whose wait exceeds a minute', () => {
    const long = new ApiError({
      status: 429,
      errorCode: 'RATE_LIMIT_EXCEEDED',
      message: 'x',
      retryAfterMs: 61_000,
    });
    const short = new ApiError({
      status: 429,
      errorCode: 'RATE_LIMIT_EXCEEDED',
      message: 'x',
      retryAfterMs: 3_000,
    });
    expect(shouldRetry(0, long)).toBe(false);
    expect(shouldRetry(0, short)).toBe(true);
  });
});
