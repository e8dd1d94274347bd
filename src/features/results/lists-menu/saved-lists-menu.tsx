// The "Saved lists" menu: open, rename, export, trace the owners of or delete one of the team's
// lists (the app store).
import { useState, type FormEvent } from 'react';
import type { ListSummary } from '../../../api/app-store/contract';
import { useAppStore } from '../../../api/app-store/queries';
import { Popover } from '../../../components/ui/popover';
import { formatDate } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import { requestTrace } from '../../../state/contacts/trace/trace-request';
import { describeSearch } from '../filter-labels';
import { searchOfList } from './list-search';

export interface SavedListsMenuProps {
  lists: readonly ListSummary[];
  /** The list being viewed, if any. */
  openListId?: string | undefined;
  onOpen: (list: ListSummary) => void;
  onExport: (list: ListSummary) => void;
  onRename: (id: string, name: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  /** Disables export while another export runs. */
  exportBusy?: boolean;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : 'That did not work. Try again.';
}

function ListItem({
  list,
  isOpen,
  onOpen,
  onExport,
  onTrace,
  onRename,
  onDelete,
  exportBusy,
}: {
  list: ListSummary;
  isOpen: boolean;
  onOpen: () => void;
  onExport: () => void;
  onTrace: () => void;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => Promise<unknown>;
  exportBusy: boolean;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [error, setError] = useState<string | null>(null);
  const source = describeSearch(searchOfList(list).filters).join(' · ') || 'all properties';

  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    onRename(name).then(
      () => setMode('view'),
      (e: unknown) => setError(errorText(e)),
    );
  };

  return (
    <li className="saved-list">
      {mode === 'rename' ? (
        <form className="saved-list__rename" onSubmit={submitRename}>
          <label>
            <span className="visually-hidden">New name for {list.name}</span>
            <input name="name" defaultValue={list.name} autoFocus maxLength={120} required />
          </label>
          <button type="submit" className="button">
            Save
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
            Cancel
          </button>
        </form>
      ) : (
        <p className="saved-list__name">
          {list.name}
          {isOpen ? <span className="saved-list__open-tag">open</span> : null}
        </p>
      )}
      <p className="saved-list__meta">
        {pluralize(list.size, 'lead')} · saved {formatDate(list.createdAt.slice(0, 10))} · from{' '}
        {source}
      </p>
      {mode === 'delete' ? (
        <div className="saved-list__actions" role="group" aria-label={`Delete ${list.name}?`}>
          <span>Delete this list?</span>
          <button
            type="button"
            className="button button--danger"
            onClick={() => onDelete().catch((e: unknown) => setError(errorText(e)))}
          >
            Delete
          </button>
          <button type="button" className="button button--ghost" onClick={() => setMode('view')}>
            Keep
          </button>
        </div>
      ) : mode === 'view' ? (
        <div className="saved-list__actions" role="group" aria-label={`Actions for ${list.name}`}>
          <button type="button" className="button" onClick={onOpen}>
            Open
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setError(null);
              setMode('rename');
            }}
          >
            Rename
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={onExport}
            disabled={exportBusy}
          >
            Export CSV
          </button>
          <button type="button" className="button button--ghost" onClick={onTrace}>
            Trace owners
          </button>
          <button
            type="button"
            className="button button--ghost button--danger-text"
            onClick={() => setMode('delete')}
          >
            Delete
          </button>
        </div>
      ) : null}
      {error ? (
        <p className="saved-list__error" role="alert">
          {error}
        </p>
      ) : null}
    </li>
  );
}

export function SavedListsMenu({
  lists,
  openListId,
  onOpen,
  onExport,
  onRename,
  onDelete,
  exportBusy = false,
}: SavedListsMenuProps) {
  const store = useAppStore();
  return (
    <Popover label={`Saved lists${lists.length ? ` (${lists.length})` : ''}`} title="Saved lists">
      {(close) =>
        lists.length === 0 ? (
          <p className="saved-lists__empty">
            No saved lists yet. Run a search and use “Save as list” to keep its leads.
          </p>
        ) : (
          <ul className="saved-lists">
            {lists.map((list) => (
              <ListItem
                key={list.id}
                list={list}
                isOpen={list.id === openListId}
                exportBusy={exportBusy}
                onOpen={() => {
                  close();
                  onOpen(list);
                }}
                onExport={() => {
                  close();
                  onExport(list);
                }}
                onTrace={() => {
                  close();
                  requestTrace({
                    label: `the list “${list.name}”`,
                    ids: async () => (await store.getList(list.id)).ids.map(Number),
                  });
                }}
                onRename={(name) => onRename(list.id, name)}
                onDelete={() => onDelete(list.id)}
              />
            ))}
          </ul>
        )
      }
    </Popover>
  );
}
