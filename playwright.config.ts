// Playwright config: e2e/ against a production build served by `vite preview` with the mock API.
import { defineConfig, devices } from '@playwright/test';
import type { E2eOptions } from './e2e/fixtures';
import { chromiumArgs } from './e2e/chromium-args';
import { chromiumPath } from './e2e/chromium-path';
import { e2eWebServer, STARTED_ENV } from './scripts/e2e-web-server.mjs';

// The preview server with the mock, its port (E2E_PORT), build folder (E2E_DIST) and the run's
// PGlite template: scripts/e2e-web-server.mjs, shared with scripts/run-tests.mjs.
const server = e2eWebServer();

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
    baseURL: server.baseURL,
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
    command: server.command,
    url: server.url,
    // Locally a server already running is reused; in CI only the one scripts/run-tests.mjs started
    // for this run while Vitest ran (so a stale server from elsewhere is never tested).
    reuseExistingServer: !process.env.CI || process.env[STARTED_ENV] === '1',
    timeout: 180_000,
    env: server.env,
  },
});
