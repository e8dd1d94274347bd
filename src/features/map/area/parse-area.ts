// The typed-area form's parsing: a centre and radius, or pasted polygon coordinates ("lat, lon" lines or GeoJSON).
import { isValidLatLon, roundPoint, type LatLon } from '../../../lib/geo/lat-lon';
import { openRing } from '../../../lib/geo/polygon';
import {
  MAX_RADIUS_MILES,
  MIN_RADIUS_MILES,
  type CircleShape,
  type PolygonShape,
} from './area-shapes';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export type RadiusField = 'latitude' | 'longitude' | 'radius';

function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

/** A typed centre and radius, checked against the contract's ranges. */
export function parseRadiusForm(
  values: Record<RadiusField, string>,
): { ok: true; shape: CircleShape } | { ok: false; errors: FieldErrors<RadiusField> } {
  const errors: FieldErrors<RadiusField> = {};
  const lat = parseNumber(values.latitude);
  const lon = parseNumber(values.longitude);
  const radius = parseNumber(values.radius);
  if (lat === undefined || lat < -90 || lat > 90)
    errors.latitude = 'Enter a latitude from -90 to 90, e.g. 30.2672.';
  if (lon === undefined || lon < -180 || lon > 180)
    errors.longitude = 'Enter a longitude from -180 to 180, e.g. -97.7431.';
  if (radius === undefined || radius < MIN_RADIUS_MILES || radius > MAX_RADIUS_MILES)
    errors.radius = `Enter a radius from ${MIN_RADIUS_MILES} to ${MAX_RADIUS_MILES} miles.`;
  if (lat === undefined || lon === undefined || radius === undefined || Object.keys(errors).length)
    return { ok: false, errors };
  return {
    ok: true,
    shape: {
      kind: 'circle',
      center: roundPoint({ lat, lon }),
      radiusMiles: Math.round(radius * 100) / 100,
    },
  };
}

export type PolygonParse = { ok: true; shapes: PolygonShape[] } | { ok: false; error: string };

function toShapes(rings: LatLon[][], where: (index: number) => string): PolygonParse {
  const shapes: PolygonShape[] = [];
  for (const [index, raw] of rings.entries()) {
    const bad = raw.find((p) => !isValidLatLon(p));
    if (bad) {
      const swapped = isValidLatLon({ lat: bad.lon, lon: bad.lat });
      return {
        ok: false,
        error: `${where(index)} has a point out of range (${bad.lat}, ${bad.lon}).${
          swapped ? ' Write latitude first: "lat, lon".' : ''
        }`,
      };
    }
    const ring = openRing(raw.map((p) => roundPoint(p)));
    if (ring.length < 3) {
      return {
        ok: false,
        error: `${where(index)} has ${ring.length} distinct ${ring.length === 1 ? 'point' : 'points'}; a polygon needs at least 3.`,
      };
    }
    shapes.push({ kind: 'polygon', ring });
  }
  if (shapes.length === 0) return { ok: false, error: 'Paste at least one polygon.' };
  return { ok: true, shapes };
}

type Json = unknown;

function positionsToRing(positions: Json): LatLon[] | null {
  if (!Array.isArray(positions)) return null;
  const ring: LatLon[] = [];
  for (const position of positions) {
    if (
      !Array.isArray(position) ||
      typeof position[0] !== 'number' ||
      typeof position[1] !== 'number'
    )
      return null;
    // GeoJSON positions are [longitude, latitude].
    ring.push({ lon: position[0], lat: position[1] });
  }
  return ring;
}

function latLonList(value: Json): LatLon[] | null {
  if (!Array.isArray(value)) return null;
  const ring: LatLon[] = [];
  for (const p of value) {
    if (typeof p !== 'object' || p === null) return null;
    const { lat, lon } = p as { lat?: unknown; lon?: unknown };
    if (typeof lat !== 'number' || typeof lon !== 'number') return null;
    ring.push({ lat, lon });
  }
  return ring;
}

/** Outer rings of GeoJSON (geometry, Feature, FeatureCollection) or of the request's own shapes. */
function ringsFromJson(value: Json): LatLon[][] | null {
  if (Array.isArray(value)) {
    // The request's `polygon` ([{lat, lon}]) or `multi_polygon` ([{boundaries}]).
    const single = latLonList(value);
    if (single) return [single];
    const rings: LatLon[][] = [];
    for (const part of value) {
      const ring = latLonList((part as { boundaries?: unknown } | null)?.boundaries);
      if (!ring) return null;
      rings.push(ring);
    }
    return rings;
  }
  if (typeof value !== 'object' || value === null) return null;
  const object = value as Record<string, unknown>;
  switch (object.type) {
    case 'Polygon': {
      const outer = positionsToRing((object.coordinates as Json[] | undefined)?.[0]);
      return outer ? [outer] : null;
    }
    case 'MultiPolygon': {
      if (!Array.isArray(object.coordinates)) return null;
      const rings: LatLon[][] = [];
      for (const polygon of object.coordinates as Json[][]) {
        const outer = positionsToRing(polygon?.[0]);
        if (!outer) return null;
        rings.push(outer);
      }
      return rings;
    }
    case 'Feature':
      return ringsFromJson(object.geometry);
    case 'FeatureCollection':
    case 'GeometryCollection': {
      const parts = (object.features ?? object.geometries) as Json[] | undefined;
      if (!Array.isArray(parts)) return null;
      const rings: LatLon[][] = [];
      for (const part of parts) {
        const found = ringsFromJson(part);
        if (!found) return null;
        rings.push(...found);
      }
      return rings;
    }
    default:
      if ('polygon' in object) return ringsFromJson(object.polygon);
      if ('multi_polygon' in object) return ringsFromJson(object.multi_polygon);
      return null;
  }
}

/**
 * Pasted polygons. Either JSON (a GeoJSON Polygon, MultiPolygon, Feature or FeatureCollection,
 * whose positions are [lon, lat] and whose holes are ignored since the service has none; or the
 * request's own `polygon` / `multi_polygon` value), or text with one "lat, lon" point per line
 * and a blank line between polygons.
 */
export function parsePolygonText(text: string): PolygonParse {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, error: 'Paste at least one polygon.' };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    let value: Json;
    try {
      value = JSON.parse(trimmed);
    } catch {
      return {
        ok: false,
        error: 'This looks like JSON but could not be read. Check the brackets.',
      };
    }
    const rings = ringsFromJson(value);
    if (!rings) {
      return {
        ok: false,
        error: 'Use a GeoJSON Polygon or MultiPolygon (or a Feature of one), or {lat, lon} points.',
      };
    }
    return toShapes(rings, (i) => (rings.length === 1 ? 'The polygon' : `Polygon ${i + 1}`));
  }

  const rings: LatLon[][] = [];
  let current: LatLon[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, line] of lines.entries()) {
    const content = line.trim();
    if (content === '') {
      if (current.length > 0) rings.push(current);
      current = [];
      continue;
    }
    const parts = content.split(/[\s,;]+/).filter(Boolean);
    const lat = parts.length === 2 ? parseNumber(parts[0] as string) : undefined;
    const lon = parts.length === 2 ? parseNumber(parts[1] as string) : undefined;
    if (lat === undefined || lon === undefined) {
      return {
        ok: false,
        error: `Line ${index + 1} ("${content}") is not a "lat, lon" pair, e.g. 30.2672, -97.7431.`,
      };
    }
    current.push({ lat, lon });
  }
  if (current.length > 0) rings.push(current);
  return toShapes(rings, (i) => (rings.length === 1 ? 'The polygon' : `Polygon ${i + 1}`));
}

/** Polygons as the form shows them: "lat, lon" lines, a blank line between polygons. */
export function formatPolygonText(shapes: readonly PolygonShape[]): string {
  return shapes.map((s) => s.ring.map((p) => `${p.lat}, ${p.lon}`).join('\n')).join('\n\n');
}
