import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_RESPONSE_BYTES,
  DEFAULT_PORT,
  DEFAULT_UPSTREAM_TIMEOUT_MS,
  OPENFREEMAP_ORIGIN,
  readServerEnv,
} from './server-env';

describe('readServerEnv', () => {
  it('uses the mock when no service is configured', () => {
    expect(readServerEnv({})).toEqual({
      api: { mode: 'mock' },
      port: DEFAULT_PORT,
      connectOrigins: [],
      basemapOrigins: [OPENFREEMAP_ORIGIN],
    });
  });

  it('proxies when both the URL and the key are set', () => {
    const env = readServerEnv({
      PROPERTY_API_URL: 'https://api.example.com/prefix/',
      PROPERTY_API_KEY: ' sk-123 ',
      PORT: '3000',
    });
    expect(env.api).toEqual({
      mode: 'proxy',
      baseUrl: 'https://api.example.com/prefix',
      apiKey: 'sk-123',
      timeoutMs: DEFAULT_UPSTREAM_TIMEOUT_MS,
      maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
    });
    expect(env.port).toBe(3000);
  });

  it('reads the response cap, and refuses one that is not a positive integer', () => {
    const base = { PROPERTY_API_URL: 'https://api.example.com', PROPERTY_API_KEY: 'k' };
    const env = readServerEnv({ ...base, PROPERTY_API_MAX_RESPONSE_BYTES: '1000' });
    expect(env.api.mode === 'proxy' && env.api.maxResponseBytes).toBe(1000);
    expect(() => readServerEnv({ ...base, PROPERTY_API_MAX_RESPONSE_BYTES: '8MB' })).toThrow(
      /PROPERTY_API_MAX_RESPONSE_BYTES/,
    );
  });

  it('fails loudly on half a configuration, without printing the key', () => {
    expect(() => readServerEnv({ PROPERTY_API_URL: 'https://api.example.com' })).toThrow(
      /PROPERTY_API_KEY is not/,
    );
    let message = '';
    try {
      readServerEnv({ PROPERTY_API_KEY: 'sk-secret-value' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PROPERTY_API_URL is not/);
    expect(message).not.toContain('sk-secret-value');
  });

  it('rejects URLs that are not http(s) or that carry credentials', () => {
    expect(() =>
      readServerEnv({ PROPERTY_API_URL: 'ftp://x.example', PROPERTY_API_KEY: 'k' }),
    ).toThrow(/http/);
    expect(() =>
      readServerEnv({ PROPERTY_API_URL: 'https://u:p@x.example', PROPERTY_API_KEY: 'k' }),
    ).toThrow(/credentials/);
    expect(() => readServerEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('reads extra browser-reachable origins for the CSP', () => {
    expect(
      readServerEnv({ CONNECT_ORIGINS: 'https://a.example.com/v2, http://localhost:4010' })
        .connectOrigins,
    ).toEqual(['https://a.example.com', 'http://localhost:4010']);
  });

  it('reads the basemap origins: OpenFreeMap by default, none, or a list of origins', () => {
    expect(readServerEnv({}).basemapOrigins).toEqual(['https://tiles.openfreemap.org']);
    expect(readServerEnv({ BASEMAP_ORIGINS: 'none' }).basemapOrigins).toEqual([]);
    expect(
      readServerEnv({
        BASEMAP_ORIGINS:
          'https://tiles.openfreemap.org/styles/liberty https://tiles.example.com, https://tiles.example.com/a',
      }).basemapOrigins,
    ).toEqual(['https://tiles.openfreemap.org', 'https://tiles.example.com']);
  });

  it('refuses a basemap origin that is a wildcard or not http(s)', () => {
    expect(() => readServerEnv({ BASEMAP_ORIGINS: '*' })).toThrow(/BASEMAP_ORIGINS/);
    expect(() => readServerEnv({ BASEMAP_ORIGINS: 'https:' })).toThrow(/BASEMAP_ORIGINS/);
    expect(() => readServerEnv({ BASEMAP_ORIGINS: 'ftp://tiles.example.com' })).toThrow(
      /BASEMAP_ORIGINS/,
    );
  });
});
