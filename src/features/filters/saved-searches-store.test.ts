// Saved-search storage: add, rename, delete, name rules, and damage or old versions read as empty.
import { beforeEach, describe, expect, it } from 'vitest';
import {
  SAVED_SEARCHES_KEY,
  SavedSearchError,
  addSavedSearch,
  deleteSavedSearch,
  readSavedSearches,
  renameSavedSearch,
  type SavedSearchStorage,
} from './saved-searches-store';

class MemoryStorage implements SavedSearchStorage {
  data = new Map<string, string>();
  failWrites = false;
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWrites) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
}

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('saved searches store', () => {
  it('starts empty', () => {
    expect(readSavedSearches(storage)).toEqual([]);
  });

  it('adds newest first, in a versioned envelope', () => {
    addSavedSearch(storage, 'Austin absentee', 'v=1&q=a', new Date('2026-01-01T00:00:00Z'));
    addSavedSearch(storage, '  Dallas REO ', 'v=1&q=b', new Date('2026-01-02T00:00:00Z'));
    const items = readSavedSearches(storage);
    expect(items.map((s) => [s.name, s.query, s.createdAt])).toEqual([
      ['Dallas REO', 'v=1&q=b', '2026-01-02T00:00:00.000Z'],
      ['Austin absentee', 'v=1&q=a', '2026-01-01T00:00:00.000Z'],
    ]);
    expect(JSON.parse(storage.getItem(SAVED_SEARCHES_KEY) ?? '')).toMatchObject({ version: 1 });
  });

  it('renames and deletes by id', () => {
    const a = addSavedSearch(storage, 'A', 'v=1&q=a');
    const b = addSavedSearch(storage, 'B', 'v=1&q=b');
    renameSavedSearch(storage, a.id, 'A renamed');
    deleteSavedSearch(storage, b.id);
    expect(readSavedSearches(storage).map((s) => s.name)).toEqual(['A renamed']);
  });

  it('refuses blank, overlong and duplicate names', () => {
    addSavedSearch(storage, 'Austin', 'q');
    expect(() => addSavedSearch(storage, '   ', 'q')).toThrow('Give the search a name.');
    expect(() => addSavedSearch(storage, 'x'.repeat(81), 'q')).toThrow(/under 80/);
    expect(() => addSavedSearch(storage, 'AUSTIN', 'q')).toThrow(SavedSearchError);
  });

  it('allows renaming a search to its own name in another case', () => {
    const a = addSavedSearch(storage, 'austin', 'q');
    renameSavedSearch(storage, a.id, 'Austin');
    expect(readSavedSearches(storage)[0]?.name).toBe('Austin');
  });

  it.each([
    ['not JSON', '{oops'],
    [
      'another version',
      JSON.stringify({ version: 2, items: [{ id: '1', name: 'x', createdAt: '', query: '' }] }),
    ],
    ['no items', JSON.stringify({ version: 1 })],
    ['a bare array', JSON.stringify([])],
  ])('reads a store with %s as empty', (_what, raw) => {
    storage.data.set(SAVED_SEARCHES_KEY, raw);
    expect(readSavedSearches(storage)).toEqual([]);
    // …and can write over it.
    addSavedSearch(storage, 'Fresh', 'q');
    expect(readSavedSearches(storage).map((s) => s.name)).toEqual(['Fresh']);
  });

  it('skips damaged entries and keeps good ones', () => {
    storage.data.set(
      SAVED_SEARCHES_KEY,
      JSON.stringify({
        version: 1,
        items: [{ id: 'x' }, { id: 'ok', name: 'Good', createdAt: 'c', query: 'q' }],
      }),
    );
    expect(readSavedSearches(storage).map((s) => s.name)).toEqual(['Good']);
  });

  it('says so when the browser refuses the write', () => {
    storage.failWrites = true;
    expect(() => addSavedSearch(storage, 'A', 'q')).toThrow(/storage may be full/);
  });
});
