// Polygon helpers on {lat, lon} rings: open/close rings and even-odd point-in-polygon, as the service tests membership.
import { samePoint, type LatLon } from './lat-lon';

/** The ring without consecutive duplicates and without a closing point equal to the first. */
export function openRing(ring: readonly LatLon[]): LatLon[] {
  const out: LatLon[] = [];
  for (const p of ring) {
    const last = out[out.length - 1];
    if (!last || !samePoint(last, p)) out.push(p);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (out.length > 1 && first && last && samePoint(first, last)) out.pop();
  return out;
}

/** Even-odd ray casting in plain lon/lat, open or closed ring alike. */
export function pointInRing(point: LatLon, ring: readonly LatLon[]): boolean {
  let inside = false;
  const n = ring.length;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const a = ring[i] as LatLon;
    const b = ring[j] as LatLon;
    if (
      a.lat > point.lat !== b.lat > point.lat &&
      point.lon < ((b.lon - a.lon) * (point.lat - a.lat)) / (b.lat - a.lat) + a.lon
    ) {
      inside = !inside;
    }
  }
  return inside;
}
