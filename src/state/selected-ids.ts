// The property ids ticked in the results table, for the Lists and searches panel ("add the
// selection to a list", "save the selection as a list"). The selection lives in the results
// feature, which the panel must not import (features do not import each other), so the results
// publish it here.
import { useEffect } from 'react';
import { createStore, useStore } from '../lib/store';

const NONE: readonly number[] = [];
const selected = createStore<readonly number[]>(NONE);

/** The results view: publishes its selection while it is on screen. */
export function usePublishSelection(ids: readonly number[]) {
  useEffect(() => {
    selected.set(ids);
    return () => {
      if (selected.get() === ids) selected.set(NONE);
    };
  }, [ids]);
}

/** The ids ticked in the table now (empty when nothing is, or no results are shown). */
export function useSelectedIds(): readonly number[] {
  return useStore(selected);
}
