import { describe, expect, it } from 'vitest';
import { boundsOf, boundsPolygon, containsBounds, unionBounds } from './bounds';

describe('boundsOf', () => {
  it('spans the points and skips non-finite ones', () => {
    expect(
      boundsOf([
        { lat: 30, lon: -97 },
        { lat: 31, lon: -98 },
        { lat: Number.NaN, lon: 0 },
      ]),
    ).toEqual({ west: -98, south: 30, east: -97, north: 31 });
    expect(boundsOf([])).toBeUndefined();
  });

  it('unions and contains', () => {
    const a = { west: 0, south: 0, east: 1, north: 1 };
    const b = { west: 2, south: -1, east: 3, north: 0.5 };
    expect(unionBounds(a, b)).toEqual({ west: 0, south: -1, east: 3, north: 1 });
    expect(unionBounds(undefined, b)).toBe(b);
    expect(containsBounds(unionBounds(a, b)!, a)).toBe(true);
    expect(containsBounds(a, b)).toBe(false);
  });
});

describe('boundsPolygon', () => {
  it('is four corners, clockwise from the north-west, without a closing duplicate', () => {
    expect(boundsPolygon({ west: -97.8, south: 30.2, east: -97.6, north: 30.35 })).toEqual([
      { lat: 30.35, lon: -97.8 },
      { lat: 30.35, lon: -97.6 },
      { lat: 30.2, lon: -97.6 },
      { lat: 30.2, lon: -97.8 },
    ]);
  });

  it('rounds to 6 decimals and clamps to valid coordinates', () => {
    const ring = boundsPolygon({ west: -200.1234567, south: -95, east: 10.1234567, north: 95 });
    expect(ring[0]).toEqual({ lat: 90, lon: -180 });
    expect(ring[2]).toEqual({ lat: -90, lon: 10.123457 });
  });
});
