// Sign-in for the production server: /auth/* routes, and who is calling (or a 401) for every API request.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { payloadTooLarge } from '../../mock-server/http/read-json';
import { ERROR_DETAILS } from '../../src/api/contract/error-details';
import { ERROR_TABLE } from '../../src/api/contract/error-table';
import { refuseUnlessJson } from '../http/require-json';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AuthConfig, HeaderAuth, PasswordAuth } from './auth-env';
import { dummyHash, verifyPassword } from './password-hash';
import { cameOverHttps, clientAddress, isListed, socketAddress } from './peer';
import { createRateLimiter, type RateLimiter } from './rate-limit';
import { signSession, verifySession } from './session-token';
import { hashFingerprint, usersStore, type UsersStore } from './users-file';

export const SESSION_COOKIE = 'llb_session';
/** Fifteen minutes; 10 failures per name and 30 per address within it. */
const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_FAILURES_PER_USER = 10;
const LOGIN_FAILURES_PER_ADDRESS = 30;
const MAX_SIGN_IN_BODY_BYTES = 4096;

type Identity =
  /** Nobody needs to sign in (AUTH=none): the caller's own x-user-id (from Settings) passes. */
  { kind: 'open' } | { kind: 'user'; name: string } | { kind: 'anonymous'; message: string };

export interface Auth {
  mode: AuthConfig['mode'];
  /** /auth/session, /auth/sign-in, /auth/sign-out. */
  routes: Hono;
  identify(c: Context): Identity;
  /** Users in the file (password mode), for the refuse-to-start check. */
  userCount(): number;
}

export interface AuthOptions {
  log?: (line: string) => void;
  now?: () => number;
  /** The users file reader; built from the config's path when absent. */
  users?: UsersStore;
}

const SIGN_IN_MESSAGE: string = ERROR_DETAILS.SIGN_IN_REQUIRED.message;

/** The 401 every API call without a session gets; the app maps SIGN_IN_REQUIRED to its sign-in screen. */
export function signInRequired(c: Context, mode: AuthConfig['mode'], message = SIGN_IN_MESSAGE) {
  return c.json(
    { statusCode: 401, error: 'Unauthorized', errorCode: 'SIGN_IN_REQUIRED', message, mode },
    ERROR_TABLE.SIGN_IN_REQUIRED.status,
  );
}

/** Names in logs: quoted and escaped, so a name cannot forge a log line. */
function quoted(name: string): string {
  return JSON.stringify(name.slice(0, 64));
}

export function createAuth(config: AuthConfig, options: AuthOptions = {}): Auth {
  const log = options.log ?? ((line: string) => console.warn(line));
  const now = options.now ?? Date.now;
  const routes = new Hono();

  if (config.mode === 'none') {
    routes.get('/auth/session', (c) => c.json({ mode: 'none', user: null, canSignOut: false }));
    return { mode: 'none', routes, identify: () => ({ kind: 'open' }), userCount: () => 0 };
  }
  if (config.mode === 'header') return headerAuth(config, routes);
  return passwordAuth(config, routes, { log, now, users: options.users });
}

function headerAuth(config: HeaderAuth & AuthConfig, routes: Hono): Auth {
  const identify = (c: Context): Identity => {
    // The header means something only when the trusted proxy set it; from anyone else it is a claim.
    if (!isListed(socketAddress(c), config.proxyIps))
      return {
        kind: 'anonymous',
        message: 'Sign in through your organisation’s sign-in page to use Lead List Builder.',
      };
    const name = c.req.header(config.header)?.trim() ?? '';
    if (!name || name.length > 128 || [...name].some((ch) => ch < ' '))
      return { kind: 'anonymous', message: SIGN_IN_MESSAGE };
    return { kind: 'user', name };
  };
  routes.get('/auth/session', (c) => {
    const who = identify(c);
    if (who.kind !== 'user')
      return signInRequired(c, 'header', who.kind === 'anonymous' ? who.message : undefined);
    return c.json({ mode: 'header', user: { name: who.name }, canSignOut: false });
  });
  return { mode: 'header', routes, identify, userCount: () => 0 };
}

function passwordAuth(
  config: PasswordAuth & AuthConfig,
  routes: Hono,
  options: { log: (line: string) => void; now: () => number; users: UsersStore | undefined },
): Auth {
  const { log, now } = options;
  const users = options.users ?? usersStore(config.usersFile);
  const perUser: RateLimiter = createRateLimiter({
    limit: LOGIN_FAILURES_PER_USER,
    windowMs: LOGIN_WINDOW_MS,
    now,
  });
  const perAddress: RateLimiter = createRateLimiter({
    limit: LOGIN_FAILURES_PER_ADDRESS,
    windowMs: LOGIN_WINDOW_MS,
    now,
  });

  const cookieOptions = (c: Context) => ({
    httpOnly: true,
    sameSite: 'Strict' as const,
    path: '/',
    secure:
      config.secureCookies === 'always' ||
      (config.secureCookies === 'auto' && cameOverHttps(c, config.trustProxy)),
  });

  const startSession = (c: Context, name: string, hash: string) => {
    const issuedAt = now();
    const token = signSession(
      {
        sub: name,
        fp: hashFingerprint(hash, config.sessionSecret),
        iat: issuedAt,
        exp: issuedAt + config.sessionTtlMs,
      },
      config.sessionSecret,
    );
    setCookie(c, SESSION_COOKIE, token, {
      ...cookieOptions(c),
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
  };

  /** The session's user, if the cookie is genuine, unexpired, and the user still has that password. */
  const sessionOf = (c: Context) => {
    const check = verifySession(getCookie(c, SESSION_COOKIE), config.sessionSecret, now());
    if (!check.ok) return undefined;
    const user = users.find(check.claims.sub);
    if (!user || hashFingerprint(user.hash, config.sessionSecret) !== check.claims.fp)
      return undefined;
    return { user, claims: check.claims };
  };

  const identify = (c: Context): Identity => {
    const session = sessionOf(c);
    return session
      ? { kind: 'user', name: session.user.name }
      : { kind: 'anonymous', message: SIGN_IN_MESSAGE };
  };

  routes.get('/auth/session', (c) => {
    const session = sessionOf(c);
    if (!session) return signInRequired(c, 'password');
    // Sliding renewal: someone using the app daily is not signed out mid-afternoon.
    if (now() - session.claims.iat > config.sessionTtlMs / 2)
      startSession(c, session.user.name, session.user.hash);
    return c.json({ mode: 'password', user: { name: session.user.name }, canSignOut: true });
  });

  // A name and a password: anything bigger is not a sign-in, and is not read into memory.
  routes.use(
    '/auth/sign-in',
    bodyLimit({
      maxSize: MAX_SIGN_IN_BODY_BYTES,
      onError: (c) =>
        payloadTooLarge(c, `A sign-in request must be at most ${MAX_SIGN_IN_BODY_BYTES} bytes.`),
    }),
  );
  routes.post('/auth/sign-in', async (c) => {
    const notJson = refuseUnlessJson(c);
    if (notJson) return notJson;
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      body = undefined;
    }
    const { name, password } = (body ?? {}) as { name?: unknown; password?: unknown };
    if (
      typeof name !== 'string' ||
      typeof password !== 'string' ||
      !name.trim() ||
      !password ||
      name.length > 64 ||
      password.length > 1024
    ) {
      return c.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          errorCode: 'SIGN_IN_INVALID',
          message: 'Enter your user name and password.',
        },
        400,
      );
    }
    const userKey = name.trim().toLowerCase();
    const address = clientAddress(c, config.trustProxy);
    const waitMs = Math.max(perUser.blockedFor(userKey), perAddress.blockedFor(address));
    if (waitMs > 0) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      log(`[auth] sign-in refused for ${quoted(name)} from ${address}: too many failures`);
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return c.json(
        {
          statusCode: 429,
          error: 'Too Many Requests',
          errorCode: 'SIGN_IN_RATE_LIMITED',
          message: `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        },
        429,
      );
    }
    const user = users.find(userKey);
    // Always one bcrypt comparison, so an unknown name costs the same time as a wrong password.
    const matches = await verifyPassword(
      password,
      user?.hash ?? (await dummyHash(users.any()?.hash)),
    );
    if (!user || !matches) {
      perUser.fail(userKey);
      perAddress.fail(address);
      log(
        `[auth] sign-in failed for ${quoted(name)} from ${address}: ${user ? 'wrong password' : 'unknown user'}`,
      );
      return c.json(
        {
          statusCode: 401,
          error: 'Unauthorized',
          errorCode: 'SIGN_IN_FAILED',
          message: 'That user name and password do not match.',
        },
        401,
      );
    }
    perUser.reset(userKey);
    startSession(c, user.name, user.hash);
    return c.json({ mode: 'password', user: { name: user.name }, canSignOut: true });
  });

  routes.post('/auth/sign-out', (c) => {
    const notJson = refuseUnlessJson(c);
    if (notJson) return notJson;
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    return c.json({ signedOut: true });
  });

  return { mode: 'password', routes, identify, userCount: () => users.count() };
}
