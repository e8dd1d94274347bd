// Hiding the map: a user who works in the table hides it once, it stays hidden on this device
// (even for a link with a search, which would start it), and one button brings it back.
import { expect, test } from '../fixtures';
import { MapScreen, mapSearchUrl } from '../pages/map-page';
import { ResultsScreen } from '../pages/results-table';

const isMapChunk = (url: string) => /\/assets\/map-panel-[\w-]+\.js$/.test(url);

test('"Hide map" is remembered, starts no map for a search, and "Show map" brings it back', async ({
  page,
  guard,
}) => {
  const mapChunks: string[] = [];
  page.on('request', (request) => {
    if (isMapChunk(request.url())) mapChunks.push(request.url());
  });
  const map = new MapScreen(page);
  const results = new ResultsScreen(page);
  const hidden = map.region.getByText('Map hidden.');
  await page.goto(mapSearchUrl({ radius: 2, latitude: 30.27, longitude: -97.74 }));
  await map.waitReady();
  const shown = await page.getByRole('region', { name: 'Map', exact: true }).boundingBox();

  await map.toolbar.getByRole('button', { name: 'Hide map' }).click();
  await expect(hidden).toBeVisible();
  await expect(map.region).toContainText('The search uses a 2 mi radius drawn on it.');
  await expect(map.toolbar).toHaveCount(0);
  // The space goes to the rest of the screen: the bar is a line or two, not the map.
  const box = await map.region.boundingBox();
  expect(box?.height).toBeLessThan((shown?.height ?? 0) / 2);

  // Remembered on this device: a reload of a search starts no map at all.
  mapChunks.length = 0;
  await page.reload();
  await expect(results.count).toBeVisible();
  await expect(hidden).toBeVisible();
  expect(mapChunks).toEqual([]);
  expect(await page.evaluate(() => !!window.__llbMap)).toBe(false);

  // One button, by keyboard, brings it back, drawn area and all.
  const show = map.region.getByRole('button', { name: 'Show map' });
  await show.focus();
  await page.keyboard.press('Enter');
  await map.waitReady();
  await expect(map.summary).toContainText('2 mi');
  await page.reload();
  await map.waitReady();
  await expect(hidden).toHaveCount(0);
  guard.expectClean();
});

test('the map can be hidden from the first visit’s preview, before it ever starts', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await page.goto('/');
  await map.region.getByRole('button', { name: 'Hide map' }).click();
  await expect(map.region.getByText('Map hidden.')).toBeVisible();
  await expect(map.region).toContainText('Leads are listed in the results.');
  await map.region.getByRole('button', { name: 'Show map' }).click();
  // With no search yet, showing the map gives the preview back, still without WebGL.
  await expect(map.openButton).toBeVisible();
  expect(await page.evaluate(() => !!window.__llbMap)).toBe(false);
  guard.expectClean();
});
