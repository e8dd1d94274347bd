// A new search replaces the one on screen in one step: its first page is asked for first, and the
// URL (which every reader of the search follows) changes once that page is in, or after
// SHOW_AFTER_MS, whichever comes first. Loaded after the first screen, which does not need it.
import type { QueryClient } from '@tanstack/react-query';
import { searchQuery, type ConnectedClient } from '../../api/queries';
import { listRequest } from './search-requests';
import type { SearchState } from './search-state';
import { navigateToSearch, urlMoves, type NavigateOptions } from './use-search-state';

/**
 * How long a search may wait for its page before the screen moves to it anyway (and shows the
 * table refreshing). Each state in between (the table dimmed, "Loading every match…", the new
 * count over the old rows) is a painted frame, and a frame being drawn holds back the next: a page
 * that arrived 80 ms after the click was shown a frame later, 200–300 ms after it (bench:web).
 * Under this hold nothing in between is worth showing; a slower answer is shown as before.
 */
export const SHOW_AFTER_MS = 200;

/** Bumped by every hold: only the newest one may still move the screen. */
let latestHold = 0;

/**
 * Moves to `next` when `ready` settles (fulfilled or not: an error is shown by the results as
 * usual) or after SHOW_AFTER_MS, whichever comes first. A newer hold, or any move of the URL
 * meanwhile (back, a link, a map edit), wins over this one; the results correcting the URL (a page
 * past the end of the search on screen) does not: the search asked for was dropped that way.
 */
export function showWhenReady(
  next: SearchState,
  ready: Promise<unknown>,
  options?: NavigateOptions,
): void {
  const hold = ++latestHold;
  const from = urlMoves();
  let done = false;
  const show = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (hold !== latestHold || urlMoves() !== from) return;
    navigateToSearch(next, options);
  };
  const timer = setTimeout(show, SHOW_AFTER_MS);
  void ready.then(show, show);
}

/**
 * What a search button calls: asks for the new search's first page (the same query the results
 * then read, so it is asked once) and shows the search when it is in. Its count and summary are
 * left to the results, which ask for them once the page's rows are painted
 * (use-results-queries): asked with the page, they slowed its answer (one server, 2 cores); asked
 * just before it was shown, the server answered them while the rows were being drawn, and the
 * rows' frame came later (bench:web, interleaved A/B: p50 160 → 149 ms). A saved list's search
 * is shown at once: its ids live with the results, and the first screen does not carry them.
 */
export function showSearch(
  client: ConnectedClient,
  queryClient: QueryClient,
  next: SearchState,
  options?: NavigateOptions,
) {
  if (next.listId !== undefined) return navigateToSearch(next, options);
  showWhenReady(next, queryClient.prefetchQuery(searchQuery(client, listRequest(next))), options);
}
