// Registers every route of the table (src/api/app-store/routes.ts) on the Hono app, and nothing
// else: the method and path come from the table, the query and body are read with its schemas
// (each failure its own clear 4xx), and the handler (app-handlers.ts) sees only valid data.
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import {
  APP_ROUTES,
  type AppRoute,
  type AppRouteName,
  type fileAnswerSchema,
} from '../app-contract';
import type { WorkAccess } from '../jobs/work-types';
import { WorkUnavailable } from '../jobs/work-unavailable';
import type { AppStore } from '../store/store';
import type { AppApiEnv } from './app-api-env';
import type { AppHandlers, RouteCall } from './app-handlers';
import { readBody } from './read-body';
import { appError, invalid } from './responses';

type Answer = Response | { ok: true; call: Omit<RouteCall<AppRoute>, 'store' | 'work'> };

/** The route's query and body as its schemas read them, or the 4xx to answer instead. */
async function readCall(
  c: Context<AppApiEnv>,
  route: AppRoute,
  prices: RouteCall<AppRoute>['prices'],
): Promise<Answer> {
  if (route.adminOnly && c.env.appRole !== 'admin') return appError(c, 403, route.adminOnly);
  let query: unknown;
  if (route.query) {
    const parsed = route.query.safeParse(c.req.query());
    if (!parsed.success) return invalid(c, parsed.error.issues);
    query = parsed.data;
  }
  let body: unknown;
  if (route.body) {
    const read = await readBody(c, route.body);
    if (!read.ok) return read.response;
    body = read.data;
  }
  return {
    ok: true,
    call: {
      user: c.env.appUser,
      role: c.env.appRole ?? 'member',
      admin: c.env.appRole === 'admin',
      prices,
      params: c.req.param() as never,
      body,
      query,
    } as never,
  };
}

/** Where no runner was given (API tests of other routes): a route that needs one answers 503. */
const NO_WORK: WorkAccess = {
  jobs: () => Promise.reject(new WorkUnavailable('no job runner on this server')),
  callService: () => Promise.reject(new WorkUnavailable('no service caller on this server')),
};

type FileAnswer = z.output<typeof fileAnswerSchema>;

/** A file route's answer as a download: its type, and a name the browser saves it under. */
function sendFile(c: Context, type: NonNullable<AppRoute['file']>, file: FileAnswer): Response {
  return c.body(file.text, 200, {
    'content-type': `${type}; charset=utf-8`,
    'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"`,
  });
}

export function registerRoutes(
  app: Hono<AppApiEnv>,
  handlers: AppHandlers,
  store: () => Promise<AppStore>,
  prices: RouteCall<AppRoute>['prices'] = 'service',
  work: WorkAccess = NO_WORK,
): void {
  for (const name of Object.keys(APP_ROUTES) as AppRouteName[]) {
    const route: AppRoute = APP_ROUTES[name];
    const handler = handlers[name] as (call: RouteCall<AppRoute>) => Promise<unknown>;
    app.on(route.method, route.path, async (c) => {
      const read = await readCall(c, route, prices);
      if (read instanceof Response) return read;
      const answer = await handler({ ...read.call, store: await store(), work });
      // A file streamed as it is read (a server export's download).
      if (answer instanceof Response) return answer;
      if (route.file) return sendFile(c, route.file, answer as FileAnswer);
      return c.json(answer as object, route.created ? 201 : 200);
    });
  }
}
