import { describe, expect, it } from 'vitest';
import { openRing, pointInRing } from './polygon';

const square = [
  { lat: 0, lon: 0 },
  { lat: 0, lon: 2 },
  { lat: 2, lon: 2 },
  { lat: 2, lon: 0 },
];

describe('openRing', () => {
  it('drops the closing point and repeated points', () => {
    expect(openRing([...square, square[0]!])).toEqual(square);
    expect(openRing([square[0]!, square[0]!, ...square.slice(1)])).toEqual(square);
    expect(openRing(square)).toEqual(square);
  });
});

describe('pointInRing', () => {
  it('tests membership by even-odd ray casting', () => {
    expect(pointInRing({ lat: 1, lon: 1 }, square)).toBe(true);
    expect(pointInRing({ lat: 3, lon: 1 }, square)).toBe(false);
    expect(pointInRing({ lat: 1, lon: -0.5 }, square)).toBe(false);
  });

  it('handles concave rings', () => {
    // A "C" open to the east.
    const c = [
      { lat: 0, lon: 0 },
      { lat: 0, lon: 3 },
      { lat: 1, lon: 3 },
      { lat: 1, lon: 1 },
      { lat: 2, lon: 1 },
      { lat: 2, lon: 3 },
      { lat: 3, lon: 3 },
      { lat: 3, lon: 0 },
    ];
    expect(pointInRing({ lat: 1.5, lon: 2 }, c)).toBe(false);
    expect(pointInRing({ lat: 1.5, lon: 0.5 }, c)).toBe(true);
  });
});
