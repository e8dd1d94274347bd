// The same-origin API for dev, preview and production: a key-adding proxy to the real service, or the mock.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMockService } from '../mock-server/app';
import { readMockConfig, type MockConfig } from '../mock-server/config';
import { demoKeyList } from './demo-keys';
import type { ApiMode, ProxyTarget, ServerEnv } from './server-env';

/** Paths this handler answers; everything else belongs to the static app (or vite). */
export const API_PATH = /^\/(?:(?:v2|v3|__mock)\/|healthz(?:$|\?))/;

/**
 * The key the same-origin mock assumes when the browser sends none: like a proxy, the server holds
 * the key, so the app needs no secret by default. Calls that do send a key get exactly that key.
 */
export const MOCK_DEFAULT_KEY = 'demo';

export const MAX_PROXY_BODY_BYTES = 1024 * 1024;

/** Request headers worth passing upstream; anything else (cookies, a client's x-api-key) stays here. */
const FORWARD_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'x-user-id'];
/** Response headers the app reads; hop-by-hop and encoding headers are recomputed locally. */
const FORWARD_RESPONSE_HEADERS = ['content-type', 'retry-after', 'x-request-id'];

export interface ApiHandlerOptions {
  /** Upstream fetch, injectable for tests. */
  fetch?: typeof fetch;
  /** The mock's settings in mock mode; read from MOCK_* variables when absent. */
  mockConfig?: MockConfig;
  /** Where proxy failures are reported. Lines never contain the key. */
  log?: (line: string) => void;
}

export interface ApiHandler {
  app: Hono;
  mode: ApiMode;
  /** Settles when the handler can answer (the mock has built its dataset). */
  ready: Promise<void>;
}

export function createApiHandler(
  env: Pick<ServerEnv, 'api'>,
  options: ApiHandlerOptions = {},
): ApiHandler {
  return env.api.mode === 'proxy'
    ? createProxyHandler(env.api, options)
    : createMockHandler(options);
}

function createMockHandler(options: ApiHandlerOptions): ApiHandler {
  const mock = createMockService(options.mockConfig ?? readMockConfig());
  const app = new Hono();
  app.get('/healthz', (c) => {
    const ready = mock.ctx.readyStore() !== undefined;
    return c.json({ status: ready ? 'ok' : 'starting', mode: 'mock' }, ready ? 200 : 503);
  });
  app.get('/__mock/demo-keys', (c) => c.json({ keys: demoKeyList() }));
  app.all('*', (c) => {
    let request = c.req.raw;
    if (/^\/v[23]\//.test(c.req.path) && !request.headers.has('x-api-key')) {
      const headers = new Headers(request.headers);
      headers.set('x-api-key', MOCK_DEFAULT_KEY);
      request = new Request(request, { headers });
    }
    return mock.app.fetch(request);
  });
  return {
    app,
    mode: 'mock',
    ready: mock.ctx.store.then(() => undefined),
  };
}

function gatewayError(c: Context, status: 502 | 504, errorCode: string, message: string) {
  return c.json(
    {
      statusCode: status,
      error: status === 504 ? 'Gateway Timeout' : 'Bad Gateway',
      errorCode,
      message,
    },
    status,
  );
}

/** Replaces every occurrence of the secret, in case an upstream error page echoes it back. */
function redact(bytes: Uint8Array, secret: string): Uint8Array {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!secret || buffer.indexOf(secret) === -1) return bytes;
  return Buffer.from(buffer.toString('utf8').split(secret).join('[redacted]'), 'utf8');
}

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

function createProxyHandler(target: ProxyTarget, options: ApiHandlerOptions): ApiHandler {
  const upstreamFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const log = options.log ?? ((line: string) => console.error(line));
  const upstreamHost = new URL(target.baseUrl).host;
  // Belt and braces: whatever reaches the log is scrubbed of the key first.
  const report = (line: string) => log(line.split(target.apiKey).join('[redacted]'));
  const app = new Hono();

  app.get('/healthz', (c) => c.json({ status: 'ok', mode: 'proxy' }));
  app.all('/__mock/*', (c) =>
    c.json(
      {
        statusCode: 404,
        error: 'Not Found',
        message: 'The mock is off: this server proxies to the property data service.',
      },
      404,
    ),
  );

  const proxy = async (c: Context) => {
    const method = c.req.method;
    if (method !== 'POST' && method !== 'GET') {
      c.header('Allow', 'GET, POST');
      return c.json(
        { statusCode: 405, error: 'Method Not Allowed', message: `${method} is not supported` },
        405,
      );
    }
    const headers = new Headers();
    for (const name of FORWARD_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set('x-api-key', target.apiKey);
    const url = new URL(c.req.url);
    const upstreamUrl = `${target.baseUrl}${url.pathname}${url.search}`;
    const timeout = AbortSignal.timeout(target.timeoutMs);
    const startedAt = performance.now();
    try {
      const upstream = await upstreamFetch(upstreamUrl, {
        method,
        headers,
        body: method === 'POST' ? await c.req.arrayBuffer() : null,
        signal: AbortSignal.any([timeout, c.req.raw.signal]),
        // A redirect would carry the key to wherever it points; treat it as a fault instead.
        redirect: 'manual',
      });
      if (upstream.status >= 300 && upstream.status < 400) {
        report(`[proxy] ${method} ${url.pathname} → upstream redirected (${upstream.status})`);
        return gatewayError(
          c,
          502,
          'UPSTREAM_REDIRECT',
          'The property data service answered with a redirect. Check PROPERTY_API_URL.',
        );
      }
      // Buffered, not streamed: answers are small, and a timeout then yields a clean 504, not a cut body.
      const body = redact(new Uint8Array(await upstream.arrayBuffer()), target.apiKey);
      const responseHeaders = new Headers();
      for (const name of FORWARD_RESPONSE_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) responseHeaders.set(name, value);
      }
      return new Response(body.byteLength ? (body as Uint8Array<ArrayBuffer>) : null, {
        status: upstream.status,
        headers: responseHeaders,
      });
    } catch (error) {
      const ms = Math.round(performance.now() - startedAt);
      if (timeout.aborted) {
        report(`[proxy] ${method} ${url.pathname} → upstream timed out after ${ms} ms`);
        return gatewayError(
          c,
          504,
          'UPSTREAM_TIMEOUT',
          `The property data service did not answer within ${Math.round(target.timeoutMs / 1000)} s.`,
        );
      }
      if (c.req.raw.signal.aborted) {
        // The browser went away; nobody reads this answer.
        return new Response(null, { status: 499 });
      }
      report(
        `[proxy] ${method} ${url.pathname} → upstream unreachable (${describeFailure(error)})`,
      );
      return gatewayError(
        c,
        502,
        'UPSTREAM_UNREACHABLE',
        `Could not reach the property data service at ${upstreamHost}.`,
      );
    }
  };

  const limit = bodyLimit({
    maxSize: MAX_PROXY_BODY_BYTES,
    onError: (c) =>
      c.json(
        {
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'Request body must be at most 1 MB',
        },
        413,
      ),
  });
  app.use('/v2/*', limit);
  app.use('/v3/*', limit);
  app.all('/v2/*', proxy);
  app.all('/v3/*', proxy);
  return { app, mode: 'proxy', ready: Promise.resolve() };
}
