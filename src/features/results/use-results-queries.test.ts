import { describe, expect, it } from 'vitest';
import type { SearchState } from '../search-state/search-state';
import { resultsRequests, withoutPrivacy } from './use-results-queries';

const state: SearchState = {
  filters: { city: 'Austin', state: 'TX', obfuscate: true },
  sort: [{ field: 'estimated_value', direction: 'desc' }],
  page: { index: 3, size: 100 },
};

describe('resultsRequests', () => {
  it('pages and sorts the list request', () => {
    expect(resultsRequests(state).list).toEqual({
      city: 'Austin',
      state: 'TX',
      obfuscate: true,
      resultIndex: 300,
      size: 100,
      sort: { estimated_value: 'desc' },
    });
  });

  it('shares one filter request across pages, sorts and privacy mode', () => {
    const other = resultsRequests({
      ...state,
      filters: { city: 'Austin', state: 'TX' },
      sort: [],
      page: { index: 0, size: 25 },
    });
    expect(resultsRequests(state).filter).toEqual({ city: 'Austin', state: 'TX' });
    expect(other.filter).toEqual(resultsRequests(state).filter);
  });

  it('sorts the ids request so a 10,000 cap keeps the top rows', () => {
    expect(resultsRequests(state).ids).toEqual({
      city: 'Austin',
      state: 'TX',
      sort: { estimated_value: 'desc' },
    });
  });

  it('adds a saved list’s ids to every request', () => {
    const r = resultsRequests({ ...state, filters: {}, listId: 'l1' }, [5, 6]);
    expect(r.list.ids).toEqual([5, 6]);
    expect(r.filter).toEqual({ ids: [5, 6] });
    expect(r.ids.ids).toEqual([5, 6]);
  });

  it('withoutPrivacy leaves other requests untouched', () => {
    const req = { zip: '78701' };
    expect(withoutPrivacy(req)).toBe(req);
  });
});
