// The results of a search: count and lead types, tools, the paged table and paging. Its state and
// effects are in use-results-model, what the tools do in use-results-actions, the table and paging
// in results-rows; hover and pick reach the table through state/hover-pick.
import { useRef } from 'react';
import { ErrorNotice } from '../../components/ui/error-notice';
import { ResultsOverview } from './summary/results-overview';
import type { ResultsViewProps } from './results-props';
import { ResultsRows } from './results-rows';
import { ResultsToolbar } from './results-toolbar';
import { ListBanner, MissingList } from './lists-menu/open-list-notices';
import { SelectionBar } from './table/selection-bar';
import { TraceMenu } from './trace/trace-menu';
import { requestTrace } from '../../state/contacts/trace/trace-request';
import { pluralize } from '../../lib/plural';
import { useResultsModel } from './use-results-model';

/** The results of one search (or saved list): overview, tools, table and paging. */
export function ResultsView(props: ResultsViewProps) {
  const { state, savedLists, exporter, exportStatus, traceStatus, onExportList, onOpenList } =
    props;
  const { onBulkLookup, onOpenSettings } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const model = useResultsModel(props, rootRef);
  const { list, openList, savedList, total, records, actions, explainedListError } = model;
  const { rowSelection, selectedIds } = actions;
  const listId = state.listId;

  if (listId && savedList.data === null) return <MissingList onClose={actions.closeList} />;

  return (
    <div className="results" ref={rootRef}>
      <ResultsOverview
        state={state}
        total={total}
        countLoading={model.count.isPending || (listId !== undefined && savedList.isPending)}
        countFailed={model.count.isError}
        listName={openList?.name}
        summary={model.summary}
        quiet={explainedListError !== undefined}
      />

      {openList ? (
        <ListBanner list={openList} held={model.held.data} onBack={actions.backToSource} />
      ) : null}

      <ResultsToolbar
        filters={state.filters}
        listId={listId}
        openListName={openList?.name}
        total={total}
        selectedCount={selectedIds.length}
        privacy={model.privacy}
        hidePrivate={model.hidePrivate}
        savedLists={savedLists}
        exportBusy={exporter.view.status === 'running'}
        onOpenList={onOpenList}
        onExportList={onExportList}
        actions={actions}
        traceMenu={
          <TraceMenu
            pageIds={records.map((record) => Number(record.id))}
            total={total}
            idsRequest={model.idsRequest}
          />
        }
      />

      <p className="results__notice" role="status">
        {actions.notice}
      </p>

      {exportStatus}
      {traceStatus}

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
        onTraceSelected={() => {
          const ids = actions.selectedLeads().ids;
          requestTrace({ label: pluralize(ids.length, 'selected lead'), ids: async () => ids });
        }}
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

      <ResultsRows state={state} model={model} mlsJoin={props.mlsJoin} />
    </div>
  );
}
