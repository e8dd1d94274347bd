// Saved searches live on the app's server (/app/v1): they survive a reload, open as a URL, and
// rename/delete with confirmation. The server is shared by every test of a run, so names are unique.
import { expect, test } from './fixtures';
import { FilterPanelScreen, readUrlState } from './pages/filter-panel';

async function saveCurrent(panel: FilterPanelScreen, name: string) {
  await panel.groupToggle('Saved searches').click();
  await panel.field('Save this search as').fill(name);
  await panel.root.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(panel.root.getByRole('link', { name: new RegExp(name) })).toBeVisible();
}

/** The saved searches' heading once the server has answered. */
const LOADED = /^(Saved searches \(\d+\)|No saved searches yet)$/;

/** A name no other test (or retry) of this run uses. */
const unique = (name: string) =>
  `${name} ${test.info().workerIndex}-${test.info().retry}-${Date.now() % 100000}`;

test('a saved search survives a reload and opens as its URL', async ({ page, guard }) => {
  const name = unique('Dallas vacant');
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.field('City').fill('Dallas');
  await panel.field('State').selectOption('TX');
  await panel.openGroup('Distress');
  await panel.setFlag('Vacant', 'Yes');
  await saveCurrent(panel, name);

  // A blank page (the edits applied themselves, so a reload would bring them back from the URL).
  await page.goto('/');
  await expect(panel.field('City')).toHaveValue('');
  await panel.groupToggle('Saved searches').click();
  const link = panel.root.getByRole('link', { name });
  await expect(link).toHaveAttribute('href', /^\?v=1&q=/);
  await link.click();

  await expect(panel.field('City')).toHaveValue('Dallas');
  expect(readUrlState(page.url())?.f).toEqual({ city: 'Dallas', state: 'TX', vacant: true });
  guard.expectClean();
});

test('renaming needs an explicit save, deleting needs a confirmation', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  const before = unique('Downtown');
  const after = `${before} Austin`;
  await panel.open({ zip: ['78701'] });
  await saveCurrent(panel, before);

  await panel.root.getByRole('button', { name: `Rename ${before}`, exact: true }).click();
  await panel.field(`New name for ${before}`).fill(after);
  await panel.root.getByRole('button', { name: 'Save name' }).click();
  await expect(panel.root.getByRole('link', { name: after })).toBeVisible();

  await panel.root.getByRole('button', { name: `Delete ${after}` }).click();
  const confirm = panel.root.getByRole('group', { name: `Delete ${after}?` });
  await confirm.getByRole('button', { name: 'Keep' }).click();
  await expect(panel.root.getByRole('link', { name: after })).toBeVisible();

  await panel.root.getByRole('button', { name: `Delete ${after}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.root.getByRole('link', { name: after })).toHaveCount(0);

  await page.reload();
  await panel.groupToggle('Saved searches').click();
  // The section's code loads on demand, then asks the server: slower than one expect on a busy machine.
  await expect(panel.root.getByRole('heading', { name: LOADED })).toBeVisible({ timeout: 15_000 });
  await expect(panel.root.getByRole('link', { name: after })).toHaveCount(0);
});

test('a damaged store does not break the panel', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('llb.saved-searches.v1', '{not json'));
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.groupToggle('Saved searches').click();
  // The section's code loads on demand, then asks the server: slower than one expect on a busy machine.
  await expect(panel.root.getByRole('heading', { name: LOADED })).toBeVisible({ timeout: 15_000 });
  await expect(panel.field('Save this search as')).toBeEditable();
});
