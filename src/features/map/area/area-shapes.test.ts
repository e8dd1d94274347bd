import { describe, expect, it } from 'vitest';
import { circleRing } from '../../../lib/geo/circle';
import { distanceMiles } from '../../../lib/geo/haversine';
import {
  circleShapeFromRing,
  circleShapeRing,
  clampRadius,
  conflictNote,
  describeShapes,
  geometryFromShapes,
  geometryKey,
  radiusLimitNotice,
  shapesFromGeometry,
  withGeometry,
  type AreaShape,
} from './area-shapes';

const austin = { lat: 30.2672, lon: -97.7431 };
const tri = [
  { lat: 30.3, lon: -97.8 },
  { lat: 30.3, lon: -97.7 },
  { lat: 30.2, lon: -97.75 },
];
const quad = [
  { lat: 32.8, lon: -96.9 },
  { lat: 32.8, lon: -96.7 },
  { lat: 32.7, lon: -96.7 },
  { lat: 32.7, lon: -96.9 },
];

describe('geometryFromShapes', () => {
  it('turns a circle into latitude, longitude and radius, rounded', () => {
    expect(
      geometryFromShapes([
        { kind: 'circle', center: { lat: 30.26715432, lon: -97.74312345 }, radiusMiles: 2.4567 },
      ]),
    ).toEqual({ latitude: 30.267154, longitude: -97.743123, radius: 2.46 });
  });

  it('turns one polygon into polygon and several into multi_polygon, open rings', () => {
    expect(geometryFromShapes([{ kind: 'polygon', ring: [...tri, tri[0]!] }])).toEqual({
      polygon: tri,
    });
    expect(
      geometryFromShapes([
        { kind: 'polygon', ring: tri },
        { kind: 'polygon', ring: quad },
      ]),
    ).toEqual({ multi_polygon: [{ boundaries: tri }, { boundaries: quad }] });
  });

  it('keeps a circle and polygons together, and nothing for no shapes', () => {
    expect(
      geometryFromShapes([
        { kind: 'circle', center: austin, radiusMiles: 1 },
        { kind: 'polygon', ring: tri },
      ]),
    ).toEqual({ latitude: 30.2672, longitude: -97.7431, radius: 1, polygon: tri });
    expect(geometryFromShapes([])).toEqual({});
  });

  it('limits the radius to the contract range', () => {
    expect(geometryFromShapes([{ kind: 'circle', center: austin, radiusMiles: 14 }]).radius).toBe(
      10,
    );
    expect(geometryFromShapes([{ kind: 'circle', center: austin, radiusMiles: 0 }]).radius).toBe(
      0.1,
    );
  });
});

describe('shapesFromGeometry', () => {
  it('reads every geometry field back into shapes', () => {
    expect(
      shapesFromGeometry({
        latitude: 30.2672,
        longitude: -97.7431,
        radius: 2.5,
        multi_polygon: [{ boundaries: tri }, { boundaries: [...quad, quad[0]!] }],
      }),
    ).toEqual([
      { kind: 'circle', center: austin, radiusMiles: 2.5 },
      { kind: 'polygon', ring: tri },
      { kind: 'polygon', ring: quad },
    ]);
  });

  it('skips incomplete parts', () => {
    expect(shapesFromGeometry({ radius: 2 })).toEqual([]);
    expect(shapesFromGeometry({ polygon: tri.slice(0, 2) })).toEqual([]);
  });

  it('round-trips with geometryFromShapes', () => {
    const shapes: AreaShape[] = [
      { kind: 'polygon', ring: tri },
      { kind: 'polygon', ring: quad },
    ];
    expect(shapesFromGeometry(geometryFromShapes(shapes))).toEqual(shapes);
    const geometry = { latitude: 30.1, longitude: -97.2, radius: 3.25 };
    expect(geometryFromShapes(shapesFromGeometry(geometry))).toEqual(geometry);
  });
});

describe('radius from geometry', () => {
  it('recovers centre and radius of a drawn ring', () => {
    const ring = circleRing({ center: austin, radiusMiles: 2.5 });
    const result = circleShapeFromRing(ring)!;
    expect(result.limited).toBeNull();
    expect(result.shape).toEqual({ kind: 'circle', center: austin, radiusMiles: 2.5 });
  });

  it('clamps an oversized or tiny ring and says so', () => {
    const big = circleShapeFromRing(circleRing({ center: austin, radiusMiles: 13.2 }))!;
    expect(big.shape.radiusMiles).toBe(10);
    expect(big.limited).toBe('max');
    expect(radiusLimitNotice(big.limited)).toBe("Radius limited to 10 mi — the service's maximum.");
    const tiny = circleShapeFromRing(circleRing({ center: austin, radiusMiles: 0.01 }))!;
    expect(tiny.shape.radiusMiles).toBe(0.1);
    expect(radiusLimitNotice(tiny.limited)).toMatch(/0.1 mi/);
  });

  it('recomputes a stretched ring as its mean circle', () => {
    const ring = circleRing({ center: austin, radiusMiles: 2 }).map((p, i) =>
      // Push every other vertex out: an uneven edit.
      i % 2 === 0
        ? p
        : {
            lat: austin.lat + (p.lat - austin.lat) * 1.5,
            lon: austin.lon + (p.lon - austin.lon) * 1.5,
          },
    );
    const { shape } = circleShapeFromRing(ring)!;
    expect(shape.radiusMiles).toBeGreaterThan(2.3);
    expect(shape.radiusMiles).toBeLessThan(2.7);
  });

  it('draws a circle ring whose points lie on the radius', () => {
    const shape = { kind: 'circle' as const, center: austin, radiusMiles: 4 };
    for (const p of circleShapeRing(shape)) expect(distanceMiles(austin, p)).toBeCloseTo(4, 3);
  });

  it('clampRadius rounds to 2 decimals', () => {
    expect(clampRadius(2.345678)).toEqual({ radiusMiles: 2.35, limited: null });
    expect(clampRadius(Number.NaN).limited).toBe('min');
  });
});

describe('describeShapes', () => {
  it('summarises a radius', () => {
    expect(
      describeShapes([{ kind: 'circle', center: { lat: 30.27, lon: -97.74 }, radiusMiles: 2.5 }]),
    ).toBe('Radius 2.5 mi around 30.27, -97.74');
  });

  it('summarises polygons and their points', () => {
    expect(
      describeShapes([
        { kind: 'polygon', ring: [...tri, ...tri, ...tri.slice(0, 1)] },
        { kind: 'polygon', ring: [...quad, ...quad.slice(0, 3)] },
      ]),
    ).toBe('2 polygons, 14 points');
    expect(describeShapes([{ kind: 'polygon', ring: tri }])).toBe('1 polygon, 3 points');
  });

  it('explains a radius and a polygon together, and no area', () => {
    expect(
      describeShapes([
        { kind: 'circle', center: austin, radiusMiles: 1 },
        { kind: 'polygon', ring: tri },
      ]),
    ).toBe(
      'Radius 1 mi around 30.2672, -97.7431 and 1 polygon, 3 points: results must be inside both',
    );
    expect(describeShapes([])).toBe('No area drawn');
  });
});

describe('filters', () => {
  it('replaces the geometry and keeps every other filter', () => {
    expect(
      withGeometry(
        { city: 'Austin', state: 'TX', latitude: 1, longitude: 2, radius: 3, beds_min: 2 },
        { polygon: tri },
      ),
    ).toEqual({ city: 'Austin', state: 'TX', beds_min: 2, polygon: tri });
  });

  it('keys geometries independently of field order', () => {
    expect(geometryKey({ radius: 1, latitude: 2, longitude: 3 })).toBe(
      geometryKey({ latitude: 2, longitude: 3, radius: 1 }),
    );
    expect(geometryKey({ polygon: tri })).not.toBe(
      geometryKey({ multi_polygon: [{ boundaries: tri }] }),
    );
  });

  it('notes text location filters that also apply', () => {
    const shapes: AreaShape[] = [{ kind: 'circle', center: austin, radiusMiles: 1 }];
    expect(conflictNote(shapes, { city: 'Austin', state: 'TX', zip: ['78701'] })).toBe(
      'The area and the text location filters (city, state, zip) both apply: results must match both.',
    );
    expect(conflictNote(shapes, { beds_min: 2 })).toBeNull();
    expect(conflictNote([], { city: 'Austin' })).toBeNull();
  });
});
