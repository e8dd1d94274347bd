// vt-pbf ships no types; this declares the one function the basemap fixture uses.
declare module 'vt-pbf' {
  import type { LegacyTile } from 'geojson-vt';

  /** Encodes geojson-vt tiles, one per layer name, as a Mapbox Vector Tile (protobuf). */
  export function fromGeojsonVt(
    layers: Record<string, LegacyTile>,
    options?: { version?: number; extent?: number },
  ): Uint8Array;
}
