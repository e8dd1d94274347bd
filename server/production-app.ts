// The production server as a Hono app: security headers, compression, the API handler and dist/ as an SPA.
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  API_PATH,
  APP_API_PATH,
  createApiHandler,
  type ApiHandler,
  type ApiHandlerOptions,
} from './api-handler';
import { createAuth } from './auth/auth';
import { signInRequired, type Auth, type Identity } from './auth/identity';
import { databaseUnavailable } from './http/database-unavailable';
import { securityHeaders } from './security-headers';
import type { ServerEnv } from './server-env';
import { asUnavailable } from './store/db-errors';
import { LOCAL_USER } from './store/user-names';

/** Vite names everything under /assets/ by content hash, so a file there never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and unhashed files: cache, but ask every time (cheap with the ETag). */
export const REVALIDATE = 'no-cache';

const HEALTH_PATH = /^\/(?:healthz|readyz)$/;

export interface ProductionAppOptions {
  distDir: string;
  env: ServerEnv;
  /** A ready-made handler (tests); otherwise built from env. */
  api?: ApiHandler;
  apiOptions?: ApiHandlerOptions;
  /** Who may call the API; open (AUTH=none) when absent. */
  auth?: Auth;
}

export interface ProductionApp {
  app: Hono;
  api: ApiHandler;
}

function looksLikeFile(path: string): boolean {
  return /\.[a-z0-9]+$/i.test(path.split('/').pop() ?? '');
}

/** Sets Cache-Control on files the static handler found (not on the 404s after it). */
function cacheFound(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304)
      c.res.headers.set('Cache-Control', value);
  };
}

export function createProductionApp(options: ProductionAppOptions): ProductionApp {
  const { distDir, env } = options;
  const api = options.api ?? createApiHandler(env, options.apiOptions);
  const auth =
    options.auth ?? createAuth({ mode: 'none', trustProxy: 'none', secureCookies: 'auto' });
  // Read once: the SPA fallback answers every deep link with it, and a deploy restarts the process.
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const app = new Hono();

  app.use(
    '*',
    securityHeaders({ connectOrigins: env.connectOrigins, basemapOrigins: env.basemapOrigins }),
  );
  app.use('*', compress());

  app.use('/auth/*', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-store');
  });
  app.route('/', auth.routes);
  app.all('/auth/*', (c) =>
    c.json({ statusCode: 404, error: 'Not Found', message: 'No such route' }, 404),
  );

  app.all('*', async (c, next) => {
    if (!API_PATH.test(c.req.path)) return next();
    let request = c.req.raw;
    // Where nobody signs in (AUTH=none) the one user `local` runs the team, settings included.
    let appUser = LOCAL_USER;
    let appRole: 'admin' | 'member' = 'admin';
    // Health checks stay open for the load balancer; everything that reaches data needs a user.
    if (!HEALTH_PATH.test(c.req.path)) {
      let who: Identity;
      try {
        who = await auth.identify(c);
      } catch (error) {
        // The sessions live in the database: while it cannot answer, nobody is signed out for it.
        const unavailable = asUnavailable(error);
        if (!unavailable) throw error;
        console.error(`[auth] who is calling ${c.req.path}: ${unavailable.message}`);
        return databaseUnavailable(c);
      }
      if (who.kind === 'anonymous') {
        c.res = signInRequired(c, auth.mode, who.message);
        c.header('Cache-Control', 'no-store');
        return c.res;
      }
      if (who.kind === 'user') {
        // Lists and searches belong to the signed-in user, in one letter case.
        appUser = who.key;
        appRole = who.role;
        // The signed-in user, never what the browser claims, goes upstream (vendor analytics).
        const headers = new Headers(request.headers);
        headers.set('x-user-id', who.name);
        request = new Request(request, { headers });
      }
    }
    const response = APP_API_PATH.test(c.req.path)
      ? await api.appApi.fetch(request, { appUser, appRole })
      : // The proxy records who pulled the records it relays.
        await api.app.fetch(request, { ...(c.env as object), appUser });
    c.res = new Response(response.body, response);
    c.header('Cache-Control', 'no-store');
    return c.res;
  });

  // Dot-folders (.vite/manifest.json) are build bookkeeping, not part of the site.
  app.use('*', async (c, next) => {
    if (/(^|\/)\./.test(c.req.path)) return c.text('Not Found', 404);
    return next();
  });

  app.use('/assets/*', cacheFound(IMMUTABLE), serveStatic({ root: distDir }));
  // A missing hashed file is a 404, never index.html: a browser must not cache HTML as a script.
  app.all('/assets/*', (c) => c.text('Not Found', 404));

  const serveIndex = (c: Context) => {
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  };

  app.use('*', etag());
  app.get('/', serveIndex);
  app.get('/index.html', serveIndex);
  app.use('*', cacheFound(REVALIDATE), serveStatic({ root: distDir }));
  // SPA fallback: a deep link (a shared search URL) gets the app; a missing file stays a 404.
  app.get('*', (c) => (looksLikeFile(c.req.path) ? c.text('Not Found', 404) : serveIndex(c)));
  app.all('*', (c) => c.text('Not Found', 404));

  return { app, api };
}
