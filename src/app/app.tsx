// The app shell: header, filter panel, map and results, composed from the features.
import { useRef, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { AccountMenu } from '../features/auth/account-menu';
import { SessionGate } from '../features/auth/session-gate';
import { ListsEntry } from '../features/lists/lists-entry';
import { MapGate } from '../features/map/map-gate';
import { FilterPanel } from '../features/filters/filter-panel';
import { MlsDrawerLoader, preloadMlsDrawer } from '../features/mls-detail/mls-drawer-loader';
import { useMlsDrawer } from '../features/mls-detail/use-mls-drawer';
import { createMlsJoinStore } from '../state/mls-join';
import { preloadResultsScreen, ResultsPanel } from '../features/results/results-panel';
import { WhereBoxLoader } from '../features/where-box/where-box-loader';
import {
  preloadSettingsDialog,
  SettingsDialogLoader,
} from '../features/settings/settings-dialog-loader';
import { UsageDialogLoader } from '../features/usage/usage-dialog-loader';
import { createHoverPickStore } from '../state/hover-pick';
import { LEAD_TYPES_SLOT_ID } from '../lib/layout-slots';
import { Providers } from './providers';

/**
 * Around a part loaded on demand (drawer, dialog): if its code fails to load, say so and let the
 * user carry on; Dismiss closes the part and clears the error, so opening it again retries.
 */
function LoadFailedBoundary({
  what,
  onDismiss,
  children,
}: {
  what: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <ErrorBoundary
      fallback={(_error, retry) => (
        <div className="load-failed" role="alert">
          <p>{what} could not be opened. Check the connection, then try again.</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              onDismiss();
              retry();
            }}
          >
            Dismiss
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}

export function App() {
  const mls = useMlsDrawer();
  // Hover and pick are shared by the map and the table, so each mirrors the other; a pick opens
  // the record's detail. openRecord never changes (useMlsDrawer), so the store is made once.
  const { openRecord } = mls;
  const [hoverPick] = useState(() => createHoverPickStore(openRecord));
  // A bulk MLS lookup (in the drawer) adds its answers to the leads' rows (in the results).
  const [mlsJoin] = useState(createMlsJoinStore);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const settingsButton = useRef<HTMLButtonElement>(null);
  const [usageOpen, setUsageOpen] = useState(false);
  return (
    <Providers hoverPick={hoverPick}>
      {/* The server may ask for sign-in (proxy mode): nothing below loads data until it is satisfied. */}
      <SessionGate>
        <div className="shell">
          <header className="shell__header">
            <h1 className="brand">
              <span className="brand__mark" aria-hidden="true" />
              Lead List Builder
            </h1>
            <div className="shell__header-actions">
              <ListsEntry />
              <button
                type="button"
                className="button button--ghost"
                aria-haspopup="dialog"
                onClick={mls.openForm}
                onPointerEnter={preloadMlsDrawer}
                onFocus={preloadMlsDrawer}
              >
                Look up a listing
              </button>
              <button
                type="button"
                className="button button--ghost"
                aria-haspopup="dialog"
                onClick={() => setUsageOpen(true)}
              >
                Usage
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
              <AccountMenu />
            </div>
          </header>
          {/* Using the filters hints that a search is coming: fetch the results screen's code. */}
          <aside
            className="shell__filters"
            aria-label="Filters"
            onPointerEnter={preloadResultsScreen}
            onFocus={preloadResultsScreen}
          >
            <FilterPanel whereBox={(state) => <WhereBoxLoader {...state} />} />
          </aside>
          {/* The map and, on a wide screen, the lead types under it: beside the table, so the
              rows start high (app.css). */}
          <div className="shell__side">
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
                <MapGate />
              </ErrorBoundary>
            </section>
            <div className="shell__lead-types" id={LEAD_TYPES_SLOT_ID} />
          </div>
          {/* Pointing at or tabbing into the results hints that a detail is next: fetch the drawer's code. */}
          <section
            className="shell__results"
            aria-label="Results"
            onPointerEnter={preloadMlsDrawer}
            onFocus={preloadMlsDrawer}
          >
            <ResultsPanel
              onBulkLookup={mls.openBulk}
              mlsJoin={mlsJoin}
              onOpenSettings={() => setSettingsOpen(true)}
            />
          </section>
        </div>
        <LoadFailedBoundary what="The MLS details" onDismiss={mls.close}>
          <MlsDrawerLoader
            target={mls.target}
            onClose={mls.close}
            onOpenSettings={() => setSettingsOpen(true)}
            onBulkRows={mlsJoin.merge}
          />
        </LoadFailedBoundary>
        <LoadFailedBoundary what="Settings" onDismiss={() => setSettingsOpen(false)}>
          <SettingsDialogLoader
            open={settingsOpen}
            onClose={() => setSettingsOpen(false)}
            returnFocusRef={settingsButton}
          />
        </LoadFailedBoundary>
        {usageOpen ? (
          <LoadFailedBoundary what="Usage" onDismiss={() => setUsageOpen(false)}>
            <UsageDialogLoader onClose={() => setUsageOpen(false)} />
          </LoadFailedBoundary>
        ) : null}
      </SessionGate>
    </Providers>
  );
}
