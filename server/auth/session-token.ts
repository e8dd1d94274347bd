// A signed, expiring session token: base64url(JSON) + "." + HMAC-SHA256. The signature turns away
// a forged or altered cookie before the database is asked; the session id in it names the row
// (server/store/sessions-repo.ts) that says whether the session is still live, on every instance.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface SessionClaims {
  /** The session's id (random, 128 bits): its hash is the row's key. */
  sid: string;
  /** User name, for the log; the row says who the session belongs to. */
  sub: string;
  /** Issued and expiry times, ms since the epoch. */
  iat: number;
  exp: number;
}

export type SessionCheck =
  | { ok: true; claims: SessionClaims }
  | { ok: false; reason: 'malformed' | 'bad-signature' | 'expired' };

function signature(payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(payload).digest();
}

export function signSession(claims: SessionClaims, secret: string): string {
  const payload = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${payload}.${signature(payload, secret).toString('base64url')}`;
}

export function verifySession(
  token: string | undefined,
  secret: string,
  now: number = Date.now(),
): SessionCheck {
  if (!token || token.length > 2048) return { ok: false, reason: 'malformed' };
  const [payload, sig, ...rest] = token.split('.');
  if (!payload || !sig || rest.length) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(payload, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  let claims: SessionClaims;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SessionClaims;
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (
    typeof claims !== 'object' ||
    claims === null ||
    typeof claims.sub !== 'string' ||
    typeof claims.sid !== 'string' ||
    typeof claims.iat !== 'number' ||
    typeof claims.exp !== 'number'
  )
    return { ok: false, reason: 'malformed' };
  if (claims.exp <= now) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}
