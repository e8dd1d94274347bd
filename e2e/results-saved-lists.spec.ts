// Saved lists against the mock: save the matches (ids_only), reopen them as an ids search, manage them.
import { expect, test } from './fixtures';
import { askMock, ResultsScreen } from './pages/results-table';

const SEARCH = { city: 'Austin', state: 'TX', vacant: true };

test('a saved list reopens the same ids', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: SEARCH });
  const ids = await askMock<number[]>(request, { ...SEARCH, ids_only: true });

  await results.menuButton('Save as list').click();
  const form = results.dialog('Save as list');
  await form.getByRole('textbox', { name: 'List name' }).fill('Austin vacant');
  await form.getByRole('button', { name: 'Save list' }).click();
  await expect(
    results.region.getByText(
      `Saved “Austin vacant” with ${ids.data.length.toLocaleString('en-US')} leads.`,
    ),
  ).toBeVisible();

  // Leave the search, then come back through the list.
  await results.open({ filters: { city: 'Dallas', state: 'TX' } });
  await results.menuButton(/^Saved lists/).click();
  await results.dialog('Saved lists').getByRole('button', { name: 'Open' }).click();

  await expect(results.region.getByRole('region', { name: 'Saved list' })).toContainText(
    'Austin vacant',
  );
  await expect(results.count).toHaveText(`${ids.data.length.toLocaleString('en-US')} leads`);
  const expected = await askMock(request, { ids: ids.data, size: 50, resultIndex: 0 });
  await results.expectIds(expected.data.map((r) => r.id));
});

test('a saved list can be renamed and deleted', async ({ page }) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: SEARCH });
  await results.menuButton('Save as list').click();
  await results.dialog('Save as list').getByRole('button', { name: 'Save list' }).click();
  await results.menuButton('Saved lists (1)').click();
  const menu = results.dialog('Saved lists');

  await menu.getByRole('button', { name: 'Rename' }).click();
  await menu.getByRole('textbox', { name: /New name/ }).fill('Renamed list');
  await menu.getByRole('button', { name: 'Save' }).click();
  await expect(menu).toContainText('Renamed list');

  await menu.getByRole('button', { name: 'Delete' }).click();
  await menu
    .getByRole('group', { name: 'Delete Renamed list?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(menu).toContainText('No saved lists yet');
});
