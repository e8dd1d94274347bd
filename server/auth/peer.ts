// Who is on the other end of the socket, and what a trusted reverse proxy says about the client.
import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { TrustedPeers } from './auth-env';

/** `::ffff:10.0.0.1` and `10.0.0.1` are the same peer. */
function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}

/** The socket's remote address (the Node adapter passes the request in c.env.incoming). */
export function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const address = incoming?.socket?.remoteAddress;
  return address ? normaliseIp(address) : undefined;
}

export function isListed(address: string | undefined, list: readonly string[]): boolean {
  return address !== undefined && list.some((entry) => normaliseIp(entry) === address);
}

function trusts(c: Context, trusted: TrustedPeers): boolean {
  if (trusted === 'none') return false;
  if (trusted === 'any') return true;
  return isListed(socketAddress(c), trusted);
}

/**
 * The client's address for rate limiting: the socket's, or, behind a trusted proxy, the last
 * entry of x-forwarded-for (the one that proxy added; earlier ones the client may have forged).
 */
export function clientAddress(c: Context, trusted: TrustedPeers): string {
  if (trusts(c, trusted)) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return normaliseIp(forwarded);
  }
  return socketAddress(c) ?? 'unknown';
}

/** Did the browser use https? Directly, or as a trusted TLS-terminating proxy says. */
export function cameOverHttps(c: Context, trusted: TrustedPeers): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  if (!trusts(c, trusted)) return false;
  return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() === 'https';
}
