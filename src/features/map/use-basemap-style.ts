// The basemap on the live map: each choice resolved (PMTiles needs its header read), then swapped in.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, type RefObject } from 'react';
import type { BasemapChoice } from './basemap/basemap-choice';
import { resolveStyle } from './basemap/map-styles';
import type { MapViewProps } from './map-view-props';

/**
 * Drawing is stopped (`unloadStyle`) while its layers still exist; style.load rebuilds it and the
 * result layers on the new style. A choice that cannot load is told to `onBasemapError`.
 */
export function useBasemapStyle(
  mapRef: RefObject<MapLibreMap | null>,
  basemap: BasemapChoice,
  unloadStyle: () => void,
  latest: RefObject<MapViewProps>,
) {
  const basemapKey = JSON.stringify(basemap);
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    let cancelled = false;
    const choice = JSON.parse(basemapKey) as BasemapChoice;
    resolveStyle(choice).then(
      (style) => {
        if (cancelled || mapRef.current !== map) return;
        unloadStyle();
        map.setStyle(style, { diff: false });
      },
      (error: unknown) => {
        if (cancelled) return;
        const message = error instanceof Error ? error.message : String(error);
        latest.current.onBasemapError(`The basemap could not be loaded (${message}).`);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [mapRef, basemapKey, unloadStyle, latest]);
}
