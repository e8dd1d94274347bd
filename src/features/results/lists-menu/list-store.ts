// Saved lists behind a small async interface; server-list-store implements it over /app/v1 (the
// browser's old localStorage lists are imported there once, features/lists/browser-import).
import type { SearchFilters, SortSpec } from '../../../state/search/search-state';

/** The search a list came from, to reopen or describe it. */
interface ListSource {
  filters: SearchFilters;
  sort: SortSpec[];
}

export interface SavedListSummary {
  id: string;
  name: string;
  /** ISO timestamp. */
  createdAt: string;
  source: ListSource;
  /** Ids stored.*/
  count: number;
  /** Matches of the source search when saved; larger than count when capped. */
  totalMatches: number;
}

interface SavedList extends SavedListSummary {
  ids: number[];
}

export interface NewSavedList {
  name: string;
  /** Where the ids came from: the whole search or the ticked rows. */
  kind?: 'search' | 'selection';
  source: ListSource;
  ids: readonly number[];
  totalMatches: number;
}

export interface ListStore {
  /** Newest first, without the ids (a server store would not send 10,000 ids per list). */
  list(): Promise<SavedListSummary[]>;
  get(id: string): Promise<SavedList | undefined>;
  save(input: NewSavedList): Promise<SavedList>;
  rename(id: string, name: string): Promise<SavedList>;
  remove(id: string): Promise<void>;
}
