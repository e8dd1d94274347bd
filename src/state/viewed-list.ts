// The ids of the saved list being viewed, shared by the results (which load the list from its
// store) and the map (which maps the same ids). The URL holds only the list's id; its ids live in
// the results feature's list store, which the map must not import (features import search-state
// only), so the results publish them here once loaded. A tiny external store, like lib/hover-pick.
import { useEffect, useSyncExternalStore } from 'react';

interface ViewedList {
  listId: string;
  ids: readonly number[];
}

let viewed: ViewedList | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: ViewedList | null) {
  if (next?.listId === viewed?.listId && next?.ids === viewed?.ids) return;
  viewed = next;
  for (const listener of listeners) listener();
}

/** The results view: publishes the open list's ids while it shows them. */
export function usePublishListIds(listId: string | undefined, ids: readonly number[] | undefined) {
  useEffect(() => {
    if (!listId || !ids) return;
    publish({ listId, ids });
    return () => {
      if (viewed?.listId === listId && viewed.ids === ids) publish(null);
    };
  }, [listId, ids]);
}

/** The ids of `listId` once the results have loaded it; undefined until then (or for another list). */
export function useListIds(listId: string | undefined): readonly number[] | undefined {
  const current = useSyncExternalStore(subscribe, () => viewed);
  return listId && current?.listId === listId ? current.ids : undefined;
}
