// A new page of rows, shown in two steps: the first screenful in the commit that brings the page,
// the rest one painted frame later.
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-paint';

/**
 * Rows that show a new page at once where the table's scroller is not measured (first-rows.ts
 * measures it): as many as the tallest scroller can show (at most 720 px high; a row is at least
 * 27 px, one line of text, in compact density), and as cards, where the page scrolls. As cards,
 * results-table.css skips the rows after these while a page is staged and they can be in view:
 * keep its `:nth-child(n + 26)` in step.
 */
export const FIRST_ROWS = 25;

interface Page<T> {
  rows: readonly T[];
  /** The aria-rowindex of the page's first row. */
  firstRowIndex: number;
  /** Which page, sort and search the rows are (ResultsTable's pageKey). */
  pageKey: string;
}

export interface StagingOptions {
  /** How many rows show a new page at once (first-rows.ts); FIRST_ROWS when not given. */
  firstRows?: number;
  /**
   * The table is scrolled down its own scroller, where rows after the first step can be in view.
   * New rows for the page it shows (privacy mode's, a refetch) keep that place, so they are shown
   * in one step; a new page opens at its top (useScrollToFirstRow), where they cannot be seen.
   */
  scrolledDown?: boolean;
}

interface StagedRow<T> {
  row: T;
  rowIndex: number;
}

export interface StagedRows<T> {
  /** What the row at this place on the page shows now, and the aria-rowindex that goes with it. */
  at(index: number): StagedRow<T>;
  /**
   * True while the rows from `firstRows` on still show the previous page, for one frame. The table
   * marks its body busy meanwhile, and hides those rows where they can be in view.
   */
  staging: boolean;
  /** How many rows show a new page at once. */
  firstRows: number;
}

/**
 * Rendering the 250 rows of a new page in one commit costs React ~20 ms before the first of them
 * can be painted. Here the first `firstRows` rows (the rows the scroller can show: first-rows.ts)
 * show the new page at once, and the others keep the
 * previous page's row (memoized rows with unchanged props do not render again) until the page has
 * been painted; then they follow in one plain update (a transition was no faster, measured, and
 * pointer moves over the rows, each a hover update, would restart it). Rows are keyed by their
 * place, so the old rows' elements are updated in place, as before.
 *
 * Only a page that replaces one at least as long is staged: a longer page (the first one, or a
 * larger page size) has no previous rows to keep in place, and is rendered in one commit.
 */
export function useStagedRows<T>(
  rows: readonly T[],
  firstRowIndex: number,
  pageKey: string,
  { firstRows = FIRST_ROWS, scrolledDown = false }: StagingOptions = {},
): StagedRows<T> {
  const [tail, setTail] = useState<Page<T>>({ rows, firstRowIndex, pageKey });
  const behind = tail.rows !== rows || tail.firstRowIndex !== firstRowIndex;

  useEffect(() => {
    if (!behind) return;
    return afterNextPaint(() => setTail({ rows, firstRowIndex, pageKey }));
  }, [behind, rows, firstRowIndex, pageKey]);

  const inPlace = scrolledDown && tail.pageKey === pageKey;
  const staging = behind && !inPlace && rows.length > firstRows && tail.rows.length >= rows.length;
  return {
    staging,
    firstRows,
    at: (index) =>
      staging && index >= firstRows
        ? { row: tail.rows[index] as T, rowIndex: tail.firstRowIndex + index }
        : { row: rows[index] as T, rowIndex: firstRowIndex + index },
  };
}
