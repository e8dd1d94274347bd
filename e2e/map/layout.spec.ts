// The layout with the live map in it: a lead row in view after a search at 1280×720, and the
// drawing hint on a phone a thin strip over the map.
import { expect, test } from '../fixtures';
import { box } from '../pages/box';
import { FilterPanelScreen } from '../pages/filter-panel';
import { ResultsScreen } from '../pages/results-table';

const AUSTIN = { city: 'Austin', state: 'TX' };

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
