// A bulk MLS lookup joined back onto the leads: its columns on the looked-up rows (checked against
// the mock's own answer and the drawer), "no listing" on misses, in the table's order, in the export.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import { expect, test } from './fixtures';
import { askMockBulk, isMlsBulkRequest, MlsDrawerScreen } from './pages/mls-drawer';
import { ResultsScreen } from './pages/results-table';

const PHOENIX = { city: 'Phoenix', state: 'AZ' };
const MLS_HEADERS = [
  'MLS lookup: status',
  'MLS lookup: list price',
  'MLS lookup: days on market',
  'MLS lookup: listing agent',
];

/** What a looked-up row must show, from the mock's MLSDetailBulk answer for its id. */
function expectedCells(item: Record<string, unknown>): string[] {
  if ('errorMessage' in item) return ['no listing', '', '', ''];
  const agent = item.listingAgent as { fullName?: string } | undefined;
  const price = item.listingPrice as number | null;
  const days = item.daysOnMarket as number | null;
  return [
    String(item.standardStatus ?? ''),
    price == null ? '' : `$${price.toLocaleString('en-US')}`,
    days == null ? '' : days.toLocaleString('en-US'),
    agent?.fullName ?? '',
  ];
}

test('bulk MLS columns appear on the looked-up leads’ rows, misses say no listing, and export', async ({
  page,
  request,
  guard,
}) => {
  const results = new ResultsScreen(page);
  // Sorted by value: the table's order is not the ids' order.
  await results.open({ filters: PHOENIX, sort: [['estimated_value', 'desc']], page: [0, 25] });
  const shown = await results.rowIds();
  const picked = shown.slice(0, 8);
  for (const id of picked) await results.rowCheckbox(id).check();
  const mock = await askMockBulk(request, picked.map(Number));
  expect(mock.recordCount).toBeGreaterThan(0);
  expect(mock.recordCount).toBeLessThan(picked.length);
  const sent = page.waitForRequest(isMlsBulkRequest);

  await results.selectionBar.getByRole('button', { name: 'MLS lookup' }).click();
  const drawer = new MlsDrawerScreen(page);
  await drawer.dialog.getByRole('button', { name: 'Start lookup' }).click();

  // Sent in the table's order, which is not ascending here.
  expect((await sent).postDataJSON().assessor_ids).toEqual(picked.map(Number));
  expect(picked).not.toEqual([...picked].sort((a, b) => Number(a) - Number(b)));
  await expect(drawer.matches()).toHaveText(`${mock.recordCount} of 8 matched`);
  // The drawer's status for the first hit is the one the table shows.
  const firstHit = mock.data.findIndex((item) => !('errorMessage' in item));
  const drawerStatus = await drawer
    .bulkTable()
    .getByRole('row')
    .nth(firstHit + 1)
    .getByRole('cell')
    .nth(6)
    .textContent();
  await page.getByRole('button', { name: 'Close MLS details' }).click();

  expect((await results.columnHeaders()).slice(-4)).toEqual(MLS_HEADERS);
  for (const [i, id] of picked.entries()) {
    expect(await results.cells(id, MLS_HEADERS), `row ${id}`).toEqual(
      expectedCells(mock.data[i] ?? {}),
    );
  }
  expect((await results.cells(picked[firstHit] ?? '', MLS_HEADERS))[0]).toBe(drawerStatus);
  // A lead that was not looked up has empty MLS cells.
  expect(await results.cells(shown[20] ?? '', MLS_HEADERS)).toEqual(['', '', '', '']);

  // The lead export carries the same columns, keyed by Property ID.
  const downloading = page.waitForEvent('download');
  await results.selectionBar.getByRole('button', { name: 'Export selected' }).click();
  await page
    .getByRole('dialog', { name: 'Export leads' })
    .getByRole('button', { name: 'Full', exact: true })
    .click();
  const text = await readFile(await (await downloading).path(), 'utf8');
  const rows = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows.map((r) => r['Property ID'])).toEqual(picked);
  for (const [i, row] of rows.entries()) {
    const item = mock.data[i] ?? {};
    const hit = !('errorMessage' in item);
    expect(row['MLS lookup: status']).toBe(hit ? String(item.standardStatus ?? '') : 'no listing');
    expect(row['MLS lookup: list price']).toBe(hit ? String(item.listingPrice ?? '') : '');
  }
  guard.expectClean();
});

test('the bulk CSV is keyed by Property ID and names the address of a miss', async ({
  page,
  request,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: PHOENIX, page: [0, 25] });
  const picked = (await results.rowIds()).slice(0, 6);
  for (const id of picked) await results.rowCheckbox(id).check();
  const mock = await askMockBulk(request, picked.map(Number));
  const miss = mock.data.findIndex((item) => 'errorMessage' in item);
  expect(miss).toBeGreaterThanOrEqual(0);
  const missAddress = await results
    .rowCheckbox(picked[miss] ?? '')
    .getAttribute('aria-label')
    .then((label) => label?.replace(/^Select property \d+, /, ''));
  await results.selectionBar.getByRole('button', { name: 'MLS lookup' }).click();
  const drawer = new MlsDrawerScreen(page);
  await drawer.dialog.getByRole('button', { name: 'Start lookup' }).click();
  await expect(drawer.matches()).toHaveText(`${mock.recordCount} of 6 matched`);
  const downloading = page.waitForEvent('download');

  await drawer.dialog.getByRole('button', { name: 'Export CSV' }).click();

  const text = await readFile(await (await downloading).path(), 'utf8');
  const rows = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  }).data;
  expect(rows.map((r) => r['Property ID'])).toEqual(picked);
  expect(rows[miss]?.Matched).toBe('No');
  expect(rows[miss]?.Address).toBe(missAddress);
});
