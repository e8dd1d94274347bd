// The mock Property Data Service as a Hono app: callable in-process (app.fetch), standalone, or inside vite.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { MockConfig } from './config';
import { internalError } from './http/responses';
import type { JsonEnv } from './http/read-json';
import type { MockContext } from './mock-context';
import { buildPropertyStore, type PropertyStore } from './property-store';
import { registerAutoComplete } from './routes/autocomplete';
import { registerDataClock } from './routes/data-clock';
import { registerMlsBulk } from './routes/mls-bulk';
import { registerMlsDetail } from './routes/mls-detail';
import { registerMockTools } from './routes/mock-tools';
import { registerPropertyMapping } from './routes/property-mapping';
import { registerPropertySearch } from './routes/property-search';
import { registerSkipTrace } from './routes/skip-trace';

export interface MockService {
  app: Hono<JsonEnv>;
  ctx: MockContext;
}

/**
 * Builds the mock. The dataset is generated on the next tick, so a server can start listening
 * at once and /__mock/health reports 503 until the data is ready.
 */
export function createMockService(config: MockConfig): MockService {
  let ready: PropertyStore | undefined;
  const store = new Promise<PropertyStore>((resolve, reject) => {
    setTimeout(() => {
      try {
        ready = buildPropertyStore(config);
        resolve(ready);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 0);
  });
  // A failed build is reported by /__mock/health; keep it from crashing the process as unhandled.
  store.catch(() => undefined);
  const ctx: MockContext = { config, store, readyStore: () => ready };

  const app = new Hono<JsonEnv>();
  app.use(
    '*',
    cors({
      origin: (origin) => origin || '*',
      allowMethods: ['GET', 'POST', 'OPTIONS'],
      allowHeaders: ['content-type', 'x-api-key', 'x-user-id'],
      exposeHeaders: ['retry-after', 'x-request-id'],
      maxAge: 600,
    }),
  );
  app.get('/__mock/health', (c) => {
    const current = ctx.readyStore();
    if (!current) return c.json({ status: 'starting' }, 503);
    return c.json({
      status: 'ok',
      properties: current.size,
      seed: config.seed,
      now: config.now.toISOString().slice(0, 10),
    });
  });
  registerDataClock(app); // test hook; before the search route so it can filter its answer
  registerPropertySearch(app, ctx);
  registerPropertyMapping(app, ctx);
  registerMlsDetail(app, ctx);
  registerMlsBulk(app, ctx);
  registerAutoComplete(app, ctx);
  registerSkipTrace(app, ctx);
  registerMockTools(app, ctx);
  app.notFound((c) =>
    c.json(
      {
        statusCode: 404,
        error: 'Not Found',
        message: `No route for ${c.req.method} ${c.req.path}`,
      },
      404,
    ),
  );
  // Bad input is answered by the routes with 4xx; reaching here is a bug, reported without internals.
  app.onError((_error, c) => internalError(c));
  return { app, ctx };
}
