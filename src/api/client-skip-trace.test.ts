// The client's skip operations: strict in what they send, one Await at a time, 120 s, no silent retry,
// typed errors, and (against the in-process mock) the owner → item → result path end to end.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockService } from '../../mock-server/app';
import { TEST_CONFIG } from '../../mock-server/test-helpers';
import { isApiError, type ApiError } from './api-error';
import { createApiClient } from './client';
import { SKIP_AWAIT_TIMEOUT_MS } from './skip-trace-calls';
import { ENVELOPE_401, ENVELOPE_404 } from './vendor-fixtures/error-bodies';
import { AWAIT_BATCH, V2_SINGLE_NOT_FOUND } from './vendor-fixtures/skip-answers';
import { ownerSkipItem } from './skip-item';

interface Sent {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

function fakeService(answer: (sent: Sent) => Promise<Response> | Response) {
  const sent: Sent[] = [];
  const api = createApiClient({
    baseUrl: 'https://vendor.test',
    apiKey: 'test-key',
    fetch: async (url, init) => {
      if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      const call = {
        url: String(url),
        body: JSON.parse(String(init?.body)) as unknown,
        headers: init?.headers as Record<string, string>,
      };
      sent.push(call);
      return answer(call);
    },
  });
  return { api, sent };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (e: unknown) => e,
  );
  if (!isApiError(error)) throw error;
  return error;
}

const ITEMS = [
  { key: 'record-001', address: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  { key: 5060072, address: '12013 Stuart Ridge Dr', city: 'Herndon', state: 'VA' },
];

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('skipTraceBatch', () => {
  it('POSTs { skips } to /v2/SkipTraceBatchAwait with the key and reads one result per item', async () => {
    const { api, sent } = fakeService(() => json(AWAIT_BATCH));
    const read = await api.skipTraceBatch(ITEMS);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('https://vendor.test/v2/SkipTraceBatchAwait');
    expect(sent[0]?.headers['x-api-key']).toBe('test-key');
    expect(sent[0]?.body).toEqual({ skips: ITEMS });
    expect(read.results.map((r) => [r.key, r.status])).toEqual([
      ['record-001', 'match'],
      ['5060072', 'no-match'],
    ]);
    expect(read.credits).toBeUndefined();
  });

  it('sends nothing when an item breaks the contract, and names the item', async () => {
    const { api, sent } = fakeService(() => json(AWAIT_BATCH));
    const error = await failure(
      api.skipTraceBatch([ITEMS[0]!, { key: 'x', address: '1 Main St', frist_name: 'A' } as never]),
    );
    expect(sent).toHaveLength(0);
    expect(error).toMatchObject({ status: 400, errorCode: 'VALIDATION_FAILED' });
    expect(error.violations?.map((v) => v.field)).toEqual([
      'skips[1].frist_name',
      'skips[1].address',
    ]);
    const many = Array.from({ length: 101 }, (_, i) => ({ key: i, phone: '5125550100' }));
    expect((await failure(api.skipTraceBatch(many))).violations?.[0]?.field).toBe('skips');
    const twice = await failure(api.skipTraceBatch([ITEMS[0]!, ITEMS[0]!]));
    expect(twice.violations?.[0]?.field).toBe('skips[1].key');
    expect(sent).toHaveLength(0);
  });

  it('runs one Await at a time: the second call is sent when the first has its answer', async () => {
    let release: (() => void) | undefined;
    const { api, sent } = fakeService(
      (call) =>
        new Promise<Response>((resolve) => {
          const answer = json({
            statusCode: 200,
            data: [{ input: (call.body as { skips: unknown[] }).skips[0] }],
          });
          if (sent.length === 1) release = () => resolve(answer);
          else resolve(answer);
        }),
    );
    const first = api.skipTraceBatch([ITEMS[0]!]);
    const second = api.skipTraceBatch([ITEMS[1]!]);
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toHaveLength(1);
    release?.();
    await first;
    await second;
    expect(sent).toHaveLength(2);
  });

  it('gives up after 120 s with a typed error, and does not send again', async () => {
    // Loaded before the clock is faked: the client loads its readers with the first request.
    await Promise.all([
      import('./read/read-skip-trace'),
      import('./contract/skip-trace-request'),
      import('./read/read-error'),
    ]);
    vi.useFakeTimers();
    let sent = 0;
    // A service that never answers; only the abort ends the request.
    const api = createApiClient({
      baseUrl: '',
      fetch: (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          sent += 1;
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('aborted', 'AbortError')),
          );
        }),
    });
    let settled = false;
    const pending = failure(api.skipTraceBatch([ITEMS[0]!])).finally(() => (settled = true));
    await vi.waitFor(() => expect(sent).toBe(1));
    await vi.advanceTimersByTimeAsync(SKIP_AWAIT_TIMEOUT_MS - 2_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    const error = await pending;
    expect(error).toMatchObject({ status: 0, errorCode: 'NETWORK_ERROR' });
    expect(error.message).toMatch(/within 120 s/);
    await vi.advanceTimersByTimeAsync(SKIP_AWAIT_TIMEOUT_MS);
    expect(sent).toBe(1);
  });

  it('the caller’s signal still cancels it', async () => {
    const { api } = fakeService(() => json(AWAIT_BATCH));
    const controller = new AbortController();
    controller.abort();
    await expect(api.skipTraceBatch(ITEMS, { signal: controller.signal })).rejects.toThrow();
  });

  it('never retries a server fault on its own', async () => {
    const { api, sent } = fakeService(() =>
      json(
        { statusCode: 500, errorCode: 'INTERNAL_ERROR', errorMessage: 'x', requestId: 'r1' },
        500,
      ),
    );
    const error = await failure(api.skipTraceBatch(ITEMS));
    expect(error).toMatchObject({ status: 500, errorCode: 'INTERNAL_ERROR', requestId: 'r1' });
    expect(sent).toHaveLength(1);
  });

  it.each([
    ['a bare 401 (the v2 page)', 401, ENVELOPE_401, 'SKIPTRACE_SCOPE_UNAUTHORIZED'],
    [
      'a bare 403 (the authentication page)',
      403,
      { statusCode: 403, error: 'Forbidden' },
      'SKIPTRACE_SCOPE_UNAUTHORIZED',
    ],
    [
      'AUTH_SCOPE_UNAUTHORIZED',
      403,
      { statusCode: 403, errorCode: 'AUTH_SCOPE_UNAUTHORIZED', errorMessage: 'x' },
      'SKIPTRACE_SCOPE_UNAUTHORIZED',
    ],
    [
      'the mock’s code',
      403,
      { statusCode: 403, errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED', errorMessage: 'x' },
      'SKIPTRACE_SCOPE_UNAUTHORIZED',
    ],
    [
      'an unknown key',
      401,
      { statusCode: 401, errorCode: 'AUTH_KEY_NOT_FOUND', errorMessage: 'x' },
      'AUTH_KEY_NOT_FOUND',
    ],
    [
      'an empty wallet',
      402,
      { statusCode: 402, errorCode: 'WALLET_INSUFFICIENT_BALANCE', errorMessage: 'x' },
      'WALLET_INSUFFICIENT_BALANCE',
    ],
  ])('%s is %s', async (_what, status, body, code) => {
    const { api } = fakeService(() => json(body, status));
    expect((await failure(api.skipTraceBatch(ITEMS))).errorCode).toBe(code);
    expect((await failure(api.skipTrace(ITEMS[0]!))).errorCode).toBe(code);
  });
});

describe('skipTrace', () => {
  it('POSTs the item itself to /v2/SkipTrace; the v2 404 is a no-match answer, not an error', async () => {
    const { api, sent } = fakeService(() => json(V2_SINGLE_NOT_FOUND, 404));
    const read = await api.skipTrace(ITEMS[0]!);
    expect(sent[0]?.url).toBe('https://vendor.test/v2/SkipTrace');
    expect(sent[0]?.body).toEqual(ITEMS[0]);
    expect(read.result).toMatchObject({ key: 'record-001', status: 'no-match' });
  });

  it('another 404 is an error', async () => {
    const { api } = fakeService(() => json(ENVELOPE_404, 404));
    expect((await failure(api.skipTrace(ITEMS[0]!))).status).toBe(404);
  });

  it('checks the item before sending', async () => {
    const { api, sent } = fakeService(() => json(V2_SINGLE_NOT_FOUND, 404));
    const error = await failure(api.skipTrace({ phone: '(512) 555-0100' }));
    expect(error.violations?.map((v) => v.field)).toEqual(['phone']);
    expect(sent).toHaveLength(0);
  });
});

describe('against the mock: owner → item → result', () => {
  const mock = createMockService({ ...TEST_CONFIG, properties: 1500 });
  const client = (apiKey: string) =>
    createApiClient({
      baseUrl: 'http://mock.test',
      apiKey,
      fetch: async (url, init) => mock.app.fetch(new Request(String(url), init)),
    });

  it('skip traces the owners of a page of search records, positionally, with the cost stated', async () => {
    const page = await client('demo').propertySearch({ size: 40 });
    const items = page.data.map(ownerSkipItem).filter((item) => item !== undefined);
    expect(items.length).toBeGreaterThan(30);
    const read = await client('demo').skipTraceBatch(items);
    expect(read.results.map((r) => r.key)).toEqual(items.map((i) => String(i.key)));
    const matches = read.results.filter((r) => r.status === 'match');
    expect(matches.length).toBeGreaterThan(0);
    expect(read.results.some((r) => r.status === 'no-match')).toBe(true);
    expect(read.results.every((r) => r.status !== 'failed')).toBe(true);
    expect(read.credits).toBe(matches.length);
    for (const phone of matches.flatMap((r) => r.phones)) {
      expect(phone.number).toMatch(/^\d{10}$/);
      expect(phone.kind).not.toBe('unknown');
      expect(phone.dncKnown).toBe(true);
    }
    const again = await client('demo').skipTraceBatch(items);
    expect(again.credits).toBe(0);
    expect(again.results.filter((r) => r.cached)).toHaveLength(matches.length);
  });

  it('says the key cannot skip trace for demo-no-skiptrace', async () => {
    const page = await client('demo-no-skiptrace').propertySearch({ size: 1 });
    const item = ownerSkipItem(page.data[0]!);
    expect(item).toBeDefined();
    const error = await failure(client('demo-no-skiptrace').skipTraceBatch([item!]));
    expect(error).toMatchObject({ status: 403, errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED' });
  });
});
