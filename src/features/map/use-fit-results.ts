// Each new result set is brought into view once, if it is not in view already; not while a drawing
// tool is on: the user is placing the next shape in the view they chose, and a jump after each
// closed shape moved the map under their pointer.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef, type RefObject } from 'react';
import { unionBounds } from '../../lib/geo/bounds';
import type { AreaShape } from './area/area-shapes';
import { fitTo, pointsBounds, shapesBounds } from './map-fit';
import type { ResultPoints } from './result-layers';

export function useFitResults(
  mapRef: RefObject<MapLibreMap | null>,
  styleReady: boolean,
  resultsKey: string | null,
  points: ResultPoints,
  shapes: readonly AreaShape[],
  drawing: () => boolean = () => false,
) {
  const fittedKey = useRef<string | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady || resultsKey === null || fittedKey.current === resultsKey) return;
    fittedKey.current = resultsKey;
    if (drawing()) return;
    const target = unionBounds(pointsBounds(points), shapesBounds(shapes));
    // A jump, not a flight: the pins are drawn once, at the view they end in, instead of being
    // cut into tiles at every zoom the flight passes and drawn only once it lands.
    if (target) fitTo(map, target, true, 0);
  }, [mapRef, resultsKey, points, shapes, styleReady, drawing]);
}
