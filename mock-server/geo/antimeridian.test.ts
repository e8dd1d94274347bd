// A polygon across the antimeridian is read the short way round
// (docs/mock.md "Polygons across the antimeridian").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packRing, pointInRing, ringLonRanges } from './point-in-polygon';
import { RingGrid } from './ring-grid';

// The ring of the finding: lon 179 → -179, 2° wide, from latitude 10 to 60.
const ACROSS = [
  { lat: 10, lon: 179 },
  { lat: 60, lon: 179 },
  { lat: 60, lon: -179 },
  { lat: 10, lon: -179 },
];

describe('a ring across the antimeridian', () => {
  const ring = packRing(ACROSS);
  const grid = new RingGrid(ring);

  it('is packed 2° wide, not 358°', () => {
    expect(ring.maxLon - ring.minLon).toBe(2);
    expect(ringLonRanges(ring)).toEqual([
      [179, 180],
      [-180, -179],
    ]);
  });

  it('contains the points either side of ±180 between its edges', () => {
    for (const lon of [179.5, 180, -180, -179.5]) {
      expect(pointInRing(ring, lon, 30)).toBe(true);
      expect(grid.contains(lon, 30)).toBe(true);
    }
  });

  it('does not contain the rest of the globe (it once matched every property)', () => {
    for (const lon of [178.5, -178.5, 0, -97.74, 100]) {
      expect(pointInRing(ring, lon, 30)).toBe(false);
      expect(grid.contains(lon, 30)).toBe(false);
    }
    expect(pointInRing(ring, 179.5, 61)).toBe(false);
  });

  it('answers alike whichever side of ±180 the ring starts on', () => {
    const fromWest = packRing([...ACROSS.slice(2), ...ACROSS.slice(0, 2)]);
    expect(ringLonRanges(fromWest)).toEqual([
      [179, 180],
      [-180, -179],
    ]);
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: 0, max: 70, noNaN: true }),
        (lon, lat) => {
          expect(pointInRing(fromWest, lon, lat)).toBe(pointInRing(ring, lon, lat));
          expect(new RingGrid(fromWest).contains(lon, lat)).toBe(pointInRing(ring, lon, lat));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('a ring away from ±180', () => {
  it('packs and answers as before (one range, planar even-odd)', () => {
    const austin = packRing([
      { lat: 30.2, lon: -97.8 },
      { lat: 30.4, lon: -97.8 },
      { lat: 30.4, lon: -97.6 },
    ]);
    expect(ringLonRanges(austin)).toEqual([[-97.8, -97.6]]);
    expect(pointInRing(austin, -97.75, 30.35)).toBe(true);
    expect(pointInRing(austin, -97.65, 30.25)).toBe(false);
  });
});
