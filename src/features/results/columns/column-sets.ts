// Named column sets the user saved (for the export, or the table), kept in localStorage per browser.
import { useCallback, useSyncExternalStore } from 'react';
import { readJson, writeJson } from '../../../lib/local-store';

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
const cache = new Map<ColumnSetScope, SavedColumnSet[]>();
const listeners = new Set<() => void>();

function read(scope: ColumnSetScope): SavedColumnSet[] {
  let sets = cache.get(scope);
  if (!sets) {
    sets = readJson(columnSetsKey(scope), isSets) ?? EMPTY;
    cache.set(scope, sets);
  }
  return sets;
}

function write(scope: ColumnSetScope, sets: SavedColumnSet[]): void {
  cache.set(scope, sets);
  try {
    writeJson(columnSetsKey(scope), sets);
  } catch {
    // Kept for this visit only (storage blocked or full).
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (!event.key?.startsWith('llb.column-sets.')) return;
    cache.clear();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useColumnSets(scope: ColumnSetScope) {
  const sets = useSyncExternalStore(
    subscribe,
    () => read(scope),
    () => EMPTY,
  );
  /** Saves under `name`; a set of the same name (any case) is replaced. Returns the saved set. */
  const save = useCallback(
    (name: string, columnIds: readonly string[], dedupe?: SavedColumnSet['dedupe']) => {
      const trimmed = name.trim();
      const current = read(scope);
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
        read(scope).filter((s) => s.id !== id),
      ),
    [scope],
  );
  return { sets, save, remove };
}
