// Great-circle distance in miles (haversine), a bounding box for a radius, and a fast exact radius test.

/** Mean Earth radius in miles (IUGG mean radius 6371.0088 km). */
const EARTH_RADIUS_MILES = 3958.7613;

const DEG = Math.PI / 180;

/** Distance in statute miles along the great circle between (lat1, lon1) and (lat2, lon2). */
export function haversineMiles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = (lat2 - lat1) * DEG;
  const dLon = (lon2 - lon1) * DEG;
  const s1 = Math.sin(dLat / 2);
  const s2 = Math.sin(dLon / 2);
  const a = s1 * s1 + Math.cos(lat1 * DEG) * Math.cos(lat2 * DEG) * s2 * s2;
  // min() guards asin against a rounding overshoot for antipodal points.
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * A lat/lon box that contains every point within `miles` of the centre, used as a cheap
 * prefilter before the exact haversine test. Widened slightly so rounding never excludes a hit.
 */
export function boundingBoxMiles(
  lat: number,
  lon: number,
  miles: number,
): { minLat: number; minLon: number; maxLat: number; maxLon: number } {
  const dLat = (miles / EARTH_RADIUS_MILES / DEG) * 1.001;
  // The widest longitude span of a spherical cap is at the latitude nearest the pole, so use
  // the cap edge's latitude rather than the centre's.
  const edgeLat = Math.min(89.9, Math.abs(lat) + dLat);
  const dLon = Math.min(180, dLat / Math.cos(edgeLat * DEG));
  return { minLat: lat - dLat, minLon: lon - dLon, maxLat: lat + dLat, maxLon: lon + dLon };
}

const MILES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_MILES) / 360;

/**
 * "Within `miles` of a centre" with a fast accept: points inside a square inscribed in the
 * circle (shrunk to 69% of the radius per side half, so it stays inside by a wide margin despite
 * the flat-box approximation) skip the haversine. The answer always equals
 * `haversineMiles(...) <= miles` because every point of the square is at least ~2% of the
 * radius inside the circle, far beyond floating-point error.
 */
export class RadiusTest {
  private readonly dLat: number;
  private readonly dLon: number;

  constructor(
    readonly lat: number,
    readonly lon: number,
    readonly miles: number,
  ) {
    const half = 0.69 * miles;
    this.dLat = half / MILES_PER_DEGREE;
    // The widest parallel in the box (nearest the equator) gives the smallest safe lon span.
    const widest = Math.max(0, Math.abs(lat) - this.dLat);
    this.dLon = widest < 89 ? half / (MILES_PER_DEGREE * Math.cos(widest * DEG)) : 0;
  }

  contains(lat: number, lon: number): boolean {
    if (Math.abs(lat - this.lat) <= this.dLat && Math.abs(lon - this.lon) <= this.dLon) return true;
    return haversineMiles(this.lat, this.lon, lat, lon) <= this.miles;
  }
}
