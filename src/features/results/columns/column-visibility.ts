// The column chooser's choices (which columns, in which order), remembered in localStorage across
// visits (per browser).
import { useCallback, useMemo } from 'react';
import type { VisibilityState } from '@tanstack/react-table';
import { readJson, writeJson } from '../../../lib/local-store';
import { createStore, useStore } from '../../../lib/store';
import { CHOOSABLE_COLUMNS } from './result-columns';

export const COLUMNS_STORAGE_KEY = 'llb.results.columns.v1';
/** The shown columns' order, when the user set one (absent: table order). */
export const ORDER_STORAGE_KEY = 'llb.results.column-order.v1';

const CHOOSABLE_IDS = new Set(CHOOSABLE_COLUMNS.map((c) => c.id));
const NO_ORDER: readonly string[] = [];

function isOrder(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

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

function loadOrder(): readonly string[] {
  const order = readJson(ORDER_STORAGE_KEY, isOrder);
  return order ? order.filter((id) => CHOOSABLE_IDS.has(id)) : NO_ORDER;
}

function loadVisibility(): VisibilityState {
  const choices = readJson(COLUMNS_STORAGE_KEY, isChoices) ?? {};
  const known = Object.entries(choices).filter(([id]) => Object.hasOwn(DEFAULT_VISIBILITY, id));
  return { ...DEFAULT_VISIBILITY, ...Object.fromEntries(known) };
}

interface ColumnChoices {
  visibility: VisibilityState;
  order: readonly string[];
}

const load = (): ColumnChoices => ({ visibility: loadVisibility(), order: loadOrder() });

/** In memory first, so a choice applies even when storage is blocked or full. */
// Another tab changing the choice updates this one too.
const choicesStore = createStore(load, (store) => {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLUMNS_STORAGE_KEY || event.key === ORDER_STORAGE_KEY) store.set(load());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
});

function saveOrder(next: readonly string[] | null): readonly string[] {
  try {
    if (next) writeJson(ORDER_STORAGE_KEY, next);
    else localStorage.removeItem(ORDER_STORAGE_KEY);
  } catch {
    // Not remembered; applies until reload.
  }
  return next ?? NO_ORDER;
}

function saveVisibility(next: VisibilityState | null): VisibilityState {
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
  return next ?? DEFAULT_VISIBILITY;
}

/** Test hook: read the choices from storage again. */
export function resetColumnVisibilityCache(): void {
  choicesStore.set(load());
}

/** The shown columns in order: the user's order first, then the rest in table order. */
function shownInOrder(visibility: VisibilityState, order: readonly string[]): string[] {
  const ordered = order.filter((id) => visibility[id] !== false);
  const rest = CHOOSABLE_COLUMNS.map((c) => c.id).filter(
    (id) => visibility[id] !== false && !ordered.includes(id),
  );
  return [...ordered, ...rest];
}

export function useColumnVisibility(): {
  visibility: VisibilityState;
  /** The shown choosable columns, in the order the table shows them. */
  shown: string[];
  setVisible: (id: string, visible: boolean) => void;
  /** Shows exactly these columns, in this order (the column picker's choice). */
  setColumns: (ids: readonly string[]) => void;
  reset: () => void;
} {
  const { visibility, order } = useStore(choicesStore);
  const shown = useMemo(() => shownInOrder(visibility, order), [visibility, order]);
  const setVisible = useCallback((id: string, visible: boolean) => {
    choicesStore.set((current) => ({
      ...current,
      visibility: saveVisibility({ ...current.visibility, [id]: visible }),
    }));
  }, []);
  const setColumns = useCallback((ids: readonly string[]) => {
    const known = ids.filter((id) => CHOOSABLE_IDS.has(id));
    choicesStore.set({
      order: saveOrder(known),
      visibility: saveVisibility(
        Object.fromEntries(CHOOSABLE_COLUMNS.map((c) => [c.id, known.includes(c.id)])),
      ),
    });
  }, []);
  const reset = useCallback(() => {
    choicesStore.set({ order: saveOrder(null), visibility: saveVisibility(null) });
  }, []);
  return { visibility, shown, setVisible, setColumns, reset };
}
