// The shared browser context and the worker's one page of e2e/fixtures.ts: what one test stores,
// or adds to the page, is gone for the next, while the app's files come from the warm HTTP cache.
import { expect, test } from './fixtures';

test.describe.configure({ mode: 'serial' });

const KEY = 'llb.isolation-check';

/** Set by the first test's init script, route and listener, if any of them outlived it. */
const leaked = { listener: 0 };

test('a test leaves storage, cookies and permissions behind', async ({ page, context }) => {
  await page.addInitScript((key) => window.localStorage.setItem(`${key}.init`, 'left'), KEY);
  await page.route('**/__isolation-check', (route) => route.fulfill({ body: 'routed' }));
  await page.exposeFunction('isolationCheck', () => 'exposed');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  page.on('console', () => leaked.listener++);
  await page.goto('/');
  await page.evaluate(
    (key) =>
      new Promise<void>((resolve, reject) => {
        window.sessionStorage.setItem(key, 'left behind');
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
  expect(await page.evaluate(() => fetch('/__isolation-check').then((r) => r.text()))).toBe(
    'routed',
  );
  await page.setViewportSize({ width: 500, height: 400 });
  await page.mouse.move(100, 100);
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
      session: window.sessionStorage.getItem(key),
      local: window.localStorage.getItem(key),
      initScript: window.localStorage.getItem(`${key}.init`),
      routed: (await (await fetch('/__isolation-check')).text()) === 'routed',
      exposed: typeof (window as unknown as { isolationCheck?: unknown }).isolationCheck,
      reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
      history: history.length,
      cookie: document.cookie,
      databases: (await indexedDB.databases()).map((db) => db.name),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName }))
        .state,
    }),
    KEY,
  );
  await page.evaluate(() => console.log('a console message for a listener the last test left'));
  expect({ ...left, listenerCalls: leaked.listener, viewport: page.viewportSize() }).toEqual({
    session: null,
    local: null,
    initScript: null,
    routed: false,
    exposed: 'undefined',
    reducedMotion: false,
    // about:blank, where the page waited between the tests, and this load: none of the last test's.
    history: 2,
    cookie: '',
    databases: [],
    clipboard: 'prompt',
    listenerCalls: 0,
    viewport: { width: 1280, height: 720 },
  });
  // Headers only: the 137 KB body came from the cache the first test filled.
  expect(entryBytes).toHaveLength(1);
  expect(entryBytes[0]).toBeLessThan(4_000);
});
