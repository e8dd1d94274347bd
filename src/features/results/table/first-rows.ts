// How many rows of a new page are shown in its first step (staged-rows.ts): the rows the table's
// scroller can show, measured, instead of a fixed screenful for the tallest scroller.
import { useEffect, useState, type RefObject } from 'react';
import { FIRST_ROWS } from './staged-rows';

/**
 * The rows that can be in view at the top of a scroller `scrollerHeight` px high when no row is
 * shorter than `rowMinHeight` px (the rows' CSS min-height), plus one for a row cut by a fraction
 * of a pixel. The header's height is not taken off: a row or two of slack. Unmeasured (no layout,
 * as in jsdom, or no rows yet): FIRST_ROWS, the screenful of the tallest scroller.
 */
export function firstRowsFor(scrollerHeight: number, rowMinHeight: number): number {
  if (!(scrollerHeight > 0) || !(rowMinHeight > 0)) return FIRST_ROWS;
  return Math.ceil(scrollerHeight / rowMinHeight) + 1;
}

/**
 * The first step's rows for this table, kept up to date as its scroller or rows change size (a
 * window resized, the map folded, the density switched). The bound holds for any page because it
 * comes from the rows' min-height (results-table.css), not from the rows seen so far: a page of
 * shorter rows cannot bring a row past it into view. As cards (a phone) the page itself scrolls
 * and a card's height depends on its content: FIRST_ROWS, as before.
 *
 * Why measured: at 1280×900 the scroller shows 14 rows of 44 px; committing 25 with the answer
 * was 9 rows of React work and DOM writes before the first paint of every page turn and search.
 */
export function useFirstRows(
  scrollerRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  cards: boolean,
): number {
  const [measured, setMeasured] = useState(FIRST_ROWS);
  useEffect(() => {
    const scroller = scrollerRef.current;
    const body = bodyRef.current;
    if (cards || !scroller || !body || typeof ResizeObserver === 'undefined') return;
    // Read in the observer's callback, after layout and before paint: nothing is forced.
    const observer = new ResizeObserver(() => {
      const row = body.rows[0];
      const rowMin = row ? parseFloat(getComputedStyle(row).minHeight) : NaN;
      setMeasured(firstRowsFor(scroller.clientHeight, rowMin));
    });
    observer.observe(scroller);
    observer.observe(body);
    return () => observer.disconnect();
  }, [scrollerRef, bodyRef, cards]);
  return cards ? FIRST_ROWS : measured;
}
