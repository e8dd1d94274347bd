// Great-circle distance and destination on a spherical Earth, in miles, the way the service measures a radius.
import type { LatLon } from './lat-lon';

/** Mean Earth radius in miles (IUGG), the radius the service's haversine uses. */
export const EARTH_RADIUS_MILES = 3958.7613;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** Haversine distance between two points, in miles. */
export function distanceMiles(a: LatLon, b: LatLon): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point `miles` away from `from` along the initial bearing (degrees clockwise from north). */
export function destination(from: LatLon, bearingDegrees: number, miles: number): LatLon {
  const angular = miles / EARTH_RADIUS_MILES;
  const bearing = toRadians(bearingDegrees);
  const lat1 = toRadians(from.lat);
  const lon1 = toRadians(from.lon);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing),
  );
  const lon2 =
    lon1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1),
      Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2),
    );
  // Normalise to [-180, 180) so a circle near the antimeridian still has valid longitudes.
  const lon = ((toDegrees(lon2) + 540) % 360) - 180;
  return { lat: toDegrees(lat2), lon };
}
