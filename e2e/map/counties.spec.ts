// The county layer: off until turned on, hover names a county, a click puts it into the search by
// FIPS (chip, URL, live count), shift-click cannot add a second one and says so, a click removes it.
import { expect, test } from '../fixtures';
import { askMock, FilterPanelScreen, readUrlState } from '../pages/filter-panel';
import { MapScreen, type LatLon } from '../pages/map-page';
import { WhereBoxScreen } from '../pages/where-box';

test.describe.configure({ timeout: 90_000 });

// Points well inside each county (Dallas County: 32.55–32.99 N, 96.52–97.04 W; Tarrant: 32.55–33.0 N, 97.03–97.55 W).
const DALLAS: LatLon = { lat: 32.7, lon: -96.7 };
const TARRANT: LatLon = { lat: 32.7, lon: -97.35 };

async function countyLayerReady(map: MapScreen) {
  await expect
    .poll(() =>
      map.page.evaluate(() => {
        const m = window.__llbMap;
        return !!m?.getLayer('llb-counties-fill') && m.isSourceLoaded('llb-counties');
      }),
    )
    .toBe(true);
  await map.waitIdle();
}

// One map start for both checks (a map start is ~4–6 CPU s: docs/testing.md): the county picked,
// replaced and removed, then the layer turned off on the same map and area.
test('a county click adds that county by FIPS: chip, URL and count follow; turned off, the layer is gone and a click on the map no longer picks a county', async ({
  page,
  request,
  guard,
}) => {
  // Was: "a county click adds that county by FIPS: chip, URL and count follow".
  const map = new MapScreen(page);
  const filters = new FilterPanelScreen(page);
  await map.open();
  const everyone = await filters.settledCount();

  const toggle = map.button('Counties');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  // Off by default: the county shapes are not even on the map.
  expect(await page.evaluate(() => !!window.__llbMap?.getSource('llb-counties'))).toBe(false);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await map.showArea([
    { lat: 32.5, lon: -97.6 },
    { lat: 33.05, lon: -96.45 },
  ]);
  await countyLayerReady(map);

  // Hover names the county.
  await map.moveTo(DALLAS);
  await expect(page.locator('.county-tip')).toHaveText('Dallas County, TX');

  await map.clickAt(DALLAS);
  await expect.poll(() => readUrlState(page.url())?.f).toEqual({ searchType: 'N', fips: '48113' });
  const notice = map.region.getByRole('status', { name: 'County notice' });
  await expect(notice).toHaveText('Searching Dallas County, TX.');
  // The county is the where-box's place now: its chip sits under the box, named as the map named
  // it, though the search sends the FIPS alone (the URL above holds no title).
  const placeChips = new WhereBoxScreen(page).chips;
  await expect(placeChips).toContainText('Dallas County, TX');
  await expect(placeChips).not.toContainText('FIPS');

  const truth = await askMock(request, { searchType: 'N', fips: '48113', count: true });
  expect(truth.resultCount).toBeGreaterThan(0);
  expect(truth.resultCount).toBeLessThan(everyone);
  await expect.poll(() => filters.settledCount()).toBe(truth.resultCount);

  // Shift-click: a search holds one county, so Tarrant replaces Dallas, and the notice says why.
  await page.keyboard.down('Shift');
  await map.clickAt(TARRANT);
  await page.keyboard.up('Shift');
  await expect.poll(() => readUrlState(page.url())?.f).toEqual({ searchType: 'N', fips: '48439' });
  await expect(notice).toContainText('Tarrant County, TX replaced Dallas County, TX.');
  await expect(notice).toContainText('one county');
  const tarrant = await askMock(request, { searchType: 'N', fips: '48439', count: true });
  await expect.poll(() => filters.settledCount()).toBe(tarrant.resultCount);

  // Clicking the searched county again takes it out.
  await map.clickAt(TARRANT);
  await expect.poll(() => readUrlState(page.url())?.f).toEqual({});
  await expect(notice).toHaveText('Tarrant County, TX was removed from the search.');
  await expect.poll(() => filters.settledCount()).toBe(everyone);
  guard.expectClean();

  // Was: "turned off, the layer is gone and a click on the map no longer picks a county", which
  // opened a new map, turned the layer on and showed this same area: the layer is on and shown here.
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await countyLayerReady(map);
  await map.button('Counties').click();
  await expect
    .poll(() => page.evaluate(() => !!window.__llbMap?.getLayer('llb-counties-fill')))
    .toBe(false);
  const before = page.url();
  await map.clickAt(DALLAS);
  await map.waitIdle();
  expect(page.url()).toBe(before);
  guard.expectClean();
});
