// The paged, server-sorted results table: selection, keyboard row focus, skeletons, hover sync.
import {
  getCoreRowModel,
  useReactTable,
  type CellContext,
  type Column,
  type ColumnDef,
  type Header,
  type Row,
  type RowSelectionState,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import {
  memo,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type CSSProperties,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type UIEvent,
} from 'react';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { Skeleton } from '../../../components/ui/skeleton';
import { useHoverPick, useHoverPickStore } from '../../../state/hover-pick';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { SortSpec } from '../../../state/search/search-state';
import { oneLineAddress } from '../columns/record-fields';
import type { ExtraColumn } from '../mls-join/mls-join-columns';
import { selectRange } from './range-selection';
import { RESULT_COLUMNS, SELECT_COLUMN_ID } from '../columns/result-columns';
import { fromSortingState, toSortingState } from './sorting';
import { useStagedRows } from './staged-rows';
import './results-table.css';

/** Rows laid out per idle step after a new page (see the settling effect in ResultsTable). */
const SETTLE_STEP = 50;

/** How long a new page stays on screen before its first settling step (the effect says why). */
export const SETTLE_AFTER_MS = 1000;

/** Runs `work` when the browser is idle (or after 200 ms without requestIdleCallback); returns its cancel. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 200);
  return () => window.clearTimeout(handle);
}

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
  /** The chosen columns' order (the selection column always comes first). */
  columnOrder?: readonly string[] | undefined;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (selection: RowSelectionState) => void;
  /** 'loading': no rows yet (skeletons); 'refreshing': showing the previous page while the next loads. */
  status: TableStatus;
  /** Visually hidden caption that names the table for screen readers. */
  caption: string;
  onOpenDetail?: ((record: PropertyRecord) => void) | undefined;
  /** Columns from outside the table (a bulk MLS lookup's answers), shown after its own. */
  extraColumns?: readonly ExtraColumn[] | undefined;
  /** One line a row (the address's city line goes). */
  compact?: boolean | undefined;
  /**
   * What the rows are a page of: a new value (a new page, sort or search) opens at its first row.
   * By default the page and sort; the results pass their list request, so a new search counts too.
   */
  pageKey?: string | undefined;
}

const SKELETON_ROWS = 10;
/** Where the table becomes cards (results-table.css): keep the two in step. */
const CARDS_MEDIA = '(max-width: 640px)';
const MAX_SORTS = 3;
/** Stays on screen on a horizontal scroll, with the checkbox column: which lead the row is. */
const PINNED_COLUMN_ID = 'address';
/** An extra column is as wide as its header (about 7 px a character at 12 px, plus padding). */
const extraColumnSize = (label: string) => Math.max(120, Math.ceil(label.length * 7.2) + 24);

/** The table's own columns, then the extra ones; the same array while there are no extras. */
function withExtras(
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
function cellClass(base: string, column: Column<PropertyRecord, unknown>): string {
  let className = base;
  if (column.columnDef.meta?.numeric) className += ' is-numeric';
  if (column.id === PINNED_COLUMN_ID) className += ' is-pinned';
  return className;
}

/**
 * Pinned cells are sticky only once the table has scrolled sideways: 500 sticky cells (250 rows
 * times two) each get a layer of their own in Chromium, which made a new page's first render
 * 50–100 ms slower. A data attribute, not a class: React owns the scroller's class.
 */
function pinOnSideScroll(event: UIEvent<HTMLDivElement>) {
  const scroller = event.currentTarget;
  const sideways = scroller.scrollLeft > 0;
  if (sideways !== scroller.hasAttribute('data-pinned')) {
    scroller.toggleAttribute('data-pinned', sideways);
  }
}

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && target.type !== 'checkbox'))
  );
}

function resolve<T>(updater: Updater<T>, current: T): T {
  return typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;
}

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, button, a, label, select') !== null;
}

/**
 * Renders a cell by calling its column's renderer directly, with a light context (row, column,
 * getValue). The renderers hold no hooks and read only those: flexRender would mount each of the
 * page's ~4,000 cells as a component of its own, and row.getVisibleCells() builds a Cell object
 * with its own closures for every cell of every row, a large share of a new page's render.
 */
function renderCell(row: Row<PropertyRecord>, column: Column<PropertyRecord, unknown>): ReactNode {
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
function columnLayout(columns: readonly Column<PropertyRecord, unknown>[]): CSSProperties {
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

type RowEvent = FocusEvent<HTMLTableRowElement> | MouseEvent<HTMLTableRowElement>;

/**
 * The rows' event handlers: one stable set for all rows, which finds the row from the event (its
 * place in the body), so a row re-renders only when what it shows changes.
 */
interface RowActions {
  /** A row's checkbox: a plain click toggles the row, a shift-click selects a range. */
  onCheck: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The row's own handlers, spread onto its <tr> (an unknown prop there makes React warn). */
  row: {
    onFocus: (event: FocusEvent<HTMLTableRowElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => void;
    onClick: (event: MouseEvent<HTMLTableRowElement>) => void;
    onMouseEnter: (event: MouseEvent<HTMLTableRowElement>) => void;
    onMouseLeave: () => void;
  };
}

function indexOf(event: RowEvent | KeyboardEvent<HTMLTableRowElement>): number {
  return event.currentTarget.sectionRowIndex;
}

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

/** The row's place on the page, for a control inside it. */
function rowIndexOf(element: Element): number {
  return element.closest('tr')?.sectionRowIndex ?? -1;
}

const ResultRow = memo(function ResultRow({
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

export function ResultsTable({
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
  status,
  caption,
  onOpenDetail,
  extraColumns,
  compact = false,
  pageKey = `${pageIndex}:${pageSize}:${JSON.stringify(sort)}`,
}: ResultsTableProps) {
  const onHoverRow = useHoverPickStore().hover;
  const highlightedId = useHoverPick((s) => s.pickedId);
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

  const rows = table.getRowModel().rows;
  const bodyRef = useRef<HTMLTableSectionElement>(null);
  const [focusRow, setFocusRow] = useState(0);
  const activeRow = Math.min(focusRow, Math.max(0, rows.length - 1));

  // Rows are keyed by their place on the page, so a new page updates the same 250 <tr>s in place
  // instead of removing and creating them. What belongs to a record (selection, hover, highlight,
  // focus) is therefore derived from the record, and followed below when the records change.
  const latest = useRef({ rows, onOpenDetail, onHoverRow, rowSelection, onRowSelectionChange });
  useLayoutEffect(() => {
    latest.current = { rows, onOpenDetail, onHoverRow, rowSelection, onRowSelectionChange };
  });
  const hoveredIndex = useRef<number | null>(null);
  const focusedId = useRef<string | null>(null);
  /** The row last toggled without Shift: where a shift-click's range starts. */
  const anchorId = useRef<string | null>(null);

  const [actions] = useState<RowActions>(() => {
    const focusAt = (index: number) => {
      const count = latest.current.rows.length;
      const clamped = Math.max(0, Math.min(count - 1, index));
      setFocusRow(clamped);
      bodyRef.current?.rows[clamped]?.focus();
    };
    /** Sets the row at `index` to `selected`, or the range from the anchor with `range`. */
    const select = (index: number, selected: boolean, range: boolean) => {
      const {
        rows: current,
        rowSelection: selection,
        onRowSelectionChange: change,
      } = latest.current;
      const id = current[index]?.id;
      if (id === undefined) return;
      const ids = range ? current.map((r) => r.id) : [id];
      change(selectRange(selection, ids, range ? anchorId.current : null, id, selected));
      if (!range) anchorId.current = id;
    };
    return {
      onCheck: (event) => {
        // React reports a checkbox's change from its click, so the click's Shift key is here.
        const range = (event.nativeEvent as globalThis.MouseEvent).shiftKey === true;
        select(rowIndexOf(event.currentTarget), event.currentTarget.checked, range);
      },
      row: {
        onFocus: (event) => {
          if (event.target !== event.currentTarget) return;
          const index = indexOf(event);
          setFocusRow(index);
          focusedId.current = latest.current.rows[index]?.id ?? null;
        },
        onKeyDown: (event) => {
          if (event.target !== event.currentTarget) return;
          const index = indexOf(event);
          const { rows: current, onOpenDetail: open } = latest.current;
          const row = current[index];
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
              focusAt(current.length - 1);
              break;
            case 'Enter':
              if (row && open) open(row.original);
              break;
            case ' ':
              if (row) select(index, !row.getIsSelected(), event.shiftKey);
              break;
            default:
              return;
          }
          event.preventDefault();
        },
        onClick: (event) => {
          const { rows: current, onOpenDetail: open } = latest.current;
          const row = current[indexOf(event)];
          if (row && !isInteractive(event.target)) open?.(row.original);
        },
        onMouseEnter: (event) => {
          const index = indexOf(event);
          hoveredIndex.current = index;
          latest.current.onHoverRow?.(latest.current.rows[index]?.id ?? null);
        },
        onMouseLeave: () => {
          hoveredIndex.current = null;
          latest.current.onHoverRow?.(null);
        },
      },
    };
  });

  // A new page (or a refetch) puts other records under the pointer and the focus: report the record
  // now under the pointer, and keep the focus on the focused record if it is still on the page.
  useEffect(() => {
    const hovered = hoveredIndex.current;
    if (hovered !== null) latest.current.onHoverRow?.(records[hovered]?.id ?? null);
    const body = bodyRef.current;
    const focused = document.activeElement;
    if (!body || !(focused instanceof HTMLTableRowElement) || focused.parentElement !== body)
      return;
    const index = records.findIndex((r) => r.id === focusedId.current);
    if (index >= 0 && body.rows[index] !== focused) {
      setFocusRow(index);
      body.rows[index]?.focus();
    } else if (index < 0) {
      focusedId.current = records[focused.sectionRowIndex]?.id ?? null;
    }
  }, [records]);

  const firstRowIndex = pageIndex * pageSize + 2;
  const staged = useStagedRows(rows, firstRowIndex);
  const staging = staged.staging;
  const cards = useMediaQuery(CARDS_MEDIA);
  // Whether the scroller shows more than the top of the page, where rows after the first
  // screenful can be in view (a state of its own: it changes only when that crosses zero).
  const [scrolledDown, setScrolledDown] = useState(false);
  // Staged rows still holding the previous page are hidden only where they can be seen: in a
  // scroller moved down, or as cards, where the page itself scrolls. At the top of the scroller
  // (at most 720 px, 25 rows of 29 px or more) they are out of view, and hiding 225 rows cost
  // the first frame a style pass over every row and cell (~15 ms on a 2-core machine).
  const hideStaged = staging && (cards || scrolledDown);

  // A new page, sort or search opens at its first row. The pager is below the table: without
  // this, "Next page" from the bottom of a page showed the next one at its 250th row. Known from
  // the scroll events, so a table already at its top reads no layout here (bench:web's paging).
  const scrollerRef = useRef<HTMLDivElement>(null);
  const shownPage = useRef(pageKey);
  useLayoutEffect(() => {
    if (status !== 'ready' || shownPage.current === pageKey) return;
    shownPage.current = pageKey;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    if (scrolledDown) {
      scroller.scrollTop = 0;
      setScrolledDown(false);
    }
    // As cards, the page itself scrolls: bring the first card back into view.
    if (cards && scroller.getBoundingClientRect().top < 0) {
      scroller.scrollIntoView?.({ block: 'start' });
    }
  }, [pageKey, status, scrolledDown, cards]);

  // A new page is painted before its off-screen rows are laid out: while the body has
  // `is-settling`, rows out of view skip layout (content-visibility), so the rows on screen show
  // sooner. Then, while the browser is idle, the rows are laid out SETTLE_STEP at a time (each
  // marked data-settled), so every row is laid out, and in the accessibility tree (which
  // content-visibility would keep them out of), a moment later. One step for all 250 rows was a
  // single 150–300 ms task right after the page showed, in the way of a click or a scroll.
  // A staged page settles from its second step, where its other rows change: in the first, only
  // the first screenful changes, and switching all 250 rows to content-visibility there cost that
  // frame ~17 ms of style and layout (on a 2-core machine).
  // The first step waits until the page has been on screen for SETTLE_AFTER_MS: each step is a
  // frame that paints the rows it lays out, and someone paging or refining a search moves on
  // within a second, when those frames were still being drawn and held back the next page's
  // (software GL: 60–150 ms a frame; interleaved A/B at bench:web's pace, p50 145 → 138 and
  // 187 → 152 ms). A page replaced sooner never settles; rows scrolled to are laid out anyway.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    if (!body || records.length === 0 || staging) return;
    // Rows are kept by place from page to page: last page's marks must not settle this one.
    for (const row of body.rows) delete row.dataset.settled;
    body.classList.add('is-settling');
    let next = 0;
    let cancel = () => {};
    const step = () => {
      const rows = body.rows;
      const end = Math.min(rows.length, next + SETTLE_STEP);
      for (; next < end; next += 1) rows[next]!.dataset.settled = '';
      if (next < rows.length) {
        cancel = whenIdle(step);
        return;
      }
      body.classList.remove('is-settling');
      for (const row of rows) delete row.dataset.settled;
    };
    const start = window.setTimeout(() => {
      cancel = whenIdle(step);
    }, SETTLE_AFTER_MS);
    cancel = () => window.clearTimeout(start);
    return () => cancel();
  }, [records, staging]);

  // A row highlighted from outside (the map) is brought into view.
  useEffect(() => {
    if (!highlightedId) return;
    const index = records.findIndex((r) => r.id === highlightedId);
    if (index >= 0) bodyRef.current?.rows[index]?.scrollIntoView?.({ block: 'nearest' });
  }, [highlightedId, records]);

  const visibleColumns = table.getVisibleLeafColumns();
  const busy = status !== 'ready';

  // Ctrl/Cmd-A with the focus in the table selects the page's rows, as in a file list.
  const onTableKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 'a')
      return;
    if (isTextField(event.target) || rows.length === 0) return;
    event.preventDefault();
    table.toggleAllPageRowsSelected(true);
  };

  return (
    // Keys reach this wrapper from the rows and header controls inside it; it is not a control.
    <div
      ref={scrollerRef}
      className={`results-table__scroll${status === 'refreshing' ? ' is-refreshing' : ''}`}
      onKeyDown={onTableKeyDown}
      onScroll={(event) => {
        pinOnSideScroll(event);
        setScrolledDown(event.currentTarget.scrollTop > 0);
      }}
    >
      <table
        className={compact ? 'results-table is-compact' : 'results-table'}
        style={columnLayout(visibleColumns)}
        aria-busy={busy}
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
          aria-busy={staging || undefined}
          data-staging={hideStaged ? '' : undefined}
        >
          {status === 'loading'
            ? Array.from({ length: Math.min(pageSize, SKELETON_ROWS) }, (_, i) => (
                <tr key={`skeleton-${i}`} className="results-table__row is-skeleton">
                  {visibleColumns.map((c) => (
                    <td key={c.id} className={cellClass('results-table__td', c)}>
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
            : rows.map((_, index) => {
                // While a new page is staged, rows after the first screenful show the previous one.
                const { row, rowIndex } = staged.at(index);
                return (
                  <ResultRow
                    // The place on the page, not the record id: see above.
                    key={index}
                    row={row}
                    columns={visibleColumns}
                    rowIndex={rowIndex}
                    selected={row.getIsSelected()}
                    tabbable={index === activeRow}
                    clickable={onOpenDetail !== undefined}
                    labelled={cards}
                    actions={actions}
                  />
                );
              })}
        </tbody>
      </table>
    </div>
  );
}
