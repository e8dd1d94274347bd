// The column chooser's choices, remembered in localStorage across visits (per browser).
import { useCallback, useSyncExternalStore } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import { readJson, writeJson } from '../../lib/local-store';
import { CHOOSABLE_COLUMNS } from './result-columns';

export const COLUMNS_STORAGE_KEY = 'llb.results.columns.v1';

/** Stored: column id → shown, for the columns whose choice differs from the default. */
type Choices = Record<string, boolean>;

function isChoices(value: unknown): value is Choices {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => typeof v === 'boolean')
  );
}

export const DEFAULT_VISIBILITY: VisibilityState = Object.fromEntries(
  CHOOSABLE_COLUMNS.map((c) => [c.id, !c.hiddenByDefault]),
);

const listeners = new Set<() => void>();
/** In memory first, so a choice applies even when storage is blocked or full. */
let current: VisibilityState | undefined;

function load(): VisibilityState {
  const choices = readJson(COLUMNS_STORAGE_KEY, isChoices) ?? {};
  const known = Object.entries(choices).filter(([id]) => Object.hasOwn(DEFAULT_VISIBILITY, id));
  return { ...DEFAULT_VISIBILITY, ...Object.fromEntries(known) };
}

function snapshot(): VisibilityState {
  current ??= load();
  return current;
}

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the choice updates this one too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== COLUMNS_STORAGE_KEY) return;
    current = load();
    notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function save(next: VisibilityState | null) {
  current = next ?? DEFAULT_VISIBILITY;
  try {
    if (next) {
      // Store only what differs from the default, so new columns arrive with their own default.
      const choices = Object.fromEntries(
        Object.entries(next).filter(([id, visible]) => DEFAULT_VISIBILITY[id] !== visible),
      );
      writeJson(COLUMNS_STORAGE_KEY, choices);
    } else {
      localStorage.removeItem(COLUMNS_STORAGE_KEY);
    }
  } catch {
    // Not remembered (storage blocked or full); the choice still applies until reload.
  }
  notify();
}

/** Test hook: forget the in-memory copy so the next read comes from storage. */
export function resetColumnVisibilityCache(): void {
  current = undefined;
}

export function useColumnVisibility(): {
  visibility: VisibilityState;
  setVisible: (id: string, visible: boolean) => void;
  reset: () => void;
} {
  const visibility = useSyncExternalStore(subscribe, snapshot, () => DEFAULT_VISIBILITY);
  const setVisible = useCallback((id: string, visible: boolean) => {
    save({ ...snapshot(), [id]: visible });
  }, []);
  const reset = useCallback(() => save(null), []);
  return { visibility, setVisible, reset };
}
