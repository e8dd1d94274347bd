// The rows of the results: the page's table with its paging (and the notes above it: records that
// could not be read, the MLS columns joined), or, for a search that matches nothing, what to loosen.
import { useHoverPickStore } from '../../state/hover-pick';
import { pluralize } from '../../lib/plural';
import type { PageSize, SearchState } from '../../state/search/search-state';
import { navigateToSearch } from '../../state/search/use-search-state';
import { PageContacts } from './columns/contacts-cell';
import { CONTACTS_COLUMN_ID } from './columns/result-columns';
import { MlsJoinNote } from './mls-join/mls-join-note';
import { useResultsLayout } from './results-layout';
import type { ResultsViewProps } from './results-props';
import { EmptyResults } from './summary/empty-results';
import { PaginationBar } from './table/pagination-bar';
import { ResultsTable } from './table/results-table';
import type { ResultsModel } from './use-results-model';

export function ResultsRows({
  state,
  model,
  mlsJoin,
}: {
  state: SearchState;
  model: ResultsModel;
  mlsJoin: ResultsViewProps['mlsJoin'];
}) {
  const hoverPick = useHoverPickStore();
  const { layout } = useResultsLayout();
  const { list, actions } = model;
  const data = list.data;
  const go = (next: SearchState) => navigateToSearch(next);
  const firstPage = { ...state.page, index: 0 };

  if (list.isError) return null;
  if (model.status === 'ready' && data?.resultCount === 0) {
    return (
      <EmptyResults
        filters={state.filters}
        ids={model.listIds}
        onApply={(filters) => go({ ...state, filters, page: firstPage })}
      />
    );
  }
  return (
    <>
      {data && data.skipped.length > 0 ? (
        <p className="results__skipped" role="note">
          {pluralize(data.skipped.length, 'record')} could not be shown: the service sent{' '}
          {data.skipped.length === 1 ? 'it' : 'them'} in a form this app cannot read.
        </p>
      ) : null}
      <MlsJoinNote join={model.join} onRemove={mlsJoin.clear} />
      <PageContacts
        records={model.records}
        enabled={model.columnVisibility[CONTACTS_COLUMN_ID] !== false}
      >
        <ResultsTable
          records={model.records}
          extraColumns={model.extraColumns}
          compact={layout.compact}
          pageKey={model.pageKey}
          rowCount={data?.resultCount ?? 0}
          pageIndex={state.page.index}
          pageSize={state.page.size}
          sort={state.sort}
          onSortChange={(sort) => go({ ...state, sort, page: firstPage })}
          columnVisibility={model.columnVisibility}
          columnOrder={model.columnOrder}
          rowSelection={actions.rowSelection}
          onRowSelectionChange={actions.setRowSelection}
          status={model.status}
          caption={model.caption}
          onOpenDetail={hoverPick.opensDetail ? hoverPick.pick : undefined}
        />
      </PageContacts>
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
  );
}
