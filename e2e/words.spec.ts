// Words a newcomer knows (issue 37): the where box finds the place inside a phrase and Enter
// picks it; Find a filter knows everyday words ("price", "foreclosure"); the foreclosure stages
// read in plain words with the vendor's code after.
import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { FilterPanelScreen, askMock, isListRequest, readUrlState } from './pages/filter-panel';
import { WhereBoxScreen } from './pages/where-box';

test.describe.configure({ timeout: 90_000 });

/** Every AutoComplete search the page sends, in order. */
function lookups(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/v2/AutoComplete'))
      sent.push((r.postDataJSON() as { search: string }).search);
  });
  return sent;
}

// No console guard here: the whole phrase matches no place, and the service's "no results" is a
// 404 (reference-shapes "AutoComplete"), which the browser logs as a failed resource.
test('a phrase offers the place inside it, and Enter searches Phoenix', async ({
  page,
  request,
}) => {
  const panel = new FilterPanelScreen(page);
  const where = new WhereBoxScreen(page);
  const sent = lookups(page);
  await panel.open();

  await where.type('foreclosures in Phoenix under $300k');
  await expect(where.option('Phoenix, AZ, City')).toBeVisible();
  await expect(where.list.getByText('Places in your text: “Phoenix”')).toBeVisible();
  await expect(where.status).toHaveText(/^Places in your text: “Phoenix”\. \d+ suggestions?/);
  // Besides the text as typed so far, only place words went to the service.
  const phrase = 'foreclosures in Phoenix under $300k';
  expect(sent).toContain('Phoenix');
  expect(
    sent.filter((s) => !phrase.startsWith(s) && /foreclosure|under|\$|\bin\b/i.test(s)),
  ).toEqual([]);

  const list = page.waitForRequest(
    (r) => isListRequest(r) && (r.postDataJSON() as { city?: string }).city === 'Phoenix',
  );
  await page.keyboard.press('Enter');
  await expect(where.chip('Phoenix, AZ')).toBeVisible();
  await expect(where.input).toHaveValue('');
  const state = readUrlState(page.url());
  expect(state?.f).toEqual({ searchType: 'C', city: 'Phoenix', state: 'AZ', title: 'Phoenix, AZ' });
  await list;
  const truth = await askMock(request, { city: 'Phoenix', state: 'AZ', count: true });
  expect(truth.resultCount).toBeGreaterThan(0);
  await expect.poll(() => panel.settledCount(), { timeout: 20_000 }).toBe(truth.resultCount);
});

test('Enter with no place to pick says so', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  const where = new WhereBoxScreen(page);
  await panel.open();
  await where.type('Qqqzzxx');
  await expect(where.status).toHaveText('No place matches “Qqqzzxx”.');
  await page.keyboard.press('Enter');
  await expect(where.status).toHaveText(
    'Nothing to pick: no place matches “Qqqzzxx”. Try a city, county, zip, address or APN.',
  );
  await expect(where.chips).toBeHidden();
});

test('Find a filter knows "price" and "foreclosure"; the stages speak plain words', async ({
  page,
}) => {
  const panel = new FilterPanelScreen(page);
  await panel.open();

  await panel.findBox.fill('price');
  await expect(panel.root.getByText(/^\d+ filters found$/)).toBeVisible();
  await expect(panel.field('Estimated value min')).toBeVisible();
  await expect(panel.field('Listing price min')).toBeVisible();

  await panel.findBox.fill('foreclosures in Phoenix');
  await expect(panel.flag('Pre-foreclosure')).toBeVisible();
  await expect(panel.flag('Foreclosure auction')).toBeVisible();
  await expect(panel.flag('Bank owned (REO)')).toBeVisible();
  await expect(panel.field('Filed within')).toBeVisible();
  const stage = panel.field('Foreclosure stage');
  await expect(stage).toBeVisible();
  await expect(stage.getByRole('option')).toHaveText([
    'Any',
    'Notice of default (NOD)',
    'Lis pendens (LIS/NOL)',
    'Notice of trustee sale (NTS)',
    'Foreclosure filed (FOR)',
    'Bank owned (REO)',
  ]);
  // Plain words on screen; the vendor's code on the wire.
  await stage.selectOption({ label: 'Lis pendens (LIS/NOL)' });
  await expect(stage).toHaveValue('NOL');
  await expect(
    panel.root.getByText('The last notice filed, from default to bank owned'),
  ).toBeVisible();
});
