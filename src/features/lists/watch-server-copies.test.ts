// server/ may not import the browser's search state (eslint.config.js), so a watch's run keeps a
// small copy of how a saved search becomes its ids request: this test holds it to the original.
import { describe, expect, it } from 'vitest';
import { searchRequests } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { encodeSearchState } from '../../state/search/search-url';
import { watchedRequest } from '../../../server/watches/search-request';

const states: SearchState[] = [
  { filters: { city: 'Denver', state: 'CO' }, sort: [], page: { index: 0, size: 50 } },
  {
    filters: { city: 'Austin', state: 'TX', absentee_owner: true, obfuscate: true },
    sort: [
      { field: 'equity_percent', direction: 'desc' },
      { field: 'year_built', direction: 'asc' },
    ],
    page: { index: 3, size: 100 },
  },
];

describe('the server’s copies of browser code', () => {
  it('asks for the same ids as the browser does for a saved search', () => {
    for (const state of states) {
      const read = watchedRequest(encodeSearchState(state));
      expect(read).toEqual({ ok: true, request: { ...searchRequests(state).ids, ids_only: true } });
    }
    expect(watchedRequest('v=1&q=not-json')).toMatchObject({ ok: false });
    expect(watchedRequest('')).toMatchObject({ ok: false });
  });
});
