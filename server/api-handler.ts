// The same-origin API for dev, preview and production: a key-adding proxy to the real service, or the mock.
import { Hono } from 'hono';
import { createMockService } from '../mock-server/app';
import { readMockConfig, type MockConfig } from '../mock-server/config';
import { demoKeyList } from './demo-keys';
import { heldRecordsOf } from './held/held-records-source';
import { heldSkipsOf } from './held/held-skips-source';
import { answerAndKeep } from './mock-kept-records';
import { createMeter } from './meter/meter';
import { logChanges, readiness, type ModeContext, type ModeHandler } from './mode-handler';
import { createProxyHandler, type ProxyHandlerOptions } from './proxy/proxy-handler';
import type { ApiMode, ServerEnv } from './server-env';
import { createAppApi, type AppApiEnv } from './app-api/app-api';
import { createDbReadiness, type DbReadinessOptions } from './store/db-readiness';
import type { JobRunner } from './jobs/job-runner';
import { lazyJobRunner } from './jobs/lazy-job-runner';
import { startJobRunner } from './jobs/pg-boss-runner';
import { inProcessServiceCaller, type ServiceCaller } from './jobs/service-call';
import { startWork } from './jobs/work';
import { WorkUnavailable } from './jobs/work-unavailable';
import { lazyStore } from './store/lazy-store';
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

/** The proxy's options (upstream fetch, log, probe timings) and those of the other modes. */
export interface ApiHandlerOptions extends ProxyHandlerOptions {
  /** The mock's settings in mock mode; read from MOCK_* variables when absent. */
  mockConfig?: MockConfig;
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
  /** The background job runner on the team database, started on first use (docs/jobs.md). */
  jobs(): Promise<JobRunner>;
  /** Stops the job runner (running jobs end or are failed, to retry); the store stays open. */
  stopJobs(): Promise<void>;
  /** The service, called in this process through the same meter and held records (jobs use it). */
  callService: ServiceCaller;
  /** Settles once the records being kept and the ledger rows being settled are written. */
  recordsWritten(): Promise<void>;
  /** Closes the lists database (if it was opened); call once on shutdown. */
  close(): Promise<void>;
}

export function createApiHandler(
  env: Pick<ServerEnv, 'api'>,
  options: ApiHandlerOptions = {},
): ApiHandler {
  const log = options.log ?? ((line: string) => console.error(line));
  // One database per process, opened by the first request that needs it.
  const store = lazyStore(options.openStore ?? (() => openStore(storeLocation(process.env))));
  const pending = new Set<Promise<void>>();
  const track = (write: Promise<void>) => {
    const held = write.catch(() => undefined).finally(() => pending.delete(held));
    pending.add(held);
  };
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
        );
      track(write);
    },
    meter: createMeter({ store: store.get, log, track }),
    held: heldRecordsOf(store.get, log),
    heldSkips: heldSkipsOf(store.get, log),
  };
  const handler =
    env.api.mode === 'proxy'
      ? createProxyHandler(env.api, options, context)
      : createMockHandler(options, context);
  // Jobs call the service through this same handler (meter, caps, held records), and the runner
  // starts with every kind of work registered on it (server/jobs/work.ts).
  const callService = inProcessServiceCaller(handler.app);
  const jobs = lazyJobRunner(async () => {
    const runner = await startJobRunner((await store.get()).db, { log });
    try {
      await startWork({ store: store.get, jobs: runner, callService, log });
    } catch (error) {
      await runner.stop().catch(() => undefined);
      throw error;
    }
    return runner;
  });
  const appApi = createAppApi({
    store: store.get,
    log: options.log,
    prices: env.api.mode === 'proxy' ? 'service' : 'offline',
    work: {
      jobs: () =>
        jobs.get().catch((error: unknown) => {
          throw new WorkUnavailable('the job runner could not start', { cause: error });
        }),
      callService,
    },
  });
  return {
    ...handler,
    app: withOpenSession(handler.app, appApi),
    appApi,
    openStore: () => store.get().then(() => undefined),
    store: store.get,
    jobs: jobs.get,
    stopJobs: () => jobs.stop(),
    callService,
    recordsWritten: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
    close: async () => {
      while (pending.size > 0) await Promise.all(pending);
      // Running jobs end (or are failed, to retry) before the database they write to closes.
      await jobs.stop();
      await store.close();
    },
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
  app.all('*', async (c) => {
    let request = c.req.raw;
    if (/^\/v[23]\//.test(c.req.path) && !request.headers.has('x-api-key')) {
      const headers = new Headers(request.headers);
      headers.set('x-api-key', MOCK_DEFAULT_KEY);
      request = new Request(request, { headers });
    }
    return answerAndKeep(c, request, (r) => mock.app.fetch(r), context);
  });
  return {
    app,
    mode: 'mock',
    ready: mock.ctx.store.then(() => undefined),
  };
}
