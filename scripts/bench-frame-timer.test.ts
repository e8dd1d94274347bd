// How bench:web sums up the frame times of its scripted pan and zoom.
import { describe, expect, it } from 'vitest';
import { frameStats, visibleShare } from './bench-frame-timer.mjs';

describe('frameStats', () => {
  it('reports the median, the 95th percentile by nearest rank, and fps over the elapsed time', () => {
    // 19 smooth frames and one long one: p95 is the 19th of 20, still smooth; fps feels the long one.
    const frames = [...Array.from({ length: 19 }, () => 16), 200];
    expect(frameStats(frames)).toEqual({ p50: 16, p95: 16, fps: 20_000 / 504, count: 20 });
  });

  it('puts two long frames in twenty into the 95th percentile', () => {
    const frames = [...Array.from({ length: 18 }, (_, i) => 10 + i), 80, 90];
    const stats = frameStats(frames);
    expect(stats.p50).toBe(19);
    expect(stats.p95).toBe(80);
  });

  it('refuses an empty run rather than reporting NaN', () => {
    expect(() => frameStats([])).toThrow('no frames measured');
  });
});

describe('visibleShare', () => {
  const viewport = { width: 1280, height: 900 };

  it('is 1 for a map wholly in the window and 0 for one scrolled above it', () => {
    expect(visibleShare({ left: 385, top: 141, right: 1267, bottom: 461 }, viewport)).toBe(1);
    expect(visibleShare({ left: 385, top: -459, right: 1267, bottom: -139 }, viewport)).toBe(0);
  });

  it('counts the part of a map cut by the window edge', () => {
    expect(visibleShare({ left: 0, top: 800, right: 100, bottom: 1000 }, viewport)).toBe(0.5);
  });
});
