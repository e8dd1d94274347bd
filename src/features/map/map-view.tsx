// The one component that owns the maplibregl.Map: basemap, drawing (terra-draw), result points and their events.
import type { FeatureCollection } from 'geojson';
import type { MapGeoJSONFeature, Map as MapLibreMap, MapLayerMouseEvent } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
// Without an explicit worker URL a production build cannot find MapLibre's worker and stays blank.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import {
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type Ref,
} from 'react';
import {
  boundsOf,
  boundsPolygon,
  containsBounds,
  unionBounds,
  type Bounds,
} from '../../lib/geo/bounds';
import { destination } from '../../lib/geo/haversine';
import type { LatLon } from '../../lib/geo/lat-lon';
import { formatMiles, MAX_RADIUS_MILES, type AreaShape } from './area/area-shapes';
import type { BasemapChoice } from './basemap/basemap-choice';
import { DrawController, type DrawMode, type DrawState } from './area/draw-controller';
import { useCountyLayer } from './counties/county-layer';
import { fillOfflineSources, resolveStyle } from './basemap/map-styles';
import {
  addResultLayers,
  highlightPoints,
  RESULT_LAYERS,
  RESULTS_SOURCE,
  setHighlight,
  setPagePoints,
  setResultPoints,
  type ResultPoints,
} from './result-layers';
import { mapOptions } from './map-options';

maplibregl.setWorkerUrl(workerUrl);

/** The contiguous United States, the first view before any search. */
const FIT_PADDING = 48;
const FIT_MAX_ZOOM = 14;

declare global {
  interface Window {
    /**
     * The live map, for end-to-end tests to project coordinates to pixels (e2e/map-window.d.ts).
     * Assigned in every build on purpose: it holds nothing secret, and tests run the production build.
     */
    __llbMap?: MapLibreMap;
  }
}

export type MapStatus =
  { kind: 'loading' } | { kind: 'ready' } | { kind: 'no-webgl' } | { kind: 'context-lost' };

export interface MapViewHandle {
  setMode: (mode: DrawMode) => void;
  /** Escape pressed anywhere in the map panel; true if it cancelled a drawing or left a mode. */
  escape: () => boolean;
  deleteSelected: () => void;
  clearAll: () => void;
  /** The visible area as a 4-point polygon, or null before the map is ready. */
  viewPolygon: () => LatLon[] | null;
  fitResults: () => void;
  /** A polygon being drawn loses (or regains) its last point; false when none is being drawn. */
  undoPoint: () => boolean;
  redoPoint: () => boolean;
}

export interface MapViewProps {
  ref?: Ref<MapViewHandle>;
  basemap: BasemapChoice;
  shapes: readonly AreaShape[];
  /** Every match to show (clustered): the pins, or the pages loaded without them. */
  points: ResultPoints;
  /** The current page's records, drawn above and linked to their rows. */
  pagePoints: ResultPoints;
  /** Identifies the settled result set; the view fits each new one once (null while loading). */
  resultsKey: string | null;
  hoveredId?: string | null | undefined;
  selectedId?: string | null | undefined;
  onHoverRecord?: ((id: string | null) => void) | undefined;
  onPickRecord?: ((id: string) => void) | undefined;
  onCommit: (shapes: AreaShape[], notice: string | null) => void;
  onStatus: (status: MapStatus) => void;
  onDrawState: (state: DrawState) => void;
  onBasemapError: (message: string | null) => void;
}

function shapesBounds(shapes: readonly AreaShape[]): Bounds | undefined {
  const points: LatLon[] = [];
  for (const shape of shapes) {
    if (shape.kind === 'polygon') points.push(...shape.ring);
    else
      for (const bearing of [0, 90, 180, 270])
        points.push(destination(shape.center, bearing, shape.radiusMiles));
  }
  return boundsOf(points);
}

function pointsBounds(points: ResultPoints): Bounds | undefined {
  return boundsOf(
    points.features.map((f) => ({
      lon: f.geometry.coordinates[0] as number,
      lat: f.geometry.coordinates[1] as number,
    })),
  );
}

function viewBounds(map: MapLibreMap): Bounds {
  const b = map.getBounds();
  return { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
}

/**
 * Moves the view to `bounds` (with padding). With `onlyIfNeeded`, only when part of it is out of
 * view or it would fill less than a tenth of the view either way, so a user's own framing of a
 * search they just drew is left alone.
 */
function fitTo(map: MapLibreMap, bounds: Bounds, onlyIfNeeded: boolean, duration: number) {
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

function featureId(feature: MapGeoJSONFeature | undefined): string | null {
  const id: unknown = feature?.properties.id;
  return typeof id === 'string' ? id : null;
}

export function MapView(props: MapViewProps) {
  const { ref, basemap, shapes, points, pagePoints, resultsKey, hoveredId, selectedId } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapLibreMap | null>(null);
  const drawRef = useRef<DrawController | null>(null);
  const latest = useRef(props);
  const [styleReady, setStyleReady] = useState(false);
  const [pointer, setPointer] = useState<{ x: number; y: number } | null>(null);
  const [liveRadius, setLiveRadius] = useState<number | null>(null);

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

  // The map: created once, removed on unmount. Everything tied to a style is (re)built on style.load.
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
    let hovered: string | null = null;

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
    const onMouseMove = (event: maplibregl.MapMouseEvent) => {
      if (drawRef.current?.getMode() === 'circle')
        setPointer({ x: event.point.x, y: event.point.y });
    };
    const onError = (event: maplibregl.ErrorEvent) => {
      // A style that never loaded is the user's custom basemap failing; tile hiccups are not news.
      if (!map.isStyleLoaded()) {
        const message = event.error?.message ?? 'unknown error';
        latest.current.onBasemapError(`The basemap could not be loaded (${message}).`);
      }
    };

    map.on('style.load', onStyleLoad);
    map.on('mousemove', RESULT_LAYERS.points, onPointMove);
    map.on('mouseleave', RESULT_LAYERS.points, onPointLeave);
    map.on('click', RESULT_LAYERS.points, onPointClick);
    map.on('mousemove', RESULT_LAYERS.page, onPointMove);
    map.on('mouseleave', RESULT_LAYERS.page, onPointLeave);
    map.on('click', RESULT_LAYERS.page, onPointClick);
    map.on('click', RESULT_LAYERS.clusters, onClusterClick);
    map.on('mousemove', onMouseMove);
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
  }, []);

  // The basemap: resolved (PMTiles needs its header read), then swapped in. Drawing is stopped while
  // its layers still exist; style.load rebuilds it and the result layers on the new style.
  const basemapKey = JSON.stringify(basemap);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    let cancelled = false;
    const choice = JSON.parse(basemapKey) as BasemapChoice;
    resolveStyle(choice).then(
      (style) => {
        if (cancelled || mapRef.current !== map) return;
        drawRef.current?.stop();
        drawRef.current = null;
        setStyleReady(false);
        map.setStyle(style, { diff: false });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        latest.current.onBasemapError(`The basemap could not be loaded (${message}).`);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [basemapKey]);

  useCountyLayer(mapRef, styleReady, () => drawRef.current?.getMode() === 'static');

  useEffect(() => {
    drawRef.current?.show(shapes);
  }, [shapes]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && styleReady) setResultPoints(map, points);
  }, [points, styleReady]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && styleReady) setPagePoints(map, pagePoints);
  }, [pagePoints, styleReady]);

  useEffect(() => {
    const map = mapRef.current;
    if (map && styleReady) setHighlight(map, highlight);
  }, [highlight, styleReady]);

  // Each new result set is brought into view once, if it is not in view already.
  const fittedKey = useRef<string | null>(null);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady || resultsKey === null || fittedKey.current === resultsKey) return;
    fittedKey.current = resultsKey;
    const target = unionBounds(pointsBounds(points), shapesBounds(shapes));
    // A jump, not a flight: the pins are drawn once, at the view they end in, instead of being
    // cut into tiles at every zoom the flight passes and drawn only once it lands.
    if (target) fitTo(map, target, true, 0);
  }, [resultsKey, points, shapes, styleReady]);

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
    [],
  );

  const overLimit = liveRadius !== null && liveRadius > MAX_RADIUS_MILES;
  return (
    <div className="map-view">
      <div ref={containerRef} className="map-view__canvas" />
      {liveRadius !== null && pointer ? (
        <div
          className={`map-view__radius-tip${overLimit ? ' is-over' : ''}`}
          style={{ left: pointer.x, top: pointer.y }}
          aria-hidden="true"
        >
          {formatMiles(liveRadius)} mi{overLimit ? ` (max ${MAX_RADIUS_MILES})` : ''}
        </div>
      ) : null}
    </div>
  );
}
