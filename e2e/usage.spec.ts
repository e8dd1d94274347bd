// The Usage screen on the embedded mock: after a search and a page change (paid calls, metered for
// the local user once the meter runs), the header's Usage opens a dialog with the caps, the period,
// the spend (or "No paid calls yet"), the mock's note, no serious axe finding, and a CSV of the
// ledger with as many rows as the server counts paid calls (read before and after the download). Whether the ledger is empty or not,
// the same assertions hold.
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { audit, blocking } from './pages/axe-audit';
import { ResultsScreen } from './pages/results-table';

const SEARCH = { filters: { state: 'TX', city: 'Austin' } };

test('Usage shows this month’s spend and downloads the ledger as CSV', async ({ page, guard }) => {
  const results = new ResultsScreen(page);
  await results.open(SEARCH);
  const firstIds = await results.rowIds();
  await results.pagingControl('Next page').click();
  await expect.poll(() => results.rowIds()).not.toEqual(firstIds);
  await results.waitForRows();

  const opener = page.getByRole('banner').getByRole('button', { name: 'Usage' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Usage' });
  await expect(dialog).toBeVisible();
  await expect(
    dialog.getByText('Costs shown are what the real service would charge', { exact: false }),
  ).toBeVisible();
  const caps = dialog.getByRole('list', { name: 'Caps' });
  await expect(caps.getByText(/monthly (credits|cap)/)).toBeVisible();
  await expect(caps.getByText(/resets in (\d+ h )?\d+ min|resets in under a minute/)).toBeVisible();
  await expect(dialog.getByRole('form', { name: 'Period' })).toBeVisible();

  // What the server counts for the same period (this month) is what the screen and the CSV show.
  const answer = await page.request.get('/app/v1/usage');
  expect(answer.ok()).toBe(true);
  const { totals } = (await answer.json()) as { totals: { calls: number } };
  const empty = dialog.getByText('No paid calls yet in this period.');
  await expect(empty.or(dialog.getByRole('img', { name: /^Credits by day/ }))).toBeVisible();
  await expect(empty).toHaveCount(Number(totals.calls === 0));
  await expect(dialog.getByRole('table', { name: 'By operation' })).toHaveCount(
    Number(totals.calls > 0),
  );

  const findings = blocking('usage dialog', await audit(page, '[role="dialog"]'));
  expect(findings).toEqual([]);

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('link', { name: 'Download the ledger (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^ledger-\d{4}-\d\d-01-to-\d{4}-\d\d-\d\d\.csv$/);
  const path = await download.path();
  const lines = (await readFile(path, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe(
    'at,user,operation,summary,records,credits,credits source,request id,agent',
  );
  // Specs beside this one spend as the same user: the file has every call counted before it was
  // asked for, and none the server had not counted once it arrived.
  const after = (await (await page.request.get('/app/v1/usage')).json()) as {
    totals: { calls: number };
  };
  expect(lines.length - 1).toBeGreaterThanOrEqual(totals.calls);
  expect(lines.length - 1).toBeLessThanOrEqual(after.totals.calls);

  // The other view: the background work (jobs of other specs' watches and exports, or none yet).
  // The segment's label is what a user clicks (the radio itself is drawn under it).
  await dialog
    .locator('label')
    .filter({ hasText: /^Background work$/ })
    .click();
  await expect(dialog.getByRole('radio', { name: 'Background work' })).toBeChecked();
  await expect(
    dialog
      .getByRole('table', { name: 'The team’s jobs' })
      .or(dialog.getByText('No background work yet.')),
  ).toBeVisible();
  expect(blocking('usage background work', await audit(page, '[role="dialog"]'))).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  guard.expectClean();
});
