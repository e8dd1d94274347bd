// MLS drawer, bulk lookup for selected leads: order, N of M matched, batches of 1,000, cancel, none matched, CSV.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import {
  askMockBulk,
  isMlsBulkRequest,
  recordMlsRequests,
  MlsDrawerScreen,
} from './pages/mls-drawer';
import { askMock, ResultsScreen } from './pages/results-table';

const PHOENIX = { city: 'Phoenix', state: 'AZ' };

/**
 * Property ID, Matched, then the listing's address and MLS # of a hit, or the lead's own address
 * (from the table) and the error message of a miss.
 */
function expectedRows(
  ids: string[],
  data: Record<string, unknown>[],
  leadAddresses: Map<string, string>,
): string[][] {
  return data.map((item, i) => {
    const id = ids[i] ?? '';
    // A miss shows the service's message in the drawer's words: its assessor ID is our property ID.
    if ('errorMessage' in item)
      return [
        id,
        'No',
        leadAddresses.get(id) ?? '',
        String(item.errorMessage).replace(/\bassessor ID\b/, 'property ID'),
      ];
    const address = item.address as { unparsedAddress: string };
    return [id, 'Yes', address.unparsedAddress, String(item.mlsNumber)];
  });
}

/** The same four cells of every shown row, read from the drawer's table. */
function shownRows(drawer: MlsDrawerScreen): Promise<string[][]> {
  return drawer
    .bulkTable()
    .getByRole('row')
    .evaluateAll((rows) =>
      rows.slice(1).map((row) =>
        Array.from((row as HTMLTableRowElement).cells)
          .slice(1, 5)
          .map((c) => c.textContent ?? ''),
      ),
    );
}

/** The leads' addresses as the table shows them (from the checkboxes' labels), by id. */
async function leadAddresses(results: ResultsScreen): Promise<Map<string, string>> {
  const labels = await results
    .rowCheckboxes()
    .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
  return new Map(
    labels.map((label) => {
      const [, id = '', address = ''] = /^Select property (\d+), (.*)$/.exec(label) ?? [];
      return [id, address];
    }),
  );
}

/** Selects the first `count` rows of the shown page and opens the bulk lookup. */
async function bulkFromRows(results: ResultsScreen, count: number): Promise<string[]> {
  const ids = (await results.rowIds()).slice(0, count);
  for (const id of ids) {
    await results.table
      .getByRole('checkbox', { name: new RegExp(`^Select property ${id}\\b`) })
      .check();
  }
  await results.region.getByRole('button', { name: 'MLS lookup' }).click();
  return ids;
}

/** Selects every match of the search (ids_only) and opens the bulk lookup. */
async function bulkFromAllMatches(results: ResultsScreen, total: number): Promise<void> {
  await results.table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await results.region
    .getByRole('button', { name: `Select all ${total.toLocaleString('en-US')} matches` })
    .click();
  await expect(
    results.region.getByText(`${total.toLocaleString('en-US')} leads selected`),
  ).toBeVisible();
  await results.region.getByRole('button', { name: 'MLS lookup' }).click();
}

test('selected rows come back in request order, hits with listing fields and misses with their message', async ({
  page,
  request,
  guard,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: PHOENIX, page: [0, 25] });
  const ids = await results.rowIds();
  await results.table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await results.region.getByRole('button', { name: 'MLS lookup' }).click();
  const mock = await askMockBulk(request, ids.map(Number));
  expect(mock.recordCount).toBeGreaterThan(0);
  expect(mock.recordCount).toBeLessThan(ids.length);
  const drawer = new MlsDrawerScreen(page);
  await expect(drawer.dialog).toHaveAccessibleName('MLS lookup for 25 leads');
  const sent = page.waitForRequest(isMlsBulkRequest);

  await drawer.dialog.getByRole('button', { name: 'Start lookup' }).click();

  expect((await sent).postDataJSON().assessor_ids).toEqual(ids.map(Number));
  await expect(drawer.matches()).toHaveText(`${mock.recordCount} of 25 matched`);
  await expect(drawer.bulkTable().getByRole('row')).toHaveCount(26);
  const addresses = await leadAddresses(results);
  await expect.poll(() => shownRows(drawer)).toEqual(expectedRows(ids, mock.data, addresses));
  guard.expectClean();
});

test('over 1,000 selected leads go out as sequential batches of 1,000 in order', async ({
  page,
  request,
}) => {
  // Selecting every match and two batches of answers: more work than most tests.
  test.slow();
  const all = await askMock<number[]>(request, { ...PHOENIX, ids_only: true });
  expect(all.resultCount).toBeGreaterThan(1000);
  expect(all.resultCount).toBeLessThanOrEqual(2000);
  const first = await askMockBulk(request, all.data.slice(0, 1000));
  const second = await askMockBulk(request, all.data.slice(1000));
  const results = new ResultsScreen(page);
  await results.open({ filters: PHOENIX });
  const calls = recordMlsRequests(page);
  await bulkFromAllMatches(results, all.resultCount);
  const drawer = new MlsDrawerScreen(page);
  await expect(drawer.dialog).toContainText('runs in 2 batches of up to 1,000 leads');

  await drawer.dialog.getByRole('button', { name: 'Start lookup' }).click();
  // Over the team's threshold (1,000 credits by default): nothing goes out before the user agrees.
  await expect(drawer.dialog.getByRole('group', { name: 'Confirm the lookup' })).toBeVisible();
  expect(calls.bulk).toHaveLength(0);
  await drawer.confirmBulkSpend(all.resultCount);

  const total = all.resultCount.toLocaleString('en-US');
  await expect(drawer.matches()).toHaveText(
    `${(first.recordCount + second.recordCount).toLocaleString('en-US')} of ${total} matched`,
  );
  expect(calls.bulk.map((b) => b.assessor_ids.length)).toEqual([1000, all.resultCount - 1000]);
  expect(calls.bulk.flatMap((b) => b.assessor_ids)).toEqual(all.data);
  await expect(drawer.dialog.getByText(`Rows 1–100 of ${total}`)).toBeVisible();
});

test('the progress bar counts batches, and cancel keeps what arrived', async ({
  page,
  request,
}) => {
  test.slow();
  const all = await askMock<number[]>(request, { ...PHOENIX, ids_only: true });
  const results = new ResultsScreen(page);
  await results.open({ filters: PHOENIX });
  // Hold the first batch until the user has pressed Cancel, so the cancel lands mid-batch.
  let release: () => void = () => {};
  const cancelled = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v3/MLSDetailBulk', async (route) => {
    await cancelled;
    await route.continue();
  });
  const calls = recordMlsRequests(page);
  await bulkFromAllMatches(results, all.resultCount);
  const drawer = new MlsDrawerScreen(page);
  await drawer.dialog.getByRole('button', { name: 'Start lookup' }).click();
  await drawer.confirmBulkSpend(all.resultCount);
  await expect(drawer.dialog.getByRole('status').filter({ hasText: /^Batch/ })).toHaveText(
    'Batch 1 of 2',
  );
  await expect(
    drawer.dialog.getByRole('progressbar', { name: 'MLS lookup progress' }),
  ).toBeVisible();

  await drawer.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(drawer.dialog.getByText('Stopping after batch 1 of 2…')).toBeVisible();
  release();

  await expect(drawer.dialog.getByText('Lookup cancelled')).toBeVisible();
  await expect(drawer.matches()).toContainText(
    ` of 1,000 matched · ${(all.resultCount - 1000).toLocaleString('en-US')} leads not looked up`,
  );
  expect(calls.bulk).toHaveLength(1);
  await drawer.dialog.getByRole('button', { name: 'Resume lookup' }).click();
  await expect(drawer.matches()).toHaveText(
    new RegExp(` of ${all.resultCount.toLocaleString('en-US')} matched$`),
  );
  expect(calls.bulk.map((b) => b.assessor_ids[0])).toEqual([all.data[0], all.data[1000]]);
});

test('when no selected lead has a listing, the table says none matched', async ({
  page,
  request,
}) => {
  const candidates = await askMock<number[]>(request, { ...PHOENIX, ids_only: true });
  const answer = await askMockBulk(request, candidates.data.slice(0, 40));
  const misses = candidates.data.slice(0, 40).filter((_, i) => 'errorMessage' in answer.data[i]!);
  const ids = misses.slice(0, 5);
  expect(ids).toHaveLength(5);
  const results = new ResultsScreen(page);
  await results.open({ filters: { ids } });
  await results.table.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await results.region.getByRole('button', { name: 'MLS lookup' }).click();
  const drawer = new MlsDrawerScreen(page);
  const reply = page.waitForResponse((r) => isMlsBulkRequest(r.request()));

  await drawer.dialog.getByRole('button', { name: 'Start lookup' }).click();

  expect((await reply).status()).toBe(404);
  await expect(drawer.matches()).toContainText('0 of 5 matched');
  await expect(drawer.matches()).toContainText('None matched');
  await expect(drawer.alert()).toHaveCount(0);
  await expect(drawer.bulkTable().getByRole('row')).toHaveCount(6);
});

test('bulk results export to CSV with readable headers, in request order', async ({
  page,
  request,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: PHOENIX });
  const ids = await bulkFromRows(results, 6);
  const mock = await askMockBulk(request, ids.map(Number));
  const drawer = new MlsDrawerScreen(page);
  await drawer.dialog.getByRole('button', { name: 'Start lookup' }).click();
  await expect(drawer.matches()).toHaveText(`${mock.recordCount} of 6 matched`);
  const download = page.waitForEvent('download');

  await drawer.dialog.getByRole('button', { name: 'Export CSV' }).click();

  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^mls-lookup-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).trimEnd().split('\r\n');
  // Keyed by Property ID, as the lead export is.
  expect(lines[0]).toBe(
    'Property ID,Address,Matched,MLS #,Board,Status,List price,Days on market,Listing agent,Error',
  );
  const rows = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows.map((r) => r['Property ID'])).toEqual(ids);
  expect(rows.filter((r) => r.Matched === 'Yes')).toHaveLength(mock.recordCount);
  // Every row names its lead: the listing's address for a hit, the table's for a miss.
  expect(rows.every((r) => r.Address !== '')).toBe(true);
});
