// A header cell: "select all rows on this page", a sortable column's button (Shift-click adds a
// secondary sort, its rank shown), or a plain label.
import type { Header } from '@tanstack/react-table';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { SELECT_COLUMN_ID } from '../columns/result-columns';
import { cellClass } from './table-columns';

function SortIndicator({ direction }: { direction: false | 'asc' | 'desc' }) {
  return (
    <span className={`sort-indicator${direction ? ' sort-indicator--on' : ''}`} aria-hidden="true">
      {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
    </span>
  );
}

export function HeaderCell({ header }: { header: Header<PropertyRecord, unknown> }) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const label = meta?.label ?? column.id;
  const className = cellClass('results-table__th', column);
  if (column.id === SELECT_COLUMN_ID) {
    const table = header.getContext().table;
    return (
      <th scope="col" className={`${className} results-table__select`}>
        <input
          type="checkbox"
          autoComplete="off"
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
