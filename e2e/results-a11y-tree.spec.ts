// Paging renders rows off screen lazily for speed (content-visibility while a page settles). This
// checks, in Chromium's own accessibility tree, that every row of a 250-row page still reaches
// assistive technology: the last row's cells have their names once the page has settled.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ResultsScreen } from './pages/results-table';

/** The accessible name Chromium gives the last row's checkbox cell content, or null if it has none. */
async function lastRowCheckboxName(page: Page): Promise<string | null> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Accessibility.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: 'section[aria-label="Results"] tbody tr:last-child input[type="checkbox"]',
    });
    if (!nodeId) return null;
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      nodeId,
      fetchRelatives: false,
    });
    const node = nodes[0];
    return node && !node.ignored ? String(node.name?.value ?? '') : null;
  } finally {
    await cdp.detach();
  }
}

test('every row of a 250-row page is in the accessibility tree after paging', async ({
  page,
  guard,
}) => {
  const results = new ResultsScreen(page);
  await results.open({ filters: { state: 'TX', city: 'Houston' }, page: [0, 250] });
  await expect(results.table.locator('tbody tr')).toHaveCount(250);

  await results.pager.getByRole('button', { name: 'Next page' }).click();
  await results.waitForRows();
  const lastId = (await results.rowIds()).at(-1);
  expect(lastId).toMatch(/^\d+$/);
  await expect
    .poll(() => lastRowCheckboxName(page), { timeout: 10_000 })
    .toMatch(new RegExp(`^Select property ${lastId}`));
  guard.expectClean();
});
