// The paged, server-sorted results table: selection, keyboard row focus, skeletons, hover sync.
// What it knows and does is useResultsTable's; the header cells, rows and skeletons are views
// beside it, the columns' layout in table-columns.tsx.
import { useRef } from 'react';
import { HeaderCell } from './header-cell';
import { ResultRow } from './result-row';
import type { ResultsTableProps } from './results-table-props';
import { SkeletonRows } from './skeleton-rows';
import { columnLayout } from './table-columns';
import { useResultsTable } from './use-results-table';
import './results-table.css';

export type { ResultsTableProps, TableStatus } from './results-table-props';
export { SETTLE_AFTER_MS } from './settle-rows';

const SKELETON_ROWS = 10;

export function ResultsTable(props: ResultsTableProps) {
  const {
    rowCount,
    pageIndex,
    pageSize,
    sort,
    status,
    caption,
    onOpenDetail,
    compact = false,
    pageKey = `${pageIndex}:${pageSize}:${JSON.stringify(sort)}`,
  } = props;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const m = useResultsTable({ ...props, pageKey, bodyRef, scrollerRef });
  const { table, rows, staged, visibleColumns } = m;
  return (
    // Keys reach this wrapper from the rows and header controls inside it; it is not a control.
    <div
      ref={scrollerRef}
      className={`results-table__scroll${status === 'refreshing' ? ' is-refreshing' : ''}`}
      onKeyDown={m.onTableKeyDown}
      onScroll={m.onScroll}
    >
      <table
        className={compact ? 'results-table is-compact' : 'results-table'}
        style={columnLayout(visibleColumns)}
        aria-busy={m.busy}
        aria-rowcount={rowCount + 1}
      >
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
        {/* Busy while its rows after the first screenful still hold the previous page.
            data-staging, not a class: the settling class above is set outside React. */}
        <tbody
          ref={bodyRef}
          aria-busy={staged.staging || undefined}
          data-staging={m.hideStaged ? '' : undefined}
        >
          {status === 'loading' ? (
            <SkeletonRows count={Math.min(pageSize, SKELETON_ROWS)} columns={visibleColumns} />
          ) : (
            rows.map((_, index) => {
              // While a new page is staged, rows after the first screenful show the previous one.
              const { row, rowIndex } = staged.at(index);
              return (
                <ResultRow
                  // The place on the page, not the record id: see useRowActions.
                  key={index}
                  row={row}
                  columns={visibleColumns}
                  rowIndex={rowIndex}
                  selected={row.getIsSelected()}
                  tabbable={index === m.activeRow}
                  clickable={onOpenDetail !== undefined}
                  labelled={m.cards}
                  actions={m.actions}
                />
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
