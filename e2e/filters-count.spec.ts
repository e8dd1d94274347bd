// The live count: "N leads match" follows the valid form, agrees with the mock, and cancels stale requests.
import type { Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { FilterPanelScreen, askMock, isCountRequest } from './pages/filter-panel';

function leads(n: number): string {
  return `${n.toLocaleString('en-US')} leads match`;
}

test('the live count follows the filters and matches the mock', async ({
  page,
  request,
  guard,
}) => {
  const panel = new FilterPanelScreen(page);
  const all = await askMock(request, { count: true });
  const zip = await askMock(request, { count: true, zip: ['78701', '78702'] });
  const zipAbsentee = await askMock(request, {
    count: true,
    zip: ['78701', '78702'],
    absentee_owner: true,
  });
  expect(new Set([all.resultCount, zip.resultCount, zipAbsentee.resultCount]).size).toBe(3);

  await panel.open();
  await expect(panel.liveCount).toHaveText(leads(all.resultCount));

  const counted = page.waitForRequest(
    (r) => isCountRequest(r) && JSON.stringify(r.postDataJSON()).includes('78702'),
  );
  await panel.field('Zip codes').fill('78701, 78702');
  await expect(panel.liveCount).toHaveText(leads(zip.resultCount));
  expect((await counted).postDataJSON()).toEqual({ zip: ['78701', '78702'], count: true });

  await panel.openGroup('Owner');
  await panel.setFlag('Absentee owner', 'Yes');
  await expect(panel.liveCount).toHaveText(leads(zipAbsentee.resultCount));
  guard.expectClean();
});

test('an invalid form is not counted', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await expect(panel.liveCount).toBeVisible();
  const requests: unknown[] = [];
  page.on('request', (r) => {
    if (isCountRequest(r)) requests.push(r.postDataJSON());
  });
  await panel.field('City').fill('Austin');
  await expect(panel.root.getByText('No count until the filters are fixed')).toBeVisible();
  const counted = page.waitForRequest(isCountRequest);
  await panel.field('State').selectOption('TX');
  await counted;
  expect(requests).toEqual([{ city: 'Austin', state: 'TX', count: true }]);
});

test('a change cancels the count in flight and shows a quiet pending state', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold the count for the first zip until the test lets it go, so it is still in flight when the zip changes.
  await page.route('**/v2/PropertySearch', async (route: Route) => {
    const body = (route.request().postDataJSON() ?? {}) as { count?: boolean; zip?: string[] };
    if (body.count && body.zip?.[0] === '78701') await held;
    await route.continue().catch(() => undefined);
  });
  await panel.open();
  await expect(panel.liveCount).toBeVisible();

  const aborted = page.waitForEvent(
    'requestfailed',
    (r) => isCountRequest(r) && JSON.stringify(r.postDataJSON()).includes('78701'),
  );
  await panel.field('Zip codes').fill('78701');
  await page.waitForRequest(
    (r) => isCountRequest(r) && JSON.stringify(r.postDataJSON()).includes('78701'),
  );
  await expect(panel.root.getByText('Updating…')).toBeVisible();
  await expect(panel.liveCount).toBeVisible();

  await panel.field('Zip codes').fill('78702');
  expect((await aborted).failure()?.errorText).toMatch(/ABORTED|cancel/i);
  await expect(panel.root.getByText('Updating…')).toBeHidden();
  release();
});

test('the count dims and comes back without a fade', async ({ page }) => {
  // A fade draws a frame at every vsync while it runs, and every edit starts one: on a machine
  // short of GPU those frames held up the search's rows (see filter-panel.css).
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await expect(panel.liveCount).toBeVisible();
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __motion: string[] }).__motion = seen;
    for (const type of ['transitionrun', 'animationstart'])
      document.addEventListener(type, (event) => {
        const target = event.target as Element;
        if (target.closest('[aria-label="Filters"]')) seen.push(`${type} ${target.className}`);
      });
  });
  const counted = page.waitForResponse(
    (r) =>
      isCountRequest(r.request()) && JSON.stringify(r.request().postDataJSON()).includes('78701'),
  );
  await panel.field('Zip codes').fill('78701');
  await expect(panel.root.getByText('Updating…')).toBeVisible();
  await counted;
  await expect(panel.root.getByText('Updating…')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { __motion: string[] }).__motion)).toEqual(
    [],
  );
});
