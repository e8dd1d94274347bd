// One saved search in the panel: open it (a pull), see what is new since the last pull and open
// the new ones as a list, rename, share, delete.
import { useState, type FormEvent } from 'react';
import type { SavedSearch } from '../../api/app-store/contract';
import type { Watch } from '../../api/app-store/watch-contract';
import { lastPullWords, ownerWords, sinceWords } from './list-words';
import { ShareDeleteButtons } from './share-delete-buttons';
import { useBusyRun } from './use-busy-run';
import { glanceWords } from '../../state/watch-words';

export interface SearchDiff {
  added: string[];
  removed: string[];
  lastPullAt: string | undefined;
}

export interface SearchRowActions {
  open: () => Promise<void>;
  diff: () => Promise<SearchDiff>;
  openNew: (added: string[]) => Promise<void>;
  rename: (name: string) => Promise<void>;
  share: (shared: boolean) => Promise<void>;
  remove: () => Promise<void>;
}

interface SearchRowProps {
  search: SavedSearch;
  actions: SearchRowActions;
  onError: (message: string) => void;
  /** Its watch, when it is watched (issue 41). */
  watch?: Watch | undefined;
  /** Opens the Watch dialog (the owner's searches only). */
  onWatch?: (() => void) | undefined;
}

export function SearchRow({ search, actions, onError, watch, onWatch }: SearchRowProps) {
  const [renaming, setRenaming] = useState(false);
  const { busy, run } = useBusyRun(onError);
  const [diff, setDiff] = useState<SearchDiff>();

  const submitRename = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '').trim();
    if (!name) {
      onError('Give the search a name.');
      return;
    }
    run(
      () => actions.rename(name),
      () => setRenaming(false),
    );
  };

  return (
    <li className="lists-item lists-item--search" aria-label={search.name}>
      {renaming ? (
        <form className="lists-item__rename" onSubmit={submitRename}>
          <label>
            <span className="visually-hidden">New name for {search.name}</span>
            <input name="name" defaultValue={search.name} maxLength={120} autoFocus required />
          </label>
          <button type="submit" className="button" disabled={busy}>
            Save name
          </button>
          <button type="button" className="button button--ghost" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      ) : (
        <h4 className="lists-item__name">{search.name}</h4>
      )}
      <p className="lists-item__meta">
        <span className={search.mine ? 'lists-marker' : 'lists-marker lists-marker--team'}>
          {ownerWords(search)}
        </span>{' '}
        · {lastPullWords(search.lastPull)}
      </p>
      {watch ? <p className="lists-item__watch">{glanceWords(watch, new Date())}</p> : null}
      {diff ? (
        <div className="lists-item__confirm" role="group" aria-label={`New in ${search.name}`}>
          <p className="lists-item__diff" role="status">
            {sinceWords(diff, diff.lastPullAt)}
          </p>
          <button
            type="button"
            className="button"
            disabled={diff.added.length === 0 || busy}
            onClick={() => run(() => actions.openNew(diff.added))}
          >
            Open the new ones as a list
          </button>
          <button type="button" className="button button--ghost" onClick={() => setDiff(undefined)}>
            Done
          </button>
        </div>
      ) : null}
      <div className="lists-item__actions" role="group" aria-label={`Actions for ${search.name}`}>
        <button type="button" className="button" disabled={busy} onClick={() => run(actions.open)}>
          Open
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => run(actions.diff, setDiff)}
        >
          New since last pull
        </button>
        {search.mine ? (
          <>
            {onWatch ? (
              <button
                type="button"
                className="button button--ghost"
                aria-haspopup="dialog"
                onClick={onWatch}
              >
                Watch…
              </button>
            ) : null}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => setRenaming(true)}
            >
              Rename
            </button>
            <ShareDeleteButtons
              shared={search.shared}
              busy={busy}
              onShare={(shared) => run(() => actions.share(shared))}
              onDelete={() => run(actions.remove)}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}
