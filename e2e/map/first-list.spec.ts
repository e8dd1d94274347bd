// Time to a first list (issue 37): a radius in Austin, two lead types and a CSV, from a fresh page,
// in eight interactions, each found by role and name: type the city, pick it, Draw radius, one drag
// from the centre out, two lead types from the summary beside the table, Export…, Full.
import { expect, test } from '../fixtures';
import { ExportDialog, readCsvRows } from '../pages/export-dialog';
import { readUrlState } from '../pages/filter-panel';
import { AUSTIN, MapScreen } from '../pages/map-page';
import { askMock, ResultsScreen } from '../pages/results-table';
import { WhereBoxScreen } from '../pages/where-box';

test.describe.configure({ timeout: 120_000 });

test('a radius in Austin, two lead types and a CSV in eight interactions', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const map = new MapScreen(page);
  const where = new WhereBoxScreen(page);
  const results = new ResultsScreen(page);
  const exporter = new ExportDialog(page);
  await page.goto('/');

  // 1. Type the city; 2. pick it: it searches, and the map opens on it.
  await where.type('Austin');
  await where.option(/^Austin, TX, City/).click();
  await expect.poll(() => readUrlState(page.url())?.f?.city).toBe('Austin');
  await map.waitReady();

  // 3. Draw radius; 4. one drag from the centre out (the tool also takes two clicks).
  await map.button('Draw radius').click();
  await map.drag(AUSTIN, { lat: AUSTIN.lat + 0.02, lon: AUSTIN.lon });
  await expect.poll(() => readUrlState(page.url())?.f?.radius).toBeGreaterThan(0);
  await results.waitForRows();

  // 5, 6. Two lead types, from the summary under the map (open with the radius tool still on).
  for (const type of [/^Absentee owner: [\d,]+ leads?\b/, /^High equity: [\d,]+ leads?\b/]) {
    const moves = page.url();
    await results.leadTypes.getByRole('button', { name: type }).click();
    await expect.poll(() => page.url()).not.toBe(moves);
    await results.waitForRows();
  }
  const filters = readUrlState(page.url())?.f ?? {};
  expect(filters).toMatchObject({ absentee_owner: true, high_equity: true });

  // 7. Export…; 8. Full, which starts the export.
  await exporter.open();
  const download = await exporter.exportFor('Full');
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const rows = await readCsvRows(download);
  const { resultCount } = await askMock(request, { ...filters, count: true });
  expect(resultCount).toBeGreaterThan(0);
  expect(rows).toHaveLength(resultCount);
});
