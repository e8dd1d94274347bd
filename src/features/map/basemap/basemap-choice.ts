// Which basemap the map shows: the built-in offline one, the street map, a style URL or a raster
// tile template (env default or the user's, kept in localStorage on this device).
import type { StyleSpecification } from 'maplibre-gl';
import { readJson, writeJson } from '../../../lib/local-store';

export type BasemapChoice =
  | { kind: 'offline' }
  /** The street map (OpenFreeMap unless the build names another style: street-style.ts). */
  | { kind: 'streets' }
  | { kind: 'custom'; url: string }
  /** Raster tiles (satellite imagery, say) from a `{z}/{x}/{y}` URL template. */
  | { kind: 'raster'; url: string; attribution: string };

export const BASEMAP_STORAGE_KEY = 'llb.map.basemap.v1';

export const OFFLINE_CHOICE: BasemapChoice = { kind: 'offline' };

function isChoice(value: unknown): value is BasemapChoice {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { kind?: unknown; url?: unknown; attribution?: unknown };
  const hasUrl = typeof v.url === 'string' && v.url !== '';
  switch (v.kind) {
    case 'offline':
    case 'streets':
      return true;
    case 'custom':
      return hasUrl;
    case 'raster':
      return hasUrl && typeof v.attribution === 'string';
    default:
      return false;
  }
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

type Checked = { ok: true; url: string } | { ok: false; error: string };

/** Checks a typed style URL: http(s) or a same-site path, pointing at a style JSON or a .pmtiles file. */
export function checkStyleUrl(text: string): Checked {
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

/** Checks a raster tile URL template: http(s) or a same-site path with {z}, {x} and {y} in it. */
export function checkRasterTemplate(text: string): Checked {
  const url = text.trim();
  if (url === '')
    return { ok: false, error: 'Enter a tile URL template such as https://…/{z}/{x}/{y}.jpg.' };
  const missing = ['{z}', '{x}', '{y}'].filter((part) => !url.includes(part));
  if (missing.length > 0)
    return { ok: false, error: `The template needs ${missing.join(', ')} where the tile goes.` };
  const checked = checkStyleUrl(url);
  return checked.ok ? { ok: true, url } : checked;
}

/** One raster layer over a background; the attribution the user typed goes with the source. */
export function rasterStyle(template: string, attribution: string): StyleSpecification {
  const text = attribution.trim();
  return {
    version: 8,
    name: 'Raster tiles',
    sources: {
      raster: {
        type: 'raster',
        tiles: [template],
        tileSize: 256,
        maxzoom: 19,
        ...(text ? { attribution: text } : {}),
      },
    },
    layers: [
      { id: 'raster-background', type: 'background', paint: { 'background-color': '#dfe3e8' } },
      { id: 'raster-tiles', type: 'raster', source: 'raster' },
    ],
  };
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
