// A new page of rows, shown in two steps: the first screenful in the commit that brings the page,
// the rest one painted frame later.
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../../lib/after-paint';

/**
 * Rows that show a new page at once: as many as the table's scroller can show (at most 720 px
 * high; a row is at least 29 px, one line of text, e.g. in privacy mode). results-table.css skips
 * the rows after these while a page is staged and they can be in view: keep its
 * `:nth-child(n + 26)` in step.
 */
export const FIRST_ROWS = 25;

interface Page<T> {
  rows: readonly T[];
  /** The aria-rowindex of the page's first row. */
  firstRowIndex: number;
}

interface StagedRow<T> {
  row: T;
  rowIndex: number;
}

export interface StagedRows<T> {
  /** What the row at this place on the page shows now, and the aria-rowindex that goes with it. */
  at(index: number): StagedRow<T>;
  /**
   * True while the rows from FIRST_ROWS on still show the previous page, for one frame. The table
   * marks its body busy meanwhile, and hides those rows where they can be in view.
   */
  staging: boolean;
}

/**
 * Rendering the 250 rows of a new page in one commit costs React ~20 ms before the first of them
 * can be painted. Here the first FIRST_ROWS rows show the new page at once, and the others keep the
 * previous page's row (memoized rows with unchanged props do not render again) until the page has
 * been painted; then they follow in one plain update (a transition was no faster, measured, and
 * pointer moves over the rows, each a hover update, would restart it). Rows are keyed by their
 * place, so the old rows' elements are updated in place, as before.
 *
 * Only a page that replaces one at least as long is staged: a longer page (the first one, or a
 * larger page size) has no previous rows to keep in place, and is rendered in one commit.
 */
export function useStagedRows<T>(rows: readonly T[], firstRowIndex: number): StagedRows<T> {
  const [tail, setTail] = useState<Page<T>>({ rows, firstRowIndex });
  const behind = tail.rows !== rows || tail.firstRowIndex !== firstRowIndex;

  useEffect(() => {
    if (!behind) return;
    return afterNextPaint(() => setTail({ rows, firstRowIndex }));
  }, [behind, rows, firstRowIndex]);

  const staging = behind && rows.length > FIRST_ROWS && tail.rows.length >= rows.length;
  return {
    staging,
    at: (index) =>
      staging && index >= FIRST_ROWS
        ? { row: tail.rows[index] as T, rowIndex: tail.firstRowIndex + index }
        : { row: rows[index] as T, rowIndex: firstRowIndex + index },
  };
}
