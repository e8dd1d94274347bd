// CSV export against the mock: the downloaded file parses, matches the table, honours privacy, resumes.
import { readFile } from 'node:fs/promises';
import Papa from 'papaparse';
import type { Download, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ExportDialog } from './pages/export-dialog';
import { askMock, ResultsScreen } from './pages/results-table';

// Small enough to export quickly, large enough to need several pages of 250.
const SEARCH = { city: 'Austin', state: 'TX', absentee_owner: true };

async function readCsv(download: Download): Promise<Record<string, string>[]> {
  const text = await readFile(await download.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

async function exportAll(page: Page): Promise<Download> {
  const exporter = new ExportDialog(page);
  await exporter.open();
  return exporter.exportFor('Full');
}

test('the exported CSV downloads and its rows match the table', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: SEARCH, sort: [['estimated_value', 'desc']] });
  const { resultCount } = await askMock(request, { ...SEARCH, count: true });
  const tableIds = await results.rowIds();

  const download = await exportAll(page);

  expect(download.suggestedFilename()).toMatch(/^austin-tx-absentee-\d{4}-\d{2}-\d{2}\.csv$/);
  const rows = await readCsv(download);
  expect(rows).toHaveLength(resultCount);
  expect(rows.slice(0, tableIds.length).map((r) => r['Property ID'])).toEqual(tableIds);
  const firstRowOwner = results.table.getByRole('row').nth(1);
  await expect(firstRowOwner).toContainText(rows[0]?.['Owner 1 Last Name'] ?? '∅');
  await expect(firstRowOwner).toContainText(rows[0]?.['Property Address'] ?? '∅');
  await expect(results.region.getByText(/^Downloaded austin-tx-absentee-.*\.csv/)).toBeVisible();
});

test('an export in privacy mode has no name or address columns', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: { ...SEARCH, obfuscate: true } });

  const rows = await readCsv(await exportAll(page));

  const headers = Object.keys(rows[0] ?? {});
  expect(headers).toContain('Property ID');
  expect(headers).toContain('Estimated Value');
  for (const h of [
    'Property Address',
    'Owner 1 Last Name',
    'Owner 1 First Name',
    'Mailing Address',
    'Company Name',
  ]) {
    expect(headers).not.toContain(h);
  }
});

test('a failure midway keeps the fetched rows and retries from there', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: SEARCH });
  let failed = false;
  // The second export page fails once, and with a 400 so the loop does not retry on its own.
  await page.route('**/v2/PropertySearch', async (route) => {
    const body = route.request().postDataJSON() as { size?: number; resultIndex?: number };
    if (!failed && body.size === 250 && body.resultIndex === 250) {
      failed = true;
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          statusCode: 400,
          error: 'Bad Request',
          message: 'simulated failure',
        }),
      });
      return;
    }
    await route.fallback();
  });

  const exporter = new ExportDialog(page);
  await exporter.open();
  await exporter.purpose('Full').click();

  const exportRegion = exporter.status;
  await expect(exportRegion).toContainText('The export stopped after 250 of');
  await expect(
    exportRegion.getByRole('button', { name: 'Download the 250 rows fetched' }),
  ).toBeVisible();
  const downloading = page.waitForEvent('download');
  await exportRegion.getByRole('button', { name: 'Retry from row 251' }).click();
  const rows = await readCsv(await downloading);
  expect(new Set(rows.map((r) => r['Property ID'])).size).toBe(rows.length);
  await expect(exportRegion).toContainText(`(${rows.length.toLocaleString('en-US')} rows)`);
});

test('"Export selected" opens the dialog for the selected rows, which export on their own', async ({
  page,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: SEARCH });
  const ids = (await results.rowIds()).slice(0, 3);
  for (const box of await results
    .rowCheckboxes()
    .all()
    .then((all) => all.slice(0, 3)))
    await box.check();

  await results.selectionBar.getByRole('button', { name: 'Export selected' }).click();
  // The same dialog, saying what it exports, rather than a silent export with the last settings.
  const exporter = new ExportDialog(page);
  await expect(exporter.dialog).toBeVisible();
  await expect(exporter.dialog).toHaveAccessibleDescription('3 selected leads');
  await expect(exporter.purpose('Full')).toHaveAccessibleDescription(/: 3 rows\.$/);
  const download = await exporter.exportFor('Full');

  expect(download.suggestedFilename()).toMatch(/^austin-tx-absentee-selected-/);
  expect((await readCsv(download)).map((r) => r['Property ID']).sort()).toEqual([...ids].sort());
});
