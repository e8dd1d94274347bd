// The where-box's places (state/search/search-places.ts, where-box/place-pick.ts): what a pick
// writes, what it replaces and says, zips adding up, removal, and the chips read from a link.
import { describe, expect, it } from 'vitest';
import type { AutoCompleteItem } from '../../api/contract/autocomplete';
import { validatePropertySearchRequest } from '../../api/contract/search-request';
import { countyLabel, placeFieldsOf, placesOf } from '../../state/search/search-places';
import type { SearchFilters } from '../../state/search/search-state';
import { DALLAS_COUNTY_ITEM as DALLAS_COUNTY } from '../../test/place-items';
import { pickPlace, removePlace } from './place-pick';

const TARRANT_COUNTY: AutoCompleteItem = {
  ...DALLAS_COUNTY,
  county: 'Tarrant',
  countyId: '439',
  fips: '48439',
  title: 'Tarrant, TX',
};
const zip = (z: string): AutoCompleteItem => ({
  searchType: 'Z',
  zip: z,
  state: 'TX',
  stateId: '48',
  title: `${z}, TX`,
});
const DALLAS_CITY: AutoCompleteItem = {
  searchType: 'C',
  city: 'Dallas',
  state: 'TX',
  title: 'Dallas, TX',
};
const TEXAS: AutoCompleteItem = {
  searchType: 'T',
  state: 'TX',
  stateName: 'Texas',
  title: 'Texas, USA',
};
const ADDRESS: AutoCompleteItem = {
  searchType: 'A',
  id: '10000123',
  apn: '123-456-789',
  stateId: '48',
  countyId: '113',
  fips: '48113',
  title: '12 Elm St, Dallas, TX, 75201',
  address: '12 Elm St, Dallas, TX, 75201',
};

const valid = (filters: SearchFilters) => validatePropertySearchRequest(filters).ok;

describe('pickPlace', () => {
  it('a county sends searchType N with its FIPS fields and title, and is a valid request', () => {
    const { filters, notice } = pickPlace({ beds_min: 3 }, DALLAS_COUNTY);
    expect(filters).toEqual({
      beds_min: 3,
      searchType: 'N',
      stateId: '48',
      countyId: '113',
      fips: '48113',
      title: 'Dallas, TX',
    });
    expect(valid(filters)).toBe(true);
    expect(notice).toBe('Searching Dallas County, TX.');
    expect(placesOf(filters).map((p) => p.label)).toEqual(['Dallas County, TX']);
  });

  it('a second county replaces the first, and says a search holds one', () => {
    const first = pickPlace({}, DALLAS_COUNTY).filters;
    const { filters, notice } = pickPlace(first, TARRANT_COUNTY);
    expect(filters.fips).toBe('48439');
    expect(notice).toBe(
      'Tarrant County, TX replaced Dallas County, TX. A search holds one county.',
    );
  });

  it('replaces the free-text place fields that would narrow it to nothing, and names them', () => {
    const { filters, notice } = pickPlace(
      { city: 'Austin', state: 'TX', pool: true },
      DALLAS_COUNTY,
    );
    expect(filters).not.toHaveProperty('city');
    expect(filters).not.toHaveProperty('state');
    expect(filters.pool).toBe(true);
    expect(notice).toBe('Dallas County, TX replaced city Austin and state TX.');
  });

  it('zips add up as a list; the same zip twice is said, not added', () => {
    const one = pickPlace({}, zip('75201')).filters;
    expect(one).toEqual({ searchType: 'Z', stateId: '48', zip: ['75201'] });
    const two = pickPlace(one, zip('75204'));
    expect(two.filters.zip).toEqual(['75201', '75204']);
    expect(two.notice).toMatch(/2 zips/);
    expect(pickPlace(two.filters, zip('75204')).notice).toBe('75204, TX is already in the search.');
    expect(valid(two.filters)).toBe(true);
    expect(placesOf(two.filters).map((p) => p.label)).toEqual(['75201', '75204']);
  });

  it('a county after zips replaces them', () => {
    const zips = pickPlace(pickPlace({}, zip('75201')).filters, zip('75204')).filters;
    const { filters, notice } = pickPlace(zips, DALLAS_COUNTY);
    expect(filters).not.toHaveProperty('zip');
    expect(notice).toBe('Dallas County, TX replaced zip 75201 and zip 75204.');
  });

  it('a city sends city + state; a state needs no partner (searchType T)', () => {
    const city = pickPlace({}, DALLAS_CITY).filters;
    expect(city).toMatchObject({
      searchType: 'C',
      city: 'Dallas',
      state: 'TX',
      title: 'Dallas, TX',
    });
    expect(valid(city)).toBe(true);
    const state = pickPlace(city, TEXAS).filters;
    expect(state).toEqual({ searchType: 'T', state: 'TX', title: 'Texas, USA' });
    expect(valid(state)).toBe(true);
    // The free-text state alone still needs its partner.
    expect(valid({ state: 'TX' })).toBe(false);
    expect(placesOf(state)[0]?.label).toBe('Texas');
  });

  it('an address sends its id, apn and FIPS fields; an APN pick has no searchType', () => {
    const address = pickPlace({}, ADDRESS).filters;
    expect(address).toMatchObject({ searchType: 'A', id: '10000123', apn: '123-456-789' });
    const apn = pickPlace(address, {
      searchType: 'P',
      apn: '123-456-789',
      fips: '48113',
      title: '123-456-789, Dallas, TX',
    });
    expect(apn.filters).toEqual({ apn: '123-456-789', fips: '48113' });
    expect(placesOf(apn.filters)[0]?.label).toBe('APN 123-456-789');
  });
});

describe('placesOf and removePlace', () => {
  it('reads a map county click (FIPS, no title) as a county chip', () => {
    expect(placesOf({ searchType: 'N', fips: '48113' })[0]?.label).toBe('County (FIPS 48113)');
  });

  it('reads nothing from free-text filters: those keep their own chips', () => {
    expect(placesOf({ city: 'Dallas', state: 'TX', zip: ['75201'] })).toEqual([]);
    expect(placeFieldsOf({ city: 'Dallas', state: 'TX' }).size).toBe(0);
  });

  it('removing one zip keeps the others; removing the last removes the type', () => {
    const filters: SearchFilters = { searchType: 'Z', zip: ['75201', '75204'], beds_min: 2 };
    const [first, second] = placesOf(filters);
    if (!first || !second) throw new Error('two zips expected');
    const rest = removePlace(filters, first);
    expect(rest).toEqual({ searchType: 'Z', zip: ['75204'], beds_min: 2 });
    const [last] = placesOf(rest);
    if (!last) throw new Error('one zip expected');
    expect(removePlace(rest, last)).toEqual({ beds_min: 2 });
  });

  it('removing a city takes its city and state', () => {
    const filters = pickPlace({ pool: true }, DALLAS_CITY).filters;
    const [city] = placesOf(filters);
    if (!city) throw new Error('a city expected');
    expect(removePlace(filters, city)).toEqual({ pool: true });
  });

  it('countyLabel adds "County" unless the name is a county word already', () => {
    expect(countyLabel('Dallas, TX')).toBe('Dallas County, TX');
    expect(countyLabel('Orleans Parish, LA')).toBe('Orleans Parish, LA');
    expect(countyLabel('Baltimore City, MD')).toBe('Baltimore City, MD');
  });
});
