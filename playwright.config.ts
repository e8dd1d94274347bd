// Playwright config: e2e/ against a production build served by `vite preview` with the mock API.
import { defineConfig, devices } from '@playwright/test';
import { chromiumPath } from './e2e/chromium-path';

// E2E_PORT and E2E_DIST let a second run (another checkout, a benchmark) work beside this one.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DIST = process.env.E2E_DIST ?? 'dist';
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The street-map fixture (e2e/basemap-fixture.ts) listens on the next port: the build's street
// style points at it and the preview's CSP allows it, so the street option is tested offline.
const BASEMAP_FIXTURE = `http://127.0.0.1:${PORT + 1}`;

export default defineConfig({
  testDir: 'e2e',
  // Opens the lists database once the server is up (e2e/global-setup.ts).
  globalSetup: './e2e/global-setup.ts',
  // A subfolder, because Playwright empties outputDir at start and test-results/ holds other reports.
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // One page already keeps two cores busy here: the renderer, and SwiftShader drawing the map in
  // the GPU process. A second worker on a 2-core machine only slows both pages, past the tests'
  // waits. E2E_WORKERS raises it on a bigger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
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
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: chromiumPath(),
          // SwiftShader gives MapLibre a software WebGL context on GPU-less CI machines.
          args: [
            '--use-angle=swiftshader',
            '--enable-unsafe-swiftshader',
            // The page is composited on the CPU, not through SwiftShader too: a page load costs
            // ~30% less CPU (measured: 7.9 → 5.4 s), and WebGL still draws the map.
            '--disable-gpu-compositing',
            '--no-sandbox',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    command: `node scripts/vite.mjs build --outDir ${DIST} && node scripts/vite.mjs preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
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
    },
  },
});
