// Saved lists against the mock and the app's server (/app/v1): save the matches (ids_only), reopen
// them as an ids search, manage them. The server is shared by the run's tests: names are unique.
import { expect, test } from './fixtures';
import { askMock, ResultsScreen } from './pages/results-table';

const SEARCH = { city: 'Austin', state: 'TX', vacant: true };

/** A name no other test (or retry) of this run uses. */
const unique = (name: string) =>
  `${name} ${test.info().workerIndex}-${test.info().retry}-${Date.now() % 100000}`;

test('a saved list reopens the same ids', async ({ page, request }) => {
  const results = new ResultsScreen(page);
  const name = unique('Austin vacant');
  await results.open({ filters: SEARCH });
  const ids = await askMock<number[]>(request, { ...SEARCH, ids_only: true });

  await results.menuButton('Save as list').click();
  const form = results.dialog('Save as list');
  await form.getByRole('textbox', { name: 'List name' }).fill(name);
  await form.getByRole('button', { name: 'Save list' }).click();
  await expect(
    results.region.getByText(
      `Saved “${name}” with ${ids.data.length.toLocaleString('en-US')} leads.`,
    ),
  ).toBeVisible();

  // Leave the search, then come back through the list.
  await results.open({ filters: { city: 'Dallas', state: 'TX' } });
  await results.openSavedList(name);

  await expect(results.region.getByRole('region', { name: 'Saved list' })).toContainText(name);
  await expect(results.count).toHaveText(`${ids.data.length.toLocaleString('en-US')} leads`);
  const expected = await askMock(request, { ids: ids.data, size: 50, resultIndex: 0 });
  await results.expectIds(expected.data.map((r) => r.id));
});

test('a saved list can be renamed and deleted', async ({ page }) => {
  const results = new ResultsScreen(page);
  const name = unique('To rename');
  const renamed = `${name} renamed`;
  await results.open({ filters: SEARCH });
  await results.menuButton('Save as list').click();
  const form = results.dialog('Save as list');
  await form.getByRole('textbox', { name: 'List name' }).fill(name);
  await form.getByRole('button', { name: 'Save list' }).click();
  await expect(results.region.getByText(`Saved “${name}”`)).toBeVisible();
  await results.menuButton(/^Saved lists/).click();
  const menu = results.dialog('Saved lists');
  const item = menu.getByRole('listitem').filter({ hasText: name });

  await item.getByRole('button', { name: 'Rename' }).click();
  await item.getByRole('textbox', { name: /New name/ }).fill(renamed);
  await item.getByRole('button', { name: 'Save' }).click();
  await expect(menu).toContainText(renamed);

  await item.getByRole('button', { name: 'Delete' }).click();
  await item
    .getByRole('group', { name: `Delete ${renamed}?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(menu.getByText(renamed)).toHaveCount(0);
});
