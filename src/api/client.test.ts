import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError, parseRetryAfter } from './api-error';
import { createApiClient, type ApiClientOptions } from './client';

const API_KEY = 'sk_live_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const BASE = 'https://api.example.test';

const listBody = {
  live: true,
  input: { city: 'Austin', state: 'TX' },
  data: [{ id: '1', propertyId: '1', bedrooms: 3, address: { city: 'Austin', state: 'TX' } }],
  resultCount: 1,
  resultIndex: 0,
  recordCount: 1,
  statusCode: 200,
  statusMessage: 'Success',
  requestExecutionTimeMS: '8ms',
};
const countBody = { ...listBody, data: [], recordCount: 0, resultCount: 156 };
const idsBody = { ...listBody, data: [1, 2, 3], recordCount: 3 };
const summaryBody = {
  ...listBody,
  data: [],
  summary: {
    auction: 1,
    highEquity: 2,
    freeClear: 3,
    preForeclosure: 4,
    vacant: 5,
    ownerOccupied: 6,
    absenteeOwner: 7,
    inStateAbsenteeOwner: 8,
    outOfStateAbsenteeOwner: 9,
    corporateOwned: 10,
    cashBuyer: 11,
    investorBuyer: 12,
    reo: 13,
    mlsActive: 14,
    mlsPending: 15,
    privateLender: 16,
    MFH2to4: 17,
    MFH5plus: 18,
    medianListingPrice: 400_000,
    medianDaysOnMarket: null,
  },
};
const mlsHitBody = {
  statusCode: 200,
  recordCount: 1,
  data: { listingId: 5, listingPrice: 500_000 },
};
const missItem = {
  id: 9,
  match: false,
  error: true,
  errorMessage: 'No listing found for this listing ID.',
};
const bulkMixBody = { statusCode: 200, recordCount: 1, data: [mlsHitBody.data, missItem] };
const bulkAllMissBody = {
  statusCode: 404,
  errorCode: 'MLS_NOT_FOUND',
  errorMessage: 'No MLS listings found.',
  input: { listing_ids: [9, null] },
  recordCount: 0,
  data: [missItem, { id: null, match: false, error: true, errorMessage: 'listing_id is null' }],
};
const boomBody = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'city must be accompanied by state or zip',
  input: { city: 'Austin' },
  details: [{ field: 'city', message: 'city must be accompanied by state or zip' }],
};

function jsonResponse(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

type Respond = (url: string, init: RequestInit) => Response | Promise<Response>;

function setup(respond: Respond, options: Partial<ApiClientOptions> = {}) {
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => respond(String(input), init ?? {}));
  const api = createApiClient({
    baseUrl: BASE,
    apiKey: API_KEY,
    userId: 'user-7',
    fetch: fetchMock,
    ...options,
  });
  const call = (i = 0) => {
    const args = fetchMock.mock.calls[i];
    if (!args) throw new Error(`fetch was not called ${i + 1} time(s)`);
    const init = args[1] ?? {};
    return {
      url: String(args[0]),
      method: init.method,
      headers: new Headers(init.headers),
      body: JSON.parse(String(init.body)) as unknown,
      signal: init.signal,
    };
  };
  return { api, fetchMock, call };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient: requests', () => {
  it('sends x-api-key and x-user-id, JSON content type, POST', async () => {
    const { api, call } = setup(() => jsonResponse(200, listBody));
    await api.propertySearch({ city: 'Austin', state: 'TX' });
    const sent = call();
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('x-api-key')).toBe(API_KEY);
    expect(sent.headers.get('x-user-id')).toBe('user-7');
    expect(sent.headers.get('content-type')).toBe('application/json');
  });

  it('omits x-api-key and x-user-id when they are not set', async () => {
    const { api, call } = setup(() => jsonResponse(200, listBody), {
      apiKey: undefined,
      userId: undefined,
    });
    await api.propertySearch({});
    expect(call().headers.has('x-api-key')).toBe(false);
    expect(call().headers.has('x-user-id')).toBe(false);
  });

  it('omits empty-string credentials', async () => {
    const { api, call } = setup(() => jsonResponse(200, listBody), { apiKey: '', userId: '' });
    await api.propertySearch({});
    expect(call().headers.has('x-api-key')).toBe(false);
    expect(call().headers.has('x-user-id')).toBe(false);
  });

  it('posts the search body as JSON to /v2/PropertySearch', async () => {
    const { api, call } = setup(() => jsonResponse(200, listBody));
    const result = await api.propertySearch({ city: 'Austin', state: 'TX', size: 25 });
    expect(call().url).toBe(`${BASE}/v2/PropertySearch`);
    expect(call().body).toEqual({ city: 'Austin', state: 'TX', size: 25 });
    expect(result.data[0]?.id).toBe('1');
  });

  it('strips trailing slashes from the base URL and supports same-origin ""', async () => {
    const slashed = setup(() => jsonResponse(200, listBody), { baseUrl: `${BASE}//` });
    await slashed.api.propertySearch({});
    expect(slashed.call().url).toBe(`${BASE}/v2/PropertySearch`);
    const sameOrigin = setup(() => jsonResponse(200, listBody), { baseUrl: '' });
    await sameOrigin.api.propertySearch({});
    expect(sameOrigin.call().url).toBe('/v2/PropertySearch');
  });

  it('searchCount adds count: true and returns the total', async () => {
    const { api, call } = setup(() => jsonResponse(200, countBody));
    const result = await api.searchCount({ zip: '78701' });
    expect(call().body).toEqual({ zip: '78701', count: true });
    expect(result.resultCount).toBe(156);
  });

  it('searchSummary adds summary: true and returns the summary', async () => {
    const { api, call } = setup(() => jsonResponse(200, summaryBody));
    const result = await api.searchSummary({ zip: '78701' });
    expect(call().body).toEqual({ zip: '78701', summary: true });
    expect(result.summary.MFH5plus).toBe(18);
  });

  it('searchIds adds ids_only: true and returns the ids', async () => {
    const { api, call } = setup(() => jsonResponse(200, idsBody));
    const result = await api.searchIds({ zip: '78701' });
    expect(call().body).toEqual({ zip: '78701', ids_only: true });
    expect(result.data).toEqual([1, 2, 3]);
  });

  it('mlsDetail posts to /v3/MLSDetail', async () => {
    const { api, call } = setup(() => jsonResponse(200, mlsHitBody));
    const result = await api.mlsDetail({ listing_id: 5, fields: ['ROOT'] });
    expect(call().url).toBe(`${BASE}/v3/MLSDetail`);
    expect(call().body).toEqual({ listing_id: 5, fields: ['ROOT'] });
    expect(result.statusCode).toBe(200);
  });

  it('mlsDetailBulk posts to /v3/MLSDetailBulk and returns the mix', async () => {
    const { api, call } = setup(() => jsonResponse(200, bulkMixBody));
    const result = await api.mlsDetailBulk({ listing_ids: [5, 9] });
    expect(call().url).toBe(`${BASE}/v3/MLSDetailBulk`);
    expect(call().body).toEqual({ listing_ids: [5, 9] });
    expect(result.statusCode).toBe(200);
    expect(result.recordCount).toBe(1);
    expect(result.data).toHaveLength(2);
  });

  it('passes the abort signal to fetch', async () => {
    const { api, call } = setup(() => jsonResponse(200, listBody));
    const controller = new AbortController();
    await api.propertySearch({}, { signal: controller.signal });
    expect(call().signal).toBe(controller.signal);
  });
});

describe('createApiClient: error mapping', () => {
  // A client whose answer each row of the contract-mismatch table sets.
  let respondWith: Respond = () => jsonResponse(200, listBody);
  const api2 = createApiClient({
    baseUrl: BASE,
    fetch: async (input, init) => respondWith(String(input), init ?? {}),
  });

  it('maps a Boom 400 to ApiError with message, input and violations', async () => {
    const { api } = setup(() => jsonResponse(400, boomBody));
    const error = await failure(api.propertySearch({ city: 'Austin' }));
    expect(error.status).toBe(400);
    expect(error.errorCode).toBe('VALIDATION_FAILED');
    expect(error.message).toBe('city must be accompanied by state or zip');
    expect(error.input).toEqual({ city: 'Austin' });
    expect(error.violations).toEqual([
      { field: 'city', message: 'city must be accompanied by state or zip' },
    ]);
  });

  it('keeps an errorCode the Boom body carries', async () => {
    const { api } = setup(() =>
      jsonResponse(400, { ...boomBody, errorCode: 'MISSING_LOOKUP', message: 'value must…' }),
    );
    const error = await failure(api.mlsDetail({}));
    expect(error.errorCode).toBe('MISSING_LOOKUP');
  });

  it('drops malformed details entries', async () => {
    const { api } = setup(() =>
      jsonResponse(400, { ...boomBody, details: [{ field: 'city' }, 'x', boomBody.details[0]] }),
    );
    const error = await failure(api.propertySearch({}));
    expect(error.violations).toEqual(boomBody.details);
  });

  it.each([
    [401, 'AUTH_KEY_NOT_FOUND'],
    [402, 'MLS_SUBSCRIPTION_INACTIVE'],
    [403, 'AUTH_SCOPE_UNAUTHORIZED'],
  ])('maps a v3 %s %s with errorMessage as the message', async (status, errorCode) => {
    const { api } = setup(() =>
      jsonResponse(status, { statusCode: status, errorCode, errorMessage: `Denied: ${errorCode}` }),
    );
    const error = await failure(api.mlsDetail({ listing_id: 5 }));
    expect(error.status).toBe(status);
    expect(error.errorCode).toBe(errorCode);
    expect(error.message).toBe(`Denied: ${errorCode}`);
    expect(error.violations).toBeUndefined();
  });

  it('maps an MLSDetail 404 to MLS_NOT_FOUND with the input echo', async () => {
    const { api } = setup(() =>
      jsonResponse(404, {
        statusCode: 404,
        errorCode: 'MLS_NOT_FOUND',
        errorMessage: 'No MLS listing found for listing_id 5.',
        input: { listing_id: 5 },
        data: {},
        recordCount: 0,
      }),
    );
    const error = await failure(api.mlsDetail({ listing_id: 5 }));
    expect(error.status).toBe(404);
    expect(error.errorCode).toBe('MLS_NOT_FOUND');
    expect(error.message).toBe('No MLS listing found for listing_id 5.');
    expect(error.input).toEqual({ listing_id: 5 });
  });

  it('takes requestId from the body, else from x-request-id', async () => {
    const fromBody = setup(() =>
      jsonResponse(
        500,
        { statusCode: 500, errorCode: 'INTERNAL_ERROR', errorMessage: 'oops', requestId: 'req-1' },
        { 'x-request-id': 'hdr-1' },
      ),
    );
    expect((await failure(fromBody.api.mlsDetail({ listing_id: 1 }))).requestId).toBe('req-1');
    const fromHeader = setup(() =>
      jsonResponse(
        500,
        { statusCode: 500, errorCode: 'INTERNAL_ERROR', errorMessage: 'oops' },
        {
          'x-request-id': 'hdr-2',
        },
      ),
    );
    const error = await failure(fromHeader.api.mlsDetail({ listing_id: 1 }));
    expect(error.requestId).toBe('hdr-2');
    expect(error.errorCode).toBe('INTERNAL_ERROR');
  });

  it('reads Retry-After in seconds', async () => {
    const { api } = setup(() =>
      jsonResponse(
        429,
        { statusCode: 429, errorCode: 'RATE_LIMIT_EXCEEDED', errorMessage: 'Slow down.' },
        { 'retry-after': '30' },
      ),
    );
    const error = await failure(api.propertySearch({}));
    expect(error.status).toBe(429);
    expect(error.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    expect(error.retryAfterMs).toBe(30_000);
  });

  it('reads Retry-After as an HTTP date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
    const { api } = setup(() =>
      jsonResponse(
        429,
        { statusCode: 429, errorCode: 'DAILY_USAGE_EXCEEDED', errorMessage: 'Cap reached.' },
        { 'retry-after': 'Sun, 01 Mar 2026 12:02:00 GMT' },
      ),
    );
    const error = await failure(api.propertySearch({}));
    expect(error.retryAfterMs).toBe(120_000);
  });

  it('leaves retryAfterMs undefined without Retry-After', async () => {
    const { api } = setup(() =>
      jsonResponse(429, { statusCode: 429, errorCode: 'RATE_LIMIT_EXCEEDED', errorMessage: 'x' }),
    );
    expect((await failure(api.propertySearch({}))).retryAfterMs).toBeUndefined();
  });

  it('describes an error without a message by its status', async () => {
    const { api } = setup(() => new Response('', { status: 503 }));
    const error = await failure(api.propertySearch({}));
    expect(error.status).toBe(503);
    expect(error.errorCode).toBeUndefined();
    expect(error.message).toBe('The service answered HTTP 503.');
  });

  it('turns a non-JSON error body into an ApiError', async () => {
    const { api } = setup(
      () =>
        new Response('<html>Bad Gateway</html>', {
          status: 502,
          headers: { 'content-type': 'text/html', 'retry-after': '5' },
        }),
    );
    const error = await failure(api.propertySearch({}));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/not JSON/);
    expect(error.retryAfterMs).toBe(5_000);
  });

  it('turns a non-JSON 200 into INVALID_RESPONSE', async () => {
    const { api } = setup(() => new Response('OK', { status: 200 }));
    const error = await failure(api.propertySearch({}));
    expect(error.status).toBe(200);
    expect(error.errorCode).toBe('INVALID_RESPONSE');
  });

  it.each([
    ['a list whose data is not an array', () => api2.propertySearch({}), { ...listBody, data: {} }],
    ['a count without data', () => api2.searchCount({}), { ...listBody, data: undefined }],
    ['an empty body', () => api2.propertySearch({}), undefined],
  ])(
    'turns JSON that breaks the contract (%s) into INVALID_RESPONSE',
    async (_label, run, body) => {
      respondWith = () =>
        body === undefined ? new Response('', { status: 200 }) : jsonResponse(200, body);
      const error = await failure(run());
      expect(error.errorCode).toBe('INVALID_RESPONSE');
      expect(error.status).toBe(200);
    },
  );
});

describe('createApiClient: network failures and aborts', () => {
  it('maps a rejected fetch to status 0 NETWORK_ERROR', async () => {
    const { api } = setup(() => {
      throw new TypeError(`fetch failed for ${BASE} with key ${API_KEY}`);
    });
    const error = await failure(api.propertySearch({}));
    expect(error.status).toBe(0);
    expect(error.errorCode).toBe('NETWORK_ERROR');
    expect(error.isNetworkError).toBe(true);
    expect(error.message).not.toContain(API_KEY);
  });

  it('lets an AbortError through unwrapped', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { api } = setup(() => {
      throw abort;
    });
    const error = await api.propertySearch({}).catch((e: unknown) => e);
    expect(error).toBe(abort);
    expect(isApiError(error)).toBe(false);
  });

  it('lets a custom abort reason through when the signal is aborted', async () => {
    const controller = new AbortController();
    const reason = new Error('user navigated away');
    const { api } = setup(() => {
      controller.abort(reason);
      throw reason;
    });
    const error = await api
      .propertySearch({}, { signal: controller.signal })
      .catch((e: unknown) => e);
    expect(error).toBe(reason);
  });
});

describe('createApiClient: bulk all-miss', () => {
  it('returns the 404 all-miss answer instead of throwing', async () => {
    const { api } = setup(() => jsonResponse(404, bulkAllMissBody));
    const result = await api.mlsDetailBulk({ listing_ids: [9, null] });
    expect(result.statusCode).toBe(404);
    expect(result.recordCount).toBe(0);
    expect(result.data).toEqual(bulkAllMissBody.data);
  });

  it('throws on a 404 that is not the all-miss shape', async () => {
    const { api } = setup(() =>
      jsonResponse(404, {
        statusCode: 404,
        errorCode: 'MLS_NOT_FOUND',
        errorMessage: 'gone',
        data: {},
      }),
    );
    const error = await failure(api.mlsDetailBulk({ listing_ids: [9] }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('gone');
  });

  it('throws on a bulk 400', async () => {
    const { api } = setup(() =>
      jsonResponse(400, { ...boomBody, errorCode: 'TOO_MANY_IDS', message: 'too many' }),
    );
    const error = await failure(api.mlsDetailBulk({ listing_ids: [] }));
    expect(error.errorCode).toBe('TOO_MANY_IDS');
  });

  it('keeps the position of a malformed item as an error object, never as a record', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { api } = setup(() =>
      jsonResponse(200, { ...bulkMixBody, data: [{ ...missItem, match: true }] }),
    );
    const result = await api.mlsDetailBulk({ listing_ids: [9] });
    expect(result.data).toHaveLength(1);
    expect(result.data[0]).toMatchObject({ error: true, match: false });
    expect(result.skipped).toHaveLength(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('MLSDetailBulk: 1 of 1 records'));
    warn.mockRestore();
  });
});

describe('createApiClient: the api key stays secret', () => {
  const scenarios: [string, Respond][] = [
    ['Boom 400', () => jsonResponse(400, boomBody)],
    [
      '401',
      () =>
        jsonResponse(401, {
          statusCode: 401,
          errorCode: 'AUTH_KEY_NOT_FOUND',
          errorMessage: 'Unknown key.',
        }),
    ],
    [
      '429',
      () =>
        jsonResponse(
          429,
          { statusCode: 429, errorCode: 'RATE_LIMIT_EXCEEDED', errorMessage: 'x' },
          { 'retry-after': '1' },
        ),
    ],
    ['500 without body', () => new Response('', { status: 500 })],
    ['non-JSON', () => new Response('<html/>', { status: 502 })],
    ['contract mismatch', () => jsonResponse(200, { nope: true })],
    [
      'network failure',
      () => {
        throw new TypeError(`connect ECONNREFUSED (x-api-key: ${API_KEY})`);
      },
    ],
  ];

  it.each(scenarios)('never puts the key in an ApiError (%s)', async (_label, respond) => {
    const { api } = setup(respond);
    const error = await failure(api.propertySearch({ city: 'Austin', state: 'TX' }));
    const everything = JSON.stringify({
      ...error,
      message: error.message,
      stack: error.stack,
      cause: String((error as { cause?: unknown }).cause),
    });
    expect(everything).not.toContain(API_KEY);
    expect(String(error)).not.toContain(API_KEY);
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it.each([
    ['0', 0],
    ['30', 30_000],
    ['1.5', 1_500],
    ['Sun, 01 Mar 2026 12:00:10 GMT', 10_000],
    ['Sun, 01 Mar 2026 11:00:00 GMT', 0],
  ])('%j → %s ms', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected);
  });

  it.each([null, '', 'soon', '-5'])('%j → undefined', (header) => {
    expect(parseRetryAfter(header, now)).toBeUndefined();
  });
});
