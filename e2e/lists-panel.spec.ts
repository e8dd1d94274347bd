// The Lists and searches panel against the mock and the app's /app/v1 server: keep the leads of a
// search and of a selection, rename and tag, delete with undo, and stack three lists.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { appApi, ListsPanelScreen, listNamed, uniqueName } from './pages/lists-panel';
import { askMock, ResultsScreen } from './pages/results-table';

const SEARCH = { city: 'Austin', state: 'TX', vacant: true };

test('a list from the search and one from the selection hold the right ids', async ({
  page,
  request,
  guard,
}) => {
  const results = new ResultsScreen(page);
  const panel = new ListsPanelScreen(page);
  const fromSearch = uniqueName('Austin vacant', test.info());
  const fromSelection = uniqueName('Two picked', test.info());
  await results.open({ filters: SEARCH });
  const ids = await askMock<number[]>(request, { ...SEARCH, ids_only: true });

  const rows = results.rowCheckboxes();
  await rows.nth(0).check();
  await rows.nth(1).check();
  const picked = (await results.rowIds()).slice(0, 2);

  await panel.open();
  await panel.keep(fromSearch, 'List from this search');
  await expect(panel.status).toHaveText(
    `Saved “${fromSearch}” with ${ids.data.length.toLocaleString('en-US')} leads.`,
  );
  await panel.keep(fromSelection, 'List from the selection (2)');

  expect((await listNamed(request, fromSearch)).ids).toEqual(ids.data.map(String));
  expect((await listNamed(request, fromSelection)).ids).toEqual(picked);
  await expect(panel.list(fromSelection)).toContainText('Yours · private · 2 leads');
  guard.expectClean();
});

test('rename, tag, delete with undo', async ({ page, request }) => {
  const panel = new ListsPanelScreen(page);
  const name = uniqueName('Working list', test.info());
  const renamed = `${name} (TX)`;
  await appApi(request, 'POST', '/lists', { name, ids: ['1000001', '1000002'] });
  await page.goto('/');
  await panel.open();

  const row = panel.list(name);
  await row.getByRole('button', { name: 'Rename' }).click();
  await row.getByLabel(`New name for ${name}`).fill(renamed);
  await row.getByRole('button', { name: 'Save name' }).click();
  const item = panel.list(renamed);
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Tags' }).click();
  await item.getByLabel('New tag').fill('hot');
  await item.getByRole('button', { name: 'Add tag' }).click();
  await item.getByRole('button', { name: 'Save tags' }).click();
  await expect(item.getByRole('list', { name: `Tags of ${renamed}` })).toHaveText('hot');
  const stored = await listNamed(request, renamed);
  expect(stored.tags).toEqual([{ name: 'hot', color: expect.stringMatching(/^#[0-9a-f]{6}$/i) }]);

  // The tag filter finds it.
  await panel.dialog.getByLabel('Tag', { exact: true }).selectOption('hot');
  await expect(panel.list(renamed)).toBeVisible();
  await panel.dialog.getByLabel('Tag', { exact: true }).selectOption('');

  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(
    panel.dialog.getByRole('status').filter({ hasText: `Deleted “${renamed}”.` }),
  ).toBeVisible();
  await expect(panel.list(renamed)).toHaveCount(0);
  await panel.button('Undo').click();
  await expect(panel.list(renamed)).toBeVisible();
  expect((await listNamed(request, renamed)).size).toBe(2);
});

test('stacking three lists gives the ids the API stacks, for every operation', async ({
  page,
  request,
}) => {
  const panel = new ListsPanelScreen(page);
  // Three overlapping searches' ids, saved through the API.
  const searches = [
    { city: 'Austin', state: 'TX', vacant: true },
    { city: 'Austin', state: 'TX', absentee_owner: true },
    { city: 'Austin', state: 'TX', high_equity: true },
  ];
  const names = searches.map((_, i) => uniqueName(`Stack input ${i + 1}`, test.info()));
  const inputs: string[][] = [];
  for (const [i, search] of searches.entries()) {
    const ids = (await askMock<number[]>(request, { ...search, ids_only: true })).data.map(String);
    inputs.push(ids);
    await appApi(request, 'POST', '/lists', { name: names[i], ids });
  }
  const onN = (id: string) => inputs.filter((ids) => ids.includes(id)).length;
  const all = [...new Set(inputs.flat())];
  const expected = {
    intersection: all.filter((id) => onN(id) === 3),
    atLeast: all.filter((id) => onN(id) >= 2),
    difference: (inputs[0] ?? []).filter(
      (id) => !inputs[1]?.includes(id) && !inputs[2]?.includes(id),
    ),
  };
  expect(expected.atLeast.length).toBeGreaterThan(expected.intersection.length);

  await page.goto('/');
  await panel.open();
  for (const name of names)
    await panel.dialog.getByRole('checkbox', { name: `Pick ${name} for stacking` }).check();
  const form = panel.dialog.getByRole('form', { name: 'Stack the picked lists' });

  const cases: [keyof typeof expected, string | RegExp][] = [
    ['intersection', 'On all of them (intersection)'],
    ['atLeast', 'On at least N of them'],
    ['difference', 'On the first, not the others (difference)'],
  ];
  for (const [op, label] of cases) {
    const name = uniqueName(`Stacked ${op}`, test.info());
    await form.getByRole('radio', { name: label }).check();
    await form.getByLabel('Name of the new list').fill(name);
    await form.getByRole('button', { name: 'Stack into a new list' }).click();
    await expect(panel.status).toContainText(`“${name}”`);
    expect(new Set((await listNamed(request, name)).ids)).toEqual(new Set(expected[op]));
    // Stacking clears the picks: pick the three again for the next operation.
    for (const input of names)
      await panel.dialog.getByRole('checkbox', { name: `Pick ${input} for stacking` }).check();
  }
});

test('the panel has no serious accessibility violations and works from the keyboard', async ({
  page,
  request,
}) => {
  const panel = new ListsPanelScreen(page);
  const name = uniqueName('A11y list', test.info());
  await appApi(request, 'POST', '/lists', {
    name,
    ids: ['1000003'],
    tags: [{ name: 'absentee', color: '#bbf7d0' }],
  });
  // Without motion the dialog is at full opacity at once: axe measures contrast mid-fade otherwise.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await page.getByRole('button', { name: 'Lists and searches' }).focus();
  await page.keyboard.press('Enter');
  await expect(panel.dialog).toBeVisible();
  await expect(panel.list(name)).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  const blocking = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel.dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Lists and searches' })).toBeFocused();
});
