// React binding of the app-store client: which client the app uses (the real one unless a test
// provides another), the cache keys every lists-and-searches view shares, and the reads.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext } from 'react';
import { createAppStoreClient, type AppStoreClient, type ListFilter } from './client';
import { estimateWords, loadEstimate } from './spend-estimate';

export const AppStoreContext = createContext<AppStoreClient>(createAppStoreClient());

export function useAppStore(): AppStoreClient {
  return useContext(AppStoreContext);
}

/** One stem, so any change (in the panel or the results' lists menu) refreshes every view. */
const appStoreKeys = {
  all: ['app-store'] as const,
  lists: (filter: ListFilter) => ['app-store', 'lists', filter] as const,
  list: (id: string) => ['app-store', 'list', id] as const,
  searches: ['app-store', 'searches'] as const,
};

export function listsQuery(store: AppStoreClient, filter: ListFilter) {
  return queryOptions({
    queryKey: appStoreKeys.lists(filter),
    queryFn: async () => (await store.lists(filter)).lists,
  });
}

/** A list with its ids, or null when it cannot be opened (deleted, or no longer shared: a 404). */
export function listQuery(store: AppStoreClient, id: string) {
  return queryOptions({
    queryKey: appStoreKeys.list(id),
    queryFn: async () => {
      try {
        return await store.getList(id);
      } catch (error) {
        if ((error as { status?: number }).status === 404) return null;
        throw error;
      }
    },
  });
}

export function useSavedSearchesQuery() {
  const store = useAppStore();
  return useQuery({
    queryKey: appStoreKeys.searches,
    queryFn: async () => (await store.searches()).searches,
  });
}

/** Refreshes every lists-and-searches view after a change. */
export function useRefreshAppStore(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: appStoreKeys.all }),
    [queryClient],
  );
}

/**
 * "1,840 of 2,300 already held, 460 to buy ≈ 460 credits; you have 4,200 left this month" for the
 * list on screen (free calls only). Keyed by the list and its size, not its ids: a key of 100,000
 * ids would be hashed on every render.
 */
export function heldQuery(store: AppStoreClient, listId: string, ids: readonly number[]) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- the list id stands for its ids (above); one store per app
  return queryOptions({
    queryKey: ['app-store', 'held', listId, ids.length],
    queryFn: async () => estimateWords(await loadEstimate(store, { records: ids.length, ids })),
  });
}
