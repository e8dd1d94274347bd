// The results screen once it has loaded: saved lists, CSV export and the results view. Loaded as
// its own chunk right after the first render (the panel shows the empty state meanwhile), so the
// first paint does not wait for the table, exports and saved lists.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import type { ListSummary } from '../../api/app-store/contract';
import { useAppStore } from '../../api/app-store/queries';
import { useApiClient } from '../../api/client-context';
import { isRecordsByIds } from '../../api/app-store/records-by-ids';
import { useSpendGate } from '../../components/spend/use-spend-gate';
import { explainError } from '../../lib/explain-error';
import { isPrivate, withPrivacy } from '../../state/search/search-requests';
import { showSearch } from '../../state/search/show-when-ready';
import {
  navigateToSearch,
  setNewSearchShower,
  useSearchState,
} from '../../state/search/use-search-state';
import { ExportStatus } from './export/export-status';
import type { FetchPage } from './export/run-export';
import { exportJob } from './export/export-jobs';
import { readLastSettings } from './export/export-settings';
import { openExportsList, serverExportBody } from './export/server-export';
import { useExport } from './export/use-export';
import { mlsJoinExportTable } from './mls-join/mls-join-columns';
import { createMlsJoinStore, type MlsJoinStore } from '../../state/mls-join';
import { NoSearch } from './no-search';
import type { ResultsPanelProps } from './results-props';
import { ResultsView } from './results-view';
import { searchOfList } from './lists-menu/list-search';
import { SavedListsMenu } from './lists-menu/saved-lists-menu';
import { TraceDialogHost } from './trace/trace-host';
import { TraceStatus } from './trace/trace-status';
import { useTrace } from './trace/use-trace';
import { savedListQuery } from './lists-menu/use-open-list';
import { useSavedLists } from './lists-menu/use-saved-lists';

/** Without one from the app (the feature on its own, in tests): a join nothing writes to. */
const NO_MLS_JOIN: MlsJoinStore = createMlsJoinStore();

/** Saved lists, exports and the results view: everything below the map once the search is valid. */
export function ResultsScreen(props: ResultsPanelProps) {
  const { state } = useSearchState();
  // Lists live on the app's server (/app/v1), shared with the Lists and searches panel. The
  // browser's old localStorage lists are imported there once (features/lists/browser-import).
  const appStore = useAppStore();
  const client = useApiClient();
  const queryClient = useQueryClient();
  // The filters' Search button shows a new search in one step while this screen is up.
  useEffect(() => {
    setNewSearchShower((next, options) => showSearch(client, queryClient, next, options));
    return () => setNewSearchShower(null);
  }, [client, queryClient]);
  const savedLists = useSavedLists();
  const fetchPage = useCallback<FetchPage>(
    (request, signal) => client.api.propertySearch(request, { signal }),
    [client],
  );
  const mlsJoin = props.mlsJoin ?? NO_MLS_JOIN;
  // The export appends the MLS columns joined when it starts (a lookup after that is not in it).
  const mlsColumns = useCallback(() => mlsJoinExportTable(mlsJoin.get()), [mlsJoin]);
  const { confirmSpend, confirmEstimate, gate } = useSpendGate();
  // Traces run here, so one outlives the view of a search, as an export does.
  const tracer = useTrace();
  const exporter = useGatedExport(useExport(fetchPage, undefined, mlsColumns), confirmSpend);
  const privacy = isPrivate(state?.filters);

  // Opening a list pulls its records page by page: what they cost is estimated (and asked about
  // above the team's threshold) first.
  const openList = (list: ListSummary) => {
    const loaded = queryClient.fetchQuery(savedListQuery(appStore, list.id)).catch(() => null);
    void loaded.then(async (full) => {
      const ids = full?.ids.map(Number) ?? [];
      if (ids.length > 0 && !(await confirmSpend({ records: ids.length, ids }))) return;
      navigateToSearch({
        filters: withPrivacy({}, privacy),
        sort: searchOfList(list).sort,
        page: { index: 0, size: state?.page.size ?? 50 },
        listId: list.id,
      });
    });
  };

  const exportList = (list: ListSummary) => {
    void queryClient.fetchQuery(savedListQuery(appStore, list.id)).then((full) => {
      if (!full) return;
      const ids = full.ids.map(Number);
      exporter.start(
        exportJob({ kind: 'list', name: full.name, ids, sort: searchOfList(full).sort }, privacy),
        readLastSettings(),
      );
    });
  };

  const exportStatus = (
    <ExportStatus
      view={exporter.view}
      onCancel={exporter.cancel}
      onPause={exporter.pause}
      onResume={exporter.resume}
      onDownloadPartial={exporter.downloadPartial}
      onDismiss={exporter.dismiss}
      onOpenSettings={props.onOpenSettings}
    />
  );
  const traceStatus = <TraceStatus tracer={tracer} onOpenSettings={props.onOpenSettings} />;
  const traceDialog = <TraceDialogHost tracer={tracer} confirmEstimate={confirmEstimate} />;
  const listsMenu = (
    <SavedListsMenu
      lists={savedLists.lists.data ?? []}
      onOpen={openList}
      onExport={exportList}
      onRename={(id, name) => savedLists.rename.mutateAsync({ id, name })}
      onDelete={(id) => savedLists.remove.mutateAsync(id)}
      exportBusy={exporter.view.status === 'running'}
    />
  );

  if (!state) {
    const hasLists = (savedLists.lists.data?.length ?? 0) > 0;
    return (
      <NoSearch>
        {hasLists || exporter.view.status !== 'idle' || tracer.view.status !== 'idle' ? (
          <div className="results__empty-tools">
            {hasLists ? listsMenu : null}
            {exportStatus}
            {traceStatus}
          </div>
        ) : null}
        {traceDialog}
        {gate}
      </NoSearch>
    );
  }
  return (
    <>
      <ResultsView
        {...props}
        mlsJoin={mlsJoin}
        state={state}
        savedLists={savedLists}
        exporter={exporter}
        exportStatus={exportStatus}
        traceStatus={traceStatus}
        onExportList={exportList}
        onOpenList={openList}
      />
      {traceDialog}
      {gate}
    </>
  );
}

type Exporter = ReturnType<typeof useExport>;

/**
 * Every export starts through the confirm gate: a search's rows are all bought (its pages are not
 * kept), the ids of a list or selection only where the team does not hold them (privacy mode
 * reads none from the store). Nothing is fetched before the gate says yes.
 */
function useGatedExport(
  exporter: Exporter,
  confirmSpend: ReturnType<typeof useSpendGate>['confirmSpend'],
): Exporter {
  const { start } = exporter;
  const store = useAppStore();
  const gatedStart = useCallback<Exporter['start']>(
    (job, settings) => {
      const records = Math.min(job.total, settings.limit ?? job.total);
      const ids = isRecordsByIds(job.base) ? job.base.ids : undefined;
      void confirmSpend({ records, ids }).then((go) => {
        if (!go) return;
        if (!settings.onServer) return start(job, settings);
        // Run on the server: started there, then followed in the Exports list.
        store.startExport(serverExportBody(job, settings)).then(
          () => openExportsList(),
          (error: unknown) => openExportsList(explainError(error).body),
        );
      });
    },
    [confirmSpend, start, store],
  );
  return useMemo(() => ({ ...exporter, start: gatedStart }), [exporter, gatedStart]);
}
