import { describe, expect, it } from 'vitest';
import { cpuProbe, median, probePage } from './bench-machine.mjs';

describe('the machine probe of the bench scripts', () => {
  it('parses a page the size of a 250-record search answer, the same text every time', () => {
    const text = probePage();
    expect(text.length).toBeGreaterThan(800_000);
    expect(text.length).toBeLessThan(1_000_000);
    expect(probePage()).toBe(text);
    const page = JSON.parse(text) as { data: Array<{ id: string }> };
    expect(page.data).toHaveLength(250);
    expect(page.data[249]?.id).toBe('10000249');
  });

  it('reports the median parse time of its runs', () => {
    // Each parse is timed by two reads of the clock; these make the runs 5, 1, 9, 3 and 7 ms.
    const reads = [0, 5, 10, 11, 20, 29, 30, 33, 40, 47];
    let next = 0;
    const now = () => reads[next++] ?? Number.NaN;
    expect(cpuProbe({ runs: 5, now })).toBe(5);
    expect(next).toBe(10);
  });

  it('takes the middle two of an even number of runs', () => {
    const reads = [0, 2, 10, 14, 20, 26, 30, 38];
    let next = 0;
    expect(cpuProbe({ runs: 4, now: () => reads[next++] ?? Number.NaN })).toBe(5);
  });

  it('times real parses with the default clock', () => {
    const ms = cpuProbe({ runs: 3 });
    expect(Number.isFinite(ms)).toBe(true);
    expect(ms).toBeGreaterThan(0);
  });

  it('gives the benches one median: the middle value, or the mean of the middle two', () => {
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});
