// Drawing one shape after another with the mouse: the polygon tool stays on after each shape and
// says so, a corner near the first point stays a corner (the shape closes on the first point's
// handle), Escape drops only the shape in progress, and turning the tool off is announced.
import { expect, test } from '../fixtures';
import { AUSTIN, MapScreen, urlFilters, type LatLon } from '../pages/map-page';

test.describe.configure({ timeout: 120_000 });

/** The side of each square, in pixels: its fourth corner lies this far from its first. */
const SIDE = 30;

/**
 * The map's largest fit zoom (FIT_MAX_ZOOM in src/features/map/map-fit.ts). Each search fits the
 * view to its area, and an area this small is only ever centred, at this zoom: drawn at it, a
 * square keeps its size in pixels wherever the view moves (each click is projected when made).
 */
const FIT_MAX_ZOOM = 14;

/** The corners of a SIDE-pixel square whose top-left corner is at `dx` px right of the centre. */
async function squareAt(map: MapScreen, dx: number): Promise<LatLon[]> {
  const canvas = await map.canvas.boundingBox();
  if (!canvas) throw new Error('no map canvas');
  const left = canvas.x + canvas.width / 2 + dx;
  const top = canvas.y + canvas.height / 2 - SIDE / 2;
  const pixels = [
    { x: left, y: top },
    { x: left + SIDE, y: top },
    { x: left + SIDE, y: top + SIDE },
    { x: left, y: top + SIDE },
  ];
  return Promise.all(pixels.map((pixel) => map.toLatLon(pixel)));
}

/** Clicks each corner, then the first point's handle (where the first click landed). */
async function drawSquare(map: MapScreen, corners: readonly LatLon[]) {
  for (const corner of [...corners, corners[0] as LatLon]) {
    await map.moveTo(corner);
    await map.clickAt(corner);
  }
}

function polygonsInUrl(url: string): LatLon[][] {
  const filters = urlFilters(url);
  const multi = (filters.multi_polygon ?? []) as { boundaries: LatLon[] }[];
  const single = filters.polygon as LatLon[] | undefined;
  return single ? [single] : multi.map((part) => part.boundaries);
}

test('two squares in a row stay squares; Escape drops only the shape in progress; pressing the tool turns drawing off', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  const drawing = map.region.getByRole('status', { name: 'Drawing' });
  const tool = map.button('Draw polygon');
  await map.open();
  await map.jumpTo(AUSTIN, FIT_MAX_ZOOM);
  const first = await squareAt(map, -SIDE * 3);
  const second = await squareAt(map, SIDE * 2);
  const third = await squareAt(map, -SIDE / 2);

  await tool.click();
  await expect(tool).toHaveAttribute('aria-pressed', 'true');
  await drawSquare(map, first);
  await expect(map.summary).toHaveText('1 polygon, 4 points');
  await expect(tool).toHaveAttribute('aria-pressed', 'true');
  await expect(drawing).toHaveText(
    'Polygon drawn. Click to start another, or press Draw polygon to stop.',
  );

  // The tool is still on: the next clicks draw the next square.
  await drawSquare(map, second);
  await expect(map.summary).toHaveText('2 polygons, 8 points');
  expect(polygonsInUrl(page.url()).map((ring) => ring.length)).toEqual([4, 4]);
  const drawn = page.url();

  // Escape halfway through a third shape drops it, and only it.
  for (const corner of third.slice(0, 2)) await map.clickAt(corner);
  await expect(drawing).toBeEmpty();
  await page.keyboard.press('Escape');
  await expect(drawing).toHaveText(
    'Polygon cancelled. Shapes already drawn are kept. Click to start again, or press Draw polygon to stop.',
  );
  await expect(tool).toHaveAttribute('aria-pressed', 'true');
  await expect(map.summary).toHaveText('2 polygons, 8 points');
  expect(page.url()).toBe(drawn);
  await expect.poll(() => map.drawnShapeCount()).toBe(2);

  // Pressing the pressed tool turns drawing off, and says so.
  await tool.click();
  await expect(tool).toHaveAttribute('aria-pressed', 'false');
  await expect(drawing).toHaveText('Drawing off.');
  await expect(map.summary).toHaveText('2 polygons, 8 points');
  guard.expectClean();
});
