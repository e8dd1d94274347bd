// Box query over a KDBush index that also applies an exact point test on the index's own coordinates.
import type KDBush from 'kdbush';

export type PointTest = (x: number, y: number) => boolean;

/** Traversal stack: 3 ints per pending node; a kd-tree of ≤ 2^32 items is < 32 deep. */
const STACK = new Int32Array(3 * 64);

/**
 * Writes to `out` the ids of points inside [minX, maxX] × [minY, maxY] that pass `keep`, and
 * returns how many. Same traversal as KDBush#range (v4 layout: kd-sorted `ids`/`coords`,
 * splitting on x at even depths), but it tests `keep(x, y)` while the point's coordinates are
 * at hand in the index's contiguous arrays — cheaper than looking them up per id afterwards —
 * and fills a typed array instead of growing a JS array.
 */
export function kdRangeInto(
  index: KDBush,
  minX: number,
  minY: number,
  maxX: number,
  maxY: number,
  keep: PointTest | null,
  out: Int32Array,
  start = 0,
): number {
  const { ids, coords, nodeSize } = index;
  const stack = STACK;
  stack[0] = 0;
  stack[1] = ids.length - 1;
  stack[2] = 0;
  let sp = 3;
  let n = start;
  while (sp > 0) {
    const axis = stack[--sp] as number;
    const right = stack[--sp] as number;
    const left = stack[--sp] as number;
    if (right - left <= nodeSize) {
      for (let i = left; i <= right; i++) {
        const x = coords[2 * i] as number;
        const y = coords[2 * i + 1] as number;
        if (x >= minX && x <= maxX && y >= minY && y <= maxY && (keep === null || keep(x, y))) {
          out[n++] = ids[i] as number;
        }
      }
      continue;
    }
    const m = (left + right) >> 1;
    const x = coords[2 * m] as number;
    const y = coords[2 * m + 1] as number;
    if (x >= minX && x <= maxX && y >= minY && y <= maxY && (keep === null || keep(x, y))) {
      out[n++] = ids[m] as number;
    }
    if (axis === 0 ? minX <= x : minY <= y) {
      stack[sp++] = left;
      stack[sp++] = m - 1;
      stack[sp++] = 1 - axis;
    }
    if (axis === 0 ? maxX >= x : maxY >= y) {
      stack[sp++] = m + 1;
      stack[sp++] = right;
      stack[sp++] = 1 - axis;
    }
  }
  return n - start;
}
