// The Filters column on a desktop screen: it scrolls inside itself with Search always in view, and
// its scroller is square-cornered inside the rounded column (app.css: a scroller clipped to rounded
// corners cost every frame of the page an extra compositing pass).
import { expect, test } from './fixtures';
import { FilterPanelScreen } from './pages/filter-panel';

test.use({ viewport: { width: 1280, height: 720 } });

test('the filters scroll inside their column, Search stays in view, and nothing clips to its corners', async ({
  page,
}) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  for (const group of ['Property', 'Owner', 'Equity & mortgage']) await panel.openGroup(group);

  const column = page.getByRole('complementary', { name: 'Filters' });
  const scroller = column.locator('.filter-panel');
  const sizes = await scroller.evaluate((el) => ({
    client: el.clientHeight,
    scroll: el.scrollHeight,
  }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);

  // The last field, scrolled to inside the column: the page itself has not moved.
  const last = panel.field('Equity ($) min');
  await last.focus();
  await expect(last).toBeInViewport();
  expect(await scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(panel.searchButton).toBeInViewport();
  const box = (await column.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(720);

  const styles = await column.evaluate((aside) => {
    const inner = aside.querySelector('.filter-panel')!;
    return {
      asideOverflow: getComputedStyle(aside).overflow,
      asideRadius: getComputedStyle(aside).borderTopLeftRadius,
      scrollerRadius: getComputedStyle(inner).borderTopLeftRadius,
    };
  });
  expect(styles).toEqual({ asideOverflow: 'visible', asideRadius: '8px', scrollerRadius: '0px' });
});
