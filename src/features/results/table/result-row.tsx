// One row of the table: its checkbox and cells; it reads the hover and the pick for itself.
import type { Column, Row } from '@tanstack/react-table';
import { memo } from 'react';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { useHoverPick } from '../../../state/hover-pick';
import { oneLineAddress } from '../../../lib/lead-rows/record-fields';
import { SELECT_COLUMN_ID } from '../columns/result-columns';
import type { RowActions } from './row-actions';
import { cellClass, renderCell } from './table-columns';

interface ResultRowProps {
  row: Row<PropertyRecord>;
  /** table.getVisibleLeafColumns(): memoized by the table, so it changes only with the columns. */
  columns: Column<PropertyRecord, unknown>[];
  rowIndex: number;
  selected: boolean;
  tabbable: boolean;
  clickable: boolean;
  /** Cards (narrow screens) name each value with its column; a table row does not need to. */
  labelled: boolean;
  actions: RowActions;
}

export const ResultRow = memo(function ResultRow({
  row,
  columns,
  rowIndex,
  selected,
  tabbable,
  clickable,
  labelled,
  actions,
}: ResultRowProps) {
  const record = row.original;
  // Each row reads hover and pick for itself: a hover re-renders two rows, not the table.
  const hovered = useHoverPick((s) => s.hoveredId === record.id);
  const highlighted = useHoverPick((s) => s.pickedId === record.id);
  let className = 'results-table__row';
  if (clickable) className += ' is-clickable';
  if (selected) className += ' is-selected';
  if (hovered) className += ' is-hovered';
  if (highlighted) className += ' is-highlighted';
  return (
    <tr
      className={className}
      tabIndex={tabbable ? 0 : -1}
      aria-rowindex={rowIndex}
      {...actions.row}
    >
      {columns.map((column) => {
        if (column.id === SELECT_COLUMN_ID) {
          const place = oneLineAddress(record.address);
          return (
            <td key={column.id} className="results-table__td results-table__select">
              <input
                type="checkbox"
                // Rows are the tab stops (Space selects); 50 checkboxes would be 50 more.
                tabIndex={-1}
                // Out of the browser's autofill: Chromium looks over every input outside a form
                // at each change of the URL (a search, a page), 2–16 ms with 250 rows' boxes.
                autoComplete="off"
                aria-label={`Select property ${record.id}${place ? `, ${place}` : ''}`}
                checked={selected}
                onChange={actions.onCheck}
              />
            </td>
          );
        }
        return (
          <td
            key={column.id}
            className={cellClass('results-table__td', column)}
            // Only for cards: 4,000 more attributes would slow a new page's first render.
            data-label={labelled ? column.columnDef.meta?.label : undefined}
          >
            {renderCell(row, column)}
          </td>
        );
      })}
    </tr>
  );
});
