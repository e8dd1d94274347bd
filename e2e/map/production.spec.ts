// The production server (`npm run serve`) on the build: it serves a working app, the live map
// included (hence e2e/map/), under its strict CSP.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startProductionServer, type ProductionServer } from '../server-process';
import { ResultsScreen, searchUrl } from '../pages/results-table';
import { SettingsDialogScreen } from '../pages/settings-dialog';

let server: ProductionServer | undefined;
let origin = '';

test.beforeAll(async () => {
  test.setTimeout(150_000);
  // One node process (tsx as a loader), as `npm run serve` runs it.
  server = await startProductionServer({
    PROPERTY_API_URL: '',
    PROPERTY_API_KEY: '',
    // Mock mode signs nobody in by default; an AUTH from the shell must not change that here.
    AUTH: '',
    MOCK_PROPERTIES: '20000',
    MOCK_SEED: '1',
    MOCK_NOW: '2026-11-01',
  });
  origin = server.origin;
});

test.afterAll(() => {
  server?.stop();
});

interface Violation {
  directive: string;
  blocked: string;
}

/** Records Content-Security-Policy violations from the first script on. */
async function watchCsp(page: Page): Promise<() => Promise<Violation[]>> {
  await page.addInitScript(() => {
    const seen: { directive: string; blocked: string }[] = [];
    (window as unknown as { __csp: typeof seen }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: Violation[] }).__csp.slice());
}

test('the app works under the production CSP: search, map, detail and settings', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  const violations = await watchCsp(page);

  const response = await page.goto(
    `${origin}${searchUrl({ filters: { state: 'TX', city: 'Austin' } })}`,
  );
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");

  const results = page.getByRole('region', { name: 'Results' });
  const table = results.getByRole('table');
  await new ResultsScreen(page).waitForRows();
  await expect(page.getByRole('button', { name: 'Sign out' })).toHaveCount(0);

  // The map draws (WebGL, workers from blob:) under the policy. MapLibre's own canvas: the
  // preview's picture is a canvas too, shown while the map loads and then taken away (a
  // screenshot of it failed as "not attached", CI run 3).
  const canvas = page.getByRole('region', { name: 'Map' }).locator('canvas.maplibregl-canvas');
  await expect(canvas).toBeVisible();
  await expect
    .poll(async () => (await canvas.screenshot()).length, { timeout: 30_000 })
    .toBeGreaterThan(8_000);

  await table.getByRole('row').nth(1).click();
  const drawer = page.getByRole('dialog', { name: 'MLS details' });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  const settings = new SettingsDialogScreen(page);
  await settings.open();
  await expect(await settings.test()).toContainText('Connected — 20,000 properties');

  // None at all: zod runs jitless (src/app/zod-config.ts), so it never tries `new Function`.
  expect(await violations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('headers: immutable hashed assets, revalidated index, gzip, health', async ({ request }) => {
  const index = await request.get(`${origin}/`);
  expect(index.headers()['cache-control']).toBe('no-cache');
  expect(index.headers()['x-content-type-options']).toBe('nosniff');
  expect(index.headers()['x-frame-options']).toBe('DENY');
  const html = await index.text();
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script).toBeTruthy();

  const asset = await request.get(`${origin}${script}`, {
    headers: { 'accept-encoding': 'gzip' },
  });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');

  const deepLink = await request.get(`${origin}/some/shared/link`);
  expect(deepLink.status()).toBe(200);
  expect(await deepLink.text()).toBe(html);

  const health = await request.get(`${origin}/healthz`);
  expect(await health.json()).toEqual({ status: 'ok', mode: 'mock' });
  const ready = await request.get(`${origin}/readyz`);
  expect(ready.status()).toBe(200);
  // The mock (the offline demo) stays open: no sign-in, and the API answers without a session.
  const session = await request.get(`${origin}/auth/session`);
  expect(await session.json()).toEqual({ mode: 'none', user: null, canSignOut: false });
  expect(session.headers()['cache-control']).toBe('no-store');
});
