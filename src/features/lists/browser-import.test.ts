// The one-time import of this browser's localStorage lists and searches.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeSearchState } from '../../state/search/search-url';
import {
  IMPORT_KEY,
  LOCAL_LISTS_KEY,
  LOCAL_SEARCHES_KEY,
  importBrowserOnce,
  readBrowserStores,
} from './browser-import';
import { openRealAppStore, type RealAppStore } from '../../test/real-app-store';

let real: RealAppStore;
beforeAll(async () => {
  real = await openRealAppStore();
}, 60_000);
afterAll(() => real?.close());

/** The lists the import made, with their ids. */
async function storedLists(client = real.client) {
  const { lists } = await client.lists();
  return Promise.all(lists.map((list) => client.getList(list.id)));
}

function seed() {
  localStorage.setItem(
    LOCAL_LISTS_KEY,
    JSON.stringify({
      version: 1,
      lists: [
        {
          id: 'a',
          name: 'Austin absentee',
          createdAt: '2026-10-01T00:00:00.000Z',
          source: { filters: { city: 'Austin', state: 'TX' }, sort: [] },
          count: 3,
          totalMatches: 3,
          ids: [3, 1, 2],
        },
        { id: 'broken', name: 7 },
      ],
    }),
  );
  localStorage.setItem(
    LOCAL_SEARCHES_KEY,
    JSON.stringify({
      version: 1,
      items: [{ id: 's', name: 'Dallas', createdAt: '2026-10-02T00:00:00.000Z', query: 'v=1&q=x' }],
    }),
  );
}

// Node tests: a Map behind the Storage calls the modules make.
beforeEach(async () => {
  await real.reset();
  const map = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => map.set(key, value),
    removeItem: (key: string) => map.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('readBrowserStores', () => {
  it('turns the stored lists and searches into the import body, skipping damaged entries', () => {
    seed();
    const stores = readBrowserStores();
    expect(stores.lists).toHaveLength(1);
    expect(stores.lists[0]).toMatchObject({ name: 'Austin absentee', ids: [3, 1, 2] });
    const decoded = decodeSearchState(stores.lists[0]?.query ?? '');
    expect(decoded.kind === 'ok' && decoded.state.filters).toEqual({ city: 'Austin', state: 'TX' });
    expect(stores.searches).toEqual([
      { name: 'Dallas', query: 'v=1&q=x', createdAt: '2026-10-02T00:00:00.000Z' },
    ]);
  });

  it('reads damaged or missing stores as nothing', () => {
    localStorage.setItem(LOCAL_LISTS_KEY, '{oops');
    expect(readBrowserStores()).toEqual({ lists: [], searches: [] });
  });
});

describe('importBrowserOnce', () => {
  it('imports once, keeps the localStorage stores, and does nothing on the next start', async () => {
    seed();
    const client = real.clientAs('local');
    const spy = vi.spyOn(client, 'importFromBrowser');
    expect(await importBrowserOnce(client)).toEqual({
      kind: 'imported',
      lists: 1,
      searches: 1,
    });
    expect(await importBrowserOnce(client)).toEqual({ kind: 'nothing' });
    expect(spy).toHaveBeenCalledTimes(1);
    expect((await storedLists()).map((l) => [l.name, l.ids])).toEqual([
      ['Austin absentee', ['3', '1', '2']],
    ]);
    expect(localStorage.getItem(LOCAL_LISTS_KEY)).toContain('Austin absentee');
  });

  it('retries with the same source after a failure, so the server never imports twice', async () => {
    seed();
    const client = real.clientAs('local');
    const importOnServer = client.importFromBrowser;
    const sources: string[] = [];
    client.importFromBrowser = async (body) => {
      sources.push(body.source);
      const answer = await importOnServer(body);
      if (sources.length === 1) throw new Error('the answer was lost');
      return answer;
    };
    await expect(importBrowserOnce(client)).rejects.toThrow('lost');
    expect(await importBrowserOnce(client)).toEqual({ kind: 'nothing' });
    expect(sources[0]).toBe(sources[1]);
    expect(await storedLists()).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(IMPORT_KEY) ?? '{}')).toMatchObject({ done: true });
  });

  it('asks nothing when this browser has nothing stored', async () => {
    const client = real.clientAs('local');
    const spy = vi.spyOn(client, 'importFromBrowser');
    expect(await importBrowserOnce(client)).toEqual({ kind: 'nothing' });
    expect(spy).not.toHaveBeenCalled();
  });
});
