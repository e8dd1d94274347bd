// A new 250-row page is shown in two steps (src/features/results/table/staged-rows.ts): the first
// screenful at once, the rest a painted frame later. In a real browser: no row that can be seen
// ever shows the previous page's record, paged from the top of the table or from down it (where
// the new page opens at its first row), and then every row is the new page, numbered for
// assistive technology and reachable by keyboard.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { askMock, ResultsScreen } from './pages/results-table';

const HOUSTON = { state: 'TX', city: 'Houston' };

/** What each row of the table showed when the table marked a page as staged. */
interface StagedSnapshot {
  label: string;
  /** Skipped by the stylesheet (content-visibility: hidden): nothing of it is drawn. */
  skipped: boolean;
  /** Some of it inside the table's scroller and the window. */
  inView: boolean;
}

/**
 * Records every row the moment the table marks its body busy with a staged page (after React's
 * commit, before any paint): its checkbox label, whether the stylesheet skips it, and whether it
 * is in view.
 */
function recordStagedRows(page: Page) {
  return page.evaluate(() => {
    const body = document.querySelector(
      'section[aria-label="Results"] tbody',
    ) as HTMLTableSectionElement;
    const scroller = body.closest('.results-table__scroll') as HTMLElement;
    const seen: StagedSnapshot[][] = [];
    (window as unknown as { __staged: StagedSnapshot[][] }).__staged = seen;
    new MutationObserver(() => {
      if (body.getAttribute('aria-busy') !== 'true') return;
      const box = scroller.getBoundingClientRect();
      const top = Math.max(box.top, 0);
      const bottom = Math.min(box.bottom, window.innerHeight);
      seen.push(
        Array.from(body.rows, (row) => {
          const r = row.getBoundingClientRect();
          return {
            label: row.querySelector('input')?.getAttribute('aria-label') ?? '',
            skipped: getComputedStyle(row).contentVisibility === 'hidden',
            inView: r.bottom > top && r.top < bottom,
          };
        }),
      );
    }).observe(body, { attributes: true, attributeFilter: ['aria-busy'] });
  });
}

/**
 * Opens Houston at 250 a page, scrolls the table to `scrollToRow` (0: stays at the top) and pages
 * to the second page. Checks what holds wherever the table is: at each staged moment the first
 * row is the new page and no row in view shows the previous page unskipped; then every row shows
 * the second page with its number in the whole result. Returns, per staged moment, the rows that
 * still held the first page.
 */
async function pageFromRow(page: Page, request: APIRequestContext, scrollToRow: number) {
  const results = new ResultsScreen(page);
  await results.open({ filters: HOUSTON, page: [0, 250] });
  const rows = results.table.locator('tbody tr');
  await expect(rows).toHaveCount(250);
  const first = await askMock(request, { ...HOUSTON, size: 250, resultIndex: 0 });
  const second = await askMock(request, { ...HOUSTON, size: 250, resultIndex: 250 });
  await rows.nth(scrollToRow).evaluate((row) => {
    const scroller = row.closest('.results-table__scroll') as HTMLElement;
    scroller.scrollTop =
      (row as HTMLElement).offsetTop - (row.parentElement as HTMLElement).offsetTop;
    scroller.dispatchEvent(new Event('scroll'));
  });
  await expect(rows.nth(scrollToRow)).toBeInViewport();
  await recordStagedRows(page);

  await results.pagingControl('Next page').click();
  await results.expectIds(second.data.map((r) => r.id));
  const staged = await page.evaluate(
    () => (window as unknown as { __staged: StagedSnapshot[][] }).__staged,
  );
  const newIds = new Set(second.data.map((r) => r.id));
  const oldIds = new Set(first.data.map((r) => r.id));
  const idOf = (label: string) => /^Select property (\d+)/.exec(label)?.[1] ?? '';

  expect(staged.length).toBeGreaterThan(0);
  const stale = staged.map((snapshot) => {
    expect(newIds.has(idOf(snapshot[0]?.label ?? ''))).toBe(true);
    const old = snapshot.filter((row) => oldIds.has(idOf(row.label)));
    expect(old.filter((row) => row.inView && !row.skipped)).toEqual([]);
    return old;
  });

  // Then: every row shows the new page, with its number in the whole result.
  await expect(results.table.locator('tbody[aria-busy="true"]')).toHaveCount(0);
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '252');
  await expect(rows.last()).toHaveAttribute('aria-rowindex', '501');
  await expect(results.table).toHaveAttribute('aria-rowcount', String(second.resultCount + 1));
  return stale;
}

test('at the top of the table, a new 250-row page never shows the previous page’s rows', async ({
  page,
  request,
  guard,
}) => {
  // The rows still holding the previous page are there, and out of view (checked in pageFromRow).
  for (const stale of await pageFromRow(page, request, 0)) expect(stale.length).toBeGreaterThan(0);
  guard.expectClean();
});

test('scrolled down the table, the next page opens at its first row, with no previous row in view', async ({
  page,
  request,
  guard,
}) => {
  // Already in the frame that shows the new page (checked in pageFromRow at each staged moment).
  for (const stale of await pageFromRow(page, request, 100))
    expect(stale.filter((row) => row.inView)).toEqual([]);
  const results = new ResultsScreen(page);
  await expect(results.table.locator('tbody tr').first()).toBeInViewport();
  expect(
    await results.table.evaluate((table) => (table.parentElement as HTMLElement).scrollTop),
  ).toBe(0);
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
