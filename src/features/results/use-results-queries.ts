// The three queries of the results screen on one key stem (list, count, summary) plus next-page prefetch.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiClient } from '../../api/client-context';
import type { PropertySearchRequest } from '../../api/contract/search-request';
import { countQuery, searchQuery, summaryQuery } from '../../api/queries';
import {
  toFilterRequest,
  toSearchRequest,
  toSortObject,
  type SearchState,
} from '../search-state/search-state';

/**
 * Privacy mode changes only what the list returns, not what matches; leaving it out of the count,
 * summary and ids requests lets toggling it reuse their cache.
 */
export function withoutPrivacy<T extends PropertySearchRequest>(request: T): T {
  if (!('obfuscate' in request)) return request;
  const { obfuscate: _obfuscate, ...rest } = request;
  return rest as T;
}

export interface ResultsRequests {
  /** The shown page. */
  list: PropertySearchRequest;
  /** Filters only: count and summary, shared by every page and sort. */
  filter: PropertySearchRequest;
  /** For ids_only (select all, save as list): filters plus sort, so a cap keeps the top rows. */
  ids: PropertySearchRequest;
}

/** The request for one page (toSearchRequest turns the page number into resultIndex). */
function pageRequest(state: SearchState, listIds?: number[]): PropertySearchRequest {
  return toSearchRequest(state, listIds ? { ids: listIds } : {});
}

export function resultsRequests(state: SearchState, listIds?: number[]): ResultsRequests {
  const extra = listIds ? { ids: listIds } : {};
  const filter = withoutPrivacy(toFilterRequest(state, extra));
  const sort = toSortObject(state.sort);
  return {
    list: pageRequest(state, listIds),
    filter,
    ids: sort ? { ...filter, sort } : filter,
  };
}

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
  const requests = resultsRequests(state, listIds);
  const list = useQuery({ ...searchQuery(client, requests.list), enabled });
  const count = useQuery({ ...countQuery(client, requests.filter), enabled });
  const summary = useQuery({ ...summaryQuery(client, requests.filter), enabled });

  const total = list.isPlaceholderData ? undefined : list.data?.resultCount;
  const hasNext = total !== undefined && (state.page.index + 1) * state.page.size < total;
  useEffect(() => {
    if (!enabled || !hasNext) return;
    const next = { ...state, page: { ...state.page, index: state.page.index + 1 } };
    void queryClient.prefetchQuery(searchQuery(client, pageRequest(next, listIds)));
  }, [enabled, hasNext, state, listIds, client, queryClient]);

  return { requests, list, count, summary };
}
