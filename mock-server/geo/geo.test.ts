// Tests of the geometry helpers against known distances and hand-drawn polygons.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundingBoxMiles, haversineMiles, RadiusTest } from './haversine';
import { packRing, pointInRing } from './point-in-polygon';
import { RingGrid } from './ring-grid';

describe('haversineMiles', () => {
  it('matches known great-circle distances', () => {
    // One degree of latitude is 69.09 mi on a sphere of radius 3958.7613 mi (2πR/360).
    expect(haversineMiles(0, 0, 1, 0)).toBeCloseTo(69.0934, 3);
    // Along the equator the same holds for longitude.
    expect(haversineMiles(0, 10, 0, 11)).toBeCloseTo(69.0934, 3);
    // Quarter of a great circle: pole to equator.
    expect(haversineMiles(90, 0, 0, 0)).toBeCloseTo((Math.PI / 2) * 3958.7613, 3);
    // Antipodes: half the circumference.
    expect(haversineMiles(0, 0, 0, 180)).toBeCloseTo(Math.PI * 3958.7613, 3);
    // Austin → Dallas city halls ≈ 182 mi; New York → Los Angeles ≈ 2445 mi.
    expect(haversineMiles(30.2672, -97.7431, 32.7767, -96.797)).toBeCloseTo(182.2, 0);
    expect(haversineMiles(40.7128, -74.006, 34.0522, -118.2437)).toBeCloseTo(2445.6, 0);
  });

  it('is symmetric and zero at the same point', () => {
    expect(haversineMiles(30, -97, 30, -97)).toBe(0);
    expect(haversineMiles(30, -97, 31, -98)).toBeCloseTo(haversineMiles(31, -98, 30, -97), 12);
  });
});

describe('boundingBoxMiles', () => {
  it('contains every point within the radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -70, max: 70, noNaN: true }),
        fc.double({ min: -170, max: 170, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        (lat, lon, miles, frac, bearing) => {
          // A point at distance frac·miles along `bearing` (spherical destination formula).
          const d = (frac * miles) / 3958.7613;
          const φ1 = (lat * Math.PI) / 180;
          const φ2 = Math.asin(
            Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing),
          );
          const λ2 =
            (lon * Math.PI) / 180 +
            Math.atan2(
              Math.sin(bearing) * Math.sin(d) * Math.cos(φ1),
              Math.cos(d) - Math.sin(φ1) * Math.sin(φ2),
            );
          const pLat = (φ2 * 180) / Math.PI;
          const pLon = (λ2 * 180) / Math.PI;
          const box = boundingBoxMiles(lat, lon, miles);
          expect(pLat).toBeGreaterThanOrEqual(box.minLat);
          expect(pLat).toBeLessThanOrEqual(box.maxLat);
          expect(pLon).toBeGreaterThanOrEqual(box.minLon);
          expect(pLon).toBeLessThanOrEqual(box.maxLon);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('pointInRing', () => {
  const square = packRing([
    { lat: 0, lon: 0 },
    { lat: 0, lon: 10 },
    { lat: 10, lon: 10 },
    { lat: 10, lon: 0 },
  ]);
  // A "C" shape: the notch (lon 3..10, lat 3..7) is outside.
  const cShape = packRing([
    { lat: 0, lon: 0 },
    { lat: 0, lon: 10 },
    { lat: 3, lon: 10 },
    { lat: 3, lon: 3 },
    { lat: 7, lon: 3 },
    { lat: 7, lon: 10 },
    { lat: 10, lon: 10 },
    { lat: 10, lon: 0 },
  ]);

  it('knows inside from outside for a square', () => {
    expect(pointInRing(square, 5, 5)).toBe(true);
    expect(pointInRing(square, 0.001, 9.999)).toBe(true);
    expect(pointInRing(square, -1, 5)).toBe(false);
    expect(pointInRing(square, 5, 10.5)).toBe(false);
    expect(square).toMatchObject({ minLon: 0, minLat: 0, maxLon: 10, maxLat: 10 });
  });

  it('handles a concave ring', () => {
    expect(pointInRing(cShape, 1, 5)).toBe(true); // the spine
    expect(pointInRing(cShape, 6, 5)).toBe(false); // the notch
    expect(pointInRing(cShape, 6, 1.5)).toBe(true); // lower arm
    expect(pointInRing(cShape, 6, 8.5)).toBe(true); // upper arm
  });

  it('accepts a closed ring (first point repeated) with the same answers', () => {
    const closed = packRing([
      { lat: 0, lon: 0 },
      { lat: 0, lon: 10 },
      { lat: 10, lon: 10 },
      { lat: 10, lon: 0 },
      { lat: 0, lon: 0 },
    ]);
    for (const [lon, lat] of [
      [5, 5],
      [-1, 5],
      [9.9, 0.1],
      [11, 11],
    ] as const) {
      expect(pointInRing(closed, lon, lat)).toBe(pointInRing(square, lon, lat));
    }
  });

  it('uses the even-odd rule for a self-intersecting star', () => {
    // Pentagram: the central pentagon is covered twice, so it is outside under even-odd.
    const star = packRing(
      [0, 2, 4, 1, 3].map((k) => ({
        lat: Math.cos((2 * Math.PI * k) / 5) * 10,
        lon: Math.sin((2 * Math.PI * k) / 5) * 10,
      })),
    );
    expect(pointInRing(star, 0, 0)).toBe(false);
    expect(pointInRing(star, 0, 8)).toBe(true); // a point of the star
  });
});

describe('RadiusTest', () => {
  it('answers exactly like haversineMiles <= miles', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 20, max: 50, noNaN: true }),
        fc.double({ min: -125, max: -70, noNaN: true }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        fc.array(
          fc.tuple(
            fc.double({ min: -0.2, max: 0.2, noNaN: true }),
            fc.double({ min: -0.2, max: 0.2, noNaN: true }),
          ),
          {
            minLength: 50,
            maxLength: 50,
          },
        ),
        (lat, lon, miles, offsets) => {
          const t = new RadiusTest(lat, lon, miles);
          for (const [dLat, dLon] of offsets) {
            const want = haversineMiles(lat, lon, lat + dLat, lon + dLon) <= miles;
            if (t.contains(lat + dLat, lon + dLon) !== want) return false;
          }
          return true;
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('RingGrid', () => {
  const randomRing = fc.array(
    fc.tuple(
      fc.double({ min: -1, max: 1, noNaN: true }),
      fc.double({ min: -1, max: 1, noNaN: true }),
    ),
    { minLength: 3, maxLength: 40 },
  );

  it('answers exactly like pointInRing, for any ring (even self-intersecting)', () => {
    fc.assert(
      fc.property(
        randomRing,
        fc.integer({ min: 1, max: 64 }),
        fc.array(
          fc.tuple(
            fc.double({ min: -1.2, max: 1.2, noNaN: true }),
            fc.double({ min: -1.2, max: 1.2, noNaN: true }),
          ),
          {
            minLength: 200,
            maxLength: 200,
          },
        ),
        (pts, size, probes) => {
          const ring = packRing(pts.map(([lon, lat]) => ({ lat, lon })));
          const grid = new RingGrid(ring, size);
          return probes.every(
            ([lon, lat]) => grid.contains(lon, lat) === pointInRing(ring, lon, lat),
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('agrees on a dense lattice near the edges of a star', () => {
    const star = packRing(
      Array.from({ length: 40 }, (_, i) => {
        const a = (2 * Math.PI * i) / 40;
        const r = i % 2 === 0 ? 1 : 0.4;
        return { lat: r * Math.cos(a), lon: r * Math.sin(a) };
      }),
    );
    const grid = new RingGrid(star);
    let disagreements = 0;
    for (let i = 0; i <= 400; i++) {
      for (let j = 0; j <= 400; j++) {
        const lon = -1.1 + (2.2 * i) / 400;
        const lat = -1.1 + (2.2 * j) / 400;
        if (grid.contains(lon, lat) !== pointInRing(star, lon, lat)) disagreements++;
      }
    }
    expect(disagreements).toBe(0);
  });
});
