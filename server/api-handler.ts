// The same-origin API for dev, preview and production: a key-adding proxy to the real service, or the mock.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMockService } from '../mock-server/app';
import { readMockConfig, type MockConfig } from '../mock-server/config';
import { payloadTooLarge } from '../mock-server/http/read-json';
import { refuseUnlessJson } from './http/require-json';
import { demoKeyList } from './demo-keys';
import { allowedOperation } from './proxy/allowlist';
import { readCappedBody } from './proxy/capped-body';
import { createRedactor } from './proxy/redact';
import { forwardedResponseHeaders } from './proxy/response-headers';
import { createUpstreamProbe, type UpstreamProbeOptions } from './proxy/upstream-probe';
import type { ApiMode, ProxyTarget, ServerEnv } from './server-env';
import { createAppApi, type AppApiEnv } from './app-api/app-api';
import { lazyStore } from './store/lazy-store';
import { openStore, storeLocation, type AppStore } from './store/store';

/** Paths this handler answers; everything else belongs to the static app (or vite). */
export const API_PATH = /^\/(?:(?:v2|v3|__mock|auth|app\/v1)\/|(?:healthz|readyz)(?:$|\?))/;

/** The app's own lists-and-searches API (server/app-api), answered for a user the server names. */
export const APP_API_PATH = /^\/app\/v1\//;

/** The one user where nobody signs in (vite dev and preview, AUTH=none). */
export const LOCAL_USER = 'local';

/**
 * The key the same-origin mock assumes when the browser sends none: like a proxy, the server holds
 * the key, so the app needs no secret by default. Calls that do send a key get exactly that key.
 */
export const MOCK_DEFAULT_KEY = 'demo';

const MAX_PROXY_BODY_BYTES = 1024 * 1024;

/** Request headers worth passing upstream; anything else (cookies, a client's x-api-key) stays here. */
const FORWARD_REQUEST_HEADERS = ['content-type', 'accept', 'accept-language', 'x-user-id'];

export interface ApiHandlerOptions {
  /** Upstream fetch, injectable for tests. */
  fetch?: typeof fetch;
  /** The mock's settings in mock mode; read from MOCK_* variables when absent. */
  mockConfig?: MockConfig;
  /** Where proxy failures are reported. Lines never contain the key. */
  log?: (line: string) => void;
  /** The upstream reachability check behind /healthz and /readyz (timeouts, cache), for tests. */
  probe?: Pick<UpstreamProbeOptions, 'timeoutMs' | 'ttlMs' | 'now'>;
  /** Opens the lists database; from DATABASE_URL / DATA_DIR in the process environment when absent. */
  openStore?: () => Promise<AppStore>;
}

export interface ApiHandler {
  app: Hono;
  mode: ApiMode;
  /** Settles when the handler can answer (the mock has built its dataset). */
  ready: Promise<void>;
  /** /app/v1/*, for a caller that names the user: `appApi.fetch(request, { appUser })`. */
  appApi: Hono<AppApiEnv>;
  /** Opens the lists database now rather than on the first request (a server's start-up). */
  openStore(): Promise<void>;
  /** Closes the lists database (if it was opened); call once on shutdown. */
  close(): Promise<void>;
}

export function createApiHandler(
  env: Pick<ServerEnv, 'api'>,
  options: ApiHandlerOptions = {},
): ApiHandler {
  const handler =
    env.api.mode === 'proxy' ? createProxyHandler(env.api, options) : createMockHandler(options);
  // One database per process, opened by the first request that needs it.
  const store = lazyStore(options.openStore ?? (() => openStore(storeLocation(process.env))));
  const appApi = createAppApi({ store: store.get, log: options.log });
  return {
    ...handler,
    app: withOpenSession(handler.app, appApi),
    appApi,
    openStore: () => store.get().then(() => undefined),
    close: store.close,
  };
}

/**
 * Where this handler runs alone (vite dev and preview), nobody signs in: say so, so the app opens
 * at once, and every list belongs to the one local user, whatever the browser sends. The
 * production server answers /auth/* and /app/v1/* itself, before this handler (server/auth/).
 */
function withOpenSession(inner: Hono, appApi: Hono<AppApiEnv>): Hono {
  const app = new Hono();
  app.get('/auth/session', (c) => c.json({ mode: 'none', user: null, canSignOut: false }));
  app.all('/auth/*', (c) =>
    c.json({ statusCode: 404, error: 'Not Found', message: 'This server has no sign-in.' }, 404),
  );
  app.all('/app/v1/*', (c) => appApi.fetch(c.req.raw, { appUser: LOCAL_USER }));
  app.route('/', inner);
  return app;
}

/** What each mode builds; createApiHandler adds the sign-in stand-in and the lists API. */
type ModeHandler = Pick<ApiHandler, 'app' | 'mode' | 'ready'>;

function createMockHandler(options: ApiHandlerOptions): ModeHandler {
  const mock = createMockService(options.mockConfig ?? readMockConfig());
  const app = new Hono();
  // The mock has no upstream: live and ready both mean "the dataset is built".
  const health = (c: Context) => {
    const ready = mock.ctx.readyStore() !== undefined;
    return c.json({ status: ready ? 'ok' : 'starting', mode: 'mock' }, ready ? 200 : 503);
  };
  app.get('/healthz', health);
  app.get('/readyz', health);
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

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

function createProxyHandler(target: ProxyTarget, options: ApiHandlerOptions): ModeHandler {
  const upstreamFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const log = options.log ?? ((line: string) => console.error(line));
  const upstreamHost = new URL(target.baseUrl).host;
  const redactor = createRedactor(target.apiKey);
  // Belt and braces: whatever reaches the log is scrubbed of the key first.
  const report = (line: string) => log(redactor.text(line));
  const upstreamStatus = createUpstreamProbe({
    baseUrl: target.baseUrl,
    apiKey: target.apiKey,
    fetch: upstreamFetch,
    ...options.probe,
  });
  const app = new Hono();

  // Liveness: this process answers. The upstream's state is reported, never a reason to restart.
  app.get('/healthz', async (c) =>
    c.json({ status: 'ok', mode: 'proxy', upstream: await upstreamStatus() }),
  );
  // Readiness: a load balancer sends traffic here only while the upstream can be reached.
  app.get('/readyz', async (c) => {
    const upstream = await upstreamStatus();
    return c.json(
      { status: upstream.reachable ? 'ready' : 'unavailable', mode: 'proxy', upstream },
      upstream.reachable ? 200 : 503,
    );
  });
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
    const url = new URL(c.req.url);
    const operation = allowedOperation(method, url.pathname);
    if (!operation) {
      return c.json(
        {
          statusCode: 404,
          error: 'Not Found',
          message: `${method} ${url.pathname} is not an operation this server relays.`,
        },
        404,
      );
    }
    // Every relayed operation takes JSON (and a cross-site form post cannot send it).
    const notJson = refuseUnlessJson(c);
    if (notJson) return notJson;
    const headers = new Headers();
    for (const name of FORWARD_REQUEST_HEADERS) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    headers.set('x-api-key', target.apiKey);
    // Built from the table, not from the request: nothing the caller sends shapes the upstream URL.
    const upstreamUrl = `${target.baseUrl}${operation.path}`;
    const timeout = AbortSignal.timeout(target.timeoutMs);
    const startedAt = performance.now();
    try {
      const upstream = await upstreamFetch(upstreamUrl, {
        method,
        headers,
        body: await c.req.arrayBuffer(),
        signal: AbortSignal.any([timeout, c.req.raw.signal]),
        // A redirect would carry the key to wherever it points; treat it as a fault instead.
        redirect: 'manual',
      });
      if (upstream.status >= 300 && upstream.status < 400) {
        await upstream.body?.cancel().catch(() => undefined);
        report(`[proxy] ${method} ${url.pathname} → upstream redirected (${upstream.status})`);
        return gatewayError(
          c,
          502,
          'UPSTREAM_REDIRECT',
          'The property data service answered with a redirect. Check PROPERTY_API_URL.',
        );
      }
      const responseHeaders = forwardedResponseHeaders(upstream.headers, redactor);
      const body = await readCappedBody(upstream, target.maxResponseBytes);
      if (body.kind === 'too-large') {
        report(
          `[proxy] ${method} ${url.pathname} → upstream body of ${body.bytes} bytes over the ${target.maxResponseBytes}-byte cap`,
        );
        return gatewayError(
          c,
          502,
          'UPSTREAM_TOO_LARGE',
          'The property data service sent an answer larger than this server accepts. Ask for fewer records at a time.',
        );
      }
      if (body.kind === 'stream') {
        // Streamed: memory stays flat. A fault after the first byte can only cut the connection.
        const stream = body.body.pipeThrough(redactor.stream());
        return new Response(stream, { status: upstream.status, headers: responseHeaders });
      }
      const bytes = redactor.bytes(body.bytes);
      return new Response(bytes.byteLength ? (bytes as Uint8Array<ArrayBuffer>) : null, {
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
    // Connection: close, as the mock does: the rest of an over-long body must not be read as
    // the client's next request on a kept-alive socket.
    onError: (c) => payloadTooLarge(c),
  });
  app.use('/v2/*', limit);
  app.use('/v3/*', limit);
  app.all('/v2/*', proxy);
  app.all('/v3/*', proxy);
  return { app, mode: 'proxy', ready: Promise.resolve() };
}
