// A new search replaces the one on screen in one step: its first page is asked for first, and the
// URL (which every reader of the search follows) changes once that page is in, or after
// SHOW_AFTER_MS, whichever comes first. Loaded after the first screen, which does not need it.
import type { QueryClient } from '@tanstack/react-query';
import { countQuery, searchQuery, summaryQuery, type ConnectedClient } from '../../api/queries';
import { searchRequests } from './search-requests';
import type { SearchState } from './search-state';
import { navigateToSearch } from './use-search-state';

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
 * meanwhile (back, a link, a map edit), wins over this one. `beforeShow` runs just before a move
 * that `ready` settling made, so it is skipped for a search that was given up.
 */
export function showWhenReady(
  next: SearchState,
  ready: Promise<unknown>,
  beforeShow: () => void = () => {},
): void {
  const hold = ++latestHold;
  const from = window.location.href;
  let done = false;
  const show = (settled: boolean) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    if (hold !== latestHold || window.location.href !== from) return;
    if (settled) beforeShow();
    navigateToSearch(next);
  };
  const timer = setTimeout(() => show(false), SHOW_AFTER_MS);
  void ready.then(
    () => show(true),
    () => show(true),
  );
}

/**
 * What a search button calls: asks for the new search's first page (the same query the results
 * then read, so it is asked once) and shows the search when it is in. Its count and summary are
 * asked for when the page is in, just before it is shown (not for a search given up meanwhile;
 * after the hold, the results ask for them): asked with the page, they slowed its answer
 * (one server, 2 cores) and its reading. A saved list's search is shown at once: its ids live
 * with the results, and the first screen does not carry them.
 */
export function showSearch(client: ConnectedClient, queryClient: QueryClient, next: SearchState) {
  if (next.listId !== undefined) return navigateToSearch(next);
  const requests = searchRequests(next);
  showWhenReady(next, queryClient.prefetchQuery(searchQuery(client, requests.list)), () => {
    void queryClient.prefetchQuery(countQuery(client, requests.count));
    void queryClient.prefetchQuery(summaryQuery(client, requests.summary));
  });
}
