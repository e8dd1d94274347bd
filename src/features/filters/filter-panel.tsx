// The filter panel: every §2.1 filter in groups, validated as the user types, with chips, live count
// and saved searches. What it knows and does is useFilterPanel's; the parts are views beside it.
import { useRef, type ReactNode } from 'react';
import type { SearchFilters } from '../../state/search/search-state';
import { useFilterPanel } from './use-filter-panel';
import { ActiveFilterChips } from './active-filter-chips';
import { FilterGroups } from './filter-groups';
import { FilterPanelFooter } from './filter-panel-footer';
import { FindFilterBox } from './find-filter-box';
import { SavedSearchesSection } from './saved-searches-section';
import './filter-panel.css';

export interface FilterPanelProps {
  /** The "where" box (its own feature), shown at the top of the panel. */
  whereBox?: (state: WhereBoxState) => ReactNode;
  /** How long an edit stands before it applies (use-auto-apply.ts); tests set their own. */
  applyDelayMs?: number;
}

interface WhereBoxState {
  /**
   * Clear all took the searched places away, pending like every other edit until the user
   * searches, so the box shows no chips for them.
   */
  placesCleared: boolean;
  /**
   * The search the panel shows, when it differs from the one run and can run: a pick searches at
   * once, so it is added to these (after Clear all, the place alone), not to the filters the user
   * already changed or cleared. Undefined when there are no edits, or they have errors.
   */
  pendingFilters?: SearchFilters;
}

export function FilterPanel({ whereBox, applyDelayMs }: FilterPanelProps = {}) {
  const findRef = useRef<HTMLInputElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  const m = useFilterPanel({ findRef, chipsRef, scrollerRef, footerRef }, applyDelayMs);
  const { result, activeCount } = m;
  return (
    <div className="filter-panel" ref={scrollerRef}>
      <div className="filter-panel__header">
        <h2 className="filter-panel__title">
          Filters{' '}
          {activeCount > 0 ? (
            <span className="filter-panel__count">{activeCount} active</span>
          ) : null}
        </h2>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={m.clearAll}
          disabled={activeCount === 0 && m.listName === undefined}
          title={m.listName !== undefined ? 'Close the list and start a new search' : undefined}
        >
          Clear all
        </button>
      </div>

      {whereBox?.({ placesCleared: m.placesCleared, pendingFilters: m.pendingFilters })}

      {result.kind === 'invalid' ? (
        <div className="filter-panel__notice" role="alert">
          <p className="filter-panel__notice-title">This link's search can't run as it is.</p>
          <p>
            {result.draft ? 'Fix the problems marked below, then search again.' : result.reason}
          </p>
        </div>
      ) : null}

      <SavedSearchesSection currentQuery={m.currentQuery} />
      <FindFilterBox {...m} findRef={findRef} />
      <ActiveFilterChips {...m} chipsRef={chipsRef} />
      <FilterGroups {...m} />
      <FilterPanelFooter {...m} footerRef={footerRef} />
    </div>
  );
}
