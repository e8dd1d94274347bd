// What the map panel may ask of the map view: drawing modes and edits, the visible area, a fit.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useImperativeHandle, type Ref, type RefObject } from 'react';
import { boundsPolygon } from '../../lib/geo/bounds';
import type { DrawController } from './area/draw-controller';
import { fitTo, pointsBounds, shapesBounds, viewBounds } from './map-fit';
import type { MapViewHandle, MapViewProps } from './map-view-props';

export function useMapViewHandle(
  ref: Ref<MapViewHandle> | undefined,
  mapRef: RefObject<MapLibreMap | null>,
  drawRef: RefObject<DrawController | null>,
  latest: RefObject<MapViewProps>,
) {
  useImperativeHandle(
    ref,
    () => ({
      setMode: (mode) => drawRef.current?.setMode(mode),
      escape: () => drawRef.current?.escape() ?? false,
      deleteSelected: () => drawRef.current?.deleteSelected(),
      clearAll: () => drawRef.current?.clearAll(),
      viewPolygon: () => {
        const map = mapRef.current;
        return map ? boundsPolygon(viewBounds(map)) : null;
      },
      undoPoint: () => drawRef.current?.undoPoint() ?? false,
      redoPoint: () => drawRef.current?.redoPoint() ?? false,
      fitResults: () => {
        const map = mapRef.current;
        const target = pointsBounds(latest.current.points) ?? shapesBounds(latest.current.shapes);
        // Asked for by the user: a short flight shows where the view went.
        if (map && target) fitTo(map, target, false, 400);
      },
    }),
    [mapRef, drawRef, latest],
  );
}
