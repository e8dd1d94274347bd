// The drawn area as shapes (a circle, polygons) and its exact request fields of spec §2.1, both ways.
import { LIMITS } from '../../../api/contract/search-fields';
import { circleFromRing, circleRing, type Circle } from '../../../lib/geo/circle';
import { COORDINATE_DECIMALS, roundPoint, roundTo, type LatLon } from '../../../lib/geo/lat-lon';
import { openRing } from '../../../lib/geo/polygon';
import {
  GEOMETRY_FIELDS,
  withoutGeometry,
  type SearchFilters,
  type SearchGeometry,
} from '../../../state/search/search-state';

export interface CircleShape {
  kind: 'circle';
  center: LatLon;
  radiusMiles: number;
}

export interface PolygonShape {
  kind: 'polygon';
  /** Open ring: at least 3 points, no closing duplicate. */
  ring: LatLon[];
}

export type AreaShape = CircleShape | PolygonShape;

export const MIN_RADIUS_MILES: number = LIMITS.minRadius;
export const MAX_RADIUS_MILES: number = LIMITS.maxRadius;
const RADIUS_DECIMALS = 2;

export interface ClampedRadius {
  radiusMiles: number;
  /** Which limit the radius was moved to, if any. */
  limited: 'min' | 'max' | null;
}

/** Rounds to 2 decimals and keeps the radius within the service's 0.1–10 miles. */
export function clampRadius(miles: number): ClampedRadius {
  if (!(miles >= MIN_RADIUS_MILES)) return { radiusMiles: MIN_RADIUS_MILES, limited: 'min' };
  if (miles > MAX_RADIUS_MILES) return { radiusMiles: MAX_RADIUS_MILES, limited: 'max' };
  return { radiusMiles: roundTo(miles, RADIUS_DECIMALS), limited: null };
}

/** The user-facing words for a radius that had to be limited. */
export function radiusLimitNotice(limited: ClampedRadius['limited']): string | null {
  if (limited === 'max') return `Radius limited to ${MAX_RADIUS_MILES} mi — the service's maximum.`;
  if (limited === 'min') return `Radius raised to ${MIN_RADIUS_MILES} mi — the service's minimum.`;
  return null;
}

/** A circle from a drawn or edited ring: centre and radius recomputed, rounded and limited. */
export function circleShapeFromRing(ring: readonly LatLon[]): {
  shape: CircleShape;
  limited: ClampedRadius['limited'];
} | null {
  const circle = circleFromRing(ring);
  if (!circle) return null;
  const { radiusMiles, limited } = clampRadius(circle.radiusMiles);
  return { shape: { kind: 'circle', center: roundPoint(circle.center), radiusMiles }, limited };
}

/** The ring a circle is drawn with. */
export function circleShapeRing(shape: CircleShape, segments = 64): LatLon[] {
  const circle: Circle = { center: shape.center, radiusMiles: shape.radiusMiles };
  return circleRing(circle, segments).map((p) => roundPoint(p, 7));
}

function isPoint(value: unknown): value is LatLon {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as LatLon).lat === 'number' &&
    typeof (value as LatLon).lon === 'number'
  );
}

function ringOf(value: unknown): LatLon[] | null {
  if (!Array.isArray(value) || !value.every(isPoint)) return null;
  const ring = openRing(value.map((p) => ({ lat: p.lat, lon: p.lon })));
  return ring.length >= 3 ? ring : null;
}

/**
 * The shapes a search's geometry draws: a circle when latitude, longitude and radius are all
 * given, and one polygon per `polygon` / `multi_polygon` entry. Incomplete parts (a radius
 * without a centre, a ring of two points) draw nothing; the filter panel reports them.
 */
export function shapesFromGeometry(geometry: SearchGeometry): AreaShape[] {
  const shapes: AreaShape[] = [];
  const { latitude, longitude, radius, polygon, multi_polygon: multi } = geometry;
  if (typeof latitude === 'number' && typeof longitude === 'number' && typeof radius === 'number') {
    shapes.push({ kind: 'circle', center: { lat: latitude, lon: longitude }, radiusMiles: radius });
  }
  const single = ringOf(polygon);
  if (single) shapes.push({ kind: 'polygon', ring: single });
  if (Array.isArray(multi)) {
    for (const part of multi) {
      const ring = ringOf((part as { boundaries?: unknown } | null)?.boundaries);
      if (ring) shapes.push({ kind: 'polygon', ring });
    }
  }
  return shapes;
}

/**
 * The request fields for shapes: the first circle becomes latitude/longitude/radius; one polygon
 * becomes `polygon`, several become `multi_polygon`. Coordinates are rounded to 6 decimals and
 * the radius to 2; rings are sent open, since the service closes them.
 */
export function geometryFromShapes(shapes: readonly AreaShape[]): SearchGeometry {
  const geometry: SearchGeometry = {};
  const circle = shapes.find((s): s is CircleShape => s.kind === 'circle');
  if (circle) {
    const center = roundPoint(circle.center, COORDINATE_DECIMALS);
    geometry.latitude = center.lat;
    geometry.longitude = center.lon;
    geometry.radius = clampRadius(circle.radiusMiles).radiusMiles;
  }
  const rings = shapes
    .filter((s): s is PolygonShape => s.kind === 'polygon')
    .map((s) => openRing(s.ring.map((p) => roundPoint(p))))
    .filter((ring) => ring.length >= 3);
  if (rings.length === 1) geometry.polygon = rings[0];
  else if (rings.length > 1) geometry.multi_polygon = rings.map((boundaries) => ({ boundaries }));
  return geometry;
}

/** A stable text key for comparing geometries (field order fixed). */
export function geometryKey(geometry: SearchGeometry): string {
  return JSON.stringify(GEOMETRY_FIELDS.map((field) => geometry[field] ?? null));
}

/** The filters with their geometry replaced; every other filter stays as it is. */
export function withGeometry(filters: SearchFilters, geometry: SearchGeometry): SearchFilters {
  return { ...withoutGeometry(filters), ...geometry };
}

/** "30.2672" / "-97.74": up to 4 decimals (about 10 m), trailing zeros dropped. */
export function formatCoordinate(value: number): string {
  return String(roundTo(value, 4));
}

/** "2.5" / "10": up to 2 decimals, trailing zeros dropped. */
export function formatMiles(value: number): string {
  return String(roundTo(value, RADIUS_DECIMALS));
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The drawn area in words: "Radius 2.5 mi around 30.27, -97.74", "2 polygons, 14 points", or
 * both joined with the rule that results must lie inside both.
 */
export function describeShapes(shapes: readonly AreaShape[]): string {
  const circle = shapes.find((s): s is CircleShape => s.kind === 'circle');
  const polygons = shapes.filter((s): s is PolygonShape => s.kind === 'polygon');
  const parts: string[] = [];
  if (circle) {
    parts.push(
      `Radius ${formatMiles(circle.radiusMiles)} mi around ${formatCoordinate(
        circle.center.lat,
      )}, ${formatCoordinate(circle.center.lon)}`,
    );
  }
  if (polygons.length > 0) {
    const points = polygons.reduce((sum, p) => sum + p.ring.length, 0);
    parts.push(`${plural(polygons.length, 'polygon')}, ${plural(points, 'point')}`);
  }
  if (parts.length === 0) return 'No area drawn';
  if (parts.length === 2) return `${parts[0]} and ${parts[1]}: results must be inside both`;
  return parts[0] as string;
}

/** Text location fields of §2.1 that narrow by place, with the words the note uses for them. */
const TEXT_LOCATION_FIELDS: readonly (readonly [keyof SearchFilters, string])[] = [
  ['address', 'address'],
  ['house', 'house number'],
  ['street', 'street'],
  ['city', 'city'],
  ['state', 'state'],
  ['county', 'county'],
  ['zip', 'zip'],
  ['census_tract', 'census tract'],
  ['census_block', 'census block'],
  ['census_block_group', 'census block group'],
  ['parcel_account_number', 'parcel'],
  ['apn', 'APN'],
  ['fips', 'FIPS'],
  ['stateId', 'state id'],
  ['countyId', 'county id'],
  ['neighborhood_id', 'neighborhood'],
  ['neighborhood_name', 'neighborhood'],
  ['title', 'place'],
];

/** The text location filters set beside the drawn area, in words (deduplicated). */
function textLocationFilters(filters: SearchFilters): string[] {
  const words: string[] = [];
  for (const [field, word] of TEXT_LOCATION_FIELDS) {
    const value = filters[field];
    const given = Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
    if (given && !words.includes(word)) words.push(word);
  }
  return words;
}

/** Explains how the area combines with text location filters, when both are set. */
export function conflictNote(shapes: readonly AreaShape[], filters: SearchFilters): string | null {
  if (shapes.length === 0) return null;
  const words = textLocationFilters(filters);
  if (words.length === 0) return null;
  return `The area and the text location filters (${words.join(', ')}) both apply: results must match both.`;
}
