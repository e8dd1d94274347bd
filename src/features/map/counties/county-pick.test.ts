import { describe, expect, it } from 'vitest';
import { validatePropertySearchRequest } from '../../../api/contract/search-request';
import { EMPTY_SEARCH, withFilters } from '../../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../../state/search/search-url';
import { pickCounty } from './county-pick';

const DALLAS = { fips: '48113', title: 'Dallas County, TX' };
const HARRIS = { fips: '48201', title: 'Harris County, TX' };
const titleOf = (fips: string) =>
  ({ '48113': DALLAS.title, '48201': HARRIS.title })[fips] as string | undefined;

describe('pickCounty', () => {
  it('adds the county as searchType N with its FIPS, keeping the other filters', () => {
    const { filters, notice } = pickCounty({ beds_min: 3, state: 'TX', city: 'Dallas' }, DALLAS, {
      adding: false,
      titleOf,
    });
    expect(filters).toEqual({
      beds_min: 3,
      state: 'TX',
      city: 'Dallas',
      searchType: 'N',
      fips: '48113',
    });
    expect(notice).toBe('Searching Dallas County, TX.');
  });

  it('sends a request the contract accepts and a URL that keeps the county', () => {
    const { filters } = pickCounty({}, DALLAS, { adding: false });
    expect(validatePropertySearchRequest({ ...filters, count: true }).ok).toBe(true);
    const state = withFilters(EMPTY_SEARCH, filters);
    const decoded = decodeSearchState(`?${encodeSearchState(state)}`);
    expect(decoded.kind === 'ok' && decoded.state.filters).toEqual({
      searchType: 'N',
      fips: '48113',
    });
  });

  it('replaces the county on a second click, and says so', () => {
    const first = pickCounty({}, DALLAS, { adding: false, titleOf }).filters;
    const { filters, notice } = pickCounty(first, HARRIS, { adding: false, titleOf });
    expect(filters).toEqual({ searchType: 'N', fips: '48201' });
    expect(notice).toBe('Harris County, TX replaced Dallas County, TX.');
  });

  it('explains on shift-click that a search holds one county, and replaces it', () => {
    const first = pickCounty({}, DALLAS, { adding: true, titleOf }).filters;
    expect(first.fips).toBe('48113');
    const { filters, notice } = pickCounty(first, HARRIS, { adding: true, titleOf });
    expect(filters.fips).toBe('48201');
    expect(notice).toContain('Harris County, TX replaced Dallas County, TX.');
    expect(notice).toContain('one county');
  });

  it('removes the county when the searched one is clicked again', () => {
    const { filters, notice } = pickCounty(
      { searchType: 'N', fips: '48113', beds_min: 2 },
      DALLAS,
      {
        adding: false,
      },
    );
    expect(filters).toEqual({ beds_min: 2 });
    expect(notice).toBe('Dallas County, TX was removed from the search.');
  });

  it('matches a FIPS typed without its leading zero', () => {
    const { filters } = pickCounty(
      { fips: '4013' },
      { fips: '04013', title: 'Maricopa County, AZ' },
      {
        adding: false,
      },
    );
    expect(filters.fips).toBeUndefined();
  });

  it('replaces the other ways the filters named a county or place', () => {
    const { filters, notice } = pickCounty(
      {
        county: 'Maricopa',
        countyId: '04013',
        title: 'Phoenix, AZ',
        searchType: 'C',
        zip: ['75201'],
      },
      DALLAS,
      { adding: false, titleOf },
    );
    expect(filters).toEqual({ zip: ['75201'], searchType: 'N', fips: '48113' });
    expect(notice).toBe(
      'Dallas County, TX replaced the county "Maricopa" and the place "Phoenix, AZ".',
    );
  });
});
