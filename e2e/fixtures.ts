// Shared Playwright fixtures: one warm browser context and one page per worker, with what each test
// stored or added cleared for the next, the live map only where a test asks for it, and `guard`,
// which records console errors and requests to foreign origins.
import {
  test as base,
  expect,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import { WorkerPage } from './worker-page';

export interface Guard {
  /** Console messages of type 'error' plus uncaught page errors, in order. */
  consoleErrors: string[];
  /** URLs requested from any origin other than the page's own (data:/blob: ignored). */
  foreignRequests: string[];
  /** Asserts nothing was recorded so far; call at the end of a test (or mid-test). */
  expectClean(): void;
}

function watch(page: Page, ownOrigin: string): Guard {
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // Chromium probes /favicon.ico on its own when the page declares no icon; that is not app code.
    if (url === `${ownOrigin}/favicon.ico`) return;
    consoleErrors.push(url ? `${message.text()} (${url})` : message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    if (new URL(url).origin !== ownOrigin) foreignRequests.push(url);
  });
  return {
    consoleErrors,
    foreignRequests,
    expectClean() {
      // One assertion over both lists so a failure shows everything that went wrong.
      expect({ consoleErrors, foreignRequests }).toEqual({
        consoleErrors: [],
        foreignRequests: [],
      });
    },
  };
}

/** The app's choice of a hidden map on this device (src/features/map/map-choice.ts). */
const MAP_HIDDEN_KEY = 'llb.map.hidden.v1';

/**
 * What a test gets between tests in one worker: the HTTP cache (and with it Chromium's compiled
 * code of the app) is kept; everything a test can leave behind is not. Cookies, local storage,
 * IndexedDB and the rest of an origin's storage are cleared; pages, their routes and their init
 * scripts close with the pages; permissions are revoked.
 */
const STORAGE_TO_CLEAR = [
  'cookies',
  'local_storage',
  'indexeddb',
  'file_systems',
  'websql',
  'service_workers',
  'cache_storage',
  'shared_storage',
  'storage_buckets',
].join(',');

export interface E2eOptions {
  /**
   * The live map (MapLibre on software WebGL, the costliest thing a page can start): only the
   * tests that look at it turn it on. Every other test runs as a user who hid the map, so its
   * page never starts it. The `map` project of playwright.config.ts sets it for e2e/map/.
   */
  liveMap: boolean;
}

export const test = base.extend<
  E2eOptions & { guard: Guard },
  { sharedContext: BrowserContext; workerPage: WorkerPage }
>({
  liveMap: [false, { option: true }],

  // One browser context per worker, so each test's page loads the app from a warm HTTP cache
  // instead of downloading and compiling ~3.4 MB again.
  sharedContext: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await use(context);
      await context.close();
    },
    { scope: 'worker' },
  ],

  // The worker's one page, which every test gets in turn (e2e/worker-page.ts).
  workerPage: [
    async ({ sharedContext }, use) => {
      const workerPage = new WorkerPage(sharedContext);
      await use(workerPage);
      await workerPage.close();
    },
    { scope: 'worker' },
  ],

  context: async ({ sharedContext, workerPage }, use) => {
    // Every origin a page of this test visits (the preview server, a production server of a
    // spec), so its storage can be cleared afterwards.
    const origins = workerPage.origins;
    const onPage = (page: Page) =>
      page.on('framenavigated', (frame) => {
        const { origin, protocol } = new URL(frame.url());
        if (protocol === 'http:' || protocol === 'https:') origins.add(origin);
      });
    sharedContext.on('page', onPage);
    // CDP sessions a test opens on the kept page would outlive it: each is detached afterwards.
    const sessions: CDPSession[] = [];
    const newCDPSession = sharedContext.newCDPSession.bind(sharedContext);
    sharedContext.newCDPSession = async (target) => {
      const session = await newCDPSession(target);
      sessions.push(session);
      return session;
    };
    await use(sharedContext);
    sharedContext.newCDPSession = newCDPSession;
    sharedContext.off('page', onPage);
    await Promise.all(sessions.map((session) => session.detach().catch(() => undefined)));
    // Leave nothing for the next test: close every other page (any the test opened) first, so
    // none writes again (the kept page is on about:blank by now), then clear the storage of the
    // origins they visited, keeping the HTTP cache, and drop cookies and permissions.
    const kept = workerPage.current();
    await Promise.all(
      sharedContext
        .pages()
        .filter((page) => page !== kept)
        .map((page) => page.close()),
    );
    await sharedContext.clearCookies();
    await sharedContext.clearPermissions();
    await workerPage.clearOrigins(STORAGE_TO_CLEAR);
  },

  // Depends on `context`, so its teardown (page back on about:blank) runs before the storage is cleared.
  page: async ({ context: _context, workerPage, viewport, liveMap }, use) => {
    // test.use({ viewport }) in a spec sizes this test's page; the context is shared.
    const page = await workerPage.forTest(viewport);
    if (!liveMap) {
      // As a user who hid the map; a test that shows it again keeps it shown across reloads.
      await page.addInitScript((key) => {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'true');
      }, MAP_HIDDEN_KEY);
    }
    await use(page);
    // Undoes what the test (and this fixture) added to the page, and leaves it on about:blank.
    await workerPage.afterTest();
  },

  // Fixtures are set up before the test body runs, so listeners are in place before page.goto.
  guard: async ({ page, baseURL }, use) => {
    if (!baseURL) throw new Error('guard fixture needs use.baseURL to know the own origin');
    await use(watch(page, new URL(baseURL).origin));
  },
});

export { expect };
