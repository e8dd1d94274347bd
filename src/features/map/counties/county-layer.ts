// The optional county layer on the MapLibre map: outlines, names, a hover outline with the county's
// name, and a click that puts the county into the URL search (county-pick.ts).
import type {
  ExpressionSpecification,
  LayerSpecification,
  Map as MapLibreMap,
  MapLayerMouseEvent,
} from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { rememberCountyName } from '../../../state/search/county-names';
import { EMPTY_SEARCH, withFilters } from '../../../state/search/search-state';
import { navigateToSearch, useSearchState } from '../../../state/search/use-search-state';
import { LOCAL_FONT_STACK } from '../basemap/offline-basemap';
import { loadCountyShapes, type CountyShapes } from './county-data';
import { updateCountyLayer, useCountyLayerState } from './county-layer-store';
import { pickCounty } from './county-pick';

const AREAS_SOURCE = 'llb-counties';
const LABELS_SOURCE = 'llb-county-names';
const COUNTY_LAYERS = {
  fill: 'llb-counties-fill',
  lines: 'llb-counties-lines',
  outline: 'llb-counties-outline',
  names: 'llb-counties-names',
} as const;
const COLOR = '#7c3aed';

/** Below drawn shapes and result points, so those stay on top and keep their clicks. */
function beforeLayer(map: MapLibreMap): string | undefined {
  return map
    .getStyle()
    ?.layers.find((l) => l.id.startsWith('llb-draw') || l.id.startsWith('llb-results'))?.id;
}

function addLayers(map: MapLibreMap, shapes: CountyShapes) {
  if (map.getSource(AREAS_SOURCE)) return;
  // promoteId: hover and the searched county are feature states keyed by FIPS.
  map.addSource(AREAS_SOURCE, { type: 'geojson', data: shapes.areas, promoteId: 'fips' });
  map.addSource(LABELS_SOURCE, { type: 'geojson', data: shapes.labels });
  const hovered: ExpressionSpecification = ['boolean', ['feature-state', 'hover'], false];
  const searched: ExpressionSpecification = ['boolean', ['feature-state', 'searched'], false];
  const layers: LayerSpecification[] = [
    {
      id: COUNTY_LAYERS.fill,
      type: 'fill',
      source: AREAS_SOURCE,
      paint: {
        'fill-color': COLOR,
        // Never fully transparent: the fill is what the pointer hits.
        'fill-opacity': ['case', searched, 0.22, hovered, 0.1, 0.02],
      },
    },
    {
      id: COUNTY_LAYERS.lines,
      type: 'line',
      source: AREAS_SOURCE,
      paint: {
        'line-color': COLOR,
        'line-opacity': 0.45,
        'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.3, 9, 1],
      },
    },
    {
      id: COUNTY_LAYERS.outline,
      type: 'line',
      source: AREAS_SOURCE,
      paint: {
        'line-color': COLOR,
        'line-width': ['case', searched, 3, 2.5],
        'line-opacity': ['case', ['any', hovered, searched], 1, 0],
      },
    },
  ];
  // Local fonts need a style without a glyph server; on other styles the hover label names the county.
  if (!map.getStyle()?.glyphs)
    layers.push({
      id: COUNTY_LAYERS.names,
      type: 'symbol',
      source: LABELS_SOURCE,
      minzoom: 6,
      layout: {
        'text-field': ['get', 'title'],
        'text-font': LOCAL_FONT_STACK,
        'text-size': ['interpolate', ['linear'], ['zoom'], 6, 10, 10, 13],
        'text-max-width': 8,
      },
      paint: { 'text-color': '#4c1d95', 'text-halo-color': '#ffffff', 'text-halo-width': 1.4 },
    });
  const before = beforeLayer(map);
  for (const layer of layers) map.addLayer(layer, before);
}

function removeLayers(map: MapLibreMap) {
  // The style may already be gone (a basemap switch removes every layer with it).
  try {
    for (const id of Object.values(COUNTY_LAYERS)) if (map.getLayer(id)) map.removeLayer(id);
    for (const id of [AREAS_SOURCE, LABELS_SOURCE]) if (map.getSource(id)) map.removeSource(id);
  } catch {
    // Nothing left to remove.
  }
}

function setSearched(map: MapLibreMap, fips: string | undefined, previous: string | undefined) {
  if (!map.getSource(AREAS_SOURCE)) return;
  if (previous) map.setFeatureState({ source: AREAS_SOURCE, id: previous }, { searched: false });
  if (fips) map.setFeatureState({ source: AREAS_SOURCE, id: fips }, { searched: true });
}

/**
 * Runs the county layer on `mapRef`'s map while the toggle is on and the style is ready (again
 * after a basemap switch). `idle` says whether a click is free for the layer (not drawing).
 */
export function useCountyLayer(
  mapRef: RefObject<MapLibreMap | null>,
  styleReady: boolean,
  idle: () => boolean,
) {
  const { enabled } = useCountyLayerState();
  const { result, state } = useSearchState({ pageTurns: false });
  const base = state ?? (result.kind === 'invalid' ? result.draft : undefined) ?? EMPTY_SEARCH;
  const fipsValue = base.filters.fips;
  const searchedFips =
    typeof fipsValue === 'string' && fipsValue.trim()
      ? fipsValue.trim().padStart(5, '0')
      : undefined;

  const latest = useRef({ base, idle, searchedFips });
  useLayoutEffect(() => {
    latest.current = { base, idle, searchedFips };
  });
  const shown = useRef<string | undefined>(undefined);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady || !enabled) return;
    let cancelled = false;
    let hovered: string | null = null;
    let shapes: CountyShapes | null = null;
    const popup = new maplibregl.Popup({
      closeButton: false,
      closeOnClick: false,
      className: 'county-tip',
      offset: 12,
    });

    const setHover = (fips: string | null) => {
      if (fips === hovered || !map.getSource(AREAS_SOURCE)) return;
      if (hovered) map.setFeatureState({ source: AREAS_SOURCE, id: hovered }, { hover: false });
      hovered = fips;
      if (fips) map.setFeatureState({ source: AREAS_SOURCE, id: fips }, { hover: true });
    };
    const onMove = (event: MapLayerMouseEvent) => {
      const fips = event.features?.[0]?.properties.fips;
      if (!latest.current.idle() || typeof fips !== 'string') {
        setHover(null);
        popup.remove();
        return;
      }
      setHover(fips);
      map.getCanvas().style.cursor = 'pointer';
      popup
        .setLngLat(event.lngLat)
        .setText(shapes?.titles.get(fips) ?? fips)
        .addTo(map);
    };
    const onLeave = () => {
      setHover(null);
      popup.remove();
      if (latest.current.idle()) map.getCanvas().style.cursor = '';
    };
    const pick = (fips: unknown, point: maplibregl.PointLike, adding: boolean) => {
      if (!latest.current.idle() || typeof fips !== 'string' || !shapes) return;
      // A result point or cluster under the pointer keeps its own click (detail, zoom in).
      const onTop = map
        .queryRenderedFeatures(point)
        .some((f) => f.layer.id.startsWith('llb-results'));
      if (onTop) return;
      const titles = shapes.titles;
      const title = titles.get(fips);
      // The search sends the FIPS alone; the chip still says the county's name.
      if (title) rememberCountyName(fips, title);
      const { base: current } = latest.current;
      const picked = pickCounty(
        current.filters,
        { fips, title: title ?? `County ${fips}` },
        { adding, titleOf: (f) => titles.get(f) },
      );
      updateCountyLayer({ notice: picked.notice });
      navigateToSearch(withFilters(current, picked.filters));
    };
    const onClick = (event: MapLayerMouseEvent) =>
      pick(event.features?.[0]?.properties.fips, event.point, event.originalEvent.shiftKey);
    // MapLibre reads shift + press as the start of a box zoom and swallows the click; a press
    // released where it began is reported as a cancelled box zoom instead: that is a shift-click.
    const onShiftClick = (event: { originalEvent?: MouseEvent }) => {
      const mouse = event.originalEvent;
      if (!mouse || !map.getLayer(COUNTY_LAYERS.fill)) return;
      const rect = map.getCanvas().getBoundingClientRect();
      const point: [number, number] = [mouse.clientX - rect.left, mouse.clientY - rect.top];
      const hit = map.queryRenderedFeatures(point, { layers: [COUNTY_LAYERS.fill] })[0];
      pick(hit?.properties.fips, point, true);
    };

    loadCountyShapes().then(
      (loaded) => {
        if (cancelled || mapRef.current !== map) return;
        shapes = loaded;
        addLayers(map, loaded);
        shown.current = undefined;
        setSearched(map, latest.current.searchedFips, undefined);
        shown.current = latest.current.searchedFips;
        updateCountyLayer({ error: null });
      },
      (error: unknown) => {
        if (cancelled) return;
        updateCountyLayer({ error: error instanceof Error ? error.message : String(error) });
      },
    );
    map.on('mousemove', COUNTY_LAYERS.fill, onMove);
    map.on('mouseleave', COUNTY_LAYERS.fill, onLeave);
    map.on('click', COUNTY_LAYERS.fill, onClick);
    map.on('boxzoomcancel', onShiftClick);
    return () => {
      cancelled = true;
      popup.remove();
      map.off('mousemove', COUNTY_LAYERS.fill, onMove);
      map.off('mouseleave', COUNTY_LAYERS.fill, onLeave);
      map.off('click', COUNTY_LAYERS.fill, onClick);
      map.off('boxzoomcancel', onShiftClick);
      removeLayers(map);
      shown.current = undefined;
    };
  }, [mapRef, styleReady, enabled]);

  // The searched county stays filled as the URL changes (a click, the FIPS field, back/forward).
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !styleReady || !enabled || !map.getSource(AREAS_SOURCE)) return;
    setSearched(map, searchedFips, shown.current);
    shown.current = searchedFips;
  }, [mapRef, styleReady, enabled, searchedFips]);
}
