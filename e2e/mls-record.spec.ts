// MLS drawer, the record in the vendor's v3 names: price and status timelines, unknown sections
// under "More details", section prefs stored with the first version's names, and the keyboard
// path through a bulk lookup (focus into the answer, Escape back to the opener).
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { askMockMls, isMlsDetailRequest, mlsFixtures, MlsDrawerScreen } from './pages/mls-drawer';
import { askMock, ResultsScreen } from './pages/results-table';

const PHOENIX = { city: 'Phoenix', state: 'AZ' };

interface Cut {
  assessorId: number;
  date: string;
  originalListingPrice: number;
  listingPrice: number;
}

/** A Phoenix property whose listing had a price cut, read from the mock itself. */
async function listingWithPriceCut(request: APIRequestContext): Promise<Cut> {
  const ids = await askMock<number[]>(request, { ...PHOENIX, ids_only: true });
  for (const assessorId of ids.data.slice(0, 400)) {
    const answer = await askMockMls(request, { assessor_id: assessorId, field_sections: ['ROOT'] });
    if (answer.status !== 200) continue;
    const data = answer.body.data as Record<string, unknown>;
    if (typeof data.priceChangeTimestamp === 'string') {
      return {
        assessorId,
        date: data.priceChangeTimestamp.slice(0, 10),
        originalListingPrice: Number(data.originalListingPrice),
        listingPrice: Number(data.listingPrice),
      };
    }
  }
  throw new Error('no listing with a price cut among the first Phoenix properties');
}

const usd = (n: number) =>
  n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

test('price and status histories show as timelines with dates and changes', async ({
  page,
  request,
  guard,
}) => {
  const cut = await listingWithPriceCut(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  await drawer.lookUp({ 'Property ID': cut.assessorId });

  const prices = drawer.section('Price history').getByRole('listitem');
  await expect(prices).toHaveCount(1);
  await expect(prices.first()).toContainText(
    `${usd(cut.listingPrice)} from ${usd(cut.originalListingPrice)}`,
  );
  await expect(prices.first()).toContainText(
    `−${usd(cut.originalListingPrice - cut.listingPrice)}`,
  );
  await expect(prices.first().locator('time')).toHaveAttribute('datetime', cut.date);
  const statuses = drawer.section('Status history').getByRole('listitem');
  await expect(statuses.last()).toContainText('listed');
  guard.expectClean();
});

test('a section the app does not know is shown under More details, not dropped', async ({
  page,
  request,
  guard,
}) => {
  const fx = await mlsFixtures(request);
  // A stand-in for the real service: its answer carries a section and a root field the app
  // lacks, and a v2-style integer agent id.
  await page.route('**/v3/MLSDetail', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown> };
    body.data.virtualTourUrl = 'https://tours.example/1';
    body.data.linkedListings = [{ mlsNumber: '1988127', standardStatus: 'Expired' }];
    body.data.listingAgent = { fullName: 'Lee Ortega', mlsAgentId: 1184402 };
    await route.fulfill({ response, json: body });
  });
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();

  await drawer.lookUp({ 'Property ID': fx.assessorId });

  const more = drawer.section('More details');
  await expect(more.getByRole('heading', { name: 'Linked listings' })).toBeVisible();
  await expect(more).toContainText(/1 › MLS number\s*1988127/);
  await expect(more).toContainText(/Virtual tour URL\s*https:\/\/tours\.example\/1/);
  await expect(drawer.section('Listing agent')).toContainText('Agent ID 1184402');
  await expect(drawer.dialog).not.toContainText('Unexpected answer');
  guard.expectClean();
});

test('section prefs stored with the first version’s names are mapped, never sent', async ({
  page,
  request,
}) => {
  await page.addInitScript(() =>
    window.localStorage.setItem(
      'llb.mls-sections.v1',
      JSON.stringify({ sections: ['listing', 'property', 'schools'], publicRecord: false }),
    ),
  );
  const fx = await mlsFixtures(request);
  const drawer = new MlsDrawerScreen(page);
  await drawer.openForm();
  const reply = page.waitForResponse((r) => isMlsDetailRequest(r.request()));

  const body = await drawer.lookUp({ 'Property ID': fx.assessorId });

  expect(body).toEqual({
    assessor_id: fx.assessorId,
    field_sections: ['ROOT', 'listingDetails', 'agentRemarks', 'schools'],
  });
  expect((await reply).status()).toBe(200);
  await drawer.expectFact('Listing', 'MLS number', fx.mlsNumber);
  await expect(drawer.section('Listing details')).toBeVisible();
});

test('bulk by keyboard: Start lookup moves focus into the answer; Escape closes and returns to the opener', async ({
  page,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: PHOENIX, page: [0, 25] });
  const ids = (await results.rowIds()).slice(0, 4);
  for (const id of ids) {
    await results.table
      .getByRole('checkbox', { name: new RegExp(`^Select property ${id}\\b`) })
      .check();
  }
  const opener = results.region.getByRole('button', { name: 'MLS lookup' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = new MlsDrawerScreen(page);
  const start = drawer.dialog.getByRole('button', { name: 'Start lookup' });
  await start.focus();

  await page.keyboard.press('Enter');

  const answer = drawer.dialog.getByRole('region', { name: 'Lookup results' });
  await expect(answer).toBeFocused();
  await expect(drawer.matches()).toContainText('of 4 matched');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);

  await page.keyboard.press('Escape');

  await expect(drawer.dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
