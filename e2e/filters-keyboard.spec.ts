// The filter panel from the keyboard alone: find, open, set, pick, fix and search without a pointer.
import { expect, test } from './fixtures';
import { FilterPanelScreen } from './pages/filter-panel';

test('find a filter, set values and search with the keyboard only', async ({ page, guard }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  // The find box is the panel's entry point; everything after it is keys.
  await panel.findBox.focus();

  await page.keyboard.type('absentee');
  await page.keyboard.press('Tab');
  await expect(panel.groupToggle('Owner')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.flag('Absentee owner').getByRole('radio', { name: 'Any' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(panel.flag('Absentee owner').getByRole('radio', { name: 'Yes' })).toBeChecked();

  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(panel.findBox).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('bedrooms');
  await page.keyboard.press('Tab');
  await expect(
    panel.chips.getByRole('button', { name: 'Remove Absentee owner: Yes' }),
  ).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.groupToggle('Property')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.field('Bedrooms min')).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Enter');

  await expect.poll(() => panel.urlState()?.f).toEqual({ beds_min: 3, absentee_owner: true });
  guard.expectClean();
});

test('groups open and close from the keyboard', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  const distress = panel.groupToggle('Distress');
  await distress.focus();
  await page.keyboard.press('Enter');
  await expect(distress).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(panel.field('Filed within')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(distress).toHaveAttribute('aria-expanded', 'false');
});

test('a long code list is searchable and pickable from the keyboard', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.findBox.focus();
  await page.keyboard.type('property use');
  // The code list's control loads as its own chunk (it lives in a closed group): once it shows,
  // Tab reaches it.
  await expect(
    panel.root.getByRole('searchbox', { name: 'Search Property use options' }),
  ).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(
    panel.root.getByRole('searchbox', { name: 'Search Property use options' }),
  ).toBeFocused();
  await page.keyboard.type('single family');
  await page.keyboard.press('ArrowDown');
  const list = panel.root.getByRole('listbox', { name: 'Property use' });
  await expect(list).toBeFocused();
  await page.keyboard.press('Space');
  await expect(list.getByRole('option', { selected: true })).toHaveCount(1);
  await expect(panel.chips.getByRole('listitem')).toHaveText([
    /^Property use: \d+ – Single Family/,
  ]);
});

test('a problem in the summary leads to its field, and a chip goes with Enter', async ({
  page,
}) => {
  const panel = new FilterPanelScreen(page);
  await panel.open({ zip: ['78701'] });
  await panel.field('City').focus();
  await page.keyboard.type('Austin');
  await panel.field('Zip codes').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  const problem = panel.root.getByRole('button', {
    name: 'City must be accompanied by State or Zip codes',
  });
  await problem.focus();
  await page.keyboard.press('Enter');
  await expect(panel.field('City')).toBeFocused();

  const remove = panel.chips.getByRole('button', { name: 'Remove City: Austin' });
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(panel.chips).toBeHidden();
  await expect(panel.findBox).toBeFocused();
  await expect(panel.searchButton).toBeEnabled();
});
