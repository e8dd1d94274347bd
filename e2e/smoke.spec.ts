// Smoke test: the app shell renders its landmarks with no console errors and no foreign requests.
import { expect, test } from './fixtures';

test('shell loads cleanly at /', async ({ page, guard }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Lead List Builder' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();

  // networkidle is deliberate here: late fetches (map style, tiles, fonts) must reach the guard.
  // eslint-disable-next-line playwright/no-networkidle
  await page.waitForLoadState('networkidle');
  guard.expectClean();
});
