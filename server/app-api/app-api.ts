// The app's own API under /app/v1 (docs/lists-api.md): lists, saved searches, records held,
// settings and the one-time import. The caller says nothing about who they are: the mount passes
// the user in (`appUser`), the signed-in one in production and `local` where nobody signs in.
import { Hono, type Context } from 'hono';
import {
  APP_API_PREFIX,
  createListBodySchema,
  createSearchBodySchema,
  idsBodySchema,
  importBodySchema,
  listItemsBodySchema,
  listQuerySchema,
  patchListBodySchema,
  patchSearchBodySchema,
  readRecordsBodySchema,
  settingsSchema,
  stackBodySchema,
} from '../app-contract';
import { databaseUnavailable } from '../http/database-unavailable';
import { asUnavailable } from '../store/db-errors';
import { StoreRefusal } from '../store/refusal';
import type { AppStore } from '../store/store';
import { limitAppBody, readBody, requireJsonForChanges } from './read-body';
import { appError, invalid } from './responses';

/**
 * Who is calling, as the mount established it: the user (lists belong to it) and whether they are
 * a team admin (team settings). Absent `appRole` means a member.
 */
export type AppApiEnv = { Bindings: { appUser: string; appRole?: 'admin' | 'member' } };

export interface AppApiOptions {
  /** The store (opened once, on first use); a rejection is a 503. */
  store: () => Promise<AppStore>;
  log?: (line: string) => void;
}

export function createAppApi(options: AppApiOptions): Hono<AppApiEnv> {
  const log = options.log ?? ((line: string) => console.error(line));
  const app = new Hono<AppApiEnv>().basePath(APP_API_PREFIX);
  const user = (c: Context<AppApiEnv>) => c.env.appUser;

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

  // ------------------------------------------------------------------ lists
  app.get('/lists', async (c) => {
    const query = listQuerySchema.safeParse(c.req.query());
    if (!query.success) return invalid(c, query.error.issues);
    return c.json({ lists: await (await store()).lists.list(user(c), query.data) });
  });

  app.post('/lists', async (c) => {
    const body = await readBody(c, createListBodySchema);
    if (!body.ok) return body.response;
    return c.json(await (await store()).lists.create(user(c), body.data), 201);
  });

  // Before /lists/:id so "stack" is not read as an id.
  app.post('/lists/stack', async (c) => {
    const body = await readBody(c, stackBodySchema);
    if (!body.ok) return body.response;
    return c.json(await (await store()).lists.stack(user(c), body.data), 201);
  });

  app.get('/lists/:id', async (c) =>
    c.json(await (await store()).lists.get(user(c), c.req.param('id'))),
  );

  app.patch('/lists/:id', async (c) => {
    const body = await readBody(c, patchListBodySchema);
    if (!body.ok) return body.response;
    return c.json(await (await store()).lists.patch(user(c), c.req.param('id'), body.data));
  });

  app.post('/lists/:id/items', async (c) => {
    const body = await readBody(c, listItemsBodySchema);
    if (!body.ok) return body.response;
    return c.json(await (await store()).lists.changeItems(user(c), c.req.param('id'), body.data));
  });

  app.delete('/lists/:id', async (c) =>
    c.json({ deleted: await (await store()).lists.softDelete(user(c), c.req.param('id')) }),
  );

  app.post('/lists/:id/restore', async (c) =>
    c.json(await (await store()).lists.restore(user(c), c.req.param('id'))),
  );

  // ------------------------------------------------------------------ saved searches
  app.get('/searches', async (c) =>
    c.json({ searches: await (await store()).searches.list(user(c)) }),
  );

  app.post('/searches', async (c) => {
    const body = await readBody(c, createSearchBodySchema);
    if (!body.ok) return body.response;
    return c.json(await (await store()).searches.create(user(c), body.data), 201);
  });

  app.patch('/searches/:id', async (c) => {
    const body = await readBody(c, patchSearchBodySchema);
    if (!body.ok) return body.response;
    return c.json(await (await store()).searches.patch(user(c), c.req.param('id'), body.data));
  });

  app.delete('/searches/:id', async (c) =>
    c.json({ deleted: await (await store()).searches.softDelete(user(c), c.req.param('id')) }),
  );

  app.post('/searches/:id/restore', async (c) =>
    c.json(await (await store()).searches.restore(user(c), c.req.param('id'))),
  );

  app.post('/searches/:id/pulls', async (c) => {
    const body = await readBody(c, idsBodySchema);
    if (!body.ok) return body.response;
    return c.json(
      await (await store()).searches.recordPull(user(c), c.req.param('id'), body.data.ids),
    );
  });

  app.post('/searches/:id/diff', async (c) => {
    const body = await readBody(c, idsBodySchema);
    if (!body.ok) return body.response;
    return c.json(await (await store()).searches.diff(user(c), c.req.param('id'), body.data.ids));
  });

  // ------------------------------------------------------------------ records held, settings
  app.get('/settings', async (c) => c.json(await (await store()).settings.current()));

  // Team-wide: an admin's to change, with who and when kept on the row and in the audit log.
  app.put('/settings', async (c) => {
    if (c.env.appRole !== 'admin')
      return appError(c, 403, 'Only an admin can change the team’s settings.');
    const body = await readBody(c, settingsSchema);
    if (!body.ok) return body.response;
    const { settings } = await store();
    return c.json(await settings.setFreshnessDays(body.data.freshnessDays, user(c)));
  });

  app.post('/records/held', async (c) => {
    const body = await readBody(c, idsBodySchema);
    if (!body.ok) return body.response;
    const { records, settings } = await store();
    const freshnessDays = await settings.freshnessDays();
    return c.json({ ...(await records.held(body.data.ids, freshnessDays)), freshnessDays });
  });

  app.post('/records/read', async (c) => {
    const body = await readBody(c, readRecordsBodySchema);
    if (!body.ok) return body.response;
    const { records, settings } = await store();
    return c.json({ records: await records.read(body.data.ids, await settings.freshnessDays()) });
  });

  // Held records are written by the server alone (the proxy keeps what it relays): no route here
  // takes records from a browser, so nobody can overwrite what the team paid for.

  // ------------------------------------------------------------------ import from this browser
  app.post('/import', async (c) => {
    const body = await readBody(c, importBodySchema);
    if (!body.ok) return body.response;
    return c.json(await (await store()).imports.importOnce(user(c), body.data));
  });

  app.all('*', (c) => appError(c, 404, `${c.req.method} ${c.req.path} is not part of this API.`));

  app.onError((error, c) => {
    if (error instanceof StoreRefusal) return appError(c, error.status, error.message);
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
