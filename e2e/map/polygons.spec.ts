// Drawing polygons: one becomes `polygon`, several become `multi_polygon`, and every result is inside one.
import { expect, test } from '../fixtures';
import {
  AUSTIN_AREAS,
  bodyOf,
  insideRing,
  isPageRequest,
  MapScreen,
  sameRing,
  type LatLon,
  type PropertyPoint,
} from '../pages/map-page';

const { WEST, EAST } = AUSTIN_AREAS;

test.describe.configure({ timeout: 90_000 });

/** Each drawn corner was sent, within a pixel or two of where the mouse went. */
function expectRing(sent: LatLon[], drawn: LatLon[]) {
  expect(sameRing(sent, drawn), JSON.stringify(sent)).toBe(true);
}

// One map start for both checks (a map start is ~4–6 CPU s: docs/testing.md), on the same area:
// two polygons drawn, then, after Clear all, a polygon, a radius in its place and a polygon again.
test('two drawn polygons become multi_polygon, and every result is inside one of them; a radius replaces the polygons, and a polygon replaces the radius', async ({
  page,
  guard,
}) => {
  // Was: "two drawn polygons become multi_polygon, and every result is inside one of them".
  const map = new MapScreen(page);
  await map.open();
  await map.showArea([...WEST, ...EAST]);

  const first = page.waitForRequest((r) => isPageRequest(r) && 'polygon' in bodyOf(r));
  await map.drawPolygon(WEST);
  const single = bodyOf(await first).polygon as LatLon[];
  expectRing(single, WEST);
  await expect(map.summary).toHaveText('1 polygon, 4 points');

  const second = page.waitForRequest((r) => isPageRequest(r) && 'multi_polygon' in bodyOf(r));
  await map.drawPolygon(EAST);
  const request = await second;
  const body = bodyOf(request);
  expect(body).not.toHaveProperty('polygon');
  const multi = body.multi_polygon as { boundaries: LatLon[] }[];
  expect(multi).toHaveLength(2);
  expectRing(multi[0]!.boundaries, WEST);
  expectRing(multi[1]!.boundaries, EAST);
  await expect(map.summary).toHaveText('2 polygons, 7 points');

  const records = ((await (await request.response())?.json()) as { data: PropertyPoint[] }).data;
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) {
    const point = { lat: record.latitude, lon: record.longitude };
    expect(
      multi.some((part) => insideRing(point, part.boundaries)),
      `property ${record.id} at ${point.lat}, ${point.lon}`,
    ).toBe(true);
  }
  guard.expectClean();

  // Was: "a radius replaces the polygons, and a polygon replaces the radius", which started on a
  // new map of the same area with nothing drawn: Clear all brings that back.
  await map.button('Clear all').click();
  await expect(map.summary).toHaveText('No area drawn');
  await map.drawPolygon(WEST);
  await expect(map.summary).toHaveText('1 polygon, 4 points');
  await map.button('Draw polygon').click();

  const circle = page.waitForRequest((r) => isPageRequest(r) && 'radius' in bodyOf(r));
  await map.drawCircle({ lat: 30.27, lon: -97.72 }, { lat: 30.27, lon: -97.7 });
  const circleBody = bodyOf(await circle);
  expect(circleBody).not.toHaveProperty('polygon');
  await expect(map.summary).toHaveText(/^Radius [\d.]+ mi around 30\.27\d*, -97\.72\d*$/);
  await expect(map.notice).toHaveText('The new radius replaced the previous area.');

  const polygon = page.waitForRequest((r) => isPageRequest(r) && 'polygon' in bodyOf(r));
  await map.drawPolygon(EAST);
  expect(bodyOf(await polygon)).not.toHaveProperty('radius');
  await expect(map.summary).toHaveText('1 polygon, 3 points');
  await expect(map.notice).toHaveText('The polygon replaced the radius.');
  guard.expectClean();
});
