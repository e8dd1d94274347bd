// The current page's records as one clustered GeoJSON source with circle layers, plus a highlight source.
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
const HIGHLIGHT_SOURCE = 'llb-results-highlight';
export const RESULT_LAYERS = {
  clusters: 'llb-results-clusters',
  clusterCount: 'llb-results-cluster-count',
  points: 'llb-results-points',
  highlight: 'llb-results-highlight',
} as const;

export interface ResultProperties {
  id: string;
}

export type ResultPoints = FeatureCollection<Point, ResultProperties>;

const RESULT_COLORS = {
  point: '#1d4ed8',
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
export function addResultLayers(map: MapLibreMap, points: ResultPoints, highlight: ResultPoints) {
  if (map.getSource(RESULTS_SOURCE)) return;
  map.addSource(RESULTS_SOURCE, {
    type: 'geojson',
    data: points,
    cluster: true,
    clusterRadius: 36,
    clusterMaxZoom: 14,
  });
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

/** The hovered and the selected point, drawn above clusters so they show even inside one. */
export function highlightPoints(
  points: ResultPoints,
  hoveredId: string | null | undefined,
  selectedId: string | null | undefined,
): FeatureCollection<Point, ResultProperties & { selected: boolean }> {
  const features = points.features
    .filter((f) => f.properties.id === hoveredId || f.properties.id === selectedId)
    .map((f) => ({
      ...f,
      properties: { ...f.properties, selected: f.properties.id === selectedId },
    }));
  return { type: 'FeatureCollection', features };
}

export function setHighlight(map: MapLibreMap, highlight: GeoJSON.FeatureCollection) {
  (map.getSource(HIGHLIGHT_SOURCE) as GeoJSONSource | undefined)?.setData(highlight);
}
