// The Filters column on a desktop screen: it scrolls inside itself with Search always in view, its
// scroller is square-cornered inside the rounded column (app.css: a scroller clipped to rounded
// corners cost every frame of the page an extra compositing pass), and a focused field is never
// left under the sticky footer.
import type { Page } from '@playwright/test';
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

interface FocusStop {
  name: string;
  bottom: number;
  footerTop: number;
}

/** Presses Tab until focus leaves the panel's fields; where each visible stop ended up. */
async function tabThroughFields(page: Page, maxStops = 60): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < maxStops; i += 1) {
    await page.keyboard.press('Tab');
    // After the frame in which the panel may still scroll the field clear of the footer.
    const stop = await page.evaluate(
      () =>
        new Promise<FocusStop | 'left' | 'hidden'>((done) =>
          requestAnimationFrame(() => {
            const el = document.activeElement;
            const footer = document.querySelector('.filter-panel__footer');
            if (!el?.closest('.filter-panel') || !footer || footer.contains(el))
              return done('left');
            const box = el.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) return done('hidden');
            done({
              name: el.getAttribute('aria-label') ?? el.id,
              bottom: box.bottom,
              footerTop: footer.getBoundingClientRect().top,
            });
          }),
        ),
    );
    if (stop === 'left') break;
    if (stop !== 'hidden') stops.push(stop);
  }
  return stops;
}

test('tabbing down the fields, each one stops above the sticky footer, not under it (WCAG 2.4.11)', async ({
  page,
}) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();
  for (const group of ['Property', 'Owner']) await panel.openGroup(group);
  await panel.field('Bedrooms min').focus();

  const stops = await tabThroughFields(page);
  // The Property and Owner groups are longer than the column: the walk passed under the footer.
  expect(stops.length).toBeGreaterThan(30);
  expect(stops.filter((stop) => stop.bottom > stop.footerTop).map((stop) => stop.name)).toEqual([]);
});
