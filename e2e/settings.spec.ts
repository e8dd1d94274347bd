// Settings: the connection dialog, its "Test connection" verdicts, and where the key goes (and never goes).
import type { ConsoleMessage, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { askMock, searchUrl } from './pages/results-table';
import { SettingsDialogScreen } from './pages/settings-dialog';

const SEARCH = { filters: { state: 'TX', city: 'Austin' } };

function isList(request: Request): boolean {
  if (request.method() !== 'POST' || !request.url().endsWith('/v2/PropertySearch')) return false;
  const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
  return !body.count && !body.summary && !body.ids_only;
}

function recordConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => messages.push(message.text()));
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

test('Settings is a modal dialog that keeps focus and gives it back on Escape', async ({
  page,
  guard,
}) => {
  await page.goto('/');
  const settings = new SettingsDialogScreen(page);
  await settings.open();
  await expect(settings.dialog).toHaveAttribute('aria-modal', 'true');
  await expect(settings.baseUrl).toBeFocused();
  await expect(settings.apiKey).toHaveAttribute('type', 'password');

  await settings.saveButton.focus();
  await page.keyboard.press('Tab');
  await expect(settings.closeButton).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(settings.saveButton).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(settings.dialog).toBeHidden();
  await expect(settings.openButton).toBeFocused();
  guard.expectClean();
});

test('by default the browser holds no key: the same-origin server supplies it', async ({
  page,
}) => {
  const list = page.waitForResponse((r) => isList(r.request()));
  await page.goto(searchUrl(SEARCH));
  const response = await list;
  expect(response.request().headers()['x-api-key']).toBeUndefined();
  expect(response.status()).toBe(200);

  const settings = new SettingsDialogScreen(page);
  await settings.open();
  await expect(settings.dialog).toContainText('embedded mock');
});

// One page and one dialog for the four verdicts of "Test connection" (a page load each cost more
// than the verdicts themselves); each verdict is asserted as the one before it would have been.
test('“Test connection” explains each verdict: the mock’s total, no search scope, a refused key, the security policy', async ({
  page,
  request,
  guard,
}) => {
  const { resultCount } = await askMock(request, { count: true });
  await page.goto('/');
  const settings = new SettingsDialogScreen(page);
  await settings.open();

  // On this app's server: the mock's total.
  let result = await settings.test();
  await expect(result).toContainText(
    `Connected — ${resultCount.toLocaleString('en-US')} properties`,
  );
  guard.expectClean();

  // A demo key without search scope is explained.
  await settings.demoKey.selectOption('demo-no-scope');
  await expect(settings.apiKey).toHaveValue('demo-no-scope');
  result = await settings.test();
  await expect(result).toContainText('Connected, but this key may not search properties');

  // An inactive key is explained as refused.
  await settings.apiKey.fill('demo-inactive');
  result = await settings.test();
  await expect(result).toContainText('Connected, but the API key was refused');
  await expect(result).toContainText('switched off');

  // An address outside the security policy is explained, not just "failed". Preview and
  // production send connect-src 'self' (plus CONNECT_ORIGINS): another origin is refused.
  await settings.baseUrl.fill('http://127.0.0.1:9');
  await settings.apiKey.fill('any-key');
  result = await settings.test();
  await expect(result).toContainText('Blocked by this site’s security policy');
  await expect(result).toContainText('CONNECT_ORIGINS');
});

test('a saved key is sent as a header, and never shows in the URL or the console', async ({
  page,
  baseURL,
  guard,
}) => {
  const key = 'demo-mls-only';
  const origin = new URL(baseURL ?? '').origin;
  const consoleText = recordConsole(page);
  const requestUrls: string[] = [];
  page.on('request', (r) => requestUrls.push(r.url()));
  await page.goto(searchUrl(SEARCH));
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('table')).toBeVisible();

  const settings = new SettingsDialogScreen(page);
  await settings.open();
  await settings.baseUrl.fill(origin);
  await settings.apiKey.fill(key);
  await settings.userId.fill('e2e-user-7');
  // The connection changes, so the results refetch through the new client.
  const refetch = page.waitForResponse(
    (r) => isList(r.request()) && r.request().headers()['x-api-key'] === key,
  );
  await settings.save();
  const response = await refetch;
  expect(response.url()).toBe(`${origin}/v2/PropertySearch`);
  expect(response.request().headers()['x-user-id']).toBe('e2e-user-7');
  expect(response.status()).toBe(200);

  expect(page.url()).not.toContain(key);
  expect(await page.evaluate(() => location.href)).not.toContain(key);
  expect(requestUrls.filter((url) => url.includes(key))).toEqual([]);
  expect(consoleText.filter((text) => text.includes(key))).toEqual([]);
  // Session only by default: nothing on the device.
  expect(
    await page.evaluate(() => [
      sessionStorage.getItem('llb.connection.v1'),
      localStorage.getItem('llb.connection.v1'),
    ]),
  ).toEqual([expect.stringContaining(key), null]);
  guard.expectClean();
});

test('a key kept for the session is gone in a new tab', async ({ page, context }) => {
  await page.goto('/');
  const settings = new SettingsDialogScreen(page);
  await settings.open();
  await settings.apiKey.fill('demo-mls-only');
  await settings.save();

  const tab = await context.newPage();
  const list = tab.waitForRequest(isList);
  await tab.goto(searchUrl(SEARCH));
  expect((await list).headers()['x-api-key']).toBeUndefined();
});

test('“Remember on this device” keeps the key for a new tab', async ({ page, context }) => {
  await page.goto('/');
  const settings = new SettingsDialogScreen(page);
  await settings.open();
  await settings.apiKey.fill('demo-mls-only');
  await settings.remember.check();
  await settings.save();

  const tab = await context.newPage();
  const list = tab.waitForRequest(isList);
  await tab.goto(searchUrl(SEARCH));
  expect((await list).headers()['x-api-key']).toBe('demo-mls-only');

  const again = new SettingsDialogScreen(tab);
  await again.open();
  await expect(again.remember).toBeChecked();
  await again.forgetButton.click();
  await expect(again.dialog).toBeHidden();
  expect(await tab.evaluate(() => localStorage.getItem('llb.connection.v1'))).toBeNull();
});

test('a refused key in the results leads back to Settings', async ({ page }) => {
  await page.goto(searchUrl(SEARCH));
  const settings = new SettingsDialogScreen(page);
  await settings.open();
  await settings.apiKey.fill('demo-inactive');
  await settings.save();

  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('alert').first()).toContainText('inactive');
  await results.getByRole('button', { name: 'Open Settings' }).first().click();
  await expect(settings.dialog).toBeVisible();
  await expect(settings.apiKey).toHaveValue('demo-inactive');
});
