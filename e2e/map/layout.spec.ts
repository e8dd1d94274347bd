// The layout with the live map in it: the table beside the map on a wide screen (12+ rows and the
// work columns in view at 1440×900, 8+ at 1280×720), and the drawing hint on a phone a thin strip
// over the map.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { box } from '../pages/box';
import { FilterPanelScreen } from '../pages/filter-panel';
import { ResultsScreen } from '../pages/results-table';

const AUSTIN = { city: 'Austin', state: 'TX' };

/** How many of the table's lead rows are wholly inside the window. */
async function rowsInView(results: ResultsScreen): Promise<number> {
  // `has` is searched inside each row: a page-rooted locator, not one through the table.
  const checkbox = results.page.getByRole('checkbox', { name: /^Select property \d+/ });
  const rows = results.table.getByRole('row').filter({ has: checkbox });
  const height = results.page.viewportSize()?.height ?? 0;
  const boxes = await Promise.all((await rows.all()).map((row) => row.boundingBox()));
  return boxes.filter((b) => b !== null && b.y >= 0 && b.y + b.height <= height).length;
}

/** The map in view, and the lead types beside it. */
async function expectBeside(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Map', exact: true })).toBeInViewport({
    ratio: 0.9,
  });
  await expect(page.getByRole('region', { name: 'Lead types' })).toBeInViewport();
}

/** The table beside the map, and its lead types, after a search at `width`×`height`. */
async function openBeside(page: Page, width: number, height: number): Promise<ResultsScreen> {
  await page.setViewportSize({ width, height });
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  await expectBeside(page);
  return results;
}

// One map start for both sizes (a start is the costliest thing a test does); each step is the test
// it was. The layout is CSS and the map follows its panel's size (map/robustness), so the window
// made smaller shows what a page opened at that size does.
test('at 1440×900 the table shows 12+ rows and its work columns beside the map; at 1280×720 8+ rows', async ({
  page,
}) => {
  const results =
    await test.step('at 1440×900 the table shows 12+ rows and its work columns beside the map', async () => {
      const results = await openBeside(page, 1440, 900);
      expect(await rowsInView(results)).toBeGreaterThanOrEqual(12);
      // The columns a list is built from, all in view without scrolling sideways.
      for (const name of [/^Property address/, /^Owner/, /^Lead flags/, /^Est\. value/]) {
        await expect(results.table.getByRole('columnheader', { name })).toBeInViewport({
          ratio: 1,
        });
      }
      return results;
    });

  await test.step('at 1280×720 the table shows 8+ rows beside the map', async () => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await expectBeside(page);
    expect(await rowsInView(results)).toBeGreaterThanOrEqual(8);
  });
});

test('at 1280×720 a lead row is in view right after a search', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.field('City').fill('Austin');
  await panel.field('State').selectOption('TX');

  await panel.search();

  const results = new ResultsScreen(page);
  await results.waitForRows();
  await expect(results.table.getByRole('row').nth(1)).toBeInViewport();
  // The lead types are one click away.
  await results.showLeadTypes();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawing hint is a thin strip, not half of the map', async ({ page }) => {
    const results = new ResultsScreen(page);
    await results.open({ filters: AUSTIN });
    const map = page.getByRole('region', { name: 'Map', exact: true });
    await map.scrollIntoViewIfNeeded();
    await map.getByRole('button', { name: 'Draw radius' }).click();
    const hint = map.getByText(/^Click the centre/);
    await expect(hint).toBeVisible();
    const canvas = await box(page.getByRole('region', { name: 'Interactive map' }));
    const strip = await box(hint);
    expect(strip.height).toBeLessThan(canvas.height * 0.2);
  });
});
