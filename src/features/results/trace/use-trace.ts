// Runs one trace at a time: start (after the estimate and the confirm step), progress, pause,
// resume (also after a reload, from the job kept in localStorage), cancel, and the end with its
// counts. Each batch that lands refreshes every screen's owner contacts (the Contacts column, the
// drawer). The runner's code loads with the first trace, not with the results.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../../api/client-context';
import { invalidateOwnerContacts } from '../../../state/contacts/use-owner-contacts';
import type {
  TraceCalls,
  TraceOutcome,
  TraceRunOptions,
} from '../../../state/contacts/trace/run-trace';
import {
  newTraceJob,
  readTraceJob,
  writeTraceJob,
  type TraceJob,
} from '../../../state/contacts/trace/trace-job';

type TraceStatus = 'idle' | 'running' | 'paused' | 'done' | 'cancelled' | 'failed';

export interface TraceView {
  status: TraceStatus;
  job?: TraceJob | undefined;
  error?: unknown;
  /** A trace of an earlier visit, offered to resume or discard. */
  restored?: boolean;
  /** Reading records waits out a 429: seconds until the next try. */
  waitSeconds?: number | undefined;
}

const IDLE: TraceView = { status: 'idle' };

function restore(): TraceView {
  const job = readTraceJob();
  return job ? { status: 'paused', job, restored: true } : IDLE;
}

interface Running {
  job: TraceJob;
  controller: AbortController;
  pause: AbortController;
}

type RunOptions = Omit<TraceRunOptions, 'job' | 'signal' | 'stop'>;

/** The runner, loaded on first use; a failure to load it is a failed run, not a crash. */
async function startRun(running: Running, options: RunOptions): Promise<TraceOutcome> {
  try {
    const { runTrace } = await import('../../../state/contacts/trace/run-trace');
    return await runTrace({
      ...options,
      job: running.job,
      signal: running.controller.signal,
      stop: running.pause.signal,
    });
  } catch (error) {
    return running.controller.signal.aborted ? { kind: 'aborted' } : { kind: 'failed', error };
  }
}

export function useTrace() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [view, setView] = useState<TraceView>(restore);
  const current = useRef<Running | null>(null);
  const kept = useRef<TraceJob | undefined>(view.job);

  useEffect(() => () => current.current?.controller.abort(), []);

  const calls = useCallback<() => TraceCalls>(
    () => ({
      // The app's records-by-ids path: the server answers the records the team holds free.
      readRecords: async (ids, signal) =>
        (await client.api.propertySearch({ ids, size: ids.length, resultIndex: 0 }, { signal }))
          .data,
      skipTraceBatch: (items, signal) => client.api.skipTraceBatch(items, { signal }),
    }),
    [client],
  );

  const run = useCallback(
    async (job: TraceJob) => {
      const running: Running = {
        job,
        controller: new AbortController(),
        pause: new AbortController(),
      };
      current.current = running;
      setView({ status: 'running', job });
      const outcome = await startRun(running, {
        ...calls(),
        onBatch: (next) => {
          if (current.current !== running) return;
          running.job = next;
          kept.current = next;
          writeTraceJob(next);
          void invalidateOwnerContacts(queryClient);
          setView({ status: 'running', job: next });
        },
        onWait: (seconds) => setView((v) => ({ ...v, waitSeconds: seconds })),
      });
      if (current.current !== running) return;
      current.current = null;
      const last = running.job;
      if (outcome.kind === 'done' || outcome.kind === 'aborted') {
        writeTraceJob(undefined);
        kept.current = undefined;
      }
      const status = { done: 'done', stopped: 'paused', aborted: 'cancelled', failed: 'failed' }[
        outcome.kind
      ] as TraceStatus;
      setView({
        status,
        job: last,
        error: outcome.kind === 'failed' ? outcome.error : undefined,
      });
    },
    [calls, queryClient],
  );

  /** Traces `ids` (already traced ones left out by the plan); one trace at a time. */
  const start = useCallback(
    (label: string, ids: readonly number[]) => {
      current.current?.controller.abort();
      const job = newTraceJob(label, ids);
      kept.current = job;
      writeTraceJob(job);
      void run(job);
    },
    [run],
  );

  /** Picks up from the first batch not traced (after a pause, a failure or a reload). */
  const resume = useCallback(() => {
    if (!current.current && kept.current) void run(kept.current);
  }, [run]);

  /** Soft stop: the batch in flight lands; the job stays kept for a later resume. */
  const pause = useCallback(() => current.current?.pause.abort(), []);

  /** Hard stop: the batch in flight is aborted, and the job is forgotten. */
  const cancel = useCallback(() => current.current?.controller.abort(), []);

  const dismiss = useCallback(() => {
    current.current?.controller.abort();
    current.current = null;
    kept.current = undefined;
    writeTraceJob(undefined);
    setView(IDLE);
  }, []);

  return { view, start, resume, pause, cancel, dismiss };
}

export type Tracer = ReturnType<typeof useTrace>;
