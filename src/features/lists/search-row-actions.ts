// What a saved search's row in the panel does: open it (a pull), say what is new since the last
// pull and open the new ones as a list, rename, share, delete with Undo.
import type { SavedSearch } from '../../api/app-store/contract';
import { decodeSearchState } from '../../state/search/search-url';
import { navigateToSearch } from '../../state/search/use-search-state';
import { openListById, type PanelContext } from './panel-context';
import type { SearchRowActions } from './search-row';

export function searchRowActions(context: PanelContext, search: SavedSearch): SearchRowActions {
  const { store, refresh, feedback, state, idsOf, createList } = context;
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
}
