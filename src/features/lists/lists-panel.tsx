// The "Lists and searches" panel: the team's lists and saved searches in one place, found by name
// or tag, sorted by updated / name / size, with everything you can do to them. Loaded on demand.
// Its state and handlers are in use-lists-panel.ts; its sections in the files beside it.
import { useId } from 'react';
import type { SavedSearch } from '../../api/app-store/contract';
import { SideDrawer } from '../../components/ui/side-drawer';
import { pluralize } from '../../lib/plural';
import { FindSection } from './find-section';
import { KeepLeadsSection } from './keep-leads-section';
import { ListsSection, SearchesSection } from './panel-items';
import { StackForm } from './stack-form';
import { UndoToast } from './undo-toast';
import { useListsPanel } from './use-lists-panel';

export interface ListsPanelProps {
  onClose: () => void;
  /** "Imported 3 lists and 2 searches from this browser", once. */
  importNotice: string | undefined;
  /** "Watch…" on a saved search: the panel closes and the Watch dialog opens. */
  onWatch: (search: SavedSearch) => void;
}

export function ListsPanel({ onClose, importNotice, onWatch }: ListsPanelProps) {
  const model = useListsPanel(onClose);
  const { find, picks, status, problem, undo } = model;
  const ids = { q: useId(), sort: useId(), tag: useId(), name: useId(), csv: useId() };
  const listCount = find.lists.data?.length ?? 0;
  const searchCount = find.shownSearches.length;

  return (
    <SideDrawer
      title="Lists and searches"
      subtitle={`${pluralize(listCount, 'list')} · ${pluralize(searchCount, 'saved search', 'saved searches')}`}
      onClose={onClose}
    >
      <div className="lists-panel">
        {importNotice ? (
          <p className="lists-panel__import" role="status">
            {importNotice}
          </p>
        ) : null}

        <KeepLeadsSection model={model} ids={ids} />

        {problem ? (
          <p className="lists-panel__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <p className="lists-panel__status" role="status" aria-live="polite">
          {status}
        </p>

        <FindSection find={find} ids={ids} />

        {picks.picked.length >= 2 ? (
          <StackForm names={picks.pickedNames} onClear={picks.clearPicks} onStack={model.stack} />
        ) : picks.picked.length === 1 ? (
          <p className="lists-panel__hint">Pick one more list to stack them.</p>
        ) : null}

        <ListsSection model={model} headingId={`${ids.q}-lists`} />
        <SearchesSection model={model} headingId={`${ids.q}-searches`} onWatch={onWatch} />
      </div>
      {undo ? <UndoToast offer={undo} onDone={model.clearUndo} onError={model.setProblem} /> : null}
    </SideDrawer>
  );
}
