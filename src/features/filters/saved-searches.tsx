// Save the current search under a name; list, open (as a link), rename and delete saved searches.
import { useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { formatDate } from '../../lib/format';
import { decodeSearchState } from '../../state/search/search-url';
import { navigateToSearch } from '../../state/search/use-search-state';
import type { SavedSearch } from '../../api/app-store/contract';
import { SavedSearchError, checkName } from './saved-searches-store';
import { useSavedSearches } from './use-saved-searches';

export interface SavedSearchesProps {
  /** The form's search as a URL query, or null while the form has problems. */
  currentQuery: string | null;
}

function messageOf(error: unknown): string {
  return error instanceof SavedSearchError ? error.message : 'Something went wrong while saving.';
}

/** Opens a saved search the way a link would: the URL becomes the search. */
function openSaved(item: SavedSearch): string | undefined {
  const decoded = decodeSearchState(item.query);
  if (decoded.kind !== 'ok') {
    return decoded.kind === 'invalid'
      ? `“${item.name}” can't be opened. ${decoded.reason}`
      : `“${item.name}” is empty.`;
  }
  navigateToSearch(decoded.state);
  return undefined;
}

function SavedSearchRow({
  item,
  onRename,
  onDelete,
  onOpenError,
}: {
  item: SavedSearch;
  onRename: (name: string) => Promise<string | undefined>;
  onDelete: () => void;
  onOpenError: (message: string | undefined) => void;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [draft, setDraft] = useState(item.name);
  const [problem, setProblem] = useState<string>();
  const renameRef = useRef<HTMLInputElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();
  const problemId = useId();

  const back = () => {
    setMode('view');
    setProblem(undefined);
    // The row's buttons re-render after the mode flips; focus the rename button once it exists.
    requestAnimationFrame(() => menuRef.current?.focus());
  };

  const submitRename = (event: FormEvent) => {
    event.preventDefault();
    void onRename(draft).then((error) => {
      if (error) setProblem(error);
      else back();
    });
  };

  const onOpen = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click opens in place; modified clicks keep the browser's own link behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpenError(openSaved(item));
  };

  if (mode === 'rename') {
    return (
      <li className="saved-search">
        <form className="saved-search__rename" onSubmit={submitRename}>
          <label htmlFor={inputId} className="visually-hidden">
            New name for {item.name}
          </label>
          <input
            id={inputId}
            ref={renameRef}
            className="filter-input"
            value={draft}
            autoFocus
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.preventDefault();
                back();
              }
            }}
          />
          <button type="submit" className="button">
            Save name
          </button>
          <button type="button" className="button button--ghost" onClick={back}>
            Cancel
          </button>
          {problem ? (
            <p id={problemId} className="filter-control__error" role="alert">
              {problem}
            </p>
          ) : null}
        </form>
      </li>
    );
  }

  if (mode === 'delete') {
    return (
      <li
        className="saved-search saved-search--confirm"
        role="group"
        aria-label={`Delete ${item.name}?`}
      >
        <span className="saved-search__question">Delete “{item.name}”?</span>
        <button
          type="button"
          className="button button--danger"
          autoFocus
          onClick={() => {
            onDelete();
          }}
        >
          Delete
        </button>
        <button type="button" className="button button--ghost" onClick={back}>
          Keep
        </button>
      </li>
    );
  }

  return (
    <li className="saved-search">
      <a
        className="saved-search__open"
        href={`?${item.query}`}
        onClick={onOpen}
        title={`Open ${item.name}`}
      >
        {item.name}
      </a>
      <div className="saved-search__meta">
        <span className="saved-search__date">Saved {formatDate(item.createdAt.slice(0, 10))}</span>
        <button
          ref={menuRef}
          type="button"
          className="saved-search__action"
          aria-label={`Rename ${item.name}`}
          onClick={() => {
            setDraft(item.name);
            setMode('rename');
          }}
        >
          Rename
        </button>
        <button
          type="button"
          className="saved-search__action saved-search__action--danger"
          aria-label={`Delete ${item.name}`}
          onClick={() => setMode('delete')}
        >
          Delete
        </button>
      </div>
    </li>
  );
}

export function SavedSearches({ currentQuery }: SavedSearchesProps) {
  const { items, loading, failed, add, rename, remove } = useSavedSearches();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const [status, setStatus] = useState('');
  const nameId = useId();
  const problemId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!currentQuery) {
      setProblem('Fix the problems in the filters before saving.');
      return;
    }
    const invalid = checkName(items, name);
    if (invalid) {
      setProblem(invalid);
      return;
    }
    add(name, currentQuery).then(
      (item) => {
        setName('');
        setProblem(undefined);
        setStatus(`Saved “${item.name}”.`);
      },
      (error: unknown) => setProblem(messageOf(error)),
    );
  };

  return (
    <div className="saved-searches">
      <form className="saved-searches__save" onSubmit={save} noValidate>
        <label htmlFor={nameId} className="filter-control__label">
          Save this search as
        </label>
        <div className="saved-searches__save-row">
          <input
            id={nameId}
            className="filter-input"
            value={name}
            placeholder="e.g. Austin absentee owners"
            maxLength={120}
            autoComplete="off"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setProblem(undefined);
            }}
          />
          <button type="submit" className="button" disabled={!currentQuery}>
            Save
          </button>
        </div>
        {problem ? (
          <p id={problemId} className="filter-control__error" role="alert">
            {problem}
          </p>
        ) : null}
      </form>
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
      <h4 ref={headingRef} tabIndex={-1} className="filter-section__title">
        {loading
          ? 'Loading saved searches…'
          : failed
            ? 'The saved searches could not be read'
            : items.length === 0
              ? 'No saved searches yet'
              : `Saved searches (${items.length})`}
      </h4>
      {items.length > 0 ? (
        <ul className="saved-searches__list" aria-label="Saved searches">
          {items.map((item) => (
            <SavedSearchRow
              key={item.id}
              item={item}
              onOpenError={(message) => {
                setProblem(message);
                if (!message) setStatus(`Opened “${item.name}”.`);
              }}
              onRename={(next) =>
                rename(item.id, next).then(
                  () => {
                    setStatus(`Renamed to “${next.trim()}”.`);
                    return undefined;
                  },
                  (error: unknown) => messageOf(error),
                )
              }
              onDelete={() => {
                remove(item.id).then(
                  () => setStatus(`Deleted “${item.name}”.`),
                  (error: unknown) => setProblem(messageOf(error)),
                );
                headingRef.current?.focus();
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
