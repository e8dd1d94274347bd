// The where-box in jsdom: the combobox keyboard pattern, grouped suggestions, announcements, a pick
// written to the URL as a chip, stale lookups cancelled, and a failed lookup that blocks nothing.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { AutoCompleteAnswer, RequestOptions } from '../../api/client';
import type { AutoCompleteItem, AutoCompleteRequest } from '../../api/contract/autocomplete';
import { decodeSearchState } from '../../state/search/search-url';
import { fakeApi, withApi } from '../../test/fake-api';
import { DALLAS_COUNTY_ITEM } from '../../test/place-items';
import { WhereBox } from './where-box';

const ITEMS: AutoCompleteItem[] = [
  DALLAS_COUNTY_ITEM,
  { searchType: 'C', city: 'Dallas', state: 'TX', title: 'Dallas, TX' },
  { searchType: 'C', city: 'Dallas', state: 'NC', title: 'Dallas, NC' },
];

type Lookup = (req: AutoCompleteRequest, opts?: RequestOptions) => Promise<AutoCompleteAnswer>;

function renderBox(lookup: Lookup = () => Promise.resolve({ items: ITEMS, skipped: 0 })) {
  const autoComplete = vi.fn(lookup);
  const wrapper = withApi(fakeApi({ autoComplete }));
  const user = userEvent.setup();
  render(<WhereBox />, { wrapper });
  const box = screen.getByRole('combobox', { name: /Where/ });
  return { user, box, autoComplete };
}

const urlFilters = () => {
  const decoded = decodeSearchState(window.location.search);
  return decoded.kind === 'ok' ? decoded.state.filters : undefined;
};

const WAIT = { timeout: 3000 };

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('WhereBox: the combobox', () => {
  it('asks for nothing under 3 characters, and says why', async () => {
    const { user, box, autoComplete } = renderBox();
    await user.type(box, 'Da');
    expect(screen.getByText('Type at least 3 characters.')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 400));
    expect(autoComplete).not.toHaveBeenCalled();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('groups suggestions under their kind and announces how many there are', async () => {
    const { user, box, autoComplete } = renderBox();
    await user.type(box, 'Dallas');
    const list = await screen.findByRole('listbox', {}, WAIT);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    // Debounced: one lookup for the word, not one per key.
    expect(autoComplete).toHaveBeenCalledTimes(1);
    expect(autoComplete.mock.calls[0]?.[0]).toEqual({ search: 'Dallas' });
    const groups = within(list).getAllByRole('group');
    expect(
      groups.map(
        (g) =>
          g.getAttribute('aria-labelledby') &&
          document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent,
      ),
    ).toEqual(['County', 'City']);
    expect(within(groups[0] as HTMLElement).getByRole('option')).toHaveAccessibleName(
      'Dallas County, TX, County',
    );
    expect(within(groups[1] as HTMLElement).getAllByRole('option')).toHaveLength(2);
    expect(
      screen.getAllByText('3 suggestions: use Up and Down to choose, Enter to pick.').length,
    ).toBeGreaterThan(0);
  });

  it('arrow keys move the active option (wrapping), Enter picks it into the URL as a chip', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'Dallas');
    await screen.findByRole('listbox', {}, WAIT);
    const options = screen.getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[2]?.id);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(urlFilters()).toEqual({
      searchType: 'N',
      stateId: '48',
      countyId: '113',
      fips: '48113',
      title: 'Dallas, TX',
    });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveFocus();
    const chips = screen.getByRole('list', { name: 'Places searched' });
    expect(within(chips).getByText('Dallas County, TX')).toBeInTheDocument();
    expect(screen.getAllByText('Searching Dallas County, TX.').length).toBeGreaterThan(0);
  });

  it('Escape closes the list, a second Escape clears the text', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'Dallas');
    await screen.findByRole('listbox', {}, WAIT);
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('Dallas');
    expect(urlFilters()).toBeUndefined();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('a second county replaces the first and says so; the chip removes it', async () => {
    window.history.replaceState(
      null,
      '',
      '/?v=1&q=' +
        btoa(
          JSON.stringify({ f: { searchType: 'N', fips: '48439', title: 'Tarrant, TX' } }),
        ).replace(/=+$/, ''),
    );
    const { user, box } = renderBox();
    expect(screen.getByText('Tarrant County, TX')).toBeInTheDocument();
    await user.type(box, 'Dallas');
    await screen.findByRole('listbox', {}, WAIT);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(urlFilters()?.fips).toBe('48113');
    expect(
      screen.getAllByText(
        'Dallas County, TX replaced Tarrant County, TX. A search holds one county.',
      ).length,
    ).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Remove county Dallas County, TX' }));
    expect(urlFilters()).toEqual({});
  });
});

describe('WhereBox: lookups', () => {
  it('cancels a lookup the user has typed past', async () => {
    const signals: AbortSignal[] = [];
    const { user, box } = renderBox((req, opts) => {
      if (opts?.signal) signals.push(opts.signal);
      // The first lookup never answers: only the newer one may fill the list.
      if (req.search === 'Dal') return new Promise(() => undefined);
      return Promise.resolve({ items: ITEMS, skipped: 0 });
    });
    await user.type(box, 'Dal');
    await waitFor(() => expect(signals).toHaveLength(1), WAIT);
    await user.type(box, 'las');
    await screen.findByRole('listbox', {}, WAIT);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('a failed lookup says "Suggestions unavailable" and leaves typing alone', async () => {
    const { user, box } = renderBox(() =>
      Promise.reject(new ApiError({ status: 0, errorCode: 'NETWORK_ERROR', message: 'offline' })),
    );
    await user.type(box, 'Dallas');
    expect(await screen.findAllByText(/Suggestions unavailable/, {}, WAIT)).not.toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, ' County');
    expect(box).toHaveValue('Dallas County');
    expect(box).toBeEnabled();
  });

  it('says when no place matches', async () => {
    const { user, box } = renderBox(() => Promise.resolve({ items: [], skipped: 0 }));
    await user.type(box, 'Qqqzz');
    expect(await screen.findAllByText('No place matches “Qqqzz”.', {}, WAIT)).not.toHaveLength(0);
  });
});

describe('WhereBox: places inside a phrase, and Enter', () => {
  const PHOENIX: AutoCompleteItem = {
    searchType: 'C',
    city: 'Phoenix',
    state: 'AZ',
    title: 'Phoenix, AZ',
  };
  const phraseLookup: Lookup = (req) =>
    Promise.resolve({ items: req.search === 'Phoenix' ? [PHOENIX] : [], skipped: 0 });

  it('offers the place named inside a phrase, says why, and sends only the place words', async () => {
    const { user, box, autoComplete } = renderBox(phraseLookup);
    await user.type(box, 'foreclosures in Phoenix under $300k');
    const option = await screen.findByRole('option', { name: 'Phoenix, AZ, City' }, WAIT);
    expect(option).toBeVisible();
    expect(screen.getByText(/Places in your text: “Phoenix”/, { selector: 'li' })).toBeVisible();
    expect(
      screen.getAllByText(
        'Places in your text: “Phoenix”. 1 suggestion: use Up and Down to choose, Enter to pick.',
      ).length,
    ).toBeGreaterThan(0);
    expect(autoComplete.mock.calls.map((c) => c[0].search)).toEqual([
      'foreclosures in Phoenix under $300k',
      'Phoenix',
    ]);
  });

  it('Enter with none highlighted picks the first suggestion', async () => {
    const { user, box } = renderBox(phraseLookup);
    await user.type(box, 'foreclosures in Phoenix under $300k');
    await screen.findByRole('option', { name: 'Phoenix, AZ, City' }, WAIT);
    await user.keyboard('{Enter}');
    expect(urlFilters()).toEqual({
      searchType: 'C',
      city: 'Phoenix',
      state: 'AZ',
      title: 'Phoenix, AZ',
    });
    expect(box).toHaveValue('');
  });

  it('Enter pressed before the answer is in picks its first suggestion when it comes', async () => {
    const { user, box } = renderBox();
    await user.type(box, 'Dallas{Enter}');
    await waitFor(() => expect(urlFilters()?.fips).toBe('48113'), WAIT);
    expect(box).toHaveValue('');
  });

  it('Enter with nothing to pick says so', async () => {
    const { user, box } = renderBox(() => Promise.resolve({ items: [], skipped: 0 }));
    await user.type(box, 'Qqqzz');
    await screen.findAllByText('No place matches “Qqqzz”.', {}, WAIT);
    await user.keyboard('{Enter}');
    const said =
      'Nothing to pick: no place matches “Qqqzz”. Try a city, county, zip, address or APN.';
    expect(screen.getAllByText(said).length).toBe(2);
    expect(urlFilters()).toBeUndefined();
    await user.type(box, 'x');
    expect(screen.queryByText(said)).not.toBeInTheDocument();
  });
});
