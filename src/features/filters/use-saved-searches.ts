// Saved searches as React state over the app's server (/app/v1/searches): the sidebar shows the
// user's own; the Lists and searches panel shows them beside the team's shared ones.
import { useCallback, useMemo } from 'react';
import type { SavedSearch } from '../../api/app-store/contract';
import {
  useAppStore,
  useRefreshAppStore,
  useSavedSearchesQuery,
} from '../../api/app-store/queries';
import { SavedSearchError, checkName } from './saved-searches-store';

const EMPTY: SavedSearch[] = [];

/** The server's message when it gave one, else a plain sentence. */
function asSavedSearchError(error: unknown): SavedSearchError {
  if (error instanceof SavedSearchError) return error;
  return new SavedSearchError(
    error instanceof Error && error.message
      ? error.message
      : 'The saved searches could not be reached. Try again.',
  );
}

export function useSavedSearches() {
  const store = useAppStore();
  const refresh = useRefreshAppStore();
  const query = useSavedSearchesQuery();
  const items = useMemo(() => (query.data ?? EMPTY).filter((s) => s.mine), [query.data]);

  const add = useCallback(
    async (name: string, searchQuery: string) => {
      const problem = checkName(items, name);
      if (problem) throw new SavedSearchError(problem);
      try {
        const item = await store.createSearch({ name: name.trim(), query: searchQuery });
        await refresh();
        return item;
      } catch (error) {
        throw asSavedSearchError(error);
      }
    },
    [items, store, refresh],
  );
  const rename = useCallback(
    async (id: string, name: string) => {
      const problem = checkName(items, name, id);
      if (problem) throw new SavedSearchError(problem);
      try {
        await store.patchSearch(id, { name: name.trim() });
        await refresh();
      } catch (error) {
        throw asSavedSearchError(error);
      }
    },
    [items, store, refresh],
  );
  const remove = useCallback(
    async (id: string) => {
      try {
        await store.deleteSearch(id);
        await refresh();
      } catch (error) {
        throw asSavedSearchError(error);
      }
    },
    [store, refresh],
  );
  return { items, loading: query.isPending, failed: query.isError, add, rename, remove };
}
