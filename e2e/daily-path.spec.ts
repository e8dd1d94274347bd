// The daily path (issue 37): one way of applying with one count, and a saved list that owns the
// screen when it opens. (The table in view: map/layout.spec.ts; mail-ready in five interactions:
// mail-ready.spec.ts; a first list in eight: map/first-list.spec.ts; drawing: map/drawing.spec.ts;
// a newcomer's words: words.spec.ts.)
import { expect, test } from './fixtures';
import { FilterPanelScreen, readUrlState } from './pages/filter-panel';
import { askMock, ResultsScreen } from './pages/results-table';
import { WhereBoxScreen } from './pages/where-box';

const n = (count: number) => count.toLocaleString('en-US');

/** "1,840 of 2,300 already held: …" or "All 648 already held: …" as numbers. */
function heldOf(words: string): { held: number; total: number } {
  const number = (text: string | undefined) => Number(text?.replace(/,/g, '') ?? NaN);
  const all = /All ([\d,]+) already held/.exec(words);
  if (all) return { held: number(all[1]), total: number(all[1]) };
  const some = /([\d,]+) of ([\d,]+) already held/.exec(words);
  return { held: number(some?.[1]), total: number(some?.[2]) };
}

/** A name no other test (or retry) of this run uses. */
const unique = (name: string) =>
  `${name} ${test.info().workerIndex}-${test.info().retry}-${Date.now() % 100000}`;

test('a filter edit applies by itself, and the panel and the table say one count', async ({
  page,
  request,
}) => {
  const panel = new FilterPanelScreen(page);
  const results = new ResultsScreen(page);
  await panel.open({ city: 'Austin', state: 'TX' });
  await results.waitForRows();
  await panel.openGroup('Property');
  await panel.field('Bedrooms min').fill('4');

  // No Search click: the edit becomes the search after its pause.
  await expect.poll(() => readUrlState(page.url())?.f?.beds_min).toBe(4);
  await expect(panel.pending).toHaveCount(0);
  const { resultCount } = await askMock(request, {
    city: 'Austin',
    state: 'TX',
    beds_min: 4,
    count: true,
  });
  await expect(results.count).toContainText(n(resultCount));
  expect(await panel.settledCount()).toBe(resultCount);
  await expect(page.getByText('Changes not applied yet')).toHaveCount(0);
});

test('a saved list that opens owns the screen, and Clear all closes it', async ({ page }) => {
  const panel = new FilterPanelScreen(page);
  const results = new ResultsScreen(page);
  const where = new WhereBoxScreen(page);
  const name = unique('Austin vacant');
  await panel.open();
  await where.pick('Austin', /^Austin, TX, City/);
  await expect(panel.root.getByText('Searching Austin, TX.').first()).toBeVisible();
  await panel.openGroup('Distress');
  await panel.setFlag('Vacant', 'Yes');
  await panel.search();
  await results.waitForRows();

  await results.saveAsList(name);
  const saved = (await results.count.textContent()) ?? '';

  await results.openSavedList(name);
  await expect(results.region.getByRole('region', { name: 'Saved list' })).toContainText(name);

  // The where box, the filter footer and Clear all speak of the list; nothing of the search stays.
  await expect(panel.root.getByText(`List: ${name}`)).toHaveCount(2);
  await expect(panel.root.getByText('Searching Austin, TX.')).toHaveCount(0);
  await expect(where.chips).toHaveCount(0);
  await expect(panel.chips.getByRole('listitem')).toHaveCount(0);
  const listCount = Number(saved.replace(/[^\d]/g, ''));
  expect(await panel.settledCount()).toBe(listCount);
  await expect(panel.clearAll).toBeEnabled();

  await panel.clearAll.click();
  await expect(results.region.getByRole('region', { name: 'Saved list' })).toHaveCount(0);
  await expect(panel.root.getByText(`List: ${name}`)).toHaveCount(0);
  expect(readUrlState(page.url())?.l).toBeUndefined();
});

test('pages browsed count as held when the list built from them opens', async ({ page }) => {
  const results = new ResultsScreen(page);
  const name = unique('Austin pool browsed');
  // Every page of records the server answers: the ids of browsed ones, and the credits and ids of
  // those asked for by `ids` (the open list's), which the server answers from held records.
  const browsed = new Set<string>();
  const byIds: { credits: number; ids: string[] }[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/v2/PropertySearch') || response.status() !== 200) return;
    const asked = response.request().postDataJSON() as Record<string, unknown>;
    if (asked.count || asked.ids_only || asked.summary) return;
    const answer = (await response.json().catch(() => undefined)) as
      { data: { id: string | number }[]; credits?: number } | undefined;
    if (!answer) return;
    const ids = answer.data.map((record) => String(record.id));
    if (Array.isArray(asked.ids)) byIds.push({ credits: answer.credits ?? NaN, ids });
    else for (const id of ids) browsed.add(id);
  });
  await results.open({ filters: { city: 'Austin', state: 'TX', pool: true } });
  // Two pages seen: the server keeps what it answered with (no second payment for them).
  await results.pager.getByRole('button', { name: 'Next page' }).click();
  await expect(results.range).toHaveText(/^51–100 of/);
  await results.waitForRows();

  await results.saveAsList(name);
  await results.openSavedList(name);

  const banner = results.region.getByRole('region', { name: 'Saved list' });
  await expect(banner).toContainText(/already held/);
  const { held, total } = heldOf((await banner.textContent()) ?? '');
  expect(held).toBeGreaterThanOrEqual(Math.min(100, total));
  expect(held).toBeLessThanOrEqual(total);

  // The list's rows come by ids, and the browsed ones among them cost nothing: a page is charged
  // at most for the rows nobody browsed.
  await results.waitForRows();
  await expect
    .poll(() => byIds.some((answer) => answer.ids.some((id) => browsed.has(id))))
    .toBe(true);
  for (const answer of byIds)
    expect(answer.credits).toBeLessThanOrEqual(answer.ids.filter((id) => !browsed.has(id)).length);
});
