// Owner contacts in the export (issue 40 item 5), against the mock: a page of 250 owners traced
// through the app's server (the skip items built as the app builds them), then that page exported
// with "Mobile only" and "Leave out DNC numbers": every number in the file is a mobile off the
// do-not-call list by the mock's own answer for that owner, and the Dialer writes one row per
// callable number.
import type { APIRequestContext } from '@playwright/test';
import { ownerSkipItem, type SkipSource } from '../src/api/skip-item';
import { expect, test } from './fixtures';
import { ExportDialog, readCsvRows } from './pages/export-dialog';
import { askMock, ResultsScreen } from './pages/results-table';

const AUSTIN_ABSENTEE = { city: 'Austin', state: 'TX', absentee_owner: true };

interface MockPhone {
  phone: string;
  type: string;
  dnc: boolean;
}

interface AwaitItem {
  input?: { key?: unknown };
  match: boolean;
  data: { phones: MockPhone[] };
}

/**
 * Traces the owners of `records` through the app's server, 100 a call as the app does, and gives
 * back what the mock answered for each property id (no phones for a no-match).
 */
async function traceOwners(
  request: APIRequestContext,
  records: SkipSource[],
): Promise<Map<string, MockPhone[]>> {
  const items = records.map(ownerSkipItem).filter((item) => item !== undefined);
  const answered = new Map<string, MockPhone[]>();
  for (let from = 0; from < items.length; from += 100) {
    const batch = items.slice(from, from + 100);
    const response = await request.post('/v2/SkipTraceBatchAwait', {
      data: { skips: batch },
      headers: { 'x-api-key': 'demo' },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { data } = (await response.json()) as { data: AwaitItem[] };
    expect(data).toHaveLength(batch.length);
    data.forEach((item, i) => {
      const key = String(batch[i]?.key);
      if (item.input?.key !== undefined) expect(String(item.input.key)).toBe(key);
      answered.set(key, item.match ? item.data.phones : []);
    });
  }
  return answered;
}

/** Every "Phone n" of a row with its type and DNC columns, leaving out the empty ones. */
function rowPhones(row: Record<string, string>) {
  return [1, 2, 3, 4, 5]
    .map((n) => ({
      number: row[`Phone ${n}`] ?? '',
      type: row[`Phone ${n} type`],
      dnc: row[`Phone ${n} DNC`],
    }))
    .filter((p) => p.number !== '');
}

test('a traced page exports only mobile, non-DNC numbers by the mock’s answer; the Dialer one row per callable number', async ({
  page,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN_ABSENTEE, page: [0, 250] });
  await expect.poll(() => results.rowIds().then((ids) => ids.length)).toBe(250);
  const ids = await results.rowIds();
  const { data: records } = await askMock<SkipSource[]>(page.request, {
    ids: ids.map(Number),
    size: 250,
  });
  const answers = await traceOwners(page.request, records);
  const phonesOf = (id: string) => answers.get(id) ?? [];
  // The mock's answers do have numbers the filters must leave out.
  const all = [...answers.values()].flat();
  expect(all.some((p) => p.dnc)).toBe(true);
  expect(all.some((p) => p.type !== 'mobile' && !p.dnc)).toBe(true);

  // The page, selected and exported with Phone 1–5 and both filters.
  await page.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  await results.selectionBar.getByRole('button', { name: 'Export selected' }).click();
  const exporter = new ExportDialog(page);
  await expect(exporter.dialog).toHaveAccessibleDescription('250 selected leads');
  await expect(exporter.dialog).toContainText(
    new RegExp(`(${answers.size} of 250 leads|All 250 leads) have traced contacts`),
  );
  await exporter.chooseSet('Everything');
  const phones = exporter.dialog.getByRole('group', { name: 'Owner phones' });
  await phones.getByRole('checkbox', { name: 'Mobile only' }).check();
  await phones.getByRole('checkbox', { name: 'Leave out DNC numbers' }).check();
  const rows = await readCsvRows(await exporter.exportAndDownload());
  expect(rows.map((r) => r['Property ID']).sort()).toEqual([...ids].sort());

  let exported = 0;
  for (const row of rows) {
    const id = row['Property ID'] ?? '';
    const callableMobiles = phonesOf(id)
      .filter((p) => p.type === 'mobile' && !p.dnc)
      .map((p) => p.phone);
    const written = rowPhones(row);
    for (const phone of written) {
      // By the file's own columns, and by what the mock answered for this owner.
      expect(phone).toMatchObject({ type: 'Mobile', dnc: 'N' });
      expect(phonesOf(id)).toContainEqual({ phone: phone.number, type: 'mobile', dnc: false });
    }
    expect(written).toHaveLength(Math.min(5, callableMobiles.length));
    exported += written.length;
  }
  expect(exported).toBeGreaterThan(0);

  // The Dialer: one row per number off the do-not-call list, of any type, for the same page.
  await results.selectionBar.getByRole('button', { name: 'Export selected' }).click();
  const dialerRows = await readCsvRows(await exporter.exportFor('Dialer'));
  const expected = [...answers.entries()]
    .flatMap(([id, list]) => list.filter((p) => !p.dnc).map((p) => `${id}|${p.phone}`))
    .sort();
  expect(dialerRows.map((r) => `${r['Property ID']}|${r.Phone}`).sort()).toEqual(expected);
  for (const row of dialerRows) expect(row['Phone DNC']).toBe('N');
  expect(Object.keys(dialerRows[0] ?? {})).toEqual([
    'Owner 1 First Name',
    'Owner 1 Last Name',
    'Company Name',
    'Property Address',
    'Property City',
    'Property State',
    'Property Zip',
    'Phone',
    'Phone type',
    'Phone DNC',
    'Phone last seen',
    'Property ID',
  ]);
  await expect(exporter.status).toContainText(
    `${dialerRows.length.toLocaleString('en-US')} rows from 250 leads`,
  );
});
