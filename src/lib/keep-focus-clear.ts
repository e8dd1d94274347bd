// Keeps the focused control clear of a sticky bar at the bottom of its scroller (WCAG 2.4.11).
import { useEffect, type RefObject } from 'react';

/** Room left between the focused control and the bar, so its focus ring shows too. */
const GAP_PX = 8;

/**
 * Scrolls `scroller` just enough that `target`'s bottom sits above `bar`'s top, never so far that
 * its own top goes out of view. A browser scrolls a focused control only into the scroller's box,
 * which a sticky bar covers the bottom of.
 */
export function revealAboveBar(scroller: HTMLElement, bar: HTMLElement, target: Element): void {
  if (bar.contains(target) || !scroller.contains(target)) return;
  const barTop = bar.getBoundingClientRect().top;
  const { top, bottom } = target.getBoundingClientRect();
  const covered = bottom + GAP_PX - barTop;
  if (covered <= 0) return;
  const roomAbove = top - scroller.getBoundingClientRect().top;
  scroller.scrollTop += Math.min(covered, Math.max(roomAbove, 0));
}

/**
 * On every focus inside `scrollerRef`, reveals the focused control above `barRef`. Checked at
 * once and again in the next frame: the browser's own scroll into view may come after the event.
 * Focus moving into the bar itself (Search) reads no layout, so a search's click pays nothing.
 */
export function useKeepFocusClearOfBar(
  scrollerRef: RefObject<HTMLElement | null>,
  barRef: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      const bar = barRef.current;
      const target = event.target;
      if (!bar || !(target instanceof Element) || bar.contains(target)) return;
      revealAboveBar(scroller, bar, target);
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.activeElement === target) revealAboveBar(scroller, bar, target);
      });
    };
    scroller.addEventListener('focusin', onFocusIn);
    return () => {
      scroller.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, [scrollerRef, barRef]);
}
