// Accessibility of the live map's region with axe: no serious or critical violation.
import { audit, blocking } from '../pages/axe-audit';
import { expect, test } from '../fixtures';
import { ResultsScreen } from '../pages/results-table';

test('the map region has no serious violations', async ({ page }) => {
  await new ResultsScreen(page).open({ filters: { state: 'TX', city: 'Austin' } });
  const map = page.getByRole('region', { name: 'Map' });
  await expect(map.getByRole('toolbar', { name: 'Map tools' })).toBeVisible();
  await expect(map.locator('canvas').first()).toBeVisible();
  expect(blocking('map', await audit(page, 'section[aria-label="Map"]'))).toEqual([]);
});
