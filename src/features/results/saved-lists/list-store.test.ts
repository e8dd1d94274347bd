import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalListStore, ListStoreError, SAVED_LISTS_STORAGE_KEY } from './list-store';

function stubStorage(opts: { full?: boolean } = {}) {
  const map = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      if (opts.full) throw new DOMException('full', 'QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k: string) => map.delete(k),
  });
  return map;
}

const source = { filters: { city: 'Austin', state: 'TX' }, sort: [] };

describe('local list store', () => {
  let storage: Map<string, string>;
  let clock = 0;
  let nextId = 0;
  const store = () =>
    createLocalListStore({
      now: () => new Date(Date.UTC(2026, 10, 21, 12, 0, clock++)),
      newId: () => `list-${++nextId}`,
    });

  beforeEach(() => {
    storage = stubStorage();
    clock = 0;
    nextId = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('saves a list with its name, date, source, count and ids', async () => {
    const s = store();
    const saved = await s.save({
      name: '  Austin   absentee ',
      source,
      ids: [3, 1, 2, 3],
      totalMatches: 3,
    });
    expect(saved).toEqual({
      id: 'list-1',
      name: 'Austin absentee',
      createdAt: '2026-11-21T12:00:00.000Z',
      source,
      count: 3,
      totalMatches: 3,
      ids: [3, 1, 2],
    });
    expect(await s.get('list-1')).toEqual(saved);
  });

  it('lists summaries newest first, without the ids', async () => {
    const s = store();
    await s.save({ name: 'Old', source, ids: [1], totalMatches: 1 });
    await s.save({ name: 'New', source, ids: [2], totalMatches: 1 });
    const lists = await s.list();
    expect(lists.map((l) => l.name)).toEqual(['New', 'Old']);
    expect(lists[0]).not.toHaveProperty('ids');
  });

  it('keeps at most 10,000 ids and remembers how many matched', async () => {
    const ids = Array.from({ length: 10_050 }, (_, i) => i + 1);
    const saved = await store().save({ name: 'Big', source, ids, totalMatches: 12_345 });
    expect(saved.count).toBe(10_000);
    expect(saved.ids).toHaveLength(10_000);
    expect(saved.totalMatches).toBe(12_345);
  });

  it('renames and removes', async () => {
    const s = store();
    const a = await s.save({ name: 'A', source, ids: [1], totalMatches: 1 });
    const b = await s.save({ name: 'B', source, ids: [2], totalMatches: 1 });
    expect((await s.rename(a.id, 'Renamed')).name).toBe('Renamed');
    await s.remove(b.id);
    expect((await s.list()).map((l) => l.name)).toEqual(['Renamed']);
    expect(await s.get(b.id)).toBeUndefined();
  });

  it('refuses an empty name and an unknown id with a user-facing error', async () => {
    const s = store();
    await expect(s.save({ name: '   ', source, ids: [1], totalMatches: 1 })).rejects.toThrow(
      ListStoreError,
    );
    await expect(s.rename('nope', 'x')).rejects.toThrow('That list no longer exists.');
  });

  it('stores a versioned document under llb.saved-lists.v1', async () => {
    await store().save({ name: 'A', source, ids: [1], totalMatches: 1 });
    const raw = JSON.parse(storage.get(SAVED_LISTS_STORAGE_KEY) ?? '{}') as {
      version: number;
      lists: unknown[];
    };
    expect(raw.version).toBe(1);
    expect(raw.lists).toHaveLength(1);
  });

  it('reads corrupt data as no lists instead of crashing', async () => {
    storage.set(SAVED_LISTS_STORAGE_KEY, '{broken');
    expect(await store().list()).toEqual([]);
    storage.set(SAVED_LISTS_STORAGE_KEY, JSON.stringify({ version: 99, lists: [] }));
    expect(await store().list()).toEqual([]);
  });

  it('drops only the damaged entries', async () => {
    const s = store();
    await s.save({ name: 'Good', source, ids: [1], totalMatches: 1 });
    const raw = JSON.parse(storage.get(SAVED_LISTS_STORAGE_KEY) ?? '{}') as { lists: unknown[] };
    raw.lists.push({ id: 'bad', name: 7 });
    storage.set(SAVED_LISTS_STORAGE_KEY, JSON.stringify(raw));
    expect((await s.list()).map((l) => l.name)).toEqual(['Good']);
  });

  it('explains a full storage', async () => {
    vi.unstubAllGlobals();
    stubStorage({ full: true });
    await expect(store().save({ name: 'A', source, ids: [1], totalMatches: 1 })).rejects.toThrow(
      /storage is full/,
    );
  });
});
