// The rows ticked in the results: one page's rows, or every match of the search (select all), and
// where each selected lead stands in the table so a bulk lookup keeps the table's order.
import { useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useState } from 'react';
import type { PropertyRecord } from '../../api/contract/property-record';
import { useApiClient } from '../../api/client-context';
import { idsQuery } from '../../api/queries';
import { explainError } from '../../lib/explain-error';
import type { SearchRequests } from '../../state/search/search-requests';
import type { SearchState } from '../../state/search/search-state';
import { oneLineAddress } from '../../lib/lead-rows/record-fields';
import { createTableOrder } from './table/table-order';

const NO_SELECTION: RowSelectionState = {};

export function useResultsSelection(state: SearchState, requests: SearchRequests) {
  const client = useApiClient();
  const queryClient = useQueryClient();

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
  };
}
