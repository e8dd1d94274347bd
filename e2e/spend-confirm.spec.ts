// Estimate, then confirm (issue 39) on the embedded mock: an export above the team's threshold
// asks first, with what it buys and what is left ("estimated: offline prices" on the mock); Cancel
// spends nothing (this page sends no paid call after it), Spend pulls the rows. The threshold is
// read, not changed: the team's setting is shared with the specs running beside this one, so the
// export is made larger than it (Custom's "Stop after" rows) instead. The ledger is shared too
// (every spec signs in as the same user), so what Cancel spent is counted at the page, not there.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { audit, blocking } from './pages/axe-audit';
import { ExportDialog, readCsvRows } from './pages/export-dialog';
import { ResultsScreen } from './pages/results-table';

const WIDE = { property_type: 'SFR' };

interface Allowance {
  confirmAboveCredits: number;
  prices: 'service' | 'offline';
}

/** A PropertySearch that returns records (paid): not a count, an ids-only or a summary call. */
function isPaidSearch(request: Request): boolean {
  if (request.method() !== 'POST' || !request.url().endsWith('/v2/PropertySearch')) return false;
  const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
  return body.count !== true && body.ids_only !== true && body.summary !== true;
}

/** Counts the paid searches this page sends, and when it last sent anything. */
function watchRequests(page: Page) {
  const seen = { paid: 0, lastAt: Date.now() };
  page.on('request', (request) => {
    seen.lastAt = Date.now();
    if (isPaidSearch(request)) seen.paid += 1;
  });
  return seen;
}

/** Waits until the page has sent nothing for a second (its table page and the one ahead are in). */
async function quiet(seen: { lastAt: number }) {
  await expect.poll(() => Date.now() - seen.lastAt, { timeout: 30_000 }).toBeGreaterThan(1000);
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

  const seen = watchRequests(page);
  const results = new ResultsScreen(page);
  await results.open({ filters: WIDE });
  const exporter = new ExportDialog(page);
  await exporter.open();
  await exporter.custom();
  await exporter.limitRows(rows);

  // The table's own page (and the one fetched ahead) are in; from here only the export may buy.
  await quiet(seen);
  const before = seen.paid;
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
  // Nothing left the page: the dialog asked before any record was bought.
  await quiet(seen);
  expect(seen.paid).toBe(before);

  // Asked again, and agreed: the rows are pulled.
  await exporter.open();
  await exporter.custom();
  await exporter.limitRows(rows);
  const downloading = page.waitForEvent('download', { timeout: 120_000 });
  await exporter.exportButton().click();
  await exporter.confirmSpend(rows);
  const file = await readCsvRows(await downloading);
  expect(file).toHaveLength(rows);
  expect(seen.paid).toBeGreaterThan(before);
  guard.expectClean();
});
