// A saved list and the search it came from: the app store keeps that search as the app's URL query
// (`source.query`); the results read it back to describe the list, sort it, and go back to it.
import type { CreateListBody, ListSummary } from '../../../api/app-store/contract';
import type { SearchFilters, SortSpec } from '../../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../../state/search/search-url';

/** The filters and sort of a search, which is all a list keeps of it. */
interface ListSearch {
  filters: SearchFilters;
  sort: SortSpec[];
}

/** The search a list came from, or "all properties" when it has none (CSV, stack) or it is damaged. */
export function searchOfList(list: Pick<ListSummary, 'source'>): ListSearch {
  const decoded = list.source.query ? decodeSearchState(list.source.query) : undefined;
  if (decoded?.kind === 'ok')
    return { filters: { ...decoded.state.filters }, sort: decoded.state.sort };
  return { filters: {}, sort: [] };
}

/**
 * "Save as list": the ids (as the service's numbers) and the search they came from, as the
 * app store's new list. Ids travel as strings on the wire and as numbers in the app.
 */
export function newListBody(input: {
  name: string;
  /** Where the ids came from: the whole search or the ticked rows. */
  kind: 'search' | 'selection';
  search: ListSearch;
  ids: readonly number[];
}): CreateListBody {
  const query = encodeSearchState({
    filters: input.search.filters,
    sort: input.search.sort,
    page: { index: 0, size: 50 },
  });
  return { name: input.name, ids: input.ids.map(String), source: { kind: input.kind, query } };
}
