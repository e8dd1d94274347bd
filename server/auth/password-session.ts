// The password mode's session cookie: set signed, read back into the live session it names (the
// database has the last word: an ended session or a removed user is no session).
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppStore } from '../store/store';
import type { AuthConfig, PasswordAuth } from './auth-env';
import { cameOverHttps } from './peer';
import { signSession, verifySession } from './session-token';

export const SESSION_COOKIE = 'llb_session';

/** What the password mode's routes share: its settings, its log, its clock and the database. */
export interface PasswordContext {
  config: PasswordAuth & AuthConfig;
  log: (line: string) => void;
  now: () => number;
  /** The team database; a failure to open it is DatabaseUnavailable (a 503). */
  store: () => Promise<AppStore>;
}

export function cookieOptions(c: Context, config: PasswordContext['config']) {
  return {
    httpOnly: true,
    sameSite: 'Strict' as const,
    path: '/',
    secure:
      config.secureCookies === 'always' ||
      (config.secureCookies === 'auto' && cameOverHttps(c, config.trustProxy)),
  };
}

export function setSessionCookie(
  c: Context,
  config: PasswordContext['config'],
  session: { sid: string; name: string; issuedAt: number },
) {
  const { sid, name, issuedAt } = session;
  const token = signSession(
    { sid, sub: name, iat: issuedAt, exp: issuedAt + config.sessionTtlMs },
    config.sessionSecret,
  );
  setCookie(c, SESSION_COOKIE, token, {
    ...cookieOptions(c, config),
    maxAge: Math.floor(config.sessionTtlMs / 1000),
  });
}

/** The cookie's claims if it is genuine and unexpired; says nothing of the database. */
export function cookieClaims(c: Context, { config, now }: PasswordContext) {
  return verifySession(getCookie(c, SESSION_COOKIE), config.sessionSecret, now());
}

/** The live session the cookie names: genuine, unexpired, not ended, its user still there. */
export async function sessionOf(c: Context, context: PasswordContext) {
  const check = cookieClaims(c, context);
  // A forged or expired cookie is turned away without asking the database.
  if (!check.ok) return undefined;
  const live = await (
    await context.store()
  ).sessions.find(check.claims.sid, new Date(context.now()));
  return live && { live, claims: check.claims };
}
