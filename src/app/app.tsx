// The app shell: header, filter panel, map and results, composed from the features.
import { lazy, Suspense, useRef, useState } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { FilterPanel } from '../features/filters/filter-panel';
import { MlsDrawer } from '../features/mls-detail/mls-drawer';
import { useMlsDrawer } from '../features/mls-detail/use-mls-drawer';
import { ResultsPanel } from '../features/results/results-panel';
import {
  preloadSettingsDialog,
  SettingsDialogLoader,
} from '../features/settings/settings-dialog-loader';
import { Providers } from './providers';

// MapLibre is big: the map is its own chunk, loaded after the first screen.
const MapPanel = lazy(() =>
  import('../features/map/map-panel').then((module) => ({ default: module.MapPanel })),
);

function EmptyState({ title, children }: { title: string; children: string }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__body">{children}</p>
    </div>
  );
}

export function App() {
  const mls = useMlsDrawer();
  // Hover and pick are shared by the map and the table, so each mirrors the other.
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const [pickedId, setPickedId] = useState<string | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  return (
    <Providers>
      <div className="shell">
        <header className="shell__header">
          <h1 className="brand">
            <span className="brand__mark" aria-hidden="true" />
            Lead List Builder
          </h1>
          <div className="shell__header-actions">
            <button
              type="button"
              className="button button--ghost"
              aria-haspopup="dialog"
              onClick={mls.openForm}
            >
              Look up a listing
            </button>
            <button
              ref={settingsButton}
              type="button"
              className="button button--ghost"
              aria-haspopup="dialog"
              onClick={() => setSettingsOpen(true)}
              onPointerEnter={preloadSettingsDialog}
              onFocus={preloadSettingsDialog}
            >
              Settings
            </button>
          </div>
        </header>
        <aside className="shell__filters" aria-label="Filters">
          <FilterPanel />
        </aside>
        <section className="shell__map" aria-label="Map">
          <ErrorBoundary
            fallback={(_error, retry) => (
              <div className="empty-state" role="alert">
                <p className="empty-state__title">The map could not be shown</p>
                <p className="empty-state__body">Filters and results still work.</p>
                <button type="button" className="button button--ghost" onClick={retry}>
                  Try again
                </button>
              </div>
            )}
          >
            <Suspense fallback={<EmptyState title="Map">Loading the map…</EmptyState>}>
              <MapPanel
                hoveredId={hoveredId}
                selectedId={pickedId}
                onHoverRecord={setHoveredId}
                onPickRecord={(record) => {
                  setPickedId(record.id);
                  mls.openRecord(record);
                }}
              />
            </Suspense>
          </ErrorBoundary>
        </section>
        <section className="shell__results" aria-label="Results">
          <ResultsPanel
            onOpenDetail={(record) => {
              setPickedId(record.id);
              mls.openRecord(record);
            }}
            onBulkLookup={mls.openBulk}
            hoveredId={hoveredId}
            highlightedId={pickedId}
            onHoverRow={setHoveredId}
            onOpenSettings={() => setSettingsOpen(true)}
          />
        </section>
      </div>
      <MlsDrawer
        target={mls.target}
        onClose={mls.close}
        onOpenSettings={() => setSettingsOpen(true)}
      />
      <SettingsDialogLoader
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        returnFocusRef={settingsButton}
      />
    </Providers>
  );
}
