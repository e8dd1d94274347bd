// Web Mercator as MapLibre draws it (512-pixel world at zoom 0), fitted to a box the way
// map.fitBounds fits it: so a flat picture of the first view lines up with the live map.
import type { Bounds } from '../../../lib/geo/bounds';

const TILE_SIZE = 512;

/** Longitude and latitude as Web Mercator units, 0..1 from the antimeridian and the north edge. */
export function mercatorUnit(lon: number, lat: number): [number, number] {
  const clamped = Math.max(-85.051129, Math.min(85.051129, lat));
  const phi = (clamped * Math.PI) / 180;
  return [(lon + 180) / 360, (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2];
}

export interface MercatorView {
  zoom: number;
  /** Pixel position of a coordinate in a width × height view. */
  project: (lon: number, lat: number) => [number, number];
}

/** The view fitBounds(bounds, { padding }) gives a width × height map. */
export function fitMercator(
  bounds: Bounds,
  width: number,
  height: number,
  padding: number,
): MercatorView {
  const [x0, y0] = mercatorUnit(bounds.west, bounds.north);
  const [x1, y1] = mercatorUnit(bounds.east, bounds.south);
  const scale = Math.min(
    Math.max(1, width - 2 * padding) / ((x1 - x0) * TILE_SIZE),
    Math.max(1, height - 2 * padding) / ((y1 - y0) * TILE_SIZE),
  );
  const worldSize = TILE_SIZE * scale;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return {
    zoom: Math.log2(scale),
    project(lon, lat) {
      const [x, y] = mercatorUnit(lon, lat);
      return [(x - cx) * worldSize + width / 2, (y - cy) * worldSize + height / 2];
    },
  };
}
