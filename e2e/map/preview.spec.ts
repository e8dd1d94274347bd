// The map preview: a first visit without a search shows a flat picture and starts no WebGL map
// (the costliest thing to start) until there is something for it to do.
import { expect, test } from '../fixtures';
import { FilterPanelScreen } from '../pages/filter-panel';
import { MapScreen, mapSearchUrl } from '../pages/map-page';

const isMapChunk = (url: string) => /\/assets\/map-panel-[\w-]+\.js$/.test(url);

test('a first visit shows the preview, and "Open the map" starts the live map', async ({
  page,
  guard,
}) => {
  const mapChunks: string[] = [];
  page.on('request', (request) => {
    if (isMapChunk(request.url())) mapChunks.push(request.url());
  });
  const map = new MapScreen(page);
  await page.goto('/');
  await expect(map.openButton).toBeVisible();
  await expect(map.region.getByText('Search by area')).toBeVisible();

  // The picture is painted: water, land and borders, not a blank box.
  const picture = map.region.locator('canvas.map-preview__picture');
  await expect
    .poll(() => picture.evaluate((canvas: HTMLCanvasElement) => canvas.width > 0))
    .toBe(true);
  await expect
    .poll(async () => {
      const png = await picture.screenshot();
      return png.length;
    })
    .toBeGreaterThan(5_000);
  expect(await page.evaluate(() => 'maplibregl' in window || !!window.__llbMap)).toBe(false);
  expect(mapChunks).toEqual([]);

  await map.openButton.click();
  await map.waitReady();
  await expect(map.toolbar).toBeVisible();
  expect(mapChunks.length).toBeGreaterThan(0);

  // Someone who opened the map gets it straight away next time.
  await page.reload();
  await map.waitReady();
  await expect(map.openButton).toHaveCount(0);
  guard.expectClean();
});

test('a link with a search opens the live map at once', async ({ page, guard }) => {
  const map = new MapScreen(page);
  await page.goto(mapSearchUrl({ state: 'TX', city: 'Austin' }));
  await map.waitReady();
  await expect(map.openButton).toHaveCount(0);
  guard.expectClean();
});

test('running a search from a first visit brings the live map in', async ({ page, guard }) => {
  const map = new MapScreen(page);
  const filters = new FilterPanelScreen(page);
  await filters.open();
  await expect(map.openButton).toBeVisible();
  await filters.field('Zip codes').fill('78701');
  await filters.search();
  await map.waitReady();
  await expect(map.openButton).toHaveCount(0);
  guard.expectClean();
});
