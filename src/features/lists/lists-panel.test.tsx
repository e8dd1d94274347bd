// The Lists and searches panel against the real /app/v1 (PGlite in memory): find, create, rename,
// tag, delete with undo, stacking, and "new since last pull".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppStoreContext } from '../../api/app-store/queries';
import type { ApiClient } from '../../api/client';
import { ApiClientProvider } from '../../api/client-context';
import { formatDate } from '../../lib/format';
import { EMPTY_SEARCH } from '../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../state/search/search-url';
import { navigateToSearch } from '../../state/search/use-search-state';
import { usePublishSelection } from '../../state/selected-ids';
import { openRealAppStore, type RealAppStore } from '../../test/real-app-store';
import { ListsPanel } from './lists-panel';

let real: RealAppStore;
/** What the service's ids_only answers for the current search. */
let searchIds: number[];

const api = {
  searchIds: vi.fn(async () => ({ input: {}, resultCount: searchIds.length, data: searchIds })),
} as unknown as ApiClient;

const SELECTION: number[] = [7, 8];

function Selection() {
  usePublishSelection(SELECTION);
  return null;
}

function renderPanel(onClose = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={{ api, connectionId: 'test' }}>
        <AppStoreContext.Provider value={real.client}>
          <Selection />
          <ListsPanel onClose={onClose} importNotice={undefined} onWatch={vi.fn()} />
        </AppStoreContext.Provider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { panel: screen.getByRole('dialog', { name: 'Lists and searches' }), onClose };
}

const austin = { ...EMPTY_SEARCH, filters: { city: 'Austin', state: 'TX' } };

beforeAll(async () => {
  real = await openRealAppStore();
}, 60_000);
afterAll(() => real?.close());

beforeEach(async () => {
  await real.reset();
  searchIds = [1, 2, 3];
  navigateToSearch(austin, { replace: true });
});

async function listNamed(name: string) {
  return screen.findByRole('listitem', { name });
}

/** Every list on the server with its ids, by name. */
async function storedLists() {
  const { lists } = await real.client.lists({ sort: 'name' });
  return Promise.all(lists.map((list) => real.client.getList(list.id)));
}

async function storedList(name: string) {
  return (await storedLists()).find((list) => list.name === name);
}

describe('ListsPanel', () => {
  it('keeps the leads of the search and of the selection as lists, with counts', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByLabelText('Name'), 'Austin all');
    await user.click(screen.getByRole('button', { name: 'List from this search' }));
    expect(await screen.findByText('Saved “Austin all” with 3 leads.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Picked');
    await user.click(screen.getByRole('button', { name: 'List from the selection (2)' }));
    await screen.findByText('Saved “Picked” with 2 leads.');
    const stored = await storedLists();
    expect(stored.map((l) => [l.name, l.ids, l.source.kind])).toEqual([
      ['Austin all', ['1', '2', '3'], 'search'],
      ['Picked', ['7', '8'], 'selection'],
    ]);
    const decoded = decodeSearchState(stored[0]?.source.query ?? '');
    expect(decoded.kind === 'ok' && decoded.state.filters).toEqual(austin.filters);
    expect(await screen.findByRole('heading', { name: 'Lists (2)' })).toBeInTheDocument();
  });

  it('renames, tags, and filters by tag and name', async () => {
    await real.client.createList({ name: 'Absentee', ids: ['1'] });
    await real.client.createList({ name: 'Equity', ids: ['2'] });
    const user = userEvent.setup();
    renderPanel();
    const row = await listNamed('Absentee');
    await user.click(within(row).getByRole('button', { name: 'Rename' }));
    const input = within(row).getByLabelText('New name for Absentee');
    await user.clear(input);
    await user.type(input, 'Absentee TX{Enter}');
    const renamed = await listNamed('Absentee TX');
    await user.click(within(renamed).getByRole('button', { name: 'Tags' }));
    await user.type(within(renamed).getByLabelText('New tag'), 'hot');
    await user.click(within(renamed).getByRole('button', { name: 'Add tag' }));
    await user.click(within(renamed).getByRole('button', { name: 'Save tags' }));
    expect(
      await within(renamed).findByRole('list', { name: 'Tags of Absentee TX' }),
    ).toHaveTextContent('hot');
    expect((await storedList('Absentee TX'))?.tags).toEqual([
      { name: 'hot', color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
    ]);

    await user.selectOptions(screen.getByLabelText('Tag'), 'hot');
    expect(await screen.findByRole('heading', { name: 'Lists (1)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Tag'), '');
    await user.type(screen.getByLabelText('Search by name'), 'equ');
    expect(await screen.findByRole('heading', { name: 'Lists (1)' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Equity' })).toBeInTheDocument();
  });

  it('deletes with an Undo that restores the list', async () => {
    await real.client.createList({ name: 'Old leads', ids: ['1'] });
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(await listNamed('Old leads')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted “Old leads”.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Lists (0)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await listNamed('Old leads')).toBeInTheDocument();
    expect((await storedList('Old leads'))?.ids).toEqual(['1']);
  });

  it('adds and removes the selected rows', async () => {
    await real.client.createList({ name: 'Working', ids: ['1', '7'] });
    const user = userEvent.setup();
    renderPanel();
    const row = await listNamed('Working');
    await user.click(within(row).getByRole('button', { name: 'Add selected (2)' }));
    expect(await screen.findByText('Added 1 lead to “Working”.')).toBeInTheDocument();
    expect((await storedList('Working'))?.ids).toEqual(['1', '7', '8']);
    await user.click(within(row).getByRole('button', { name: 'Remove selected (2)' }));
    expect(await screen.findByText('Removed 2 leads from “Working”.')).toBeInTheDocument();
    expect((await storedList('Working'))?.ids).toEqual(['1']);
  });

  it('stacks the picked lists into a new list', async () => {
    await real.client.createList({ name: 'A', ids: ['1', '2', '3'] });
    await real.client.createList({ name: 'B', ids: ['2', '3', '4'] });
    await real.client.createList({ name: 'C', ids: ['3', '4', '5'] });
    const user = userEvent.setup();
    renderPanel();
    for (const name of ['A', 'B', 'C'])
      await user.click(await screen.findByRole('checkbox', { name: `Pick ${name} for stacking` }));
    const form = screen.getByRole('form', { name: 'Stack the picked lists' });
    await user.click(within(form).getByRole('radio', { name: 'On at least N of them' }));
    await user.type(within(form).getByLabelText('Name of the new list'), 'Two or more');
    await user.click(within(form).getByRole('button', { name: 'Stack into a new list' }));
    expect(await screen.findByText('Saved “Two or more” with 3 leads.')).toBeInTheDocument();
    expect((await storedList('Two or more'))?.ids).toEqual(['2', '3', '4']);
  });

  it('says what is new since the last pull and opens the new ones as a list', async () => {
    const saved = await real.client.createSearch({
      name: 'Austin watch',
      query: encodeSearchState(austin),
    });
    const pull = await real.client.recordPull(saved.id, ['1', '2', '3']);
    searchIds = [2, 3, 4, 5];
    const user = userEvent.setup();
    const { onClose } = renderPanel();
    const row = await screen.findByRole('listitem', { name: 'Austin watch' });
    await user.click(within(row).getByRole('button', { name: 'New since last pull' }));
    expect(await within(row).findByRole('status')).toHaveTextContent(
      `2 new, 1 removed since ${formatDate(pull.at.slice(0, 10))}`,
    );
    await user.click(within(row).getByRole('button', { name: 'Open the new ones as a list' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    const list = (await storedLists()).find((l) => l.name.startsWith('Austin watch: new on'));
    expect(list?.ids).toEqual(['4', '5']);
    const decoded = decodeSearchState(window.location.search);
    expect(decoded.kind === 'ok' && decoded.state.listId).toBe(list?.id);
    // Opening them was a pull: the next diff starts from here.
    expect((await real.client.diff(saved.id, ['2', '3', '4', '5'])).added).toEqual([]);
  });

  it('shows the team’s shared items with their owner, read-only', async () => {
    await real.clientAs('ana').createList({ name: 'Ana’s list', ids: ['1'], shared: true });
    renderPanel();
    const row = await listNamed('Ana’s list');
    expect(within(row).getByText('Shared by ana')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });
});
