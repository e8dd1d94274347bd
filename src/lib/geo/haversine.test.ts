import { describe, expect, it } from 'vitest';
import { destination, distanceMiles, EARTH_RADIUS_MILES } from './haversine';

describe('distanceMiles', () => {
  it('is zero for the same point and symmetric', () => {
    const austin = { lat: 30.2672, lon: -97.7431 };
    const dallas = { lat: 32.7767, lon: -96.797 };
    expect(distanceMiles(austin, austin)).toBe(0);
    expect(distanceMiles(austin, dallas)).toBeCloseTo(distanceMiles(dallas, austin), 9);
  });

  it('matches known distances', () => {
    // Austin to Dallas is about 182 miles as the crow flies.
    expect(
      distanceMiles({ lat: 30.2672, lon: -97.7431 }, { lat: 32.7767, lon: -96.797 }),
    ).toBeCloseTo(182.1, 0);
    // A degree of latitude is R·π/180 miles.
    expect(distanceMiles({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(
      (EARTH_RADIUS_MILES * Math.PI) / 180,
      9,
    );
  });
});

describe('destination', () => {
  it('lands the given distance away along the bearing', () => {
    const start = { lat: 30.27, lon: -97.74 };
    for (const bearing of [0, 45, 90, 180, 270, 333]) {
      const end = destination(start, bearing, 2.5);
      expect(distanceMiles(start, end)).toBeCloseTo(2.5, 9);
    }
    expect(destination(start, 0, 1).lat).toBeGreaterThan(start.lat);
    expect(destination(start, 90, 1).lon).toBeGreaterThan(start.lon);
  });

  it('keeps longitudes in range across the antimeridian', () => {
    const end = destination({ lat: 0, lon: 179.99 }, 90, 10);
    expect(end.lon).toBeLessThan(-179);
  });
});
