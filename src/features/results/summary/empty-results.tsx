// No matches: counts one-step loosenings of the search (counting is free) and offers the best ones.
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useApiClient } from '../../../api/client-context';
import { countQuery } from '../../../api/queries';
import { Skeleton } from '../../../components/ui/skeleton';
import { pluralize } from '../../../lib/plural';
import { countRequest } from '../../../state/search/search-requests';
import type { SearchFilters } from '../../../state/search/search-state';
import { looseningCandidates, type Loosening } from './loosen-filters';

export interface EmptyResultsProps {
  filters: SearchFilters;
  /** A saved list's ids, when viewing one: loosening keeps them. */
  ids?: number[] | undefined;
  onApply: (filters: SearchFilters) => void;
}

const MAX_SHOWN = 3;

export function EmptyResults({ filters, ids, onApply }: EmptyResultsProps) {
  const client = useApiClient();
  const candidates = useMemo(() => looseningCandidates(filters), [filters]);
  const counts = useQueries({
    queries: candidates.map((c) => countQuery(client, countRequest(c.filters, ids))),
  });
  const pending = counts.some((q) => q.isPending);
  const ranked: { candidate: Loosening; count: number }[] = candidates
    .map((candidate, i) => ({ candidate, count: counts[i]?.data?.resultCount ?? 0 }))
    .filter((r) => r.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_SHOWN);

  return (
    <div className="empty-results">
      <p className="empty-results__title">No leads match this search</p>
      {candidates.length === 0 ? (
        <p className="empty-results__body">
          {ids
            ? 'None of this list’s properties were found. They may no longer be in the data.'
            : 'Try a different area, or change the filters on the left.'}
        </p>
      ) : pending && ranked.length === 0 ? (
        <p className="empty-results__body">
          Checking which filter to loosen… <Skeleton width={120} />
        </p>
      ) : ranked.length === 0 ? (
        <p className="empty-results__body">
          Loosening a single filter does not help. Try a different area, or remove several filters.
        </p>
      ) : (
        <>
          <p className="empty-results__body">Loosen one filter to find leads:</p>
          <ul className="empty-results__suggestions">
            {ranked.map(({ candidate, count }) => (
              <li key={candidate.label}>
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={() => onApply(candidate.filters)}
                >
                  {candidate.label}
                  <span className="empty-results__count">{pluralize(count, 'lead')}</span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
