// The three queries of the results screen on one key stem (list, count, summary) plus next-page prefetch.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../api/client-context';
import { countQuery, searchQuery, summaryQuery } from '../../api/queries';
import { listRequest, searchRequests } from '../search-state/search-requests';
import type { SearchState } from '../search-state/search-state';

/**
 * `enabled` is false while a saved list's ids are still loading, so no query runs without them.
 */
export function useResultsQueries(
  state: SearchState,
  listIds: number[] | undefined,
  enabled: boolean,
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const requests = searchRequests(state, listIds);
  const list = useQuery({ ...searchQuery(client, requests.list), enabled });
  const count = useQuery({ ...countQuery(client, requests.count), enabled });
  const summary = useQuery({ ...summaryQuery(client, requests.summary), enabled });

  const total = list.isPlaceholderData ? undefined : list.data?.resultCount;
  const hasNext = total !== undefined && (state.page.index + 1) * state.page.size < total;
  useEffect(() => {
    if (!enabled || !hasNext) return;
    const next = { ...state, page: { ...state.page, index: state.page.index + 1 } };
    void queryClient.prefetchQuery(searchQuery(client, listRequest(next, listIds)));
  }, [enabled, hasNext, state, listIds, client, queryClient]);

  return { requests, list, count, summary };
}
