// Smoke test: the app shell renders its landmarks with no console errors and no foreign requests.
import { expect, test } from './fixtures';
import { FilterPanelScreen } from './pages/filter-panel';

test('shell loads cleanly at /', async ({ page, guard }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { name: 'Lead List Builder' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();

  // networkidle is deliberate here: late fetches (map style, tiles, fonts) must reach the guard.
  // eslint-disable-next-line playwright/no-networkidle
  await page.waitForLoadState('networkidle');
  guard.expectClean();
});

test('the icon is part of the page: searches, which each push a URL, ask the server for no icon', async ({
  page,
}) => {
  const iconRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/favicon\.(svg|ico)$/.test(new URL(request.url()).pathname))
      iconRequests.push(request.url());
  });
  const panel = new FilterPanelScreen(page);
  await panel.open({ zip: ['78701'] });
  for (const zip of ['78702', '78703']) {
    await panel.field('Zip codes').fill(zip);
    await panel.search();
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('table')).toHaveAttribute(
      'aria-busy',
      'false',
    );
  }
  expect(iconRequests).toEqual([]);
  // And the page still has its icon.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
});
