// The saved list being viewed, shared by the results (which load the list from its store), the map
// (which maps the same ids) and the filter panel, the where box and the drawing tools (which say
// "List: NAME" while it owns the screen). The URL holds only the list's id; its name and ids live
// in the results feature's list store, which the others must not import (features do not import
// each other), so the results publish them here once loaded.
import { useEffect } from 'react';
import { createStore, useStore } from '../lib/store';

interface ViewedList {
  listId: string;
  name: string;
  ids: readonly number[];
}

const viewed = createStore<ViewedList | null>(null);

function publish(next: ViewedList | null) {
  const current = viewed.get();
  if (
    next?.listId === current?.listId &&
    next?.ids === current?.ids &&
    next?.name === current?.name
  )
    return;
  viewed.set(next);
}

/** The results view: publishes the open list's name and ids while it shows them. */
export function usePublishListIds(
  listId: string | undefined,
  ids: readonly number[] | undefined,
  name = '',
) {
  useEffect(() => {
    if (!listId || !ids) return;
    publish({ listId, ids, name });
    return () => {
      const current = viewed.get();
      if (current?.listId === listId && current.ids === ids) publish(null);
    };
  }, [listId, ids, name]);
}

/** The name of `listId` once the results have loaded it; undefined until then. */
export function useListName(listId: string | undefined): string | undefined {
  return useStore(viewed, (current) =>
    listId && current?.listId === listId ? current.name : undefined,
  );
}

/** The ids of `listId` once the results have loaded it; undefined until then (or for another list). */
export function useListIds(listId: string | undefined): readonly number[] | undefined {
  return useStore(viewed, (current) =>
    listId && current?.listId === listId ? current.ids : undefined,
  );
}
