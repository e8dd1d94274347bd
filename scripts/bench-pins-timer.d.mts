import type { Page } from '@playwright/test';

/** Arms the timer; then search and await `window.__pinsDone` in the page. */
export function armPinsTimer(page: Page, timeoutMs?: number): Promise<void>;
