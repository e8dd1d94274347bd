// Runs a bulk MLS lookup from the screen: start, cancel (after the batch in flight), resume, and
// an abort when the drawer closes. Progress lives here, so a detail view inside the drawer keeps it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useApiClient } from '../../api/client-context';
import { isAbortError } from '../../lib/explain-error';
import {
  BULK_FIELDS,
  emptyProgress,
  runBulkLookup,
  type BulkProgress,
  type BulkRow,
  type FetchBatch,
} from './bulk-run';

type BulkStatus = 'ready' | 'running' | 'stopping' | 'done' | 'stopped' | 'failed';

export interface BulkView {
  status: BulkStatus;
  progress: BulkProgress;
  error?: unknown;
  /** Set while a 429 (or a server hiccup) is waited out before the batch is tried again. */
  wait?: { seconds: number; attempt: number; error: unknown } | undefined;
}

export interface BulkControls {
  view: BulkView;
  start: () => void;
  cancel: () => void;
}

export function useBulkLookup(
  assessorIds: readonly number[],
  /** Told each batch's new rows as they arrive (the results table joins them). */
  onRows?: (rows: readonly BulkRow[]) => void,
): BulkControls {
  const { api } = useApiClient();
  const [view, setView] = useState<BulkView>(() => ({
    status: 'ready',
    progress: emptyProgress(assessorIds.length),
  }));
  const stopRef = useRef<AbortController | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  const runningRef = useRef(false);
  const progressRef = useRef(view.progress);

  // Closing the drawer stops the request in flight; nothing may update an unmounted screen.
  useEffect(() => () => abortRef.current?.abort(), []);

  const start = useCallback(() => {
    if (runningRef.current) return;
    runningRef.current = true;
    const stop = new AbortController();
    const abort = new AbortController();
    stopRef.current = stop;
    abortRef.current = abort;
    setView((v) => ({ ...v, status: 'running', error: undefined, wait: undefined }));
    const fetchBatch: FetchBatch = (ids, signal) =>
      api.mlsDetailBulk({ assessor_ids: ids, fields: [...BULK_FIELDS] }, { signal });
    void runBulkLookup({
      ids: assessorIds,
      fetchBatch,
      from: progressRef.current,
      stop: stop.signal,
      signal: abort.signal,
      onProgress: (progress) => {
        const known = progressRef.current.rows.length;
        progressRef.current = progress;
        onRows?.(progress.rows.slice(known));
        setView((v) => ({ ...v, progress, wait: undefined }));
      },
      onWait: (ms, attempt, error) =>
        setView((v) => ({ ...v, wait: { seconds: Math.ceil(ms / 1000), attempt, error } })),
    }).then((outcome) => {
      runningRef.current = false;
      if (outcome.kind === 'aborted') return;
      progressRef.current = outcome.progress;
      setView({
        status: outcome.kind,
        progress: outcome.progress,
        error:
          outcome.kind === 'failed' && !isAbortError(outcome.error) ? outcome.error : undefined,
      });
    });
  }, [api, assessorIds, onRows]);

  const cancel = useCallback(() => {
    if (!runningRef.current) return;
    stopRef.current?.abort();
    setView((v) => ({ ...v, status: 'stopping' }));
  }, []);

  return { view, start, cancel };
}
