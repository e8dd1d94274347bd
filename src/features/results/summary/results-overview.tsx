// The top of the results: how many leads match, and the lead-type summary whose chips filter. On a
// wide screen the summary sits under the map, beside the table (app.css), always open; on a narrower
// one it is above the table and folds away (remembered), so the first rows show under the map.
import { useCallback, useId, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { LEAD_TYPES_SLOT_ID, SIDE_BY_SIDE } from '../../../lib/layout-slots';
import { useMediaQuery } from '../../../lib/use-media-query';
import { explainError } from '../../../lib/explain-error';
import type { SearchState } from '../../../state/search/search-state';
import { showNewSearch } from '../../../state/search/use-search-state';
import { CountWidget } from './count-widget';
import { toggleLeadType, type LeadType } from './lead-types';
import { useResultsLayout } from '../results-layout';
import { SummaryWidget } from './summary-widget';
import type { useResultsQueries } from '../use-results-queries';

export interface ResultsOverviewProps {
  state: SearchState;
  total: number | undefined;
  countLoading: boolean;
  countFailed: boolean;
  /** The saved list on screen, if any. */
  listName: string | undefined;
  summary: ReturnType<typeof useResultsQueries>['summary'];
  /** The list's own error is showing: the summary keeps its failure quiet. */
  quiet: boolean;
}

export function ResultsOverview({
  state,
  total,
  countLoading,
  countFailed,
  listName,
  summary,
  quiet,
}: ResultsOverviewProps) {
  const { layout, change } = useResultsLayout();
  const summaryId = useId();
  const slot = useLeadTypesSlot();
  const hasSummary = summary.data?.resultCount !== 0;
  const open = (slot !== null || layout.summaryOpen) && hasSummary;
  // Stable props: on a wide screen the summary stays up while pages turn, and a page changes
  // nothing it shows, so it skips those renders (SummaryWidget is memoised).
  // The search besides its page index, the same object while only the page turns.
  const { page, ...search } = state;
  const searchKey = JSON.stringify(search);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the same search, compared by value
  const steady = useMemo(() => search, [searchKey]);
  const pageSize = page.size;
  const onToggleLeadType = useCallback(
    (type: LeadType) =>
      // A new search, shown in one step like the Search button's.
      showNewSearch({
        ...steady,
        filters: toggleLeadType(steady.filters, type),
        page: { size: pageSize, index: 0 },
      }),
    [steady, pageSize],
  );
  const { refetch, error: summaryError } = summary;
  const onRetry = useCallback(() => void refetch(), [refetch]);
  const error = useMemo(
    () => (summaryError ? explainError(summaryError) : undefined),
    [summaryError],
  );
  const widget = !open ? null : (
    <SummaryWidget
      id={summaryId}
      summary={summary.data?.summary}
      total={summary.data?.resultCount}
      filters={steady.filters}
      loading={summary.isPending && summary.fetchStatus !== 'idle'}
      error={error}
      quiet={quiet}
      onRetry={onRetry}
      onToggleLeadType={onToggleLeadType}
    />
  );
  return (
    <div className={`results__overview${open && !slot ? '' : ' is-folded'}`}>
      <CountWidget
        count={total}
        loading={countLoading}
        failed={countFailed}
        context={listName !== undefined ? `in the saved list “${listName}”` : 'match this search'}
      />
      <div className="results__view-options">
        {hasSummary && !slot ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-expanded={open}
            aria-controls={open ? summaryId : undefined}
            onClick={() => change({ summaryOpen: !layout.summaryOpen })}
          >
            {open ? 'Hide lead types' : 'Show lead types'}
          </button>
        ) : null}
        <button
          type="button"
          className="button button--ghost button--small"
          aria-pressed={layout.compact}
          onClick={() => change({ compact: !layout.compact })}
        >
          Compact rows
        </button>
      </div>
      {slot && widget ? createPortal(widget, slot) : widget}
    </div>
  );
}

/** The side column's place for the summary, when the screen is wide enough to have one. */
function useLeadTypesSlot(): HTMLElement | null {
  const wide = useMediaQuery(SIDE_BY_SIDE);
  return wide ? document.getElementById(LEAD_TYPES_SLOT_ID) : null;
}
