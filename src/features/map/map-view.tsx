// The one component that owns the maplibregl.Map: basemap, drawing (terra-draw), result points and
// their events. Each of those is a hook of its own; the order of the calls below is the order their
// effects run in, and the map's listeners are registered in.
import type { FeatureCollection } from 'geojson';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useCountyLayer } from './counties/county-layer';
import type { MapViewProps } from './map-view-props';
import { RadiusTip } from './radius-tip';
import { highlightPoints } from './result-layers';
import { useBasemapStyle } from './use-basemap-style';
import { useDrawnArea, useRadiusPointer } from './use-drawn-area';
import { useFitResults } from './use-fit-results';
import { useMapViewHandle } from './use-map-handle';
import { useMapInstance } from './use-map-instance';
import { useResultLayers, useResultPointer } from './use-result-layers';

export type { MapViewProps } from './map-view-props';

export function MapView(props: MapViewProps) {
  const { ref, basemap, shapes, points, pagePoints, resultsKey, hoveredId, selectedId } = props;
  const latest = useRef(props);
  useLayoutEffect(() => {
    latest.current = props;
  });

  const highlight = useMemo(
    () => highlightPoints(pagePoints, points, hoveredId, selectedId),
    [pagePoints, points, hoveredId, selectedId],
  );
  const latestHighlight = useRef<FeatureCollection>(highlight);
  useLayoutEffect(() => {
    latestHighlight.current = highlight;
  });

  const { containerRef, mapRef, drawRef, styleReady, liveRadius, unloadStyle } = useMapInstance(
    latest,
    latestHighlight,
  );
  useResultPointer(mapRef, drawRef, latest);
  const pointer = useRadiusPointer(mapRef, drawRef);
  useBasemapStyle(mapRef, basemap, unloadStyle, latest);
  const isDrawing = useCallback(() => {
    const mode = drawRef.current?.getMode();
    return mode === 'circle' || mode === 'polygon';
  }, [drawRef]);
  useCountyLayer(mapRef, styleReady, () => drawRef.current?.getMode() === 'static');
  useDrawnArea(drawRef, shapes);
  useResultLayers(mapRef, styleReady, points, pagePoints, highlight);
  useFitResults(mapRef, styleReady, resultsKey, points, shapes, isDrawing);
  useMapViewHandle(ref, mapRef, drawRef, latest);

  return (
    <div className="map-view">
      <div ref={containerRef} className="map-view__canvas" />
      {liveRadius !== null && pointer ? <RadiusTip radius={liveRadius} pointer={pointer} /> : null}
    </div>
  );
}
