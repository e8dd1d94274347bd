// The main journey with the keyboard alone: filter, search, reach the results, page, open a detail, close it.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readUrlState, ResultsScreen } from './pages/results-table';

/** Presses Tab until `target` has focus (as a keyboard user would), failing after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 150): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Presses Shift+Tab until a table row has focus (the rows are one tab stop before the pager). */
async function shiftTabToRows(page: Page, max = 40): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press('Shift+Tab');
    if (await page.evaluate(() => document.activeElement?.matches('tbody tr') === true)) return;
  }
  throw new Error(`no table row took focus after ${max} Shift+Tab presses`);
}

/** The focused element shows a focus ring: its own outline, or (table rows) an inset ring on its cells. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || !el.matches(':focus-visible')) return 'not focus-visible';
    const own = getComputedStyle(el);
    if (own.outlineStyle !== 'none' && parseFloat(own.outlineWidth) > 0) return 'outline';
    const cell = el.querySelector('td, th');
    if (cell && getComputedStyle(cell).boxShadow !== 'none') return 'cell ring';
    if (own.boxShadow !== 'none') return 'box-shadow';
    return 'none';
  });
  expect(ring).toMatch(/^(outline|cell ring|box-shadow)$/);
}

test('filter, search, page and open a detail using only the keyboard', async ({ page, guard }) => {
  // Dozens of single key presses, each followed by a focus check: slow on a loaded CI machine.
  test.setTimeout(120_000);
  await page.goto('/');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const screen = new ResultsScreen(page);
  const results = screen.region;
  const table = screen.table;

  // Filter: City then State (the service needs both), typed, not clicked.
  const city = filters.getByLabel('City', { exact: true });
  await tabTo(page, city);
  await expectVisibleFocus(page);
  await page.keyboard.type('Austin');
  const state = filters.getByLabel('State', { exact: true });
  await tabTo(page, state);
  await page.keyboard.type('TX');
  await expect(state).toHaveValue('TX');

  // Search: Enter submits the filter form.
  await page.keyboard.press('Shift+Tab');
  await expect(city).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => readUrlState(page.url()).f).toEqual({ city: 'Austin', state: 'TX' });
  await screen.waitForRows();

  // Results: the table's rows are one tab stop; the pager follows.
  const pager = results.getByRole('navigation', { name: 'Pages' });
  const range = pager.getByText(/\d of [\d,]+$/);
  await expect(range).toHaveText(/^1–/);
  const next = pager.getByRole('button', { name: 'Next page' });
  await tabTo(page, next);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(range).toHaveText(/^(51|26|101|251)–/);
  await screen.waitForRows();
  await expect.poll(() => readUrlState(page.url()).p?.[0]).toBe(1);

  // Back to the rows (Shift+Tab from the pager), down one, and open its detail.
  await shiftTabToRows(page);
  await page.keyboard.press('ArrowDown');
  const row = page.locator('tbody tr:focus');
  await expect(row).toHaveCount(1);
  await expectVisibleFocus(page);
  const rowIndex = await row.getAttribute('aria-rowindex');
  await page.keyboard.press('Enter');

  const drawer = page.getByRole('dialog', { name: 'MLS details' });
  await expect(drawer).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null))
    .toBe(true);

  // Tab stays inside the drawer.
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
  }

  // Close: Escape, and focus is back on the row that opened it.
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(table.locator(`tbody tr[aria-rowindex="${rowIndex}"]`)).toBeFocused();
  guard.expectClean();
});
