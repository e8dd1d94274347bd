// Saved lists as React Query state: the index, and save / rename / remove that refresh every view.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { appStoreKeys } from '../../../api/app-store/queries';
import { savedListsQuery, type NamedListStore } from './list-queries';
import type { NewSavedList } from './list-store';

export function useSavedLists(named: NamedListStore) {
  const queryClient = useQueryClient();
  const lists = useQuery(savedListsQuery(named));
  const invalidate = () => queryClient.invalidateQueries({ queryKey: appStoreKeys.all });
  const save = useMutation({
    mutationFn: (input: NewSavedList) => named.store.save(input),
    onSuccess: invalidate,
  });
  const rename = useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) => named.store.rename(id, name),
    onSuccess: invalidate,
  });
  const remove = useMutation({
    mutationFn: (id: string) => named.store.remove(id),
    onSuccess: invalidate,
  });
  return { lists, save, rename, remove };
}
