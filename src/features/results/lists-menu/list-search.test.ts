// "Save as list" and the search a list came from, through the real /app/v1: ids go as strings and
// come back de-duplicated, the search is kept as the app's URL query and read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRealAppStore, type RealAppStore } from '../../../test/real-app-store';
import { newListBody, searchOfList } from './list-search';

const search = { filters: { city: 'Austin', state: 'TX' }, sort: [] };

let real: RealAppStore;
beforeAll(async () => {
  real = await openRealAppStore();
}, 60_000);
afterAll(() => real?.close());

describe('a saved list’s search', () => {
  it('saves ids as strings with the search it came from, and reads the search back', async () => {
    const body = newListBody({ name: 'Austin', kind: 'selection', search, ids: [3, 1, 3] });
    const saved = await real.client.createList(body);
    expect(saved).toMatchObject({ name: 'Austin', size: 2, ids: ['3', '1'] });
    const read = await real.client.getList(saved.id);
    expect(read.source.kind).toBe('selection');
    expect(searchOfList(read)).toEqual(search);
  });

  it('gives a list without a search (CSV, stack) or with a damaged one "all properties"', async () => {
    const csv = await real.client.createList({ name: 'CSV', ids: ['5'], source: { kind: 'csv' } });
    expect(searchOfList(csv)).toEqual({ filters: {}, sort: [] });
    expect(searchOfList({ source: { kind: 'search', query: 'v=9&nonsense' } })).toEqual({
      filters: {},
      sort: [],
    });
  });
});
