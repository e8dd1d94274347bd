// Whether the county layer is on, and its last notice: shared by the toggle in the panel and the layer in the map view.
import { createStore, useStore } from '../../../lib/store';

export interface CountyLayerState {
  enabled: boolean;
  notice: string | null;
  /** The county data failed to load. */
  error: string | null;
}

const store = createStore<CountyLayerState>({ enabled: false, notice: null, error: null });

export function updateCountyLayer(change: Partial<CountyLayerState>) {
  store.set((state) => ({ ...state, ...change }));
}

export function useCountyLayerState(): CountyLayerState {
  return useStore(store);
}
