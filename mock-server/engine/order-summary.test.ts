// Tests of the ordering and summary helpers: top-k selection, comparators, medians.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureDataset } from '../dataset/test-fixture';
import { compileSort, radixSortRows, topK } from './order';
import { median } from './summary';

describe('radixSortRows', () => {
  it('sorts the first len rows ascending, whatever the row range', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 2048, 2049, 1_000_000, 2 ** 31 - 1),
        fc.array(fc.nat(), { maxLength: 400 }),
        fc.nat(50),
        (limit, raw, cut) => {
          const rows = Int32Array.from(raw.map((v) => v % limit));
          const len = Math.max(0, rows.length - cut);
          const want = Array.from(rows.slice(0, len)).sort((a, b) => a - b);
          expect(Array.from(radixSortRows(rows, len, limit))).toEqual(want);
        },
      ),
    );
  });
});

describe('topK', () => {
  it('returns the first k of the full sort', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 50 }), { maxLength: 300 }),
        fc.integer({ min: 1, max: 60 }),
        (values, k) => {
          const rows = Int32Array.from(values.map((_, i) => i));
          // Order by value, ties by row: many ties exercise the heap's tie handling.
          const cmp = (a: number, b: number): number =>
            (values[a] as number) - (values[b] as number) || a - b;
          const want = Array.from(rows).sort(cmp).slice(0, k);
          expect(Array.from(topK(rows, rows.length, k, cmp))).toEqual(want);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('compileSort', () => {
  it('is null without sortable keys, and orders ties by row', () => {
    const ds = fixtureDataset();
    expect(compileSort(ds, undefined)).toBeNull();
    expect(compileSort(ds, { nope: 'asc' })).toBeNull();
    const cmp = compileSort(ds, { estimated_value: 'desc' });
    if (!cmp) throw new Error('no comparator');
    // Two rows with the same value must exist, or the tie-break goes untested.
    const firstRowOf = new Map<number, number>();
    let tie: [number, number] | undefined;
    for (let r = 0; r < ds.count && !tie; r++) {
      const earlier = firstRowOf.get(ds.cols.value[r]!);
      if (earlier === undefined) firstRowOf.set(ds.cols.value[r]!, r);
      else tie = [earlier, r];
    }
    expect(tie).toBeDefined();
    const [lower, higher] = tie!;
    expect(cmp(lower, higher)).toBeLessThan(0);
    expect(cmp(higher, lower)).toBeGreaterThan(0);
    expect(cmp(7, 7)).toBe(0);
  });
});

describe('median', () => {
  it('is the middle value, or the rounded mean of the two middle values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 200 }),
        (values) => {
          const sorted = [...values].sort((a, b) => a - b);
          const mid = sorted.length >> 1;
          const want =
            sorted.length === 0
              ? null
              : sorted.length % 2 === 1
                ? sorted[mid]
                : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2);
          expect(median(Int32Array.from(values), values.length)).toBe(want);
        },
      ),
      { numRuns: 1000 },
    );
    expect(median(Int32Array.from([5, 1, 3, 2]), 4)).toBe(3); // (2 + 3) / 2 = 2.5 → 3
    expect(median(new Int32Array(0), 0)).toBeNull();
  });
});
