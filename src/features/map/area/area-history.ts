// Undo and redo of the drawn area: the areas the search has had, as a past and a future around the
// present. Immutable, so the map panel keeps it in React state.

export interface AreaHistory<T> {
  readonly past: readonly T[];
  readonly present: T;
  readonly future: readonly T[];
  /**
   * The value undo or redo just moved away from: until the search reports the new present, it
   * still reports this one, which is not a new step.
   */
  readonly leaving?: T | undefined;
}

const LIMIT = 100;

export function startHistory<T>(present: T): AreaHistory<T> {
  return { past: [], present, future: [] };
}

/**
 * The search now has `next`. A change the history did not make itself (a drawing, an edit, a
 * typed area, Clear all) is a new step and drops the redo future; the value undo or redo just put
 * into the search comes back as the present and records nothing. Same key, same history object.
 */
export function observeArea<T>(
  history: AreaHistory<T>,
  next: T,
  keyOf: (value: T) => string,
): AreaHistory<T> {
  const key = keyOf(next);
  if (key === keyOf(history.present))
    return history.leaving === undefined ? history : { ...history, leaving: undefined };
  if (history.leaving !== undefined && key === keyOf(history.leaving)) return history;
  return { past: [...history.past, history.present].slice(-LIMIT), present: next, future: [] };
}

/** One step back, or null when there is nothing to undo. */
export function undoArea<T>(history: AreaHistory<T>): AreaHistory<T> | null {
  if (history.past.length === 0) return null;
  return {
    past: history.past.slice(0, -1),
    present: history.past[history.past.length - 1] as T,
    future: [...history.future, history.present],
    leaving: history.present,
  };
}

/** One step forward again, or null when there is nothing to redo. */
export function redoArea<T>(history: AreaHistory<T>): AreaHistory<T> | null {
  if (history.future.length === 0) return null;
  return {
    past: [...history.past, history.present],
    present: history.future[history.future.length - 1] as T,
    future: history.future.slice(0, -1),
    leaving: history.present,
  };
}
