// Whether the county layer is on, and its last notice: shared by the toggle in the panel and the layer in the map view.
import { useSyncExternalStore } from 'react';

export interface CountyLayerState {
  enabled: boolean;
  notice: string | null;
  /** The county data failed to load. */
  error: string | null;
}

let state: CountyLayerState = { enabled: false, notice: null, error: null };
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function updateCountyLayer(change: Partial<CountyLayerState>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function useCountyLayerState(): CountyLayerState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
