// Even-odd ray-casting point-in-polygon test on lon/lat, over a packed ring for the hot path.

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

/** Packs a ring of {lat, lon} points; a closing point equal to the first is harmless. */
export function packRing(points: readonly LatLon[]): PackedRing {
  const coords = new Float64Array(points.length * 2);
  let minLon = Infinity;
  let minLat = Infinity;
  let maxLon = -Infinity;
  let maxLat = -Infinity;
  points.forEach((p, i) => {
    coords[i * 2] = p.lon;
    coords[i * 2 + 1] = p.lat;
    if (p.lon < minLon) minLon = p.lon;
    if (p.lon > maxLon) maxLon = p.lon;
    if (p.lat < minLat) minLat = p.lat;
    if (p.lat > maxLat) maxLat = p.lat;
  });
  return { coords, minLon, minLat, maxLon, maxLat };
}

/**
 * True when (lon, lat) is inside the ring by the even-odd rule. Edges are treated planar in
 * degrees, which is what map-drawn polygons mean. Points exactly on an edge may fall either way.
 */
export function pointInRing(ring: PackedRing, lon: number, lat: number): boolean {
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
