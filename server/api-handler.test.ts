import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../mock-server/test-helpers';
import {
  API_PATH,
  createApiHandler as createHandler,
  MOCK_DEFAULT_KEY,
  type ApiHandlerOptions,
} from './api-handler';
import type { ServerEnv } from './server-env';
import { openStore, type AppStore } from './store/store';

const SECRET = 'sk-live-server-only-0123456789';

// Paid calls go through the meter, which writes the ledger: one in-memory database for the file.
let shared: Promise<AppStore> | undefined;
const memoryStore = () => (shared ??= openStore({ kind: 'pglite', dataDir: 'memory://' }));
// Opened up front: a first open inside a test can take seconds on a loaded machine.
beforeAll(async () => {
  await memoryStore();
}, 60_000);
afterAll(async () => {
  await (await shared)?.close();
});

function createApiHandler(env: Pick<ServerEnv, 'api'>, options: ApiHandlerOptions = {}) {
  return createHandler(env, { openStore: memoryStore, ...options });
}

function proxyEnv(baseUrl: string, timeoutMs = 2000): Pick<ServerEnv, 'api'> {
  return {
    api: { mode: 'proxy', baseUrl, apiKey: SECRET, timeoutMs, maxResponseBytes: 1024 * 1024 },
  };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(`http://app.test${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

describe('API_PATH', () => {
  it('claims the service and health paths, and nothing of the app', () => {
    for (const path of [
      '/v2/PropertySearch',
      '/v3/MLSDetail',
      '/__mock/health',
      '/healthz',
      '/readyz',
      '/auth/session',
    ])
      expect(API_PATH.test(path), path).toBe(true);
    for (const path of ['/', '/assets/index.js', '/v2', '/healthzz', '/settings', '/v22/x'])
      expect(API_PATH.test(path), path).toBe(false);
  });
});

describe('mock mode', () => {
  const handler = createApiHandler({ api: { mode: 'mock' } }, { mockConfig: TEST_CONFIG });
  beforeAll(() => handler.ready);

  it('reports its mode on /healthz', async () => {
    const response = await handler.app.fetch(new Request('http://app.test/healthz'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', mode: 'mock' });
  });

  it('holds the demo key for a browser that sends none', async () => {
    const response = await handler.app.fetch(post('/v2/PropertySearch', { count: true }));
    expect(response.status).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({
      resultCount: TEST_CONFIG.properties,
    });
    expect(MOCK_DEFAULT_KEY).toBe('demo');
  });

  it('uses the key a caller does send, so demo keys can be tried from Settings', async () => {
    const response = await handler.app.fetch(
      post('/v2/PropertySearch', { count: true }, { 'x-api-key': 'demo-no-scope' }),
    );
    expect(response.status).toBe(403);
    const wrong = await handler.app.fetch(
      post('/v2/PropertySearch', { count: true }, { 'x-api-key': 'nope' }),
    );
    expect(wrong.status).toBe(401);
  });

  it('serves the map pins with the held key, and the no-mapping key’s 403', async () => {
    const response = await handler.app.fetch(post('/v2/PropertyMapping', { size: 3 }));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[]; resultCount: number };
    expect(body.data).toHaveLength(3);
    expect(body.resultCount).toBe(TEST_CONFIG.properties);
    const refused = await handler.app.fetch(
      post('/v2/PropertyMapping', {}, { 'x-api-key': 'demo-no-mapping' }),
    );
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { errorCode: string }).errorCode).toBe(
      'MAPPING_SCOPE_UNAUTHORIZED',
    );
  });

  it('lists the demo keys with a description each', async () => {
    const response = await handler.app.fetch(new Request('http://app.test/__mock/demo-keys'));
    const { keys } = (await response.json()) as { keys: { key: string; description: string }[] };
    expect(keys.map((k) => k.key)).toContain('demo');
    expect(keys.find((k) => k.key === 'demo-no-scope')?.description).toMatch(/403/);
    expect(keys.find((k) => k.key === 'demo-no-mapping')?.description).toBe(
      'Searches and MLS work, map pins fail: no map pins scope (403)',
    );
    expect(keys.every((k) => k.description.length > 5)).toBe(true);
  });

  it('tells the app that nobody signs in here (vite dev and preview)', async () => {
    const response = await handler.app.fetch(new Request('http://app.test/auth/session'));
    expect(await response.json()).toEqual({ mode: 'none', user: null, canSignOut: false });
  });

  it('keeps the mock own tools reachable', async () => {
    const response = await handler.app.fetch(new Request('http://app.test/__mock/health'));
    expect(response.status).toBe(200);
  });
});

describe('proxy mode (injected fetch)', () => {
  function capture(answer: () => Response | Promise<Response>) {
    const calls: { url: string; init: RequestInit; headers: Headers; body: string }[] = [];
    const fetchStub = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
      const raw = init.body;
      const body =
        typeof raw === 'string' ? raw : raw ? new TextDecoder().decode(raw as ArrayBuffer) : '';
      calls.push({ url: String(url), init, headers: new Headers(init.headers), body });
      return answer();
    });
    return { calls, fetch: fetchStub as unknown as typeof fetch };
  }

  it('adds the server key, drops the client key, forwards x-user-id and the body', async () => {
    const upstream = capture(() =>
      Response.json(
        { resultCount: 5, data: [] },
        { headers: { 'x-request-id': 'req-1', 'set-cookie': 'a=b', 'x-internal': 'no' } },
      ),
    );
    const handler = createApiHandler(proxyEnv('https://api.example.com/base'), {
      fetch: upstream.fetch,
    });
    const response = await handler.app.fetch(
      post(
        '/v2/PropertySearch',
        { state: 'TX', count: true },
        { 'x-api-key': 'browser-key', 'x-user-id': 'user-7', cookie: 'session=1' },
      ),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resultCount: 5, data: [] });
    expect(response.headers.get('x-request-id')).toBe('req-1');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-internal')).toBeNull();

    const [call] = upstream.calls;
    expect(call?.url).toBe('https://api.example.com/base/v2/PropertySearch');
    expect(call?.headers.get('x-api-key')).toBe(SECRET);
    expect(call?.headers.get('x-user-id')).toBe('user-7');
    expect(call?.headers.get('content-type')).toBe('application/json');
    expect(call?.headers.get('cookie')).toBeNull();
    expect(call?.init.redirect).toBe('manual');
    expect(JSON.parse(call?.body ?? '')).toEqual({ state: 'TX', count: true });
  });

  it('relays the map pins operation with the server key', async () => {
    const upstream = capture(() =>
      Response.json({ resultCount: 1, data: [{ id: 1, latitude: 30, longitude: -97 }] }),
    );
    const handler = createApiHandler(proxyEnv('https://api.example.com'), {
      fetch: upstream.fetch,
    });
    const response = await handler.app.fetch(
      post('/v2/PropertyMapping', { state: 'TX', city: 'Austin' }, { 'x-api-key': 'browser' }),
    );
    expect(response.status).toBe(200);
    expect(((await response.json()) as { resultCount: number }).resultCount).toBe(1);
    const [call] = upstream.calls;
    expect(call?.url).toBe('https://api.example.com/v2/PropertyMapping');
    expect(call?.headers.get('x-api-key')).toBe(SECRET);
    expect(JSON.parse(call?.body ?? '')).toEqual({ state: 'TX', city: 'Austin' });
  });

  it('passes upstream errors through with their status and Retry-After', async () => {
    const upstream = capture(() =>
      Response.json(
        { statusCode: 429, errorCode: 'RATE_LIMIT_EXCEEDED', errorMessage: 'slow down' },
        { status: 429, headers: { 'retry-after': '3' } },
      ),
    );
    const handler = createApiHandler(proxyEnv('https://api.example.com'), {
      fetch: upstream.fetch,
    });
    const response = await handler.app.fetch(post('/v3/MLSDetail', { listing_id: 1 }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3');
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe(
      'RATE_LIMIT_EXCEEDED',
    );
  });

  it('scrubs the key if an upstream error page echoes it', async () => {
    const upstream = capture(() =>
      Response.json({ errorMessage: `key ${SECRET} is not valid` }, { status: 401 }),
    );
    const handler = createApiHandler(proxyEnv('https://api.example.com'), {
      fetch: upstream.fetch,
    });
    const response = await handler.app.fetch(post('/v2/PropertySearch', {}));
    const text = await response.text();
    expect(response.status).toBe(401);
    expect(text).not.toContain(SECRET);
    expect(text).toContain('[redacted]');
  });

  it('answers 502 without the key when the service is unreachable, and logs no key', async () => {
    const lines: string[] = [];
    const failing = (async () => {
      throw new TypeError('fetch failed', {
        cause: Object.assign(new Error(`connect ECONNREFUSED (${SECRET})`), {
          code: 'ECONNREFUSED',
        }),
      });
    }) as unknown as typeof fetch;
    const handler = createApiHandler(proxyEnv('https://api.example.com'), {
      fetch: failing,
      log: (line) => lines.push(line),
    });
    const response = await handler.app.fetch(
      post('/v2/PropertySearch', {}, { 'x-api-key': 'client' }),
    );
    const text = await response.text();
    expect(response.status).toBe(502);
    expect(JSON.parse(text)).toMatchObject({
      errorCode: 'UPSTREAM_UNREACHABLE',
      message: 'Could not reach the property data service. Try again in a moment.',
    });
    expect(text).not.toContain(SECRET);
    expect(lines.join('\n')).toContain('ECONNREFUSED');
    expect(lines.join('\n')).not.toContain(SECRET);
  });

  it('answers 504 when the service is too slow', async () => {
    const hanging = ((_url: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const handler = createApiHandler(proxyEnv('https://api.example.com', 50), {
      fetch: hanging,
      log: () => undefined,
    });
    const response = await handler.app.fetch(post('/v2/PropertySearch', {}));
    expect(response.status).toBe(504);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ errorCode: 'UPSTREAM_TIMEOUT' });
    expect(text).not.toContain(SECRET);
  });

  it('refuses an upstream redirect rather than following it with the key', async () => {
    const upstream = capture(
      () => new Response(null, { status: 302, headers: { location: 'https://evil.test/' } }),
    );
    const handler = createApiHandler(proxyEnv('https://api.example.com'), {
      fetch: upstream.fetch,
      log: () => undefined,
    });
    const response = await handler.app.fetch(post('/v2/PropertySearch', {}));
    expect(response.status).toBe(502);
    expect(response.headers.get('location')).toBeNull();
  });

  it('reports proxy mode on /healthz and turns the mock tools off', async () => {
    const upstream = capture(() => Response.json({}));
    const handler = createApiHandler(proxyEnv('https://api.example.com'), {
      fetch: upstream.fetch,
    });
    const health = await handler.app.fetch(new Request('http://app.test/healthz'));
    expect(await health.json()).toEqual({ status: 'ok', mode: 'proxy' });
    const keys = await handler.app.fetch(new Request('http://app.test/__mock/demo-keys'));
    expect(keys.status).toBe(404);
    // Liveness asks nobody, and the mock tools reach nothing.
    expect(upstream.calls).toEqual([]);
  });

  it('rejects oversized bodies before calling the service', async () => {
    const upstream = capture(() => Response.json({}));
    const handler = createApiHandler(proxyEnv('https://api.example.com'), {
      fetch: upstream.fetch,
    });
    const response = await handler.app.fetch(
      post('/v3/MLSDetailBulk', { listing_ids: 'x'.repeat(1024 * 1024 + 10) }),
    );
    expect(response.status).toBe(413);
    expect(upstream.calls).toHaveLength(0);
  });
});

describe('proxy mode against a real HTTP upstream', () => {
  let server: ServerType;
  let baseUrl: string;
  const seen: { key: string | undefined; userId: string | undefined; body: unknown }[] = [];

  beforeAll(async () => {
    const upstream = new Hono();
    upstream.post('/v2/PropertySearch', async (c) => {
      seen.push({
        key: c.req.header('x-api-key'),
        userId: c.req.header('x-user-id'),
        body: await c.req.json(),
      });
      if (c.req.header('x-api-key') !== SECRET)
        return c.json({ errorCode: 'AUTH_KEY_NOT_FOUND', errorMessage: 'bad key' }, 401);
      return c.json({ resultCount: 42, data: [] });
    });
    await new Promise<void>((resolve) => {
      server = serve({ fetch: upstream.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reaches the service with the key from the environment only', async () => {
    const handler = createApiHandler(proxyEnv(baseUrl));
    const response = await handler.app.fetch(
      post('/v2/PropertySearch', { count: true }, { 'x-api-key': 'demo', 'x-user-id': 'u1' }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ resultCount: 42, data: [] });
    expect(seen).toEqual([{ key: SECRET, userId: 'u1', body: { count: true } }]);
  });
});
