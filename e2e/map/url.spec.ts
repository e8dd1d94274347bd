// The URL round trip: drawn shapes are in the link, a link draws them again, and history follows edits.
import { expect, test } from '../fixtures';
import {
  AUSTIN,
  bodyOf,
  eastOf,
  isPageRequest,
  mapSearchUrl,
  MapScreen,
  urlFilters,
  type LatLon,
} from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

const WEST: LatLon[] = [
  { lat: 30.3, lon: -97.79 },
  { lat: 30.3, lon: -97.75 },
  { lat: 30.26, lon: -97.77 },
];
const EAST: LatLon[] = [
  { lat: 30.29, lon: -97.73 },
  { lat: 30.29, lon: -97.69 },
  { lat: 30.25, lon: -97.69 },
  { lat: 30.25, lon: -97.73 },
];

test('a link with a radius draws it again and runs that search', async ({ page, guard }) => {
  const filters = { latitude: 30.2672, longitude: -97.7431, radius: 1.5, beds_min: 2 };
  const requestPromise = page.waitForRequest(isPageRequest);
  const map = new MapScreen(page);
  await map.open(filters);
  expect(bodyOf(await requestPromise)).toMatchObject(filters);
  await expect(map.summary).toHaveText('Radius 1.5 mi around 30.2672, -97.7431');
  await expect.poll(() => map.drawnShapeCount()).toBe(1);

  // The typed-area form starts from the drawn circle.
  await map.button('Type an area').click();
  const form = map.page.getByRole('dialog', { name: 'Type an area' });
  await expect(form.getByLabel('Centre latitude')).toHaveValue('30.2672');
  await expect(form.getByLabel('Centre longitude')).toHaveValue('-97.7431');
  await expect(form.getByLabel('Radius (miles)')).toHaveValue('1.5');
  guard.expectClean();
});

test('a drawing goes into the link, and back and forward redraw each area', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await map.open({ multi_polygon: [{ boundaries: WEST }, { boundaries: EAST }] });
  await expect(map.summary).toHaveText('2 polygons, 7 points');
  await map.showArea([...WEST, ...EAST]);
  await expect.poll(() => map.drawnShapeCount()).toBe(2);

  const drawn = page.waitForRequest((r) => isPageRequest(r) && 'radius' in bodyOf(r));
  await map.drawCircle(AUSTIN, eastOf(AUSTIN, 1));
  const body = bodyOf(await drawn);
  expect(urlFilters(page.url())).toEqual({
    latitude: body.latitude,
    longitude: body.longitude,
    radius: body.radius,
  });
  await expect(map.summary).toHaveText(/^Radius [\d.]+ mi around /);

  await page.goBack();
  await expect(map.summary).toHaveText('2 polygons, 7 points');
  await expect.poll(() => map.drawnShapeCount()).toBe(2);

  await page.goForward();
  await expect(map.summary).toHaveText(/^Radius [\d.]+ mi around /);
  await expect.poll(() => map.drawnShapeCount()).toBe(1);

  // A reload of the link shows the same area.
  await page.reload();
  await map.waitReady();
  await expect(map.summary).toHaveText(/^Radius [\d.]+ mi around /);
  guard.expectClean();
});

test('a link with text location filters explains that both apply', async ({ page, guard }) => {
  const map = new MapScreen(page);
  await page.goto(mapSearchUrl({ polygon: WEST, city: 'Austin', state: 'TX' }));
  await map.waitReady();
  await expect(
    map.region.getByText(
      'The area and the text location filters (city, state) both apply: results must match both.',
    ),
  ).toBeVisible();
  guard.expectClean();
});
