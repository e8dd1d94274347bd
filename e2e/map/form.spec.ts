// The typed-area form: a centre and radius, or pasted coordinates, checked with the contract's ranges.
import { expect, test } from '../fixtures';
import { bodyOf, isPageRequest, MapScreen } from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

// One map start for both (a start is the costliest thing a test does); each step is the test it
// was. The polygons replace the radius the first step applied, as a user typing a second area would.
test('a typed centre and radius become the radius search; pasted "lat, lon" lines become polygons, and GeoJSON works too', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await map.open();
  const form = page.getByRole('dialog', { name: 'Type an area' });

  await test.step('a typed centre and radius become the radius search', async () => {
    await map.button('Type an area').click();

    await form.getByLabel('Centre latitude').fill('91');
    await form.getByLabel('Centre longitude').fill('-97.7431');
    await form.getByLabel('Radius (miles)').fill('12');
    await form.getByRole('button', { name: 'Apply radius' }).click();
    await expect(form.getByLabel('Centre latitude')).toHaveAccessibleDescription(
      'Enter a latitude from -90 to 90, e.g. 30.2672.',
    );
    await expect(form.getByLabel('Radius (miles)')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Centre latitude')).toBeFocused();

    await form.getByLabel('Centre latitude').fill('30.2672');
    await form.getByLabel('Radius (miles)').fill('2.5');
    const requestPromise = page.waitForRequest((r) => isPageRequest(r) && 'radius' in bodyOf(r));
    await form.getByRole('button', { name: 'Apply radius' }).click();
    expect(bodyOf(await requestPromise)).toMatchObject({
      latitude: 30.2672,
      longitude: -97.7431,
      radius: 2.5,
    });
    await expect(form).toBeHidden();
    await expect(map.summary).toHaveText('Radius 2.5 mi around 30.2672, -97.7431');
    guard.expectClean();
  });

  await test.step('pasted "lat, lon" lines become polygons, and GeoJSON works too', async () => {
    await map.button('Type an area').click();
    const box = form.getByLabel('Polygon coordinates');

    await box.fill('30.30, -97.79\n30.30, -97.75\n\n30.29, -97.73\n30.29, -97.69\n30.25, -97.71');
    await form.getByRole('button', { name: 'Apply polygons' }).click();
    await expect(box).toHaveAccessibleDescription(/Polygon 1 has 2 distinct points/);

    await box.fill(
      '30.30, -97.79\n30.30, -97.75\n30.26, -97.77\n\n30.29, -97.73\n30.29, -97.69\n30.25, -97.71',
    );
    const multi = page.waitForRequest((r) => isPageRequest(r) && 'multi_polygon' in bodyOf(r));
    await form.getByRole('button', { name: 'Apply polygons' }).click();
    expect(bodyOf(await multi).multi_polygon).toEqual([
      {
        boundaries: [
          { lat: 30.3, lon: -97.79 },
          { lat: 30.3, lon: -97.75 },
          { lat: 30.26, lon: -97.77 },
        ],
      },
      {
        boundaries: [
          { lat: 30.29, lon: -97.73 },
          { lat: 30.29, lon: -97.69 },
          { lat: 30.25, lon: -97.71 },
        ],
      },
    ]);
    await expect(map.summary).toHaveText('2 polygons, 6 points');

    await map.button('Type an area').click();
    const geojson = {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-97.8, 30.3],
            [-97.7, 30.3],
            [-97.75, 30.2],
            [-97.8, 30.3],
          ],
        ],
      },
    };
    await form.getByLabel('Polygon coordinates').fill(JSON.stringify(geojson));
    const single = page.waitForRequest((r) => isPageRequest(r) && 'polygon' in bodyOf(r));
    await form.getByRole('button', { name: 'Apply polygons' }).click();
    expect(bodyOf(await single).polygon).toEqual([
      { lat: 30.3, lon: -97.8 },
      { lat: 30.3, lon: -97.7 },
      { lat: 30.2, lon: -97.75 },
    ]);
    await expect(map.summary).toHaveText('1 polygon, 3 points');
    guard.expectClean();
  });
});
