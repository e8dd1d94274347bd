// The drawn area on the live map: the shapes of the search shown by terra-draw (started on each
// style.load by use-map-instance.ts), and the pointer that the radius tip follows while drawing.
import type { Map as MapLibreMap } from 'maplibre-gl';
import type * as maplibregl from 'maplibre-gl';
import { useEffect, useState, type RefObject } from 'react';
import type { AreaShape } from './area/area-shapes';
import type { DrawController } from './area/draw-controller';

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Where the pointer is over the map while a radius is drawn (null before it first moves). */
export function useRadiusPointer(
  mapRef: RefObject<MapLibreMap | null>,
  drawRef: RefObject<DrawController | null>,
): ScreenPoint | null {
  const [pointer, setPointer] = useState<ScreenPoint | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const onMouseMove = (event: maplibregl.MapMouseEvent) => {
      if (drawRef.current?.getMode() === 'circle')
        setPointer({ x: event.point.x, y: event.point.y });
    };
    map.on('mousemove', onMouseMove);
    return () => {
      map.off('mousemove', onMouseMove);
    };
  }, [mapRef, drawRef]);
  return pointer;
}

/** Shows each new set of shapes from the search (the URL), once drawing has started. */
export function useDrawnArea(
  drawRef: RefObject<DrawController | null>,
  shapes: readonly AreaShape[],
) {
  useEffect(() => {
    drawRef.current?.show(shapes);
  }, [drawRef, shapes]);
}
