import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { TrustedPeers } from './auth-env';
import { cameOverHttps, clientAddress } from './peer';

/** What the server would make of a request from `socket` with these headers. */
async function seen(trusted: TrustedPeers, socket: string, headers: Record<string, string>) {
  const app = new Hono();
  app.get('/', (c) =>
    c.json({ client: clientAddress(c, trusted), https: cameOverHttps(c, trusted) }),
  );
  const response = await app.fetch(new Request('http://app.test/', { headers }), {
    incoming: { socket: { remoteAddress: socket } },
  });
  return response.json();
}

const FORWARDED = { 'x-forwarded-for': '6.6.6.6, 198.51.100.4', 'x-forwarded-proto': 'https' };

describe('peer', () => {
  it('believes nothing forwarded without TRUST_PROXY', async () => {
    expect(await seen('none', '::ffff:203.0.113.1', FORWARDED)).toEqual({
      client: '203.0.113.1',
      https: false,
    });
  });

  it('takes the last x-forwarded-for entry (the one the proxy added) from a trusted proxy', async () => {
    expect(await seen(['10.0.0.5'], '10.0.0.5', FORWARDED)).toEqual({
      client: '198.51.100.4',
      https: true,
    });
    expect(await seen('any', '10.9.9.9', FORWARDED)).toEqual({
      client: '198.51.100.4',
      https: true,
    });
  });

  it('ignores forwarded headers from a peer that is not the listed proxy', async () => {
    expect(await seen(['10.0.0.5'], '10.0.0.6', FORWARDED)).toEqual({
      client: '10.0.0.6',
      https: false,
    });
  });
});
