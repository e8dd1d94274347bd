// The top of the results: how many leads match, and the lead-type summary whose chips filter.
import { explainError } from '../../lib/explain-error';
import type { SearchState } from '../search-state/search-state';
import { navigateToSearch } from '../search-state/use-search-state';
import { CountWidget } from './count-widget';
import { toggleLeadType, type LeadType } from './lead-types';
import { SummaryWidget } from './summary-widget';
import type { useResultsQueries } from './use-results-queries';

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
  return (
    <div className="results__overview">
      <CountWidget
        count={total}
        loading={countLoading}
        failed={countFailed}
        context={listName !== undefined ? `in the saved list “${listName}”` : 'match this search'}
      />
      {summary.data?.resultCount === 0 ? null : (
        <SummaryWidget
          summary={summary.data?.summary}
          total={summary.data?.resultCount}
          filters={state.filters}
          loading={summary.isPending && summary.fetchStatus !== 'idle'}
          error={summary.isError ? explainError(summary.error) : undefined}
          quiet={quiet}
          onRetry={() => void summary.refetch()}
          onToggleLeadType={(type: LeadType) =>
            navigateToSearch({
              ...state,
              filters: toggleLeadType(state.filters, type),
              page: { ...state.page, index: 0 },
            })
          }
        />
      )}
    </div>
  );
}
