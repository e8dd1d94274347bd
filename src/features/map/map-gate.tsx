// Chooses between the map preview and the live map. The live map (MapLibre, its own chunk) starts
// when there is something to show on it (a search in the URL), when the user opens it, or at once
// for someone who has opened it before on this device.
import { Suspense, useState } from 'react';
import { readJson, writeJson } from '../../lib/local-store';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useSearchState } from '../search-state/use-search-state';
import { MapPreview } from './preview/map-preview';

const mapPanel = lazyWithPreload<object>(() =>
  import('./map-panel').then((module) => module.MapPanel),
);

/** Remembers that this device's user works with the map, so it opens without asking next time. */
const MAP_OPENED_KEY = 'llb.map.opened.v1';

const isTrue = (value: unknown): value is true => value === true;

function rememberOpened() {
  try {
    writeJson(MAP_OPENED_KEY, true);
  } catch {
    // Storage refused: the map still opens, it just asks again next visit.
  }
}

export function MapGate() {
  const { result } = useSearchState();
  const [open, setOpen] = useState(() => readJson(MAP_OPENED_KEY, isTrue) === true);
  // A search (even a link that needs fixing) puts results or an area on the map: open it, and
  // keep it open afterwards.
  if (!open && result.kind !== 'empty') setOpen(true);

  const preload = () => void mapPanel.preload();
  const openMap = () => {
    rememberOpened();
    setOpen(true);
  };

  if (!open) return <MapPreview opening={false} onOpen={openMap} onIntent={preload} />;
  return (
    <Suspense fallback={<MapPreview opening onOpen={openMap} onIntent={preload} />}>
      <mapPanel.Component />
    </Suspense>
  );
}
