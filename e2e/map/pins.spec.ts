// Every match on the map (POST /v2/PropertyMapping): the count in the status text, the 403
// fallback, saved lists, a pin opening its detail, and the pins call cancelled by a new search.
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { bodyOf, MapScreen } from '../pages/map-page';
import { askMock, ResultsScreen, useApiKey } from '../pages/results-table';

test.describe.configure({ timeout: 120_000 });

const PINS_CAP = 10_000;
/** Thousands of matches in the 20,000-property e2e mock (its Texas metros), under the cap. */
const TEXAS = {
  polygon: [
    { lat: 36.5, lon: -106.6 },
    { lat: 36.5, lon: -93.5 },
    { lat: 25.8, lon: -93.5 },
    { lat: 25.8, lon: -106.6 },
  ],
};

interface MappingAnswer {
  data: { id: number; latitude: number; longitude: number }[];
  resultCount: number;
}

function isPinsRequest(request: Request): boolean {
  return request.method() === 'POST' && request.url().endsWith('/v2/PropertyMapping');
}

async function askPins(request: APIRequestContext, body: Record<string, unknown>) {
  const response = await request.post('/v2/PropertyMapping', {
    data: body,
    headers: { 'x-api-key': 'demo' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as MappingAnswer;
}

function matchesOnMap(page: Page) {
  return new MapScreen(page).region.getByRole('status', { name: 'Matches on the map' });
}

/** The first number of the status text ("5,456 matches on the map" → 5456). */
async function countOnMap(page: Page): Promise<number> {
  const text = (await matchesOnMap(page).textContent()) ?? '';
  return Number(/^([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN);
}

type Pin = MappingAnswer['data'][number];

/** Of `candidates`, the pin farthest from any other pin: a click on it can mean only it. */
function loneliestPin(candidates: readonly Pin[], all: readonly Pin[]): Pin {
  const gapOf = (pin: Pin) =>
    Math.min(
      ...all
        .filter((other) => other.id !== pin.id)
        .map((o) => Math.hypot(o.latitude - pin.latitude, o.longitude - pin.longitude)),
    );
  const gaps = candidates.map((pin) => ({ pin, gap: gapOf(pin) }));
  gaps.sort((a, b) => b.gap - a.gap);
  const best = gaps[0];
  if (!best) throw new Error('no pin off the first page');
  return best.pin;
}

// One map start and one load of Texas's pins for both: every match on the map, then a click on a
// pin off the current page (a start and the pins cost more than either check).
test('a search with thousands of matches shows every one of them, and clicking a pin off the current page opens that property’s detail', async ({
  page,
  request,
  guard,
}) => {
  const { resultCount } = await askMock(request, { ...TEXAS, count: true });
  expect(resultCount).toBeGreaterThan(1000);
  expect(resultCount).toBeLessThan(PINS_CAP);
  const pinsSent = page.waitForRequest(isPinsRequest);
  const map = new MapScreen(page);
  await map.open(TEXAS);
  expect(bodyOf(await pinsSent)).toEqual({ ...TEXAS, resultIndex: 0, size: PINS_CAP });
  await expect(matchesOnMap(page)).toHaveText(
    `${resultCount.toLocaleString('en-US')} matches on the map`,
  );
  expect(await countOnMap(page)).toBe(Math.min(resultCount, PINS_CAP));
  // The map holds them all, not one page: the clustered source has every pin.
  const inSource = await page.evaluate(async () => {
    const source = window.__llbMap?.getSource('llb-results') as unknown as
      { getData(): Promise<{ features: unknown[] }> } | undefined;
    return (await source?.getData())?.features.length ?? -1;
  });
  expect(inSource).toBe(resultCount);
  guard.expectClean();

  // Clicking a pin off the current page opens that property's detail.
  const pins = await askPins(request, { ...TEXAS, size: PINS_CAP });
  const firstPage = await askMock(request, { ...TEXAS, size: 50, resultIndex: 0 });
  const onPage = new Set(firstPage.data.map((r) => r.id));
  const best = loneliestPin(
    pins.data.filter((p) => !onPage.has(String(p.id))).slice(0, 150),
    pins.data,
  );
  await map.jumpTo({ lat: best.latitude, lon: best.longitude }, 17);
  const lookup = page.waitForRequest(
    (r) => r.method() === 'POST' && r.url().endsWith('/v3/MLSDetail'),
  );
  await map.clickAt({ lat: best.latitude, lon: best.longitude });
  expect(bodyOf(await lookup)).toMatchObject({ assessor_id: best.id });
  await expect(page.getByRole('dialog', { name: 'MLS details' })).toBeVisible();
  guard.expectClean();
});

test('over 10,000 matches it says so, shows the first 10,000 and offers the next', async ({
  page,
  request,
  guard,
}) => {
  // Every property of the mock: a box around the contiguous United States.
  const everywhere = {
    polygon: [
      { lat: 50, lon: -125 },
      { lat: 50, lon: -66 },
      { lat: 24, lon: -66 },
      { lat: 24, lon: -125 },
    ],
  };
  const { resultCount } = await askMock(request, { ...everywhere, count: true });
  expect(resultCount).toBeGreaterThan(PINS_CAP);
  const map = new MapScreen(page);
  await map.open(everywhere);
  await expect(matchesOnMap(page)).toHaveText(
    `10,000 of ${resultCount.toLocaleString('en-US')} matches on the map: the first 10,000`,
  );
  expect(await countOnMap(page)).toBe(Math.min(resultCount, PINS_CAP));
  // The mock charges nothing for pins and says so: the cost is shown before asking for more.
  await expect(map.region.getByText('This costs no credits on this service.')).toBeVisible();
  const next = page.waitForRequest((r) => isPinsRequest(r) && bodyOf(r).resultIndex === PINS_CAP);
  await map.region.getByRole('button', { name: /^Map [\d,]+ more$/ }).click();
  await next;
  const shown = Math.min(resultCount, 2 * PINS_CAP).toLocaleString('en-US');
  await expect(matchesOnMap(page)).toHaveText(new RegExp(`^${shown} `));
  guard.expectClean();
});

test('a key without the mapping scope plots the pages it has and says so once', async ({
  page,
  request,
}) => {
  await useApiKey(page, 'demo-no-mapping');
  const refused = page.waitForResponse((r) => isPinsRequest(r.request()));
  const map = new MapScreen(page);
  await map.open(TEXAS);
  expect((await refused).status()).toBe(403);
  const { resultCount } = await askMock(request, { ...TEXAS, count: true });
  await expect(map.notice).toHaveText(/cannot map every match/);
  await expect(matchesOnMap(page)).toHaveText(
    new RegExp(
      `^\\d+ of ${resultCount.toLocaleString('en-US')} matches on the map: the result pages loaded so far$`,
    ),
  );

  // The next search is not refused again (no second call) and not announced again.
  let askedAgain = false;
  page.on('request', (r) => {
    if (isPinsRequest(r)) askedAgain = true;
  });
  await map.button('Search this area').click();
  await expect(map.notice).toHaveText('Searching the visible area.');
  await expect(matchesOnMap(page)).toHaveText(/the result pages loaded so far$/);
  expect(askedAgain).toBe(false);
});

test('a saved list is mapped through its ids', async ({ page, request, guard }) => {
  const search = { city: 'Austin', state: 'TX', vacant: true };
  const ids = await askMock<number[]>(request, { ...search, ids_only: true });
  const results = new ResultsScreen(page);
  await results.open({ filters: search });
  // Lists live on the app's server, shared by the run's tests: this one has a name of its own.
  const name = `Pins list ${test.info().workerIndex}-${test.info().retry}-${Date.now() % 1_000_000}`;
  await results.menuButton('Save as list').click();
  const form = results.dialog('Save as list');
  await form.getByRole('textbox', { name: 'List name' }).fill(name);
  await form.getByRole('button', { name: 'Save list' }).click();
  await expect(results.region.getByText(/^Saved “.+” with [\d,]+ leads\.$/)).toBeVisible();
  await results.open({ filters: { city: 'Dallas', state: 'TX' } });

  const pinsSent = page.waitForRequest((r) => isPinsRequest(r) && 'ids' in bodyOf(r));
  await results.menuButton(/^Saved lists/).click();
  await results
    .dialog('Saved lists')
    .getByRole('listitem')
    .filter({ hasText: name })
    .getByRole('button', { name: 'Open' })
    .click();
  expect(bodyOf(await pinsSent).ids).toEqual(ids.data);
  const n = ids.data.length;
  await expect(matchesOnMap(page)).toHaveText(
    `${n.toLocaleString('en-US')} ${n === 1 ? 'match' : 'matches'} on the map`,
  );
  await expect(page.getByText('not for saved lists')).toHaveCount(0);
  guard.expectClean();
});

test('the pins call is cancelled when the search changes', async ({ page }) => {
  // Hold the first pins answer so the search can change while it is on its way.
  let first: Request | undefined;
  await page.route('**/v2/PropertyMapping', async (route) => {
    if (!first) {
      first = route.request();
      return; // never answered: only the app's abort ends it
    }
    await route.continue();
  });
  const failed = page.waitForEvent('requestfailed', (r) => isPinsRequest(r));
  const map = new MapScreen(page);
  await map.open(TEXAS);
  await expect(matchesOnMap(page)).toHaveText('Loading every match…');
  const second = page.waitForRequest((r) => isPinsRequest(r) && 'polygon' in bodyOf(r));
  await map.button('Search this area').click();
  await second;
  const aborted = await failed;
  expect(aborted).toBe(first);
  expect(aborted.failure()?.errorText).toMatch(/ERR_ABORTED|cancel/i);
  // The new search's pins arrive (the held call never will): the map follows the new search.
  await expect(matchesOnMap(page)).toHaveText(/ on the map/);
});
