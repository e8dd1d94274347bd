// The proxy keeps what it relays, on every backend: records of a PropertySearch answer (a page, or
// records by ids) are held with who pulled them and when; counts, ids-only and privacy-mode
// answers are not; the browser cannot post records at all. And nothing internal of a vendor fault
// reaches the browser.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiHandler, type ApiHandler } from '../api-handler';
import { openStore, type AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';

const KEY = 'sk-live-kept-records-0123456789';
let server: ServerType;
let baseUrl = '';

/** Records with ids from `base`, as the service sends them. */
function recordsFrom(base: number, count: number) {
  return Array.from({ length: count }, (_, i) => ({ id: base + i, address: { city: 'Austin' } }));
}

beforeAll(async () => {
  const upstream = new Hono();
  upstream.post('/v2/PropertySearch', async (c) => {
    const body = (await c.req.json()) as {
      ids?: number[];
      base?: number;
      chunked?: boolean;
      fault?: string;
    };
    if (body.fault === 'stack')
      return c.text(
        `Error: connect ECONNREFUSED 10.2.3.4:5432\n    at TCPConnectWrap.afterConnect (node:net:1495:16)\n    key=${KEY}`,
        500,
        { 'x-request-id': 'vendor-req-77' },
      );
    if (body.fault === 'json')
      return c.json(
        { statusCode: 503, error: 'db-primary.internal.vendor:6432 down', requestId: 'r-9' },
        503,
      );
    const data = body.ids
      ? body.ids.map((id) => ({ id, address: { city: 'Dallas' } }))
      : recordsFrom(body.base ?? 0, 3);
    const text = JSON.stringify({ resultCount: data.length, data });
    if (body.chunked)
      return new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(text));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      );
    return c.body(text, 200, { 'content-type': 'application/json' });
  });
  await new Promise<void>((resolve) => {
    server = serve({ fetch: upstream.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function post(handler: ApiHandler, body: unknown, user = 'ann') {
  return handler.app.fetch(
    new Request('http://app.test/v2/PropertySearch', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
    { appUser: user },
  );
}

describe.each(TEST_BACKENDS)('records the proxy keeps, on $name', (backend) => {
  let store: AppStore;
  let handler: ApiHandler;
  const logged: string[] = [];
  const base = () => 700_000_000 + Math.floor(Math.random() * 90_000_000);

  beforeAll(async () => {
    store = await backend.open();
    handler = createApiHandler(
      { api: { mode: 'proxy', baseUrl, apiKey: KEY, timeoutMs: 5000, maxResponseBytes: 1 << 20 } },
      { openStore: async () => store, log: (line) => logged.push(line) },
    );
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  async function pulledBy(id: number) {
    const { rows } = await store.db.query<{ pulled_by: string; pulled_at: Date }>(
      'SELECT pulled_by, pulled_at FROM records WHERE property_id = $1',
      [String(id)],
    );
    return rows[0];
  }

  it('keeps a streamed page of records with who pulled them and when', async () => {
    const first = base();
    const response = await post(handler, { base: first, size: 3 });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toHaveLength(3);
    await handler.recordsWritten();
    const ids = [first, first + 1, first + 2].map(String);
    expect(await store.records.held(ids, 30)).toEqual({ held: ids, missing: [] });
    const row = await pulledBy(first);
    expect(row?.pulled_by).toBe('ann');
    expect(Date.now() - new Date(row!.pulled_at).getTime()).toBeLessThan(60_000);
  });

  it('keeps records asked for by ids from a buffered (chunked) answer', async () => {
    const id = base();
    await (await post(handler, { ids: [id], chunked: true }, 'bob')).text();
    await handler.recordsWritten();
    expect(await store.records.read([String(id)], 30)).toEqual([
      { id, address: { city: 'Dallas' } },
    ]);
    expect((await pulledBy(id))?.pulled_by).toBe('bob');
  });

  it('keeps nothing of counts, ids-only, summaries or privacy-mode answers', async () => {
    const id = base();
    for (const extra of [
      { count: true },
      { ids_only: true },
      { summary: true },
      { obfuscate: true },
    ])
      await (await post(handler, { ids: [id], ...extra })).text();
    await handler.recordsWritten();
    expect(await store.records.held([String(id)], 30)).toEqual({ held: [], missing: [String(id)] });
  });

  it('offers the browser no way to post records', async () => {
    const put = await handler.app.fetch(
      new Request('http://app.test/app/v1/records', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ records: [{ id: 1, owner: 'forged' }] }),
      }),
    );
    expect(put.status).toBe(404);
  });
});

describe('vendor faults reach the browser as status, request id and a sentence', () => {
  const logged: string[] = [];
  // Paid calls go through the meter, which writes the ledger.
  let store: AppStore;
  beforeAll(async () => {
    store = await openStore({ kind: 'pglite', dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => store?.close());
  const handler = () =>
    createApiHandler(
      { api: { mode: 'proxy', baseUrl, apiKey: KEY, timeoutMs: 5000, maxResponseBytes: 1 << 20 } },
      { log: (line) => logged.push(line), openStore: async () => store },
    );

  it('replaces a 5xx body (a stack trace, an internal address) and keeps it, scrubbed, in the log', async () => {
    const response = await post(handler(), { fault: 'stack' });
    expect(response.status).toBe(500);
    expect(response.headers.get('x-request-id')).toBe('vendor-req-77');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      errorCode: 'INTERNAL_ERROR',
      message:
        'The property data service had a problem answering (HTTP 500). Try again in a moment.',
      requestId: 'vendor-req-77',
    });
    expect(text).not.toMatch(/10\.2\.3\.4|TCPConnectWrap|ECONNREFUSED/);
    const log = logged.join('\n');
    expect(log).toContain('request id vendor-req-77');
    expect(log).toContain('10.2.3.4');
    expect(log).not.toContain(KEY);
  });

  it('keeps the status of a JSON 5xx, takes its request id, drops its words', async () => {
    const response = await post(handler(), { fault: 'json' });
    expect(response.status).toBe(503);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ statusCode: 503, errorCode: 'INTERNAL_ERROR', requestId: 'r-9' });
    expect(JSON.stringify(body)).not.toContain('internal.vendor');
  });

  it('names no host in a 502 for an unreachable service', async () => {
    const unreachable = createApiHandler(
      {
        api: {
          mode: 'proxy',
          baseUrl: 'http://127.0.0.1:9',
          apiKey: KEY,
          timeoutMs: 5000,
          maxResponseBytes: 1 << 20,
        },
      },
      { log: (line) => logged.push(line), openStore: async () => store },
    );
    const response = await post(unreachable, { count: true });
    expect(response.status).toBe(502);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ errorCode: 'UPSTREAM_UNREACHABLE' });
    expect(text).not.toContain('127.0.0.1');
    expect(logged.join('\n')).toContain('127.0.0.1:9');
  });
});
