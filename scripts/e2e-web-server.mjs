// The end-to-end tests' web server: one description, used by playwright.config.ts (its webServer)
// and by scripts/run-tests.mjs, which starts the same server while Vitest runs so that the
// Playwright phase finds it up (build, PGlite template, the mock's dataset, the lists database).
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Set by scripts/run-tests.mjs when it started the server itself: Playwright reuses it, in CI too. */
export const STARTED_ENV = 'E2E_SERVER_STARTED';

/**
 * E2E_PORT and E2E_DIST let a second run (another checkout, a benchmark) work beside this one.
 * The street-map fixture (e2e/basemap-fixture.ts) listens on the next port: the build's street
 * style points at it and the preview's CSP allows it, so the street option is tested offline.
 * The run's empty PGlite database is unpacked by each new lists database instead of initdb
 * (e2e/pglite-template.ts); it is named by PGlite's version and the port, so neither a second copy
 * of the run nor a template from before an upgrade is picked up; a caller's own is kept.
 */
export function e2eWebServer(env = process.env) {
  const port = Number(env.E2E_PORT ?? 4173);
  const dist = env.E2E_DIST ?? 'dist';
  const baseURL = `http://127.0.0.1:${port}`;
  const basemapFixture = `http://127.0.0.1:${port + 1}`;
  const pgliteVersion = JSON.parse(
    readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ).version;
  const ownTemplate = env.PGLITE_TEMPLATE?.trim();
  const pgliteTemplate =
    ownTemplate || join(tmpdir(), `llb-e2e-pglite-${pgliteVersion}-${port}.tar.gz`);
  const writeTemplate = ownTemplate
    ? ''
    : `node --import tsx e2e/pglite-template.ts ${JSON.stringify(pgliteTemplate)} && `;
  return {
    port,
    baseURL,
    basemapFixture,
    command: `node scripts/vite.mjs build --outDir ${dist} && ${writeTemplate}node scripts/vite.mjs preview --outDir ${dist} --port ${port} --strictPort --host 127.0.0.1`,
    // The mock mounted into vite preview answers 200 here only once its dataset is generated.
    url: `${baseURL}/__mock/health`,
    env: {
      MOCK_PROPERTIES: '20000',
      MOCK_SEED: '1',
      MOCK_NOW: '2026-11-01',
      VITE_STREET_STYLE_URL: `${basemapFixture}/styles/streets.json`,
      BASEMAP_ORIGINS: basemapFixture,
      PGLITE_TEMPLATE: pgliteTemplate,
      // Webhooks go to a test receiver on loopback over http (vite preview runs with
      // NODE_ENV=production, https only otherwise), tried twice 1 s apart instead of for a day.
      WEBHOOK_ALLOW_HTTP: 'true',
      WEBHOOK_RETRY_LIMIT: '1',
      WEBHOOK_RETRY_DELAY_SECONDS: '1',
    },
  };
}
