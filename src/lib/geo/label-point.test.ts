import { readFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';
import type { MultiPolygon, Polygon } from 'geojson';
import { describe, expect, it } from 'vitest';
import { labelPoint, largestPolygon, mainPolygonOf, quickLabelPoint } from './label-point';
import { pointInRing } from './polygon';

const inside = (p: [number, number], ring: readonly (readonly number[])[]) =>
  pointInRing(
    { lon: p[0], lat: p[1] },
    ring.map((q) => ({ lon: q[0] as number, lat: q[1] as number })),
  );

describe('labelPoint', () => {
  it('is the centre of a square', () => {
    const square = [
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
        [0, 0],
      ],
    ];
    const [x, y] = labelPoint(square, 0.01);
    expect(x).toBeCloseTo(2, 1);
    expect(y).toBeCloseTo(2, 1);
  });

  it('picks the biggest part of a multi-polygon', () => {
    const small = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ];
    const big = [
      [
        [5, 5],
        [9, 5],
        [9, 9],
        [5, 9],
        [5, 5],
      ],
    ];
    expect(largestPolygon([small, big])).toBe(big);
    expect(largestPolygon([])).toBeUndefined();
  });

  it('takes a Polygon as it is, the largest part of a MultiPolygon, and nothing else', () => {
    const square = [
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 0],
      ],
    ];
    const wide = [
      [
        [5, 5],
        [9, 5],
        [9, 9],
        [5, 5],
      ],
    ];
    const polygon: Polygon = { type: 'Polygon', coordinates: square };
    const multi: MultiPolygon = { type: 'MultiPolygon', coordinates: [square, wide] };
    expect(mainPolygonOf(polygon)).toBe(square);
    expect(mainPolygonOf(multi)).toBe(wide);
    expect(mainPolygonOf({ type: 'Point', coordinates: [0, 0] })).toBeUndefined();
  });

  it('stays inside a C shape whose centroid is outside', () => {
    const c = [
      [
        [0, 0],
        [3, 0],
        [3, 1],
        [1, 1],
        [1, 2],
        [3, 2],
        [3, 3],
        [0, 3],
        [0, 0],
      ],
    ];
    expect(inside(labelPoint(c, 0.01), c[0]!)).toBe(true);
  });

  it('quickLabelPoint uses the centroid of a convex shape and stays inside a C shape', () => {
    const square = [
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
        [0, 0],
      ],
    ];
    expect(quickLabelPoint(square)).toEqual([2, 2]);
    const c = [
      [
        [0, 0],
        [3, 0],
        [3, 1],
        [1, 1],
        [1, 2],
        [3, 2],
        [3, 3],
        [0, 3],
        [0, 0],
      ],
    ];
    expect(inside(quickLabelPoint(c), c[0]!)).toBe(true);
  });

  it('lands inside every US state outline', () => {
    const topology = JSON.parse(
      readFileSync('node_modules/us-atlas/states-10m.json', 'utf8'),
    ) as Topology;
    const states = feature(topology, topology.objects.states!) as unknown as {
      features: { geometry: Polygon | MultiPolygon; properties: { name: string } }[];
    };
    for (const state of states.features) {
      const polygons =
        state.geometry.type === 'Polygon'
          ? [state.geometry.coordinates]
          : state.geometry.coordinates;
      const main = largestPolygon(polygons)!;
      expect(inside(labelPoint(main), main[0]!), state.properties.name).toBe(true);
    }
  });
});
