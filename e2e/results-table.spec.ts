// Results table against the mock: count, paging and sorting in the mock's order, size cap, keyboard.
import { expect, test } from './fixtures';
import { askMock, ResultsScreen } from './pages/results-table';

const AUSTIN = { city: 'Austin', state: 'TX' };

// The count, the first two pages and the keyboard on one load of the same search (a page load each
// cost more than what they check).
test('the count equals the table total and the mock count, the first page is the mock’s in its order, and rows work from the keyboard, and the next page is the mock’s second', async ({
  page,
  request,
  guard,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  const mock = await askMock(request, { ...AUSTIN, count: true });
  const total = mock.resultCount.toLocaleString('en-US');

  await expect(results.count).toHaveText(`${total} leads`);
  await expect(results.range).toHaveText(`1–50 of ${total}`);
  guard.expectClean();

  // The first page lists the mock's rows in the mock's order.
  const firstPage = await askMock(request, { ...AUSTIN, size: 50, resultIndex: 0 });
  await results.expectIds(firstPage.data.map((r) => r.id));
  await expect(results.range).toHaveText(/^1–50 of /);

  // Rows work from the keyboard: arrows move, Space selects.
  const rows = results.table.getByRole('row');
  await rows.nth(1).focus();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(2)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(rows.nth(2).getByRole('checkbox')).toBeChecked();
  await expect(results.region.getByText('1 lead selected')).toBeVisible();

  // Next page shows the mock's second page.
  const secondPage = await askMock(request, { ...AUSTIN, size: 50, resultIndex: 50 });
  await results.pagingControl('Next page').click();
  await results.expectIds(secondPage.data.map((r) => r.id));
  await expect(results.range).toHaveText(new RegExp(`^51–100 of `));
});

test('the last page is a correct deep page', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN, sort: [['estimated_value', 'desc']] });
  const { resultCount } = await askMock(request, { ...AUSTIN, count: true });
  const lastIndex = Math.floor((resultCount - 1) / 50) * 50;
  const mock = await askMock(request, {
    ...AUSTIN,
    sort: { estimated_value: 'desc' },
    size: 50,
    resultIndex: lastIndex,
  });

  await results.pagingControl('Last page').click();

  await results.expectIds(mock.data.map((r) => r.id));
  await expect(results.range).toHaveText(
    `${(lastIndex + 1).toLocaleString('en-US')}–${resultCount.toLocaleString('en-US')} of ${resultCount.toLocaleString('en-US')}`,
  );
  await expect(results.pagingControl('Next page')).toBeDisabled();
});

test('clicking a sortable header sorts on the server, largest first', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  const mock = await askMock(request, { ...AUSTIN, sort: { estimated_value: 'desc' }, size: 50 });

  await results.sortButton(/Est\. value/).click();

  await expect(results.table.getByRole('columnheader', { name: /Est\. value/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await results.expectIds(mock.data.map((r) => r.id));
});

test('shift-click adds a secondary sort in the mock’s order', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN, sort: [['year_built', 'desc']] });
  const mock = await askMock(request, {
    ...AUSTIN,
    sort: { year_built: 'desc', estimated_value: 'desc' },
    size: 50,
  });

  await results.sortButton(/Est\. value/).click({ modifiers: ['Shift'] });

  await expect(results.sortButton(/Est\. value/)).toContainText('2');
  await results.expectIds(mock.data.map((r) => r.id));
});

test('250 rows per page is the largest size, as the server caps it', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  const capped = await askMock(request, { ...AUSTIN, size: 1000 });
  expect(capped.recordCount).toBe(250);

  await expect(results.sizeChooser().getByRole('option')).toHaveText(['25', '50', '100', '250']);
  await results.sizeChooser().selectOption('250');

  await results.expectIds(capped.data.map((r) => r.id));
  await expect(results.range).toHaveText(/^1–250 of /);
});

test('an empty result suggests which filter to loosen', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: { ...AUSTIN, year_built_min: 2030 } }, { settled: false });

  await expect(results.region.getByText('No leads match this search')).toBeVisible();
  const suggestion = results.region.getByRole('button', { name: /Remove the year built range/ });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(results.table.getByRole('row').nth(1)).toBeVisible();
});
