// The shared browser context of e2e/fixtures.ts: what one test stores is gone for the next, while
// the app's files come from the warm HTTP cache.
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const KEY = 'llb.isolation-check';

test('a test leaves storage, cookies and permissions behind', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        window.localStorage.setItem(key, 'left behind');
        document.cookie = `${key}=left; path=/`;
        const open = indexedDB.open(key);
        open.onupgradeneeded = () => open.result.createObjectStore('things');
        open.onsuccess = () => {
          open.result.close();
          resolve();
        };
        open.onerror = () => reject(open.error);
      }),
    KEY,
  );
  await context.grantPermissions(['clipboard-read']);
  expect(await page.evaluate(() => document.cookie)).toContain('left');
});

test('the next test finds none of it, and the app from the HTTP cache', async ({ page }) => {
  // The app's entry script: revalidated (vite preview says no-cache) but not downloaded again.
  const entryBytes: number[] = [];
  const entryRequests = new Set<string>();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (/\/assets\/index-[\w-]+\.js$/.test(response.url)) entryRequests.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (entryRequests.has(requestId)) entryBytes.push(encodedDataLength);
  });
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();

  const left = await page.evaluate(
    async (key) => ({
      local: window.localStorage.getItem(key),
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((db) => db.name),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
        .state,
    }),
    KEY,
  );
  expect(left).toEqual({ local: null, cookie: '', databases: [], clipboard: 'prompt' });
  // Headers only: the 137 KB body came from the cache the first test filled.
  expect(entryBytes).toHaveLength(1);
  expect(entryBytes[0]).toBeLessThan(4_000);
});
