// The app shell: header, filter panel, map and results, composed from the features.
import { FilterPanel } from '../features/filters/filter-panel';
import { ResultsPanel } from '../features/results/results-panel';
import { Providers } from './providers';

function EmptyState({ title, children }: { title: string; children: string }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      <p className="empty-state__body">{children}</p>
    </div>
  );
}

export function App() {
  return (
    <Providers>
      <div className="shell">
        <header className="shell__header">
          <h1 className="brand">
            <span className="brand__mark" aria-hidden="true" />
            Lead List Builder
          </h1>
          <div className="shell__header-actions">
            <button type="button" className="button button--ghost" aria-haspopup="dialog">
              Settings
            </button>
          </div>
        </header>
        <aside className="shell__filters" aria-label="Filters">
          <FilterPanel />
        </aside>
        <section className="shell__map" aria-label="Map">
          <EmptyState title="Map">Draw a radius or polygons to search an area.</EmptyState>
        </section>
        <section className="shell__results" aria-label="Results">
          <ResultsPanel />
        </section>
      </div>
    </Providers>
  );
}
