// The three queries of the results screen on one key stem (list, count, summary) plus next-page prefetch.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../api/client-context';
import { afterNextPaint, useAfterPaint } from '../../lib/after-paint';
import { countQuery, searchQuery, summaryQuery } from '../../api/queries';
import { listRequest, searchRequests } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';

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
  // A new search's count and summary are asked for once its rows have been painted: started in
  // the same commit, their requests held that frame back (bench:web). An answer already cached
  // (the live count's) is shown at once all the same. Keyed by the count request, not the state:
  // a page or a sort keeps them enabled, so a failed count is not asked again by paging.
  const countKey = JSON.stringify(requests.count);
  const painted = useAfterPaint(countKey) === countKey;
  const count = useQuery({ ...countQuery(client, requests.count), enabled: enabled && painted });
  const summary = useQuery({
    ...summaryQuery(client, requests.summary),
    enabled: enabled && painted,
  });

  const total = list.isPlaceholderData ? undefined : list.data?.resultCount;
  const hasNext = total !== undefined && (state.page.index + 1) * state.page.size < total;
  useEffect(() => {
    if (!enabled || !hasNext) return;
    const next = { ...state, page: { ...state.page, index: state.page.index + 1 } };
    // After the page's paint: the next page is as large as this one, and read on the same thread.
    return afterNextPaint(
      () => void queryClient.prefetchQuery(searchQuery(client, listRequest(next, listIds))),
    );
  }, [enabled, hasNext, state, listIds, client, queryClient]);

  return { requests, list, count, summary };
}
