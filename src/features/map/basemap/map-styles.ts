// Turns a basemap choice into a MapLibre style (offline, style URL or PMTiles) and feeds the offline map its data.
import type { GeoJSONSource, Map as MapLibreMap, StyleSpecification } from 'maplibre-gl';
import * as maplibregl from 'maplibre-gl';
import { PMTiles, Protocol, TileType } from 'pmtiles';
import type { Topology } from 'topojson-specification';
// Hashed same-origin assets: fetched only once the map needs them, so the first screen is not held up.
import countiesUrl from 'us-atlas/counties-10m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';
import type { BasemapDataReply, BasemapDataRequest } from './basemap-data.worker';
import { isPmtilesUrl, pmtilesStyle, rasterStyle, type BasemapChoice } from './basemap-choice';
import { STREET_STYLE_URL } from './street-style';
import {
  BASEMAP_SOURCES,
  countyData,
  offlineStyle,
  type CountyData,
  statesData,
  type StatesData,
} from './offline-basemap';

let protocol: Protocol | undefined;

/** Registers the `pmtiles://` protocol once per page. */
function pmtilesProtocol(): Protocol {
  if (!protocol) {
    protocol = new Protocol();
    maplibregl.addProtocol('pmtiles', protocol.tile);
  }
  return protocol;
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/**
 * The style for a choice: the offline style object, the street style's URL, a style URL, a style
 * around raster tiles, or a style built around a PMTiles archive.
 */
export async function resolveStyle(choice: BasemapChoice): Promise<StyleSpecification | string> {
  if (choice.kind === 'offline') return offlineStyle();
  if (choice.kind === 'streets') return absolute(STREET_STYLE_URL);
  if (choice.kind === 'raster') {
    // Prefixed, not resolved with URL(): that would escape the template's braces.
    const template = choice.url.startsWith('/') ? window.location.origin + choice.url : choice.url;
    return rasterStyle(template, choice.attribution);
  }
  const bare = choice.url.replace(/^pmtiles:\/\//, '');
  if (!isPmtilesUrl(bare)) return absolute(bare);
  const url = absolute(bare);
  const archive = new PMTiles(url);
  pmtilesProtocol().add(archive);
  const header = await archive.getHeader();
  const metadata = (await archive.getMetadata().catch(() => ({}))) as {
    vector_layers?: { id?: unknown }[];
    attribution?: unknown;
  };
  const vector = header.tileType === TileType.Mvt || header.tileType === TileType.Mlt;
  return pmtilesStyle(url, {
    tiles: vector ? 'vector' : 'raster',
    minZoom: header.minZoom,
    maxZoom: header.maxZoom,
    vectorLayers: (metadata.vector_layers ?? [])
      .map((layer) => layer.id)
      .filter((id): id is string => typeof id === 'string'),
    attribution: typeof metadata.attribution === 'string' ? metadata.attribution : undefined,
  });
}

async function fetchTopology(url: string): Promise<Topology> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load map data (${response.status}).`);
  return (await response.json()) as Topology;
}

/** Converts a TopoJSON file in a worker, so the ~1 s of county work never blocks the page. */
function convertInWorker<T>(request: BasemapDataRequest): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const worker = new Worker(new URL('./basemap-data.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (event: MessageEvent<BasemapDataReply>) => {
      worker.terminate();
      if (event.data.ok) resolve(event.data.data as T);
      else reject(new Error(event.data.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The map data worker failed.'));
    };
    worker.postMessage(request);
  });
}

/** The converted data: from a worker, or on the main thread where workers are not allowed. */
function loadData<T>(kind: BasemapDataRequest['kind'], url: string, convert: (t: Topology) => T) {
  const absoluteUrl = absolute(url);
  return convertInWorker<T>({ kind, url: absoluteUrl }).catch(() =>
    fetchTopology(absoluteUrl).then(convert),
  );
}

let states: Promise<StatesData> | undefined;
let counties: Promise<CountyData> | undefined;

function setData(map: MapLibreMap, id: string, data: GeoJSON.GeoJSON) {
  (map.getSource(id) as GeoJSONSource | undefined)?.setData(data);
}

/**
 * Fills the offline style's sources: states first (land, borders, labels), then the larger
 * county file. The data is parsed once per page and reused after a style switch.
 * `isCurrent` says whether the map still shows the style this call was made for.
 */
export function fillOfflineSources(map: MapLibreMap, isCurrent: () => boolean): void {
  if (!map.getSource(BASEMAP_SOURCES.land)) return;
  states ??= loadData('states', statesUrl, statesData);
  states
    .then((data) => {
      if (!isCurrent()) return;
      setData(map, BASEMAP_SOURCES.land, data.land);
      setData(map, BASEMAP_SOURCES.stateBorders, data.stateBorders);
      setData(map, BASEMAP_SOURCES.stateLabels, data.stateLabels);
      counties ??= loadData('counties', countiesUrl, countyData);
      return counties;
    })
    .then((county) => {
      if (!county || !isCurrent()) return;
      setData(map, BASEMAP_SOURCES.countyBorders, county.borders);
      setData(map, BASEMAP_SOURCES.countyLabels, county.labels);
    })
    .catch(() => {
      // Forget the failure so the next style load tries again; the map still works without borders.
      states = undefined;
      counties = undefined;
    });
}
