// A webhook URL's own checks (scheme, credentials, IP literals) and the DNS check that refuses a
// name resolving to a refused address; which servers are https only.
import { describe, expect, it } from 'vitest';
import { checkTarget, httpsOnlyFromEnv, parseTarget, pinnedLookup } from './target-check';

const open = { httpsOnly: false, allowPrivate: false };

describe('parseTarget', () => {
  it('takes https, and http only where the server allows it', () => {
    expect(parseTarget('https://hooks.example.com/x', { ...open, httpsOnly: true }).href).toBe(
      'https://hooks.example.com/x',
    );
    expect(() => parseTarget('http://hooks.example.com/x', { ...open, httpsOnly: true })).toThrow(
      /must use https/,
    );
    expect(parseTarget('http://hooks.example.com/x', open).protocol).toBe('http:');
  });

  it('refuses other schemes, credentials, fragments and what is not a URL', () => {
    expect(() => parseTarget('ftp://example.com/', open)).toThrow(/https/);
    expect(() => parseTarget('file:///etc/passwd', open)).toThrow(/https/);
    expect(() => parseTarget('https://u:p@example.com/', open)).toThrow(/user name or password/);
    expect(() => parseTarget('https://example.com/#x', open)).toThrow(/fragment/);
    expect(() => parseTarget('not a url', open)).toThrow(/not a valid URL/);
  });

  it('refuses IP literals of refused classes in every spelling the URL parser normalises', () => {
    for (const url of [
      'http://127.0.0.1/',
      'http://2130706433/', // 127.0.0.1 as one number
      'http://0x7f.1/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1:8080/',
    ])
      expect(() => parseTarget(url, open), url).toThrow(/address/);
    expect(parseTarget('http://127.0.0.1:9/', { ...open, allowPrivate: true }).port).toBe('9');
    expect(() => parseTarget('http://169.254.169.254/', { ...open, allowPrivate: true })).toThrow(
      /link-local/,
    );
  });
});

describe('checkTarget (after DNS)', () => {
  it('refuses a name that resolves to loopback, unless private targets are allowed', async () => {
    await expect(checkTarget('http://localhost:9/', open)).rejects.toThrow(/localhost resolves to/);
    await expect(
      checkTarget('http://localhost:9/', { ...open, allowPrivate: true }),
    ).resolves.toBeInstanceOf(URL);
  });

  it('refuses a name that does not resolve', async () => {
    await expect(checkTarget('https://no-such-host.invalid/', open)).rejects.toThrow(
      /could not be found/,
    );
  });

  it('answers the connection only an address it has just checked', async () => {
    const lookup = pinnedLookup(false);
    const error = await new Promise<Error | null>((resolve) =>
      lookup('localhost', { family: 0 }, (e) => resolve(e)),
    );
    expect(error?.message).toMatch(/loopback/);
  });
});

describe('httpsOnlyFromEnv', () => {
  it('is https only unless in development or tests, or WEBHOOK_ALLOW_HTTP=true', () => {
    expect(httpsOnlyFromEnv({})).toBe(true);
    expect(httpsOnlyFromEnv({ NODE_ENV: 'production' })).toBe(true);
    expect(httpsOnlyFromEnv({ NODE_ENV: 'development' })).toBe(false);
    expect(httpsOnlyFromEnv({ NODE_ENV: 'test' })).toBe(false);
    expect(httpsOnlyFromEnv({ NODE_ENV: 'production', WEBHOOK_ALLOW_HTTP: 'true' })).toBe(false);
  });
});
