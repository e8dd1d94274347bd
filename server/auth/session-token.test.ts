import { describe, expect, it } from 'vitest';
import { signSession, verifySession, type SessionClaims } from './session-token';

const SECRET = 'a-session-secret-of-at-least-32-characters';
const CLAIMS: SessionClaims = { sid: 'session-1', sub: 'alice', iat: 1_000, exp: 61_000 };

function flip(text: string, at: number): string {
  const ch = text[at] === 'A' ? 'B' : 'A';
  return text.slice(0, at) + ch + text.slice(at + 1);
}

describe('session tokens', () => {
  it('round-trips the claims while unexpired', () => {
    const token = signSession(CLAIMS, SECRET);
    expect(verifySession(token, SECRET, 60_999)).toEqual({ ok: true, claims: CLAIMS });
  });

  it('refuses an expired token', () => {
    expect(verifySession(signSession(CLAIMS, SECRET), SECRET, 61_000)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses a token whose payload or signature was changed', () => {
    const token = signSession(CLAIMS, SECRET);
    const [payload = '', sig = ''] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...CLAIMS, sub: 'admin' })).toString('base64url');
    expect(verifySession(`${forged}.${sig}`, SECRET, 2_000)).toMatchObject({
      reason: 'bad-signature',
    });
    expect(verifySession(`${flip(payload, 3)}.${sig}`, SECRET, 2_000).ok).toBe(false);
    expect(verifySession(`${payload}.${flip(sig, 5)}`, SECRET, 2_000).ok).toBe(false);
    // A later expiry cannot be written in without the secret either.
    const extended = Buffer.from(JSON.stringify({ ...CLAIMS, exp: 9e15 })).toString('base64url');
    expect(verifySession(`${extended}.${sig}`, SECRET, 70_000).ok).toBe(false);
  });

  it('refuses a token signed with another secret, and accepts it on any instance with the same one', () => {
    const token = signSession(CLAIMS, SECRET);
    expect(verifySession(token, `${SECRET}-other`, 2_000)).toMatchObject({
      reason: 'bad-signature',
    });
    expect(verifySession(token, `${SECRET}`, 2_000).ok).toBe(true);
  });

  it.each([undefined, '', 'abc', 'a.b.c', '.', `${'x'.repeat(3000)}.y`])(
    'refuses the malformed token %j',
    (token) => {
      expect(verifySession(token, SECRET, 2_000).ok).toBe(false);
    },
  );
});
