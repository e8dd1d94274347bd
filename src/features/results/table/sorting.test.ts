import { describe, expect, it } from 'vitest';
import { SORTABLE_FIELDS } from '../../../api/contract/search-fields';
import { RESULT_COLUMNS } from '../columns/result-columns';
import { fromSortingState, toSortingState } from './sorting';

describe('sorting', () => {
  it('round-trips the sort spec in order of precedence', () => {
    const sort = [
      { field: 'estimated_value', direction: 'desc' },
      { field: 'year_built', direction: 'asc' },
    ] as const;
    expect(toSortingState(sort)).toEqual([
      { id: 'estimated_value', desc: true },
      { id: 'year_built', desc: false },
    ]);
    expect(fromSortingState(toSortingState(sort))).toEqual(sort);
  });

  it('drops columns the server cannot sort, and duplicates', () => {
    expect(
      fromSortingState([
        { id: 'owner', desc: false },
        { id: 'lot_size', desc: true },
        { id: 'lot_size', desc: false },
      ]),
    ).toEqual([{ field: 'lot_size', direction: 'desc' }]);
  });

  it('has a sortable column for every sortable field, with the field as its id', () => {
    const sortable = RESULT_COLUMNS.filter((c) => c.meta?.sortField);
    expect(sortable.map((c) => c.id).sort()).toEqual([...SORTABLE_FIELDS].sort());
    for (const c of sortable) expect(c.id).toBe(c.meta?.sortField);
  });
});
