// What the user can do to the results of one search or saved list: select (a page, or every match),
// export, save as a list, switch privacy, and leave or delete the open list. The view lays these
// out; the logic and its requests live here.
import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { ListSummary } from '../../api/app-store/contract';
import type { PropertyRecord } from '../../api/contract/property-record';
import { useApiClient } from '../../api/client-context';
import { idsQuery } from '../../api/queries';
import { explainError } from '../../lib/explain-error';
import { pluralize, slugify } from '../../lib/format';
import { withPrivacy, type SearchRequests } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { navigateToSearch } from '../../state/search/use-search-state';
import { exportJob } from './export/export-jobs';
import type { ExportScope } from './export/export-dialog';
import { readLastSettings } from './export/export-settings';
import type { ExportSettings } from './export/job-store';
import type { useExport } from './export/use-export';
import { searchSlug } from './filter-labels';
import { oneLineAddress } from './columns/record-fields';
import { newListBody, searchOfList } from './lists-menu/list-search';
import type { SaveScope } from './lists-menu/save-list-form';
import type { useSavedLists } from './lists-menu/use-saved-lists';
import { createTableOrder } from './table/table-order';

const NO_SELECTION: RowSelectionState = {};

/** Turns a thrown value into an Error whose message the save form can show. */
function asUserError(error: unknown): Error {
  if (error instanceof Error && error.name === 'ListStoreError') return error;
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
  const privacy = state.filters.obfuscate === true;
  const slug = slugify(openList ? openList.name : searchSlug(state.filters));

  // Selection belongs to one search: a new filter set starts with nothing selected.
  const selectionKey = JSON.stringify(requests.count);
  const [selection, setSelection] = useState({ key: selectionKey, rows: NO_SELECTION });
  const rowSelection = selection.key === selectionKey ? selection.rows : NO_SELECTION;
  const selectedIds = useMemo(
    () =>
      Object.keys(rowSelection)
        .filter((id) => rowSelection[id])
        .map(Number),
    [rowSelection],
  );
  // Where the selected leads stand in the table: reset with the search and with its sort.
  const orderKey = `${selectionKey}|${JSON.stringify(state.sort)}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new, empty order for each key
  const order = useMemo(() => createTableOrder(), [orderKey]);
  const [selectAll, setSelectAll] = useState<{ pending: boolean; error?: string }>({
    pending: false,
  });
  const [notice, setNotice] = useState<string | null>(null);

  const go = (next: SearchState, replace = false) => navigateToSearch(next, { replace });
  const firstPage = { ...state.page, index: 0 };

  const setRowSelection = (rows: RowSelectionState) => setSelection({ key: selectionKey, rows });

  const selectAllMatches = () => {
    setSelectAll({ pending: true });
    queryClient.fetchQuery(idsQuery(client, requests.ids)).then(
      (response) => {
        order.note(
          response.data.map((id) => ({ id: String(id) })),
          0,
        );
        setRowSelection(Object.fromEntries(response.data.map((id) => [String(id), true])));
        setSelectAll({ pending: false });
      },
      (error: unknown) => setSelectAll({ pending: false, error: explainError(error).title }),
    );
  };

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

  /** The selection bar's one-click export, with the settings last used in the export dialog. */
  const exportSelected = () => startExport('selected', readLastSettings());

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

  /** A page on screen: its rows' places and addresses. */
  const notePage = useCallback(
    (records: readonly PropertyRecord[], offset: number) =>
      order.note(
        records.map((r) => ({ id: r.id, address: oneLineAddress(r.address) || undefined })),
        offset,
      ),
    [order],
  );

  /** The selected leads in the table's order, with the addresses of those shown. */
  const selectedLeads = () => {
    const ids = order.sort(selectedIds);
    return { ids, addresses: order.addresses(ids) };
  };

  return {
    rowSelection,
    selectedIds,
    notePage,
    selectedLeads,
    setRowSelection,
    clearSelection: () => setRowSelection(NO_SELECTION),
    selectAll,
    selectAllMatches,
    startExport,
    exportSelected,
    saveList,
    notice,
    setPrivacy,
    backToSource,
    closeList,
    deleteList,
  };
}
