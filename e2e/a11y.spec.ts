// Accessibility of the main screens with axe (WCAG 2.1 A and AA): no serious or critical violation anywhere.
import type { Page } from '@playwright/test';
import { audit, blocking } from './pages/axe-audit';
import { expect, test } from './fixtures';
import { ResultsScreen, searchUrl } from './pages/results-table';
import { SettingsDialogScreen } from './pages/settings-dialog';

const SEARCH = { filters: { state: 'TX', city: 'Austin' } };

async function openResults(page: Page) {
  const results = new ResultsScreen(page);
  await results.open(SEARCH);
  return results.table;
}

async function openFirstScreen(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  await expect(page.getByText(/^[\d,]+ leads? match$/)).toBeVisible();
  // Contrast measured mid-animation is a false alarm.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

test('results with the lead types open, a selection and MLS columns have no serious violations', async ({
  page,
}) => {
  const table = await openResults(page);
  const results = page.getByRole('region', { name: 'Results' });
  // At 1280 px the lead types stand open under the map.
  await expect(page.getByRole('region', { name: 'Lead types' })).toBeVisible();
  await table
    .getByRole('checkbox', { name: /^Select property/ })
    .first()
    .check();
  await results.getByRole('button', { name: 'MLS lookup' }).click();
  const drawer = page.getByRole('dialog', { name: /^MLS lookup for/ });
  await drawer.getByRole('button', { name: 'Start lookup' }).click();
  await expect(drawer.getByRole('status', { name: 'Matches' })).toHaveText(/of 1 matched/);
  await drawer.getByRole('button', { name: 'Close MLS details' }).click();
  await expect(table.getByRole('columnheader', { name: 'MLS lookup: status' })).toBeVisible();
  expect(blocking('results with lead types and MLS columns', await audit(page))).toEqual([]);
});

test('results as cards on a 390 px phone have no serious violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openResults(page);
  expect(
    blocking('results on a phone', await audit(page, 'section[aria-label="Results"]')),
  ).toEqual([]);
});

// One search for both audits: the results, then a row's MLS drawer over them.
test('results after a search, and the MLS drawer over them, have no serious violations', async ({
  page,
}) => {
  const table = await openResults(page);
  expect(blocking('results', await audit(page))).toEqual([]);

  await table.getByRole('row').nth(1).click();
  const drawer = page.getByRole('dialog', { name: 'MLS details' });
  await expect(drawer).toBeVisible();
  // Wait for the lookup to settle (a listing, a public record or a "not found" answer).
  await expect(drawer.getByRole('status', { name: 'Looking up the listing' })).toHaveCount(0);
  // Colour contrast measured mid fade-in is a false alarm: let finite animations end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  expect(blocking('MLS drawer', await audit(page))).toEqual([]);
});

test('the first screen (filters) and the settings dialog have no serious violations', async ({
  page,
}) => {
  // On the first screen (filters), audited on its own first: one load for both.
  await openFirstScreen(page);
  expect(blocking('first screen', await audit(page))).toEqual([]);

  const settings = new SettingsDialogScreen(page);
  await settings.open();
  await expect(settings.demoKey).toBeVisible();
  expect(blocking('settings', await audit(page))).toEqual([]);

  // Its error states too: a field error and a failed test.
  await settings.baseUrl.fill('not a url');
  await settings.saveButton.click();
  await expect(settings.baseUrl).toHaveAttribute('aria-invalid', 'true');
  await settings.baseUrl.fill('');
  await settings.apiKey.fill('demo-inactive');
  await settings.test();
  expect(blocking('settings with errors', await audit(page))).toEqual([]);
});

test('the export dialog and its column picker have no serious violations', async ({ page }) => {
  await page.goto(searchUrl(SEARCH));
  await page.getByRole('button', { name: 'Export…' }).click();
  await expect(page.getByRole('dialog', { name: 'Export leads' })).toBeVisible();
  // Custom opens the column picker.
  await page.getByRole('button', { name: 'Custom', exact: true }).click();
  await expect(page.getByLabel('Column set')).toBeVisible();
  expect(blocking('export dialog', await audit(page))).toEqual([]);
});
