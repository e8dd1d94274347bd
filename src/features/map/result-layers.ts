// Every match as one clustered GeoJSON source (the pins, or the pages loaded when the account
// cannot map all), the current page's records drawn above it unclustered (linked to their rows),
// and a highlight source for the hovered and the picked one.
import type {
  GeoJSONSource,
  LayerSpecification,
  Map as MapLibreMap,
  StyleSpecification,
} from 'maplibre-gl';
import type { FeatureCollection, Point } from 'geojson';
import type { PropertyRecord } from '../../api/contract/property-record';
import { LOCAL_FONT_STACK } from './basemap/offline-basemap';

export const RESULTS_SOURCE = 'llb-results';
const PAGE_SOURCE = 'llb-results-page';
const HIGHLIGHT_SOURCE = 'llb-results-highlight';
/** Bottom to top; `clusters` is the lowest, so drawings render below every result layer. */
export const RESULT_LAYERS = {
  clusters: 'llb-results-clusters',
  clusterCount: 'llb-results-cluster-count',
  points: 'llb-results-points',
  page: 'llb-results-page',
  highlight: 'llb-results-highlight',
} as const;

export interface ResultProperties {
  id: string;
}

export type ResultPoints = FeatureCollection<Point, ResultProperties>;

const RESULT_COLORS = {
  point: '#3b82f6',
  page: '#1e3a8a',
  cluster: '#2563eb',
  hover: '#f97316',
  selected: '#c2410c',
};

function hasCoordinates(
  record: PropertyRecord,
): record is PropertyRecord & { latitude: number; longitude: number } {
  return (
    typeof record.latitude === 'number' &&
    typeof record.longitude === 'number' &&
    Number.isFinite(record.latitude) &&
    Number.isFinite(record.longitude)
  );
}

/** Records with coordinates, as GeoJSON points keyed by property id. */
export function recordPoints(records: readonly PropertyRecord[]): ResultPoints {
  return {
    type: 'FeatureCollection',
    features: records.filter(hasCoordinates).map((r) => ({
      type: 'Feature',
      properties: { id: r.id },
      geometry: { type: 'Point', coordinates: [r.longitude, r.latitude] },
    })),
  };
}

/** A pin as the pins operation reads it: the property id and where it is. */
export interface MapPin {
  id: number;
  latitude: number;
  longitude: number;
}

/** Pins as GeoJSON points keyed by property id (a string, as records carry it). */
export function pinPoints(pins: readonly MapPin[]): ResultPoints {
  const features: ResultPoints['features'] = new Array(pins.length);
  for (let i = 0; i < pins.length; i += 1) {
    const pin = pins[i]!;
    features[i] = {
      type: 'Feature',
      properties: { id: String(pin.id) },
      geometry: { type: 'Point', coordinates: [pin.longitude, pin.latitude] },
    };
  }
  return { type: 'FeatureCollection', features };
}

/**
 * A font stack the current style can draw: the style's own first one when it has a glyphs URL
 * (its server only knows its own fonts), otherwise local fonts, which need no glyphs at all.
 */
function fontStackFor(style: StyleSpecification | undefined): string[] {
  if (!style?.glyphs) return LOCAL_FONT_STACK;
  for (const layer of style.layers) {
    const font = layer.type === 'symbol' ? layer.layout?.['text-font'] : undefined;
    if (Array.isArray(font) && font.every((f) => typeof f === 'string')) return font as string[];
  }
  return ['Open Sans Regular'];
}

/** Adds the result source and layers on top of whatever style is loaded (again after a style switch). */
export function addResultLayers(
  map: MapLibreMap,
  points: ResultPoints,
  page: ResultPoints,
  highlight: ResultPoints,
) {
  if (map.getSource(RESULTS_SOURCE)) return;
  map.addSource(RESULTS_SOURCE, {
    type: 'geojson',
    data: points,
    cluster: true,
    clusterRadius: 36,
    clusterMaxZoom: 14,
  });
  map.addSource(PAGE_SOURCE, { type: 'geojson', data: page });
  map.addSource(HIGHLIGHT_SOURCE, { type: 'geojson', data: highlight });
  const layers: LayerSpecification[] = [
    {
      id: RESULT_LAYERS.clusters,
      type: 'circle',
      source: RESULTS_SOURCE,
      filter: ['has', 'point_count'],
      paint: {
        'circle-color': RESULT_COLORS.cluster,
        'circle-opacity': 0.85,
        'circle-radius': ['step', ['get', 'point_count'], 13, 10, 16, 25, 20],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 2,
      },
    },
    {
      id: RESULT_LAYERS.clusterCount,
      type: 'symbol',
      source: RESULTS_SOURCE,
      filter: ['has', 'point_count'],
      layout: {
        'text-field': ['get', 'point_count_abbreviated'],
        'text-font': fontStackFor(map.getStyle()),
        'text-size': 12,
        'text-allow-overlap': true,
        // Counts sit on their own circles: they must not push the basemap's place names away.
        'text-ignore-placement': true,
      },
      paint: { 'text-color': '#ffffff' },
    },
    {
      id: RESULT_LAYERS.points,
      type: 'circle',
      source: RESULTS_SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': RESULT_COLORS.point,
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 3, 15, 6],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    },
    {
      // The page the table shows, unclustered above the clusters so each row has its point.
      id: RESULT_LAYERS.page,
      type: 'circle',
      source: PAGE_SOURCE,
      paint: {
        'circle-color': RESULT_COLORS.page,
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 4, 15, 7],
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    },
    {
      id: RESULT_LAYERS.highlight,
      type: 'circle',
      source: HIGHLIGHT_SOURCE,
      paint: {
        'circle-color': [
          'case',
          ['boolean', ['get', 'selected'], false],
          RESULT_COLORS.selected,
          RESULT_COLORS.hover,
        ],
        'circle-radius': 9,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 3,
      },
    },
  ];
  for (const layer of layers) map.addLayer(layer);
}

export function setResultPoints(map: MapLibreMap, points: ResultPoints) {
  (map.getSource(RESULTS_SOURCE) as GeoJSONSource | undefined)?.setData(points);
}

export function setPagePoints(map: MapLibreMap, page: ResultPoints) {
  (map.getSource(PAGE_SOURCE) as GeoJSONSource | undefined)?.setData(page);
}

/**
 * The hovered and the selected point, drawn above clusters so they show even inside one. Looked
 * up on the page first (a row's record), then among all matches (a pin picked off the page).
 */
export function highlightPoints(
  page: ResultPoints,
  points: ResultPoints,
  hoveredId: string | null | undefined,
  selectedId: string | null | undefined,
): FeatureCollection<Point, ResultProperties & { selected: boolean }> {
  const wanted = [hoveredId, selectedId].filter((id): id is string => !!id);
  const features = [];
  for (const id of new Set(wanted)) {
    const found =
      page.features.find((f) => f.properties.id === id) ??
      points.features.find((f) => f.properties.id === id);
    if (found)
      features.push({ ...found, properties: { ...found.properties, selected: id === selectedId } });
  }
  return { type: 'FeatureCollection', features };
}

export function setHighlight(map: MapLibreMap, highlight: GeoJSON.FeatureCollection) {
  (map.getSource(HIGHLIGHT_SOURCE) as GeoJSONSource | undefined)?.setData(highlight);
}
