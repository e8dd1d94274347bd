import { readFileSync } from 'node:fs';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { BASEMAP_COLORS } from '../basemap/basemap-colors';
import { paintPreview, previewShapes, type PreviewContext } from './map-preview-picture';

const topology = JSON.parse(
  readFileSync('node_modules/us-atlas/states-10m.json', 'utf8'),
) as Topology;

/** Records what is drawn, so the picture can be checked without a canvas. */
function recordingContext() {
  const points: [number, number][] = [];
  const fills: string[] = [];
  const context = {
    setTransform: () => {},
    fillRect: () => {},
    beginPath: () => {},
    moveTo: (x: number, y: number) => points.push([x, y]),
    lineTo: (x: number, y: number) => points.push([x, y]),
    closePath: () => {},
    fill() {
      fills.push(String(this.fillStyle));
    },
    stroke: () => {},
    fillStyle: '',
    strokeStyle: '',
    lineWidth: 1,
    lineJoin: 'miter',
  };
  return { context: context as unknown as PreviewContext, points, fills };
}

describe('map preview picture', () => {
  it('takes the land and the inner state borders from us-atlas', () => {
    const shapes = previewShapes(topology);
    expect(shapes.land.length).toBeGreaterThan(10);
    expect(shapes.borders.length).toBeGreaterThan(10);
  });

  it('draws the lower 48 inside the canvas, in the basemap colours, dropping sub-pixel points', () => {
    const shapes = previewShapes(topology);
    const { context, points, fills } = recordingContext();
    paintPreview(context, shapes, 800, 400);
    expect(fills).toEqual([BASEMAP_COLORS.land]);
    const total = [...shapes.land.flat(), ...shapes.borders].reduce((n, l) => n + l.length, 0);
    expect(points.length).toBeLessThan(total);
    // The lower 48 span the canvas (Alaska, Hawaii and the territories fall outside it).
    const inside = points.filter(([x, y]) => x >= 0 && x <= 800 && y >= 0 && y <= 400);
    expect(inside.length).toBeGreaterThan(points.length / 2);
    const xs = inside.map(([x]) => x);
    const ys = inside.map(([, y]) => y);
    expect(Math.min(...xs)).toBeLessThan(150);
    expect(Math.max(...xs)).toBeGreaterThan(650);
    expect(Math.min(...ys)).toBeLessThan(40);
    expect(Math.max(...ys)).toBeGreaterThan(360);
  });
});
