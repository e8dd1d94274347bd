// Chooses between the hidden map, the map preview and the live map. The live map (MapLibre, its
// own chunk) starts when there is something to show on it (a search in the URL), when the user
// opens it, or at once for someone who has opened it before on this device. A user who hides it
// keeps it hidden (remembered on this device) and never pays for starting it.
import { Suspense, useState } from 'react';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useSearchState } from '../../state/search/use-search-state';
import { HiddenMapBar } from './hidden-map-bar';
import { isMapHidden, rememberMapHidden, rememberMapOpened, wasMapOpened } from './map-choice';
import { MapPreview } from './preview/map-preview';
import './map-gate.css';

const mapPanel = lazyWithPreload<{ onHide: () => void }>(() =>
  import('./map-panel').then((module) => module.MapPanel),
);

export function MapGate() {
  const { result } = useSearchState();
  const [hidden, setHidden] = useState(isMapHidden);
  const [open, setOpen] = useState(wasMapOpened);
  // A search (even a link that needs fixing) puts results or an area on the map: open it, and
  // keep it open afterwards. A hidden map stays closed: showing it opens it.
  if (!hidden && !open && result.kind !== 'empty') setOpen(true);

  const preload = () => void mapPanel.preload();
  const openMap = () => {
    rememberMapOpened();
    setOpen(true);
  };
  const hide = () => {
    rememberMapHidden(true);
    setHidden(true);
  };
  const show = () => {
    rememberMapHidden(false);
    setHidden(false);
    if (result.kind !== 'empty') openMap();
  };

  if (hidden) {
    const filters = result.kind === 'ok' ? result.state.filters : {};
    return <HiddenMapBar filters={filters} onShow={show} onIntent={preload} />;
  }
  if (!open)
    return <MapPreview opening={false} onOpen={openMap} onIntent={preload} onHide={hide} />;
  return (
    <Suspense fallback={<MapPreview opening onOpen={openMap} onIntent={preload} onHide={hide} />}>
      <mapPanel.Component onHide={hide} />
    </Suspense>
  );
}
