// Result order: comparators over sort columns (nulls last, ties by id) and a top-k heap for pages.
import { NULL_I16, NULL_I32, type Dataset } from '../dataset/types';
import { SORTABLE_FIELDS, type SortableField } from './types';

export type RowComparator = (a: number, b: number) => number;

type SortColumn = Int32Array | Int16Array;

function sortColumn(ds: Dataset, field: SortableField): [SortColumn, number | null] {
  const c = ds.cols;
  switch (field) {
    case 'years_owned':
      return [c.yearsOwned, NULL_I16];
    case 'equity_percent':
      return [c.equityPercent, null];
    case 'year_built':
      return [c.yearBuilt, NULL_I16];
    case 'building_size':
      return [c.sqft, NULL_I32];
    case 'lot_size':
      return [c.lotSqft, NULL_I32];
    case 'assessed_value':
      return [c.assessedValue, null];
    case 'last_sale_date':
      return [c.lastSaleDate, NULL_I32];
    case 'estimated_equity':
      return [c.equity, null];
    case 'estimated_value':
      return [c.value, null];
    case 'assessed_land_value':
      return [c.assessedLand, null];
  }
}

/**
 * The comparator for a sort object (key order = precedence), or null for the default id order.
 * Unknown fields are skipped (the contract rejects them upstream). Rows are ids − a constant,
 * so "ties by id ascending" is `a - b`.
 */
export function compileSort(ds: Dataset, sort: unknown): RowComparator | null {
  if (typeof sort !== 'object' || sort === null) return null;
  const keys: { col: SortColumn; nul: number; dir: number }[] = [];
  for (const [field, direction] of Object.entries(sort)) {
    if (!(SORTABLE_FIELDS as readonly string[]).includes(field)) continue;
    const [col, nul] = sortColumn(ds, field as SortableField);
    // A column without nulls gets a sentinel it never holds.
    keys.push({ col, nul: nul ?? Number.NaN, dir: direction === 'desc' ? -1 : 1 });
  }
  if (keys.length === 0) return null;
  if (keys.length === 1) {
    const { col, nul, dir } = keys[0] as (typeof keys)[number];
    return (a, b) => {
      const va = col[a] as number;
      const vb = col[b] as number;
      if (va !== vb) {
        if (va === nul) return 1;
        if (vb === nul) return -1;
        return va < vb ? -dir : dir;
      }
      return a - b;
    };
  }
  return (a, b) => {
    for (let i = 0; i < keys.length; i++) {
      const { col, nul, dir } = keys[i] as (typeof keys)[number];
      const va = col[a] as number;
      const vb = col[b] as number;
      if (va !== vb) {
        if (va === nul) return 1;
        if (vb === nul) return -1;
        return va < vb ? -dir : dir;
      }
    }
    return a - b;
  };
}

/**
 * The first k of rows[0..len) in comparator order, without sorting all of them: a max-heap of
 * the best k seen so far (worst on top), O(len log k).
 */
export function topK(rows: Int32Array, len: number, k: number, cmp: RowComparator): Int32Array {
  if (len <= k) return rows.slice(0, len).sort(cmp);
  const heap = new Int32Array(k);
  let size = 0;
  for (let i = 0; i < len; i++) {
    const row = rows[i] as number;
    if (size < k) {
      // Sift up.
      let j = size++;
      while (j > 0) {
        const parent = (j - 1) >> 1;
        const p = heap[parent] as number;
        if (cmp(row, p) <= 0) break;
        heap[j] = p;
        j = parent;
      }
      heap[j] = row;
    } else if (cmp(row, heap[0] as number) < 0) {
      // Replace the worst and sift down.
      let j = 0;
      for (;;) {
        const l = 2 * j + 1;
        if (l >= k) break;
        const r = l + 1;
        const child = r < k && cmp(heap[r] as number, heap[l] as number) > 0 ? r : l;
        const cv = heap[child] as number;
        if (cmp(cv, row) <= 0) break;
        heap[j] = cv;
        j = child;
      }
      heap[j] = row;
    }
  }
  return heap.sort(cmp);
}

const RADIX_BITS = 11;
const RADIX_MASK = (1 << RADIX_BITS) - 1;

/**
 * rows[0..len) in ascending order, as a new array: an LSD radix sort over 11-bit digits, so one
 * pass per 11 bits of `limit` (two passes for a million rows) and no comparator calls.
 * Every row must lie in [0, limit).
 */
export function radixSortRows(rows: Int32Array, len: number, limit: number): Int32Array {
  let src = rows.slice(0, len);
  let dst = new Int32Array(len);
  const counts = new Int32Array(1 << RADIX_BITS);
  for (
    let shift = 0;
    shift < 32 && ((limit - 1) >>> shift > 0 || shift === 0);
    shift += RADIX_BITS
  ) {
    counts.fill(0);
    for (let i = 0; i < len; i++) {
      const d = ((src[i] as number) >>> shift) & RADIX_MASK;
      counts[d] = (counts[d] as number) + 1;
    }
    let sum = 0;
    for (let d = 0; d < counts.length; d++) {
      const c = counts[d] as number;
      counts[d] = sum;
      sum += c;
    }
    for (let i = 0; i < len; i++) {
      const row = src[i] as number;
      const d = (row >>> shift) & RADIX_MASK;
      dst[counts[d] as number] = row;
      counts[d] = (counts[d] as number) + 1;
    }
    [src, dst] = [dst, src];
  }
  return src;
}
