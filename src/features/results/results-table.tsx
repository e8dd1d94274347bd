// The paged, server-sorted results table: selection, keyboard row focus, skeletons, hover sync.
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type Header,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { PropertyRecord } from '../../api/contract/property-record';
import { Skeleton } from '../../components/ui/skeleton';
import type { SortSpec } from '../search-state/search-state';
import { oneLineAddress } from './record-fields';
import { RESULT_COLUMNS, SELECT_COLUMN_ID } from './result-columns';
import { fromSortingState, toSortingState } from './sorting';
import './results-table.css';

export type TableStatus = 'loading' | 'refreshing' | 'ready';

export interface ResultsTableProps {
  /** The current page; keep the reference stable between renders. */
  records: readonly PropertyRecord[];
  /** The server's resultCount. */
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  sort: readonly SortSpec[];
  onSortChange: (sort: SortSpec[]) => void;
  columnVisibility: VisibilityState;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (selection: RowSelectionState) => void;
  /** 'loading': no rows yet (skeletons); 'refreshing': showing the previous page while the next loads. */
  status: TableStatus;
  /** Visually hidden caption that names the table for screen readers. */
  caption: string;
  onOpenDetail?: ((record: PropertyRecord) => void) | undefined;
  hoveredId?: string | null | undefined;
  highlightedId?: string | null | undefined;
  onHoverRow?: ((id: string | null) => void) | undefined;
}

const SKELETON_ROWS = 10;
const MAX_SORTS = 3;

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, button, a, label, select') !== null;
}

function SortIndicator({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <span className={`sort-indicator${direction ? ' sort-indicator--on' : ''}`} aria-hidden="true">
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
    </span>
  );
}

function HeaderCell({ header }: { header: Header<PropertyRecord, unknown> }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const label = meta?.label ?? column.id;
  const className = `results-table__th${meta?.numeric ? ' is-numeric' : ''}`;
  if (column.id === SELECT_COLUMN_ID) {
    const table = header.getContext().table;
    return (
      <th scope="col" className={`${className} results-table__select`}>
        <input
          type="checkbox"
          aria-label="Select all rows on this page"
          checked={table.getIsAllPageRowsSelected()}
          ref={(el) => {
            if (el) el.indeterminate = table.getIsSomePageRowsSelected();
          }}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
          disabled={table.getRowModel().rows.length === 0}
        />
      </th>
    );
  }
  if (!column.getCanSort()) {
    return (
      <th scope="col" className={className}>
        {label}
      </th>
    );
  }
  const direction = column.getIsSorted();
  const sortIndex = column.getSortIndex();
  const primary = direction !== false && sortIndex === 0;
  const directionWords = direction === 'asc' ? 'ascending' : 'descending';
  return (
    <th
      scope="col"
      className={className}
      // ARIA asks for aria-sort on one header only: the primary sort. Secondary ones say it in text.
      aria-sort={primary ? directionWords : undefined}
    >
      <button
        type="button"
        className="results-table__sort"
        title="Sort by this column. Shift-click to add it as a secondary sort."
        onClick={column.getToggleSortingHandler()}
      >
        {label}
        <SortIndicator direction={direction} />
        {direction !== false && sortIndex > 0 ? (
          <>
            <span className="sort-rank" aria-hidden="true">
              {sortIndex + 1}
            </span>
            <span className="visually-hidden">{`, sort ${sortIndex + 1}, ${directionWords}`}</span>
          </>
        ) : null}
      </button>
    </th>
  );
}

export function ResultsTable({
  records,
  rowCount,
  pageIndex,
  pageSize,
  sort,
  onSortChange,
  columnVisibility,
  rowSelection,
  onRowSelectionChange,
  status,
  caption,
  onOpenDetail,
  hoveredId,
  highlightedId,
  onHoverRow,
}: ResultsTableProps) {
  const sorting: SortingState = toSortingState(sort);
  // The app does not run the React Compiler; the lint's compiler check is informational here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<PropertyRecord>({
    data: records as PropertyRecord[],
    columns: RESULT_COLUMNS,
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
      rowSelection,
      pagination: { pageIndex, pageSize },
    },
    onSortingChange: (updater) => onSortChange(fromSortingState(resolve(updater, sorting))),
    onRowSelectionChange: (updater) => onRowSelectionChange(resolve(updater, rowSelection)),
  });

  const rows = table.getRowModel().rows;
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const [focusRow, setFocusRow] = useState(0);
  const activeRow = Math.min(focusRow, Math.max(0, rows.length - 1));

  // A row highlighted from outside (the map) is brought into view.
  useEffect(() => {
    if (!highlightedId) return;
    const index = records.findIndex((r) => r.id === highlightedId);
    rowRefs.current[index]?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightedId, records]);

  const focusAt = (index: number) => {
    const clamped = Math.max(0, Math.min(rows.length - 1, index));
    setFocusRow(clamped);
    rowRefs.current[clamped]?.focus();
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const row = rows[index];
    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(rows.length - 1);
        break;
      case 'Enter':
        if (row && onOpenDetail) onOpenDetail(row.original);
        break;
      case ' ':
        row?.toggleSelected();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const visibleColumns = table.getVisibleLeafColumns();
  const busy = status !== 'ready';

  return (
    <div className={`results-table__scroll${status === 'refreshing' ? ' is-refreshing' : ''}`}>
      <table className="results-table" aria-busy={busy} aria-rowcount={rowCount + 1}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell key={header.id} header={header} />
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {status === 'loading'
            ? Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => (
                <tr key={`skeleton-${i}`} className="results-table__row is-skeleton">
                  {visibleColumns.map((c) => (
                    <td key={c.id} className="results-table__td">
                      <Skeleton
                        width={
                          c.id === SELECT_COLUMN_ID
                            ? 14
                            : `${50 + ((i * 7 + c.id.length * 13) % 45)}%`
                        }
                      />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row, index) => {
                const record = row.original;
                const selected = row.getIsSelected();
                const classes = [
                  'results-table__row',
                  onOpenDetail ? 'is-clickable' : '',
                  selected ? 'is-selected' : '',
                  record.id === hoveredId ? 'is-hovered' : '',
                  record.id === highlightedId ? 'is-highlighted' : '',
                ]
                  .filter(Boolean)
                  .join(' ');
                return (
                  <tr
                    key={row.id}
                    ref={(el) => {
                      rowRefs.current[index] = el;
                    }}
                    className={classes}
                    tabIndex={index === activeRow ? 0 : -1}
                    aria-rowindex={pageIndex * pageSize + index + 2}
                    onFocus={(event) => {
                      if (event.target === event.currentTarget) setFocusRow(index);
                    }}
                    onKeyDown={(event) => onRowKeyDown(event, index)}
                    onClick={(event) => {
                      if (!isInteractive(event.target)) onOpenDetail?.(record);
                    }}
                    onMouseEnter={() => onHoverRow?.(record.id)}
                    onMouseLeave={() => onHoverRow?.(null)}
                  >
                    {row.getVisibleCells().map((cell) => {
                      const meta = cell.column.columnDef.meta;
                      if (cell.column.id === SELECT_COLUMN_ID) {
                        const place = oneLineAddress(record.address);
                        return (
                          <td key={cell.id} className="results-table__td results-table__select">
                            <input
                              type="checkbox"
                              // Rows are the tab stops (Space selects); 50 checkboxes would be 50 more.
                              tabIndex={-1}
                              aria-label={`Select property ${record.id}${place ? `, ${place}` : ''}`}
                              checked={selected}
                              onChange={row.getToggleSelectedHandler()}
                            />
                          </td>
                        );
                      }
                      return (
                        <td
                          key={cell.id}
                          className={`results-table__td${meta?.numeric ? ' is-numeric' : ''}`}
                        >
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
