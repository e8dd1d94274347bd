// The "Lists and searches" panel: the team's lists and saved searches in one place, found by name
// or tag, sorted by updated / name / size, with everything you can do to them. Loaded on demand.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState, type ChangeEvent } from 'react';
import type { ListSort } from '../../api/app-store/client';
import { listsQuery, useAppStore, useSavedSearchesQuery } from '../../api/app-store/queries';
import { SideDrawer } from '../../components/ui/side-drawer';
import { pluralize } from '../../lib/format';
import { useSelectedIds } from '../../state/selected-ids';
import { useSearchState } from '../../state/search/use-search-state';
import { idsFromCsv } from './csv-ids';
import { ListRow } from './list-row';
import { SearchRow } from './search-row';
import { StackForm } from './stack-form';
import { UndoToast, type UndoOffer } from './undo-toast';
import { usePanelActions } from './use-panel-actions';
import { messageOf } from './use-busy-run';

export interface ListsPanelProps {
  onClose: () => void;
  /** "Imported 3 lists and 2 searches from this browser", once. */
  importNotice: string | undefined;
}

const SORTS: { value: ListSort; label: string }[] = [
  { value: 'updated', label: 'Last updated' },
  { value: 'name', label: 'Name' },
  { value: 'size', label: 'Size' },
];

export function ListsPanel({ onClose, importNotice }: ListsPanelProps) {
  const store = useAppStore();
  const { state } = useSearchState();
  const selectedIds = useSelectedIds();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ListSort>('updated');
  const [tag, setTag] = useState('');
  const [picks, setPicked] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const [undo, setUndo] = useState<UndoOffer>();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = { q: useId(), sort: useId(), tag: useId(), name: useId(), csv: useId() };

  const filter = useMemo(
    () => ({ q: q.trim() || undefined, tag: tag || undefined, sort }),
    [q, tag, sort],
  );
  const lists = useQuery(listsQuery(store, filter));
  const everyList = useQuery(listsQuery(store, {}));
  const searches = useSavedSearchesQuery();

  const allTags = useMemo(() => {
    const names = new Set<string>();
    for (const list of everyList.data ?? []) for (const t of list.tags) names.add(t.name);
    return [...names].sort((a, b) => a.localeCompare(b));
  }, [everyList.data]);

  // Saved searches have no tags: a tag filter shows lists only.
  const shownSearches = useMemo(() => {
    if (tag) return [];
    const needle = q.trim().toLowerCase();
    const found = (searches.data ?? []).filter((s) => s.name.toLowerCase().includes(needle));
    return sort === 'name'
      ? found.sort((a, b) => a.name.localeCompare(b.name))
      : found.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  }, [searches.data, q, tag, sort]);

  const actions = usePanelActions(state, selectedIds, {
    say: (message) => {
      setProblem(undefined);
      setStatus(message);
    },
    offerUndo: (message, run) => setUndo({ message, undo: run }),
    close: onClose,
  });

  const run = (work: () => Promise<unknown>, clearName = true) => {
    setBusy(true);
    setProblem(undefined);
    work().then(
      () => {
        setBusy(false);
        if (clearName) setName('');
      },
      (error: unknown) => {
        setBusy(false);
        setProblem(messageOf(error));
      },
    );
  };

  const clearUndo = useCallback(() => setUndo(undefined), []);
  const nameOr = (fallback: string) => name.trim() || fallback;

  const onCsv = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    run(async () => {
      const parsed = idsFromCsv(await file.text());
      await actions.listFromCsv(nameOr(file.name.replace(/\.csv$/i, '')), parsed.ids, file.name);
      if (parsed.skipped > 0)
        setStatus((s) => `${s} ${pluralize(parsed.skipped, 'row')} without a property id skipped.`);
    });
  };

  // Picks follow the lists that still exist (a deleted list drops out of the stack).
  const listData = lists.data;
  const picked = useMemo(() => {
    if (!everyList.data) return picks;
    const alive = new Set(everyList.data.map((l) => l.id));
    return picks.filter((id) => alive.has(id));
  }, [picks, everyList.data]);

  const pickedNames = picked.map(
    (id) => everyList.data?.find((l) => l.id === id)?.name ?? 'a list',
  );
  const listCount = listData?.length ?? 0;
  const searchCount = shownSearches.length;

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

        <section className="lists-panel__new" aria-labelledby={`${ids.name}-h`}>
          <h3 id={`${ids.name}-h`} className="lists-panel__heading">
            Keep leads
          </h3>
          <label htmlFor={ids.name}>Name</label>
          <input
            id={ids.name}
            value={name}
            maxLength={120}
            placeholder="e.g. Austin absentee owners"
            onChange={(event) => setName(event.target.value)}
          />
          <div className="lists-item__actions">
            <button
              type="button"
              className="button"
              disabled={!state || busy}
              onClick={() => run(() => actions.listFromSearch(nameOr('Leads from a search')))}
            >
              List from this search
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={selectedIds.length === 0 || busy}
              onClick={() => run(() => actions.listFromSelection(nameOr('Selected leads')))}
            >
              List from the selection ({selectedIds.length})
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={!state || busy}
              onClick={() => run(() => actions.saveSearch(nameOr('My search')))}
            >
              Save this search (watch it)
            </button>
            <label className="button button--ghost lists-panel__file" htmlFor={ids.csv}>
              Import a CSV of property ids
            </label>
            <input
              id={ids.csv}
              type="file"
              accept=".csv,text/csv,text/plain"
              className="visually-hidden"
              onChange={onCsv}
            />
          </div>
          {!state ? <p className="lists-panel__hint">Run a search to keep its leads.</p> : null}
        </section>

        {problem ? (
          <p className="lists-panel__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <p className="lists-panel__status" role="status" aria-live="polite">
          {status}
        </p>

        <section className="lists-panel__find" aria-label="Find lists and searches">
          <label htmlFor={ids.q}>Search by name</label>
          <input
            id={ids.q}
            type="search"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <label htmlFor={ids.sort}>Sort by</label>
          <select
            id={ids.sort}
            value={sort}
            onChange={(event) => setSort(event.target.value as ListSort)}
          >
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
          <label htmlFor={ids.tag}>Tag</label>
          <select id={ids.tag} value={tag} onChange={(event) => setTag(event.target.value)}>
            <option value="">Any tag</option>
            {allTags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </section>

        {picked.length >= 2 ? (
          <StackForm
            names={pickedNames}
            onClear={() => setPicked([])}
            onStack={async (input) => {
              try {
                await actions.stack(picked, input);
                setPicked([]);
              } catch (error) {
                setProblem(messageOf(error));
              }
            }}
          />
        ) : picked.length === 1 ? (
          <p className="lists-panel__hint">Pick one more list to stack them.</p>
        ) : null}

        <section aria-labelledby={`${ids.q}-lists`}>
          <h3 id={`${ids.q}-lists`} className="lists-panel__heading">
            Lists ({listCount})
          </h3>
          {lists.isError ? (
            <p role="alert">The lists could not be read: {messageOf(lists.error)}</p>
          ) : lists.isPending ? (
            <p>Loading lists…</p>
          ) : listCount === 0 ? (
            <p className="lists-panel__hint">
              {q || tag ? 'No list matches.' : 'No lists yet. Keep the leads of a search above.'}
            </p>
          ) : (
            <ul className="lists-panel__items" aria-label="Lists">
              {listData?.map((list) => (
                <ListRow
                  key={list.id}
                  list={list}
                  picked={picked.includes(list.id)}
                  onPick={(on) =>
                    setPicked(on ? [...picked, list.id] : picked.filter((id) => id !== list.id))
                  }
                  selectedCount={selectedIds.length}
                  actions={actions.listActions(list)}
                  onError={setProblem}
                />
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby={`${ids.q}-searches`}>
          <h3 id={`${ids.q}-searches`} className="lists-panel__heading">
            Saved searches ({searchCount})
          </h3>
          {searches.isError ? (
            <p role="alert">The saved searches could not be read: {messageOf(searches.error)}</p>
          ) : searchCount === 0 ? (
            <p className="lists-panel__hint">
              {tag ? 'Saved searches have no tags.' : 'No saved searches yet.'}
            </p>
          ) : (
            <ul className="lists-panel__items" aria-label="Saved searches">
              {shownSearches.map((search) => (
                <SearchRow
                  key={search.id}
                  search={search}
                  actions={actions.searchActions(search)}
                  onError={setProblem}
                />
              ))}
            </ul>
          )}
        </section>
      </div>
      {undo ? <UndoToast offer={undo} onDone={clearUndo} onError={setProblem} /> : null}
    </SideDrawer>
  );
}
