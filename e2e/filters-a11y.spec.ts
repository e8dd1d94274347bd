// Accessibility scan of the filter panel (axe): every control labelled, errors wired, no ARIA misuse.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { FilterPanelScreen } from './pages/filter-panel';

const GROUPS = [
  'Property',
  'Owner',
  'Equity & mortgage',
  'Distress',
  'MLS',
  'Sale history',
  'Advanced',
];

test('the panel with every group open and an error showing passes axe', async ({ page }) => {
  test.slow();
  const panel = new FilterPanelScreen(page);
  await panel.open();
  for (const group of GROUPS) await panel.openGroup(group);
  await panel.groupToggle('Saved searches').click();
  await panel.field('City').fill('Austin');
  await expect(panel.problems).toBeVisible();

  const results = await new AxeBuilder({ page })
    .include('aside[aria-label="Filters"]')
    // Hundreds of code options are alike; scanning each one only slows the run.
    .exclude('[role="option"]')
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});
