// Filters across groups reach the service as one valid request, and the records that come back honour them.
import { expect, test } from './fixtures';
import type { Request } from '@playwright/test';
import { FilterPanelScreen, askMock, isListRequest } from './pages/filter-panel';

interface LeadRecord {
  address?: { city?: string; state?: string };
  bedrooms?: number | null;
  absenteeOwner?: boolean | null;
  corporateOwned?: boolean | null;
  estimatedEquity?: number | null;
}

const EXPECTED_FILTERS = {
  city: 'Austin',
  state: 'TX',
  beds_min: 3,
  absentee_owner: true,
  corporate_owned: false,
  estimated_equity_min: 50000,
};

/** The list request of the form once all its filters are in (the last one set is the equity). */
function isFinishedFormRequest(request: Request): boolean {
  return (
    isListRequest(request) &&
    JSON.stringify(request.postDataJSON()).includes('"estimated_equity_min":50000')
  );
}

test('filters from four groups are sent as one request whose records honour them', async ({
  page,
  guard,
}) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  // The table's list request for the finished form (edits apply by themselves as they are made,
  // so earlier ones may be sent on the way); its payload is the contract.
  const isFinal = isFinishedFormRequest;
  const listRequest = page.waitForRequest(isFinal);
  const listResponse = page.waitForResponse((r) => isFinal(r.request()));

  await panel.field('City').fill('Austin');
  await panel.field('State').selectOption('TX');
  await panel.openGroup('Property');
  await panel.field('Bedrooms min').fill('3');
  await panel.openGroup('Owner');
  await panel.setFlag('Absentee owner', 'Yes');
  await panel.setFlag('Corporate owned', 'No');
  await panel.openGroup('Equity & mortgage');
  await panel.field('Equity ($) min').fill('$50,000');

  const state = await panel.search();

  expect(state.f).toEqual(EXPECTED_FILTERS);
  expect((await listRequest).postDataJSON()).toMatchObject({ ...EXPECTED_FILTERS, resultIndex: 0 });
  const body = (await (await listResponse).json()) as { data: LeadRecord[]; resultCount: number };
  expect(body.data.length).toBeGreaterThan(0);
  for (const record of body.data) {
    expect(record.address?.city?.toLowerCase()).toBe('austin');
    expect(record.address?.state).toBe('TX');
    expect(record.bedrooms).toBeGreaterThanOrEqual(3);
    expect(record.absenteeOwner).toBe(true);
    expect(record.corporateOwned).toBe(false);
    expect(record.estimatedEquity).toBeGreaterThanOrEqual(50000);
  }
  guard.expectClean();
});

test('the mock, asked directly with the URL state, returns only matching records', async ({
  page,
  request,
}) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.openGroup('MLS');
  await panel.setFlag('MLS active', 'Yes');
  await panel.field('Days on market max').fill('60');
  await panel.field('Zip codes').fill('78701 78702 78703 78704 78705');

  const { f: filters } = await panel.search();
  expect(filters).toEqual({
    zip: ['78701', '78702', '78703', '78704', '78705'],
    mls_active: true,
    mls_days_on_market_max: 60,
  });

  const answer = await askMock<
    { mlsActive?: boolean; mlsDaysOnMarket?: number; address?: { zip?: string } }[]
  >(request, { ...filters, size: 250 });
  expect(answer.data.length).toBeGreaterThan(0);
  for (const record of answer.data) {
    expect(record.mlsActive).toBe(true);
    expect(record.mlsDaysOnMarket).toBeLessThanOrEqual(60);
    expect(filters.zip).toContain(record.address?.zip);
  }
});

test('a tri-state flag set to No sends false, and Any sends nothing', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.openGroup('Distress');
  await panel.setFlag('Vacant', 'No');
  await panel.setFlag('Tax lien', 'Yes');
  await panel.setFlag('Tax lien', 'Any');

  const { f } = await panel.search();
  expect(f).toEqual({ vacant: false });
});

test('a search keeps page size and sort but starts at the first page', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open({ zip: ['78701'] }, { s: [['year_built', 'desc']], p: [2, 100] });
  await panel.field('Zip codes').fill('78702');

  const state = await panel.search();
  expect(state).toEqual({ f: { zip: ['78702'] }, s: [['year_built', 'desc']], p: [0, 100] });
});
