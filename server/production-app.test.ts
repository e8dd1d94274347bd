import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../mock-server/test-helpers';
import { createApiHandler } from './api-handler';
import { createProductionApp, IMMUTABLE, REVALIDATE } from './production-app';
import type { ServerEnv } from './server-env';
import { openStore } from './store/store';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('lead list builder '.repeat(400))});`;

let dist: string;
const env: ServerEnv = {
  api: { mode: 'mock' },
  port: 0,
  connectOrigins: ['https://api.example.com'],
};
let app: ReturnType<typeof createProductionApp>['app'];
let closeApi: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'llb-prod-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  const api = createApiHandler(env, {
    mockConfig: TEST_CONFIG,
    // Paid calls go through the meter, which writes the ledger.
    openStore: () => openStore({ kind: 'pglite', dataDir: 'memory://' }),
  });
  await api.ready;
  app = createProductionApp({ distDir: dist, env, api }).app;
  closeApi = api.close;
});

afterAll(async () => {
  rmSync(dist, { recursive: true, force: true });
  await closeApi();
});

function get(path: string, headers: Record<string, string> = {}) {
  return app.fetch(new Request(`http://app.test${path}`, { headers }));
}

describe('production server', () => {
  it('serves index.html with a strict CSP and the hardening headers', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(INDEX);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self' https://api.example.com");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
  });

  it('caches hashed assets for a year, immutably', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });

  it('compresses text when the browser accepts gzip', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, br' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = Buffer.from(await response.arrayBuffer());
    expect(body.length).toBeLessThan(SCRIPT.length / 4);
    expect(gunzipSync(body).toString('utf8')).toBe(SCRIPT);
  });

  it('does not compress for a client that does not ask', async () => {
    const response = await get('/assets/index-AbC123.js');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(SCRIPT);
  });

  it('answers deep links with the app (SPA fallback), uncached', async () => {
    const response = await get('/?v=1&q=abc');
    expect(response.status).toBe(200);
    const deep = await get('/lists/123');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toBe(INDEX);
    expect(deep.headers.get('cache-control')).toBe(REVALIDATE);
  });

  it('gives a 404, not the app, for a missing file or asset', async () => {
    const asset = await get('/assets/index-gone.js');
    expect(asset.status).toBe(404);
    expect(asset.headers.get('cache-control')).not.toBe(IMMUTABLE);
    expect((await get('/missing.png')).status).toBe(404);
  });

  it('hides build bookkeeping in dot-folders', async () => {
    expect((await get('/.vite/manifest.json')).status).toBe(404);
  });

  it('serves other public files with revalidation', async () => {
    const response = await get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    expect(response.headers.get('etag')).toBeTruthy();
  });

  it('reports health and mode', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', mode: 'mock' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers the API same-origin, compressed and never cached', async () => {
    const response = await app.fetch(
      new Request('http://app.test/v2/PropertySearch', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ size: 50 }),
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString()) as {
      data: unknown[];
    };
    expect(body.data).toHaveLength(50);
  });
});
