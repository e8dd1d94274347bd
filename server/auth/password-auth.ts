// Password sign-in (AUTH=password): users and sessions in the database, a signed cookie naming the
// session (password-session.ts), failure counters taken before any hash is checked, and hashing a
// few at a time (password-sign-in.ts).
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie } from 'hono/cookie';
import { payloadTooLarge } from '../../mock-server/http/read-json';
import { refuseUnlessJson } from '../http/require-json';
import type { AppStore } from '../store/store';
import { adminRoutes } from './admin-routes';
import type { AuthConfig, PasswordAuth } from './auth-env';
import { createHashQueue, type HashQueue } from './hash-queue';
import { quoted, SIGN_IN_MESSAGE, signInRequired, type Auth, type Identity } from './identity';
import { BCRYPT_COST, hashPassword } from './password-hash';
import {
  cookieClaims,
  cookieOptions,
  SESSION_COOKIE,
  sessionOf,
  setSessionCookie,
  type PasswordContext,
} from './password-session';
import { signInRoute } from './password-sign-in';
import { authRouteError } from './route-errors';
import { signInLimits } from './sign-in-limits';

export { SESSION_COOKIE } from './password-session';

const MAX_SIGN_IN_BODY_BYTES = 4096;

interface PasswordAuthOptions {
  log: (line: string) => void;
  now: () => number;
  /** The team database; a failure to open it is DatabaseUnavailable (a 503). */
  store: () => Promise<AppStore>;
  hashQueue?: HashQueue;
  /** bcrypt cost of passwords an admin sets; tests lower it. */
  hashCost?: number;
}

/** GET /auth/session: who is signed in, renewing the cookie past half its life. */
async function sessionAnswer(c: Context, context: PasswordContext) {
  const { config, now, store } = context;
  const session = await sessionOf(c, context);
  if (!session) return signInRequired(c, 'password');
  // Sliding renewal: someone using the app daily is not signed out mid-afternoon.
  if (now() - session.claims.iat > config.sessionTtlMs / 2) {
    const issuedAt = now();
    await (
      await store()
    ).sessions.extend(session.claims.sid, new Date(issuedAt + config.sessionTtlMs));
    setSessionCookie(c, config, { sid: session.claims.sid, name: session.live.name, issuedAt });
  }
  return c.json({
    mode: 'password',
    user: { name: session.live.name, role: session.live.role },
    canSignOut: true,
  });
}

/** POST /auth/sign-out and /auth/sign-out-everywhere. */
function signOutRoutes(routes: Hono, context: PasswordContext) {
  const { config, log, store } = context;
  // Ends this session for good (the row goes), not just this browser's copy of the cookie.
  routes.post('/auth/sign-out', async (c) => {
    const notJson = refuseUnlessJson(c);
    if (notJson) return notJson;
    const check = cookieClaims(c, context);
    if (check.ok) await (await store()).sessions.end(check.claims.sid);
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c, config));
    return c.json({ signedOut: true });
  });

  // "Sign out all my sessions": every device, every instance.
  routes.post('/auth/sign-out-everywhere', async (c) => {
    const notJson = refuseUnlessJson(c);
    if (notJson) return notJson;
    const session = await sessionOf(c, context);
    if (!session) return signInRequired(c, 'password');
    const ended = await (await store()).sessions.endAll(session.live.userKey, session.live.userKey);
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c, config));
    log(`[auth] ${quoted(session.live.name)} ended all ${ended} of their sessions`);
    return c.json({ signedOut: true, ended });
  });
}

export function passwordAuth(
  config: PasswordAuth & AuthConfig,
  options: PasswordAuthOptions,
): Auth {
  const { log, now, store } = options;
  const context: PasswordContext = { config, log, now, store };
  const routes = new Hono();
  const hashes = options.hashQueue ?? createHashQueue();
  const limits = signInLimits(async () => (await store()).signInAttempts, now);

  const identify = async (c: Context): Promise<Identity> => {
    const session = await sessionOf(c, context);
    return session
      ? {
          kind: 'user',
          name: session.live.name,
          key: session.live.userKey,
          role: session.live.role,
        }
      : { kind: 'anonymous', message: SIGN_IN_MESSAGE };
  };

  routes.onError(authRouteError(log));

  routes.get('/auth/session', (c) => sessionAnswer(c, context));

  // A name and a password: anything bigger is not a sign-in, and is not read into memory.
  routes.use(
    '/auth/sign-in',
    bodyLimit({
      maxSize: MAX_SIGN_IN_BODY_BYTES,
      onError: (c) =>
        payloadTooLarge(c, `A sign-in request must be at most ${MAX_SIGN_IN_BODY_BYTES} bytes.`),
    }),
  );
  routes.post('/auth/sign-in', signInRoute({ ...context, hashes, limits }));

  signOutRoutes(routes, context);

  routes.route(
    '/',
    adminRoutes({
      identify,
      store,
      log,
      onError: authRouteError(log),
      // Setting a password costs what checking one does: it waits its turn in the same queue.
      hash: (password) => hashes.run(() => hashPassword(password, options.hashCost ?? BCRYPT_COST)),
    }),
  );

  return { mode: 'password', routes, identify };
}
