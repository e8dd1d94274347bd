// A radius search as a drawable ring, and back: centre and radius recovered from a ring's geometry.
import { destination, distanceMiles } from './haversine';
import { openRing } from './polygon';
import type { LatLon } from './lat-lon';

export interface Circle {
  center: LatLon;
  radiusMiles: number;
}

/** The geodesic circle as an open ring of `segments` points (no closing duplicate), clockwise from north. */
export function circleRing(circle: Circle, segments = 64): LatLon[] {
  const ring: LatLon[] = [];
  for (let i = 0; i < segments; i++) {
    ring.push(destination(circle.center, (360 * i) / segments, circle.radiusMiles));
  }
  return ring;
}

const RAD = Math.PI / 180;

/**
 * Centre and radius of a circle-like ring: the centre is the spherical centroid of its vertices
 * (the mean of their unit vectors, which for a geodesic circle is exactly its centre, where a
 * plain lat/lon mean drifts south by metres) and the radius their mean great-circle distance from
 * it. For a ring that an edit has made a little uneven this is the circle that best stands for it.
 */
export function circleFromRing(ring: readonly LatLon[]): Circle | undefined {
  const points = openRing(ring);
  if (points.length < 3) return undefined;
  let x = 0;
  let y = 0;
  let z = 0;
  for (const p of points) {
    const cosLat = Math.cos(p.lat * RAD);
    x += cosLat * Math.cos(p.lon * RAD);
    y += cosLat * Math.sin(p.lon * RAD);
    z += Math.sin(p.lat * RAD);
  }
  const center = {
    lat: Math.atan2(z, Math.hypot(x, y)) / RAD,
    lon: Math.atan2(y, x) / RAD,
  };
  let total = 0;
  for (const p of points) total += distanceMiles(center, p);
  return { center, radiusMiles: total / points.length };
}
