// A stand-in street map for the e2e tests: a loopback server with a MapLibre style, vector tiles
// generated here (a street grid around Austin, TX) and one raster tile, so no test needs the internet.
import GeoJSONVT from 'geojson-vt';
import type { Feature, FeatureCollection, LineString } from 'geojson';
import { createServer, type Server } from 'node:http';
import { fromGeojsonVt } from 'vt-pbf';

/** The fixture's port: the one after the preview server's, which playwright.config.ts allows in the CSP. */
const FIXTURE_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
export const FIXTURE_ORIGIN = `http://127.0.0.1:${FIXTURE_PORT}`;
export const STREET_LAYER = 'fixture-streets';
export const STREET_ATTRIBUTION = 'Fixture streets © OpenStreetMap contributors';
export const RASTER_TEMPLATE = `${FIXTURE_ORIGIN}/raster/{z}/{x}/{y}.png`;

const CENTER = { lat: 30.2672, lon: -97.7431 };

/** Eleven streets each way, 0.01° apart, through the centre of Austin. */
function streetGrid(): FeatureCollection<LineString> {
  const features: Feature<LineString>[] = [];
  for (let i = -5; i <= 5; i++) {
    const lat = CENTER.lat + i * 0.01;
    const lon = CENTER.lon + i * 0.01;
    features.push(
      {
        type: 'Feature',
        properties: { class: 'street', name: `East-west ${i}` },
        geometry: {
          type: 'LineString',
          coordinates: [
            [CENTER.lon - 0.06, lat],
            [CENTER.lon + 0.06, lat],
          ],
        },
      },
      {
        type: 'Feature',
        properties: { class: 'street', name: `North-south ${i}` },
        geometry: {
          type: 'LineString',
          coordinates: [
            [lon, CENTER.lat - 0.06],
            [lon, CENTER.lat + 0.06],
          ],
        },
      },
    );
  }
  return { type: 'FeatureCollection', features };
}

function style() {
  return {
    version: 8,
    name: 'Fixture streets',
    sources: {
      streets: {
        type: 'vector',
        tiles: [`${FIXTURE_ORIGIN}/tiles/{z}/{x}/{y}.pbf`],
        minzoom: 0,
        maxzoom: 14,
        attribution: STREET_ATTRIBUTION,
      },
    },
    layers: [
      { id: 'fixture-background', type: 'background', paint: { 'background-color': '#f2efe9' } },
      {
        id: STREET_LAYER,
        type: 'line',
        source: 'streets',
        'source-layer': 'transportation',
        paint: { 'line-color': '#c0392b', 'line-width': 3 },
      },
    ],
  };
}

// A 1×1 grey PNG: enough for MapLibre to decode and draw a raster tile.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNoaGgAAAMEAYFL09IQAAAAAElFTkSuQmCC',
  'base64',
);

export interface BasemapFixture {
  /** Paths the fixture answered, in order (tests check tiles were really fetched from it). */
  served: string[];
  close(): Promise<void>;
}

export async function startBasemapFixture(): Promise<BasemapFixture> {
  const index = new GeoJSONVT(streetGrid(), { maxZoom: 14, indexMaxZoom: 4 });
  const served: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', FIXTURE_ORIGIN).pathname;
    served.push(path);
    // The app is on another loopback port: a cross-origin fetch, so CORS must allow it.
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (path === '/styles/streets.json') {
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify(style()));
      return;
    }
    const tile = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.pbf$/.exec(path);
    if (tile) {
      const [z, x, y] = tile.slice(1).map(Number) as [number, number, number];
      const data = index.getTile(z, x, y);
      res.setHeader('Content-Type', 'application/x-protobuf');
      res.end(data ? Buffer.from(fromGeojsonVt({ transportation: data })) : Buffer.alloc(0));
      return;
    }
    if (/^\/raster\/\d+\/\d+\/\d+\.png$/.test(path)) {
      res.setHeader('Content-Type', 'image/png');
      res.end(PNG);
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(FIXTURE_PORT, '127.0.0.1', resolve);
  });
  return {
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The worker's browser context outlives the file and keeps its connections alive: without
        // this, close() waited for them and the afterAll hook ran out (CI run 4).
        server.closeAllConnections();
      }),
  };
}
