// Bringing things into view: the bounds of drawn shapes and of result points, and the fit itself.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { boundsOf, containsBounds, type Bounds } from '../../lib/geo/bounds';
import { destination } from '../../lib/geo/haversine';
import type { LatLon } from '../../lib/geo/lat-lon';
import type { AreaShape } from './area/area-shapes';
import type { ResultPoints } from './result-layers';

/** Room left around a fitted view, in pixels, and the closest a fit may zoom in. */
const FIT_PADDING = 48;
export const FIT_MAX_ZOOM = 14;

export function shapesBounds(shapes: readonly AreaShape[]): Bounds | undefined {
  const points: LatLon[] = [];
  for (const shape of shapes) {
    if (shape.kind === 'polygon') points.push(...shape.ring);
    else
      for (const bearing of [0, 90, 180, 270])
        points.push(destination(shape.center, bearing, shape.radiusMiles));
  }
  return boundsOf(points);
}

export function pointsBounds(points: ResultPoints): Bounds | undefined {
  return boundsOf(
    points.features.map((f) => ({
      lon: f.geometry.coordinates[0] as number,
      lat: f.geometry.coordinates[1] as number,
    })),
  );
}

export function viewBounds(map: MapLibreMap): Bounds {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
}

/**
 * Moves the view to `bounds` (with padding). With `onlyIfNeeded`, only when part of it is out of
 * view or it would fill less than a tenth of the view either way, so a user's own framing of a
 * search they just drew is left alone.
 */
export function fitTo(map: MapLibreMap, bounds: Bounds, onlyIfNeeded: boolean, duration: number) {
  if (onlyIfNeeded) {
    const view = viewBounds(map);
    const small =
      bounds.east - bounds.west < (view.east - view.west) / 10 &&
      bounds.north - bounds.south < (view.north - view.south) / 10;
    if (containsBounds(view, bounds) && !small) return;
  }
  map.fitBounds(
    [
      [bounds.west, bounds.south],
      [bounds.east, bounds.north],
    ],
    { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, duration },
  );
}
