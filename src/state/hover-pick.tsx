// Which record is hovered and which is picked, shared by the map and the results table so that
// each mirrors the other, and picking a record opens its detail. A store (lib/store) rather than
// app state: a hover re-renders only what reads it (two table rows, the map's highlight), not the
// app and its 250-row table. The app makes it with the drawer's opener and provides it.
import { createContext, useContext, type ReactNode } from 'react';
import type { PropertyRecord } from '../api/contract/property-record';
import { createStore, useStore, type ReadableStore } from '../lib/store';

export interface HoverPickState {
  /** The record under the pointer, in the table or on the map. */
  hoveredId: string | null;
  /** The record last picked (its detail was opened): marked on the map and in the table. */
  pickedId: string | null;
}

export interface HoverPickStore extends ReadableStore<HoverPickState> {
  /** Reports the record under the pointer; null when it leaves. */
  hover: (id: string | null) => void;
  /** A row clicked (or Enter) or a map point clicked: marks the record and opens its detail. */
  pick: (record: PropertyRecord) => void;
  /** Whether picking opens a detail; rows are clickable only then. */
  opensDetail: boolean;
}

const NOTHING: HoverPickState = { hoveredId: null, pickedId: null };

export function createHoverPickStore(
  openDetail?: (record: PropertyRecord) => void,
): HoverPickStore {
  const store = createStore(NOTHING);
  const update = (change: Partial<HoverPickState>) => {
    const state = store.get();
    const next = { ...state, ...change };
    if (next.hoveredId === state.hoveredId && next.pickedId === state.pickedId) return;
    store.set(next);
  };
  return {
    ...store,
    hover: (hoveredId) => update({ hoveredId }),
    pick: (record) => {
      update({ pickedId: record.id });
      openDetail?.(record);
    },
    opensDetail: openDetail !== undefined,
  };
}

/** Without a provider (a feature rendered on its own): hover is kept, picking opens nothing. */
const HoverPickContext = createContext<HoverPickStore>(createHoverPickStore());

export function HoverPickProvider({
  store,
  children,
}: {
  store: HoverPickStore;
  children: ReactNode;
}) {
  return <HoverPickContext value={store}>{children}</HoverPickContext>;
}

export function useHoverPickStore(): HoverPickStore {
  return useContext(HoverPickContext);
}

/**
 * Reads one fact from the store and re-renders only when that fact changes: a row asks "am I
 * hovered?", so a hover moving between two rows re-renders those two and no others.
 */
export function useHoverPick<T>(select: (state: HoverPickState) => T): T {
  return useStore(useContext(HoverPickContext), select);
}
