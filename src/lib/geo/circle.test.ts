import { describe, expect, it } from 'vitest';
import { circleFromRing, circleRing } from './circle';
import { distanceMiles } from './haversine';

describe('circleRing', () => {
  it('puts every vertex on the circle', () => {
    const circle = { center: { lat: 30.27, lon: -97.74 }, radiusMiles: 2.5 };
    const ring = circleRing(circle, 32);
    expect(ring).toHaveLength(32);
    for (const p of ring) expect(distanceMiles(circle.center, p)).toBeCloseTo(2.5, 9);
  });
});

describe('circleFromRing', () => {
  it('recovers centre and radius of a circle, open or closed', () => {
    const circle = { center: { lat: 40.7, lon: -74 }, radiusMiles: 7.25 };
    const ring = circleRing(circle);
    for (const input of [ring, [...ring, ring[0]!]]) {
      const back = circleFromRing(input)!;
      expect(back.center.lat).toBeCloseTo(40.7, 5);
      expect(back.center.lon).toBeCloseTo(-74, 5);
      expect(back.radiusMiles).toBeCloseTo(7.25, 3);
    }
  });

  it('gives the mean radius of an uneven ring', () => {
    const center = { lat: 0, lon: 0 };
    // A square of "radius" 1° on the axes: every vertex the same distance away.
    const ring = [
      { lat: 1, lon: 0 },
      { lat: 0, lon: 1 },
      { lat: -1, lon: 0 },
      { lat: 0, lon: -1 },
    ];
    const back = circleFromRing(ring)!;
    expect(back.center).toEqual(center);
    expect(back.radiusMiles).toBeCloseTo(distanceMiles(center, { lat: 1, lon: 0 }), 6);
  });

  it('refuses fewer than three points', () => {
    expect(circleFromRing([{ lat: 1, lon: 1 }])).toBeUndefined();
  });
});
