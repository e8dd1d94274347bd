// Saved searches live in the browser: they survive a reload, open as a URL, and rename/delete with confirmation.
import { expect, test } from './fixtures';
import { FilterPanelScreen, readUrlState } from './pages/filter-panel';

async function saveCurrent(panel: FilterPanelScreen, name: string) {
  await panel.groupToggle('Saved searches').click();
  await panel.field('Save this search as').fill(name);
  await panel.root.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.root.getByRole('link', { name: new RegExp(name) })).toBeVisible();
}

test('a saved search survives a reload and opens as its URL', async ({ page, guard }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.field('City').fill('Dallas');
  await panel.field('State').selectOption('TX');
  await panel.openGroup('Distress');
  await panel.setFlag('Vacant', 'Yes');
  await saveCurrent(panel, 'Dallas vacant');

  await page.reload();
  await expect(panel.field('City')).toHaveValue('');
  await panel.groupToggle('Saved searches').click();
  const link = panel.root.getByRole('link', { name: /Dallas vacant/ });
  await expect(link).toHaveAttribute('href', /^\?v=1&q=/);
  await link.click();

  await expect(panel.field('City')).toHaveValue('Dallas');
  expect(readUrlState(page.url())?.f).toEqual({ city: 'Dallas', state: 'TX', vacant: true });
  guard.expectClean();
});

test('renaming needs an explicit save, deleting needs a confirmation', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open({ zip: ['78701'] });
  await saveCurrent(panel, 'Downtown');

  await panel.root.getByRole('button', { name: 'Rename Downtown' }).click();
  await panel.field('New name for Downtown').fill('Downtown Austin');
  await panel.root.getByRole('button', { name: 'Save name' }).click();
  await expect(panel.root.getByRole('link', { name: /Downtown Austin/ })).toBeVisible();

  await panel.root.getByRole('button', { name: 'Delete Downtown Austin' }).click();
  const confirm = panel.root.getByRole('group', { name: 'Delete Downtown Austin?' });
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(panel.root.getByRole('link', { name: /Downtown Austin/ })).toBeVisible();

  await panel.root.getByRole('button', { name: 'Delete Downtown Austin' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.root.getByText('No saved searches yet')).toBeVisible();

  await page.reload();
  await panel.groupToggle('Saved searches').click();
  await expect(panel.root.getByText('No saved searches yet')).toBeVisible();
});

test('a damaged store does not break the panel', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('llb.saved-searches.v1', '{not json'));
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.groupToggle('Saved searches').click();
  await expect(panel.root.getByText('No saved searches yet')).toBeVisible();
});
