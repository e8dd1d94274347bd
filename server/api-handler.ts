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
import { asksForRecords, readAll, recordsIn } from './proxy/relayed-records';
import { upstreamFault } from './proxy/upstream-fault';
import { createUpstreamProbe, type UpstreamProbeOptions } from './proxy/upstream-probe';
import type { ApiMode, ProxyTarget, ServerEnv } from './server-env';
import { createAppApi, type AppApiEnv } from './app-api/app-api';
import { createDbReadiness, type DbReadinessOptions } from './store/db-readiness';
import { lazyStore } from './store/lazy-store';
import type { ServiceRecord } from './store/records-repo';
import { openStore, storeLocation, type AppStore } from './store/store';
import { LOCAL_USER } from './store/user-names';

/** Paths this handler answers; everything else belongs to the static app (or vite). */
export const API_PATH = /^\/(?:(?:v2|v3|__mock|auth|app\/v1)\/|(?:healthz|readyz)(?:$|\?))/;

/** The app's own lists-and-searches API (server/app-api), answered for a user the server names. */
export const APP_API_PATH = /^\/app\/v1\//;

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
  /** The database check behind /readyz (deadline, cache), for tests. */
  dbReadiness?: DbReadinessOptions;
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
  /** The team database (opened on first use), shared with sign-in. */
  store(): Promise<AppStore>;
  /** Settles once the records the proxy is keeping are written (tests, and before shutdown). */
  recordsWritten(): Promise<void>;
  /** Closes the lists database (if it was opened); call once on shutdown. */
  close(): Promise<void>;
}

/** What the mode handlers need from the shared parts. */
interface ModeContext {
  /** Is the database answering? (/readyz) */
  databaseReady: () => Promise<{ ready: boolean; reason?: string }>;
  /** Keeps relayed records (once they are read), by whom; never delays the answer, never throws. */
  keepRecords: (records: Promise<ServiceRecord[]>, by: string) => void;
}

export function createApiHandler(
  env: Pick<ServerEnv, 'api'>,
  options: ApiHandlerOptions = {},
): ApiHandler {
  const log = options.log ?? ((line: string) => console.error(line));
  // One database per process, opened by the first request that needs it.
  const store = lazyStore(options.openStore ?? (() => openStore(storeLocation(process.env))));
  const pending = new Set<Promise<void>>();
  const context: ModeContext = {
    databaseReady: createDbReadiness(store.get, options.dbReadiness),
    keepRecords(records, by) {
      const write = records
        .then(async (read) => {
          if (read.length > 0) await (await store.get()).records.store(read, by);
        })
        .catch((error: unknown) =>
          // Only the next pull pays again; the answer already went out.
          log(
            `[proxy] could not keep relayed records: ${error instanceof Error ? error.message : String(error)}`,
          ),
        )
        .finally(() => pending.delete(write));
      pending.add(write);
    },
  };
  const handler =
    env.api.mode === 'proxy'
      ? createProxyHandler(env.api, options, context)
      : createMockHandler(options, context);
  const appApi = createAppApi({ store: store.get, log: options.log });
  return {
    ...handler,
    app: withOpenSession(handler.app, appApi),
    appApi,
    openStore: () => store.get().then(() => undefined),
    store: store.get,
    recordsWritten: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
    close: async () => {
      while (pending.size > 0) await Promise.all(pending);
      await store.close();
    },
  };
}

/** Answers /readyz: ready when every check is; says which failed, never why (that is logged). */
function readiness(
  c: Context,
  mode: ApiMode,
  checks: { database: boolean; upstream?: boolean; dataset?: boolean },
) {
  const ready = Object.values(checks).every(Boolean);
  return c.json(
    {
      status: ready ? 'ready' : 'unavailable',
      mode,
      database: { ready: checks.database },
      ...(checks.upstream !== undefined && { upstream: { reachable: checks.upstream } }),
    },
    ready ? 200 : 503,
  );
}

/** Logs a check's reason once when it changes, so a flapping database is in the log, not a flood. */
function logChanges(log: (line: string) => void, what: string) {
  let last: string | undefined = 'ok';
  return (ok: boolean, reason?: string) => {
    const now = ok ? 'ok' : (reason ?? 'unavailable');
    if (now !== last) log(ok ? `[ready] ${what} is back` : `[ready] ${what} is not ready: ${now}`);
    last = now;
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
  app.all('/app/v1/*', (c) => appApi.fetch(c.req.raw, { appUser: LOCAL_USER, appRole: 'admin' }));
  app.route('/', inner);
  return app;
}

/** What each mode builds; createApiHandler adds the sign-in stand-in and the lists API. */
type ModeHandler = Pick<ApiHandler, 'app' | 'mode' | 'ready'>;

function createMockHandler(options: ApiHandlerOptions, context: ModeContext): ModeHandler {
  const mock = createMockService(options.mockConfig ?? readMockConfig());
  const app = new Hono();
  const logDatabase = logChanges(options.log ?? console.error, 'the database');
  // The mock has no upstream: live means "the dataset is built"; ready also needs the database.
  app.get('/healthz', (c) => {
    const built = mock.ctx.readyStore() !== undefined;
    return c.json({ status: built ? 'ok' : 'starting', mode: 'mock' }, built ? 200 : 503);
  });
  app.get('/readyz', async (c) => {
    const database = await context.databaseReady();
    logDatabase(database.ready, database.reason);
    return readiness(c, 'mock', {
      database: database.ready,
      dataset: mock.ctx.readyStore() !== undefined,
    });
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

function describeFailure(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown } } | undefined)?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  return error instanceof Error ? error.name : 'unknown error';
}

function createProxyHandler(
  target: ProxyTarget,
  options: ApiHandlerOptions,
  context: ModeContext,
): ModeHandler {
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
  const logDatabase = logChanges(report, 'the database');
  const logUpstream = logChanges(report, 'the property data service');

  // Liveness: this process answers. Nothing else is checked, so nothing else restarts it, and
  // an anonymous caller learns nothing about the upstream or the database.
  app.get('/healthz', (c) => c.json({ status: 'ok', mode: 'proxy' }));
  // Readiness: a load balancer sends traffic here only while the database answers and the
  // upstream can be reached. Which check failed is said; why is logged.
  app.get('/readyz', async (c) => {
    const [database, upstream] = await Promise.all([context.databaseReady(), upstreamStatus()]);
    logDatabase(database.ready, database.reason);
    logUpstream(upstream.reachable, upstream.reason);
    return readiness(c, 'proxy', { database: database.ready, upstream: upstream.reachable });
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
    const requestBody = await c.req.arrayBuffer();
    // The signed-in user (production), or `local` where nobody signs in.
    const user = (c.env as { appUser?: string } | undefined)?.appUser ?? LOCAL_USER;
    const keep = asksForRecords(operation.path, requestBody)
      ? (bytes: Promise<Uint8Array | undefined>) =>
          context.keepRecords(
            bytes.then((read) => (read ? recordsIn(read) : [])),
            user,
          )
      : undefined;
    try {
      const upstream = await upstreamFetch(upstreamUrl, {
        method,
        headers,
        body: requestBody,
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
      // The vendor's own fault body (stack traces, internal hosts) stays in this server's log.
      if (upstream.status >= 500) return await upstreamFault(c, upstream, redactor, report);
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
      const kept = upstream.status === 200 ? keep : undefined;
      if (body.kind === 'stream') {
        // Streamed: memory stays flat. A fault after the first byte can only cut the connection.
        let stream = body.body.pipeThrough(redactor.stream());
        if (kept) {
          // A copy for the records store, read alongside (never more than the cap).
          const [toBrowser, toStore] = stream.tee();
          stream = toBrowser;
          kept(readAll(toStore, target.maxResponseBytes));
        }
        return new Response(stream, { status: upstream.status, headers: responseHeaders });
      }
      const bytes = redactor.bytes(body.bytes);
      kept?.(Promise.resolve(bytes));
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
        `[proxy] ${method} ${url.pathname} → upstream ${upstreamHost} unreachable (${describeFailure(error)})`,
      );
      // The host stays in the log: a browser has no use for the service's internal address.
      return gatewayError(
        c,
        502,
        'UPSTREAM_UNREACHABLE',
        'Could not reach the property data service. Try again in a moment.',
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
