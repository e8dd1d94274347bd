// Shift-click selection: the rows between the last clicked checkbox and this one take this one's
// new state, as in a mail client's list.
import type { RowSelectionState } from '@tanstack/react-table';

/**
 * The selection after a shift-click on `toId` (ids in table order), from the anchor `fromId` (the
 * last plain click). Every row from the anchor to the clicked one, both included, becomes
 * `selected`; rows outside the range keep their state. Without an anchor on this page, only the
 * clicked row changes.
 */
export function selectRange(
  selection: RowSelectionState,
  ids: readonly string[],
  fromId: string | null,
  toId: string,
  selected: boolean,
): RowSelectionState {
  const to = ids.indexOf(toId);
  const anchor = fromId === null ? -1 : ids.indexOf(fromId);
  const from = anchor < 0 ? to : anchor;
  if (to < 0) return selection;
  const next: RowSelectionState = { ...selection };
  for (let i = Math.min(from, to); i <= Math.max(from, to); i += 1) {
    const id = ids[i] as string;
    if (selected) next[id] = true;
    else delete next[id];
  }
  return next;
}
