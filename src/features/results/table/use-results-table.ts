// The results table's model: the TanStack table over the page (sort, selection, column order and
// visibility), the rows' actions, staging and settling of a new page, scrolling back to its top,
// and the keys the table itself answers.
import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { useHoverPick, useHoverPickStore } from '../../../state/hover-pick';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { ResultsTableProps } from './results-table-props';
import { useRowActions } from './row-actions';
import { useScrollToFirstRow } from './scroll-to-first-row';
import { useSettleRows } from './settle-rows';
import { useStagedRows } from './staged-rows';
import { usePageTable } from './use-page-table';

/** Where the table becomes cards (results-table.css): keep the two in step. */
const CARDS_MEDIA = '(max-width: 640px)';

function isTextField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable ||
      target instanceof HTMLTextAreaElement ||
      (target instanceof HTMLInputElement && target.type !== 'checkbox'))
  );
}

export function useResultsTable({
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
  onOpenDetail,
  extraColumns,
  pageKey,
  bodyRef,
  scrollerRef,
}: ResultsTableProps & {
  pageKey: string;
  /** The table's body and scroller, made by the view. */
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  scrollerRef: RefObject<HTMLDivElement | null>;
}) {
  const onHoverRow = useHoverPickStore().hover;
  const highlightedId = useHoverPick((s) => s.pickedId);
  const table = usePageTable({
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
  });
  const rows = table.getRowModel().rows;
  const { actions, activeRow } = useRowActions(bodyRef, records, {
    rows,
    onOpenDetail,
    onHoverRow,
    rowSelection,
    onRowSelectionChange,
  });

  const firstRowIndex = pageIndex * pageSize + 2;
  const staged = useStagedRows(rows, firstRowIndex);
  const staging = staged.staging;
  const cards = useMediaQuery(CARDS_MEDIA);
  const { scrolledDown, onScroll } = useScrollToFirstRow(scrollerRef, pageKey, status, cards);
  // Staged rows still holding the previous page are hidden only where they can be seen: in a
  // scroller moved down, or as cards, where the page itself scrolls. At the top of the scroller
  // (at most 720 px, 25 rows of 29 px or more) they are out of view, and hiding 225 rows cost
  // the first frame a style pass over every row and cell (~15 ms on a 2-core machine).
  const hideStaged = staging && (cards || scrolledDown);

  useSettleRows(bodyRef, records, staging);

  // A row highlighted from outside (the map) is brought into view.
  useEffect(() => {
    if (!highlightedId) return;
    const index = records.findIndex((r) => r.id === highlightedId);
    if (index >= 0) bodyRef.current?.rows[index]?.scrollIntoView?.({ block: 'nearest' });
  }, [bodyRef, highlightedId, records]);

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

  return {
    table,
    rows,
    actions,
    activeRow,
    staged,
    hideStaged,
    cards,
    visibleColumns,
    busy,
    onTableKeyDown,
    onScroll,
  };
}
