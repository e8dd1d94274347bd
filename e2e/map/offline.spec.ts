// The map works offline: a lazy chunk, a basemap built from us-atlas, no request to any other origin.
import { expect, test } from '../fixtures';
import { AUSTIN, MapScreen } from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

test('the default page draws an offline basemap with no request to another origin', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await map.open();

  // The map is its own chunk, fetched after the entry script.
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname),
  );
  const mapChunk = scripts.find((path) => /\/assets\/map-panel-[\w-]+\.js$/.test(path));
  expect(mapChunk).toBeDefined();
  await expect(page.locator('script[type="module"][src]').first()).not.toHaveAttribute(
    'src',
    mapChunk ?? '',
  );

  // State labels are drawn with local fonts (there is no glyph server to ask).
  await expect
    .poll(() =>
      page.evaluate(
        () => window.__llbMap?.queryRenderedFeatures({ layers: ['llb-state-labels'] }).length ?? 0,
      ),
    )
    .toBeGreaterThan(30);
  expect(await page.evaluate(() => window.__llbMap?.getStyle().glyphs)).toBeUndefined();
  // The canvas shows a picture, not a blank rectangle.
  await expect.poll(() => map.canvasColourCount()).toBeGreaterThan(12);

  // County borders arrive later, from their own asset; still nothing from another origin.
  await map.jumpTo(AUSTIN, 8);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          window.__llbMap?.queryRenderedFeatures({ layers: ['llb-county-borders'] }).length ?? 0,
      ),
    )
    .toBeGreaterThan(0);
  // networkidle is deliberate: late fetches (style, tiles, fonts) must reach the guard.
  // eslint-disable-next-line playwright/no-networkidle
  await page.waitForLoadState('networkidle');
  expect(guard.foreignRequests).toEqual([]);
  guard.expectClean();
});

test('a custom style URL replaces the basemap and keeps the drawing and the results', async ({
  page,
  guard,
}) => {
  // A same-origin style standing in for a tile provider's.
  await page.route('**/test-basemap/style.json', (route) =>
    route.fulfill({
      json: {
        version: 8,
        name: 'Test basemap',
        sources: {},
        layers: [{ id: 'test-bg', type: 'background', paint: { 'background-color': '#223344' } }],
      },
    }),
  );
  const map = new MapScreen(page);
  await map.open({ latitude: AUSTIN.lat, longitude: AUSTIN.lon, radius: 1 });
  await expect(map.summary).toHaveText('Radius 1 mi around 30.2672, -97.7431');

  const layerState = async () => ({
    ...(await page.evaluate(() => ({
      style: window.__llbMap?.getStyle()?.name ?? null,
      results: !!window.__llbMap?.getLayer('llb-results-points'),
    }))),
    drawn: await map.drawnShapeCount(),
  });

  await map.button('Basemap').click();
  const chooser = page.getByRole('dialog', { name: 'Basemap' });
  await chooser.getByRole('radio', { name: /Style URL/ }).check();
  await chooser.getByRole('textbox', { name: 'Style URL' }).fill('/test-basemap/style.json');
  await chooser.getByRole('button', { name: 'Use this basemap' }).click();
  await expect.poll(layerState).toEqual({ style: 'Test basemap', results: true, drawn: 1 });
  await expect(map.summary).toHaveText('Radius 1 mi around 30.2672, -97.7431');

  // The choice is remembered.
  await page.reload();
  await map.waitReady();
  await expect.poll(layerState).toEqual({ style: 'Test basemap', results: true, drawn: 1 });

  await map.button('Basemap').click();
  await chooser.getByRole('button', { name: /Offline US map/ }).click();
  await expect
    .poll(layerState)
    .toEqual({ style: 'Lead List Builder offline US', results: true, drawn: 1 });
  guard.expectClean();
});
