// Bounding boxes of points, and a map view's box as the polygon a "search this area" sends.
import { roundTo, COORDINATE_DECIMALS, type LatLon } from './lat-lon';

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The smallest box holding every point, or undefined for none. */
export function boundsOf(points: Iterable<LatLon>): Bounds | undefined {
  let box: Bounds | undefined;
  for (const p of points) {
    if (!Number.isFinite(p.lat) || !Number.isFinite(p.lon)) continue;
    if (!box) box = { west: p.lon, south: p.lat, east: p.lon, north: p.lat };
    else {
      box.west = Math.min(box.west, p.lon);
      box.east = Math.max(box.east, p.lon);
      box.south = Math.min(box.south, p.lat);
      box.north = Math.max(box.north, p.lat);
    }
  }
  return box;
}

export function unionBounds(a: Bounds | undefined, b: Bounds | undefined): Bounds | undefined {
  if (!a) return b;
  if (!b) return a;
  return {
    west: Math.min(a.west, b.west),
    south: Math.min(a.south, b.south),
    east: Math.max(a.east, b.east),
    north: Math.max(a.north, b.north),
  };
}

export function containsBounds(outer: Bounds, inner: Bounds): boolean {
  return (
    inner.west >= outer.west &&
    inner.east <= outer.east &&
    inner.south >= outer.south &&
    inner.north <= outer.north
  );
}

/**
 * The box as an open 4-point ring (NW, NE, SE, SW): the spec needs at least 3 points and the
 * service closes rings itself, so no closing duplicate is sent. Latitude is clamped to ±90 and
 * longitude to ±180, so a zoomed-out view that wraps the world still gives a valid polygon.
 */
export function boundsPolygon(bounds: Bounds): LatLon[] {
  const clampLat = (v: number) => roundTo(Math.max(-90, Math.min(90, v)), COORDINATE_DECIMALS);
  const clampLon = (v: number) => roundTo(Math.max(-180, Math.min(180, v)), COORDINATE_DECIMALS);
  const north = clampLat(bounds.north);
  const south = clampLat(bounds.south);
  const west = clampLon(bounds.west);
  const east = clampLon(bounds.east);
  return [
    { lat: north, lon: west },
    { lat: north, lon: east },
    { lat: south, lon: east },
    { lat: south, lon: west },
  ];
}
