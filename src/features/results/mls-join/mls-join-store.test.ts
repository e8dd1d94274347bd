// The MLS join: lookup rows kept by property id, later answers winning, and the columns it gives.
import { describe, expect, it, vi } from 'vitest';
import { makeRecord } from '../test-fixtures';
import { mlsJoinColumns, mlsJoinExportTable, NO_LISTING } from './mls-join-columns';
import { createMlsJoinStore } from './mls-join-store';

const HIT = {
  assessorId: 7,
  matched: true,
  status: 'Pending',
  listingPrice: 399000,
  daysOnMarket: 41,
  listingAgent: 'Natalie Boyd',
};

describe('createMlsJoinStore', () => {
  it('keys hits and misses by property id (as the records spell it)', () => {
    const store = createMlsJoinStore();
    store.merge([HIT, { assessorId: 8, matched: false }]);
    const join = store.getSnapshot();
    expect(join.get('7')).toEqual({
      matched: true,
      status: 'Pending',
      listPrice: 399000,
      daysOnMarket: 41,
      agent: 'Natalie Boyd',
    });
    expect(join.get('8')).toEqual({ matched: false });
    expect(join.size).toBe(2);
  });

  it('skips rows without an id and lets a later lookup of the same lead win', () => {
    const store = createMlsJoinStore();
    store.merge([HIT]);
    store.merge([
      { assessorId: 7, matched: false },
      { assessorId: null, matched: true },
    ]);
    expect([...store.getSnapshot()]).toEqual([['7', { matched: false }]]);
  });

  it('gives a new snapshot on every change and tells subscribers; clear empties it', () => {
    const store = createMlsJoinStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    store.merge([HIT]);
    const after = store.getSnapshot();
    expect(after).not.toBe(before);
    expect(before.size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(1);
    store.clear();
    expect(store.getSnapshot().size).toBe(0);
    expect(listener).toHaveBeenCalledTimes(2);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    store.merge([HIT]);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('mlsJoinColumns', () => {
  const store = createMlsJoinStore();
  store.merge([HIT, { assessorId: 8, matched: false }]);
  const join = store.getSnapshot();

  it('adds no column while nothing was looked up', () => {
    expect(mlsJoinColumns(createMlsJoinStore().getSnapshot())).toEqual([]);
  });

  it('gives status, list price, days on market and agent; a miss says no listing', () => {
    const columns = mlsJoinColumns(join);
    expect(columns.map((c) => c.label)).toEqual([
      'MLS lookup: status',
      'MLS lookup: list price',
      'MLS lookup: days on market',
      'MLS lookup: listing agent',
    ]);
    expect(columns.map((c) => c.text(makeRecord(7)))).toEqual([
      'Pending',
      '$399,000',
      '41',
      'Natalie Boyd',
    ]);
    expect(columns.map((c) => c.text(makeRecord(8)))).toEqual([NO_LISTING, '', '', '']);
    // A lead that was not looked up is empty, not a miss.
    expect(columns.map((c) => c.text(makeRecord(9)))).toEqual(['', '', '', '']);
  });

  it('gives the export raw values under the same headers, by property id', () => {
    const table = mlsJoinExportTable(join);
    expect(table?.labels).toEqual(mlsJoinColumns(join).map((c) => c.label));
    expect(table?.formats).toEqual(['text', 'number', 'number', 'text']);
    expect(table?.values[makeRecord(7).id]).toEqual(['Pending', 399000, 41, 'Natalie Boyd']);
    expect(table?.values[makeRecord(8).id]).toEqual(['no listing', null, null, null]);
    // Only the looked-up leads are in the table.
    expect(Object.keys(table?.values ?? {})).toHaveLength(2);
    expect(mlsJoinExportTable(createMlsJoinStore().getSnapshot())).toBeUndefined();
  });
});
