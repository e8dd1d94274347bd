// The live maplibregl.Map: created once, removed on unmount. Everything tied to a style (the offline
// basemap's sources, the result layers, drawing with terra-draw) is (re)built on style.load.
import type { FeatureCollection } from 'geojson';
import type { Map as MapLibreMap } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// Without an explicit worker URL a production build cannot find MapLibre's worker and stays blank.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { DrawController } from './area/draw-controller';
import { fillOfflineSources } from './basemap/map-styles';
import { mapOptions } from './map-options';
import type { MapViewProps } from './map-view-props';
import { addResultLayers, RESULT_LAYERS, type ResultPoints } from './result-layers';

maplibregl.setWorkerUrl(workerUrl);

declare global {
  interface Window {
    /**
     * The live map, for end-to-end tests to project coordinates to pixels (e2e/map-window.d.ts).
     * Assigned in every build on purpose: it holds nothing secret, and tests run the production build.
     */
    __llbMap?: MapLibreMap;
  }
}

export interface MapInstance {
  containerRef: RefObject<HTMLDivElement | null>;
  mapRef: RefObject<MapLibreMap | null>;
  /** Drawing on the current style; null before its style.load and after the map is gone. */
  drawRef: RefObject<DrawController | null>;
  /** The current style has loaded, with the result layers and drawing on it. */
  styleReady: boolean;
  /** The radius being drawn, in miles, or null. */
  liveRadius: number | null;
  /** Before another style replaces this one: drawing stops while its layers still exist. */
  unloadStyle: () => void;
}

export function useMapInstance(
  latest: RefObject<MapViewProps>,
  latestHighlight: RefObject<FeatureCollection>,
): MapInstance {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const drawRef = useRef<DrawController | null>(null);
  const [styleReady, setStyleReady] = useState(false);
  const [liveRadius, setLiveRadius] = useState<number | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let map: MapLibreMap;
    try {
      map = new maplibregl.Map(mapOptions(container));
    } catch {
      latest.current.onStatus({ kind: 'no-webgl' });
      return;
    }
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'bottom-right');
    map.addControl(new maplibregl.ScaleControl({ unit: 'imperial' }), 'bottom-left');
    mapRef.current = map;
    window.__llbMap = map;

    let generation = 0;
    let removed = false;

    const onStyleLoad = () => {
      const current = ++generation;
      drawRef.current?.stop();
      fillOfflineSources(map, () => !removed && generation === current);
      addResultLayers(
        map,
        latest.current.points,
        latest.current.pagePoints,
        latestHighlight.current as ResultPoints,
      );
      const draw = new DrawController(
        map,
        {
          onCommit: (next, notice) => latest.current.onCommit(next, notice),
          onState: (state) => {
            setLiveRadius(state.liveRadius);
            latest.current.onDrawState(state);
          },
        },
        RESULT_LAYERS.clusters,
      );
      drawRef.current = draw;
      draw.start(latest.current.shapes);
      latest.current.onDrawState(draw.state());
      setStyleReady(true);
      latest.current.onBasemapError(null);
      latest.current.onStatus({ kind: 'ready' });
    };
    const onError = (event: maplibregl.ErrorEvent) => {
      // A style that never loaded is the user's custom basemap failing; tile hiccups are not news.
      if (!map.isStyleLoaded()) {
        const message = event.error?.message ?? 'unknown error';
        latest.current.onBasemapError(`The basemap could not be loaded (${message}).`);
      }
    };

    map.on('style.load', onStyleLoad);
    map.on('error', onError);
    map.on('webglcontextlost', () => latest.current.onStatus({ kind: 'context-lost' }));
    map.on('webglcontextrestored', () => latest.current.onStatus({ kind: 'ready' }));

    return () => {
      removed = true;
      drawRef.current?.stop();
      drawRef.current = null;
      mapRef.current = null;
      if (window.__llbMap === map) delete window.__llbMap;
      map.remove();
    };
  }, [latest, latestHighlight]);

  const unloadStyle = useCallback(() => {
    drawRef.current?.stop();
    drawRef.current = null;
    setStyleReady(false);
  }, []);

  return { containerRef, mapRef, drawRef, styleReady, liveRadius, unloadStyle };
}
