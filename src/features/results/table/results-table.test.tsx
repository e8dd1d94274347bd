import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useReactTable, type RowSelectionState } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyRecord } from '../../../api/contract/property-record';
import {
  createHoverPickStore,
  HoverPickProvider,
  type HoverPickStore,
} from '../../../state/hover-pick';
import type { SortSpec } from '../../../state/search/search-state';
import { DEFAULT_VISIBILITY } from '../columns/column-visibility';
import { ResultsTable, SETTLE_AFTER_MS, type ResultsTableProps } from './results-table';
import { makeRecord } from '../test-fixtures';

// Counts the table's renders: useReactTable runs once per render of ResultsTable.
vi.mock('@tanstack/react-table', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@tanstack/react-table')>();
  return { ...actual, useReactTable: vi.fn(actual.useReactTable) };
});

/** A store with one record hovered and one picked, as the map would leave it. */
function hoveredAndPicked(hoveredId: string, picked: PropertyRecord | undefined): HoverPickStore {
  const store = createHoverPickStore();
  store.hover(hoveredId);
  if (picked) store.pick(picked);
  return store;
}

const RECORDS = [makeRecord(1), makeRecord(2, { vacant: true, highEquity: true }), makeRecord(3)];

function Harness({
  store = createHoverPickStore(),
  ...props
}: Partial<ResultsTableProps> & {
  onSelection?: (s: RowSelectionState) => void;
  store?: HoverPickStore;
}) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <HoverPickProvider store={store}>
      <ResultsTable
        records={RECORDS}
        rowCount={300}
        pageIndex={0}
        pageSize={50}
        sort={[]}
        onSortChange={() => {}}
        columnVisibility={DEFAULT_VISIBILITY}
        rowSelection={selection}
        onRowSelectionChange={(s) => {
          setSelection(s);
          props.onSelection?.(s);
        }}
        status="ready"
        caption="Leads"
        {...props}
      />
    </HoverPickProvider>
  );
}

describe('ResultsTable', { timeout: 20_000 }, () => {
  it('renders without React warnings (no handler of the checkbox lands on the row)', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(<Harness />);
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('renders a real table with formatted cells', () => {
    render(<Harness />);
    const table = screen.getByRole('table', { name: 'Leads' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('1 Main St');
    expect(rows[1]).toHaveTextContent('Austin, TX 78701');
    expect(rows[1]).toHaveTextContent('$400,001');
    expect(rows[1]).toHaveTextContent('May 2, 2017');
    expect(rows[2]).toHaveTextContent('Vacant');
  });

  it('makes sortable headers buttons and marks the primary sort with aria-sort', () => {
    const sort: SortSpec[] = [
      { field: 'estimated_value', direction: 'desc' },
      { field: 'year_built', direction: 'asc' },
    ];
    render(<Harness sort={sort} />);
    expect(screen.getByRole('columnheader', { name: /Est\. value/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /Year built/ })).not.toHaveAttribute(
      'aria-sort',
    );
    expect(
      screen.getByRole('button', { name: /Year built.*sort 2, ascending/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Owner' })).not.toBeInTheDocument();
  });

  it('sorts by one column on click, largest first', async () => {
    const onSortChange = vi.fn();
    render(<Harness onSortChange={onSortChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Est\. value/ }));
    expect(onSortChange).toHaveBeenCalledTimes(1);
    expect(onSortChange).toHaveBeenCalledWith([{ field: 'estimated_value', direction: 'desc' }]);
  });

  it('flips the direction on a second click', async () => {
    const onSortChange = vi.fn();
    render(
      <Harness
        sort={[{ field: 'estimated_value', direction: 'desc' }]}
        onSortChange={onSortChange}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Est\. value/ }));
    expect(onSortChange).toHaveBeenCalledTimes(1);
    expect(onSortChange).toHaveBeenCalledWith([{ field: 'estimated_value', direction: 'asc' }]);
  });

  it('adds a secondary sort on shift-click', async () => {
    const onSortChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Harness
        sort={[{ field: 'estimated_value', direction: 'desc' }]}
        onSortChange={onSortChange}
      />,
    );
    await user.keyboard('{Shift>}');
    await user.click(screen.getByRole('button', { name: /Year built/ }));
    await user.keyboard('{/Shift}');
    expect(onSortChange).toHaveBeenCalledTimes(1);
    expect(onSortChange).toHaveBeenCalledWith([
      { field: 'estimated_value', direction: 'desc' },
      { field: 'year_built', direction: 'desc' },
    ]);
  });

  it('selects rows and the whole page with labelled checkboxes', async () => {
    const onSelection = vi.fn();
    render(<Harness onSelection={onSelection} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Select property 2, 2 Main St/ }));
    expect(onSelection).toHaveBeenLastCalledWith({ '2': true });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelection).toHaveBeenLastCalledWith({ '1': true, '2': true, '3': true });
  });

  it('shift-click selects the range from the last clicked row, and unselects one too', async () => {
    const onSelection = vi.fn();
    const user = userEvent.setup();
    const records = [1, 2, 3, 4, 5, 6].map((id) => makeRecord(id));
    render(<Harness records={records} onSelection={onSelection} />);
    const box = (id: number) =>
      screen.getByRole('checkbox', { name: new RegExp(`Select property ${id},`) });
    await user.click(box(2));
    await user.keyboard('{Shift>}');
    await user.click(box(5));
    await user.keyboard('{/Shift}');
    expect(onSelection).toHaveBeenLastCalledWith({ '2': true, '3': true, '4': true, '5': true });
    // A plain click moves the anchor; a shift-click on a checked row clears the range.
    await user.click(box(3));
    await user.keyboard('{Shift>}');
    await user.click(box(5));
    await user.keyboard('{/Shift}');
    expect(onSelection).toHaveBeenLastCalledWith({ '2': true });
  });

  it('Ctrl/Cmd-A in the table selects the page; Shift-Space extends from the anchor', async () => {
    const onSelection = vi.fn();
    const user = userEvent.setup();
    const records = [1, 2, 3, 4].map((id) => makeRecord(id));
    render(<Harness records={records} onSelection={onSelection} />);
    const rows = screen.getAllByRole('row').slice(1);
    rows[0]!.focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowDown}{ArrowDown}{Shift>} {/Shift}');
    expect(onSelection).toHaveBeenLastCalledWith({ '1': true, '2': true, '3': true });
    await user.keyboard('{Control>}a{/Control}');
    expect(onSelection).toHaveBeenLastCalledWith({ '1': true, '2': true, '3': true, '4': true });
  });

  it('pins the checkbox and address columns and adds extra columns after its own', () => {
    render(
      <Harness
        extraColumns={[
          {
            id: 'extra',
            label: 'Extra',
            value: (r) => r.id,
            text: (r) => `x${r.id}`,
          },
        ]}
      />,
    );
    const headers = screen.getAllByRole('columnheader');
    expect(headers.at(-1)).toHaveTextContent('Extra');
    const firstRow = screen.getAllByRole('row')[1] as HTMLTableRowElement;
    expect(firstRow.cells[firstRow.cells.length - 1]).toHaveTextContent('x1');
    expect(firstRow.cells[0]).toHaveClass('results-table__select');
    expect(firstRow.cells[1]).toHaveClass('is-pinned');
    expect(headers[1]).toHaveClass('is-pinned');
  });

  it('opens a row on click but not when its checkbox is clicked', async () => {
    const onOpenDetail = vi.fn();
    render(<Harness onOpenDetail={onOpenDetail} />);
    await userEvent.click(screen.getByText('3 Main St'));
    expect(onOpenDetail).toHaveBeenCalledWith(RECORDS[2]);
    await userEvent.click(screen.getByRole('checkbox', { name: /Select property 1/ }));
    expect(onOpenDetail).toHaveBeenCalledTimes(1);
  });

  it('moves between rows with the arrow keys, opens with Enter and selects with Space', async () => {
    const onOpenDetail = vi.fn();
    const onSelection = vi.fn();
    const user = userEvent.setup();
    render(<Harness onOpenDetail={onOpenDetail} onSelection={onSelection} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.tabIndex)).toEqual([0, -1, -1]);
    rows[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(rows[2]).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenDetail).toHaveBeenCalledTimes(1);
    expect(onOpenDetail).toHaveBeenCalledWith(RECORDS[2]);
    await user.keyboard(' ');
    expect(onSelection).toHaveBeenLastCalledWith({ '3': true });
    await user.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
  });

  it('reports hover and shows rows hovered or highlighted from outside', async () => {
    const store = hoveredAndPicked('1', RECORDS[1]);
    render(<Harness store={store} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveClass('is-hovered');
    expect(rows[1]).toHaveClass('is-highlighted');
    await userEvent.hover(rows[2] as HTMLElement);
    expect(store.get().hoveredId).toBe('3');
    expect(rows[2]).toHaveClass('is-hovered');
    expect(rows[0]).not.toHaveClass('is-hovered');
    await userEvent.unhover(rows[2] as HTMLElement);
    expect(store.get().hoveredId).toBeNull();
    expect(rows[2]).not.toHaveClass('is-hovered');
  });

  it('a hover from outside re-renders the rows it moves between, not the table', () => {
    const store = createHoverPickStore();
    render(<Harness store={store} />);
    const rows = screen.getAllByRole('row').slice(1);
    vi.mocked(useReactTable).mockClear();
    act(() => store.hover('1'));
    act(() => store.hover('2'));
    expect(rows[1]).toHaveClass('is-hovered');
    expect(rows[0]).not.toHaveClass('is-hovered');
    // The table (which renders through useReactTable) did not render again: only the rows did.
    expect(useReactTable).not.toHaveBeenCalled();
    act(() => store.hover(null));
    expect(rows[1]).not.toHaveClass('is-hovered');
  });

  it('keeps selection, hover and highlight on their records when the rows change places', async () => {
    const store = hoveredAndPicked('1', RECORDS[1]);
    const { rerender } = render(<Harness store={store} />);
    await userEvent.click(screen.getByRole('checkbox', { name: /Select property 3,/ }));
    const reversed = [...RECORDS].reverse();
    rerender(<Harness store={store} records={reversed} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('3 Main St');
    expect(within(rows[0] as HTMLElement).getByRole('checkbox')).toBeChecked();
    expect(within(rows[2] as HTMLElement).getByRole('checkbox')).not.toBeChecked();
    expect(rows[0]).toHaveClass('is-selected');
    expect(rows[2]).toHaveClass('is-hovered');
    expect(rows[0]).not.toHaveClass('is-hovered');
    expect(rows[1]).toHaveClass('is-highlighted');
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
  });

  it('keeps the focus on its record, and reports the record now under the pointer', async () => {
    const store = createHoverPickStore();
    const user = userEvent.setup();
    const { rerender } = render(<Harness store={store} />);
    const rows = () => screen.getAllByRole('row').slice(1);
    await user.hover(rows()[0] as HTMLElement);
    expect(store.get().hoveredId).toBe('1');
    rows()[2]?.focus();
    rerender(<Harness store={store} records={[...RECORDS].reverse()} />);
    // Record 3 moved to the first row: the focus went with it, and record 3 is under the pointer.
    expect(rows()[0]).toHaveFocus();
    expect(rows()[0]).toHaveAttribute('tabindex', '0');
    expect(store.get().hoveredId).toBe('3');
    rerender(<Harness store={store} records={[makeRecord(7), makeRecord(8), makeRecord(9)]} />);
    // A new page: the focused record is gone, so the focus stays on its row.
    expect(rows()[0]).toHaveFocus();
    expect(rows()[0]).toHaveTextContent('7 Main St');
    expect(store.get().hoveredId).toBe('7');
  });

  it('a search going busy dims the rows without rendering them again', () => {
    // The extra column's text runs once for each row rendered: a row drawn again calls it again.
    const text = vi.fn((r: PropertyRecord) => `x${r.id}`);
    const extraColumns = [
      { id: 'extra', label: 'Extra', value: (r: PropertyRecord) => r.id, text },
    ];
    const columnOrder = ['address', 'estimated_value'];
    const store = createHoverPickStore();
    const props = { extraColumns, columnOrder, store };
    const { rerender } = render(<Harness {...props} status="ready" />);
    expect(text).toHaveBeenCalledTimes(RECORDS.length);
    rerender(<Harness {...props} status="refreshing" />);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(text).toHaveBeenCalledTimes(RECORDS.length);
  });

  it('hides columns that visibility turns off, e.g. in privacy mode', () => {
    render(<Harness columnVisibility={{ ...DEFAULT_VISIBILITY, address: false, owner: false }} />);
    expect(
      screen.queryByRole('columnheader', { name: 'Property address' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Owner' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Select property 1/ })).toBeInTheDocument();
  });

  it('opens a new page, sort or search at its first row, once its rows are in; privacy keeps the place', () => {
    const page2 = [makeRecord(4), makeRecord(5), makeRecord(6)];
    const { container, rerender } = render(<Harness pageKey="search A, page 1" />);
    const scroller = container.querySelector<HTMLElement>('.results-table__scroll')!;
    const scrollTo = (top: number) => {
      scroller.scrollTop = top;
      fireEvent.scroll(scroller);
    };
    scrollTo(600);

    // The next page is on its way: the old rows stay where the user left them.
    rerender(<Harness pageKey="search A, page 2" status="refreshing" />);
    expect(scroller.scrollTop).toBe(600);
    // Its rows are in: the table opens at its top.
    rerender(<Harness pageKey="search A, page 2" records={page2} />);
    expect(scroller.scrollTop).toBe(0);

    // The same page again (privacy mode, a refetch): the place is kept.
    scrollTo(400);
    rerender(<Harness pageKey="search A, page 2" records={[...page2]} />);
    expect(scroller.scrollTop).toBe(400);

    // A new search shown in one step, with its rows already in.
    rerender(<Harness pageKey="search B, page 1" records={RECORDS} />);
    expect(scroller.scrollTop).toBe(0);
  });

  it('as cards on a phone, where the page scrolls, a new page brings its first card into view', () => {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: media === '(max-width: 640px)',
      media,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    try {
      const { container, rerender } = render(<Harness pageKey="page 1" />);
      const scroller = container.querySelector<HTMLElement>('.results-table__scroll')!;
      const scrollIntoView = vi.fn();
      scroller.scrollIntoView = scrollIntoView;
      // The user paged from the bottom of the cards: the table's top is far above the window.
      scroller.getBoundingClientRect = () => ({ top: -4200 }) as DOMRect;
      rerender(<Harness pageKey="page 2" records={[makeRecord(4)]} />);
      expect(scrollIntoView).toHaveBeenCalledWith({ block: 'start' });

      // Its top already in view: nothing moves.
      scrollIntoView.mockClear();
      scroller.getBoundingClientRect = () => ({ top: 120 }) as DOMRect;
      rerender(<Harness pageKey="page 3" records={[makeRecord(5)]} />);
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows skeleton rows while the first page loads', () => {
    render(<Harness records={[] as PropertyRecord[]} status="loading" pageSize={25} />);
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });

  it('lays a new page out in idle steps of 50 rows once it has been on screen a while, then starts over for the next page', () => {
    vi.useFakeTimers();
    try {
      const page = (from: number) => Array.from({ length: 120 }, (_, i) => makeRecord(from + i));
      const { rerender, container } = render(<Harness records={page(1)} pageSize={250} />);
      const body = container.querySelector('tbody')!;
      const settled = () => body.querySelectorAll('tr[data-settled]').length;
      // Painted first, laid out later: nothing is settled in the commit that brings the page, nor
      // while the user may still be moving on to another.
      expect(body).toHaveClass('is-settling');
      expect(settled()).toBe(0);
      act(() => void vi.advanceTimersByTime(SETTLE_AFTER_MS - 1));
      expect(settled()).toBe(0);
      // jsdom has no requestIdleCallback: each step runs 200 ms after the last.
      act(() => void vi.advanceTimersByTime(1 + 200));
      expect(settled()).toBe(50);
      act(() => void vi.advanceTimersByTime(200));
      expect(settled()).toBe(100);
      expect(body).toHaveClass('is-settling');
      act(() => void vi.advanceTimersByTime(200));
      expect(body).not.toHaveClass('is-settling');
      expect(settled()).toBe(0);

      // The same row elements hold the next page: it starts unsettled again, once its rows after
      // the first screenful have followed (staged-rows.ts), not in the commit of the first ones.
      act(() => void vi.advanceTimersByTime(100));
      rerender(<Harness records={page(500)} pageSize={250} />);
      expect(body).not.toHaveClass('is-settling');
      act(() => void vi.advanceTimersByTime(50));
      expect(body).toHaveClass('is-settling');
      expect(settled()).toBe(0);
      act(() => void vi.advanceTimersByTime(SETTLE_AFTER_MS + 200));
      expect(settled()).toBe(50);

      // A page replaced mid-way drops the marks of the one before.
      rerender(<Harness records={page(900)} pageSize={250} />);
      act(() => void vi.advanceTimersByTime(50));
      expect(settled()).toBe(0);
      expect(body).toHaveClass('is-settling');

      // A page replaced before its first step never settles; the next one starts the wait over.
      act(() => void vi.advanceTimersByTime(SETTLE_AFTER_MS - 100));
      rerender(<Harness records={page(1300)} pageSize={250} />);
      act(() => void vi.advanceTimersByTime(50));
      act(() => void vi.advanceTimersByTime(SETTLE_AFTER_MS - 100));
      expect(settled()).toBe(0);
      act(() => void vi.advanceTimersByTime(100 + 200));
      expect(settled()).toBe(50);
    } finally {
      vi.useRealTimers();
    }
  });
});
