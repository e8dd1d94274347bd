import { describe, expect, it } from 'vitest';
import { devContentSecurityPolicy, securityHeaderList } from './security-headers';

/** The policy as directive → sources, so tests compare whole source lists, not substrings. */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

function productionPolicy(options: Parameters<typeof securityHeaderList>[0]) {
  const header = securityHeaderList(options).find(([name]) => name === 'Content-Security-Policy');
  return parse(header?.[1] ?? '');
}

describe('the CSP for basemaps', () => {
  it('lets the map reach exactly the configured basemap origins', () => {
    const csp = productionPolicy({
      connectOrigins: ['https://api.example.com'],
      basemapOrigins: ['https://tiles.openfreemap.org', 'http://127.0.0.1:4314'],
    });
    expect(csp['connect-src']).toEqual([
      "'self'",
      'https://api.example.com',
      'https://tiles.openfreemap.org',
      'http://127.0.0.1:4314',
    ]);
    // https: stays for MLS photos; the plain-http fixture origin is only there because it is listed.
    expect(csp['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https:',
      'https://tiles.openfreemap.org',
      'http://127.0.0.1:4314',
    ]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('allows no other origin when no basemap origin is configured', () => {
    const csp = productionPolicy({});
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(Object.values(csp).flat()).not.toContain('*');
  });

  it('sends dev only the map directives, with the same origins', () => {
    const dev = parse(devContentSecurityPolicy({ basemapOrigins: ['https://tiles.example.com'] }));
    expect(Object.keys(dev).sort()).toEqual(['connect-src', 'img-src', 'worker-src']);
    expect(dev['connect-src']).toEqual(["'self'", 'https://tiles.example.com']);
    expect(dev['img-src']).toContain('https://tiles.example.com');
  });
});
