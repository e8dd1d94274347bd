// Hostile input through the production server (the mock embedded): the same 400s as the mock's own,
// never a 500. The mock's side of each finding is in mock-server/http/hostile-input.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../mock-server/test-helpers';
import { createApiHandler } from './api-handler';
import { createProductionApp } from './production-app';
import type { ServerEnv } from './server-env';
import { openStore } from './store/store';

const ROUTES = [
  '/v2/PropertySearch',
  '/v2/PropertyMapping',
  '/v3/MLSDetail',
  '/v3/MLSDetailBulk',
] as const;
const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('the production server with the mock embedded', () => {
  let dist: string | undefined;
  afterAll(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('answers deep nesting with the 400, not a 500', async () => {
    dist = mkdtempSync(join(tmpdir(), 'llb-hostile-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
    const env: ServerEnv = { api: { mode: 'mock' }, port: 0, connectOrigins: [] };
    const api = createApiHandler(env, {
      mockConfig: TEST_CONFIG,
      // Paid calls go through the meter, which writes the ledger.
      openStore: () => openStore({ kind: 'pglite', dataDir: 'memory://' }),
    });
    await api.ready;
    const { app } = createProductionApp({ distDir: dist, env, api });
    for (const path of ROUTES) {
      const response = await app.fetch(
        new Request(`http://app.test${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"a":${nestedArrays(4100)}}`,
        }),
      );
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/32 levels deep/);
    }
    await api.close();
  });
});
