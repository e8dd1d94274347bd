// How the results are laid out, remembered per browser: the lead-type summary open or folded, and
// compact rows. Folded by default, so a search's first rows show at 1280×720 under the map.
import { useCallback } from 'react';
import { readJson, writeJson } from '../../lib/local-store';
import { createStore, useStore } from '../../lib/store';

const LAYOUT_STORAGE_KEY = 'llb.results.layout.v1';

export interface ResultsLayout {
  /** The lead-type summary (medians and lead-type chips) is shown. */
  summaryOpen: boolean;
  /** One line a row. */
  compact: boolean;
}

const DEFAULT_LAYOUT: ResultsLayout = { summaryOpen: false, compact: false };

function isLayout(value: unknown): value is Partial<ResultsLayout> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function load(): ResultsLayout {
  const stored = readJson(LAYOUT_STORAGE_KEY, isLayout) ?? {};
  return {
    summaryOpen:
      typeof stored.summaryOpen === 'boolean' ? stored.summaryOpen : DEFAULT_LAYOUT.summaryOpen,
    compact: typeof stored.compact === 'boolean' ? stored.compact : DEFAULT_LAYOUT.compact,
  };
}

/** In memory first: a choice applies even when storage is blocked. */
const layoutStore = createStore(load);

export function useResultsLayout() {
  const layout = useStore(layoutStore);
  const change = useCallback((patch: Partial<ResultsLayout>) => {
    const next = { ...layoutStore.get(), ...patch };
    try {
      writeJson(LAYOUT_STORAGE_KEY, next);
    } catch {
      // Kept in memory for this visit; nothing to tell the user about a layout choice.
    }
    layoutStore.set(next);
  }, []);
  return { layout, change };
}
