// The meter, end to end on every backend, in proxy mode against a vendor-shaped test upstream that
// counts the records it served: a member with a 100-credit monthly cap pulls two pages of 50 and the
// third is refused with the cap's words before it leaves; raising the cap lets the same pull
// through; the ledger's sum is what the upstream served; two members racing cannot overshoot the
// team's daily cap; a cost that is unknown counts against the cap, never as free. And offline:
// the embedded mock writes the local user's ledger. A database that is down lets nothing paid out.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler, type ApiHandler } from '../api-handler';
import { DatabaseUnavailable } from '../store/db-errors';
import { type AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { openOfflineHandler } from '../offline-test-handler';

const KEY = 'sk-live-meter-0123456789';
let server: ServerType;
let baseUrl = '';
/** Records (and pins) the upstream served, and the calls that reached it. */
const upstream = { records: 0, calls: 0 };
let requestSeq = 0;

/** What the test upstream reads of a PropertySearch body. */
interface UpstreamSearch {
  size?: number;
  resultIndex?: number;
  count?: boolean;
  ids?: number[];
  ids_only?: boolean;
  sort?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  const app = new Hono();
  app.post('/v2/PropertySearch', async (c) => {
    upstream.calls++;
    const body = (await c.req.json()) as UpstreamSearch;
    if (body.count) return c.json({ resultCount: 1000, data: [], recordCount: 0, credits: 0 });
    if (body.ids_only) {
      // The ids in the sort (any sort: descending ids), free; no records served.
      const ids = [...(body.ids ?? [])];
      if (body.sort) ids.sort((a, b) => b - a);
      return c.json({ resultCount: ids.length, recordCount: ids.length, data: ids, credits: 0 });
    }
    // A little time at the service, so calls sent together are in flight together.
    await sleep(20);
    const from = body.resultIndex ?? 0;
    const size = body.size ?? 50;
    const ids = body.ids
      ? body.ids.slice(from, from + size)
      : Array.from({ length: size }, (_, i) => 800_000_000 + from + i);
    const data = ids.map((id) => ({ id: String(id), address: { city: 'Austin' } }));
    upstream.records += data.length;
    // As the vendor (and the mock) do: the answer states what it cost.
    return c.json(
      {
        resultCount: body.ids?.length ?? 1000,
        resultIndex: from,
        recordCount: data.length,
        data,
        credits: data.length,
      },
      200,
      { 'x-request-id': `req-${++requestSeq}` },
    );
  });
  // Pins without a `credits` field: the rule cannot price them, so their cost is unknown.
  app.post('/v2/PropertyMapping', async (c) => {
    upstream.calls++;
    const body = (await c.req.json()) as { size?: number };
    const data = Array.from({ length: body.size ?? 10 }, (_, i) => ({ id: i, latitude: 30 }));
    upstream.records += data.length;
    return c.json({ resultCount: data.length, data });
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function call(handler: ApiHandler, path: string, body: unknown, user?: string) {
  return handler.app.fetch(
    new Request(`http://app.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    user ? { appUser: user } : undefined,
  );
}

const page = (resultIndex: number) => ({ city: 'Austin', state: 'TX', size: 50, resultIndex });

function proxyHandler(open: () => Promise<AppStore>, log: (line: string) => void = () => {}) {
  return createApiHandler(
    { api: { mode: 'proxy', baseUrl, apiKey: KEY, timeoutMs: 5000, maxResponseBytes: 1 << 20 } },
    { openStore: open, log },
  );
}

interface LedgerRow {
  user_key: string;
  operation: string;
  summary: string;
  records: number;
  credits: number | null;
  credits_source: string;
  reserved: number;
  status: string;
  request_id: string | null;
}

async function ledgerOf(store: AppStore, user: string): Promise<LedgerRow[]> {
  const { rows } = await store.db.query<LedgerRow>(
    `SELECT user_key, operation, summary, records, credits, credits_source, reserved, status,
            request_id
     FROM ledger WHERE user_key = $1 ORDER BY id`,
    [user],
  );
  return rows;
}

async function spentBy(store: AppStore, user: string): Promise<number> {
  return (await ledgerOf(store, user)).reduce((sum, row) => sum + (row.credits ?? 0), 0);
}

/** The ids of a PropertySearch answer's records. */
async function recordIds(answer: Response): Promise<string[]> {
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { data: { id: string }[] }).data.map((r) => String(r.id));
}

/** Saves `ids` as `user`'s list and reads it back as the app opens it: its ids, in order. */
async function savedList(handler: ApiHandler, user: string, ids: string[]): Promise<number[]> {
  const app = (method: string, path: string, body?: unknown) =>
    handler.appApi.fetch(
      new Request(`http://app.test/app/v1${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
      { appUser: user },
    );
  const created = await app('POST', '/lists', { name: `Browsed ${user}`, ids });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const list = (await (await app('GET', `/lists/${id}`)).json()) as { ids: string[] };
  return list.ids.map(Number);
}

async function addMember(store: AppStore, name: string, monthlyCap: number | null) {
  await store.db.query(
    `INSERT INTO users (name_key, name, role, monthly_credit_cap) VALUES ($1, $1, 'member', $2)`,
    [name, monthlyCap],
  );
}

async function refusal(response: Response) {
  expect(response.status).toBe(402);
  return (await response.json()) as { errorCode: string; message: string; statusCode: number };
}

describe.each(TEST_BACKENDS)('the meter in proxy mode, on $name', (backend) => {
  let store: AppStore;
  let handler: ApiHandler;

  beforeAll(async () => {
    store = await backend.open();
    handler = proxyHandler(async () => store);
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it('refuses the page past a 100-credit monthly cap before it leaves; a raised cap lets it through', async () => {
    await addMember(store, 'ann', 100);
    const before = upstream.records;
    expect((await call(handler, '/v2/PropertySearch', page(0), 'ann')).status).toBe(200);
    expect((await call(handler, '/v2/PropertySearch', page(50), 'ann')).status).toBe(200);
    const callsBefore = upstream.calls;
    const third = await refusal(await call(handler, '/v2/PropertySearch', page(100), 'ann'));
    expect(third).toMatchObject({ statusCode: 402, errorCode: 'SPEND_CAP_REACHED' });
    expect(third.message).toMatch(
      /^You have used 100 of your 100 monthly credits; this pull could cost 50\. The cap resets on \d{1,2} [A-Z][a-z]{2} at 00:00 UTC\.$/,
    );
    // Nothing reached the service: it served exactly the two pages.
    expect(upstream.calls).toBe(callsBefore);
    expect(upstream.records - before).toBe(100);
    await handler.recordsWritten();
    expect(await spentBy(store, 'ann')).toBe(100);

    // The admin raises the cap in the app (a member may not): the same pull goes through.
    const raise = (user: string, role: 'admin' | 'member') =>
      handler.appApi.fetch(
        new Request('http://app.test/app/v1/caps/member', {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'ann', monthlyCreditCap: 150 }),
        }),
        { appUser: user, appRole: role },
      );
    expect((await raise('ann', 'member')).status).toBe(403);
    expect((await raise('boss', 'admin')).status).toBe(200);
    expect((await call(handler, '/v2/PropertySearch', page(100), 'ann')).status).toBe(200);
    await handler.recordsWritten();
    expect(upstream.records - before).toBe(150);
    expect(await spentBy(store, 'ann')).toBe(upstream.records - before);
    const rows = await ledgerOf(store, 'ann');
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(row).toMatchObject({
        operation: 'PropertySearch',
        records: 50,
        credits: 50,
        credits_source: 'answer',
        reserved: 0,
        status: 'done',
        request_id: expect.stringMatching(/^req-\d+$/),
      });
    expect(rows[2]!.summary).toBe('PropertySearch city=Austin state=TX size=50 resultIndex=100');
    expect(JSON.stringify(rows)).not.toContain(KEY);
  });

  it('opening a list saved from two browsed pages buys nothing for those rows', async () => {
    await addMember(store, 'gus', null);
    const ids: string[] = [];
    for (const from of [1000, 1050]) {
      const answer = await call(handler, '/v2/PropertySearch', page(from), 'gus');
      ids.push(...(await recordIds(answer)));
    }
    await handler.recordsWritten();
    const spent = await spentBy(store, 'gus');
    expect(spent).toBe(100);
    const listIds = await savedList(handler, 'gus', ids);
    const before = upstream.records;
    // Opened as the app does: pages of PropertySearch by ids, in the list's order and in a sort.
    for (const sort of [undefined, { year_built: 'desc' }]) {
      const rows: string[] = [];
      for (const resultIndex of [0, 50]) {
        const answer = await call(
          handler,
          '/v2/PropertySearch',
          { ids: listIds, size: 50, resultIndex, ...(sort && { sort }) },
          'gus',
        );
        rows.push(...(await recordIds(answer)));
      }
      expect(rows).toEqual(sort ? [...ids].reverse() : ids);
    }
    await handler.recordsWritten();
    expect(upstream.records).toBe(before);
    expect(await spentBy(store, 'gus')).toBe(spent);
  });

  it('opening a list half of which is held buys the other half, and the ledger says so', async () => {
    await addMember(store, 'hal', null);
    const records = upstream.records;
    const browsed = await recordIds(await call(handler, '/v2/PropertySearch', page(2000), 'hal'));
    await handler.recordsWritten();
    // Held and never seen, interleaved.
    const ids = browsed.flatMap((id) => [id, String(Number(id) + 500_000)]);
    const listIds = await savedList(handler, 'hal', ids);
    const before = upstream.records;
    const answer = await call(
      handler,
      '/v2/PropertySearch',
      { ids: listIds, size: 100, sort: { year_built: 'desc' } },
      'hal',
    );
    expect(await recordIds(answer)).toEqual([...ids].sort((a, b) => Number(b) - Number(a)));
    await handler.recordsWritten();
    expect(upstream.records - before).toBe(50);
    // Everything hal did: the page browsed, the free order, the missing half bought.
    expect(await spentBy(store, 'hal')).toBe(upstream.records - records);
    expect(await ledgerOf(store, 'hal')).toMatchObject([
      { records: 50, credits: 50 },
      { summary: expect.stringMatching(/ ids_only=true$/), credits: 0, reserved: 0 },
      {
        summary: expect.stringMatching(/^PropertySearch ids=.*\(50\) size=50 resultIndex=0$/),
        records: 50,
        credits: 50,
        status: 'done',
      },
    ]);
  });

  it('lets two members racing for the team’s daily cap take exactly what fits', async () => {
    await addMember(store, 'cat', null);
    await addMember(store, 'dan', null);
    // The day's spend so far, plus room for two pages of 50.
    const { rows } = await store.db.query<{ spent: string }>(
      `SELECT COALESCE(SUM(COALESCE(credits, reserved)), 0)::text AS spent FROM ledger`,
    );
    const cap = Number(rows[0]!.spent) + 100;
    await store.db.query(
      `INSERT INTO settings (key, value) VALUES ('dailyCreditCap', $1::text::jsonb)`,
      [JSON.stringify(cap)],
    );
    // Connections open and idle (PostgreSQL's pool), so the six reservations really overlap.
    await Promise.all(Array.from({ length: 6 }, () => store.db.query('SELECT 1')));
    try {
      const before = upstream.records;
      const answers = await Promise.all(
        ['cat', 'dan', 'cat', 'dan', 'cat', 'dan'].map((user, i) =>
          call(handler, '/v2/PropertySearch', page(i * 50), user),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([200, 200, 402, 402, 402, 402]);
      const refused = await refusal(answers.find((answer) => answer.status === 402)!);
      expect(refused.message).toMatch(
        /^The team has used \d+ of its \d+ daily credits; this pull could cost 50\. The cap resets at midnight UTC \(in .+\)\.$/,
      );
      expect(upstream.records - before).toBe(100);
      await handler.recordsWritten();
      expect((await spentBy(store, 'cat')) + (await spentBy(store, 'dan'))).toBe(100);
    } finally {
      await store.db.query(`DELETE FROM settings WHERE key = 'dailyCreditCap'`);
    }
  });

  it('counts a cost it does not know at what was reserved, never as free', async () => {
    await addMember(store, 'eve', 100);
    expect((await call(handler, '/v2/PropertyMapping', { size: 60 }, 'eve')).status).toBe(200);
    await handler.recordsWritten();
    expect(await ledgerOf(store, 'eve')).toMatchObject([
      { operation: 'PropertyMapping', records: 60, credits: null, credits_source: 'unknown' },
    ]);
    // 60 unknown + a page of 50 could cross 100.
    const refused = await refusal(await call(handler, '/v2/PropertySearch', page(0), 'eve'));
    expect(refused.message).toMatch(/^You have used 60 of your 100 monthly credits/);
  });

  it('writes free calls with 0 and reserves nothing for them, even at the cap', async () => {
    await addMember(store, 'fay', 0);
    const counted = await call(
      handler,
      '/v2/PropertySearch',
      { city: 'Austin', count: true },
      'fay',
    );
    expect(counted.status).toBe(200);
    await handler.recordsWritten();
    expect(await ledgerOf(store, 'fay')).toMatchObject([
      {
        operation: 'PropertySearch',
        summary: 'PropertySearch city=Austin count=true',
        credits: 0,
        credits_source: 'answer',
        reserved: 0,
        status: 'done',
      },
    ]);
  });
});

describe('a database that is down', () => {
  it('refuses a paid call (503) rather than let it out unmetered, and lets a free one pass', async () => {
    const logged: string[] = [];
    const handler = proxyHandler(
      async () => {
        throw new DatabaseUnavailable('ECONNREFUSED');
      },
      (line) => logged.push(line),
    );
    const calls = upstream.calls;
    const paid = await call(handler, '/v2/PropertySearch', page(0), 'ann');
    expect(paid.status).toBe(503);
    expect(await paid.json()).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    expect(upstream.calls).toBe(calls);
    const counted = await call(handler, '/v2/PropertySearch', { count: true }, 'ann');
    expect(counted.status).toBe(200);
    await handler.recordsWritten();
    expect(upstream.calls).toBe(calls + 1);
    expect(logged.join('\n')).toMatch(/\[meter\]/);
  });
});

describe('offline: the embedded mock goes through the same meter', () => {
  let store: AppStore;
  let handler: ApiHandler;
  beforeAll(async () => {
    ({ store, handler } = await openOfflineHandler());
  }, 60_000);
  afterAll(() => handler.close());

  it('writes the local user’s ledger with what the mock said each answer cost', async () => {
    const search = await call(handler, '/v2/PropertySearch', {
      city: 'Austin',
      state: 'TX',
      size: 5,
    });
    expect(search.status).toBe(200);
    const body = (await search.json()) as { data: unknown[]; credits: number };
    expect(body.credits).toBe(body.data.length);
    await call(handler, '/v2/PropertySearch', { city: 'Austin', state: 'TX', count: true });
    await call(handler, '/v2/AutoComplete', { search: 'Austin' });
    await handler.recordsWritten();
    const rows = await ledgerOf(store, 'local');
    expect(rows).toMatchObject([
      {
        operation: 'PropertySearch',
        records: body.data.length,
        credits: body.credits,
        credits_source: 'answer',
        reserved: 0,
        status: 'done',
      },
      { operation: 'PropertySearch', credits: 0, credits_source: 'answer' },
    ]);
    // AutoComplete is free and unlimited: not written.
    expect(rows).toHaveLength(2);
  });

  it('opens a list saved from two browsed pages without paying for its rows again', async () => {
    const ids: string[] = [];
    for (const resultIndex of [0, 50])
      ids.push(
        ...(await recordIds(
          await call(handler, '/v2/PropertySearch', { city: 'Dallas', state: 'TX', resultIndex }),
        )),
      );
    expect(ids).toHaveLength(100);
    await handler.recordsWritten();
    const spent = await spentBy(store, 'local');
    const listIds = await savedList(handler, 'local', ids);
    for (const sort of [undefined, { year_built: 'desc' }]) {
      for (const resultIndex of [0, 50]) {
        const answer = await call(handler, '/v2/PropertySearch', {
          ids: listIds,
          resultIndex,
          ...(sort && { sort }),
        });
        expect(answer.status).toBe(200);
        const body = (await answer.json()) as { data: unknown[]; credits: number };
        expect(body).toMatchObject({ resultCount: 100, credits: 0 });
        expect(body.data).toHaveLength(50);
      }
    }
    await handler.recordsWritten();
    expect(await spentBy(store, 'local')).toBe(spent);
  });

  it('opening a list half of which is held asks the mock for the other half only', async () => {
    const browsed = await recordIds(
      await call(handler, '/v2/PropertySearch', { city: 'Houston', state: 'TX', size: 25 }),
    );
    const unseen = (
      (await (
        await call(handler, '/v2/PropertySearch', {
          city: 'Houston',
          state: 'TX',
          ids_only: true,
        })
      ).json()) as { data: number[] }
    ).data
      .map(String)
      .slice(25, 50);
    await handler.recordsWritten();
    const spent = await spentBy(store, 'local');
    const calls = (await ledgerOf(store, 'local')).length;
    const answer = await call(handler, '/v2/PropertySearch', {
      ids: [...unseen, ...browsed].map(Number),
      size: 50,
    });
    const body = (await answer.json()) as { data: { id: unknown }[]; credits: number };
    expect(body.data.map((r) => String(r.id))).toEqual([...unseen, ...browsed]);
    expect(body.credits).toBe(25);
    await handler.recordsWritten();
    const added = (await ledgerOf(store, 'local')).slice(calls);
    expect(added).toMatchObject([
      { summary: expect.stringMatching(/ size=25 resultIndex=0$/), records: 25, credits: 25 },
    ]);
    expect(await spentBy(store, 'local')).toBe(spent + 25);
  });

  it('reads no body past the mock’s 1 MB limit: a 413 that is neither metered nor written', async () => {
    const big = new TextEncoder().encode(
      JSON.stringify({ listing_ids: [1], pad: 'x'.repeat(2 << 20) }),
    );
    const chunked = await handler.app.fetch(
      new Request('http://app.test/v3/MLSDetailBulk', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({
          start(controller) {
            controller.enqueue(big);
            controller.close();
          },
        }),
        duplex: 'half',
      } as RequestInit),
    );
    expect(chunked.status).toBe(413);
    const declared = await call(handler, '/v3/MLSDetailBulk', { ids: 'x'.repeat(2 << 20) });
    expect(declared.status).toBe(413);
    await handler.recordsWritten();
    expect((await ledgerOf(store, 'local')).map((row) => row.operation)).not.toContain(
      'MLSDetailBulk',
    );
  });

  it('refuses offline too when the team’s daily cap is reached', async () => {
    await store.db.query(`INSERT INTO settings (key, value) VALUES ('dailyCreditCap', '0'::jsonb)`);
    try {
      const refused = await refusal(
        await call(handler, '/v3/MLSDetailBulk', { listing_ids: [1, 2, 3] }),
      );
      expect(refused.message).toMatch(/daily credits; this pull could cost 3\./);
    } finally {
      await store.db.query(`DELETE FROM settings WHERE key = 'dailyCreditCap'`);
    }
  });
});
