// The proxy against a real HTTP upstream that records every call: what reaches it, what comes back.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '../api-handler';
import type { ServerEnv } from '../server-env';
import { openStore, type AppStore } from '../store/store';
import { PROXY_OPERATIONS } from './allowlist';

const KEY = 'sk-live-Closed/Proxy+0123456789';
const CAP = 1024 * 1024;

interface Call {
  method: string;
  path: string;
  key: string | undefined;
}

let server: ServerType;
let baseUrl = '';
const calls: Call[] = [];
/** Bytes the upstream's endless body produced before the proxy stopped reading. */
let endlessBytesSent = 0;

function payload(bytes: number): string {
  return JSON.stringify({ data: 'x'.repeat(Math.max(0, bytes - 12)) });
}

/** A body of unknown length (chunked), sent in 64 KB pieces. */
function chunked(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  return new ReadableStream({
    pull(controller) {
      if (at >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(at, at + 65536));
      at += 65536;
    },
  });
}

beforeAll(async () => {
  const upstream = new Hono();
  upstream.use('*', async (c, next) => {
    calls.push({ method: c.req.method, path: c.req.path, key: c.req.header('x-api-key') });
    await next();
  });
  upstream.post('/v2/PropertySearch', async (c) => {
    const body = (await c.req.json()) as { scenario?: string };
    const headers = { 'content-type': 'application/json' };
    switch (body.scenario) {
      case 'echo-key': {
        // Raw JSON text, so that "escaped" is \u-escaped on the wire (JSON.parse gives the key).
        const escaped = [...KEY]
          .map((ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)
          .join('');
        const raw = `{"message":"bad key ${KEY}","upper":"${KEY.toUpperCase()}","base64":"${Buffer.from(`user:${KEY}`).toString('base64')}","escaped":"${escaped}"}`;
        return c.body(raw, 401, {
          'content-type': 'application/json',
          'x-request-id': `req-${KEY}`,
          'retry-after': '3',
          'set-cookie': 'upstream=1',
          server: 'upstream/1.0',
          'x-powered-by': 'Express',
          'x-ratelimit-remaining': '59',
          'x-account-id': 'acct-42',
        });
      }
      case 'big-declared':
        return new Response(payload(2 * CAP), { headers });
      case 'big-chunked':
        return new Response(chunked(payload(2 * CAP)), { headers });
      case 'small-declared':
        return new Response(payload(CAP - 100), { headers });
      case 'small-chunked':
        return new Response(chunked(`{"note":"${KEY}","data":"${'y'.repeat(200_000)}"}`), {
          headers,
        });
      case 'endless':
        endlessBytesSent = 0;
        return new Response(
          new ReadableStream({
            pull(controller) {
              endlessBytesSent += 65536;
              controller.enqueue(new Uint8Array(65536).fill(0x20));
            },
          }),
          { headers },
        );
      default:
        return c.json({ resultCount: 1, data: [] });
    }
  });
  upstream.all('*', (c) => c.json({ reached: c.req.path }));
  await new Promise<void>((resolve) => {
    server = serve({ fetch: upstream.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  calls.length = 0;
});

function env(url = baseUrl): Pick<ServerEnv, 'api'> {
  return {
    api: { mode: 'proxy', baseUrl: url, apiKey: KEY, timeoutMs: 5000, maxResponseBytes: CAP },
  };
}

// Paid calls go through the meter, which writes the ledger: one in-memory database for these.
let shared: Promise<AppStore> | undefined;
const memoryStore = () => (shared ??= openStore({ kind: 'pglite', dataDir: 'memory://' }));
// Opened up front: a first open inside a test can take seconds on a loaded machine.
beforeAll(async () => {
  await memoryStore();
}, 60_000);
afterAll(async () => {
  await (await shared)?.close();
});

function handler(url?: string) {
  return createApiHandler(env(url), { log: () => undefined, openStore: memoryStore });
}

function send(path: string, init: RequestInit = {}) {
  return handler().app.fetch(new Request(`http://app.test${path}`, init));
}

function post(path: string, body: unknown = {}, contentType = 'application/json') {
  return send(path, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body: JSON.stringify(body),
  });
}

describe('the allowlist', () => {
  it.each([
    ['POST', '/v2/SkipTraceBatch'],
    ['POST', '/v2/PropertyDetail'],
    ['POST', '/v3/Anything'],
    ['GET', '/v2/PropertySearch'],
    ['GET', '/v3/MLSDetail?listing_id=1'],
    ['PUT', '/v2/PropertySearch'],
    ['POST', '/v2/PropertySearch/'],
    ['POST', '/v2/propertysearch'],
  ])('%s %s is a 404 that never reaches the upstream', async (method, path) => {
    const response = await send(path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'GET' ? {} : { body: '{}' }),
    });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { message: string }).message).toMatch(/not an operation/);
    expect(calls).toEqual([]);
  });

  it('relays each allowed operation with the server key, to the path from the table', async () => {
    for (const op of PROXY_OPERATIONS) {
      const response = await send(`${op.path}?extra=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': 'browser' },
        body: '{}',
      });
      expect(response.status, op.path).toBe(200);
    }
    expect(calls).toEqual(
      PROXY_OPERATIONS.map((op) => ({ method: 'POST', path: op.path, key: KEY })),
    );
  });

  it('refuses a body that is not declared JSON (no cross-site form posts), before the upstream', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data']) {
      const response = await post('/v2/PropertySearch', {}, type);
      expect(response.status, type).toBe(415);
    }
    expect((await post('/v2/PropertySearch', {}, 'application/json; charset=utf-8')).status).toBe(
      200,
    );
    expect(calls).toHaveLength(1);
  });
});

describe('what comes back', () => {
  it('forwards only content-type, retry-after and x-request-id, with the key scrubbed', async () => {
    const response = await post('/v2/PropertySearch', { scenario: 'echo-key' });
    expect(response.status).toBe(401);
    expect([...response.headers.keys()].sort()).toEqual([
      'content-type',
      'retry-after',
      'x-request-id',
    ]);
    expect(response.headers.get('x-request-id')).toBe('req-[redacted]');
    expect(response.headers.get('retry-after')).toBe('3');
    const text = await response.text();
    expect(text).not.toContain(KEY);
    expect(text.toLowerCase()).not.toContain(KEY.toLowerCase());
    expect(text).not.toContain(Buffer.from(KEY).toString('base64').slice(4, 20));
    expect(text).not.toContain('\\u0073\\u006b');
    const body = JSON.parse(text) as Record<string, string>;
    expect(body.message).toBe('bad key [redacted]');
    expect(body.upper).toBe('[redacted]');
    expect(body.escaped).toBe('[redacted]');
  });

  it('answers a clean 502 when the upstream declares a body over the cap', async () => {
    const response = await post('/v2/PropertySearch', { scenario: 'big-declared' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ errorCode: 'UPSTREAM_TOO_LARGE' });
  });

  it('answers a clean 502 when a chunked body passes the cap', async () => {
    const response = await post('/v2/PropertySearch', { scenario: 'big-chunked' });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ errorCode: 'UPSTREAM_TOO_LARGE' });
  });

  it('stops reading an endless body at the cap instead of holding it all', async () => {
    const response = await post('/v2/PropertySearch', { scenario: 'endless' });
    expect(response.status).toBe(502);
    // The upstream kept producing until the proxy hung up: only the cap and socket buffers, not 200 MB.
    expect(endlessBytesSent).toBeLessThan(16 * CAP);
  });

  it('passes bodies under the cap through whole, declared or chunked', async () => {
    const declared = await post('/v2/PropertySearch', { scenario: 'small-declared' });
    expect(declared.status).toBe(200);
    expect(await declared.text()).toBe(payload(CAP - 100));
    const chunkedAnswer = await post('/v2/PropertySearch', { scenario: 'small-chunked' });
    expect(chunkedAnswer.status).toBe(200);
    const body = (await chunkedAnswer.json()) as { note: string; data: string };
    expect(body.note).toBe('[redacted]');
    expect(body.data).toHaveLength(200_000);
  });
});

describe('/healthz and /readyz', () => {
  let store: AppStore;
  beforeAll(async () => {
    store = await openStore({ kind: 'pglite', dataDir: 'memory://' });
  }, 60_000);
  afterAll(() => store?.close());
  // The database deadline is room for a loaded machine (the default 2 s was passed in a full run):
  // these cases are about the upstream, and the database is always up here.
  const withDatabase = (url?: string) =>
    createApiHandler(env(url), {
      log: () => undefined,
      openStore: async () => store,
      dbReadiness: { timeoutMs: 15_000 },
    });

  it('with the upstream up: live, ready, reachable', async () => {
    const app = withDatabase().app;
    const health = await app.fetch(new Request('http://app.test/healthz'));
    expect(health.status).toBe(200);
    // Liveness only: the upstream is not asked, and nothing about it is told.
    expect(await health.json()).toEqual({ status: 'ok', mode: 'proxy' });
    expect(calls).toEqual([]);
    const ready = await app.fetch(new Request('http://app.test/readyz'));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      mode: 'proxy',
      database: { ready: true },
      upstream: { reachable: true },
    });
    expect(calls).toEqual([{ method: 'POST', path: '/v2/PropertySearch', key: KEY }]);
  });

  it('with the upstream down: still live (200), not ready (503); why goes to the log, not the caller', async () => {
    const closed = new Hono();
    const down = await new Promise<ServerType>((resolve) => {
      const s = serve({ fetch: closed.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const port = (down.address() as AddressInfo).port;
    await new Promise<void>((resolve) => down.close(() => resolve()));
    const logged: string[] = [];
    const app = createApiHandler(env(`http://127.0.0.1:${port}`), {
      log: (line) => logged.push(line),
      openStore: async () => store,
    }).app;
    const health = await app.fetch(new Request('http://app.test/healthz'));
    expect(health.status).toBe(200);
    const ready = await app.fetch(new Request('http://app.test/readyz'));
    expect(ready.status).toBe(503);
    const text = await ready.text();
    expect(JSON.parse(text)).toEqual({
      status: 'unavailable',
      mode: 'proxy',
      database: { ready: true },
      upstream: { reachable: false },
    });
    expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1/);
    expect(logged.join('\n')).toMatch(/property data service is not ready: ECONNREFUSED/);
  });
});
