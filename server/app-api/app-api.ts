// The app's own API under /app/v1 (docs/lists-api.md): lists, saved searches, records held,
// settings and the one-time import. The caller says nothing about who they are: the mount passes
// the user in (`appUser`), the signed-in one in production and `local` where nobody signs in.
// The routes are those of the route table (src/api/app-store/routes.ts, registered by
// register-routes.ts); what each does is in app-handlers.ts. Anything else is a 404.
import { Hono } from 'hono';
import { APP_API_PREFIX } from '../app-contract';
import { databaseUnavailable } from '../http/database-unavailable';
import type { WorkAccess } from '../jobs/work-types';
import { WorkUnavailable } from '../jobs/work-unavailable';
import { asUnavailable } from '../store/db-errors';
import { StoreRefusal } from '../store/refusal';
import type { AppStore } from '../store/store';
import type { AppApiEnv } from './app-api-env';
import { APP_HANDLERS } from './app-handlers';
import { limitAppBody, requireJsonForChanges } from './read-body';
import { registerRoutes } from './register-routes';
import { appError } from './responses';

export type { AppApiEnv };

export interface AppApiOptions {
  /** The store (opened once, on first use); a rejection is a 503. */
  store: () => Promise<AppStore>;
  log?: (line: string) => void;
  /** 'offline' where the embedded mock answers: the allowance says its prices are estimates. */
  prices?: 'service' | 'offline';
  /** Background jobs and the in-process service (watches, exports); absent: those routes answer 503. */
  work?: WorkAccess;
}

export function createAppApi(options: AppApiOptions): Hono<AppApiEnv> {
  const log = options.log ?? ((line: string) => console.error(line));
  const app = new Hono<AppApiEnv>().basePath(APP_API_PREFIX);

  app.use('*', async (c, next) => {
    await next();
    // Per-user answers: never cached by the browser or anything in between.
    c.header('Cache-Control', 'no-store');
  });
  app.use('*', requireJsonForChanges);
  app.use('*', limitAppBody);

  const store = () =>
    options.store().catch((error: unknown) => {
      throw new StoreUnavailable(error);
    });

  registerRoutes(app, APP_HANDLERS, store, options.prices, options.work);

  app.all('*', (c) => appError(c, 404, `${c.req.method} ${c.req.path} is not part of this API.`));

  app.onError((error, c) => {
    if (error instanceof StoreRefusal) return appError(c, error.status, error.message);
    if (error instanceof WorkUnavailable) {
      log(
        `[app-api] ${c.req.method} ${c.req.path}: background jobs unavailable (${described(error.cause ?? error)})`,
      );
      return appError(c, 503, 'Background jobs are not running on this server. Try again shortly.');
    }
    if (error instanceof StoreUnavailable) {
      log(`[app-api] the database could not be opened: ${described(error.cause)}`);
      return databaseUnavailable(c);
    }
    const unavailable = asUnavailable(error);
    if (unavailable) {
      log(`[app-api] ${c.req.method} ${c.req.path}: ${unavailable.message}`);
      return databaseUnavailable(c);
    }
    log(`[app-api] ${c.req.method} ${c.req.path} failed: ${described(error)}`);
    return appError(c, 500, 'Something went wrong on the server.');
  });

  return app;
}

class StoreUnavailable extends Error {
  override name = 'StoreUnavailable';
  constructor(cause: unknown) {
    super('store unavailable', { cause });
  }
}

function described(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}
