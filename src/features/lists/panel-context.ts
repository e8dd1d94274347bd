// What the panel's actions share: the app store, the refresh of every view, the panel's feedback,
// the search and selection on screen, and two helpers (a search's ids now, a new list), plus
// opening a list on the map and in the table.
import type { AppStoreClient } from '../../api/app-store/client';
import type { ListDetail, ListSource } from '../../api/app-store/contract';
import { isPrivate, withPrivacy } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../state/search/search-url';
import { navigateToSearch } from '../../state/search/use-search-state';

export interface PanelFeedback {
  /** A polite announcement ("Saved “X” with 240 leads."). */
  say: (message: string) => void;
  /** A deletion the user can take back: a toast with Undo calling restore. */
  offerUndo: (message: string, undo: () => Promise<unknown>) => void;
  /** The panel closes when something opens on the map and in the table. */
  close: () => void;
}

export interface PanelContext {
  store: AppStoreClient;
  /** Refreshes every lists-and-searches view after a change. */
  refresh: () => Promise<void>;
  feedback: PanelFeedback;
  state: SearchState | undefined;
  selectedIds: readonly number[];
  /** The ids of a search now, ids_only (free), never from the cache. */
  idsOf: (search: SearchState) => Promise<number[]>;
  /** A new list, announced once every view shows it. */
  createList: (name: string, ids: readonly number[], source: ListSource) => Promise<ListDetail>;
}

/** The search a state stands for, without a list being viewed, as the app's URL query. */
export function queryOf(state: SearchState): string {
  return encodeSearchState({ ...state, listId: undefined, page: { ...state.page, index: 0 } });
}

export function openListById(id: string, state: SearchState | undefined, sortFrom?: string) {
  const decoded = sortFrom ? decodeSearchState(sortFrom) : undefined;
  navigateToSearch({
    filters: withPrivacy({}, isPrivate(state?.filters)),
    sort: decoded?.kind === 'ok' ? decoded.state.sort : [],
    page: { index: 0, size: state?.page.size ?? 50 },
    listId: id,
  });
}
