// The filter panel and the where-box together, as the app composes them: Clear all takes the
// searched places away at once (pending until Search), as it does every other filter.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from '../features/filters/filter-panel';
import { EMPTY_SEARCH } from '../features/search-state/search-state';
import { decodeSearchState, encodeSearchState } from '../features/search-state/search-url';
import { WhereBox } from '../features/where-box/where-box';
import { fakeApi, withApi } from '../test/fake-api';

function renderPanelWithWhereBox() {
  render(<FilterPanel whereBox={(state) => <WhereBox {...state} />} />, {
    wrapper: withApi(fakeApi()),
  });
  return userEvent.setup();
}

const urlFilters = () => {
  const decoded = decodeSearchState(window.location.search);
  return decoded.kind === 'ok' ? decoded.state.filters : undefined;
};

describe('FilterPanel with the where-box', () => {
  it('Clear all takes the where-box places away at once, and Search applies it', async () => {
    const filters = { searchType: 'C', city: 'Dallas', state: 'TX', title: 'Dallas, TX' } as const;
    window.history.replaceState(null, '', `/?${encodeSearchState({ ...EMPTY_SEARCH, filters })}`);
    const user = renderPanelWithWhereBox();
    const places = () => screen.queryByRole('list', { name: 'Places searched' });
    expect(within(places()!).getByText('Dallas, TX')).toBeInTheDocument();
    expect(screen.getByText('1 active')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(places()).not.toBeInTheDocument();
    expect(screen.queryByText('1 active')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeDisabled();
    // Pending, like every other edit: the search still holds the place until Search.
    expect(urlFilters()?.city).toBe('Dallas');

    await user.type(screen.getByLabelText('Zip codes'), '78701');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(urlFilters()).toEqual({ zip: ['78701'] });
    expect(places()).not.toBeInTheDocument();
  });
});
