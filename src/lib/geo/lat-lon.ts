// The point type every geo helper speaks: the service's {lat, lon} shape, in degrees.

export interface LatLon {
  lat: number;
  lon: number;
}

/** Rounds to `decimals` places; 6 decimals of a degree is about 10 cm, finer than any drawing. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  // Math.round(-0.4) is -0, which JSON writes as 0 but Object.is and tests do not.
  return rounded === 0 ? 0 : rounded;
}

export const COORDINATE_DECIMALS = 6;

export function roundPoint(point: LatLon, decimals = COORDINATE_DECIMALS): LatLon {
  return { lat: roundTo(point.lat, decimals), lon: roundTo(point.lon, decimals) };
}

export function samePoint(a: LatLon, b: LatLon): boolean {
  return a.lat === b.lat && a.lon === b.lon;
}

export function isValidLatLon(point: LatLon): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lon) &&
    point.lat >= -90 &&
    point.lat <= 90 &&
    point.lon >= -180 &&
    point.lon <= 180
  );
}
