// The results' ListStore over /app/v1: the toolbar's lists are the team's lists on the server.
import { describe, expect, it } from 'vitest';
import { createFakeAppStore } from '../../../test/fake-app-store';
import { createServerListStore } from './server-list-store';

const source = { filters: { city: 'Austin', state: 'TX' }, sort: [] };

describe('server list store', () => {
  it('saves ids as strings with the search it came from, and reads them back as numbers', async () => {
    const fake = createFakeAppStore();
    const store = createServerListStore(fake.client);
    const saved = await store.save({
      name: 'Austin',
      kind: 'selection',
      source,
      ids: [3, 1, 3],
      totalMatches: 2,
    });
    expect(fake.lists[0]).toMatchObject({ ids: ['3', '1'], source: { kind: 'selection' } });
    expect(saved).toMatchObject({ name: 'Austin', count: 2, ids: [3, 1] });
    const read = await store.get(saved.id);
    expect(read?.ids).toEqual([3, 1]);
    expect(read?.source).toEqual(source);
    expect((await store.list()).map((l) => l.name)).toEqual(['Austin']);
  });

  it('renames, and reads a deleted list as gone', async () => {
    const fake = createFakeAppStore();
    const store = createServerListStore(fake.client);
    const saved = await store.save({ name: 'A', source, ids: [1], totalMatches: 1 });
    expect((await store.rename(saved.id, 'B')).name).toBe('B');
    await store.remove(saved.id);
    expect(await store.get(saved.id)).toBeUndefined();
    expect(await store.list()).toEqual([]);
  });

  it('gives a list without a search (CSV, stack) an empty source', async () => {
    const fake = createFakeAppStore();
    const list = await fake.client.createList({ name: 'CSV', ids: ['5'], source: { kind: 'csv' } });
    const read = await createServerListStore(fake.client).get(list.id);
    expect(read?.source).toEqual({ filters: {}, sort: [] });
  });
});
