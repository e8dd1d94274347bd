// The Watch dialog against the real /app/v1 (PGlite in memory, no job runner): a watch made from
// it lands on the server with a new list; a watched search shows its settings and its run history
// with the way to its new leads; Run now where no runner runs says so in the server's words.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedSearch } from '../../api/app-store/contract';
import { AppStoreContext } from '../../api/app-store/queries';
import { openRealAppStore, type RealAppStore } from '../../test/real-app-store';
import { WatchDialog } from './watch-dialog';

let real: RealAppStore;

beforeAll(async () => {
  real = await openRealAppStore();
}, 60_000);
afterAll(() => real?.close());
beforeEach(() => real.reset());

async function renderDialog(search?: SavedSearch) {
  const shown =
    search ?? (await real.client.createSearch({ name: 'Denver absentee', query: 'v=1&q=e30' }));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AppStoreContext.Provider value={real.client}>
        <WatchDialog search={shown} onClose={vi.fn()} onOpened={vi.fn()} />
      </AppStoreContext.Provider>
    </QueryClientProvider>,
  );
  return {
    search: shown,
    dialog: screen.getByRole('dialog', { name: `Watch “${shown.name}”` }),
  };
}

/** A watched search with one finished run: +2 new, −1 removed. */
async function watchedWithRun() {
  const search = await real.client.createSearch({ name: 'Denver absentee', query: 'v=1&q=e30' });
  const list = await real.client.createList({ name: 'Denver new', ids: [] });
  await real.client.putWatch(search.id, {
    frequency: 'daily',
    hour: 7,
    listId: list.id,
    pullRecords: false,
    skipTrace: false,
    monthlyCreditCap: null,
    paused: false,
  });
  const claim = await real.store.watches.claimRun({
    searchId: search.id,
    runKey: '2026-07-01',
    jobId: 'j1',
    trigger: 'scheduled',
  });
  if (claim.kind !== 'started') throw new Error('not started');
  await real.store.watches.recordFound(
    claim.runId,
    search.id,
    { matches: 3, ids: ['1', '2', '3'], added: ['2', '3'], removed: ['9'] },
    null,
  );
  await real.store.watches.finishRun(claim.runId, { status: 'done', pulled: 0, traced: 0 });
  return search;
}

describe('WatchDialog', () => {
  it('starts watching weekly at an hour of the team’s zone, into a new list', async () => {
    const user = userEvent.setup();
    const { search, dialog } = await renderDialog();
    const start = await within(dialog).findByRole('button', { name: 'Start watching' });
    // Webhooks come with a watch: none to set before there is one.
    expect(within(dialog).queryByRole('region', { name: 'Webhooks' })).toBeNull();
    await user.selectOptions(within(dialog).getByLabelText('How often'), 'weekly');
    await user.selectOptions(within(dialog).getByLabelText('On'), 'Tuesday');
    await user.selectOptions(within(dialog).getByLabelText('At'), '18:00');
    expect(within(dialog).getByText('at 18:00, UTC (the team’s time zone)')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New leads go to')).toHaveDisplayValue(
      'New list: Denver absentee — new leads',
    );
    const trace = within(dialog).getByRole('checkbox', { name: /Skip trace new leads/ });
    expect(trace).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Pull records of new leads/ }));
    expect(trace).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Monthly cap for this watch (credits)'), '2,500');
    await user.click(start);

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Watching. New matches will go to the list.',
    );
    const saved = await real.store.watches.get('local', false, search.id);
    expect(saved).toMatchObject({
      frequency: 'weekly',
      weekday: 2,
      hour: 18,
      pullRecords: true,
      skipTrace: false,
      monthlyCreditCap: 2500,
      listName: 'Denver absentee — new leads',
    });
    expect(await within(dialog).findByRole('button', { name: 'Save watch' })).toBeInTheDocument();
    // Now the watch can send its new leads on.
    expect(await within(dialog).findByRole('region', { name: 'Webhooks' })).toBeInTheDocument();
  });

  it('shows the run history with the new leads to open, and says when runs cannot start', async () => {
    const user = userEvent.setup();
    const { dialog } = await renderDialog(await watchedWithRun());
    expect(await within(dialog).findByRole('button', { name: 'Save watch' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('New leads go to')).toHaveDisplayValue('Denver new');
    const history = await within(dialog).findByRole('region', { name: 'Run history' });
    const runs = await within(history).findAllByRole('listitem');
    expect(runs).toHaveLength(1);
    expect(runs[0]).toHaveTextContent(/Scheduled\s*\+2 new\s*−1 removed\s*no credits/);
    expect(runs[0]).toHaveTextContent('Done.');
    expect(within(runs[0]!).getByRole('button', { name: 'Open the 2 new leads' })).toBeEnabled();

    // This server runs no jobs (the component tests' /app/v1): the server's words, nothing else.
    await user.click(within(history).getByRole('button', { name: 'Run now' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Background jobs are not running on this server. Try again shortly.',
    );
  });
});
