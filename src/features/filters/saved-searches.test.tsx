// Saved searches in the panel: save the form's search, open it as a URL, rename and delete with confirmation.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_SEARCH } from '../search-state/search-state';
import { decodeSearchState, encodeSearchState } from '../search-state/search-url';
import { SAVED_SEARCHES_KEY } from './saved-searches-store';
import { SavedSearches } from './saved-searches';

const austin = encodeSearchState({ ...EMPTY_SEARCH, filters: { city: 'Austin', state: 'TX' } });

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function saveAs(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.type(screen.getByLabelText('Save this search as'), name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('SavedSearches', () => {
  it('saves the current search under a name, in versioned storage', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin TX');
    const list = screen.getByRole('list', { name: 'Saved searches' });
    expect(within(list).getByRole('link', { name: /Austin TX/ })).toHaveAttribute(
      'href',
      `?${austin}`,
    );
    expect(JSON.parse(window.localStorage.getItem(SAVED_SEARCHES_KEY) ?? '')).toMatchObject({
      version: 1,
      items: [{ name: 'Austin TX', query: austin }],
    });
    expect(screen.getByLabelText('Save this search as')).toHaveValue('');
  });

  it('refuses a duplicate name and explains why', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin');
    await saveAs(user, 'austin');
    expect(screen.getByRole('alert')).toHaveTextContent(
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
    await user.click(screen.getByRole('link', { name: /Austin/ }));
    const decoded = decodeSearchState(window.location.search);
    expect(decoded.kind === 'ok' && decoded.state.filters).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('renames with an explicit save, and Escape cancels', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin');
    await user.click(screen.getByRole('button', { name: 'Rename Austin' }));
    const input = screen.getByLabelText('New name for Austin');
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Austin absentee{Enter}');
    expect(screen.getByRole('link', { name: /Austin absentee/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rename Austin absentee' }));
    await user.type(screen.getByLabelText('New name for Austin absentee'), ' draft{Escape}');
    expect(screen.getByRole('link', { name: /Austin absentee/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /draft/ })).not.toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup();
    render(<SavedSearches currentQuery={austin} />);
    await saveAs(user, 'Austin');
    await user.click(screen.getByRole('button', { name: 'Delete Austin' }));
    const confirm = screen.getByRole('group', { name: 'Delete Austin?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('link', { name: /Austin/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Austin' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('link', { name: /Austin/ })).not.toBeInTheDocument();
    expect(screen.getByText('No saved searches yet')).toBeInTheDocument();
  });

  it('survives a damaged store', () => {
    window.localStorage.setItem(SAVED_SEARCHES_KEY, '{"version":1,"items":"oops"}');
    render(<SavedSearches currentQuery={austin} />);
    expect(screen.getByText('No saved searches yet')).toBeInTheDocument();
  });
});
