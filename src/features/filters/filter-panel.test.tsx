// The filter panel in jsdom: inline validation, URL writes, geometry, chips, find box, live count and server errors.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { RequestOptions } from '../../api/client';
import type { PropertySearchRequest } from '../../api/contract/search-request';
import type { SearchCountResponse } from '../../api/contract/search-response';
import { EMPTY_SEARCH, type SearchState } from '../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../state/search/search-url';
import { navigateToSearch } from '../../state/search/use-search-state';
import { fakeApi, withApi } from '../../test/fake-api';
import { FilterPanel } from './filter-panel';
import { filterWordsReady } from './filter-words-loader';

type CountFn = (req: PropertySearchRequest, opts?: RequestOptions) => Promise<SearchCountResponse>;

function countResponse(req: PropertySearchRequest, total: number): SearchCountResponse {
  return {
    input: req as Record<string, unknown>,
    data: [],
    resultCount: total,
    resultIndex: 0,
    recordCount: 0,
    statusCode: 200,
    statusMessage: 'Success',
    requestExecutionTimeMS: '1ms',
  };
}

/**
 * Edits apply by themselves after a pause (use-auto-apply.ts). Most tests here are about what the
 * form does between edits, so their edits wait a minute, and Search applies them; the tests of the
 * pause itself set a short one.
 */
function renderPanel(
  searchCount: CountFn = (req) => Promise.resolve(countResponse(req, 1234)),
  applyDelayMs = 60_000,
) {
  const count = vi.fn(searchCount);
  const wrapper = withApi(fakeApi({ searchCount: count }));
  const user = userEvent.setup();
  const utils = render(<FilterPanel applyDelayMs={applyDelayMs} />, { wrapper });
  return { ...utils, user, count };
}

function openUrl(state: SearchState) {
  window.history.replaceState(null, '', `/?${encodeSearchState(state)}`);
}

function urlState(): SearchState | undefined {
  const decoded = decodeSearchState(window.location.search);
  return decoded.kind === 'ok' ? decoded.state : undefined;
}

/** The count waits out its debounce (and a busy CI machine), beyond findBy's 1 s default. */
const COUNT_WAIT = { timeout: 5000 };

const searchButton = () => screen.getByRole('button', { name: 'Search' });

/**
 * A group's toggle button, found through its title text: role queries scan every element, and an
 * open Property group holds hundreds of code options, which makes them slow in jsdom.
 */
function groupToggle(title: string): HTMLElement {
  const heading = screen.getByText(title, { exact: true }).closest('h3');
  if (!(heading instanceof HTMLElement)) throw new Error(`no group titled ${title}`);
  return within(heading).getByRole('button');
}

async function openGroup(user: ReturnType<typeof userEvent.setup>, title: string) {
  const toggle = groupToggle(title);
  if (toggle.getAttribute('aria-expanded') !== 'true') await user.click(toggle);
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('FilterPanel: validation', () => {
  it('shows the accompaniment error inline as the user types, and clears it when the partner is set', async () => {
    const { user } = renderPanel();
    const city = screen.getByLabelText('City');
    await user.type(city, 'Austin');

    await waitFor(() => expect(city).toHaveAttribute('aria-invalid', 'true'));
    expect(city).toHaveAccessibleDescription(/City must be accompanied by State or Zip codes/);
    expect(searchButton()).toBeDisabled();
    expect(screen.getByText('Fix 1 problem to search')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    await waitFor(() => expect(city).not.toHaveAttribute('aria-invalid'));
    expect(searchButton()).toBeEnabled();
    expect(screen.queryByText(/problem to search/)).not.toBeInTheDocument();
  });

  it('explains a "used with" rule at the field and names the flag it needs', async () => {
    const { user } = renderPanel();
    await openGroup(user, 'MLS');
    const dom = screen.getByLabelText('Days on market max');
    await user.type(dom, '30');
    await waitFor(() =>
      expect(dom).toHaveAccessibleDescription(
        /Days on market max must be accompanied by MLS active, MLS pending or MLS cancelled set to Yes/,
      ),
    );
    const pending = within(screen.getByRole('radiogroup', { name: 'MLS pending' }));
    await user.click(pending.getByLabelText('Yes'));
    await waitFor(() => expect(dom).not.toHaveAttribute('aria-invalid'));
  });

  it('lists every missing partner of a field', async () => {
    const { user } = renderPanel();
    await openGroup(user, 'Distress');
    await user.type(screen.getByLabelText('Foreclosure recording date from'), '2026-01-01');
    expect(await screen.findByText('Fix 2 problems to search')).toBeInTheDocument();
    expect(screen.getByLabelText('Foreclosure recording date from')).toHaveAccessibleDescription(
      /must be accompanied by Foreclosure set to Yes.*must be accompanied by Foreclosure stage/,
    );
  });

  it('checks min ≤ max and focuses the field from the problem summary', async () => {
    const { user } = renderPanel();
    await openGroup(user, 'Owner');
    await user.type(screen.getByLabelText('Years owned min'), '10');
    await user.type(screen.getByLabelText('Years owned max'), '5');
    const problem = await screen.findByText(
      'Years owned min must be less than or equal to Years owned max',
      { selector: 'button' },
    );
    // Collapse the group, then follow the summary link back to the field.
    await user.click(groupToggle('Owner'));
    await user.click(problem);
    expect(screen.getByLabelText('Years owned min')).toHaveFocus();
  });

  it('loads a link whose search breaks the rules and shows what to fix', async () => {
    openUrl({ ...EMPTY_SEARCH, filters: { county: 'Travis' } });
    renderPanel();
    expect(screen.getByRole('alert')).toHaveTextContent("This link's search can't run as it is.");
    const county = screen.getByLabelText('County');
    expect(county).toHaveValue('Travis');
    await waitFor(() =>
      expect(county).toHaveAccessibleDescription(
        /County must be accompanied by State or Zip codes/,
      ),
    );
    expect(searchButton()).toBeDisabled();
  });
});

describe('FilterPanel: URL state', () => {
  it('writes the search into the URL on submit, starting at page 1 with size and sort kept', async () => {
    openUrl({
      filters: {},
      sort: [{ field: 'year_built', direction: 'desc' }],
      page: { index: 3, size: 100 },
    });
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Zip codes'), '78701 78702');
    await openGroup(user, 'Owner');
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Absentee owner' })).getByLabelText('Yes'),
    );
    await user.click(
      within(screen.getByRole('radiogroup', { name: 'Corporate owned' })).getByLabelText('No'),
    );
    await user.click(searchButton());

    expect(urlState()).toEqual({
      filters: { zip: ['78701', '78702'], absentee_owner: true, corporate_owned: false },
      sort: [{ field: 'year_built', direction: 'desc' }],
      page: { index: 0, size: 100 },
      listId: undefined,
    });
  });

  it('keeps the drawn area on submit and shows it as a chip', async () => {
    const area = { latitude: 30.2672, longitude: -97.7431, radius: 2 };
    openUrl({ ...EMPTY_SEARCH, filters: area });
    const { user } = renderPanel();
    expect(screen.getByText('Area: 2 mi around 30.2672, -97.7431')).toBeInTheDocument();
    await openGroup(user, 'Owner');
    await user.type(screen.getByLabelText('Properties owned min'), '3');
    await user.click(searchButton());
    expect(urlState()?.filters).toEqual({ properties_owned_min: 3, ...area });
  });

  it('removes the drawn area with its chip', async () => {
    openUrl({
      ...EMPTY_SEARCH,
      filters: { latitude: 30.2672, longitude: -97.7431, radius: 2, zip: ['78701'] },
    });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: /Remove area/ }));
    expect(screen.queryByText(/^Area:/)).not.toBeInTheDocument();
    await user.click(searchButton());
    expect(urlState()?.filters).toEqual({ zip: ['78701'] });
  });

  it('follows the URL when it changes (back/forward, saved search), keeping untouched edits', async () => {
    const { user } = renderPanel();
    await user.type(screen.getByLabelText('Full address'), '1 Main St, Austin, TX 78701');
    act(() => navigateToSearch({ ...EMPTY_SEARCH, filters: { zip: ['73301'] } }));
    expect(screen.getByLabelText('Zip codes')).toHaveValue('73301');
    expect(screen.getByLabelText('Full address')).toHaveValue('1 Main St, Austin, TX 78701');
    act(() =>
      navigateToSearch({ ...EMPTY_SEARCH, filters: { zip: ['78701'], address: 'Elsewhere' } }),
    );
    expect(screen.getByLabelText('Zip codes')).toHaveValue('78701');
    expect(screen.getByLabelText('Full address')).toHaveValue('Elsewhere');
  });
  it('keeps unreadable input and a cleared form when the map changes the URL', async () => {
    openUrl({ ...EMPTY_SEARCH, filters: { zip: ['78701'], vacant: false } });
    const { user } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await openGroup(user, 'Owner');
    await user.type(screen.getByLabelText('Years owned min'), 'three');
    const area = { latitude: 30.2672, longitude: -97.7431, radius: 2 };
    act(() =>
      navigateToSearch({ ...EMPTY_SEARCH, filters: { zip: ['78701'], vacant: false, ...area } }),
    );
    expect(screen.getByText('Area: 2 mi around 30.2672, -97.7431')).toBeInTheDocument();
    expect(screen.getByLabelText('Zip codes')).toHaveValue('');
    expect(screen.getByLabelText('Years owned min')).toHaveValue('three');
    expect(screen.getByLabelText('Years owned min')).toHaveAccessibleDescription(
      /Years owned min must be a number/,
    );
    expect(searchButton()).toBeDisabled();
  });
});

describe('FilterPanel: edits apply by themselves', () => {
  it('an edit becomes the search after a pause, with no click, and says it is on its way', async () => {
    const { user } = renderPanel(undefined, 150);
    await user.type(screen.getByLabelText('Zip codes'), '78701');
    expect(screen.getByText('Updating the results…')).toBeInTheDocument();
    await waitFor(() => expect(urlState()?.filters).toEqual({ zip: ['78701'] }), COUNT_WAIT);
    await waitFor(() =>
      expect(screen.queryByText('Updating the results…')).not.toBeInTheDocument(),
    );
  });

  it('never applies a form with problems, and applies it once they are fixed', async () => {
    const { user } = renderPanel(undefined, 150);
    await openGroup(user, 'Owner');
    await user.type(screen.getByLabelText('Years owned min'), 'three');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(urlState()).toBeUndefined();
    await user.clear(screen.getByLabelText('Years owned min'));
    await user.type(screen.getByLabelText('Years owned min'), '3');
    await waitFor(() => expect(urlState()?.filters).toEqual({ years_owned_min: 3 }), COUNT_WAIT);
  });

  it('keeps what is typed after its search left, and applies that in turn', async () => {
    const { user } = renderPanel(undefined, 150);
    await openGroup(user, 'Owner');
    const min = screen.getByLabelText('Years owned min');
    await user.type(min, '1');
    await waitFor(() => expect(urlState()?.filters).toEqual({ years_owned_min: 1 }), COUNT_WAIT);
    await user.type(min, '5');
    expect(min).toHaveValue('15');
    await waitFor(() => expect(urlState()?.filters).toEqual({ years_owned_min: 15 }), COUNT_WAIT);
    expect(min).toHaveValue('15');
  });
});

describe('FilterPanel: the where-box places', () => {
  it('leaves a picked place to the where-box: no chips of its own fields, counted once', () => {
    openUrl({
      ...EMPTY_SEARCH,
      filters: { searchType: 'C', city: 'Dallas', state: 'TX', title: 'Dallas, TX', pool: true },
    });
    renderPanel();
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Pool: Yes×']);
    expect(screen.getByText('2 active')).toBeInTheDocument();
    // The free-text fields still show the values, for precise edits.
    expect(screen.getByLabelText('City')).toHaveValue('Dallas');
  });

  it('a pick drops what was being typed into the place fields, so no rule breaks', async () => {
    const { user } = renderPanel();
    await user.selectOptions(screen.getByLabelText('State'), 'TX');
    expect(await screen.findByText('Fix 1 problem to search')).toBeInTheDocument();
    act(() =>
      navigateToSearch({
        ...EMPTY_SEARCH,
        filters: { searchType: 'N', fips: '48113', title: 'Dallas, TX' },
      }),
    );
    expect(screen.getByLabelText('State')).toHaveValue('');
    expect(screen.queryByText(/Fix \d+ problems? to search/)).not.toBeInTheDocument();
  });
});

describe('FilterPanel: chips, groups and find', () => {
  it('lists active filters as chips, removes one with a click, and clears all', async () => {
    openUrl({ ...EMPTY_SEARCH, filters: { zip: ['78701'], mls_active: true, vacant: false } });
    const { user } = renderPanel();
    const chips = within(screen.getByRole('list', { name: 'Active filters' }));
    expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Zip codes: 78701×',
      'Vacant: No×',
      'MLS active: Yes×',
    ]);
    expect(groupToggle('MLS')).toHaveAccessibleName('MLS 1 active');

    await user.click(chips.getByRole('button', { name: 'Remove MLS active: Yes' }));
    expect(
      within(screen.getByRole('radiogroup', { name: 'MLS active' })).getByLabelText('Any'),
    ).toBeChecked();
    expect(groupToggle('MLS')).toHaveAccessibleName('MLS');

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Zip codes')).toHaveValue('');
  });

  it('finds a filter by label or option and opens its group', async () => {
    await filterWordsReady;
    const { user } = renderPanel();
    const distress = groupToggle('Distress');
    expect(distress).toHaveAttribute('aria-expanded', 'false');
    await user.type(screen.getByRole('searchbox', { name: 'Find a filter' }), 'notice of default');
    expect(distress).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByLabelText('Foreclosure stage')).toBeVisible();
    // Groups without a match step aside.
    expect(screen.queryByRole('button', { name: /^Location/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Auction date from')).not.toBeVisible();
    // Pre-foreclosure's hint (filter-words.ts) names the notice of default too.
    expect(screen.getByText('2 filters found')).toBeInTheDocument();
  });
});

describe('FilterPanel: live count', () => {
  it('shows the debounced count of the valid form', async () => {
    const { user, count } = renderPanel((req) =>
      Promise.resolve(countResponse(req, req.zip ? 42 : 20000)),
    );
    expect(await screen.findByText('20,000 leads match', {}, COUNT_WAIT)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Zip codes'), '78701');
    expect(await screen.findByText('42 leads match', {}, COUNT_WAIT)).toBeInTheDocument();
    // Keystrokes are debounced: one count for the empty form, one for the finished zip.
    expect(count.mock.calls.map(([req]) => req)).toEqual([{}, { zip: ['78701'] }]);
  });

  it('does not count while the form is invalid', async () => {
    const { user, count } = renderPanel();
    await screen.findByText('1,234 leads match', {}, COUNT_WAIT);
    await user.type(screen.getByLabelText('City'), 'Austin');
    expect(await screen.findByText('No count until the filters are fixed')).toBeInTheDocument();
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('cancels the count in flight when the filters change', async () => {
    const signals: AbortSignal[] = [];
    const { user } = renderPanel((req, opts) => {
      if (opts?.signal) signals.push(opts.signal);
      if (req.zip) return Promise.resolve(countResponse(req, 7));
      return new Promise<SearchCountResponse>(() => undefined);
    });
    await waitFor(() => expect(signals).toHaveLength(1), COUNT_WAIT);
    expect(screen.getByText('Counting…')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Zip codes'), '78701');
    expect(await screen.findByText('7 leads match', {}, COUNT_WAIT)).toBeInTheDocument();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('explains a failed count and counts again on retry', async () => {
    let fail = true;
    const { user } = renderPanel((req) =>
      fail
        ? Promise.reject(
            new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'offline' }),
          )
        : Promise.resolve(countResponse(req, 77)),
    );
    // The explanation loads as its own chunk; the words come from lib/explain-error.
    expect(await screen.findByText('Can’t reach the service', {}, COUNT_WAIT)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByText('77 leads match', {}, COUNT_WAIT)).toBeInTheDocument();
  });

  it('maps a server 400 back to the field it names', async () => {
    const { user } = renderPanel((req) =>
      req.parcel_account_number
        ? Promise.reject(
            new ApiError({
              status: 400,
              errorCode: 'VALIDATION_FAILED',
              message: 'parcel_account_number is not searchable here',
              violations: [
                {
                  field: 'parcel_account_number',
                  message: 'parcel_account_number is not searchable here',
                },
              ],
            }),
          )
        : Promise.resolve(countResponse(req, 5)),
    );
    const parcel = screen.getByLabelText('Parcel account number');
    await user.type(parcel, 'X1');
    await waitFor(
      () =>
        expect(parcel).toHaveAccessibleDescription(/Parcel account number is not searchable here/),
      COUNT_WAIT,
    );
    expect(searchButton()).toBeDisabled();
  });
});
