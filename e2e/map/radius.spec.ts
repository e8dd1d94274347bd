// Drawing a radius: the request carries the drawn centre and radius, and every result lies within it.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  AUSTIN,
  bodyOf,
  eastOf,
  isPageRequest,
  MapScreen,
  milesBetween,
  urlFilters,
  type PropertyPoint,
} from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

/** Counts the results searches the page sends from now until `stop()`, which returns the count. */
function countSearches(page: Page): { stop(): number } {
  let searches = 0;
  const count = (request: Request) => {
    if (isPageRequest(request)) searches++;
  };
  page.on('request', count);
  return {
    stop() {
      page.off('request', count);
      return searches;
    },
  };
}

// One map start for the three checks (a map start is ~4–6 CPU s: docs/testing.md). The one that needs
// nothing drawn and no search sent comes first; the live radius next; the exact circle last, drawn
// in the place of the 10-mile one (each part frames its own area as the test it was did).
test('Escape drops a half-drawn circle, then leaves radius drawing; the radius shows live while drawing and is limited to 10 miles; a drawn circle becomes latitude, longitude and radius, and every result lies within it', async ({
  page,
  guard,
}) => {
  // Was: "Escape drops a half-drawn circle, then leaves radius drawing".
  const map = new MapScreen(page);
  await map.open();
  await map.showArea([eastOf(AUSTIN, -3), eastOf(AUSTIN, 3)]);
  const searches = countSearches(page);

  await map.button('Draw radius').click();
  await map.clickAt(AUSTIN);
  await map.moveTo(eastOf(AUSTIN, 1.5));
  await expect(map.region.getByText(/^Radius 1\.\d+ mi$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(map.region.getByText(/^Radius 1\.\d+ mi$/)).toBeHidden();
  await expect(map.button('Draw radius')).toHaveAttribute('aria-pressed', 'true');
  const drawing = map.region.getByRole('status', { name: 'Drawing' });
  await expect(drawing).toHaveText(
    'Radius cancelled. Click to start again, or press Draw radius to stop.',
  );

  await map.button('Draw radius').focus();
  await page.keyboard.press('Escape');
  await expect(map.button('Draw radius')).toHaveAttribute('aria-pressed', 'false');
  await expect(drawing).toHaveText('Drawing off.');
  await expect(map.summary).toHaveText('No area drawn');
  expect(searches.stop()).toBe(0);
  guard.expectClean();

  // Was: "the radius shows live while drawing and is limited to 10 miles".
  await map.showArea([eastOf(AUSTIN, -15), eastOf(AUSTIN, 15)]);

  await map.button('Draw radius').click();
  await expect(map.button('Draw radius')).toHaveAttribute('aria-pressed', 'true');
  await map.clickAt(AUSTIN);
  await map.moveTo(eastOf(AUSTIN, 4));
  await expect(map.region.getByText(/^Radius 4(\.\d+)? mi$/)).toBeVisible();
  await map.moveTo(eastOf(AUSTIN, 14));
  await expect(map.region.getByText(/^Radius 1[34](\.\d+)? mi$/)).toBeVisible();

  const requestPromise = page.waitForRequest((r) => isPageRequest(r) && 'radius' in bodyOf(r));
  await map.clickAt(eastOf(AUSTIN, 14));
  expect(bodyOf(await requestPromise).radius).toBe(10);
  await expect(map.notice).toHaveText("Radius limited to 10 mi — the service's maximum.");
  await expect(map.summary).toHaveText(/^Radius 10 mi around 30\.\d+, -97\.\d+$/);
  // The tool stays on for another radius, and says so.
  await expect(map.button('Draw radius')).toHaveAttribute('aria-pressed', 'true');
  await expect(map.region.getByRole('status', { name: 'Drawing' })).toHaveText(
    'Radius drawn. Click to draw a new one in its place, or press Draw radius to stop.',
  );
  guard.expectClean();

  // Was: "a drawn circle becomes latitude, longitude and radius, and every result lies within it".
  const edge = eastOf(AUSTIN, 2);
  await map.showArea([AUSTIN, edge, eastOf(AUSTIN, -2)]);

  // The 10-mile radius drawn above is still there: the request waited for is the new circle's.
  const circleRequest = page.waitForRequest(
    (r) => isPageRequest(r) && 'radius' in bodyOf(r) && bodyOf(r).radius !== 10,
  );
  await map.drawCircle(AUSTIN, edge);
  const request = await circleRequest;
  const body = bodyOf(request);

  // The mouse lands on whole pixels, a few hundredths of a mile here.
  const center = { lat: body.latitude as number, lon: body.longitude as number };
  expect(milesBetween(center, AUSTIN)).toBeLessThan(0.05);
  expect(body.radius as number).toBeCloseTo(2, 1);
  expect(body.radius as number).toBe(Math.round((body.radius as number) * 100) / 100);
  expect(body).not.toHaveProperty('polygon');
  expect(body.resultIndex).toBe(0);

  const response = await request.response();
  const answer = (await response?.json()) as { data: PropertyPoint[]; resultCount: number };
  const records = answer.data;
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) {
    const miles = milesBetween(center, { lat: record.latitude, lon: record.longitude });
    expect(miles, `property ${record.id}`).toBeLessThanOrEqual(body.radius as number);
  }

  await expect(map.summary).toHaveText(
    `Radius ${body.radius} mi around ${Math.round(center.lat * 1e4) / 1e4}, ${
      Math.round(center.lon * 1e4) / 1e4
    }`,
  );
  expect(urlFilters(page.url())).toMatchObject({
    latitude: center.lat,
    longitude: center.lon,
    radius: body.radius,
  });
  // Every match is on the map, not just this page.
  const total = answer.resultCount;
  await expect(
    map.region.getByText(
      `${total.toLocaleString('en-US')} ${total === 1 ? 'match' : 'matches'} on the map`,
      { exact: true },
    ),
  ).toBeVisible();
  guard.expectClean();
});
