// Query options for saved lists. They live here, not in api/queries.ts, because a list store is not
// the property data service; the app-store key stem lets every mutation refresh every list view
// (the results' and the Lists and searches panel's).
import { queryOptions } from '@tanstack/react-query';
import type { ListStore } from './list-store';

const savedListKeys = {
  index: (storeId: string) => ['app-store', 'saved-lists', storeId, 'index'] as const,
  detail: (storeId: string, id: string) =>
    ['app-store', 'saved-lists', storeId, 'detail', id] as const,
};

/** A store plus a name for it, so two stores never share cache entries. */
export interface NamedListStore {
  storeId: string;
  store: ListStore;
}

export function savedListsQuery({ storeId, store }: NamedListStore) {
  return queryOptions({
    queryKey: savedListKeys.index(storeId),
    queryFn: () => store.list(),
    staleTime: Infinity,
  });
}

export function savedListQuery({ storeId, store }: NamedListStore, id: string) {
  return queryOptions({
    queryKey: savedListKeys.detail(storeId, id),
    queryFn: async () => (await store.get(id)) ?? null,
    staleTime: Infinity,
  });
}
