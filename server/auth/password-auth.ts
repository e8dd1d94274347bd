// Password sign-in (AUTH=password): users and sessions in the database, a signed cookie naming the
// session, failure counters taken before any hash is checked, and hashing a few at a time.
import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { payloadTooLarge } from '../../mock-server/http/read-json';
import { refuseUnlessJson } from '../http/require-json';
import type { AppStore } from '../store/store';
import { userKey } from '../store/user-names';
import { adminRoutes } from './admin-routes';
import type { AuthConfig, PasswordAuth } from './auth-env';
import { createHashQueue, type HashQueue } from './hash-queue';
import { quoted, SIGN_IN_MESSAGE, signInRequired, type Auth, type Identity } from './identity';
import { BCRYPT_COST, dummyHash, hashPassword, verifyPassword } from './password-hash';
import { cameOverHttps, clientAddress } from './peer';
import { authRouteError } from './route-errors';
import { signSession, verifySession } from './session-token';
import { signInLimits } from './sign-in-limits';

export const SESSION_COOKIE = 'llb_session';
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

function newSessionId(): string {
  return randomBytes(16).toString('base64url');
}

function invalidSignIn(c: Context) {
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

async function readCredentials(
  c: Context,
): Promise<{ name: string; password: string } | undefined> {
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
  )
    return undefined;
  return { name, password };
}

export function passwordAuth(
  config: PasswordAuth & AuthConfig,
  options: PasswordAuthOptions,
): Auth {
  const { log, now, store } = options;
  const routes = new Hono();
  const hashes = options.hashQueue ?? createHashQueue();
  const limits = signInLimits(async () => (await store()).signInAttempts, now);

  const cookieOptions = (c: Context) => ({
    httpOnly: true,
    sameSite: 'Strict' as const,
    path: '/',
    secure:
      config.secureCookies === 'always' ||
      (config.secureCookies === 'auto' && cameOverHttps(c, config.trustProxy)),
  });

  const setSessionCookie = (c: Context, sid: string, name: string, issuedAt: number) => {
    const token = signSession(
      { sid, sub: name, iat: issuedAt, exp: issuedAt + config.sessionTtlMs },
      config.sessionSecret,
    );
    setCookie(c, SESSION_COOKIE, token, {
      ...cookieOptions(c),
      maxAge: Math.floor(config.sessionTtlMs / 1000),
    });
  };

  /** The live session the cookie names: genuine, unexpired, not ended, its user still there. */
  const sessionOf = async (c: Context) => {
    const check = verifySession(getCookie(c, SESSION_COOKIE), config.sessionSecret, now());
    // A forged or expired cookie is turned away without asking the database.
    if (!check.ok) return undefined;
    const live = await (await store()).sessions.find(check.claims.sid, new Date(now()));
    return live && { live, claims: check.claims };
  };

  const identify = async (c: Context): Promise<Identity> => {
    const session = await sessionOf(c);
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

  routes.get('/auth/session', async (c) => {
    const session = await sessionOf(c);
    if (!session) return signInRequired(c, 'password');
    // Sliding renewal: someone using the app daily is not signed out mid-afternoon.
    if (now() - session.claims.iat > config.sessionTtlMs / 2) {
      const issuedAt = now();
      await (
        await store()
      ).sessions.extend(session.claims.sid, new Date(issuedAt + config.sessionTtlMs));
      setSessionCookie(c, session.claims.sid, session.live.name, issuedAt);
    }
    return c.json({
      mode: 'password',
      user: { name: session.live.name, role: session.live.role },
      canSignOut: true,
    });
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
    const credentials = await readCredentials(c);
    if (!credentials) return invalidSignIn(c);
    const { name, password } = credentials;
    const key = userKey(name);
    const address = clientAddress(c, config.trustProxy);
    const team = await store();

    // Counted before the hash is checked: sixteen guesses at once get ten checks, not sixteen.
    const verdict = await limits.take(key, address);
    if (!verdict.allowed) {
      const minutes = Math.max(1, Math.ceil(verdict.retryAfterMs / 60_000));
      log(
        `[auth] sign-in refused for ${quoted(name)} from ${address}: too many failures (${verdict.scope})`,
      );
      c.header('Retry-After', String(Math.max(1, Math.ceil(verdict.retryAfterMs / 1000))));
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

    const user = await team.users.find(key);
    // Always one bcrypt comparison, so an unknown name costs the same time as a wrong password.
    const hash = user?.passwordHash ?? (await dummyHash(await team.users.anyHash()));
    let matches: boolean;
    try {
      matches = await hashes.run(() => verifyPassword(password, hash));
    } catch (error) {
      // Turned away before any check: this attempt was no guess, so it does not count.
      await limits.giveBack(key, address);
      throw error;
    }
    if (!user?.passwordHash || !matches) {
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
    await limits.succeeded(key, address);
    const sid = newSessionId();
    const issuedAt = now();
    await team.sessions.start({
      sessionId: sid,
      user: user.key,
      expiresAt: new Date(issuedAt + config.sessionTtlMs),
      address,
      userAgent: c.req.header('user-agent'),
    });
    setSessionCookie(c, sid, user.name, issuedAt);
    return c.json({
      mode: 'password',
      user: { name: user.name, role: user.role },
      canSignOut: true,
    });
  });

  // Ends this session for good (the row goes), not just this browser's copy of the cookie.
  routes.post('/auth/sign-out', async (c) => {
    const notJson = refuseUnlessJson(c);
    if (notJson) return notJson;
    const check = verifySession(getCookie(c, SESSION_COOKIE), config.sessionSecret, now());
    if (check.ok) await (await store()).sessions.end(check.claims.sid);
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    return c.json({ signedOut: true });
  });

  // "Sign out all my sessions": every device, every instance.
  routes.post('/auth/sign-out-everywhere', async (c) => {
    const notJson = refuseUnlessJson(c);
    if (notJson) return notJson;
    const session = await sessionOf(c);
    if (!session) return signInRequired(c, 'password');
    const ended = await (await store()).sessions.endAll(session.live.userKey, session.live.userKey);
    deleteCookie(c, SESSION_COOKIE, cookieOptions(c));
    log(`[auth] ${quoted(session.live.name)} ended all ${ended} of their sessions`);
    return c.json({ signedOut: true, ended });
  });

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
