// What the Lists and searches panel does, as plain async functions over the app-store client and
// the property data service's client. The panel lays them out; every change refreshes every view
// (the panel, the results' "Saved lists", the filter sidebar's saved searches). A list's row and a
// search's row have their own actions (list-row-actions.ts, search-row-actions.ts).
import { useQueryClient } from '@tanstack/react-query';
import type { AppStoreClient } from '../../api/app-store/client';
import type { ListSummary, SavedSearch, StackOp } from '../../api/app-store/contract';
import { useAppStore, useRefreshAppStore } from '../../api/app-store/queries';
import { useApiClient } from '../../api/client-context';
import { idsQuery } from '../../api/queries';
import { pluralize } from '../../lib/plural';
import { searchRequests } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { listRowActions } from './list-row-actions';
import { queryOf, type PanelContext, type PanelFeedback } from './panel-context';
import { searchRowActions } from './search-row-actions';

export function usePanelActions(
  state: SearchState | undefined,
  selectedIds: readonly number[],
  feedback: PanelFeedback,
) {
  const store: AppStoreClient = useAppStore();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = useRefreshAppStore();

  /**
   * The ids of a search now, ids_only (free), up to the service's 10,000. Never from the cache:
   * "new since last pull" is about what changed since, so an answer from minutes ago is wrong.
   */
  const idsOf = async (search: SearchState) =>
    (
      await queryClient.fetchQuery({
        ...idsQuery(client, searchRequests(search).ids),
        staleTime: 0,
      })
    ).data;

  const created = async (name: string, size: number) => {
    await refresh();
    feedback.say(`Saved “${name}” with ${pluralize(size, 'lead')}.`);
  };

  const createList: PanelContext['createList'] = async (name, ids, source) => {
    const list = await store.createList({ name, ids: ids.map(String), source });
    await created(list.name, list.size);
    return list;
  };

  const context: PanelContext = { store, refresh, feedback, state, selectedIds, idsOf, createList };

  return {
    listActions: (list: ListSummary) => listRowActions(context, list),
    searchActions: (search: SavedSearch) => searchRowActions(context, search),
    /** The current search's matches (ids_only), as a new list. */
    listFromSearch: async (name: string) => {
      if (!state) throw new Error('Run a search first.');
      await createList(name, await idsOf(state), { kind: 'search', query: queryOf(state) });
    },
    listFromSelection: async (name: string) => {
      if (selectedIds.length === 0) throw new Error('Tick rows in the table first.');
      await createList(name, selectedIds, {
        kind: 'selection',
        ...(state ? { query: queryOf(state) } : {}),
      });
    },
    listFromCsv: async (name: string, ids: readonly number[], fileName: string) => {
      if (ids.length === 0) throw new Error(`No property ids found in ${fileName}.`);
      await createList(name, ids, { kind: 'csv', note: fileName });
    },
    saveSearch: async (name: string) => {
      if (!state) throw new Error('Run a search first.');
      const saved = await store.createSearch({ name, query: queryOf(state) });
      await refresh();
      feedback.say(`Saved the search “${saved.name}”.`);
    },
    stack: async (listIds: string[], input: { name: string; op: StackOp; atLeast?: number }) => {
      const list = await store.stack({ ...input, listIds });
      await created(list.name, list.size);
    },
  };
}
