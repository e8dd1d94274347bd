// The results' tools: privacy, columns, saved lists, save as a list and export.
import type { ReactNode } from 'react';
import type { ListSummary } from '../../api/app-store/contract';
import { Switch } from '../../components/ui/switch';
import type { SearchFilters } from '../../state/search/search-state';
import { ColumnChooser } from './columns/column-chooser';
import { useColumnVisibility } from './columns/column-visibility';
import { ExportMenu } from './export/export-menu';
import { describeSearch } from './filter-labels';
import { SaveListForm } from './lists-menu/save-list-form';
import { SavedListsMenu } from './lists-menu/saved-lists-menu';
import type { useSavedLists } from './lists-menu/use-saved-lists';
import type { ResultsActions } from './use-results-actions';

export interface ResultsToolbarProps {
  filters: SearchFilters;
  /** The saved list on screen, if any. */
  listId: string | undefined;
  openListName: string | undefined;
  total: number | undefined;
  selectedCount: number;
  privacy: boolean;
  /** Private columns are hidden: privacy is on, or rows fetched with it still show. */
  hidePrivate: boolean;
  savedLists: ReturnType<typeof useSavedLists>;
  exportBusy: boolean;
  onOpenList: (list: ListSummary) => void;
  onExportList: (list: ListSummary) => void;
  actions: Pick<
    ResultsActions,
    'setPrivacy' | 'deleteList' | 'saveList' | 'startExport' | 'scopeIds'
  >;
  /** "Trace owners…" (the trace feature's menu), beside Export. */
  traceMenu?: ReactNode;
}

export function ResultsToolbar({
  filters,
  listId,
  openListName,
  total,
  selectedCount,
  privacy,
  hidePrivate,
  savedLists,
  exportBusy,
  onOpenList,
  onExportList,
  actions,
  traceMenu,
}: ResultsToolbarProps) {
  const { shown, setColumns, reset } = useColumnVisibility();
  return (
    <div className="results__toolbar" role="toolbar" aria-label="Results tools">
      <Switch
        checked={privacy}
        onChange={actions.setPrivacy}
        label="Privacy mode"
        hint="Hide owner names and addresses"
      />
      <ColumnChooser shown={shown} privacy={hidePrivate} onChange={setColumns} onReset={reset} />
      <span className="results__spacer" />
      <SavedListsMenu
        lists={savedLists.lists.data ?? []}
        openListId={listId}
        onOpen={onOpenList}
        onExport={onExportList}
        onRename={(id, name) => savedLists.rename.mutateAsync({ id, name })}
        onDelete={actions.deleteList}
        exportBusy={exportBusy}
      />
      <SaveListForm
        suggestedName={
          openListName !== undefined
            ? `${openListName} (copy)`
            : describeSearch(filters).join(' · ') || 'My leads'
        }
        total={total}
        selectedCount={selectedCount}
        onSave={actions.saveList}
        disabled={!total}
      />
      {traceMenu}
      <ExportMenu
        total={total}
        selectedCount={selectedCount}
        privacy={privacy}
        busy={exportBusy}
        onStart={actions.startExport}
        scopeIds={actions.scopeIds}
      />
    </div>
  );
}
