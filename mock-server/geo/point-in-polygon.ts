// Even-odd ray-casting point-in-polygon test on lon/lat, over a packed ring for the hot path.
import { unwrapLongitudes } from '../../src/api/contract/ring-longitudes';

export interface LatLon {
  lat: number;
  lon: number;
}

/** A polygon ring packed as [lon0, lat0, lon1, lat1, ...] plus its bounding box. */
export interface PackedRing {
  coords: Float64Array;
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

/**
 * Packs a ring of {lat, lon} points; a closing point equal to the first is harmless. Longitudes
 * are unwrapped the short way round (contract ring-longitudes), so a ring across the
 * antimeridian is packed with longitudes past ±180 and a box no wider than the ring.
 */
export function packRing(points: readonly LatLon[]): PackedRing {
  const coords = new Float64Array(points.length * 2);
  const { lons } = unwrapLongitudes(points.map((p) => p.lon));
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  points.forEach((p, i) => {
    const lon = lons[i] as number;
    coords[i * 2] = lon;
    coords[i * 2 + 1] = p.lat;
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (p.lat < minLat) minLat = p.lat;
    if (p.lat > maxLat) maxLat = p.lat;
  });
  return { coords, minLon, minLat, maxLon, maxLat };
}

/**
 * The point's longitude in the ring's unwrapped frame: shifted by a full turn when that brings it
 * into the ring's box (a property at -179.5 lies at 180.5 for a ring packed as 179..181). The
 * contract refuses rings 360° wide or more, so at most one of lon, lon ± 360 is in the box.
 */
export function lonInRingFrame(ring: PackedRing, lon: number): number {
  if (lon < ring.minLon && lon + 360 <= ring.maxLon) return lon + 360;
  if (lon > ring.maxLon && lon - 360 >= ring.minLon) return lon - 360;
  return lon;
}

/**
 * The ring's box as longitude ranges within [-180, 180], for index queries: one range, or two
 * when the ring crosses the antimeridian (179..181 is 179..180 and -180..-179).
 */
export function ringLonRanges(ring: PackedRing): [number, number][] {
  if (ring.maxLon > 180)
    return [
      [ring.minLon, 180],
      [-180, ring.maxLon - 360],
    ];
  if (ring.minLon < -180)
    return [
      [ring.minLon + 360, 180],
      [-180, ring.maxLon],
    ];
  return [[ring.minLon, ring.maxLon]];
}

/**
 * True when (lon, lat) is inside the ring by the even-odd rule. Edges are treated planar in
 * degrees, which is what map-drawn polygons mean. Points exactly on an edge may fall either way.
 */
export function pointInRing(ring: PackedRing, pointLon: number, lat: number): boolean {
  const lon = lonInRingFrame(ring, pointLon);
  if (lon < ring.minLon || lon > ring.maxLon || lat < ring.minLat || lat > ring.maxLat)
    return false;
  const c = ring.coords;
  const n = c.length >> 1;
  let inside = false;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = c[i * 2]!;
    const yi = c[i * 2 + 1]!;
    const xj = c[j * 2]!;
    const yj = c[j * 2 + 1]!;
    // The edge straddles the horizontal line through the point, and the crossing lies east of it.
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
