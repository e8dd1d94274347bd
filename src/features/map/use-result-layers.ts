// The result layers on the live map: the pointer on them (hover, pick a record, open a cluster)
// and their data (every match, the current page, the highlighted records) kept up to date.
import type { FeatureCollection } from 'geojson';
import type { MapGeoJSONFeature, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import type * as maplibregl from 'maplibre-gl';
import { useEffect, type RefObject } from 'react';
import type { DrawController } from './area/draw-controller';
import { FIT_MAX_ZOOM } from './map-fit';
import type { MapViewProps } from './map-view-props';
import {
  RESULT_LAYERS,
  RESULTS_SOURCE,
  setHighlight,
  setPagePoints,
  setResultPoints,
  type ResultPoints,
} from './result-layers';

function featureId(feature: MapGeoJSONFeature | undefined): string | null {
  const id: unknown = feature?.properties.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Hover and click on the result points, the page points and the clusters, for the map's whole
 * life (registered once, right after it is made). Drawing has the pointer while a mode is on.
 */
export function useResultPointer(
  mapRef: RefObject<MapLibreMap | null>,
  drawRef: RefObject<DrawController | null>,
  latest: RefObject<MapViewProps>,
) {
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    let hovered: string | null = null;

    const setHover = (id: string | null) => {
      if (id === hovered) return;
      hovered = id;
      latest.current.onHoverRecord?.(id);
    };
    const busy = () => {
      const draw = drawRef.current;
      return !!draw && draw.getMode() !== 'static' && draw.getMode() !== 'select';
    };
    const onPointMove = (event: MapLayerMouseEvent) => {
      if (busy()) return;
      map.getCanvas().style.cursor = 'pointer';
      setHover(featureId(event.features?.[0]));
    };
    const onPointLeave = () => {
      if (!busy()) map.getCanvas().style.cursor = '';
      setHover(null);
    };
    // A page point sits above the pins and clusters: a click on it is its own, handled once.
    const onPagePoint = (event: MapLayerMouseEvent) =>
      map.queryRenderedFeatures(event.point, { layers: [RESULT_LAYERS.page] }).length > 0;
    const onPointClick = (event: MapLayerMouseEvent) => {
      if (drawRef.current?.getMode() !== 'static') return;
      if (event.features?.[0]?.layer.id !== RESULT_LAYERS.page && onPagePoint(event)) return;
      const id = featureId(event.features?.[0]);
      if (id) latest.current.onPickRecord?.(id);
    };
    const onClusterClick = (event: MapLayerMouseEvent) => {
      if (drawRef.current?.getMode() !== 'static' || onPagePoint(event)) return;
      const cluster = event.features?.[0];
      const clusterId: unknown = cluster?.properties.cluster_id;
      if (!cluster || typeof clusterId !== 'number' || cluster.geometry.type !== 'Point') return;
      const center = cluster.geometry.coordinates as [number, number];
      const source = map.getSource(RESULTS_SOURCE) as maplibregl.GeoJSONSource | undefined;
      void source?.getClusterExpansionZoom(clusterId).then(
        (zoom) => map.easeTo({ center, zoom: Math.min(zoom, FIT_MAX_ZOOM + 2) }),
        () => undefined,
      );
    };

    map.on('mousemove', RESULT_LAYERS.points, onPointMove);
    map.on('mouseleave', RESULT_LAYERS.points, onPointLeave);
    map.on('click', RESULT_LAYERS.points, onPointClick);
    map.on('mousemove', RESULT_LAYERS.page, onPointMove);
    map.on('mouseleave', RESULT_LAYERS.page, onPointLeave);
    map.on('click', RESULT_LAYERS.page, onPointClick);
    map.on('click', RESULT_LAYERS.clusters, onClusterClick);
    return () => {
      map.off('mousemove', RESULT_LAYERS.points, onPointMove);
      map.off('mouseleave', RESULT_LAYERS.points, onPointLeave);
      map.off('click', RESULT_LAYERS.points, onPointClick);
      map.off('mousemove', RESULT_LAYERS.page, onPointMove);
      map.off('mouseleave', RESULT_LAYERS.page, onPointLeave);
      map.off('click', RESULT_LAYERS.page, onPointClick);
      map.off('click', RESULT_LAYERS.clusters, onClusterClick);
    };
  }, [mapRef, drawRef, latest]);
}

/** Puts each new set of points (every match, the page's, the highlighted) on the loaded style. */
export function useResultLayers(
  mapRef: RefObject<MapLibreMap | null>,
  styleReady: boolean,
  points: ResultPoints,
  pagePoints: ResultPoints,
  highlight: FeatureCollection,
) {
  useEffect(() => {
    const map = mapRef.current;
    if (map && styleReady) setResultPoints(map, points);
  }, [mapRef, points, styleReady]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && styleReady) setPagePoints(map, pagePoints);
  }, [mapRef, pagePoints, styleReady]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && styleReady) setHighlight(map, highlight);
  }, [mapRef, highlight, styleReady]);
}
