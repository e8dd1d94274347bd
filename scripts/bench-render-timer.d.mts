import type { Page } from '@playwright/test';

/** Arms the timer; then click the button and await `window.__benchDone` in the page. */
export function armRenderTimer(
  page: Page,
  buttonName: string,
  rows: number,
  timeoutMs?: number,
): Promise<void>;
