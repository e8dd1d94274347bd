// The export dialog against the mock: Custom's chosen columns in the chosen order, the Mail merge
// purpose's one row per mailing address, owner names in the right columns, past 10,000 rows with
// pause, resume and resume after a reload, and an Excel file.
import { expect, test } from './fixtures';
import {
  ExportDialog,
  mailbox,
  readCsvHeader,
  readCsvRows,
  readXlsxSheet,
} from './pages/export-dialog';
import { askMock, ResultsScreen } from './pages/results-table';

const AUSTIN_ABSENTEE = { city: 'Austin', state: 'TX', absentee_owner: true };
/** More than 10,000 matches in the e2e dataset (20,000 properties, seed 1). */
const WIDE = { property_type: 'SFR' };

test('picked columns export in the picked order', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN_ABSENTEE, sort: [['estimated_value', 'desc']] });
  const tableIds = await results.rowIds();
  const exporter = new ExportDialog(page);
  await exporter.open();

  await exporter.chooseSet('Dialer');
  // Without its one-number-a-row columns, and with every lead (traced or not).
  for (const label of ['Phone', 'Phone type', 'Phone DNC', 'Phone last seen'])
    await exporter.removeColumn(label);
  await exporter.dialog.getByRole('checkbox', { name: 'Only leads with a phone' }).uncheck();
  await exporter.addColumn('pre-fore', 'Pre-Foreclosure Date');
  await exporter.addColumn('notice', 'Notice Type');
  await exporter.moveUp('Property ID', 5);
  // The keyboard moves a column too: Alt+↑ on any of its controls.
  await exporter.dialog.getByRole('button', { name: 'Move Property ID up' }).press('Alt+ArrowUp');
  const picked = [
    'Owner 1 First Name',
    'Property ID',
    'Owner 1 Last Name',
    'Company Name',
    'Property Address',
    'Property City',
    'Property State',
    'Property Zip',
    'Pre-Foreclosure Date',
    'Notice Type',
  ];
  expect(await exporter.chosenColumns()).toEqual(picked);
  await expect(exporter.dialog.getByText('edited', { exact: true })).toBeVisible();

  const download = await exporter.exportAndDownload();
  expect(await readCsvHeader(download)).toEqual(picked);
  const rows = await readCsvRows(download);
  const { resultCount } = await askMock(page.request, { ...AUSTIN_ABSENTEE, count: true });
  expect(rows).toHaveLength(resultCount);
  expect(rows.slice(0, tableIds.length).map((r) => r['Property ID'])).toEqual(tableIds);
  // The distress dates are real columns now: some rows have one, each an ISO date.
  const dates = rows.map((r) => r['Pre-Foreclosure Date']).filter(Boolean);
  for (const d of dates) expect(d).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  // The dialog remembers the columns for the next export.
  await exporter.open();
  await exporter.custom();
  expect(await exporter.chosenColumns()).toEqual(picked);
});

test('a saved column set comes back after a reload', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN_ABSENTEE });
  const exporter = new ExportDialog(page);
  await exporter.open();
  await exporter.chooseSet('Mail merge');
  await exporter.removeColumn('Property ID');
  await exporter.dialog.getByLabel('Save these columns as').fill('Postcards');
  await exporter.dialog.getByRole('button', { name: 'Save column set' }).click();
  await expect(exporter.dialog.getByLabel('Column set')).toHaveValue(/^set-/);

  await page.reload();
  await results.waitForRows();
  await exporter.open();
  await exporter.chooseSet('Full');
  await exporter.chooseSet('Postcards');
  const columns = await exporter.chosenColumns();
  expect(columns[0]).toBe('Addressee');
  expect(columns).not.toContain('Property ID');
});

test('the Mail merge purpose has one row per mailing address, and says what it merged', async ({
  page,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN_ABSENTEE });
  const { resultCount } = await askMock(page.request, { ...AUSTIN_ABSENTEE, count: true });
  const exporter = new ExportDialog(page);
  await exporter.open();

  // The merging and the writing happen in a worker, off the page's own thread.
  const writer = page.waitForEvent('worker', (w) => /write-file\.worker/.test(w.url()));
  const rows = await readCsvRows(await exporter.exportFor('Mail merge'));
  await writer;
  const boxes = rows.map(mailbox);
  expect(new Set(boxes).size).toBe(rows.length);
  // The search does share mailboxes (owners with several properties), so rows were merged.
  const merged = resultCount - rows.length;
  expect(merged).toBeGreaterThan(0);
  const n = (count: number) => count.toLocaleString('en-US');
  await expect(exporter.status).toContainText(
    `${n(resultCount)} leads → ${n(rows.length)} letters: ${n(merged)} shared a mailing address`,
  );
  // Envelope lines: an addressee and "City, ST 12345" on every row.
  for (const row of rows) {
    expect(row.Addressee).not.toBe('');
    expect(row['Mailing City, State Zip']).toMatch(/^.+, [A-Z]{2} \d{5}/);
  }
});

test('trusts and companies land in Company Name, people in first and last name', async ({
  page,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN_ABSENTEE });
  const exporter = new ExportDialog(page);
  await exporter.open();
  const rows = await readCsvRows(await exporter.exportFor('Full'));

  const trusts = rows.filter((r) => / Trust$/.test(r['Company Name'] ?? ''));
  const companies = rows.filter((r) => /\b(LLC|Inc|LP)$/.test(r['Company Name'] ?? ''));
  const people = rows.filter((r) => !r['Company Name']);
  expect(trusts.length).toBeGreaterThan(0);
  expect(companies.length).toBeGreaterThan(0);
  expect(people.length).toBeGreaterThan(0);
  for (const row of [...trusts, ...companies]) {
    expect(row['Owner 1 First Name']).toBe('');
    expect(row['Owner 1 Last Name']).toBe('');
  }
  for (const row of people) {
    expect(row['Owner 1 First Name']).not.toBe('');
    expect(row['Owner 1 Last Name']).not.toMatch(/\b(Trust|LLC|Inc|LP)\b/);
  }
});

test('an export past 10,000 rows pauses, resumes, and resumes after a reload', async ({ page }) => {
  test.setTimeout(180_000);
  const results = new ResultsScreen(page);
  await results.open({ filters: WIDE });
  const { resultCount } = await askMock(page.request, { ...WIDE, count: true });
  expect(resultCount).toBeGreaterThan(10_000);

  // Each export page a little slower than the mock answers, so the pauses land mid-export.
  await page.route('**/v2/PropertySearch', async (route) => {
    const body = route.request().postDataJSON() as { size?: number };
    if (body.size === 250) await new Promise((resolve) => setTimeout(resolve, 150));
    await route.fallback();
  });
  const exporter = new ExportDialog(page);
  await exporter.open();
  // The cost is said before anything is fetched, beside the purposes that start at once.
  await expect(exporter.dialog.getByRole('note')).toContainText(
    `${resultCount.toLocaleString('en-US')} credits`,
  );
  // This tab's own path (past 10,000 rows the dialog offers the server, on by default).
  await exporter.dialog.getByRole('checkbox', { name: 'Run on the server' }).uncheck();
  await exporter.purpose('Full').click();
  // Above the team's threshold (1,000 credits by default) the export asks before it spends.
  await exporter.confirmSpend(resultCount);

  const pause = exporter.status.getByRole('button', { name: 'Pause' });
  const resume = exporter.status.getByRole('button', { name: /^Resume from row/ });
  // Pause once some pages are in, resume, pause again further on.
  await expect(exporter.status).toContainText(/[1-9][\d,]* of [\d,]+ rows/);
  await pause.click();
  await expect(exporter.status).toContainText('Export paused after');
  await resume.click();
  await expect(exporter.status.getByRole('progressbar')).toHaveAttribute(
    'value',
    /^([5-9]\d{3}|\d{5})$/,
    { timeout: 60_000 },
  );
  await pause.click();
  await expect(exporter.status).toContainText('Export paused after');

  // A reload keeps the paused job and what was fetched.
  await page.reload();
  // The paused job is read from storage, not from the search: no need to wait for the table.
  await expect(exporter.status).toContainText('An export from your last visit is paused', {
    timeout: 30_000,
  });
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await resume.click();
  const rows = await readCsvRows(await downloading);
  expect(rows).toHaveLength(resultCount);
  expect(new Set(rows.map((r) => r['Property ID'])).size).toBe(resultCount);
  await expect(exporter.status).toContainText(`(${resultCount.toLocaleString('en-US')} rows)`);
});

test('an Excel export downloads a workbook with the chosen columns', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN_ABSENTEE });
  const exporter = new ExportDialog(page);
  await exporter.open();
  await exporter.chooseSet('Mail merge');
  await exporter.limitRows(20);
  await exporter.dialog.getByRole('radio', { name: 'Excel (.xlsx)' }).check();
  const writer = page.waitForEvent('worker', (w) => /write-file\.worker/.test(w.url()));
  const download = await exporter.exportAndDownload();
  await writer;
  expect(download.suggestedFilename()).toMatch(/^austin-tx-absentee-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readXlsxSheet(download);
  expect(sheet).toContain('<c r="A1" t="inlineStr" s="1"><is><t>Addressee</t>');
  // 20 rows fetched, merged by mailing address: at most 20 data rows after the header.
  const rowCount = sheet.match(/<row /g)?.length ?? 0;
  expect(rowCount).toBeGreaterThan(1);
  expect(rowCount).toBeLessThanOrEqual(21);
});

test('a record field picked in the Columns menu shows in the table where it was put', async ({
  page,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN_ABSENTEE });
  await results.menuButton('Columns').click();
  const chooser = results.dialog('Choose columns');
  await chooser.getByLabel('Find a column').fill('notice');
  await chooser.getByRole('checkbox', { name: 'Notice Type', exact: true }).check();
  for (let i = 0; i < 3; i += 1)
    await chooser.getByRole('button', { name: 'Move Notice Type up', exact: true }).click();

  const headers = results.table.getByRole('columnheader');
  const labels = await headers.allTextContents();
  const at = labels.findIndex((l) => l.includes('Notice Type'));
  expect(at).toBeGreaterThan(0);
  // Moved up three places from the end of the table's columns.
  expect(labels.length - 1 - at).toBe(3);

  // Kept for the next visit.
  await page.reload();
  await results.waitForRows();
  expect((await headers.allTextContents()).findIndex((l) => l.includes('Notice Type'))).toBe(at);
});
