// The ids of the saved list being viewed, shared by the results (which load the list from its
// store) and the map (which maps the same ids). The URL holds only the list's id; its ids live in
// the results feature's list store, which the map must not import (features do not import each
// other), so the results publish them here once loaded.
import { useEffect } from 'react';
import { createStore, useStore } from '../lib/store';

interface ViewedList {
  listId: string;
  ids: readonly number[];
}

const viewed = createStore<ViewedList | null>(null);

function publish(next: ViewedList | null) {
  const current = viewed.get();
  if (next?.listId === current?.listId && next?.ids === current?.ids) return;
  viewed.set(next);
}

/** The results view: publishes the open list's ids while it shows them. */
export function usePublishListIds(listId: string | undefined, ids: readonly number[] | undefined) {
  useEffect(() => {
    if (!listId || !ids) return;
    publish({ listId, ids });
    return () => {
      const current = viewed.get();
      if (current?.listId === listId && current.ids === ids) publish(null);
    };
  }, [listId, ids]);
}

/** The ids of `listId` once the results have loaded it; undefined until then (or for another list). */
export function useListIds(listId: string | undefined): readonly number[] | undefined {
  return useStore(viewed, (current) =>
    listId && current?.listId === listId ? current.ids : undefined,
  );
}
