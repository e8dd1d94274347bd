// Shared Playwright fixtures: `guard` records console errors and requests to foreign origins.
import { test as base, expect, type Page } from '@playwright/test';

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

export const test = base.extend<{ guard: Guard }>({
  // Fixtures are set up before the test body runs, so listeners are in place before page.goto.
  guard: async ({ page, baseURL }, use) => {
    if (!baseURL) throw new Error('guard fixture needs use.baseURL to know the own origin');
    await use(watch(page, new URL(baseURL).origin));
  },
});

export { expect };
