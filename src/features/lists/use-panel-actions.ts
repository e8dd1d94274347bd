// What the Lists and searches panel does, as plain async functions over the app-store client and
// the property data service's client. The panel lays them out; every change refreshes every view
// (the panel, the results' "Saved lists", the filter sidebar's saved searches).
import { useQueryClient } from '@tanstack/react-query';
import type { AppStoreClient } from '../../api/app-store/client';
import type { ListSource, ListSummary, SavedSearch, StackOp } from '../../api/app-store/contract';
import { heldWords, planPull } from '../../api/app-store/held-records';
import { useAppStore, useRefreshAppStore } from '../../api/app-store/queries';
import { useApiClient } from '../../api/client-context';
import { idsQuery } from '../../api/queries';
import { pluralize } from '../../lib/format';
import { isPrivate, searchRequests, withPrivacy } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { decodeSearchState, encodeSearchState } from '../../state/search/search-url';
import { navigateToSearch } from '../../state/search/use-search-state';
import type { ListRowActions } from './list-row';
import type { SearchRowActions } from './search-row';

export interface PanelFeedback {
  /** A polite announcement ("Saved “X” with 240 leads."). */
  say: (message: string) => void;
  /** A deletion the user can take back: a toast with Undo calling restore. */
  offerUndo: (message: string, undo: () => Promise<unknown>) => void;
  /** The panel closes when something opens on the map and in the table. */
  close: () => void;
}

/** The search a state stands for, without a list being viewed, as the app's URL query. */
function queryOf(state: SearchState): string {
  return encodeSearchState({ ...state, listId: undefined, page: { ...state.page, index: 0 } });
}

function openListById(id: string, state: SearchState | undefined, sortFrom?: string) {
  const decoded = sortFrom ? decodeSearchState(sortFrom) : undefined;
  navigateToSearch({
    filters: withPrivacy({}, isPrivate(state?.filters)),
    sort: decoded?.kind === 'ok' ? decoded.state.sort : [],
    page: { index: 0, size: state?.page.size ?? 50 },
    listId: id,
  });
}

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

  const createList = async (name: string, ids: readonly number[], source: ListSource) => {
    const list = await store.createList({ name, ids: ids.map(String), source });
    await created(list.name, list.size);
    return list;
  };

  const listActions = (list: ListSummary): ListRowActions => ({
    planOpen: async () =>
      heldWords(await planPull(store, (await store.getList(list.id)).ids.map(Number))),
    open: () => {
      openListById(list.id, state, list.source.query);
      feedback.close();
    },
    rename: async (name) => {
      await store.patchList(list.id, { name });
      await refresh();
      feedback.say(`Renamed to “${name}”.`);
    },
    setTags: async (tags) => {
      await store.patchList(list.id, { tags });
      await refresh();
      feedback.say(`Tags of “${list.name}” saved.`);
    },
    share: async (shared) => {
      await store.patchList(list.id, { shared });
      await refresh();
      feedback.say(
        shared ? `“${list.name}” is shared with the team.` : `“${list.name}” is private.`,
      );
    },
    addSelected: async () => {
      const answer = await store.changeItems(list.id, { add: selectedIds.map(String) });
      await refresh();
      feedback.say(`Added ${pluralize(answer.added, 'lead')} to “${list.name}”.`);
    },
    removeSelected: async () => {
      const answer = await store.changeItems(list.id, { remove: selectedIds.map(String) });
      await refresh();
      feedback.say(`Removed ${pluralize(answer.removed, 'lead')} from “${list.name}”.`);
    },
    remove: async () => {
      await store.deleteList(list.id);
      await refresh();
      feedback.offerUndo(`Deleted “${list.name}”.`, async () => {
        await store.restoreList(list.id);
        await refresh();
        feedback.say(`“${list.name}” is back.`);
      });
    },
  });

  const searchActions = (search: SavedSearch): SearchRowActions => {
    const decoded = decodeSearchState(search.query);
    const searchState = decoded.kind === 'ok' ? decoded.state : undefined;
    const need = () => {
      if (!searchState) throw new Error(`“${search.name}” can't be run: its search is damaged.`);
      return searchState;
    };
    return {
      // Opening is a pull: the ids it returns now are what "new since last pull" compares with.
      open: async () => {
        const target = need();
        await store.recordPull(search.id, (await idsOf(target)).map(String));
        await refresh();
        navigateToSearch(target);
        feedback.close();
      },
      diff: async () => {
        const answer = await store.diff(search.id, (await idsOf(need())).map(String));
        return {
          added: answer.added,
          removed: answer.removed,
          lastPullAt: answer.lastPull?.at,
        };
      },
      openNew: async (added) => {
        const target = need();
        const day = new Date().toISOString().slice(0, 10);
        const list = await createList(`${search.name}: new on ${day}`, added.map(Number), {
          kind: 'search',
          query: search.query,
          note: `New since the last pull of “${search.name}”`,
        });
        await store.recordPull(search.id, (await idsOf(target)).map(String));
        await refresh();
        openListById(list.id, state, search.query);
        feedback.close();
      },
      rename: async (name) => {
        await store.patchSearch(search.id, { name });
        await refresh();
        feedback.say(`Renamed to “${name}”.`);
      },
      share: async (shared) => {
        await store.patchSearch(search.id, { shared });
        await refresh();
        feedback.say(
          shared ? `“${search.name}” is shared with the team.` : `“${search.name}” is private.`,
        );
      },
      remove: async () => {
        await store.deleteSearch(search.id);
        await refresh();
        feedback.offerUndo(`Deleted “${search.name}”.`, async () => {
          await store.restoreSearch(search.id);
          await refresh();
          feedback.say(`“${search.name}” is back.`);
        });
      },
    };
  };

  return {
    listActions,
    searchActions,
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
