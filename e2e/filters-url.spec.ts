// Search state lives in the URL: reload restores it, back/forward walk it, and drawn geometry survives edits.
import { expect, test } from './fixtures';
import { FilterPanelScreen, readUrlState } from './pages/filter-panel';

const POLYGON = [
  { lat: 30.2, lon: -97.8 },
  { lat: 30.2, lon: -97.7 },
  { lat: 30.3, lon: -97.7 },
  { lat: 30.3, lon: -97.8 },
];

test('a reload restores every kind of filter from the URL', async ({ page, guard }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.field('City').fill('Austin');
  await panel.field('State').selectOption('TX');
  await panel.openGroup('Owner');
  await panel.setFlag('Absentee owner', 'Yes');
  await panel.openGroup('Equity & mortgage');
  await panel.field('Equity ($) comparison').selectOption({ label: 'more than' });
  await panel.field('Equity ($) value').fill('100000');
  await panel.openGroup('Advanced');
  await panel.root
    .getByRole('searchbox', { name: 'Search Document type options' })
    .fill('affidavit');
  await panel.root.getByRole('option', { name: 'DTAF – Affidavit' }).click();
  await panel.openGroup('Sale history');
  await panel.field('Last sale date from').fill('2015-01-01');
  const saved = await panel.search();
  const chips = await panel.chips.getByRole('listitem').allTextContents();

  await page.reload();

  expect(readUrlState(page.url())).toEqual(saved);
  await expect(panel.chips.getByRole('listitem')).toHaveText(chips);
  await expect(panel.field('City')).toHaveValue('Austin');
  await expect(panel.field('State')).toHaveValue('TX');
  await expect(panel.flag('Absentee owner').getByRole('radio', { name: 'Yes' })).toBeChecked();
  await expect(panel.field('Equity ($) comparison')).toHaveValue('gt');
  await expect(panel.field('Equity ($) value')).toHaveValue('100000');
  await expect(panel.root.getByRole('option', { name: 'DTAF – Affidavit' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(panel.field('Last sale date from')).toHaveValue('2015-01-01');
  await expect(panel.searchButton).toBeEnabled();
  guard.expectClean();
});

test('back and forward move between searches', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  await panel.openGroup('Property');
  await panel.field('Zip codes').fill('78701');
  await panel.search();
  // Two edits, applied by themselves or by Search: one step of Back (use-auto-apply.ts).
  await panel.field('Zip codes').fill('78702');
  await panel.field('Bedrooms min').fill('4');
  await panel.search();

  await page.goBack();
  await expect(panel.field('Zip codes')).toHaveValue('78701');
  await expect(panel.field('Bedrooms min')).toHaveValue('');
  await expect(panel.chips.getByRole('listitem')).toHaveText(['Zip codes: 78701×']);

  await page.goForward();
  await expect(panel.field('Zip codes')).toHaveValue('78702');
  await expect(panel.field('Bedrooms min')).toHaveValue('4');
});

test('a link with a drawn area shows it, and a search keeps it', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open({ polygon: POLYGON, zip: ['78701'] });
  await expect(panel.chips.getByText('Area: polygon, 4 points')).toBeVisible();

  await page.reload();
  await expect(panel.chips.getByText('Area: polygon, 4 points')).toBeVisible();

  await panel.openGroup('Property');
  await panel.field('Bedrooms min').fill('2');
  const { f } = await panel.search();
  expect(f).toEqual({ zip: ['78701'], beds_min: 2, polygon: POLYGON });
});

test('removing the area chip drops the drawn area from the next search', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  await panel.open({ latitude: 30.2672, longitude: -97.7431, radius: 2, zip: ['78701'] });
  await panel.chips
    .getByRole('button', { name: 'Remove area 2 mi around 30.2672, -97.7431' })
    .click();
  await expect(panel.chips.getByText(/^Area:/)).toBeHidden();

  const { f } = await panel.search();
  expect(f).toEqual({ zip: ['78701'] });
});
