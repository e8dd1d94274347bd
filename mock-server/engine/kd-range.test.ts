// Tests that kdRangeInto finds exactly what KDBush#range finds, filtered by the point test.
import fc from 'fast-check';
import KDBush from 'kdbush';
import { describe, expect, it } from 'vitest';
import { kdRangeInto } from './kd-range';

describe('kdRangeInto', () => {
  const n = 5_000;
  const xs = Float64Array.from({ length: n }, (_, i) => Math.sin(i * 12.9898) * 10);
  const ys = Float64Array.from({ length: n }, (_, i) => Math.cos(i * 78.233) * 10);
  const index = new KDBush(n, 16, Float64Array);
  for (let i = 0; i < n; i++) index.add(xs[i] as number, ys[i] as number);
  index.finish();

  it('matches KDBush#range for any box, with and without a point test', () => {
    fc.assert(
      fc.property(
        fc.tuple(
          fc.double({ min: -11, max: 11, noNaN: true }),
          fc.double({ min: -11, max: 11, noNaN: true }),
        ),
        fc.tuple(
          fc.double({ min: -11, max: 11, noNaN: true }),
          fc.double({ min: -11, max: 11, noNaN: true }),
        ),
        ([x0, x1], [y0, y1]) => {
          const [minX, maxX] = x0 < x1 ? [x0, x1] : [x1, x0];
          const [minY, maxY] = y0 < y1 ? [y0, y1] : [y1, y0];
          const want = index.range(minX, minY, maxX, maxY).sort((a, b) => a - b);
          const out = new Int32Array(n + 10);
          const got = Array.from(
            out.subarray(3, 3 + kdRangeInto(index, minX, minY, maxX, maxY, null, out, 3)),
          ).sort((a, b) => a - b);
          expect(got).toEqual(want);
          const keep = (x: number, y: number): boolean => x + y > 0;
          const filtered = Array.from(
            out.subarray(0, kdRangeInto(index, minX, minY, maxX, maxY, keep, out)),
          ).sort((a, b) => a - b);
          expect(filtered).toEqual(want.filter((i) => (xs[i] as number) + (ys[i] as number) > 0));
        },
      ),
      { numRuns: 300 },
    );
  });
});
