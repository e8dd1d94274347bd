// One way of applying: every edit in the panel becomes the search by itself, as the where box's
// pick, a lead-type click and a drawn shape already do. The table, its count and the footer's count
// then answer the same search, and Export, Save as list and MLS act on what the table shows.
// Typed values wait for a pause, so a number half typed is not searched; Enter and Search apply at
// once. Searching, not a count, is what costs credits on the real service (a page of records), so
// the pause is long enough to let a typist finish a value.
import { useEffect, useRef } from 'react';

const APPLY_DELAY_MS = 700;

/**
 * Calls `apply` once `pendingKey` (the search the form would run, null when there is nothing to
 * run) has stood still for `delayMs`. A new key restarts the wait; null cancels it.
 */
export function useAutoApply(
  pendingKey: string | null,
  apply: () => void,
  delayMs = APPLY_DELAY_MS,
): void {
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (pendingKey === null) return;
    const timer = setTimeout(() => applyRef.current(), delayMs);
    return () => clearTimeout(timer);
  }, [pendingKey, delayMs]);
}

/** Edits closer together than this are one step of Back. */
export const BURST_MS = 4000;

/**
 * History for searches that apply by themselves: a burst of edits (each applied after its pause)
 * makes one entry, so Back returns to the search the user last looked at, not to each value on the
 * way. A search (applied by itself, or by Search or Enter) replaces the entry its predecessor made
 * when that one was applied by itself, landed less than BURST_MS ago, and the URL has not moved
 * since (`moves`: urlMoves()).
 */
export function createBurstHistory() {
  let last: { moves: number; at: number } | null = null;
  return {
    landed(moves: number, now: number) {
      last = { moves, at: now };
    },
    /** A search by Search or Enter landed: its entry stands. */
    reset() {
      last = null;
    },
    shouldReplace(moves: number, now: number): boolean {
      return last !== null && last.moves === moves && now - last.at < BURST_MS;
    },
  };
}
