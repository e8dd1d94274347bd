// The results of a search: count and lead types, tools, the paged table and paging. What the tools
// do is in use-results-actions; hover and pick reach the table through lib/hover-pick.
import { useQuery } from '@tanstack/react-query';
import type { VisibilityState } from '@tanstack/react-table';
import { useEffect, useMemo, useRef } from 'react';
import { heldQuery, useAppStore } from '../../api/app-store/queries';
import type { PropertyRecord } from '../../api/contract/property-record';
import { ErrorNotice } from '../../components/ui/error-notice';
import { explainError } from '../../lib/explain-error';
import { pluralize } from '../../lib/format';
import { useStore } from '../../lib/store';
import { useHoverPickStore } from '../../state/hover-pick';
import type { PageSize, SearchState, SortSpec } from '../../state/search/search-state';
import { navigateToSearch } from '../../state/search/use-search-state';
import { usePublishSelection } from '../../state/selected-ids';
import { usePublishListIds } from '../../state/viewed-list';
import { useColumnVisibility } from './columns/column-visibility';
import { EmptyResults } from './summary/empty-results';
import { MlsJoinNote } from './mls-join/mls-join-note';
import { mlsJoinColumns } from './mls-join/mls-join-columns';
import { lastPageIndex, PaginationBar } from './table/pagination-bar';
import { CHOOSABLE_COLUMNS } from './columns/result-columns';
import { useResultsLayout } from './results-layout';
import { ResultsOverview } from './summary/results-overview';
import type { ResultsViewProps } from './results-props';
import { ResultsTable, type TableStatus } from './table/results-table';
import { ResultsToolbar } from './results-toolbar';
import { savedListQuery } from './lists-menu/list-queries';
import { ListBanner, MissingList } from './lists-menu/open-list-notices';
import { SelectionBar } from './table/selection-bar';
import { useResultsActions } from './use-results-actions';
import { useResultsQueries } from './use-results-queries';

const NO_RECORDS: PropertyRecord[] = [];
/** The panels stack (app.css) below this width: the results are far below the Search button. */
const STACKED_LAYOUT = '(max-width: 1023px)';
const PRIVATE_COLUMN_IDS = CHOOSABLE_COLUMNS.filter((c) => c.privateData).map((c) => c.id);

function sortWords(sort: readonly SortSpec[]): string {
  if (sort.length === 0) return '';
  const label = (field: string) =>
    CHOOSABLE_COLUMNS.find((c) => c.id === field)?.label ?? field.replace(/_/g, ' ');
  return `, sorted by ${sort
    .map((s) => `${label(s.field)} ${s.direction === 'asc' ? 'ascending' : 'descending'}`)
    .join(', then ')}`;
}

/** The results of one search (or saved list): overview, tools, table and paging. */
export function ResultsView({
  state,
  lists,
  savedLists,
  exporter,
  exportStatus,
  onExportList,
  onOpenList,
  onBulkLookup,
  onOpenSettings,
  mlsJoin,
}: ResultsViewProps) {
  const hoverPick = useHoverPickStore();
  const { visibility, shown } = useColumnVisibility();
  const { layout } = useResultsLayout();
  const join = useStore(mlsJoin);
  const extraColumns = useMemo(() => mlsJoinColumns(join), [join]);
  const rootRef = useRef<HTMLDivElement>(null);

  const listId = state.listId;
  const savedList = useQuery({ ...savedListQuery(lists, listId ?? ''), enabled: !!listId });
  const openList = listId ? savedList.data : undefined;
  const listIds = openList?.ids;
  // The map maps the same list: it reads the ids from here (it cannot import the list store).
  usePublishListIds(listId, listIds);
  const enabled = !listId || !!openList;
  // Before the table or an export pulls the list's records: how many the team already holds.
  const appStore = useAppStore();
  const held = useQuery({
    ...heldQuery(appStore, listId ?? '', listIds ?? []),
    enabled: !!listIds && listIds.length > 0,
  });
  const { requests, list, count, summary } = useResultsQueries(state, listIds, enabled);

  const privacy = state.filters.obfuscate === true;
  const data = list.data;
  const records = data?.data ?? NO_RECORDS;
  // Rows of an obfuscated answer may still show for a moment after privacy is switched off.
  const shownObfuscated = data?.input.obfuscate === true;
  const hidePrivate = privacy || shownObfuscated;
  const columnVisibility = useMemo<VisibilityState>(
    () =>
      hidePrivate
        ? { ...visibility, ...Object.fromEntries(PRIVATE_COLUMN_IDS.map((id) => [id, false])) }
        : visibility,
    [hidePrivate, visibility],
  );

  const go = (next: SearchState) => navigateToSearch(next);
  const firstPage = { ...state.page, index: 0 };

  const serverTotal = list.isPlaceholderData ? undefined : data?.resultCount;
  // A link or a shrunken search can point past the last page: move to the last one.
  useEffect(() => {
    if (serverTotal === undefined || serverTotal === 0) return;
    const last = lastPageIndex(serverTotal, state.page.size);
    if (state.page.index > last) {
      navigateToSearch({ ...state, page: { ...state.page, index: last } }, { replace: true });
    }
  }, [serverTotal, state]);

  const total = count.data?.resultCount ?? serverTotal;
  // What the table's rows are a page of; privacy mode shows the same page, so it keeps the scroll.
  const { obfuscate: _privacy, ...listPage } = requests.list;
  const pageKey = JSON.stringify(listPage);
  const status: TableStatus = !data ? 'loading' : list.isPlaceholderData ? 'refreshing' : 'ready';
  const actions = useResultsActions({
    state,
    requests,
    openList: openList ?? undefined,
    total,
    savedLists,
    exporter,
  });
  const { rowSelection, selectedIds, notePage } = actions;

  // The table's order of the leads seen, for a bulk lookup of a selection in that order.
  useEffect(() => {
    if (data && !list.isPlaceholderData) notePage(data.data, data.offset);
  }, [data, list.isPlaceholderData, notePage]);

  // A new search on a phone or tablet: the results are below the filters and the map, so go to
  // them. (A new page or sort only opens the table at its first row: ResultsTable's pageKey.)
  const searchKey = JSON.stringify(requests.count);
  useEffect(() => {
    if (!window.matchMedia?.(STACKED_LAYOUT).matches) return;
    rootRef.current?.scrollIntoView?.({ block: 'start' });
  }, [searchKey]);
  // The Lists and searches panel adds the ticked rows to a list: it reads them from here.
  usePublishSelection(selectedIds);

  const explainedListError = list.isError
    ? explainError(list.error)
    : list.failureReason && list.fetchStatus === 'fetching'
      ? explainError(list.failureReason)
      : undefined;
  const pageCount = total === undefined ? 0 : lastPageIndex(total, state.page.size) + 1;
  const caption = `Leads${openList ? ` in the list ${openList.name}` : ''}, page ${
    state.page.index + 1
  } of ${Math.max(1, pageCount)}${sortWords(state.sort)}`;

  if (listId && savedList.data === null) return <MissingList onClose={actions.closeList} />;

  return (
    <div className="results" ref={rootRef}>
      <ResultsOverview
        state={state}
        total={total}
        countLoading={count.isPending || (listId !== undefined && savedList.isPending)}
        countFailed={count.isError}
        listName={openList?.name}
        summary={summary}
        quiet={explainedListError !== undefined}
      />

      {openList ? (
        <ListBanner list={openList} held={held.data} onBack={actions.backToSource} />
      ) : null}

      <ResultsToolbar
        filters={state.filters}
        listId={listId}
        openListName={openList?.name}
        total={total}
        selectedCount={selectedIds.length}
        privacy={privacy}
        hidePrivate={hidePrivate}
        savedLists={savedLists}
        exportBusy={exporter.view.status === 'running'}
        onOpenList={onOpenList}
        onExportList={onExportList}
        actions={actions}
      />

      <p className="results__notice" role="status">
        {actions.notice}
      </p>

      {exportStatus}

      <SelectionBar
        selectedCount={selectedIds.length}
        pageFullySelected={records.length > 0 && records.every((r) => rowSelection[r.id])}
        total={total}
        selectingAll={actions.selectAll.pending}
        selectAllError={actions.selectAll.error}
        onSelectAll={actions.selectAllMatches}
        onClear={actions.clearSelection}
        onExportSelected={actions.exportSelected}
        exportBusy={exporter.view.status === 'running'}
        onBulkLookup={
          onBulkLookup
            ? () => {
                const leads = actions.selectedLeads();
                onBulkLookup(leads.ids, leads.addresses);
              }
            : undefined
        }
      />

      {explainedListError ? (
        <div className="results__error">
          <ErrorNotice
            explanation={explainedListError}
            retrying={!list.isError}
            attempt={list.failureCount}
            onRetry={() => void list.refetch()}
            onOpenSettings={onOpenSettings}
          />
        </div>
      ) : null}

      {list.isError ? null : status === 'ready' && data?.resultCount === 0 ? (
        <EmptyResults
          filters={state.filters}
          ids={listIds}
          onApply={(filters) => go({ ...state, filters, page: firstPage })}
        />
      ) : (
        <>
          {data && data.skipped.length > 0 ? (
            <p className="results__skipped" role="note">
              {pluralize(data.skipped.length, 'record')} could not be shown: the service sent{' '}
              {data.skipped.length === 1 ? 'it' : 'them'} in a form this app cannot read.
            </p>
          ) : null}
          <MlsJoinNote join={join} onRemove={mlsJoin.clear} />
          <ResultsTable
            records={records}
            extraColumns={extraColumns}
            compact={layout.compact}
            pageKey={pageKey}
            rowCount={data?.resultCount ?? 0}
            pageIndex={state.page.index}
            pageSize={state.page.size}
            sort={state.sort}
            onSortChange={(sort) => go({ ...state, sort, page: firstPage })}
            columnVisibility={columnVisibility}
            columnOrder={shown}
            rowSelection={rowSelection}
            onRowSelectionChange={actions.setRowSelection}
            status={status}
            caption={caption}
            onOpenDetail={hoverPick.opensDetail ? hoverPick.pick : undefined}
          />
          {data ? (
            <PaginationBar
              pageIndex={state.page.index}
              pageSize={state.page.size}
              total={data.resultCount}
              rowStart={data.offset}
              rowsOnPage={data.data.length + data.skipped.length}
              onPageChange={(index) => go({ ...state, page: { ...state.page, index } })}
              onPageSizeChange={(size: PageSize) =>
                go({
                  ...state,
                  // Keep the first visible row on screen when the page size changes.
                  page: { size, index: Math.floor((state.page.index * state.page.size) / size) },
                })
              }
            />
          ) : null}
        </>
      )}
    </div>
  );
}
