// The search state as a React hook backed by the URL: push on change, follow back/forward.
import { useCallback, useSyncExternalStore } from 'react';
import type { SearchState } from './search-state';
import { decodeSearchState, encodeSearchState, type DecodeResult } from './search-url';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}

let lastSearch: string | undefined;
let lastResult: DecodeResult = { kind: 'empty' };

/** Decoding is cached per query string so every render sees the same object. */
function snapshot(): DecodeResult {
  const search = window.location.search;
  if (search !== lastSearch) {
    lastSearch = search;
    lastResult = decodeSearchState(search);
  }
  return lastResult;
}

export interface NavigateOptions {
  /** Replace the history entry instead of adding one (e.g. live edits that should not pile up). */
  replace?: boolean;
}

/** Writes a search into the URL; every reader of the search state updates. */
export function navigateToSearch(state: SearchState | null, options: NavigateOptions = {}) {
  const query = state ? `?${encodeSearchState(state)}` : '';
  const url = `${window.location.pathname}${query}${window.location.hash}`;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  notify();
}

export function useSearchState(): {
  result: DecodeResult;
  state: SearchState | undefined;
  setState: (next: SearchState | null, options?: NavigateOptions) => void;
} {
  const result = useSyncExternalStore(
    subscribe,
    snapshot,
    () => ({ kind: 'empty' }) as DecodeResult,
  );
  const setState = useCallback(
    (next: SearchState | null, options?: NavigateOptions) => navigateToSearch(next, options),
    [],
  );
  return { result, state: result.kind === 'ok' ? result.state : undefined, setState };
}
