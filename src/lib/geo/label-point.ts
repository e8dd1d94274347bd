// Where to put a region's name: the point inside a polygon farthest from its edges (polylabel).
// Plain lon/lat with longitude scaled by cos(latitude), which is accurate enough for placing a label.
import type { Geometry } from 'geojson';
import polylabel from 'polylabel';

/** A GeoJSON polygon's rings ([lon, lat] positions; the first ring is the outline). */
export type PolygonRings = readonly (readonly (readonly number[])[])[];

/**
 * The pole of inaccessibility of a polygon (polylabel), to within `precision` degrees: a label
 * placed there sits well inside even a C-shaped or hollow region, unlike the centroid.
 */
export function labelPoint(polygon: PolygonRings, precision = 0.05): [number, number] {
  const outline = polygon[0];
  if (!outline || outline.length === 0) return [0, 0];
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of outline) {
    minX = Math.min(minX, p[0] as number);
    maxX = Math.max(maxX, p[0] as number);
    minY = Math.min(minY, p[1] as number);
    maxY = Math.max(maxY, p[1] as number);
  }
  // Work in a plane where a degree of longitude is as long as a degree of latitude.
  const scale = Math.cos((((minY + maxY) / 2) * Math.PI) / 180) || 1;
  const size = Math.min((maxX - minX) * scale, maxY - minY);
  if (size === 0) return [minX, minY];
  const rings = polygon.map((ring) =>
    ring.map((p): [number, number] => [(p[0] as number) * scale, p[1] as number]),
  );
  // A small island needs a finer search than a big state to land inside.
  const [x, y] = polylabel(rings, Math.min(precision, size / 20));
  return [x / scale, y];
}

/** Planar area of a ring, in square degrees (only compared, so the unit does not matter). */
function ringArea(ring: readonly (readonly number[])[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as readonly number[];
    const b = ring[j] as readonly number[];
    sum += ((b[0] as number) - (a[0] as number)) * ((b[1] as number) + (a[1] as number));
  }
  return Math.abs(sum / 2);
}

/** The biggest part of a multi-polygon, where its name belongs (Michigan's mitten, not an islet). */
export function largestPolygon(polygons: readonly PolygonRings[]): PolygonRings | undefined {
  let best: PolygonRings | undefined;
  let bestArea = -1;
  for (const polygon of polygons) {
    const area = polygon[0] ? ringArea(polygon[0]) : 0;
    if (area > bestArea) {
      best = polygon;
      bestArea = area;
    }
  }
  return best;
}

/** The largest polygon of a Polygon or MultiPolygon (where its name goes); none for other types. */
export function mainPolygonOf(geometry: Geometry): PolygonRings | undefined {
  if (geometry.type === 'Polygon') return geometry.coordinates;
  if (geometry.type === 'MultiPolygon') return largestPolygon(geometry.coordinates);
  return undefined;
}

function insideRing(x: number, y: number, ring: readonly (readonly number[])[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i] as readonly number[];
    const b = ring[j] as readonly number[];
    const ay = a[1] as number;
    const by = b[1] as number;
    if (
      ay > y !== by > y &&
      x < (((b[0] as number) - (a[0] as number)) * (y - ay)) / (by - ay) + (a[0] as number)
    )
      inside = !inside;
  }
  return inside;
}

/**
 * A cheaper label point for many small regions (counties): the outline's area centroid when it
 * lies inside, else the pole of inaccessibility.
 */
export function quickLabelPoint(polygon: PolygonRings): [number, number] {
  const outline = polygon[0];
  if (!outline || outline.length < 3) return labelPoint(polygon);
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i] as readonly number[];
    const b = outline[j] as readonly number[];
    const cross = (b[0] as number) * (a[1] as number) - (a[0] as number) * (b[1] as number);
    area += cross;
    cx += ((b[0] as number) + (a[0] as number)) * cross;
    cy += ((b[1] as number) + (a[1] as number)) * cross;
  }
  if (area === 0) return labelPoint(polygon);
  const x = cx / (3 * area);
  const y = cy / (3 * area);
  return insideRing(x, y, outline) ? [x, y] : labelPoint(polygon, 0.01);
}
