// The online basemaps, tested offline: the street map and a raster template come from a loopback
// fixture (e2e/basemap-fixture.ts) standing in for OpenFreeMap and an imagery provider.
import type { Page } from '@playwright/test';
import {
  FIXTURE_ORIGIN,
  RASTER_TEMPLATE,
  STREET_ATTRIBUTION,
  STREET_LAYER,
  startBasemapFixture,
  type BasemapFixture,
} from '../basemap-fixture';
import { expect, test } from '../fixtures';
import { AUSTIN, MapScreen } from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

let fixture: BasemapFixture;

test.beforeAll(async () => {
  fixture = await startBasemapFixture();
});

test.afterAll(async () => {
  await fixture.close();
});

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Every URL the page requests whose host is not this machine (data: and blob: have no host). */
function watchOffLoopback(page: Page): string[] {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:' || url.protocol === 'blob:') return;
    if (!LOOPBACK.has(url.hostname)) leaks.push(request.url());
  });
  return leaks;
}

const renderedStreets = (page: Page) =>
  page.evaluate(
    (layer) => window.__llbMap?.queryRenderedFeatures({ layers: [layer] }).length ?? 0,
    STREET_LAYER,
  );

// One map start for three checks on the same Austin radius (a start is the costliest thing a test
// does); each step is the test it was. The two that leave the offline basemap in place come first;
// the raster one, which replaces it and so requests the fixture's origin, last.
test('the offline default asks nothing of any host but this machine, not even the street fixture; an address the security policy does not allow is explained in the menu, not tried; a raster tile template shows its tiles and the attribution typed for it', async ({
  page,
  guard,
}) => {
  const leaks = watchOffLoopback(page);
  const map = new MapScreen(page);
  await map.open({ latitude: AUSTIN.lat, longitude: AUSTIN.lon, radius: 1 });
  const chooser = page.getByRole('dialog', { name: 'Basemap' });

  await test.step('the offline default asks nothing of any host but this machine, not even the street fixture', async () => {
    await expect
      .poll(() => page.evaluate(() => window.__llbMap?.getStyle()?.name))
      .toBe('Lead List Builder offline US');
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('US Census Bureau');
    // networkidle is deliberate: late fetches (style, tiles, fonts) must reach the listeners.
    // eslint-disable-next-line playwright/no-networkidle
    await page.waitForLoadState('networkidle');
    expect(leaks).toEqual([]);
    expect(fixture.served).toEqual([]);
    guard.expectClean();
  });

  await test.step('an address the security policy does not allow is explained in the menu, not tried', async () => {
    await map.button('Basemap').click();
    await chooser.getByRole('radio', { name: /Style URL/ }).check();
    await chooser
      .getByRole('textbox', { name: 'Style URL' })
      .fill('https://tiles.example.com/styles/streets.json');
    await chooser.getByRole('button', { name: 'Use this basemap' }).click();
    await expect(
      chooser.getByText(
        'This site’s security policy does not allow maps from https://tiles.example.com. An administrator can add it to BASEMAP_ORIGINS.',
      ),
    ).toBeVisible();
    await expect(chooser.getByRole('textbox', { name: 'Style URL' })).toBeFocused();
    expect(await page.evaluate(() => window.__llbMap?.getStyle()?.name)).toBe(
      'Lead List Builder offline US',
    );
    expect(leaks).toEqual([]);
    guard.expectClean();
  });

  await test.step('a raster tile template shows its tiles and the attribution typed for it', async () => {
    // The menu the step before left open closes, so the Basemap button opens it again.
    await page.keyboard.press('Escape');
    await expect(chooser).toBeHidden();

    await map.button('Basemap').click();
    await chooser.getByRole('radio', { name: /Satellite or other raster tiles/ }).check();
    await chooser
      .getByRole('textbox', { name: 'Tile URL template' })
      .fill(`${FIXTURE_ORIGIN}/raster/{z}/{x}.png`);
    await chooser.getByRole('button', { name: 'Use this basemap' }).click();
    await expect(chooser.getByText('The template needs {y} where the tile goes.')).toBeVisible();

    await chooser.getByRole('textbox', { name: 'Tile URL template' }).fill(RASTER_TEMPLATE);
    await chooser.getByRole('textbox', { name: /Attribution/ }).fill('© Fixture Imagery');
    await chooser.getByRole('button', { name: 'Use this basemap' }).click();
    await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText('© Fixture Imagery');
    await expect
      .poll(() => fixture.served.filter((path) => path.startsWith('/raster/')).length)
      .toBeGreaterThan(0);
    expect(await map.drawnShapeCount()).toBe(1);
    expect(leaks).toEqual([]);
    expect(guard.consoleErrors).toEqual([]);
  });
});

test('the street map is one click, draws streets with its attribution, keeps the drawing and is remembered', async ({
  page,
  guard,
}) => {
  const leaks = watchOffLoopback(page);
  const map = new MapScreen(page);
  await map.open({ latitude: AUSTIN.lat, longitude: AUSTIN.lon, radius: 1 });
  await expect(map.summary).toHaveText('Radius 1 mi around 30.2672, -97.7431');
  await map.jumpTo(AUSTIN, 13);

  const layerState = async () => ({
    ...(await page.evaluate(() => ({
      style: window.__llbMap?.getStyle()?.name ?? null,
      results: !!window.__llbMap?.getLayer('llb-results-points'),
    }))),
    drawn: await map.drawnShapeCount(),
  });

  await map.button('Basemap').click();
  const chooser = page.getByRole('dialog', { name: 'Basemap' });
  await expect(chooser.getByRole('button', { name: /Offline US map/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await chooser.getByRole('button', { name: /Street map/ }).click();
  await expect(chooser).toBeHidden();

  await expect.poll(layerState).toEqual({ style: 'Fixture streets', results: true, drawn: 1 });
  await expect.poll(() => renderedStreets(page)).toBeGreaterThan(0);
  expect(fixture.served.some((path) => path.startsWith('/tiles/'))).toBe(true);
  await expect(page.locator('.maplibregl-ctrl-attrib')).toContainText(STREET_ATTRIBUTION);
  await expect(page.locator('.maplibregl-ctrl-attrib')).toBeVisible();
  await expect(map.summary).toHaveText('Radius 1 mi around 30.2672, -97.7431');

  // Remembered on this device: a reload comes back to the streets, drawing and results included.
  await page.reload();
  await map.waitReady();
  await expect.poll(layerState).toEqual({ style: 'Fixture streets', results: true, drawn: 1 });
  await map.jumpTo(AUSTIN, 13);
  await expect.poll(() => renderedStreets(page)).toBeGreaterThan(0);
  await map.button('Basemap').click();
  await expect(chooser.getByRole('button', { name: /Street map/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await chooser.getByRole('button', { name: /Offline US map/ }).click();
  await expect
    .poll(layerState)
    .toEqual({ style: 'Lead List Builder offline US', results: true, drawn: 1 });

  // eslint-disable-next-line playwright/no-networkidle
  await page.waitForLoadState('networkidle');
  expect(leaks).toEqual([]);
  expect(guard.consoleErrors).toEqual([]);
});
