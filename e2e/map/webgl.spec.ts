// Without WebGL the map says so, the typed-area form still searches, and the rest of the app works.
import { expect, test } from '../fixtures';
import { bodyOf, isPageRequest, MapScreen } from '../pages/map-page';

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const original = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (
      this: HTMLCanvasElement,
      type: string,
      ...rest: unknown[]
    ) {
      if (type === 'webgl' || type === 'webgl2' || type === 'experimental-webgl') return null;
      return (original as (...args: unknown[]) => unknown).call(this, type, ...rest);
    } as typeof original;
  });
});

test('a browser without WebGL gets a clear message and can still type an area', async ({
  page,
  guard,
}) => {
  const map = new MapScreen(page);
  await page.goto('/');
  await map.openButton.click();
  await expect(map.region.getByRole('alert')).toHaveText(
    'The map needs WebGL, which this browser has turned off. You can still type an area below.',
  );
  await expect(map.button('Draw radius')).toBeDisabled();

  await map.region.getByLabel('Centre latitude').fill('30.2672');
  await map.region.getByLabel('Centre longitude').fill('-97.7431');
  await map.region.getByLabel('Radius (miles)').fill('1');
  const requestPromise = page.waitForRequest((r) => isPageRequest(r) && 'radius' in bodyOf(r));
  await map.region.getByRole('button', { name: 'Apply radius' }).click();
  expect(bodyOf(await requestPromise)).toMatchObject({
    latitude: 30.2672,
    longitude: -97.7431,
    radius: 1,
  });
  await expect(map.summary).toHaveText('Radius 1 mi around 30.2672, -97.7431');

  // The results still come in.
  await expect(
    page.getByRole('region', { name: 'Results' }).getByRole('status', { name: 'Lead count' }),
  ).toHaveText(/\d+ leads?/);
  guard.expectClean();
});
