// The where-box end to end against the mock: a county, an address, zips and a city picked from the
// AutoComplete suggestions give valid searches whose records are in that place; the same by
// keyboard only; and a failing lookup leaves typing and the free-text filters working.
import type { Page, Response } from '@playwright/test';
import { expect, test } from './fixtures';
import { askMock, FilterPanelScreen, isListRequest, readUrlState } from './pages/filter-panel';
import { WhereBoxScreen } from './pages/where-box';

test.describe.configure({ timeout: 90_000 });

interface LeadRecord {
  id: string;
  address: {
    address: string;
    street: string;
    city: string;
    state: string;
    zip: string;
    county: string;
    fips: string;
  };
}

/** The next list answer the results table receives (its records are what the table shows). */
function nextList(page: Page): Promise<Response> {
  return page.waitForResponse((r) => isListRequest(r.request()) && r.status() === 200);
}

async function records(response: Response): Promise<LeadRecord[]> {
  return ((await response.json()) as { data: LeadRecord[] }).data;
}

test('typing "Dallas" and picking Dallas County, TX searches that county: count, URL, records', async ({
  page,
  request,
  guard,
}) => {
  const panel = new FilterPanelScreen(page);
  const where = new WhereBoxScreen(page);
  await panel.open();
  const everyone = await panel.settledCount();

  await where.type('Dallas');
  // Suggestions grouped in words, the county first.
  await expect(where.group('County')).toBeVisible();
  await expect(where.group('City')).toBeVisible();
  await expect(where.list.getByRole('option').first()).toHaveAccessibleName(
    'Dallas County, TX, County',
  );

  const list = nextList(page);
  await where.option('Dallas County, TX, County').click();
  await expect(where.chip('Dallas County, TX')).toBeVisible();
  await expect(page.getByText('Searching Dallas County, TX.').first()).toBeVisible();
  const state = readUrlState(page.url());
  expect(state?.f).toEqual({
    searchType: 'N',
    stateId: '48',
    countyId: '113',
    fips: '48113',
    title: 'Dallas, TX',
  });

  const truth = await askMock(request, { ...state?.f, count: true });
  expect(truth.resultCount).toBeGreaterThan(0);
  expect(truth.resultCount).toBeLessThan(everyone);
  await expect.poll(() => panel.settledCount(), { timeout: 20_000 }).toBe(truth.resultCount);
  await expect(panel.problems).toBeHidden();
  // Every record the table got is in Dallas County.
  const shown = await records(await list);
  expect(shown.length).toBeGreaterThan(0);
  for (const r of shown) expect([r.address.county, r.address.fips]).toEqual(['Dallas', '48113']);
  await expect(
    page
      .getByRole('region', { name: 'Results' })
      .getByText(`${truth.resultCount.toLocaleString('en-US')}`)
      .first(),
  ).toBeVisible();
  guard.expectClean();
});

test('an address pick finds that one property', async ({ page, request, guard }) => {
  const panel = new FilterPanelScreen(page);
  const where = new WhereBoxScreen(page);
  const sample = await askMock<LeadRecord[]>(request, {
    searchType: 'N',
    fips: '48113',
    size: 3,
    resultIndex: 7,
  });
  expect(sample.data.length).toBeGreaterThan(0);
  const target = sample.data[0] as LeadRecord;
  const a = target.address;
  await panel.open();

  const list = nextList(page);
  await where.pick(a.street, `${a.street}, ${a.city}, ${a.state}, ${a.zip}, Address`);
  await expect.poll(() => panel.settledCount(), { timeout: 20_000 }).toBe(1);
  const shown = await records(await list);
  expect(shown.map((r) => r.id)).toEqual([target.id]);
  expect(readUrlState(page.url())?.f).toMatchObject({ searchType: 'A', id: target.id });
  guard.expectClean();
});

test('zip picks add up, and a city pick replaces them', async ({ page, request, guard }) => {
  const panel = new FilterPanelScreen(page);
  const where = new WhereBoxScreen(page);
  const sample = await askMock<LeadRecord[]>(request, {
    searchType: 'C',
    city: 'Dallas',
    state: 'TX',
    size: 250,
  });
  const zips = [...new Set(sample.data.map((r) => r.address.zip))].slice(0, 2);
  expect(zips).toHaveLength(2);
  await panel.open();

  await where.pick(zips[0] ?? '', `${zips[0]}, TX, Zip`);
  await where.pick(zips[1] ?? '', `${zips[1]}, TX, Zip`);
  await expect(where.chips.getByRole('listitem')).toHaveText([`${zips[0]}×`, `${zips[1]}×`]);
  expect(readUrlState(page.url())?.f).toMatchObject({ searchType: 'Z', zip: zips });
  const zipTruth = await askMock(request, { zip: zips, count: true });
  await expect.poll(() => panel.settledCount(), { timeout: 20_000 }).toBe(zipTruth.resultCount);

  const list = nextList(page);
  await where.pick('Austin', 'Austin, TX, City');
  await expect(
    page.getByText(`Austin, TX replaced zip ${zips[0]} and zip ${zips[1]}.`).first(),
  ).toBeVisible();
  const state = readUrlState(page.url());
  expect(state?.f).toEqual({ searchType: 'C', city: 'Austin', state: 'TX', title: 'Austin, TX' });
  const cityTruth = await askMock(request, { city: 'Austin', state: 'TX', count: true });
  await expect.poll(() => panel.settledCount(), { timeout: 20_000 }).toBe(cityTruth.resultCount);
  await expect(panel.problems).toBeHidden();
  for (const r of await records(await list)) expect(r.address.city).toBe('Austin');
  guard.expectClean();
});

test('the whole journey by keyboard: find, choose, pick, hear it, remove it', async ({
  page,
  guard,
}) => {
  const panel = new FilterPanelScreen(page);
  const where = new WhereBoxScreen(page);
  await panel.open();
  const everyone = await panel.settledCount();

  // Tab from the top of the page to the box.
  await where.tabTo();
  await expect(where.input).toBeFocused();

  await page.keyboard.type('Dallas', { delay: 30 });
  await expect(where.list).toBeVisible();
  await expect(where.input).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const second = where.list.getByRole('option').nth(1);
  await expect(second).toHaveAttribute('aria-selected', 'true');
  await expect(where.input).toHaveAttribute(
    'aria-activedescendant',
    (await second.getAttribute('id')) ?? '',
  );
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  await expect(where.chip('Dallas County, TX')).toBeVisible();
  await expect(where.input).toBeFocused();
  await expect(page.locator('.where-box [aria-live="polite"]')).toHaveText(
    'Searching Dallas County, TX.',
  );
  await expect.poll(() => panel.settledCount(), { timeout: 20_000 }).toBeLessThan(everyone);

  // Escape closes the list without picking; a second Escape clears the text.
  await page.keyboard.type('Tarr', { delay: 30 });
  await expect(where.list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(where.list).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(where.input).toHaveValue('');

  // Tab to the chip's remove button, and remove the county.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Remove county Dallas County, TX' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(where.chips).toBeHidden();
  await expect.poll(() => panel.settledCount(), { timeout: 20_000 }).toBe(everyone);
  guard.expectClean();
});

test('a failing lookup says "Suggestions unavailable"; typing and the free-text filters still work', async ({
  page,
  request,
}) => {
  const panel = new FilterPanelScreen(page);
  const where = new WhereBoxScreen(page);
  await page.route('**/v2/AutoComplete', (route) => route.abort('internetdisconnected'));
  await panel.open();

  await where.type('Dallas');
  await expect(where.status).toHaveText(/Suggestions unavailable/);
  await expect(where.input).toHaveAttribute('aria-expanded', 'false');
  await where.input.pressSequentially(' County', { delay: 20 });
  await expect(where.input).toHaveValue('Dallas County');

  // The Location group's free-text fields search as before.
  await panel.field('City').fill('Dallas');
  await panel.field('State').selectOption('TX');
  const state = await panel.search();
  expect(state.f).toEqual({ city: 'Dallas', state: 'TX' });
  const truth = await askMock(request, { city: 'Dallas', state: 'TX', count: true });
  await expect.poll(() => panel.settledCount(), { timeout: 20_000 }).toBe(truth.resultCount);

  // A server error answers the same way.
  await page.unroute('**/v2/AutoComplete');
  await page.route('**/v2/AutoComplete', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"statusCode":500,"errorCode":"INTERNAL_ERROR","errorMessage":"boom"}',
    }),
  );
  await where.type('Austin');
  await expect(where.status).toHaveText(/Suggestions unavailable/, { timeout: 15_000 });
});
