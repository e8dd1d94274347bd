// A watched saved search, end to end against the mock and its data clock: the watch is set from
// the Lists panel into a new list, the data changes, Run now runs it on the server's job runner,
// the history shows the run with +N, the new ids are in the list, and they open as a list.
import { expect, test } from './fixtures';
import { ListsPanelScreen, listNamed, setDataClock, uniqueName } from './pages/lists-panel';
import { askMock, ResultsScreen } from './pages/results-table';

// A search no other spec uses: the data clock below changes its ids while this test runs.
const SEARCH = { city: 'Columbus', state: 'OH' };

test('Run now adds the ids that appeared since the watch began to its list', async ({
  page,
  request,
}) => {
  const results = new ResultsScreen(page);
  const panel = new ListsPanelScreen(page);
  const name = uniqueName('Columbus watch', test.info());
  const idsNow = async () =>
    (await askMock<number[]>(request, { ...SEARCH, ids_only: true })).data.map(String);
  // The clock touches only this search's ids, so tests running beside this one see no change.
  const scope = (await askMock<number[]>(request, { ...SEARCH, ids_only: true })).data;
  try {
    await setDataClock(request, 1, scope);
    const before = await idsNow();
    await results.open({ filters: SEARCH });
    await panel.open();
    await panel.keep(name, 'Save this search (watch it)');

    await panel.search(name).getByRole('button', { name: 'Watch…' }).click();
    const dialog = page.getByRole('dialog', { name: `Watch “${name}”` });
    await expect(dialog.getByText('at 07:00, UTC (the team’s time zone)')).toBeVisible();
    await dialog.getByRole('button', { name: 'Start watching' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Watching. New matches will go to the list.',
    );

    // The data changes after the watch began: some properties appear, others go.
    await setDataClock(request, 2, scope);
    const now = await idsNow();
    const added = now.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !now.includes(id));
    expect(added.length).toBeGreaterThan(0);

    await dialog.getByRole('button', { name: 'Run now' }).click();
    const run = dialog.getByRole('region', { name: 'Run history' }).getByRole('listitem').first();
    await expect(run).toContainText(`+${added.length} new`, { timeout: 30_000 });
    await expect(run).toContainText(`Run now`);
    await expect(run).toContainText(`−${removed.length} removed`);
    await expect(run).toContainText('Done.');
    await expect(dialog.getByRole('status')).toHaveText(`The run finished: ${added.length} new.`);
    const list = await listNamed(request, `${name} — new leads`);
    expect(new Set(list.ids)).toEqual(new Set(added));

    // Back in the panel, the row says it at a glance.
    await dialog.getByRole('button', { name: `Close Watch “${name}”` }).click();
    await expect(panel.search(name)).toContainText(
      `Watching daily at 07:00 · last run just now: +${added.length}`,
    );

    // The run's new leads open on the map and in the table, as a saved list opens.
    await panel.search(name).getByRole('button', { name: 'Watch…' }).click();
    await dialog
      .getByRole('button', {
        name: `Open the ${added.length} new lead${added.length === 1 ? '' : 's'}`,
      })
      .click();
    await expect(dialog).toBeHidden();
    await expect(results.count).toHaveText(`${added.length} lead${added.length === 1 ? '' : 's'}`);
  } finally {
    // Only this test's clock goes back: another spec's may be running beside it.
    await setDataClock(request, 0, scope);
  }
});
