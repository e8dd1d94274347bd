// The columns an MLS join gives the table and the export.
import { describe, expect, it } from 'vitest';
import { makeRecord } from '../test-fixtures';
import { mlsJoinColumns, mlsJoinExportTable, NO_LISTING } from './mls-join-columns';
import { createMlsJoinStore } from '../../../state/mls-join';

const HIT = {
  assessorId: 7,
  matched: true,
  status: 'Pending',
  listingPrice: 399000,
  daysOnMarket: 41,
  listingAgent: 'Natalie Boyd',
};

describe('mlsJoinColumns', () => {
  const store = createMlsJoinStore();
  store.merge([HIT, { assessorId: 8, matched: false }]);
  const join = store.get();

  it('adds no column while nothing was looked up', () => {
    expect(mlsJoinColumns(createMlsJoinStore().get())).toEqual([]);
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
    expect(mlsJoinExportTable(createMlsJoinStore().get())).toBeUndefined();
  });
});
