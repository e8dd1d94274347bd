// Saved searches as React state that follows localStorage, including changes made in other tabs.
import { useCallback, useSyncExternalStore } from 'react';
import {
  SAVED_SEARCHES_KEY,
  addSavedSearch,
  deleteSavedSearch,
  readSavedSearches,
  renameSavedSearch,
  type SavedSearch,
} from './saved-searches-store';

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === SAVED_SEARCHES_KEY) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function storage(): Storage {
  return window.localStorage;
}

let lastRaw: string | null | undefined;
let lastItems: SavedSearch[] = [];

/** The parsed list, cached per stored text so every render sees the same array. */
function snapshot(): SavedSearch[] {
  let raw: string | null;
  try {
    raw = storage().getItem(SAVED_SEARCHES_KEY);
  } catch {
    raw = null;
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastItems = readSavedSearches(storage());
  }
  return lastItems;
}

const EMPTY: SavedSearch[] = [];

export function useSavedSearches() {
  const items = useSyncExternalStore(subscribe, snapshot, () => EMPTY);
  const add = useCallback((name: string, query: string) => {
    const item = addSavedSearch(storage(), name, query);
    notify();
    return item;
  }, []);
  const rename = useCallback((id: string, name: string) => {
    renameSavedSearch(storage(), id, name);
    notify();
  }, []);
  const remove = useCallback((id: string) => {
    deleteSavedSearch(storage(), id);
    notify();
  }, []);
  return { items, add, rename, remove };
}
