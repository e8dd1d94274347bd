// The team's lists for the results' menus, on the app store's client and cache (as the Lists and
// searches panel reads them): the index, and save / rename / remove, each refreshing every view.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CreateListBody } from '../../../api/app-store/contract';
import { listsQuery, useAppStore, useRefreshAppStore } from '../../../api/app-store/queries';

/** Most recently changed first, as the menu lists them. */
const RECENT_FIRST = { sort: 'updated' } as const;

export function useSavedLists() {
  const store = useAppStore();
  const refresh = useRefreshAppStore();
  // Read once, then refreshed by every change (this or the panel's), not on each mount.
  const lists = useQuery({ ...listsQuery(store, RECENT_FIRST), staleTime: Infinity });
  const save = useMutation({
    mutationFn: (body: CreateListBody) => store.createList(body),
    onSuccess: refresh,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => store.patchList(id, { name }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => store.deleteList(id),
    onSuccess: refresh,
  });
  return { lists, save, rename, remove };
}
