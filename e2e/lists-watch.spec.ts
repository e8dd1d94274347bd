// Saved searches that watch, and the one-time import of this browser's lists and searches, against
// the mock (whose data clock makes a handful of properties appear and disappear) and /app/v1.
import { expect, test } from './fixtures';
import { appApi, ListsPanelScreen, listNamed, setDataClock, uniqueName } from './pages/lists-panel';
import { askMock, ResultsScreen } from './pages/results-table';

// A search no other spec uses: the data clock below changes its ids while this test runs.
const SEARCH = { city: 'Denver', state: 'CO' };

test('"new since last pull" shows the ids that appeared after the data changed', async ({
  page,
  request,
}) => {
  const results = new ResultsScreen(page);
  const panel = new ListsPanelScreen(page);
  const name = uniqueName('Denver watch', test.info());
  const idsNow = async () =>
    (await askMock<number[]>(request, { ...SEARCH, ids_only: true })).data.map(String);
  // The clock touches only this search's ids, so tests running beside this one see no change.
  const scope = (await askMock<number[]>(request, { ...SEARCH, ids_only: true })).data;
  try {
    await setDataClock(request, 1, scope);
    const pulled = await idsNow();
    await results.open({ filters: SEARCH });
    await panel.open();
    await panel.keep(name, 'Save this search (watch it)');

    // Opening the saved search is a pull: it remembers the ids it returns now.
    await panel.search(name).getByRole('button', { name: 'Open', exact: true }).click();
    await expect(panel.dialog).toBeHidden();
    await expect
      .poll(async () => {
        const { searches } = await appApi<{ searches: { name: string; lastPull: unknown }[] }>(
          request,
          'GET',
          '/searches',
        );
        return searches.find((s) => s.name === name)?.lastPull;
      })
      .toMatchObject({ count: pulled.length });

    // The data changes: some properties appear, others go.
    await setDataClock(request, 2, scope);
    const current = await idsNow();
    const added = current.filter((id) => !pulled.includes(id));
    const removed = pulled.filter((id) => !current.includes(id));
    expect(added.length).toBeGreaterThan(0);
    expect(removed.length).toBeGreaterThan(0);

    await panel.open();
    const row = panel.search(name);
    await row.getByRole('button', { name: 'New since last pull' }).click();
    await expect(row.getByRole('status')).toHaveText(
      new RegExp(`^${added.length} new, ${removed.length} removed since \\w+ \\d+, \\d{4}$`),
    );
    await row.getByRole('button', { name: 'Open the new ones as a list' }).click();
    await expect(panel.dialog).toBeHidden();
    await expect(results.region.getByRole('region', { name: 'Saved list' })).toContainText(
      `${name}: new on`,
    );
    await expect(results.count).toHaveText(`${added.length} leads`);
    const { lists } = await appApi<{ lists: { name: string }[] }>(request, 'GET', '/lists');
    const list = await listNamed(
      request,
      lists.find((l) => l.name.startsWith(`${name}: new on`))?.name ?? '',
    );
    expect(new Set(list.ids)).toEqual(new Set(added));
  } finally {
    // Only this test's clock goes back: another spec's may be running beside it.
    await setDataClock(request, 0, scope);
  }
});

test('this browser’s localStorage lists and searches are imported once', async ({
  page,
  request,
}) => {
  const lists = [
    { name: uniqueName('Local list A', test.info()), ids: [1000011, 1000012, 1000013] },
    { name: uniqueName('Local list B', test.info()), ids: [1000014] },
  ];
  const search = uniqueName('Local search', test.info());
  await page.addInitScript(
    ([listsJson, searchName]) => {
      const stored = JSON.parse(listsJson) as { name: string; ids: number[] }[];
      window.localStorage.setItem(
        'llb.saved-lists.v1',
        JSON.stringify({
          version: 1,
          lists: stored.map((l, i) => ({
            id: `local-${i}`,
            name: l.name,
            createdAt: '2026-10-01T00:00:00.000Z',
            source: { filters: { city: 'Austin', state: 'TX' }, sort: [] },
            count: l.ids.length,
            totalMatches: l.ids.length,
            ids: l.ids,
          })),
        }),
      );
      window.localStorage.setItem(
        'llb.saved-searches.v1',
        JSON.stringify({
          version: 1,
          items: [
            {
              id: 's1',
              name: searchName,
              createdAt: '2026-10-02T00:00:00.000Z',
              query: 'v=1&q=e30',
            },
          ],
        }),
      );
    },
    [JSON.stringify(lists), search] as const,
  );

  // Every import call the browser makes (the effect sends it as soon as the app mounts).
  const importCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/app/v1/import')) importCalls.push(r.url());
  });
  const panel = new ListsPanelScreen(page);

  await page.goto('/');
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Imported 2 lists and 1 search from this browser.' }),
  ).toBeVisible();
  for (let i = 0; i < 2; i++) {
    await page.reload();
    // Opening the panel and reading the lists happens after the mount that would import again.
    await panel.open();
    await expect(panel.list(lists[0]!.name)).toBeVisible();
    await expect(page.getByText(/Imported \d+ lists?/)).toHaveCount(0);
  }
  expect(importCalls).toHaveLength(1);

  // Once, and nothing lost.
  for (const list of lists) {
    const { lists: found } = await appApi<{ lists: { name: string }[] }>(
      request,
      'GET',
      `/lists?q=${encodeURIComponent(list.name)}`,
    );
    expect(found.filter((l) => l.name === list.name)).toHaveLength(1);
    expect((await listNamed(request, list.name)).ids).toEqual(list.ids.map(String));
  }
  const { searches } = await appApi<{ searches: { name: string }[] }>(request, 'GET', '/searches');
  expect(searches.filter((s) => s.name === search)).toHaveLength(1);

  await expect(panel.list(lists[0]!.name)).toContainText('3 leads');
  await expect(panel.search(search)).toBeVisible();
});
