// The table for real work: shift-click ranges, Ctrl/Cmd-A, sticky checkbox and address on a
// horizontal scroll, and cards on a 390 px phone (with the live map: e2e/map/layout.spec.ts).
import { expect, test } from './fixtures';
import { box } from './pages/box';
import { FilterPanelScreen } from './pages/filter-panel';
import { ResultsScreen } from './pages/results-table';

const AUSTIN = { city: 'Austin', state: 'TX' };

test('shift-click selects the range from the last clicked row', async ({ page, guard }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  const ids = await results.rowIds();

  await results.rowCheckbox(ids[2] ?? '').click();
  await results.rowCheckbox(ids[21] ?? '').click({ modifiers: ['Shift'] });

  expect(await results.checkedIds()).toEqual(ids.slice(2, 22));
  await expect(results.selectionBar).toContainText('20 leads selected');
  // Shift-click on a checked row clears the range from the (new) anchor.
  await results.rowCheckbox(ids[10] ?? '').click();
  await results.rowCheckbox(ids[5] ?? '').click({ modifiers: ['Shift'] });
  expect(await results.checkedIds()).toEqual([...ids.slice(2, 5), ...ids.slice(11, 22)]);
  guard.expectClean();
});

test('Ctrl/Cmd-A with the focus in the table selects the page, not elsewhere', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN, page: [0, 25] });
  const ids = await results.rowIds();
  const panel = new FilterPanelScreen(page);

  // In a text box of the filters, Ctrl/Cmd-A selects the text as always.
  await panel.field('City').focus();
  await page.keyboard.press('ControlOrMeta+a');
  expect(await results.checkedIds()).toEqual([]);

  await results.table.getByRole('row').nth(1).focus();
  await page.keyboard.press('ControlOrMeta+a');

  expect(await results.checkedIds()).toEqual(ids);
  await expect(results.selectionBar).toContainText('25 leads selected');
});

test('the checkbox and address columns stay in view on a horizontal scroll', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: AUSTIN });
  const id = (await results.rowIds())[0] ?? '';
  const row = results.row(id);
  const checkbox = results.rowCheckbox(id);
  const address = row.getByRole('cell').nth(1);
  const owner = row.getByRole('cell').nth(2);
  const scroller = results.table.locator('xpath=..');
  const before = {
    checkbox: await box(checkbox),
    address: await box(address),
    owner: await box(owner),
  };
  const room = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(room).toBeGreaterThan(400);

  await scroller.evaluate((el) => (el.scrollLeft = 400));
  await expect.poll(() => scroller.evaluate((el) => el.scrollLeft)).toBe(400);

  const after = {
    checkbox: await box(checkbox),
    address: await box(address),
    owner: await box(owner),
  };
  expect(after.checkbox.x).toBe(before.checkbox.x);
  expect(after.address.x).toBe(before.address.x);
  expect(after.owner.x).toBe(before.owner.x - 400);
  await expect(checkbox).toBeInViewport();
  await expect(address).toBeInViewport();
  // The pinned address is drawn over the columns scrolling under it.
  const topAtAddress = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('td')?.cellIndex,
    { x: after.address.x + 20, y: after.address.y + after.address.height / 2 },
  );
  expect(topAtAddress).toBe(1);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Search goes to the results, shown as cards without sideways scrolling', async ({
    page,
  }) => {
    const panel = new FilterPanelScreen(page);
    await panel.open();
    await panel.field('City').fill('Austin');
    await panel.field('State').selectOption('TX');

    await panel.search();

    const results = new ResultsScreen(page);
    await results.waitForRows();
    const firstRow = results.table.getByRole('row').nth(1);
    await expect(firstRow).toBeInViewport();
    await expect(panel.searchButton).not.toBeInViewport();
    // No part of the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // A card: narrower than the screen, taller than a table row, values named by their column.
    const card = await box(firstRow);
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(390);
    expect(card.height).toBeGreaterThan(150);
    const ownerLabel = await firstRow
      .getByRole('cell')
      .nth(2)
      .evaluate((el) => getComputedStyle(el, '::before').content);
    expect(ownerLabel).toBe('"Owner"');
  });
});
