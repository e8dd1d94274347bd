// Held skip answers end to end, on every backend, in proxy mode against a vendor-shaped test
// upstream that counts each owner it traced: 100 owners traced twice cost 0 the second time and
// the upstream saw each once; a batch half traced before sends only the new half; a held answer
// past the freshness window is traced again; what one member traced answers another; the ledger
// equals what the upstream charged. Offline, the same against the embedded mock; and a key that
// may not skip trace gets the mock's 403 unchanged. A database that is down traces nobody.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SkipTraceItem } from '../../src/api/contract/skip-trace-request';
import { createApiHandler, type ApiHandler } from '../api-handler';
import { DatabaseUnavailable } from '../store/db-errors';
import { type AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { openOfflineHandler } from '../offline-test-handler';

const KEY = 'sk-live-skip-0123456789';
const BATCH = '/v2/SkipTraceBatchAwait';
let server: ServerType;
let baseUrl = '';
/** Each owner the upstream traced (by key), and the credits it charged. */
const upstream = { traced: [] as string[], credits: 0 };

/** The owner of property `key`: everyone but multiples of 7 is found. */
function traced(input: SkipTraceItem) {
  upstream.traced.push(String(input.key));
  const match = Number(input.key) % 7 !== 0;
  if (match) upstream.credits++;
  const phones = match ? [{ phone: '5125550100', type: 'mobile', dnc: false }] : [];
  return {
    input,
    statusCode: match ? 200 : 404,
    match,
    cached: false,
    data: { persons: [], phones, emails: [], names: [] },
  };
}

beforeAll(async () => {
  const app = new Hono();
  app.post(BATCH, async (c) => {
    const { skips } = (await c.req.json()) as { skips: SkipTraceItem[] };
    const credits = upstream.credits;
    const data = skips.map(traced);
    return c.json({
      statusCode: 200,
      statusMessage: 'OK',
      requestId: `req-${upstream.traced.length}`,
      data,
      credits: upstream.credits - credits,
      live: true,
      requestExecutionTimeMS: '3ms',
    });
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function call(handler: ApiHandler, path: string, body: unknown, user?: string, key?: string) {
  return handler.app.fetch(
    new Request(`http://app.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key && { 'x-api-key': key }) },
      body: JSON.stringify(body),
    }),
    user ? { appUser: user } : undefined,
  );
}

interface BatchAnswer {
  data: { input: { key: unknown }; match: boolean; cached: boolean }[];
  credits: number;
}

async function batch(handler: ApiHandler, items: SkipTraceItem[], user?: string) {
  const response = await call(handler, BATCH, { skips: items }, user);
  expect(response.status).toBe(200);
  return (await response.json()) as BatchAnswer;
}

const owner = (id: number): SkipTraceItem => ({
  key: id,
  first_name: 'Ann',
  last_name: `Owner${id}`,
  address: `${id} Main St`,
  city: 'Austin',
  state: 'TX',
});
const owners = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => owner(from + i));

async function ledger(store: AppStore) {
  const { rows } = await store.db.query<{
    user_key: string;
    operation: string;
    credits: number | null;
    reserved: number;
  }>(`SELECT user_key, operation, credits, reserved FROM ledger ORDER BY id`);
  return rows;
}

/** What the test reads of a mock record: its id and situs address. */
interface Situs {
  id: number | string;
  address?: { street?: string; city?: string; state?: string };
}

/** The owner of a record, found by its situs address (as the app's item, without names). */
function ownerAt({ id, address }: Situs): SkipTraceItem[] {
  const { street, city, state } = address ?? {};
  return street && city && state ? [{ key: id, address: street, city, state }] : [];
}

const sum = (rows: { credits: number | null }[]) => rows.reduce((s, r) => s + (r.credits ?? 0), 0);

describe.each(TEST_BACKENDS)('held skip answers in proxy mode, on $name', (backend) => {
  let store: AppStore;
  let handler: ApiHandler;

  beforeAll(async () => {
    store = await backend.open();
    handler = createApiHandler(
      { api: { mode: 'proxy', baseUrl, apiKey: KEY, timeoutMs: 5000, maxResponseBytes: 1 << 20 } },
      { openStore: async () => store, log: () => {} },
    );
    upstream.traced = [];
    upstream.credits = 0;
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it('traces 100 owners once: the second time costs 0 and nothing reaches the upstream', async () => {
    const hundred = owners(1000, 100);
    const first = await batch(handler, hundred, 'ann');
    expect(first.credits).toBe(hundred.filter((o) => Number(o.key) % 7 !== 0).length);
    const second = await batch(handler, hundred, 'ann');
    expect(second.credits).toBe(0);
    expect(second.data.map((d) => d.input.key)).toEqual(hundred.map((o) => o.key));
    expect(second.data.map((d) => d.match)).toEqual(first.data.map((d) => d.match));
    expect(upstream.traced).toEqual(hundred.map((o) => String(o.key)));
    await handler.recordsWritten();
    // One paid call in the ledger, for what the upstream charged; the held answer wrote nothing.
    const rows = await ledger(store);
    expect(rows).toMatchObject([{ operation: 'SkipTraceBatchAwait', credits: first.credits }]);
    expect(sum(rows)).toBe(upstream.credits);
  });

  it('sends only the owners not traced before and keeps the order', async () => {
    const before = upstream.traced.length;
    // 50 traced above, 50 new, interleaved.
    const mixed = owners(1050, 50).flatMap((o, i) => [o, owner(2000 + i)]);
    const answer = await batch(handler, mixed, 'bob');
    expect(answer.data.map((d) => d.input.key)).toEqual(mixed.map((o) => o.key));
    expect(upstream.traced.slice(before)).toEqual(owners(2000, 50).map((o) => String(o.key)));
    await handler.recordsWritten();
    const rows = await ledger(store);
    expect(rows.at(-1)).toMatchObject({ user_key: 'bob', operation: 'SkipTraceBatchAwait' });
    expect(answer.credits).toBe(rows.at(-1)?.credits);
    expect(sum(rows)).toBe(upstream.credits);
    // What ann traced answered bob; the answers say who pulled them.
    const { rows: by } = await store.db.query<{ pulled_by: string; n: number }>(
      `SELECT pulled_by, count(*)::int AS n FROM skip_answers GROUP BY pulled_by ORDER BY pulled_by`,
    );
    expect(by).toEqual([
      { pulled_by: 'ann', n: 100 },
      { pulled_by: 'bob', n: 50 },
    ]);
  });

  it('traces again an owner held longer than the freshness window', async () => {
    await store.db.query(
      `UPDATE skip_answers SET pulled_at = now() - make_interval(days => $1::int)
       WHERE property_id IN ('1000', '1001')`,
      [(await store.settings.freshnessDays()) + 1],
    );
    const before = upstream.traced.length;
    const answer = await batch(handler, owners(1000, 3), 'ann');
    expect(upstream.traced.slice(before)).toEqual(['1000', '1001']);
    // 1001 (7 × 143) is nobody: a held no-match expires too, and costs 0 again.
    expect(answer.credits).toBe(1);
  });
  it('reads the held answers back free: the newest per property, and which are traced', async () => {
    const before = upstream.traced.length;
    const ids = ['1002', '1008', '2000', '999999'];
    const read = await call(handler, '/app/v1/contacts', { ids }, 'cat');
    expect(read.status).toBe(200);
    const { contacts } = (await read.json()) as {
      contacts: {
        id: string;
        matched: boolean;
        answer: { data: { phones: unknown[] } };
        tracedBy: string;
      }[];
    };
    const byId = new Map(contacts.map((c) => [c.id, c]));
    expect([...byId.keys()].sort()).toEqual(['1002', '1008', '2000']);
    expect(byId.get('1002')).toMatchObject({ matched: true, tracedBy: 'ann' });
    expect(byId.get('1002')?.answer.data.phones).toEqual([
      { phone: '5125550100', type: 'mobile', dnc: false },
    ]);
    expect(byId.get('1008')).toMatchObject({ matched: false });
    expect(byId.get('2000')).toMatchObject({ tracedBy: 'bob' });
    const estimate = await call(handler, '/app/v1/contacts/traced', { ids }, 'cat');
    expect(await estimate.json()).toMatchObject({
      traced: ['1002', '1008', '2000'],
      untraced: ['999999'],
    });
    // Free reads: nothing reached the upstream.
    expect(upstream.traced.length).toBe(before);
    const tooMany = await call(handler, '/app/v1/contacts', {
      ids: Array.from({ length: 1001 }, (_, i) => String(i)),
    });
    expect(tooMany.status).toBe(400);
  });
});

describe('held skip answers offline, against the embedded mock', () => {
  let store: AppStore;
  let handler: ApiHandler;
  let items: SkipTraceItem[];
  beforeAll(async () => {
    ({ store, handler } = await openOfflineHandler());
    const search = await call(handler, '/v2/PropertySearch', {
      city: 'Austin',
      state: 'TX',
      size: 100,
    });
    const { data } = (await search.json()) as { data: Situs[] };
    items = data.flatMap(ownerAt);
  }, 60_000);
  afterAll(() => handler.close());

  it('traces the same owners twice for the price of once', async () => {
    expect(items.length).toBeGreaterThan(50);
    const first = await batch(handler, items);
    expect(first.credits).toBeGreaterThan(0);
    const second = await batch(handler, items);
    expect(second.credits).toBe(0);
    expect(second.data.map((d) => d.match)).toEqual(first.data.map((d) => d.match));
    await handler.recordsWritten();
    const skipRows = (await ledger(store)).filter((r) => r.operation !== 'PropertySearch');
    expect(skipRows).toMatchObject([{ operation: 'SkipTraceBatchAwait', credits: first.credits }]);
    // A single call for a held owner is answered too, free, nothing written.
    const one = await call(handler, '/v2/SkipTrace', items[0]);
    expect([200, 404]).toContain(one.status);
    expect(await one.json()).toMatchObject({ credits: 0 });
    await handler.recordsWritten();
    expect((await ledger(store)).filter((r) => r.operation !== 'PropertySearch')).toHaveLength(1);
  });

  it('passes the mock’s 403 on unchanged to a key that may not skip trace', async () => {
    const response = await call(
      handler,
      BATCH,
      { skips: [owner(1)] },
      undefined,
      'demo-no-skiptrace',
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED' });
  });
});

describe('held skip answers with the database down', () => {
  it('answers 503 and traces nobody', async () => {
    const before = upstream.traced.length;
    const handler = createApiHandler(
      { api: { mode: 'proxy', baseUrl, apiKey: KEY, timeoutMs: 5000, maxResponseBytes: 1 << 20 } },
      {
        openStore: async () => {
          throw new DatabaseUnavailable('ECONNREFUSED');
        },
        log: () => {},
      },
    );
    const response = await call(handler, BATCH, { skips: owners(1, 3) }, 'ann');
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    expect(upstream.traced.length).toBe(before);
  });
});
