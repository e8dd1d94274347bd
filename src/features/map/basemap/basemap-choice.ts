// Which basemap the map shows: the built-in offline one, or a style URL (env default or the user's, kept in localStorage).
import type { StyleSpecification } from 'maplibre-gl';
import { readJson, writeJson } from '../../../lib/local-store';

export type BasemapChoice = { kind: 'offline' } | { kind: 'custom'; url: string };

export const BASEMAP_STORAGE_KEY = 'llb.map.basemap.v1';

export const OFFLINE_CHOICE: BasemapChoice = { kind: 'offline' };

function isChoice(value: unknown): value is BasemapChoice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { kind?: unknown; url?: unknown };
  return v.kind === 'offline' || (v.kind === 'custom' && typeof v.url === 'string' && v.url !== '');
}

/** The user's stored choice, else the deployment's `VITE_MAP_STYLE_URL`, else the offline map. */
export function initialBasemap(envUrl: string | undefined): BasemapChoice {
  const stored = readJson(BASEMAP_STORAGE_KEY, isChoice);
  if (stored) return stored;
  const url = envUrl?.trim();
  return url ? { kind: 'custom', url } : OFFLINE_CHOICE;
}

export function storeBasemap(choice: BasemapChoice): void {
  try {
    writeJson(BASEMAP_STORAGE_KEY, choice);
  } catch {
    // Blocked storage only means the choice lasts for this visit.
  }
}

/** True for a PMTiles archive (read through the `pmtiles://` protocol), by its path's extension. */
export function isPmtilesUrl(url: string): boolean {
  const path = url.replace(/^pmtiles:\/\//, '').split(/[?#]/)[0] ?? '';
  return /\.pmtiles$/i.test(path);
}

/** Checks a typed style URL: http(s) or a same-site path, pointing at a style JSON or a .pmtiles file. */
export function checkStyleUrl(
  text: string,
): { ok: true; url: string } | { ok: false; error: string } {
  const url = text.trim();
  if (url === '')
    return { ok: false, error: 'Enter the URL of a MapLibre style JSON or a .pmtiles file.' };
  try {
    const parsed = new URL(url.replace(/^pmtiles:\/\//, ''), 'http://relative.invalid');
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      return { ok: false, error: 'Use an http(s) URL.' };
  } catch {
    return { ok: false, error: 'This is not a valid URL.' };
  }
  return { ok: true, url };
}

/** What a PMTiles archive holds, as the style builder needs it. */
export interface PmtilesInfo {
  /** 'vector' for MVT tiles, else a raster image archive. */
  tiles: 'vector' | 'raster';
  minZoom: number;
  maxZoom: number;
  /** Vector layer ids from the archive's metadata (`vector_layers`). */
  vectorLayers: string[];
  attribution?: string | undefined;
}

const PALETTE = ['#7c8aa5', '#a37c5b', '#5b8f7a', '#8b6fa8', '#b0875a', '#5f87a8'];

function hashColor(id: string): string {
  let h = 0;
  for (const ch of id) h = (h * 31 + ch.charCodeAt(0)) | 0;
  return PALETTE[Math.abs(h) % PALETTE.length] as string;
}

/** Colours for the layer names common schemas use (Protomaps, OpenMapTiles), else a stable tint. */
function layerColor(id: string): string {
  if (/water|ocean|lake|river/i.test(id)) return '#b9d3ea';
  if (/earth|land(?!use)|background/i.test(id)) return '#f4f2ec';
  if (/park|green|wood|forest|landcover/i.test(id)) return '#d8ead0';
  if (/road|transport|street|highway/i.test(id)) return '#ffffff';
  if (/building/i.test(id)) return '#e2ddd6';
  if (/boundar|admin/i.test(id)) return '#9aa3b5';
  return hashColor(id);
}

/**
 * A minimal style for a PMTiles archive whose schema is not known in advance: for vector tiles,
 * a fill, line and circle layer per vector layer, filtered by geometry type; for raster tiles,
 * one raster layer.
 */
export function pmtilesStyle(url: string, info: PmtilesInfo): StyleSpecification {
  const sourceUrl = url.startsWith('pmtiles://') ? url : `pmtiles://${url}`;
  const attribution = info.attribution ? { attribution: info.attribution } : {};
  const background = {
    id: 'pm-background',
    type: 'background' as const,
    paint: { 'background-color': '#eef1f5' },
  };
  if (info.tiles === 'raster') {
    return {
      version: 8,
      sources: { pm: { type: 'raster', url: sourceUrl, tileSize: 256, ...attribution } },
      layers: [background, { id: 'pm-raster', type: 'raster', source: 'pm' }],
    };
  }
  const layers: StyleSpecification['layers'] = [background];
  for (const id of info.vectorLayers) {
    const color = layerColor(id);
    layers.push(
      {
        id: `pm-${id}-fill`,
        type: 'fill',
        source: 'pm',
        'source-layer': id,
        filter: ['==', ['geometry-type'], 'Polygon'],
        paint: {
          'fill-color': color,
          'fill-opacity': /earth|land(?!use)|water/i.test(id) ? 1 : 0.6,
        },
      },
      {
        id: `pm-${id}-line`,
        type: 'line',
        source: 'pm',
        'source-layer': id,
        filter: ['==', ['geometry-type'], 'LineString'],
        paint: {
          'line-color': /road|transport/i.test(id) ? '#c9ced8' : color,
          'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.5, 14, 2],
        },
      },
      {
        id: `pm-${id}-point`,
        type: 'circle',
        source: 'pm',
        'source-layer': id,
        filter: ['==', ['geometry-type'], 'Point'],
        minzoom: 12,
        paint: { 'circle-color': color, 'circle-radius': 2 },
      },
    );
  }
  return {
    version: 8,
    sources: {
      pm: {
        type: 'vector',
        url: sourceUrl,
        minzoom: info.minZoom,
        maxzoom: info.maxZoom,
        ...attribution,
      },
    },
    layers,
  };
}
