// Saved searches in the panel: save the form's search, open it as a URL, rename and delete with confirmation.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render as renderDom, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppStoreClient } from '../../api/app-store/client';
import { AppStoreContext } from '../../api/app-store/queries';
import { EMPTY_SEARCH } from '../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../state/search/search-url';
import { openRealAppStore, type RealAppStore } from '../../test/real-app-store';
import { SavedSearches } from './saved-searches';

let real: RealAppStore;
/** A client of its own per test, so a test may break one of its calls. */
let client: AppStoreClient;

/** Renders against the real /app/v1 on PGlite in memory (saved searches live on the app's server). */
function render(ui: ReactElement) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderDom(
    <QueryClientProvider client={queryClient}>
      <AppStoreContext.Provider value={client}>{ui}</AppStoreContext.Provider>
    </QueryClientProvider>,
  );
}

const austin = encodeSearchState({ ...EMPTY_SEARCH, filters: { city: 'Austin', state: 'TX' } });

beforeAll(async () => {
  real = await openRealAppStore();
}, 60_000);
afterAll(() => real?.close());

/** The user's saved searches as the server keeps them. */
async function stored() {
  return (await client.searches()).searches;
}

beforeEach(async () => {
  await real.reset();
  client = real.clientAs('local');
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function saveAs(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByLabelText('Save this search as'), name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await screen.findByText(`Saved “${name.trim()}”.`);
}

describe('SavedSearches', () => {
  it('saves the current search under a name, on the app’s server', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin TX');
    const list = await screen.findByRole('list', { name: 'Saved searches' });
    expect(within(list).getByRole('link', { name: /Austin TX/ })).toHaveAttribute(
      'href',
      `?${austin}`,
    );
    expect(await stored()).toMatchObject([{ name: 'Austin TX', query: austin }]);
    expect(screen.getByLabelText('Save this search as')).toHaveValue('');
  });

  it('refuses a duplicate name and explains why', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin');
    await screen.findByRole('link', { name: /Austin/ });
    await user.type(screen.getByLabelText('Save this search as'), 'austin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A saved search is already called “austin”.',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('cannot save while the form has problems', () => {
    render(<SavedSearches currentQuery={null} />);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('opens a saved search by navigating to its URL', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin');
    await user.click(await screen.findByRole('link', { name: /Austin/ }));
    const decoded = decodeSearchState(window.location.search);
    expect(decoded.kind === 'ok' && decoded.state.filters).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('renames with an explicit save, and Escape cancels', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin');
    await user.click(await screen.findByRole('button', { name: 'Rename Austin' }));
    const input = screen.getByLabelText('New name for Austin');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Austin absentee{Enter}');
    expect(await screen.findByRole('link', { name: /Austin absentee/ })).toBeInTheDocument();
    expect((await stored())[0]?.name).toBe('Austin absentee');

    await user.click(screen.getByRole('button', { name: 'Rename Austin absentee' }));
    await user.type(screen.getByLabelText('New name for Austin absentee'), ' draft{Escape}');
    expect(screen.getByRole('link', { name: /Austin absentee/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /draft/ })).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin');
    await user.click(await screen.findByRole('button', { name: 'Delete Austin' }));
    const confirm = screen.getByRole('group', { name: 'Delete Austin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('link', { name: /Austin/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Austin' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No saved searches yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Austin/ })).not.toBeInTheDocument();
    expect(await stored()).toEqual([]);
  });

  it('says so when the server cannot be read, and keeps the name typed', async () => {
    client.searches = () => Promise.reject(new Error('down'));
    client.createSearch = () => Promise.reject(new Error('Sign in to use lists and searches'));
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    expect(await screen.findByText('The saved searches could not be read')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Save this search as'), 'Austin');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign in to use lists and searches');
    expect(screen.getByLabelText('Save this search as')).toHaveValue('Austin');
  });

  it('shows only the user’s own searches (the team’s are in the Lists and searches panel)', async () => {
    await client.createSearch({ name: 'Mine', query: austin });
    await real.clientAs('ana').createSearch({ name: 'Theirs', query: austin, shared: true });
    render(<SavedSearches currentQuery={austin} />);
    expect(await screen.findByRole('link', { name: /Mine/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Theirs/ })).not.toBeInTheDocument();
  });
});
