// The test browser's own setup (e2e/chromium-args.ts): Playwright's disabled features are kept
// beside ours, and no tab starts the omnibox's WebUI popups, a renderer that cost every test CPU.
import { expect, test } from './fixtures';
import { chromiumArgs, playwrightDisabledFeatures } from './chromium-args';

test('one --disable-features switch holds Playwright’s features and ours', () => {
  const fromPlaywright = playwrightDisabledFeatures();
  // Features Playwright has turned off for many releases: if they are missing, its bundle changed.
  expect(fromPlaywright).toEqual(expect.arrayContaining(['PaintHolding', 'MediaRouter']));
  const switches = chromiumArgs().filter((arg) => arg.startsWith('--disable-features='));
  expect(switches).toHaveLength(1);
  const features = (switches[0] ?? '').slice('--disable-features='.length).split(',');
  expect(features).toEqual([...fromPlaywright, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']);
});

test('a page of the app runs without the omnibox popups beside it', async ({ page, browser }) => {
  await page.goto('/');
  await expect(page.getByRole('complementary', { name: 'Filters' })).toBeVisible();
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  await cdp.detach();
  expect(targetInfos.filter((target) => target.url.includes('omnibox'))).toEqual([]);
});
