// The request builder: each kind of request, the privacy rule, saved-list ids, and that every
// request of one search asks about the same filters.
import { describe, expect, it } from 'vitest';
import {
  MAPPING_MAX_SIZE,
  propertyMappingRequestSchema,
  validatePropertyMappingRequest,
} from '../../api/contract/property-mapping';
import { validatePropertySearchRequest } from '../../api/contract/search-request';
import {
  countRequest,
  idsListRequest,
  isPrivate,
  listRequest,
  PINS_PAGE_SIZE,
  pinsRequest,
  searchRequests,
  withPrivacy,
  type SearchRequests,
} from './search-requests';
import type { SearchState } from './search-state';

const state: SearchState = {
  filters: { city: 'Austin', state: 'TX', obfuscate: true },
  sort: [{ field: 'estimated_value', direction: 'desc' }],
  page: { index: 3, size: 100 },
};

const polygon = [
  { lat: 30.1, lon: -97.8 },
  { lat: 30.1, lon: -97.6 },
  { lat: 30.3, lon: -97.7 },
];

/** A request with only its filter fields: what it asks about, not how it pages or sorts. */
function filtersOf(request: SearchRequests[keyof SearchRequests]) {
  const { resultIndex: _index, size: _size, sort: _sort, obfuscate: _obfuscate, ...rest } = request;
  return rest;
}

describe('searchRequests: each kind', () => {
  it('pages and sorts the list request', () => {
    expect(searchRequests(state).list).toEqual({
      city: 'Austin',
      state: 'TX',
      obfuscate: true,
      resultIndex: 300,
      size: 100,
      sort: { estimated_value: 'desc' },
    });
  });

  it('leaves sort out of the list request when there is none', () => {
    const list = listRequest({ ...state, sort: [], page: { index: 0, size: 25 } });
    expect(list).toEqual({
      city: 'Austin',
      state: 'TX',
      obfuscate: true,
      resultIndex: 0,
      size: 25,
    });
    expect('sort' in list).toBe(false);
  });

  it('shares one count and summary request across pages, sorts and privacy mode', () => {
    const other = searchRequests({
      ...state,
      filters: { city: 'Austin', state: 'TX' },
      sort: [],
      page: { index: 0, size: 25 },
    });
    expect(searchRequests(state).count).toEqual({ city: 'Austin', state: 'TX' });
    expect(searchRequests(state).summary).toEqual({ city: 'Austin', state: 'TX' });
    expect(other.count).toEqual(searchRequests(state).count);
    expect(other.summary).toEqual(searchRequests(state).summary);
  });

  it('sorts the ids request so a 10,000 cap keeps the top rows', () => {
    expect(searchRequests(state).ids).toEqual({
      city: 'Austin',
      state: 'TX',
      sort: { estimated_value: 'desc' },
    });
    expect(searchRequests({ ...state, sort: [] }).ids).toEqual({ city: 'Austin', state: 'TX' });
  });

  it('adds a saved list’s ids to every request, over any typed ids', () => {
    const r = searchRequests({ ...state, filters: { ids: [1] }, listId: 'l1' }, [5, 6]);
    expect(r.list.ids).toEqual([5, 6]);
    expect(r.count).toEqual({ ids: [5, 6] });
    expect(r.summary).toEqual({ ids: [5, 6] });
    expect(r.ids.ids).toEqual([5, 6]);
  });

  it('hands out requests the contract accepts', () => {
    const r = searchRequests({ ...state, filters: { ...state.filters, polygon, beds_min: 2 } });
    for (const request of [r.list, r.count, r.summary, r.ids]) {
      expect(validatePropertySearchRequest(request)).toMatchObject({ ok: true });
    }
  });
});

describe('searchRequests: the pins request (PropertyMapping)', () => {
  it('pages by the most pins the contract allows a call', () => {
    expect(PINS_PAGE_SIZE).toBe(MAPPING_MAX_SIZE);
  });

  it('asks the count’s filters for the first 10,000 pins: no privacy, no sort', () => {
    expect(searchRequests(state).pins).toEqual({
      city: 'Austin',
      state: 'TX',
      resultIndex: 0,
      size: 10_000,
    });
  });

  it('is the same for every page, sort and privacy mode of one search', () => {
    const other = searchRequests({
      ...state,
      filters: { city: 'Austin', state: 'TX' },
      sort: [{ field: 'year_built', direction: 'asc' }],
      page: { index: 7, size: 250 },
    });
    expect(other.pins).toEqual(searchRequests(state).pins);
  });

  it('pages on by 10,000 with resultIndex', () => {
    expect(pinsRequest(state.filters, undefined, 2)).toEqual({
      city: 'Austin',
      state: 'TX',
      resultIndex: 20_000,
      size: 10_000,
    });
  });

  it('maps a saved list through its ids', () => {
    expect(searchRequests({ ...state, listId: 'l1' }, [5, 6]).pins).toMatchObject({
      ids: [5, 6],
      size: 10_000,
    });
  });

  it('never carries a flag the endpoint refuses, even from a hand-made link', () => {
    const pins = pinsRequest({
      city: 'Austin',
      state: 'TX',
      ...({ count: true, summary: true, ids_only: true } as object),
    });
    for (const flag of ['count', 'summary', 'ids_only', 'sort', 'obfuscate'])
      expect(flag in pins).toBe(false);
  });

  it('is a request the mapping contract accepts', () => {
    const r = searchRequests({ ...state, filters: { ...state.filters, polygon, beds_min: 2 } });
    expect(validatePropertyMappingRequest(r.pins)).toMatchObject({ ok: true });
    // The app-side schema (strict keys, size ≤ 10,000, refused flags) agrees.
    expect(propertyMappingRequestSchema.safeParse(r.pins).success).toBe(true);
    expect(validatePropertyMappingRequest(pinsRequest(state.filters, [1, 2], 3))).toMatchObject({
      ok: true,
    });
  });
});

describe('searchRequests: the privacy rule', () => {
  it('puts obfuscate on the list request only, when privacy is on', () => {
    const on = searchRequests(state);
    expect(on.list.obfuscate).toBe(true);
    for (const request of [on.count, on.summary, on.ids])
      expect('obfuscate' in request).toBe(false);
  });

  it('sends no obfuscate at all when privacy is off, even if a link says false', () => {
    const off = searchRequests({ ...state, filters: { zip: ['78701'], obfuscate: false } });
    for (const request of Object.values(off)) expect('obfuscate' in request).toBe(false);
  });

  it('gives the loosened-search counts the same rule', () => {
    expect(countRequest({ vacant: true, obfuscate: true }, [7])).toEqual({
      vacant: true,
      ids: [7],
    });
  });
});

describe('searchRequests: one search, one set of filters', () => {
  it('asks the list, count, summary and ids the same question, geometry and list ids included', () => {
    const search: SearchState = {
      filters: { state: 'TX', beds_min: 3, absentee_owner: true, polygon, obfuscate: true },
      sort: [{ field: 'year_built', direction: 'asc' }],
      page: { index: 1, size: 50 },
      listId: 'l1',
    };
    const r = searchRequests(search, [3, 4]);
    const expected = { state: 'TX', beds_min: 3, absentee_owner: true, polygon, ids: [3, 4] };
    expect(filtersOf(r.list)).toEqual(expected);
    expect(filtersOf(r.count)).toEqual(expected);
    expect(filtersOf(r.summary)).toEqual(expected);
    expect(filtersOf(r.ids)).toEqual(expected);
    expect(filtersOf(r.pins)).toEqual(expected);
  });

  it('gives the map and the table one list request, and the live count the results’ count', () => {
    // The map asks listRequest(state), the live count countRequest(filters): same cache entries.
    expect(listRequest(state)).toEqual(searchRequests(state).list);
    expect(countRequest(state.filters)).toEqual(searchRequests(state).count);
  });
});

describe('withPrivacy', () => {
  it('switches privacy on and off in the filters', () => {
    expect(withPrivacy({ zip: ['78701'] }, true)).toEqual({ zip: ['78701'], obfuscate: true });
    expect(withPrivacy({ zip: ['78701'], obfuscate: true }, false)).toEqual({ zip: ['78701'] });
  });

  it('leaves filters that already say so untouched', () => {
    const plain = { zip: '78701' };
    const privateOnes = { zip: '78701', obfuscate: true };
    expect(withPrivacy(plain, false)).toBe(plain);
    expect(withPrivacy(privateOnes, true)).toBe(privateOnes);
  });
});

describe('isPrivate', () => {
  it('is on only for obfuscate: true, and off with no search', () => {
    expect(isPrivate({ city: 'Austin', obfuscate: true })).toBe(true);
    expect(isPrivate({ city: 'Austin', obfuscate: false })).toBe(false);
    expect(isPrivate({ city: 'Austin' })).toBe(false);
    expect(isPrivate(undefined)).toBe(false);
  });
});

describe('withPrivacy on a whole request', () => {
  it('takes privacy off a list request, keeping its paging and sort', () => {
    const list = searchRequests(state).list;
    expect(withPrivacy(list, false)).toEqual({
      city: 'Austin',
      state: 'TX',
      resultIndex: 300,
      size: 100,
      sort: { estimated_value: 'desc' },
    });
  });
});

describe('idsListRequest', () => {
  it('asks for the given ids in the search’s sort', () => {
    const request = idsListRequest([3, 1], state.sort, false);
    expect(request).toEqual({ ids: [3, 1], sort: { estimated_value: 'desc' } });
    expect(validatePropertySearchRequest(request)).toMatchObject({ ok: true });
  });

  it('leaves sort out when there is none, and carries privacy when it is on', () => {
    const request = idsListRequest([5], [], true);
    expect(request).toEqual({ ids: [5], obfuscate: true });
    expect('sort' in request).toBe(false);
  });
});
