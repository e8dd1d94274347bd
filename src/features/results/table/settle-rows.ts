// A new page's off-screen rows are laid out a step at a time while the browser is idle, after the
// page has been on screen a moment (the comment on useSettleRows says why).
import { useLayoutEffect, type RefObject } from 'react';
import type { PropertyRecord } from '../../../api/contract/property-record';

/** Rows laid out per idle step after a new page (see useSettleRows). */
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

export function useSettleRows(
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  records: readonly PropertyRecord[],
  staging: boolean,
) {
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
  }, [bodyRef, records, staging]);
}
