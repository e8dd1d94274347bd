// Editing drawn shapes: reshape a polygon, resize a circle (radius recomputed), delete one shape, clear all.
import { expect, test } from '../fixtures';
import {
  AUSTIN,
  bodyOf,
  eastOf,
  isPageRequest,
  MapScreen,
  milesBetween,
  sameRing,
  type LatLon,
} from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

const SQUARE: LatLon[] = [
  { lat: 30.3, lon: -97.79 },
  { lat: 30.3, lon: -97.75 },
  { lat: 30.26, lon: -97.75 },
  { lat: 30.26, lon: -97.79 },
];
const TRIANGLE: LatLon[] = [
  { lat: 30.29, lon: -97.73 },
  { lat: 30.29, lon: -97.69 },
  { lat: 30.25, lon: -97.71 },
];

test('dragging a corner of a selected polygon reshapes it in the request', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await map.open({ polygon: SQUARE });
  await map.showArea([...SQUARE, { lat: 30.32, lon: -97.73 }]);

  await map.button('Select').click();
  await map.clickAt({ lat: 30.28, lon: -97.77 });
  await expect(map.button('Delete shape')).toBeEnabled();

  const moved = { lat: 30.315, lon: -97.735 };
  const requestPromise = page.waitForRequest((r) => isPageRequest(r) && 'polygon' in bodyOf(r));
  await map.drag(SQUARE[1]!, moved);
  const sent = bodyOf(await requestPromise).polygon as LatLon[];
  expect(sameRing(sent, [SQUARE[0]!, moved, SQUARE[2]!, SQUARE[3]!]), JSON.stringify(sent)).toBe(
    true,
  );
  await expect(map.summary).toHaveText('1 polygon, 4 points');
  guard.expectClean();
});

test('resizing a selected circle recomputes its radius from the geometry', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await map.open({ latitude: AUSTIN.lat, longitude: AUSTIN.lon, radius: 2 });
  await map.showArea([eastOf(AUSTIN, -3.5), eastOf(AUSTIN, 3.5)]);
  await expect(map.summary).toHaveText('Radius 2 mi around 30.2672, -97.7431');

  await map.button('Select').click();
  await map.clickAt(eastOf(AUSTIN, 1));
  await expect(map.button('Delete shape')).toBeEnabled();

  const requestPromise = page.waitForRequest(
    (r) => isPageRequest(r) && 'radius' in bodyOf(r) && bodyOf(r).radius !== 2,
  );
  await map.drag(eastOf(AUSTIN, 2), eastOf(AUSTIN, 3));
  const body = bodyOf(await requestPromise);
  expect(body.radius as number).toBeGreaterThan(2.8);
  expect(body.radius as number).toBeLessThan(3.2);
  const center = { lat: body.latitude as number, lon: body.longitude as number };
  expect(milesBetween(center, AUSTIN)).toBeLessThan(0.05);
  await expect(map.summary).toHaveText(
    `Radius ${body.radius} mi around ${center.lat.toFixed(4).replace(/0+$/, '')}, ${center.lon.toFixed(4).replace(/0+$/, '')}`,
  );
  guard.expectClean();
});

test('Delete shape removes the selected polygon and Clear all removes the rest', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await map.open({ multi_polygon: [{ boundaries: SQUARE }, { boundaries: TRIANGLE }] });
  await map.showArea([...SQUARE, ...TRIANGLE]);
  await expect(map.summary).toHaveText('2 polygons, 7 points');

  await map.button('Select').click();
  await map.clickAt({ lat: 30.28, lon: -97.77 });
  const afterDelete = page.waitForRequest((r) => isPageRequest(r) && 'polygon' in bodyOf(r));
  await map.button('Delete shape').click();
  const body = bodyOf(await afterDelete);
  expect(body).not.toHaveProperty('multi_polygon');
  expect(sameRing(body.polygon as LatLon[], TRIANGLE)).toBe(true);
  await expect(map.summary).toHaveText('1 polygon, 3 points');
  await expect(map.button('Delete shape')).toBeDisabled();

  const afterClear = page.waitForRequest(
    (r) => isPageRequest(r) && !('polygon' in bodyOf(r)) && !('multi_polygon' in bodyOf(r)),
  );
  await map.button('Clear all').click();
  expect(bodyOf(await afterClear)).not.toHaveProperty('radius');
  await expect(map.summary).toHaveText('No area drawn');
  await expect(map.button('Clear all')).toBeDisabled();
  guard.expectClean();
});
