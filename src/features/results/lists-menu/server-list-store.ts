// The results' ListStore over the app's server (/app/v1/lists): the toolbar's "Save as list" and
// "Saved lists", and opening a list by its id in the URL, now read and write the team's lists.
// Ids travel as strings on the wire and as numbers in the app (the `ids` search field).
import type { AppStoreClient } from '../../../api/app-store/client';
import type { ListSummary } from '../../../api/app-store/contract';
import { decodeSearchState, encodeSearchState } from '../../../state/search/search-url';
import type { ListStore, SavedListSummary } from './list-store';

/** The search a list came from, or "all properties" when it has none (CSV, stack, selection). */
function sourceOf(list: ListSummary): SavedListSummary['source'] {
  const decoded = list.source.query ? decodeSearchState(list.source.query) : undefined;
  if (decoded?.kind === 'ok')
    return { filters: { ...decoded.state.filters }, sort: decoded.state.sort };
  return { filters: {}, sort: [] };
}

function summaryOf(list: ListSummary): SavedListSummary {
  return {
    id: list.id,
    name: list.name,
    createdAt: list.createdAt,
    source: sourceOf(list),
    count: list.size,
    totalMatches: list.size,
  };
}

export function createServerListStore(store: AppStoreClient): ListStore {
  return {
    async list() {
      return (await store.lists({ sort: 'updated' })).lists.map(summaryOf);
    },
    async get(id) {
      try {
        const list = await store.getList(id);
        return { ...summaryOf(list), ids: list.ids.map(Number) };
      } catch (error) {
        // A deleted or unknown list reads as "not there", which the results explain.
        if ((error as { status?: number }).status === 404) return undefined;
        throw error;
      }
    },
    async save(input) {
      const query = encodeSearchState({
        filters: input.source.filters,
        sort: input.source.sort,
        page: { index: 0, size: 50 },
      });
      const ids = input.ids.map(String);
      const list = await store.createList({
        name: input.name,
        ids,
        source: { kind: input.kind ?? 'search', query },
      });
      return {
        ...summaryOf(list),
        totalMatches: Math.max(input.totalMatches, list.size),
        ids: list.ids.map(Number),
      };
    },
    async rename(id, name) {
      const list = await store.patchList(id, { name });
      return { ...summaryOf(list), ids: [] };
    },
    async remove(id) {
      await store.deleteList(id);
    },
  };
}
