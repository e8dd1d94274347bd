// The TanStack table over one page of records: sorting and selection are the caller's (the server
// sorts), the columns are the table's own plus the extra ones, in the chosen order.
import {
  getCoreRowModel,
  useReactTable,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useMemo, type MouseEvent } from 'react';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { SELECT_COLUMN_ID } from '../columns/result-columns';
import type { ResultsTableProps } from './results-table-props';
import { fromSortingState, toSortingState } from './sorting';
import { withExtras } from './table-columns';

const MAX_SORTS = 3;

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

type PageTableProps = Pick<
  ResultsTableProps,
  | 'records'
  | 'rowCount'
  | 'pageIndex'
  | 'pageSize'
  | 'sort'
  | 'onSortChange'
  | 'columnVisibility'
  | 'columnOrder'
  | 'rowSelection'
  | 'onRowSelectionChange'
  | 'extraColumns'
>;

export function usePageTable({
  records,
  rowCount,
  pageIndex,
  pageSize,
  sort,
  onSortChange,
  columnVisibility,
  columnOrder,
  rowSelection,
  onRowSelectionChange,
  extraColumns,
}: PageTableProps) {
  const sorting: SortingState = toSortingState(sort);
  const columns = useMemo(() => withExtras(extraColumns), [extraColumns]);
  // The same array while the order is the same: the table memoizes its columns on this state, and
  // a new array each render gave every row new `columns`, so a status change (the busy state of a
  // search) rendered all 250 rows again, only to dim them.
  const orderState = useMemo(
    () => (columnOrder ? [SELECT_COLUMN_ID, ...columnOrder] : []),
    [columnOrder],
  );
  // The app does not run the React Compiler; the lint's compiler check is informational here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<PropertyRecord>({
    data: records as PropertyRecord[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (record) => record.id,
    manualPagination: true,
    manualSorting: true,
    rowCount,
    defaultColumn: { enableSorting: false },
    enableMultiSort: true,
    maxMultiSortColCount: MAX_SORTS,
    isMultiSortEvent: (event) => (event as MouseEvent).shiftKey === true,
    enableRowSelection: true,
    state: {
      sorting,
      columnVisibility,
      columnOrder: orderState,
      rowSelection,
      pagination: { pageIndex, pageSize },
    },
    onSortingChange: (updater) => onSortChange(fromSortingState(resolve(updater, sorting))),
    onRowSelectionChange: (updater) => onRowSelectionChange(resolve(updater, rowSelection)),
  });

  return table;
}
