// server/ may not import the browser's search state or its skip item builder (eslint.config.js),
// so a watch's run keeps small copies of both: these tests hold the copies to the originals.
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client';
import { ownerSkipItem } from '../../api/skip-item';
import { searchRequests } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { encodeSearchState } from '../../state/search/search-url';
import { createMockService } from '../../../mock-server/app';
import { TEST_CONFIG } from '../../../mock-server/test-helpers';
import { watchedRequest } from '../../../server/watches/search-request';
import { ownerSkipItem as serverSkipItem } from '../../../server/watches/skip-items';

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

  it('builds the same skip item from a record as the browser does', async () => {
    const mock = createMockService({ ...TEST_CONFIG, properties: 800 });
    const client = createApiClient({
      baseUrl: 'http://mock.test',
      apiKey: 'demo',
      fetch: async (url, init) => mock.app.fetch(new Request(String(url), init)),
    });
    const page = await client.propertySearch({ size: 120 });
    expect(page.data.map(serverSkipItem)).toEqual(page.data.map(ownerSkipItem));
  });
});
