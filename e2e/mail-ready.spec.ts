// The daily path to a mail-ready file (issue 37): from a fresh page, a county, a lead type,
// Export…, Mail merge: five interactions, and the file is named for the place and the lead type and
// has one row per mailing address. And the export dialog on a 390×844 phone.
import { expect, test } from './fixtures';
import { box } from './pages/box';
import { ExportDialog, mailbox, readCsvRows, type Purpose } from './pages/export-dialog';
import { FilterPanelScreen, readUrlState } from './pages/filter-panel';
import { askMock, ResultsScreen } from './pages/results-table';
import { WhereBoxScreen } from './pages/where-box';

test.describe.configure({ timeout: 120_000 });

const n = (count: number) => count.toLocaleString('en-US');

test('Dallas County pre-foreclosures to a mail-merge file in five interactions', async ({
  page,
  request,
}) => {
  const panel = new FilterPanelScreen(page);
  const where = new WhereBoxScreen(page);
  const results = new ResultsScreen(page);
  const exporter = new ExportDialog(page);
  await panel.open();

  // 1. Type the county; 2. pick it (the pick searches at once).
  await where.type('Dallas County');
  await where.option('Dallas County, TX, County').click();
  await expect.poll(() => readUrlState(page.url())?.f?.fips).toBe('48113');
  await results.waitForRows();

  // The lead types stand open beside the table (no click to unfold them).
  await expect(results.leadTypes).toBeVisible();

  // 3. The lead type, from the summary (its button waits for the summary's count).
  await results.leadTypes
    .getByRole('button', { name: /^Pre-foreclosure: [\d,]+ leads?\b/ })
    .click();
  await expect.poll(() => readUrlState(page.url())?.f?.pre_foreclosure).toBe(true);
  const filters = readUrlState(page.url())?.f ?? {};
  const { resultCount } = await askMock(request, { ...filters, count: true });
  expect(resultCount).toBeGreaterThan(0);
  await expect(results.count).toContainText(n(resultCount));
  await results.waitForRows();

  // 4. Export…; 5. Mail merge, which starts the export.
  await exporter.open();
  const download = await exporter.exportFor('Mail merge');

  expect(download.suggestedFilename()).toMatch(
    /^dallas-county-tx-pre-foreclosure-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const rows = await readCsvRows(download);
  expect(Object.keys(rows[0] ?? {})[0]).toBe('Addressee');
  // Every row is one of the search's leads, and no two go to the same mailbox.
  const ids = new Set(
    (await askMock<number[]>(request, { ...filters, ids_only: true })).data.map(String),
  );
  for (const row of rows) expect(ids.has(row['Property ID'] ?? '')).toBe(true);
  expect(new Set(rows.map(mailbox)).size).toBe(rows.length);
  // Every lead was fetched; the ones that shared a mailing address were merged, and it says so.
  const merged = resultCount - rows.length;
  expect(merged).toBeGreaterThanOrEqual(0);
  await expect(exporter.status).toContainText(
    `Downloaded ${download.suggestedFilename()} (${n(resultCount)} leads → ${n(rows.length)} ${
      rows.length === 1 ? 'letter' : 'letters'
    }: ${merged === 0 ? 'none' : n(merged)} shared a mailing address)`,
  );
});

test.describe('on a 390×844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the export dialog fits the screen, its purposes in view; Custom scrolls inside it', async ({
    page,
  }) => {
    const results = new ResultsScreen(page);
    await results.open({ filters: { city: 'Austin', state: 'TX', absentee_owner: true } });
    const exporter = new ExportDialog(page);
    await exporter.open();

    const fits = async () => {
      const panel = await box(exporter.dialog);
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(390);
      expect(panel.y + panel.height).toBeLessThanOrEqual(844);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await expect(
        exporter.dialog.getByRole('button', { name: 'Close Export leads' }),
      ).toBeInViewport({ ratio: 1 });
    };
    await fits();
    const purposes: (Purpose | 'Custom')[] = ['Mail merge', 'Dialer', 'Full', 'Custom'];
    for (const name of purposes) await expect(exporter.purpose(name)).toBeInViewport({ ratio: 1 });

    // Custom's picker is long: the dialog scrolls inside, its heading and close button stay put.
    await exporter.custom();
    await fits();
    await exporter.exportButton().scrollIntoViewIfNeeded();
    await expect(exporter.exportButton()).toBeInViewport({ ratio: 1 });
    await fits();
  });
});
