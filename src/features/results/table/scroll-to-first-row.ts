// The table's scroller: back to the first row for a new page, sort or search, and the pinned
// column made sticky only once it has scrolled sideways.
import { useLayoutEffect, useRef, useState, type RefObject, type UIEvent } from 'react';
import type { TableStatus } from './results-table-props';

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

export function useScrollToFirstRow(
  scrollerRef: RefObject<HTMLDivElement | null>,
  pageKey: string,
  status: TableStatus,
  cards: boolean,
) {
  // Whether the scroller shows more than the top of the page, where rows after the first
  // screenful can be in view (a state of its own: it changes only when that crosses zero).
  const [scrolledDown, setScrolledDown] = useState(false);
  // A new page, sort or search opens at its first row. The pager is below the table: without
  // this, "Next page" from the bottom of a page showed the next one at its 250th row. Known from
  // the scroll events, so a table already at its top reads no layout here (bench:web's paging).
  const shownPage = useRef(pageKey);
  useLayoutEffect(() => {
    if (status !== 'ready' || shownPage.current === pageKey) return;
    shownPage.current = pageKey;
    const scroller = scrollerRef.current;
    if (!scroller) return;
    if (scrolledDown) {
      scroller.scrollTop = 0;
      // Moved from ResultsTable, whose compiler check was skipped (useReactTable): the scroll
      // state must follow the scroll made here, before the new page paints.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setScrolledDown(false);
    }
    // As cards, the page itself scrolls: bring the first card back into view.
    if (cards && scroller.getBoundingClientRect().top < 0) {
      scroller.scrollIntoView?.({ block: 'start' });
    }
  }, [scrollerRef, pageKey, status, scrolledDown, cards]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    pinOnSideScroll(event);
    setScrolledDown(event.currentTarget.scrollTop > 0);
  };
  return { scrolledDown, onScroll };
}
