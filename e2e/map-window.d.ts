// The app assigns its live MapLibre map to window.__llbMap (src/features/map/use-map-instance.ts) so tests can
// project coordinates to pixels; this types it for page.evaluate callbacks.
import type { Map as MapLibreMap } from 'maplibre-gl';

declare global {
  interface Window {
    __llbMap?: MapLibreMap;
  }
}

export {};
