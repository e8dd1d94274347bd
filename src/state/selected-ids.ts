// The property ids ticked in the results table, for the Lists and searches panel ("add the
// selection to a list", "save the selection as a list"). The selection lives in the results
// feature, which the panel must not import (features import search-state only), so the results
// publish it here. A tiny external store, like viewed-list.
import { useEffect, useSyncExternalStore } from 'react';

const NONE: readonly number[] = [];
let selected: readonly number[] = NONE;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function publish(next: readonly number[]) {
  if (next === selected) return;
  selected = next;
  for (const listener of listeners) listener();
}

/** The results view: publishes its selection while it is on screen. */
export function usePublishSelection(ids: readonly number[]) {
  useEffect(() => {
    publish(ids);
    return () => {
      if (selected === ids) publish(NONE);
    };
  }, [ids]);
}

/** The ids ticked in the table now (empty when nothing is, or no results are shown). */
export function useSelectedIds(): readonly number[] {
  return useSyncExternalStore(
    subscribe,
    () => selected,
    () => NONE,
  );
}
