import { describe, expect, it } from 'vitest';
import { fitMercator, mercatorUnit } from './mercator-fit';
import { US_BOUNDS, US_VIEW_PADDING } from '../us-view';

describe('mercatorUnit', () => {
  it('puts the origin in the middle and the north up', () => {
    expect(mercatorUnit(0, 0)).toEqual([0.5, 0.5]);
    const [, north] = mercatorUnit(0, 60);
    const [, south] = mercatorUnit(0, -60);
    expect(north).toBeLessThan(0.5);
    expect(north + south).toBeCloseTo(1, 12);
  });
});

describe('fitMercator', () => {
  it('fits the bounds inside the padded box, filling it along the binding side', () => {
    const [width, height] = [952, 449];
    const view = fitMercator(US_BOUNDS, width, height, US_VIEW_PADDING);
    const [left, top] = view.project(US_BOUNDS.west, US_BOUNDS.north);
    const [right, bottom] = view.project(US_BOUNDS.east, US_BOUNDS.south);
    for (const x of [left, right]) expect(x).toBeGreaterThanOrEqual(US_VIEW_PADDING - 1e-9);
    for (const x of [left, right]) expect(x).toBeLessThanOrEqual(width - US_VIEW_PADDING + 1e-9);
    for (const y of [top, bottom]) expect(y).toBeGreaterThanOrEqual(US_VIEW_PADDING - 1e-9);
    for (const y of [top, bottom]) expect(y).toBeLessThanOrEqual(height - US_VIEW_PADDING + 1e-9);
    // A wide-short box is bound by its height: the bounds touch the top and bottom padding.
    expect(top).toBeCloseTo(US_VIEW_PADDING, 6);
    expect(bottom).toBeCloseTo(height - US_VIEW_PADDING, 6);
    // Centred horizontally.
    expect((left + right) / 2).toBeCloseTo(width / 2, 6);
  });

  it('gives the zoom MapLibre would: one zoom step per doubling of the box', () => {
    const small = fitMercator(US_BOUNDS, 500, 300, 0).zoom;
    const large = fitMercator(US_BOUNDS, 1000, 600, 0).zoom;
    expect(large - small).toBeCloseTo(1, 9);
    // The lower 48 in a 1000 × 600 map sit between zoom 3 and 4, as on the live map.
    expect(large).toBeGreaterThan(3);
    expect(large).toBeLessThan(4);
  });
});
