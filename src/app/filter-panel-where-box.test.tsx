// The filter panel and the where-box together, as the app composes them: Clear all takes the
// searched places away at once (pending until Search), as it does every other filter, and a pick
// searches what the panel shows plus the place.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from '../features/filters/filter-panel';
import { EMPTY_SEARCH } from '../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../state/search/search-url';
import { WhereBox } from '../features/where-box/where-box';
import { fakeApi, withApi } from '../test/fake-api';
import { DALLAS_COUNTY_ITEM } from '../test/place-items';

function renderPanelWithWhereBox() {
  const autoComplete = () => Promise.resolve({ items: [DALLAS_COUNTY_ITEM], skipped: 0 });
  // Edits wait a minute here (they apply by themselves after a pause: use-auto-apply.ts), so each
  // test decides when the panel searches.
  render(<FilterPanel applyDelayMs={60_000} whereBox={(state) => <WhereBox {...state} />} />, {
    wrapper: withApi(fakeApi({ autoComplete })),
  });
  return userEvent.setup();
}

async function pickDallasCounty(user: ReturnType<typeof userEvent.setup>) {
  const box = screen.getByRole('combobox', { name: /Where/ });
  await user.type(box, 'Dallas');
  // Within the box's own list: the open panel has many other options (its selects').
  const option = await waitFor(
    () => {
      const list = document.getElementById(box.getAttribute('aria-controls') ?? '');
      if (!list) throw new Error('no suggestions yet');
      return within(list).getByRole('option', { name: /Dallas County/ });
    },
    { timeout: 3000 },
  );
  await user.click(option);
}

/** The search "absentee owners", with "Years owned min 10" typed and not searched yet. */
async function absenteeOwnersOwnedTenYears() {
  window.history.replaceState(
    null,
    '',
    `/?${encodeSearchState({ ...EMPTY_SEARCH, filters: { absentee_owner: true } })}`,
  );
  const user = renderPanelWithWhereBox();
  await user.type(screen.getByLabelText('Years owned min'), '10');
  return user;
}

const AUSTIN_ABSENTEE = {
  searchType: 'C',
  city: 'Austin',
  state: 'TX',
  title: 'Austin, TX',
  absentee_owner: true,
} as const;

const DALLAS_COUNTY_FILTERS = {
  searchType: 'N',
  stateId: '48',
  countyId: '113',
  fips: '48113',
  title: 'Dallas, TX',
};

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

  it('a pick after Clear all searches the picked place alone', async () => {
    window.history.replaceState(
      null,
      '',
      `/?${encodeSearchState({ ...EMPTY_SEARCH, filters: AUSTIN_ABSENTEE })}`,
    );
    const user = renderPanelWithWhereBox();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await pickDallasCounty(user);

    // Not Austin's absentee owners in Dallas County: Clear all meant both to go.
    expect(urlFilters()).toEqual(DALLAS_COUNTY_FILTERS);
    const places = screen.getByRole('list', { name: 'Places searched' });
    expect(within(places).getAllByRole('listitem')).toHaveLength(1);
    expect(within(places).getByText('Dallas County, TX')).toBeInTheDocument();
    expect(screen.getByText('1 active')).toBeInTheDocument();
    expect(screen.queryByText('Updating the results…')).not.toBeInTheDocument();
  });

  it('a pick keeps the edits made in the panel, and searches with them', async () => {
    const user = await absenteeOwnersOwnedTenYears();
    await pickDallasCounty(user);

    expect(urlFilters()).toEqual({
      ...DALLAS_COUNTY_FILTERS,
      absentee_owner: true,
      years_owned_min: 10,
    });
    expect(screen.getByLabelText('Years owned min')).toHaveValue('10');
  });

  it('with an error in the panel, a pick searches the last search plus the place and keeps the typing', async () => {
    const user = await absenteeOwnersOwnedTenYears();
    await user.type(screen.getByLabelText('Years owned max'), '5');
    await pickDallasCounty(user);

    expect(urlFilters()).toEqual({ ...DALLAS_COUNTY_FILTERS, absentee_owner: true });
    expect(screen.getByLabelText('Years owned min')).toHaveValue('10');
    expect(screen.getByLabelText('Years owned max')).toHaveValue('5');
  });
});
