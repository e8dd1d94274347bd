// The Lists and searches panel's model: what it finds (name, tag, sort), the lists and searches
// it shows, the lists picked for stacking, the name typed for something new, and its feedback
// (status, problem, undo). The panel (lists-panel.tsx) lays it out.
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ChangeEvent } from 'react';
import type { ListSort } from '../../api/app-store/client';
import { listsQuery, useAppStore, useSavedSearchesQuery } from '../../api/app-store/queries';
import { pluralize } from '../../lib/plural';
import { useSearchState } from '../../state/search/use-search-state';
import { useSelectedIds } from '../../state/selected-ids';
import { idsFromCsv } from './csv-ids';
import type { UndoOffer } from './undo-toast';
import { messageOf } from './use-busy-run';
import { usePanelActions } from './use-panel-actions';

/** The find row: name, tag and sort, and the tags any list carries. */
function useFind() {
  const store = useAppStore();
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<ListSort>('updated');
  const [tag, setTag] = useState('');
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

  return {
    q,
    setQ,
    sort,
    setSort,
    tag,
    setTag,
    lists,
    everyList,
    searches,
    allTags,
    shownSearches,
  };
}

/** The lists picked for stacking; picks follow the lists that still exist (a deleted one drops out). */
function usePicks(everyList: ReturnType<typeof useFind>['everyList']) {
  const [picks, setPicked] = useState<string[]>([]);
  const picked = useMemo(() => {
    if (!everyList.data) return picks;
    const alive = new Set(everyList.data.map((l) => l.id));
    return picks.filter((id) => alive.has(id));
  }, [picks, everyList.data]);
  const pickedNames = picked.map(
    (id) => everyList.data?.find((l) => l.id === id)?.name ?? 'a list',
  );
  const pick = (id: string, on: boolean) =>
    setPicked(on ? [...picked, id] : picked.filter((other) => other !== id));
  return { picked, pickedNames, pick, clearPicks: () => setPicked([]) };
}

export function useListsPanel(onClose: () => void) {
  const { state } = useSearchState();
  const selectedIds = useSelectedIds();
  const find = useFind();
  const picks = usePicks(find.everyList);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string>();
  const [undo, setUndo] = useState<UndoOffer>();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);

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

  const stack = async (input: Parameters<typeof actions.stack>[1]) => {
    try {
      await actions.stack(picks.picked, input);
      picks.clearPicks();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  return {
    state,
    selectedIds,
    find,
    picks,
    actions,
    status,
    problem,
    setProblem,
    undo,
    clearUndo,
    name,
    setName,
    busy,
    run,
    nameOr,
    onCsv,
    stack,
  };
}

export type ListsPanelModel = ReturnType<typeof useListsPanel>;
