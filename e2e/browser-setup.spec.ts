// The test browser's own setup (e2e/chromium-args.ts, e2e/chromium-path.ts): the headless shell
// where Debian has it, Playwright's disabled features kept beside ours, and no tab starting the
// omnibox's WebUI popups, a renderer that cost every test CPU.
import { expect, test } from './fixtures';
import { chromiumArgs, playwrightDisabledFeatures } from './chromium-args';
import { chromiumPath, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from './chromium-path';

test('runs the headless shell when installed, else Chromium, and CHROMIUM_PATH above both', () => {
  const installed =
    (...paths: string[]) =>
    (path: string) =>
      paths.includes(path);
  const both = installed(DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM);
  expect(chromiumPath({}, both)).toBe(DEBIAN_HEADLESS_SHELL);
  expect(chromiumPath({}, installed(DEBIAN_CHROMIUM))).toBe(DEBIAN_CHROMIUM);
  expect(chromiumPath({ CHROMIUM_PATH: '/opt/chrome' }, both)).toBe('/opt/chrome');
  // Neither: Playwright's own downloaded browser.
  expect(chromiumPath({}, installed())).toBeUndefined();
});

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
