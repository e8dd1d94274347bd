// The Watch dialog's model: the search's watch and the caller's lists (the targets), the form over
// the watch (react-hook-form) saved with PUT, Stop watching, Run now (waiting for its run to show
// in the history, polling while one runs), and opening a run's new leads the way a list opens.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../api/api-error';
import type { SavedSearch } from '../../api/app-store/contract';
import { listsQuery, useAppStore, useRefreshAppStore } from '../../api/app-store/queries';
import type { WatchRun } from '../../api/app-store/watch-contract';
import {
  useTeamTimeZoneQuery,
  watchQuery,
  watchRunsQuery,
} from '../../api/app-store/watch-queries';
import { useSearchState } from '../../state/search/use-search-state';
import { openListById } from './panel-context';
import {
  watchBody,
  watchFormResolver,
  watchFormValues,
  type WatchFormInput,
} from './watch-form-values';
import { whenWords } from '../../state/watch-words';

const RUNS_SHOWN = 10;
const POLL_MS = 1000;

const messageOf = (error: unknown) =>
  isApiError(error) || error instanceof Error ? error.message : 'That did not work. Try again.';

/** Polls the history while a run runs or the one Run now asked for has not finished. */
function useRuns(searchId: string, watched: boolean) {
  const store = useAppStore();
  const [awaited, setAwaited] = useState<string | null>(null);
  const runs = useQuery({
    ...watchRunsQuery(store, searchId, RUNS_SHOWN),
    enabled: watched,
    refetchInterval: (query) => {
      const shown = query.state.data?.runs ?? [];
      const awaitedDone = shown.some((run) => run.jobId === awaited && run.status !== 'running');
      const running = shown.some((run) => run.status === 'running');
      return running || (awaited !== null && !awaitedDone) ? POLL_MS : false;
    },
  });
  const finished = runs.data?.runs.find((run) => run.jobId === awaited && run.status !== 'running');
  return { runs, awaited, setAwaited, finished };
}

export function useWatchDialog(search: SavedSearch, onDone: () => void) {
  const store = useAppStore();
  const queryClient = useQueryClient();
  const refresh = useRefreshAppStore();
  const { state } = useSearchState();
  const watch = useQuery(watchQuery(store, search.id));
  const lists = useQuery(listsQuery(store, {}));
  const zone = useTeamTimeZoneQuery();
  const current = watch.data?.watch ?? null;
  const { runs, awaited, setAwaited, finished } = useRuns(search.id, current !== null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<WatchFormInput, unknown, Parameters<typeof watchBody>[0]>({
    resolver: watchFormResolver,
    mode: 'onTouched',
    values: watchFormValues(current),
  });

  // The run Run now asked for has finished: the panel's line and the lists show what it did.
  const finishedId = finished?.id;
  useEffect(() => {
    if (finishedId) void refresh();
  }, [finishedId, refresh]);
  const runWords = awaited
    ? finished
      ? `The run finished: ${finished.newCount.toLocaleString('en-US')} new.`
      : 'Running now…'
    : '';

  const attempt = async (work: () => Promise<void>) => {
    setProblem(null);
    setStatus('');
    setAwaited(null);
    try {
      await work();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };

  const save = form.handleSubmit((values) =>
    attempt(async () => {
      const answer = await store.putWatch(search.id, watchBody(values, search.name));
      queryClient.setQueryData(watchQuery(store, search.id).queryKey, answer);
      await refresh();
      setStatus(current ? 'Saved the watch.' : 'Watching. New matches will go to the list.');
    }),
  );

  const stop = () =>
    attempt(async () => {
      await store.deleteWatch(search.id);
      await refresh();
      setStatus('No longer watched.');
    });

  const runNow = () =>
    attempt(async () => {
      const { jobId } = await store.runWatch(search.id);
      if (!jobId) {
        setStatus('A run of this watch is already waiting to start.');
        return;
      }
      setAwaited(jobId);
      await runs.refetch();
    });

  /** Opens a run's new leads as a list of their own (made once; opened again after). */
  const openNew = (run: WatchRun) =>
    attempt(async () => {
      const name = `${search.name}: new in the run of ${whenWords(run.startedAt)}`.slice(0, 120);
      const existing = (await store.lists({ q: name })).lists.find(
        (l) => l.mine && l.name === name,
      );
      const id =
        existing?.id ??
        (
          await store.createList({
            name,
            ids: (await store.watchRunIds(search.id, run.id)).newIds,
            source: {
              kind: 'search',
              query: search.query,
              note: `New in a run of the watch on “${search.name}”`,
            },
          })
        ).id;
      await refresh();
      openListById(id, state, search.query);
      onDone();
    });

  return {
    search,
    watch,
    current,
    timeZone: watch.data?.timeZone ?? zone.data?.timeZone ?? 'UTC',
    ownLists: (lists.data ?? []).filter((list) => list.mine),
    runs,
    form,
    status: status || runWords,
    problem,
    save,
    stop,
    runNow,
    openNew,
  };
}

export type WatchDialogModel = ReturnType<typeof useWatchDialog>;
