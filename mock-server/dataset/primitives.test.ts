// Tests of the generator's building blocks: seeded PRNG, weighted choice, day-number dates.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  civilOfDay,
  dayFromIso,
  dayFromParts,
  isoFromDay,
  monthsBefore,
  wholeYearsBetween,
  yearOfDay,
} from './dates';
import { Rng, WeightedChoice } from './prng';

describe('Rng', () => {
  it('is a pure function of its seed', () => {
    const a = new Rng(123);
    const b = new Rng(123);
    const c = new Rng(124);
    const xs = Array.from({ length: 100 }, () => a.nextU32());
    expect(Array.from({ length: 100 }, () => b.nextU32())).toEqual(xs);
    expect(Array.from({ length: 100 }, () => c.nextU32())).not.toEqual(xs);
  });

  it('draws uniform, integer and normal values with the right shape', () => {
    const rng = new Rng(7);
    const n = 200_000;
    let sum = 0;
    let sumSq = 0;
    let below = 0;
    let outOfRange = 0;
    for (let i = 0; i < n; i++) {
      const u = rng.next();
      if (u < 0 || u >= 1) outOfRange++;
      if (u < 0.25) below++;
      const z = rng.normal();
      sum += z;
      sumSq += z * z;
    }
    expect(outOfRange).toBe(0);
    expect(below / n).toBeCloseTo(0.25, 2);
    expect(sum / n).toBeCloseTo(0, 1);
    expect(Math.sqrt(sumSq / n)).toBeCloseTo(1, 1);
    const ints = new Set(Array.from({ length: 1000 }, () => rng.int(3, 5)));
    expect([...ints].sort()).toEqual([3, 4, 5]);
  });

  it('WeightedChoice follows its weights (alias method)', () => {
    const rng = new Rng(99);
    const choice = new WeightedChoice(['a', 'b', 'c', 'd'], [1, 2, 7, 0]);
    const counts: Record<string, number> = { a: 0, b: 0, c: 0, d: 0 };
    const n = 100_000;
    for (let i = 0; i < n; i++) {
      const k = choice.draw(rng);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect((counts.a ?? 0) / n).toBeCloseTo(0.1, 1);
    expect((counts.b ?? 0) / n).toBeCloseTo(0.2, 1);
    expect((counts.c ?? 0) / n).toBeCloseTo(0.7, 1);
    expect(counts.d).toBe(0);
  });
});

describe('day numbers', () => {
  it('round-trip ISO dates and agree with Date for any day', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40_000, max: 80_000 }), (day) => {
        const iso = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(isoFromDay(day)).toBe(iso);
        expect(dayFromIso(iso)).toBe(day);
        expect(yearOfDay(day)).toBe(Number(iso.slice(0, 4)));
        expect(civilOfDay(day)).toBe(Number(iso.replaceAll('-', '')));
      }),
      { numRuns: 2000 },
    );
    expect(dayFromIso('2025-13-01')).toBe(dayFromParts(2026, 1, 1)); // Date.UTC rolls over
    expect(dayFromIso('not a date')).toBeNaN();
  });

  it('counts calendar months back with the day clamped to the month length', () => {
    const back = (iso: string, m: number): string => isoFromDay(monthsBefore(dayFromIso(iso), m));
    expect(back('2025-06-15', 1)).toBe('2025-05-15');
    expect(back('2025-03-31', 1)).toBe('2025-02-28');
    expect(back('2024-03-31', 1)).toBe('2024-02-29');
    expect(back('2025-01-15', 2)).toBe('2024-11-15');
    expect(back('2025-08-31', 6)).toBe('2025-02-28');
    expect(back('2025-06-15', 12)).toBe('2024-06-15');
    expect(back('2024-02-29', 12)).toBe('2023-02-28');
  });

  it('counts whole years owned by anniversaries', () => {
    const years = (a: string, b: string): number => wholeYearsBetween(dayFromIso(a), dayFromIso(b));
    expect(years('2020-06-15', '2025-06-15')).toBe(5);
    expect(years('2020-06-16', '2025-06-15')).toBe(4);
    expect(years('2025-06-01', '2025-06-15')).toBe(0);
    expect(years('1999-12-31', '2025-01-01')).toBe(25);
  });
});
