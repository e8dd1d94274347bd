// POST /auth/sign-in in password mode: the failure counters are taken before any hash is checked,
// one bcrypt comparison is made whether or not the name exists, and a match starts a session.
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { refuseUnlessJson } from '../http/require-json';
import { userKey } from '../store/user-names';
import type { HashQueue } from './hash-queue';
import { quoted } from './identity';
import { dummyHash, verifyPassword } from './password-hash';
import { setSessionCookie, type PasswordContext } from './password-session';
import { clientAddress } from './peer';
import type { signInLimits } from './sign-in-limits';

interface SignInContext extends PasswordContext {
  hashes: HashQueue;
  limits: ReturnType<typeof signInLimits>;
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

function rateLimited(c: Context, retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  c.header('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
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

function signInFailed(c: Context) {
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

/** The handler of POST /auth/sign-in (the body limit is mounted before it). */
export function signInRoute(context: SignInContext) {
  const { config, log, now, store, hashes, limits } = context;
  return async (c: Context) => {
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
      log(
        `[auth] sign-in refused for ${quoted(name)} from ${address}: too many failures (${verdict.scope})`,
      );
      return rateLimited(c, verdict.retryAfterMs);
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
      return signInFailed(c);
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
    setSessionCookie(c, config, { sid, name: user.name, issuedAt });
    return c.json({
      mode: 'password',
      user: { name: user.name, role: user.role },
      canSignOut: true,
    });
  };
}
