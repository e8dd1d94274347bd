import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPagePolicy, originOf, policyAllows } from './basemap-csp';

const PAGE = 'https://leads.example.com/?state=AZ';
// The shape server/security-headers.ts sends, with BASEMAP_ORIGINS=https://tiles.openfreemap.org.
const POLICY =
  "default-src 'self'; img-src 'self' data: blob: https: https://tiles.openfreemap.org; " +
  "connect-src 'self' https://api.example.com https://tiles.openfreemap.org; worker-src 'self' blob:";

describe('policyAllows', () => {
  it('allows the page itself and the origins connect-src lists, nothing else', () => {
    expect(policyAllows(POLICY, '/basemaps/style.json', PAGE)).toBe(true);
    expect(policyAllows(POLICY, 'https://tiles.openfreemap.org/styles/liberty', PAGE)).toBe(true);
    expect(policyAllows(POLICY, 'pmtiles://https://tiles.openfreemap.org/us.pmtiles', PAGE)).toBe(
      true,
    );
    // img-src's https: is for MLS photos; the map fetches, so connect-src decides.
    expect(policyAllows(POLICY, 'https://tiles.example.com/style.json', PAGE)).toBe(false);
    expect(policyAllows(POLICY, 'http://tiles.openfreemap.org/styles/liberty', PAGE)).toBe(false);
    expect(policyAllows(POLICY, 'https://tiles.openfreemap.org:8443/s', PAGE)).toBe(false);
  });

  it('falls back to default-src, and allows everything when there is no policy', () => {
    expect(policyAllows("default-src 'self'", 'https://tiles.example.com/s.json', PAGE)).toBe(
      false,
    );
    expect(policyAllows("script-src 'self'", 'https://tiles.example.com/s.json', PAGE)).toBe(true);
    expect(policyAllows(null, 'https://tiles.example.com/s.json', PAGE)).toBe(true);
  });

  it('understands scheme, wildcard-host and * sources', () => {
    const url = 'https://a.tiles.example.com/{z}/{x}/{y}.png';
    expect(policyAllows('connect-src https:', url, PAGE)).toBe(true);
    expect(policyAllows('connect-src https://*.tiles.example.com', url, PAGE)).toBe(true);
    expect(policyAllows('connect-src https://*.other.example.com', url, PAGE)).toBe(false);
    expect(policyAllows('connect-src *', url, PAGE)).toBe(true);
  });

  it('needs every policy to allow when several arrive in one header', () => {
    const url = 'https://tiles.example.com/style.json';
    expect(
      policyAllows('connect-src https:, connect-src https://tiles.example.com', url, PAGE),
    ).toBe(true);
    expect(policyAllows("connect-src https:, connect-src 'self'", url, PAGE)).toBe(false);
  });

  it('names the origin for the message', () => {
    expect(originOf('pmtiles://https://tiles.example.com/a/us.pmtiles', PAGE)).toBe(
      'https://tiles.example.com',
    );
  });
});

describe('loadPagePolicy', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reads the page's own CSP header once, from a HEAD request", async () => {
    const fetchMock = vi.fn(() =>
      Promise.resolve(new Response(null, { headers: { 'content-security-policy': POLICY } })),
    );
    vi.stubGlobal('fetch', fetchMock);
    expect(await loadPagePolicy(PAGE)).toBe(POLICY);
    expect(await loadPagePolicy(PAGE)).toBe(POLICY);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(PAGE, {
      method: 'HEAD',
      cache: 'no-store',
    });
  });
});
