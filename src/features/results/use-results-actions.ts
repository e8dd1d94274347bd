// What the user can do to the results of one search or saved list: select (a page, or every match:
// use-results-selection), export, save as a list, switch privacy, and leave or delete the open
// list. The view lays these out; the logic and its requests live here.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ListSummary } from '../../api/app-store/contract';
import { useApiClient } from '../../api/client-context';
import { idsQuery } from '../../api/queries';
import { explainError } from '../../lib/explain-error';
import { pluralize } from '../../lib/plural';
import { isPrivate, withPrivacy, type SearchRequests } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { navigateToSearch } from '../../state/search/use-search-state';
import { exportJob } from './export/export-jobs';
import type { ExportScope } from './export/export-dialog';
import { openExportDialog } from './export/export-dialog-store';
import type { ExportSettings } from './export/job-store';
import type { useExport } from './export/use-export';
import { exportSlug } from './export/file-slug';
import { newListBody, searchOfList } from './lists-menu/list-search';
import type { SaveScope } from './lists-menu/save-list-form';
import type { useSavedLists } from './lists-menu/use-saved-lists';
import { useResultsSelection } from './use-results-selection';

/** Turns a thrown value into an Error whose message the save form can show. */
function asUserError(error: unknown): Error {
  const { title, body } = explainError(error);
  return new Error(`${title}. ${body}`);
}

export interface ResultsActionsInput {
  state: SearchState;
  requests: SearchRequests;
  /** The saved list on screen, once loaded (it carries the search it came from). */
  openList: ListSummary | undefined;
  /** Matches of the search, once known. */
  total: number | undefined;
  savedLists: ReturnType<typeof useSavedLists>;
  exporter: ReturnType<typeof useExport>;
}

export type ResultsActions = ReturnType<typeof useResultsActions>;

export function useResultsActions({
  state,
  requests,
  openList,
  total,
  savedLists,
  exporter,
}: ResultsActionsInput) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const privacy = isPrivate(state.filters);
  const slug = exportSlug(state.filters, openList?.name);
  const selection = useResultsSelection(state, requests);
  const { selectedIds } = selection;
  const [notice, setNotice] = useState<string | null>(null);

  const go = (next: SearchState, replace = false) => navigateToSearch(next, { replace });
  const firstPage = { ...state.page, index: 0 };

  const startExport = (scope: ExportScope, settings: ExportSettings) => {
    if (scope === 'all') {
      if (!total) return;
      exporter.start(
        exportJob({ kind: 'search', request: requests.list, total, fileSlug: slug }, privacy),
        settings,
      );
      return;
    }
    exporter.start(
      exportJob({ kind: 'selected', ids: selectedIds, sort: state.sort, fileSlug: slug }, privacy),
      settings,
    );
  };

  /** The ids an export of `scope` writes (free), for the export dialog's count of traced leads. */
  const scopeIds = async (scope: ExportScope): Promise<readonly number[]> =>
    scope === 'selected'
      ? selectedIds
      : (await queryClient.fetchQuery(idsQuery(client, requests.ids))).data;

  /** The selection bar's "Export selected": the export dialog, for the ticked rows. */
  const exportSelected = () => openExportDialog('selected');

  const saveList = async ({ name, scope }: { name: string; scope: SaveScope }) => {
    try {
      const ids =
        scope === 'selected'
          ? selectedIds
          : (await queryClient.fetchQuery(idsQuery(client, requests.ids))).data;
      const search = openList ? searchOfList(openList) : state;
      const saved = await savedLists.save.mutateAsync(
        newListBody({ name, kind: scope === 'selected' ? 'selection' : 'search', search, ids }),
      );
      setNotice(`Saved “${saved.name}” with ${pluralize(saved.size, 'lead')}.`);
    } catch (error) {
      throw asUserError(error);
    }
  };

  const setPrivacy = (on: boolean) =>
    go({ ...state, filters: withPrivacy(state.filters, on) }, true);

  /** Leaves the open list for the search it was saved from (privacy as it is now). */
  const backToSource = () => {
    if (!openList) return;
    const source = searchOfList(openList);
    go({
      filters: withPrivacy(source.filters, privacy),
      sort: source.sort,
      page: firstPage,
    });
  };

  /** Leaves a list that cannot be opened: the search stays as it is, without the list. */
  const closeList = () => go({ ...state, listId: undefined, page: firstPage });

  const deleteList = async (id: string) => {
    await savedLists.remove.mutateAsync(id);
    if (id === state.listId) {
      if (openList) backToSource();
      else closeList();
    }
  };

  return {
    ...selection,
    startExport,
    scopeIds,
    exportSelected,
    saveList,
    notice,
    setPrivacy,
    backToSource,
    closeList,
    deleteList,
  };
}
