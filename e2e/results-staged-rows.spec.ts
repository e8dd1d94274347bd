// A new 250-row page is shown in two steps (src/features/results/staged-rows.ts): the first
// screenful at once, the rest a painted frame later. In a real browser: no row ever shows the
// previous page's record unskipped, and then every row is the new page, numbered for assistive
// technology and reachable by keyboard.
import { expect, test } from './fixtures';
import { askMock, ResultsScreen } from './pages/results-table';

const HOUSTON = { state: 'TX', city: 'Houston' };

/** What each row of the table showed when the table marked a page as staged. */
interface StagedSnapshot {
  label: string;
  contentVisibility: string;
}

test('a new 250-row page never shows the previous page’s rows, and every row follows', async ({
  page,
  request,
  guard,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: HOUSTON, page: [0, 250] });
  await expect(results.table.locator('tbody tr')).toHaveCount(250);
  const first = await askMock(request, { ...HOUSTON, size: 250, resultIndex: 0 });
  const second = await askMock(request, { ...HOUSTON, size: 250, resultIndex: 250 });

  // Record every row the moment the table marks the page as staged (after React's commit, before
  // any paint): its checkbox label and whether the stylesheet skips it.
  await page.evaluate(() => {
    const body = document.querySelector(
      'section[aria-label="Results"] tbody',
    ) as HTMLTableSectionElement;
    const seen: StagedSnapshot[][] = [];
    (window as unknown as { __staged: StagedSnapshot[][] }).__staged = seen;
    new MutationObserver(() => {
      if (!body.hasAttribute('data-staging')) return;
      seen.push(
        Array.from(body.rows, (row) => ({
          label: row.querySelector('input')?.getAttribute('aria-label') ?? '',
          contentVisibility: getComputedStyle(row).contentVisibility,
        })),
      );
    }).observe(body, { attributes: true, attributeFilter: ['data-staging'] });
  });

  await results.pagingControl('Next page').click();
  await results.expectIds(second.data.map((r) => r.id));

  const staged = await page.evaluate(
    () => (window as unknown as { __staged: StagedSnapshot[][] }).__staged,
  );
  expect(staged.length).toBeGreaterThan(0);
  const newIds = new Set(second.data.map((r) => r.id));
  const oldIds = new Set(first.data.map((r) => r.id));
  const idOf = (label: string) => /^Select property (\d+)/.exec(label)?.[1] ?? '';
  for (const rows of staged) {
    // The first screenful is the new page; a row still holding the previous page is skipped.
    expect(newIds.has(idOf(rows[0]?.label ?? ''))).toBe(true);
    const stale = rows.filter((row) => oldIds.has(idOf(row.label)));
    expect(stale.length).toBeGreaterThan(0);
    expect(stale.filter((row) => row.contentVisibility !== 'hidden')).toEqual([]);
  }

  // Then: every row shows the new page, with its number in the whole result.
  const rows = results.table.locator('tbody tr');
  await expect(results.table.locator('tbody[data-staging]')).toHaveCount(0);
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '252');
  await expect(rows.last()).toHaveAttribute('aria-rowindex', '501');
  await expect(results.table).toHaveAttribute('aria-rowcount', String(second.resultCount + 1));
  guard.expectClean();
});

test('the keyboard reaches the last row of a new 250-row page and selects it', async ({
  page,
  request,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: HOUSTON, page: [0, 250] });
  const second = await askMock(request, { ...HOUSTON, size: 250, resultIndex: 250 });
  await results.pagingControl('Next page').click();
  await results.expectIds(second.data.map((r) => r.id));

  const rows = results.table.locator('tbody tr');
  await rows.first().focus();
  await page.keyboard.press('End');
  await expect(rows.last()).toBeFocused();
  await expect(rows.last()).toBeInViewport();
  await page.keyboard.press('Space');
  const lastId = second.data.at(-1)?.id ?? '';
  await expect(rows.last().getByRole('checkbox')).toBeChecked();
  await expect(rows.last().getByRole('checkbox')).toHaveAccessibleName(
    new RegExp(`^Select property ${lastId}`),
  );
  await expect(results.region.getByText('1 lead selected')).toBeVisible();
});
