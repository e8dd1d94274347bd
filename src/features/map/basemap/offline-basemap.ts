// The built-in offline basemap: us-atlas TopoJSON turned into GeoJSON sources of a local style (no tiles, no glyph server).
import type { Feature, FeatureCollection, MultiLineString, Point } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { BASEMAP_COLORS } from './basemap-colors';
import { cityLabels } from './us-cities';
import { labelPoint, mainPolygonOf, quickLabelPoint } from '../../../lib/geo/label-point';

const OFFLINE_STYLE_NAME = 'Lead List Builder offline US';

export const BASEMAP_SOURCES = {
  land: 'llb-land',
  stateBorders: 'llb-state-borders',
  countyBorders: 'llb-county-borders',
  countyLabels: 'llb-county-labels',
  stateLabels: 'llb-state-labels',
  cities: 'llb-cities',
} as const;

/** Local font stack: with no `glyphs` URL, MapLibre draws labels with the browser's own fonts. */
export const LOCAL_FONT_STACK = ['sans-serif'];

const ATTRIBUTION = 'US Census Bureau (us-atlas)';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The offline style, with empty sources that `statesData` and `countyData` fill once the
 * TopoJSON has loaded, so the map can appear before its data does and the style never reloads.
 */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    name: OFFLINE_STYLE_NAME,
    sources: {
      [BASEMAP_SOURCES.land]: { type: 'geojson', data: EMPTY, attribution: ATTRIBUTION },
      [BASEMAP_SOURCES.stateBorders]: { type: 'geojson', data: EMPTY },
      [BASEMAP_SOURCES.countyBorders]: { type: 'geojson', data: EMPTY },
      [BASEMAP_SOURCES.countyLabels]: { type: 'geojson', data: EMPTY },
      [BASEMAP_SOURCES.stateLabels]: { type: 'geojson', data: EMPTY },
      // Small enough to ship inline: places show at once, before any TopoJSON arrives.
      [BASEMAP_SOURCES.cities]: { type: 'geojson', data: cityLabels() },
    },
    layers: [
      { id: 'llb-water', type: 'background', paint: { 'background-color': BASEMAP_COLORS.water } },
      {
        id: 'llb-land',
        type: 'fill',
        source: BASEMAP_SOURCES.land,
        paint: { 'fill-color': BASEMAP_COLORS.land },
      },
      {
        id: 'llb-county-borders',
        type: 'line',
        source: BASEMAP_SOURCES.countyBorders,
        minzoom: 5,
        paint: {
          'line-color': BASEMAP_COLORS.county,
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.4, 10, 1.2],
        },
      },
      {
        id: 'llb-coast',
        type: 'line',
        source: BASEMAP_SOURCES.land,
        paint: { 'line-color': BASEMAP_COLORS.coast, 'line-width': 0.8 },
      },
      {
        id: 'llb-state-borders',
        type: 'line',
        source: BASEMAP_SOURCES.stateBorders,
        paint: {
          'line-color': BASEMAP_COLORS.state,
          'line-width': ['interpolate', ['linear'], ['zoom'], 3, 0.8, 8, 1.6],
        },
      },
      {
        id: 'llb-county-labels',
        type: 'symbol',
        source: BASEMAP_SOURCES.countyLabels,
        minzoom: 7,
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LOCAL_FONT_STACK,
          'text-size': ['interpolate', ['linear'], ['zoom'], 7, 10, 11, 13],
          'text-max-width': 7,
        },
        paint: {
          'text-color': '#6b7689',
          'text-halo-color': '#ffffff',
          'text-halo-width': 1.2,
        },
      },
      {
        id: 'llb-state-labels',
        type: 'symbol',
        source: BASEMAP_SOURCES.stateLabels,
        layout: {
          'text-field': ['step', ['zoom'], ['get', 'abbr'], 4.5, ['get', 'name']],
          'text-font': LOCAL_FONT_STACK,
          'text-size': ['interpolate', ['linear'], ['zoom'], 3, 10, 6, 14],
          'text-letter-spacing': 0.06,
          'text-max-width': 8,
          'text-transform': 'uppercase',
        },
        paint: {
          'text-color': BASEMAP_COLORS.label,
          'text-halo-color': '#ffffff',
          'text-halo-width': 1.4,
          'text-opacity': ['interpolate', ['linear'], ['zoom'], 9, 1, 11, 0.35],
        },
      },
      {
        id: 'llb-city-dots',
        type: 'circle',
        source: BASEMAP_SOURCES.cities,
        minzoom: 4,
        maxzoom: 10,
        filter: ['<=', ['get', 'rank'], 2],
        paint: {
          'circle-radius': 2.5,
          'circle-color': '#5b6577',
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 1,
        },
      },
      {
        id: 'llb-city-labels',
        type: 'symbol',
        source: BASEMAP_SOURCES.cities,
        minzoom: 4,
        filter: ['<=', ['get', 'rank'], 2],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LOCAL_FONT_STACK,
          'text-size': ['interpolate', ['linear'], ['zoom'], 4, 11, 10, 15],
          'text-anchor': ['step', ['zoom'], 'left', 10, 'center'],
          'text-offset': ['step', ['zoom'], ['literal', [0.5, 0]], 10, ['literal', [0, 0]]],
          'symbol-sort-key': ['get', 'rank'],
        },
        paint: {
          'text-color': '#1f2937',
          'text-halo-color': '#ffffff',
          'text-halo-width': 1.6,
        },
      },
      {
        id: 'llb-suburb-labels',
        type: 'symbol',
        source: BASEMAP_SOURCES.cities,
        minzoom: 8,
        filter: ['==', ['get', 'rank'], 3],
        layout: {
          'text-field': ['get', 'name'],
          'text-font': LOCAL_FONT_STACK,
          'text-size': ['interpolate', ['linear'], ['zoom'], 8, 11, 12, 13],
        },
        paint: {
          'text-color': '#374151',
          'text-halo-color': '#ffffff',
          'text-halo-width': 1.4,
        },
      },
    ],
  };
}

/** Postal abbreviations by state FIPS code (us-atlas ids), for labels at low zoom. */
export const STATE_ABBREVIATIONS: Readonly<Record<string, string>> = {
  '01': 'AL',
  '02': 'AK',
  '04': 'AZ',
  '05': 'AR',
  '06': 'CA',
  '08': 'CO',
  '09': 'CT',
  '10': 'DE',
  '11': 'DC',
  '12': 'FL',
  '13': 'GA',
  '15': 'HI',
  '16': 'ID',
  '17': 'IL',
  '18': 'IN',
  '19': 'IA',
  '20': 'KS',
  '21': 'KY',
  '22': 'LA',
  '23': 'ME',
  '24': 'MD',
  '25': 'MA',
  '26': 'MI',
  '27': 'MN',
  '28': 'MS',
  '29': 'MO',
  '30': 'MT',
  '31': 'NE',
  '32': 'NV',
  '33': 'NH',
  '34': 'NJ',
  '35': 'NM',
  '36': 'NY',
  '37': 'NC',
  '38': 'ND',
  '39': 'OH',
  '40': 'OK',
  '41': 'OR',
  '42': 'PA',
  '44': 'RI',
  '45': 'SC',
  '46': 'SD',
  '47': 'TN',
  '48': 'TX',
  '49': 'UT',
  '50': 'VT',
  '51': 'VA',
  '53': 'WA',
  '54': 'WV',
  '55': 'WI',
  '56': 'WY',
  '60': 'AS',
  '66': 'GU',
  '69': 'MP',
  '72': 'PR',
  '78': 'VI',
};

export interface StatesData {
  land: FeatureCollection;
  stateBorders: MultiLineString;
  stateLabels: FeatureCollection<Point, { name: string; abbr: string }>;
}

type StateGeometry = GeometryCollection<{ name: string }>;

/** Land, inner state borders and one label point per state, from us-atlas `states-10m.json`. */
export function statesData(topology: Topology): StatesData {
  const states = topology.objects.states as StateGeometry;
  const nation = topology.objects.nation;
  const land = (nation ? feature(topology, nation) : feature(topology, states)) as
    FeatureCollection | Feature;
  const collection = feature(topology, states) as FeatureCollection;
  const labels: Feature<Point, { name: string; abbr: string }>[] = [];
  for (const state of collection.features) {
    const main = mainPolygonOf(state.geometry);
    if (!main) continue;
    const name = String((state.properties as { name?: unknown } | null)?.name ?? '');
    const id = String(state.id ?? '');
    labels.push({
      type: 'Feature',
      properties: { name, abbr: STATE_ABBREVIATIONS[id] ?? name },
      geometry: { type: 'Point', coordinates: labelPoint(main, 0.1) },
    });
  }
  return {
    land:
      land.type === 'FeatureCollection' ? land : { type: 'FeatureCollection', features: [land] },
    // Shared arcs only: the coastline is drawn once, by the land layer's own outline.
    stateBorders: mesh(topology, states, (a, b) => a !== b),
    stateLabels: { type: 'FeatureCollection', features: labels },
  };
}

export interface CountyData {
  borders: MultiLineString;
  labels: FeatureCollection<Point, { name: string }>;
}

/**
 * County borders inside states (state borders are drawn by their own layer) and a label point
 * per county ("Travis County"), from `counties-10m.json`.
 */
export function countyData(topology: Topology): CountyData {
  const counties = topology.objects.counties as GeometryCollection<{ name: string }>;
  const stateOf = (id: unknown) => String(id ?? '').slice(0, 2);
  const collection = feature(topology, counties) as FeatureCollection;
  const labels: Feature<Point, { name: string }>[] = [];
  for (const county of collection.features) {
    const main = mainPolygonOf(county.geometry);
    const name = (county.properties as { name?: unknown } | null)?.name;
    if (!main || typeof name !== 'string') continue;
    labels.push({
      type: 'Feature',
      properties: { name },
      geometry: { type: 'Point', coordinates: quickLabelPoint(main) },
    });
  }
  return {
    borders: mesh(topology, counties, (a, b) => a !== b && stateOf(a.id) === stateOf(b.id)),
    labels: { type: 'FeatureCollection', features: labels },
  };
}
