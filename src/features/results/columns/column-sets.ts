// Named column sets the user saved (for the export, or the table), kept in localStorage per browser.
import { useCallback } from 'react';
import { readJson, writeJson } from '../../../lib/local-store';
import { createStore, useStore, type Store } from '../../../lib/store';

export type ColumnSetScope = 'export' | 'table';

export interface SavedColumnSet {
  id: string;
  name: string;
  columnIds: string[];
  /** Export sets remember how rows are merged. */
  dedupe?: 'off' | 'mailing' | 'owner' | undefined;
}

const columnSetsKey = (scope: ColumnSetScope) => `llb.column-sets.v1.${scope}`;

function isSets(value: unknown): value is SavedColumnSet[] {
  return (
    Array.isArray(value) &&
    value.every(
      (s: Partial<SavedColumnSet>) =>
        typeof s?.id === 'string' &&
        typeof s.name === 'string' &&
        Array.isArray(s.columnIds) &&
        s.columnIds.every((id) => typeof id === 'string'),
    )
  );
}

const EMPTY: SavedColumnSet[] = [];
const stores = new Map<ColumnSetScope, Store<SavedColumnSet[]>>();

/** One store a scope, loaded at its first read; another tab saving a set updates this one too. */
function storeOf(scope: ColumnSetScope): Store<SavedColumnSet[]> {
  let store = stores.get(scope);
  if (!store) {
    const key = columnSetsKey(scope);
    const load = () => readJson(key, isSets) ?? EMPTY;
    store = createStore(load, (self) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key === key) self.set(load());
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    });
    stores.set(scope, store);
  }
  return store;
}

function write(scope: ColumnSetScope, sets: SavedColumnSet[]): void {
  try {
    writeJson(columnSetsKey(scope), sets);
  } catch {
    // Kept for this visit only (storage blocked or full).
  }
  storeOf(scope).set(sets);
}

export function useColumnSets(scope: ColumnSetScope) {
  const sets = useStore(storeOf(scope));
  /** Saves under `name`; a set of the same name (any case) is replaced. Returns the saved set. */
  const save = useCallback(
    (name: string, columnIds: readonly string[], dedupe?: SavedColumnSet['dedupe']) => {
      const trimmed = name.trim();
      const current = storeOf(scope).get();
      const same = current.find((s) => s.name.toLowerCase() === trimmed.toLowerCase());
      const set: SavedColumnSet = {
        id: same?.id ?? `set-${Date.now().toString(36)}-${current.length}`,
        name: trimmed,
        columnIds: [...columnIds],
        ...(dedupe ? { dedupe } : {}),
      };
      write(scope, same ? current.map((s) => (s.id === same.id ? set : s)) : [...current, set]);
      return set;
    },
    [scope],
  );
  const remove = useCallback(
    (id: string) =>
      write(
        scope,
        storeOf(scope)
          .get()
          .filter((s) => s.id !== id),
      ),
    [scope],
  );
  return { sets, save, remove };
}
