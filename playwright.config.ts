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
  workers: 2,
  forbidOnly: !!process.env.CI,
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
    command: `npx vite build --outDir ${DIST} && npx vite preview --outDir ${DIST} --port ${PORT} --strictPort --host 127.0.0.1`,
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
