// The table's columns and their layout: its own columns plus the extra ones, each cell's classes,
// a cell rendered without flexRender, and the column widths as CSS grid tracks.
import type { CellContext, Column, ColumnDef, Row } from '@tanstack/react-table';
import type { CSSProperties, ReactNode } from 'react';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { RESULT_COLUMNS } from '../columns/result-columns';
import type { ExtraColumn } from '../mls-join/mls-join-columns';

/** Stays on screen on a horizontal scroll, with the checkbox column: which lead the row is. */
const PINNED_COLUMN_ID = 'address';
/** An extra column is as wide as its header (about 7 px a character at 12 px, plus padding). */
const extraColumnSize = (label: string) => Math.max(120, Math.ceil(label.length * 7.2) + 24);

/** The table's own columns, then the extra ones; the same array while there are no extras. */
export function withExtras(
  extras: readonly ExtraColumn[] | undefined,
): ColumnDef<PropertyRecord, unknown>[] {
  const own = RESULT_COLUMNS as ColumnDef<PropertyRecord, unknown>[];
  if (!extras || extras.length === 0) return own;
  return own.concat(
    extras.map((extra) => ({
      id: extra.id,
      size: extraColumnSize(extra.label),
      meta: { label: extra.label, numeric: extra.numeric },
      cell: ({ row }) => {
        const text = extra.text(row.original);
        return text === '' ? null : <span title={text}>{text}</span>;
      },
    })),
  );
}

/** The cell classes of a column: numbers right-aligned, the address pinned. */
export function cellClass(base: string, column: Column<PropertyRecord, unknown>): string {
  let className = base;
  if (column.columnDef.meta?.numeric) className += ' is-numeric';
  if (column.id === PINNED_COLUMN_ID) className += ' is-pinned';
  return className;
}

/**
 * Renders a cell by calling its column's renderer directly, with a light context (row, column,
 * getValue). The renderers hold no hooks and read only those: flexRender would mount each of the
 * page's ~4,000 cells as a component of its own, and row.getVisibleCells() builds a Cell object
 * with its own closures for every cell of every row, a large share of a new page's render.
 */
export function renderCell(
  row: Row<PropertyRecord>,
  column: Column<PropertyRecord, unknown>,
): ReactNode {
  const render = column.columnDef.cell;
  if (typeof render !== 'function') return render ?? null;
  const getValue = () => row.getValue(column.id);
  return render({ row, column, getValue, renderValue: getValue } as CellContext<
    PropertyRecord,
    unknown
  >);
}

/**
 * The column widths as CSS for the table: every row is a grid with these tracks (see the CSS).
 * A column is never narrower than its size; when the scroller is wider, columns share the rest.
 */
export function columnLayout(columns: readonly Column<PropertyRecord, unknown>[]): CSSProperties {
  let total = 0;
  const tracks = columns.map((c) => {
    const size = c.getSize();
    total += size;
    return `minmax(${size}px, ${size}fr)`;
  });
  return {
    '--results-columns': tracks.join(' '),
    '--results-width': `${total}px`,
  } as CSSProperties;
}
