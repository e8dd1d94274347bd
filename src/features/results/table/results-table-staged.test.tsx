// A new page of rows is shown in two steps (staged-rows.ts): the first screenful at once, the
// rest a painted frame later. What a user or assistive technology reaches in between must already
// be the new page: keyboard, selection, hover and the row numbers.
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { RowSelectionState } from '@tanstack/react-table';
import { describe, expect, it, vi } from 'vitest';
import type { PropertyRecord } from '../../../api/contract/property-record';
import {
  createHoverPickStore,
  HoverPickProvider,
  type HoverPickStore,
} from '../../../state/hover-pick';
import { DEFAULT_VISIBILITY } from '../columns/column-visibility';
import { ResultsTable, type ResultsTableProps } from './results-table';
import { FIRST_ROWS } from './staged-rows';
import { makeRecord } from '../test-fixtures';

// Pages of 50, one of the app's page sizes: what these tests check is the rows after the first
// screenful (FIRST_ROWS), which a page of 50 has as a page of 250 does, at a fifth of the rendering
// (250 rows a render made this file the slowest of the jsdom suite, ~36 s of a CI run).
const PAGE_SIZE = 50;
const TOTAL = 1_000;
/** The id of the new page's (page 1's) last record. */
const LAST_ID = String(1000 + 2 * PAGE_SIZE);

/** Page `index` of PAGE_SIZE records: ids 1000 + PAGE_SIZE × index + 1, … */
function page(index: number, size = PAGE_SIZE): PropertyRecord[] {
  return Array.from({ length: size }, (_, i) => makeRecord(1000 + index * PAGE_SIZE + i + 1));
}

const PAGES = [page(0), page(1)];

const NO_STORE = createHoverPickStore();

function Harness({
  store = NO_STORE,
  ...props
}: Partial<ResultsTableProps> & {
  onSelection?: (s: RowSelectionState) => void;
  store?: HoverPickStore;
}) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <HoverPickProvider store={store}>
      <ResultsTable
        records={PAGES[0] as PropertyRecord[]}
        rowCount={TOTAL}
        pageIndex={0}
        pageSize={PAGE_SIZE}
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

const bodyRows = () => screen.getAllByRole('row').slice(1);
const tbody = () => screen.getByRole('table').querySelector('tbody') as HTMLElement;
const idIn = (row: HTMLElement | undefined) =>
  /^Select property (\d+)/.exec(
    within(row as HTMLElement)
      .getByRole('checkbox')
      .getAttribute('aria-label') ?? '',
  )?.[1];

/** Waits for the second step: every row shows the new page. Many rows in jsdom are slow to render. */
const allShown = () =>
  waitFor(() => expect(tbody()).not.toHaveAttribute('aria-busy'), { timeout: 10_000 });

/** Renders page 0, then moves to page 1 (as the Next page button would) and leaves it staged. */
function renderNextPage(props: Parameters<typeof Harness>[0] = {}) {
  const view = render(<Harness {...props} />);
  view.rerender(<Harness {...props} records={PAGES[1]} pageIndex={1} />);
  return view;
}

describe('ResultsTable: a new page of rows in two steps', { timeout: 30_000 }, () => {
  it('shows the first screenful of the new page at once and every row a frame later', async () => {
    renderNextPage();
    const rows = bodyRows();
    expect(rows).toHaveLength(PAGE_SIZE);
    // Step one: the first FIRST_ROWS rows are the new page, the rest still hold the old one, out
    // of view at the top of the scroller, and the body says it is busy.
    expect(tbody()).toHaveAttribute('aria-busy', 'true');
    expect(tbody()).not.toHaveAttribute('data-staging');
    expect(idIn(rows[0])).toBe(String(1000 + PAGE_SIZE + 1));
    expect(idIn(rows[FIRST_ROWS - 1])).toBe(String(1000 + PAGE_SIZE + FIRST_ROWS));
    expect(idIn(rows[FIRST_ROWS])).toBe(String(1000 + FIRST_ROWS + 1));

    await allShown();
    expect(bodyRows().map(idIn)).toEqual(PAGES[1]?.map((r) => r.id));
  });

  it('has the stylesheet skip the rows still holding the old page when they can be in view', async () => {
    const view = render(<Harness />);
    const scroller = screen.getByRole('table').parentElement as HTMLElement;
    scroller.scrollTop = 400;
    fireEvent.scroll(scroller);
    // New rows for the same page (privacy mode's, say): the table keeps its place, scrolled down.
    view.rerender(<Harness records={PAGES[1]} />);
    expect(scroller.scrollTop).toBe(400);
    // Marked for results-table.css: content-visibility: hidden from row FIRST_ROWS + 1 on.
    expect(tbody()).toHaveAttribute('data-staging');
    expect(idIn(bodyRows()[FIRST_ROWS])).toBe(String(1000 + FIRST_ROWS + 1));
    await allShown();
    expect(tbody()).not.toHaveAttribute('data-staging');

    // A new page opens at its top, where its later rows are out of view: they are not marked.
    view.rerender(<Harness records={PAGES[0]} pageIndex={1} />);
    expect(scroller.scrollTop).toBe(0);
    expect(tbody()).toHaveAttribute('aria-busy', 'true');
    expect(tbody()).not.toHaveAttribute('data-staging');
  });

  it('numbers every row for assistive technology, in both steps', async () => {
    renderNextPage();
    const table = screen.getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
    const rows = bodyRows();
    // A row's number always goes with the record it shows (header row = 1, page 1 starts at
    // PAGE_SIZE + 2; the rows still holding page 0 keep page 0's numbers).
    expect(rows[0]).toHaveAttribute('aria-rowindex', String(PAGE_SIZE + 2));
    expect(rows[FIRST_ROWS]).toHaveAttribute('aria-rowindex', String(2 + FIRST_ROWS));

    await allShown();
    expect(bodyRows().map((r) => r.getAttribute('aria-rowindex'))).toEqual(
      Array.from({ length: PAGE_SIZE }, (_, i) => String(PAGE_SIZE + 2 + i)),
    );
    expect(table).toHaveAttribute('aria-rowcount', String(TOTAL + 1));
  });

  it('reaches and opens the new page’s last row by keyboard before it is shown', async () => {
    const onOpenDetail = vi.fn();
    const onSelection = vi.fn();
    const user = userEvent.setup();
    renderNextPage({ onOpenDetail, onSelection });
    expect(tbody()).toHaveAttribute('aria-busy', 'true');
    bodyRows()[0]?.focus();
    await user.keyboard('{End}');
    const last = bodyRows()[PAGE_SIZE - 1];
    expect(last).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpenDetail).toHaveBeenLastCalledWith(PAGES[1]?.[PAGE_SIZE - 1]);
    await user.keyboard(' ');
    expect(onSelection).toHaveBeenLastCalledWith({ [LAST_ID]: true });

    await allShown();
    expect(last).toHaveFocus();
    expect(idIn(last)).toBe(LAST_ID);
    expect(within(last as HTMLElement).getByRole('checkbox')).toBeChecked();
  });

  it('moves by arrow key from the first screenful into the rows after it', async () => {
    const user = userEvent.setup();
    renderNextPage();
    await allShown();
    bodyRows()[FIRST_ROWS - 1]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(bodyRows()[FIRST_ROWS]).toHaveFocus();
    expect(bodyRows()[FIRST_ROWS]).toHaveAttribute('tabindex', '0');
  });

  it('selects the whole new page before every row is shown', async () => {
    const onSelection = vi.fn();
    renderNextPage({ onSelection });
    expect(tbody()).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(onSelection).toHaveBeenLastCalledWith(
      Object.fromEntries((PAGES[1] ?? []).map((r) => [r.id, true])),
    );

    await allShown();
    expect(
      bodyRows().filter((row) => within(row).getByRole('checkbox').matches(':checked')),
    ).toHaveLength(PAGE_SIZE);
  });

  it('reports the new page’s record under the pointer before its row is shown', async () => {
    const store = createHoverPickStore();
    renderNextPage({ store });
    expect(tbody()).toHaveAttribute('aria-busy', 'true');
    await userEvent.hover(bodyRows()[PAGE_SIZE - 1] as HTMLElement);
    expect(store.get().hoveredId).toBe(LAST_ID);
  });

  it('renders a page longer than the last one in one step', () => {
    const view = render(<Harness records={page(0, FIRST_ROWS)} pageSize={FIRST_ROWS} />);
    view.rerender(<Harness records={PAGES[0]} />);
    expect(tbody()).not.toHaveAttribute('aria-busy');
    expect(bodyRows().map(idIn)).toEqual(PAGES[0]?.map((r) => r.id));
  });
});
