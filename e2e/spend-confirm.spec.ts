// Estimate, then confirm (issue 39) on the embedded mock: an export above the team's threshold
// asks first, with what it buys and what is left ("estimated: offline prices" on the mock); Cancel
// spends nothing (the server's ledger for the period does not move), Spend pulls the rows. The
// threshold is read, not changed: the team's setting is shared with the specs running beside this
// one, so the export is made larger than it (Custom's "Stop after" rows) instead.
import { expect, test } from './fixtures';
import { audit, blocking } from './pages/axe-audit';
import { ExportDialog, readCsvRows } from './pages/export-dialog';
import { ResultsScreen } from './pages/results-table';

const WIDE = { property_type: 'SFR' };

interface Allowance {
  confirmAboveCredits: number;
  prices: 'service' | 'offline';
}

async function ledgerCalls(page: import('@playwright/test').Page): Promise<number> {
  const answer = await page.request.get('/app/v1/usage');
  expect(answer.ok()).toBe(true);
  const usage = (await answer.json()) as { totals: { calls: number } };
  return usage.totals.calls;
}

/** The ledger's calls once two reads a second apart agree. */
async function settledCalls(page: import('@playwright/test').Page): Promise<number> {
  let last = -1;
  await expect
    .poll(
      async () => {
        const calls = await ledgerCalls(page);
        const same = calls === last;
        last = calls;
        return same;
      },
      { intervals: [1000], timeout: 30_000 },
    )
    .toBe(true);
  return last;
}

test('an export above the threshold asks; Cancel spends nothing, Spend pulls', async ({
  page,
  guard,
}) => {
  test.setTimeout(120_000);
  const allowance = (await (await page.request.get('/app/v1/allowance')).json()) as Allowance;
  expect(allowance.prices).toBe('offline');
  const rows = allowance.confirmAboveCredits + 20;
  const credits = rows.toLocaleString('en-US');

  const results = new ResultsScreen(page);
  await results.open({ filters: WIDE });
  const exporter = new ExportDialog(page);
  await exporter.open();
  await exporter.custom();
  await exporter.limitRows(rows);

  // What the page's own calls (the table's page, the count) wrote has settled.
  const before = await settledCalls(page);
  await exporter.exportButton().click();
  const spend = exporter.spendDialog();
  await expect(spend).toBeVisible();
  await expect(spend).toContainText(`${credits} to buy ≈ ${credits} credits`);
  await expect(spend).toContainText('(estimated: offline prices)');
  await expect(spend).toContainText('Nothing is spent until you confirm.');
  expect(blocking('spend confirm dialog', await audit(page, '[role="dialog"]'))).toEqual([]);

  await spend.getByRole('button', { name: 'Cancel' }).click();
  await expect(spend).toBeHidden();
  await expect(exporter.status).toHaveCount(0);
  expect(await settledCalls(page)).toBe(before);

  // Asked again, and agreed: the rows are pulled.
  await exporter.open();
  await exporter.custom();
  await exporter.limitRows(rows);
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await exporter.exportButton().click();
  await exporter.confirmSpend(rows);
  const file = await readCsvRows(await downloading);
  expect(file).toHaveLength(rows);
  expect(await ledgerCalls(page)).toBeGreaterThan(before);
  guard.expectClean();
});
