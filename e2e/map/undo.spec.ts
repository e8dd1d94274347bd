// Undo and redo of drawing: keys and buttons step the drawn area back and forth, and the search follows.
import { expect, test } from '../fixtures';
import {
  AUSTIN_AREAS,
  bodyOf,
  isPageRequest,
  MapScreen,
  sameRing,
  urlFilters,
  type LatLon,
} from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

const { WEST, EAST } = AUSTIN_AREAS;
const MOD = process.platform === 'darwin' ? 'Meta' : 'Control';

test('Ctrl+Z and Shift+Ctrl+Z step the drawn area back and forth, and the search follows', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await map.open();
  await map.showArea([...WEST, ...EAST]);
  await map.drawPolygon(WEST);
  await expect(map.summary).toHaveText('1 polygon, 4 points');
  await map.drawPolygon(EAST);
  await expect(map.summary).toHaveText('2 polygons, 7 points');
  await map.button('Draw polygon').click(); // leave the drawing mode
  await expect(map.button('Draw polygon')).toHaveAttribute('aria-pressed', 'false');

  // Undo: the second polygon goes; the search is the first one alone (its results are cached).
  await page.keyboard.press(`${MOD}+z`);
  await expect(map.summary).toHaveText('1 polygon, 4 points');
  const search = urlFilters(page.url());
  expect(search).not.toHaveProperty('multi_polygon');
  expect(sameRing(search.polygon as LatLon[], WEST)).toBe(true);
  await expect(map.notice).toHaveText('Undone: 1 polygon, 4 points.');

  // Undo again: no area at all.
  await page.keyboard.press(`${MOD}+z`);
  await expect(map.summary).toHaveText('No area drawn');
  expect(urlFilters(page.url())).not.toHaveProperty('polygon');
  await expect.poll(() => map.drawnShapeCount()).toBe(0);
  await expect(map.button('Undo')).toBeDisabled();

  // Redo by key, then by button: back to both polygons.
  await page.keyboard.press(`Shift+${MOD}+z`);
  await expect(map.summary).toHaveText('1 polygon, 4 points');
  await map.button('Redo').click();
  await expect(map.summary).toHaveText('2 polygons, 7 points');
  const multi = urlFilters(page.url()).multi_polygon as { boundaries: LatLon[] }[];
  expect(multi).toHaveLength(2);
  expect(sameRing(multi[1]!.boundaries, EAST)).toBe(true);
  await expect.poll(() => map.drawnShapeCount()).toBe(2);
  await expect(map.button('Redo')).toBeDisabled();

  // The Undo button does what the key does.
  await map.button('Undo').click();
  await expect(map.summary).toHaveText('1 polygon, 4 points');
  guard.expectClean();
});

test('Ctrl+Z mid-drawing removes the last corner, and a text field keeps its own undo', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await map.open();
  await map.showArea([...WEST, ...EAST]);

  // A stray corner, undone before the polygon is closed, is not in the request.
  await map.button('Draw polygon').click();
  for (const corner of [WEST[0]!, WEST[1]!, EAST[1]!]) {
    await map.moveTo(corner);
    await map.clickAt(corner);
  }
  await page.keyboard.press(`${MOD}+z`);
  const sent = page.waitForRequest((r) => isPageRequest(r) && 'polygon' in bodyOf(r));
  for (const corner of [WEST[2]!, WEST[3]!, WEST[0]!]) {
    await map.moveTo(corner);
    await map.clickAt(corner);
  }
  const ring = bodyOf(await sent).polygon as LatLon[];
  expect(sameRing(ring, WEST), JSON.stringify(ring)).toBe(true);
  await expect(map.summary).toHaveText('1 polygon, 4 points');

  // Ctrl+Z typed in a text field undoes the typing, not the drawing.
  const find = page.getByRole('searchbox', { name: 'Find a filter' });
  await find.fill('beds');
  await find.press(`${MOD}+z`);
  await expect(map.summary).toHaveText('1 polygon, 4 points');
  expect(urlFilters(page.url())).toHaveProperty('polygon');
  guard.expectClean();
});
