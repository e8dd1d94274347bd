// The filters' everyday words (filter-words.ts) arrive in their own chunk, asked for as soon as the
// panel's code runs, so they never hold up the first screen. Until then a control shows the
// registry's hint and the find box matches a control's own words.
import { useSyncExternalStore } from 'react';
import { controlId, type FilterControl } from './filter-catalog';

type FilterWords = Pick<typeof import('./filter-words'), 'FILTER_HINTS' | 'findWithWords'>;

let loaded: FilterWords | undefined;
const listeners = new Set<() => void>();

/** Resolves once the words are in (tests await it; a failed load leaves the plain words). */
export const filterWordsReady: Promise<void> = import('./filter-words').then(
  ({ FILTER_HINTS, findWithWords }) => {
    loaded = { FILTER_HINTS, findWithWords };
    for (const listener of listeners) listener();
  },
  () => undefined,
);

/** The words, when they have arrived. */
export function filterWords(): FilterWords | undefined {
  return loaded;
}

/** Calls `listener` when the words arrive. */
function onFilterWords(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A control's hint: the registry's, else the plain words once they are in. */
export function hintOf(control: FilterControl, words = loaded): string | undefined {
  return control.hint ?? words?.FILTER_HINTS[controlId(control)];
}

/** The hint a control shows, re-rendering when the plain words arrive. */
export function useFilterHint(control: FilterControl): string | undefined {
  const words = useSyncExternalStore(onFilterWords, filterWords, filterWords);
  return hintOf(control, words);
}

/** Whether the words have arrived: a render that depends on them (the find box) follows it. */
export function useFilterWordsLoaded(): boolean {
  return useSyncExternalStore(onFilterWords, filterWords, filterWords) !== undefined;
}
