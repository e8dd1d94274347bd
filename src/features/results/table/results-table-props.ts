// What the results table takes: the page of records, its sort, columns and selection, and its status.
import type { RowSelectionState, VisibilityState } from '@tanstack/react-table';
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { SortSpec } from '../../../state/search/search-state';
import type { ExtraColumn } from '../mls-join/mls-join-columns';

export type TableStatus = 'loading' | 'refreshing' | 'ready';

export interface ResultsTableProps {
  /** The current page; keep the reference stable between renders. */
  records: readonly PropertyRecord[];
  /** The server's resultCount. */
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  sort: readonly SortSpec[];
  onSortChange: (sort: SortSpec[]) => void;
  columnVisibility: VisibilityState;
  /** The chosen columns' order (the selection column always comes first). */
  columnOrder?: readonly string[] | undefined;
  rowSelection: RowSelectionState;
  onRowSelectionChange: (selection: RowSelectionState) => void;
  /** 'loading': no rows yet (skeletons); 'refreshing': showing the previous page while the next loads. */
  status: TableStatus;
  /** Visually hidden caption that names the table for screen readers. */
  caption: string;
  onOpenDetail?: ((record: PropertyRecord) => void) | undefined;
  /** Columns from outside the table (a bulk MLS lookup's answers), shown after its own. */
  extraColumns?: readonly ExtraColumn[] | undefined;
  /** One line a row (the address's city line goes). */
  compact?: boolean | undefined;
  /**
   * What the rows are a page of: a new value (a new page, sort or search) opens at its first row.
   * By default the page and sort; the results pass their list request, so a new search counts too.
   */
  pageKey?: string | undefined;
}
