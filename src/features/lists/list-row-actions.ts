// What a list's row in the panel does: estimate (free) and open it, rename, tag, share, add or remove the
// selected rows, delete with Undo. Every change refreshes every view.
import type { ListSummary } from '../../api/app-store/contract';
import { loadEstimate } from '../../api/app-store/spend-estimate';
import { pluralize } from '../../lib/plural';
import { requestTrace } from '../../state/contacts/trace/trace-request';
import type { ListRowActions } from './list-row';
import { openListById, type PanelContext } from './panel-context';

export function listRowActions(context: PanelContext, list: ListSummary): ListRowActions {
  const { store, refresh, feedback, state, selectedIds } = context;
  return {
    planOpen: async () => {
      const ids = (await store.getList(list.id)).ids.map(Number);
      return loadEstimate(store, { records: ids.length, ids });
    },
    open: () => {
      openListById(list.id, state, list.source.query);
      feedback.close();
    },
    // The results screen runs traces: the panel closes so its dialog (the cost first) is seen.
    trace: () => {
      requestTrace({
        label: `the list “${list.name}”`,
        ids: async () => (await store.getList(list.id)).ids.map(Number),
      });
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
  };
}
