// Tests of the short-way reading of polygon longitudes
// (docs/mock.md "Polygons across the antimeridian").
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ringLongitudeProblem, unwrapLongitudes } from './ring-longitudes';
import { validatePropertySearchRequest } from './search-request';

describe('unwrapLongitudes', () => {
  it('continues a ring across the antimeridian instead of spanning the globe', () => {
    expect(unwrapLongitudes([179, 179, -179, -179])).toEqual({
      lons: [179, 179, 181, 181],
      winding: 0,
      halfTurnEdge: undefined,
    });
    expect(unwrapLongitudes([-179, 179, 179]).lons).toEqual([-179, -181, -181]);
  });

  it('leaves a ring that stays away from ±180 as it is', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -125, max: -66, noNaN: true }), { minLength: 3, maxLength: 20 }),
        (lons) => {
          const out = unwrapLongitudes(lons);
          expect(out.lons).toEqual(lons);
          expect(out.winding).toBe(0);
        },
      ),
    );
  });

  it('counts a ring that circles a pole', () => {
    expect(unwrapLongitudes([0, 120, -120]).winding).toBe(1);
    expect(unwrapLongitudes([0, -120, 120]).winding).toBe(-1);
  });
});

describe('ringLongitudeProblem', () => {
  it('accepts a ring across the antimeridian', () => {
    expect(ringLongitudeProblem([179, 179, -179, -179])).toBeUndefined();
  });

  it('refuses an edge of exactly 180°, naming its points', () => {
    expect(ringLongitudeProblem([0, 180, 90])).toMatch(
      /^has an edge from point 0 to point 1 that spans exactly 180° of longitude/,
    );
    expect(ringLongitudeProblem([-90, 0, 90])).toMatch(/from point 2 to point 0/);
  });

  it('refuses a ring circling a pole', () => {
    expect(ringLongitudeProblem([0, 120, -120])).toMatch(/circles a pole/);
  });

  it('refuses a ring 360° wide or more that does not circle a pole', () => {
    // East in steps of 170° to 510°, then back: every edge is short and the ring closes, but its
    // longitudes overlap themselves, so a property could be inside "twice".
    const lons = [0, 170, -20, 150, -20, 170];
    expect(unwrapLongitudes(lons)).toMatchObject({
      lons: [0, 170, 340, 510, 340, 170],
      winding: 0,
    });
    expect(ringLongitudeProblem(lons)).toBe('spans 360° of longitude or more: draw a smaller area');
  });
});

describe('polygon validation', () => {
  it('refuses an ambiguous ring with a 400 message naming the field', () => {
    const checked = validatePropertySearchRequest({
      polygon: [
        { lat: 10, lon: 0 },
        { lat: 20, lon: 180 },
        { lat: 30, lon: 90 },
      ],
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok)
      expect(checked.violations[0]?.message).toMatch(
        /^polygon has an edge from point 0 to point 1 that spans exactly 180°/,
      );
  });

  it('refuses it inside multi_polygon with the path of the ring', () => {
    const checked = validatePropertySearchRequest({
      multi_polygon: [
        {
          boundaries: [
            { lat: 60, lon: 0 },
            { lat: 60, lon: 120 },
            { lat: 60, lon: -120 },
          ],
        },
      ],
    });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.violations[0]?.field).toBe('multi_polygon[0].boundaries');
  });
});
