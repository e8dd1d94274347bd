// Playwright config: e2e/ against a production build served by `vite preview` with the mock API.
import { defineConfig, devices } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { E2eOptions } from './e2e/fixtures';
import { chromiumArgs } from './e2e/chromium-args';
import { chromiumPath } from './e2e/chromium-path';

// E2E_PORT and E2E_DIST let a second run (another checkout, a benchmark) work beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The street-map fixture (e2e/basemap-fixture.ts) listens on the next port: the build's street
// style points at it and the preview's CSP allows it, so the street option is tested offline.
const BASEMAP_FIXTURE = `http://127.0.0.1:${PORT + 1}`;
// The run's empty PGlite database, unpacked by each new lists database instead of initdb
// (e2e/pglite-template.ts). Named by PGlite's version and the port, so neither a second copy of
// the run nor a template from before an upgrade is picked up; a caller's own is kept.
const PGLITE_VERSION = (
  JSON.parse(
    readFileSync(
      join(import.meta.dirname, 'node_modules/@electric-sql/pglite/package.json'),
      'utf8',
    ),
  ) as { version: string }
).version;
const OWN_PGLITE_TEMPLATE = process.env.PGLITE_TEMPLATE?.trim();
const PGLITE_TEMPLATE =
  OWN_PGLITE_TEMPLATE || join(tmpdir(), `llb-e2e-pglite-${PGLITE_VERSION}-${PORT}.tar.gz`);
const WRITE_PGLITE_TEMPLATE = OWN_PGLITE_TEMPLATE
  ? ''
  : `node --import tsx e2e/pglite-template.ts ${JSON.stringify(PGLITE_TEMPLATE)} && `;

export default defineConfig<E2eOptions>({
  testDir: 'e2e',
  // Opens the lists database once the server is up (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  // A subfolder, because Playwright empties outputDir at start and test-results/ holds other reports.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // Two workers, and the live map's tests one at a time (the `map` project below): a page with the
  // map keeps both cores busy here (the renderer, and SwiftShader drawing the map in the GPU
  // process), and two such pages side by side ran past the tests' waits. Pages without the map
  // take one core each. E2E_WORKERS changes it on another machine.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: !!process.env.CI,
  // Waits, not speed limits: a slow CI machine takes twice as long to draw the same page (the map
  // is drawn in software), and a wait that runs out there fails a test whose app is right.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  // scripts/run-tests.mjs reads this JSON file for the final pass/fail line.
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright-report.json' }]],
  use: {
    baseURL: BASE_URL,
    // A trace where it helps: the retry of a test that failed once (CI retries once). Recording
    // every test's trace to throw it away when it passed cost each test its time.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs() },
  },
  projects: [
    {
      // The tests that look at the live map (MapLibre on software WebGL), one page at a time. First,
      // so that this longest chain of tests starts at once, beside the other project's.
      name: 'map',
      testMatch: 'map/**/*.spec.ts',
      workers: 1,
      use: { liveMap: true },
    },
    {
      // Everything but the live map: each test's page runs as a user who hid the map
      // (e2e/fixtures.ts), so the specs can share the two cores.
      name: 'app',
      testIgnore: 'map/**',
      // Test by test, not file by file, across the workers: the run no longer ends on one worker
      // finishing a long file alone. A file whose tests share a server keeps them together
      // (test.describe.configure({ mode: 'default' } or 'serial')).
      fullyParallel: true,
    },
  ],
  webServer: {
    command: `node scripts/vite.mjs build --outDir ${DIST} && ${WRITE_PGLITE_TEMPLATE}node scripts/vite.mjs preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
    // The mock mounted into vite preview answers 200 here only once its dataset is generated.
    url: `${BASE_URL}/__mock/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      MOCK_PROPERTIES: '20000',
      MOCK_SEED: '1',
      MOCK_NOW: '2026-11-01',
      VITE_STREET_STYLE_URL: `${BASEMAP_FIXTURE}/styles/streets.json`,
      BASEMAP_ORIGINS: BASEMAP_FIXTURE,
      PGLITE_TEMPLATE,
    },
  },
});
