// The rows' keyboard and pointer behaviour: arrows, Home and End move the focus, Enter opens the
// record, Space and the checkbox select (Shift for a range), hover is reported to the map; and,
// when a new page comes in, the record under the pointer and the focused record are followed.
import type { Row, RowSelectionState } from '@tanstack/react-table';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type Dispatch,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { selectRange } from './range-selection';

function isInteractive(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('input, button, a, label, select') !== null;
}

type RowEvent = FocusEvent<HTMLTableRowElement> | MouseEvent<HTMLTableRowElement>;

/**
 * The rows' event handlers: one stable set for all rows, which finds the row from the event (its
 * place in the body), so a row re-renders only when what it shows changes.
 */
export interface RowActions {
  /** A row's checkbox: a plain click toggles the row, a shift-click selects a range. */
  onCheck: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The row's own handlers, spread onto its <tr> (an unknown prop there makes React warn). */
  row: {
    onFocus: (event: FocusEvent<HTMLTableRowElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLTableRowElement>) => void;
    onClick: (event: MouseEvent<HTMLTableRowElement>) => void;
    onMouseEnter: (event: MouseEvent<HTMLTableRowElement>) => void;
    onMouseLeave: () => void;
  };
}

function indexOf(event: RowEvent | KeyboardEvent<HTMLTableRowElement>): number {
  return event.currentTarget.sectionRowIndex;
}

/** The row's place on the page, for a control inside it. */
function rowIndexOf(element: Element): number {
  return element.closest('tr')?.sectionRowIndex ?? -1;
}

/** What the actions read when they run: the table's latest rows and callbacks. */
interface LatestRowState {
  rows: Row<PropertyRecord>[];
  onOpenDetail: ((record: PropertyRecord) => void) | undefined;
  onHoverRow: ((id: string | null) => void) | undefined;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (selection: RowSelectionState) => void;
}

interface RowActionsContext {
  latest: RefObject<LatestRowState>;
  bodyRef: RefObject<HTMLTableSectionElement | null>;
  setFocusRow: Dispatch<SetStateAction<number>>;
  hoveredIndex: RefObject<number | null>;
  focusedId: RefObject<string | null>;
  anchorId: RefObject<string | null>;
}

function createRowActions({
  latest,
  bodyRef,
  setFocusRow,
  hoveredIndex,
  focusedId,
  anchorId,
}: RowActionsContext): RowActions {
  const focusAt = (index: number) => {
    const count = latest.current.rows.length;
    const clamped = Math.max(0, Math.min(count - 1, index));
    setFocusRow(clamped);
    bodyRef.current?.rows[clamped]?.focus();
  };
  /** Sets the row at `index` to `selected`, or the range from the anchor with `range`. */
  const select = (index: number, selected: boolean, range: boolean) => {
    const { rows: current, rowSelection: selection, onRowSelectionChange: change } = latest.current;
    const id = current[index]?.id;
    if (id === undefined) return;
    const ids = range ? current.map((r) => r.id) : [id];
    change(selectRange(selection, ids, range ? anchorId.current : null, id, selected));
    if (!range) anchorId.current = id;
  };
  return {
    onCheck: (event) => {
      // React reports a checkbox's change from its click, so the click's Shift key is here.
      const range = (event.nativeEvent as globalThis.MouseEvent).shiftKey === true;
      select(rowIndexOf(event.currentTarget), event.currentTarget.checked, range);
    },
    row: {
      onFocus: (event) => {
        if (event.target !== event.currentTarget) return;
        const index = indexOf(event);
        setFocusRow(index);
        focusedId.current = latest.current.rows[index]?.id ?? null;
      },
      onKeyDown: (event) => {
        if (event.target !== event.currentTarget) return;
        const index = indexOf(event);
        const { rows: current, onOpenDetail: open } = latest.current;
        const row = current[index];
        switch (event.key) {
          case 'ArrowDown':
            focusAt(index + 1);
            break;
          case 'ArrowUp':
            focusAt(index - 1);
            break;
          case 'Home':
            focusAt(0);
            break;
          case 'End':
            focusAt(current.length - 1);
            break;
          case 'Enter':
            if (row && open) open(row.original);
            break;
          case ' ':
            if (row) select(index, !row.getIsSelected(), event.shiftKey);
            break;
          default:
            return;
        }
        event.preventDefault();
      },
      onClick: (event) => {
        const { rows: current, onOpenDetail: open } = latest.current;
        const row = current[indexOf(event)];
        if (row && !isInteractive(event.target)) open?.(row.original);
      },
      onMouseEnter: (event) => {
        const index = indexOf(event);
        hoveredIndex.current = index;
        latest.current.onHoverRow?.(latest.current.rows[index]?.id ?? null);
      },
      onMouseLeave: () => {
        hoveredIndex.current = null;
        latest.current.onHoverRow?.(null);
      },
    },
  };
}

/**
 * The rows' one stable set of actions, and which row is the tab stop. Rows are keyed by their
 * place on the page, so a new page updates the same 250 <tr>s in place instead of removing and
 * creating them. What belongs to a record (selection, hover, highlight, focus) is therefore
 * derived from the record, and followed below when the records change.
 */
export function useRowActions(
  bodyRef: RefObject<HTMLTableSectionElement | null>,
  records: readonly PropertyRecord[],
  state: LatestRowState,
) {
  const [focusRow, setFocusRow] = useState(0);
  const activeRow = Math.min(focusRow, Math.max(0, state.rows.length - 1));
  const latest = useRef(state);
  useLayoutEffect(() => {
    latest.current = state;
  });
  const hoveredIndex = useRef<number | null>(null);
  const focusedId = useRef<string | null>(null);
  /** The row last toggled without Shift: where a shift-click's range starts. */
  const anchorId = useRef<string | null>(null);
  // The actions read these refs in event handlers only, never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const [actions] = useState(() =>
    createRowActions({ latest, bodyRef, setFocusRow, hoveredIndex, focusedId, anchorId }),
  );

  // A new page (or a refetch) puts other records under the pointer and the focus: report the record
  // now under the pointer, and keep the focus on the focused record if it is still on the page.
  useEffect(() => {
    const hovered = hoveredIndex.current;
    if (hovered !== null) latest.current.onHoverRow?.(records[hovered]?.id ?? null);
    const body = bodyRef.current;
    const focused = document.activeElement;
    if (!body || !(focused instanceof HTMLTableRowElement) || focused.parentElement !== body)
      return;
    const index = records.findIndex((r) => r.id === focusedId.current);
    if (index >= 0 && body.rows[index] !== focused) {
      setFocusRow(index);
      body.rows[index]?.focus();
    } else if (index < 0) {
      focusedId.current = records[focused.sectionRowIndex]?.id ?? null;
    }
  }, [bodyRef, records]);

  return { actions, activeRow };
}
