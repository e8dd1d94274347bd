// The search state as a React hook backed by the URL: push on change, follow back/forward.
import { useCallback } from 'react';
import { createExternalStore, useStore } from '../../lib/store';
import type { SearchState } from './search-state';
import { decodeSearchState, encodeSearchState, type DecodeResult } from './search-url';

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

/** The URL is the store: pushing a search notifies, and so does the browser's back and forward. */
const urlStore = createExternalStore(snapshot, (notify) => {
  window.addEventListener('popstate', notify);
  return () => window.removeEventListener('popstate', notify);
});

/** The search as the URL holds it, but the same object while only the page index moved. */
let lastBesidesPage: DecodeResult = { kind: 'empty' };
const besidesPage = (result: DecodeResult) =>
  result.kind === 'ok' && JSON.stringify({ ...result.state, page: result.state.page.size });
function snapshotBesidesPage(): DecodeResult {
  const next = snapshot();
  if (!besidesPage(next) || besidesPage(next) !== besidesPage(lastBesidesPage))
    lastBesidesPage = next;
  return lastBesidesPage;
}
const besidesPageStore = { get: snapshotBesidesPage, subscribe: urlStore.subscribe };

/** Moves of the URL to another search (a search, a map edit, back and forward), not corrections. */
let moves = 0;
if (typeof window !== 'undefined') window.addEventListener('popstate', () => moves++);

/** How many times the URL moved to another search: a search held back (show-when-ready) yields to one. */
export function urlMoves(): number {
  return moves;
}

export interface NavigateOptions {
  /** Replace the history entry instead of adding one (e.g. live edits that should not pile up). */
  replace?: boolean;
  /**
   * The app set the URL right, not the user: a page index past the last page moved to the last.
   * A new search waiting for its first page still goes ahead afterwards (it has a page of its own).
   */
  correction?: boolean;
}

/** Writes a search into the URL; every reader of the search state updates. */
export function navigateToSearch(state: SearchState | null, options: NavigateOptions = {}) {
  const query = state ? `?${encodeSearchState(state)}` : '';
  const url = `${window.location.pathname}${query}${window.location.hash}`;
  if (!options.correction) moves++;
  if (options.replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  urlStore.notify();
}

/** How a new search is shown: set by the results screen (show-when-ready) while it is up. */
type SearchShower = (next: SearchState, options?: NavigateOptions) => void;

let showNew: SearchShower = navigateToSearch;

/** The results screen installs its way of showing a new search; null puts the plain one back. */
export function setNewSearchShower(shower: SearchShower | null) {
  showNew = shower ?? navigateToSearch;
}

/**
 * A new search from a search button: in one step once its first page is in when the results
 * screen is up (state/search/show-when-ready), or at once before its code has loaded.
 */
export function showNewSearch(next: SearchState, options?: NavigateOptions) {
  showNew(next, options);
}

/**
 * The search in the URL. `{ pageTurns: false }`: a reader that shows nothing of the page (the
 * filter form, the where box) is not re-rendered when only the page turns; its `page.index` may
 * then be an earlier one, so it writes searches through withFilters (page 1), as they all do.
 */
export function useSearchState({ pageTurns = true }: { pageTurns?: boolean } = {}): {
  result: DecodeResult;
  state: SearchState | undefined;
  setState: (next: SearchState | null, options?: NavigateOptions) => void;
} {
  const result = useStore(pageTurns ? urlStore : besidesPageStore);
  const setState = useCallback(
    (next: SearchState | null, options?: NavigateOptions) => navigateToSearch(next, options),
    [],
  );
  return { result, state: result.kind === 'ok' ? result.state : undefined, setState };
}
