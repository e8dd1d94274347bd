// Runs one export at a time: progress, pause, cancel, resume (also after a reload, from the stored
// job), retry from the first unfetched page, partial download, and the file at the end.
import { useCallback, useEffect, useRef, useState } from 'react';
import { downloadBlob } from '../../../lib/download';
import { columnsOf, type CatalogueColumn } from '../columns/column-catalogue';
import { exportFileName, projectPage, type ProjectedPage } from './export-file';
import {
  defaultPageStore,
  readStoredJob,
  writeStoredJob,
  type ExportJob,
  type ExportSettings,
  type PageStore,
  type StoredJob,
} from './job-store';
import {
  forgetJoinedValues,
  joinedCatalogueColumns,
  readJoinedValues,
  storeJoinedValues,
  type JoinedColumns,
} from './joined-columns';
import { runExport, type FetchPage } from './run-export';
import { writeFile } from './write-file';

type ExportStatus = 'idle' | 'running' | 'paused' | 'failed' | 'cancelled' | 'done';

export interface ExportView {
  status: ExportStatus;
  label: string;
  rows: number;
  total: number;
  /** Seconds of an automatic wait (429 Retry-After) in progress. */
  waitSeconds?: number | undefined;
  /** Changes with every new wait, to restart a countdown. */
  waitCount: number;
  error?: unknown;
  fileName?: string | undefined;
  /** Rows in the file, after merging. */
  fileRows?: number | undefined;
  /** Rows merged into another (same mailing address or owner). */
  merged?: number | undefined;
  settings?: ExportSettings | undefined;
  /** Paused in an earlier visit: the pages fetched then are kept. */
  restored?: boolean | undefined;
  /** Every page is in; the file is being merged and written (seconds for a big .xlsx). */
  writing?: boolean | undefined;
}

interface JobState {
  stored: StoredJob;
  columns: CatalogueColumn[];
  pages: (ProjectedPage | undefined)[];
  /** The pages of an earlier visit are still in the page store, not in `pages`. */
  needsLoad: boolean;
  controller?: AbortController;
  pause?: AbortController;
}

const IDLE: ExportView = { status: 'idle', label: '', rows: 0, total: 0, waitCount: 0 };

function viewOf(stored: StoredJob, status: ExportStatus, restored = false): ExportView {
  return {
    ...IDLE,
    status,
    label: stored.job.label,
    rows: stored.rows,
    total: stored.total,
    settings: stored.settings,
    restored,
  };
}

function headersOf(state: JobState): string[] {
  return state.columns.map((c) => c.label);
}

let jobCounter = 0;

/** A job left by an earlier visit comes back paused, its pages still in the page store. */
function restore(): { state: JobState | null; view: ExportView } {
  const stored = readStoredJob();
  if (!stored) return { state: null, view: IDLE };
  const columns = [
    ...columnsOf(stored.settings.columnIds, stored.job.privacy),
    ...joinedCatalogueColumns({
      labels: stored.extraLabels ?? [],
      formats: stored.extraFormats ?? [],
      values: readJoinedValues(stored.id),
    }),
  ];
  return {
    state: { stored, columns, pages: [], needsLoad: true },
    view: viewOf(stored, 'paused', true),
  };
}

export function useExport(
  fetchPage: FetchPage,
  pageStore?: PageStore,
  // Read when a job starts: the MLS lookup's answers joined onto the leads' rows (issue 21 item 6).
  joinedColumns?: () => JoinedColumns | undefined,
) {
  const [initial] = useState(restore);
  const [store] = useState(() => pageStore ?? defaultPageStore());
  const jobRef = useRef<JobState | null>(initial.state);
  const [view, setView] = useState<ExportView>(initial.view);

  useEffect(() => () => jobRef.current?.controller?.abort(), []);

  const save = (state: JobState) => {
    if (jobRef.current === state) writeStoredJob(state.stored);
  };

  const finish = useCallback(
    async (state: JobState, signal: AbortSignal) => {
      const { job, settings } = state.stored;
      const fileName = exportFileName(job.fileSlug, new Date(), settings.format);
      setView((v) => ({ ...v, writing: true }));
      const file = await writeFile(
        { headers: headersOf(state), pages: state.pages, format: settings.format },
        signal,
      );
      downloadBlob(file.blob, fileName);
      if (jobRef.current !== state) return;
      writeStoredJob(undefined);
      forgetJoinedValues();
      void store.clear().catch(() => undefined);
      setView((v) => ({
        ...v,
        status: 'done',
        writing: false,
        fileName,
        fileRows: file.rows,
        merged: file.merged,
        waitSeconds: undefined,
      }));
    },
    [store],
  );

  const run = useCallback(
    async (state: JobState) => {
      const controller = new AbortController();
      const pause = new AbortController();
      state.controller = controller;
      state.pause = pause;
      setView((v) => ({ ...v, status: 'running', error: undefined, waitSeconds: undefined }));
      try {
        if (state.needsLoad) {
          const stored = await store.load(state.stored.id);
          // Pages missing from the store (no IndexedDB, or cleared) are fetched again.
          const firstMissing = stored.findIndex((p) => p === undefined);
          const usable = firstMissing === -1 ? stored.length : firstMissing;
          state.pages = stored.slice(0, usable);
          state.stored.nextPage = Math.min(state.stored.nextPage, usable);
          state.stored.rows = state.pages.reduce((sum, p) => sum + (p?.rows.length ?? 0), 0);
          state.needsLoad = false;
        }
        const { stored } = state;
        const outcome = await runExport({
          base: stored.job.base,
          total: stored.total,
          startPage: stored.nextPage,
          fetchPage,
          signal: controller.signal,
          stop: pause.signal,
          onPage: (page, records, total) => {
            const projected = projectPage(records, state.columns, stored.settings.dedupe);
            state.pages[page] = projected;
            stored.nextPage = page + 1;
            stored.total = total;
            stored.rows = state.pages.reduce((sum, p) => sum + (p?.rows.length ?? 0), 0);
            void store
              .put(stored.id, page, projected)
              .then(() => save(state))
              .catch(() => undefined);
            const rows = stored.rows;
            setView((v) => ({ ...v, rows, total, waitSeconds: undefined }));
          },
          onWait: (seconds) =>
            setView((v) => ({ ...v, waitSeconds: seconds, waitCount: v.waitCount + 1 })),
        });
        if (jobRef.current !== state) return;
        if (outcome === 'paused') {
          save(state);
          setView((v) => ({ ...v, status: 'paused', waitSeconds: undefined }));
          return;
        }
        await finish(state, controller.signal);
      } catch (error) {
        if (jobRef.current !== state) return;
        setView((v) => ({
          ...v,
          writing: false,
          status: controller.signal.aborted ? 'cancelled' : 'failed',
          error: controller.signal.aborted ? undefined : error,
          waitSeconds: undefined,
        }));
      }
    },
    [fetchPage, finish, store],
  );

  const start = useCallback(
    (job: ExportJob, settings: ExportSettings) => {
      jobRef.current?.controller?.abort();
      const total = Math.max(0, Math.min(job.total, settings.limit ?? job.total));
      jobCounter += 1;
      const joined = joinedColumns?.();
      const stored: StoredJob = {
        id: `${Date.now().toString(36)}-${jobCounter}`,
        job,
        settings,
        nextPage: 0,
        total,
        rows: 0,
        ...(joined && joined.labels.length > 0
          ? { extraLabels: joined.labels, extraFormats: joined.formats }
          : {}),
      };
      const state: JobState = {
        stored,
        columns: [
          ...columnsOf(settings.columnIds, job.privacy),
          ...(joined ? joinedCatalogueColumns(joined) : []),
        ],
        pages: [],
        needsLoad: false,
      };
      jobRef.current = state;
      writeStoredJob(stored);
      // Kept for the pages a later visit fetches; without them those pages' joined cells are empty.
      if (joined && joined.labels.length > 0) storeJoinedValues(stored.id, joined.values);
      else forgetJoinedValues();
      void store.clear().catch(() => undefined);
      setView(viewOf(stored, 'running'));
      void run(state);
    },
    [joinedColumns, run, store],
  );

  /** Picks up from the first page that was not fetched (after a pause, a failure or a reload). */
  const resume = useCallback(() => {
    const state = jobRef.current;
    if (state) void run(state);
  }, [run]);

  /** Soft stop: the page in flight is kept; the job stays stored for a later resume. */
  const pause = useCallback(() => jobRef.current?.pause?.abort(), []);

  const cancel = useCallback(() => jobRef.current?.controller?.abort(), []);

  /** Saves the rows fetched so far as a file marked "partial". */
  const downloadPartial = useCallback(() => {
    const state = jobRef.current;
    if (!state) return;
    const load = state.needsLoad ? store.load(state.stored.id) : Promise.resolve(state.pages);
    void load.then(async (pages) => {
      const { format } = state.stored.settings;
      const fileName = exportFileName(state.stored.job.fileSlug, new Date(), format, 'partial');
      downloadBlob((await writeFile({ headers: headersOf(state), pages, format })).blob, fileName);
    });
  }, [store]);

  const dismiss = useCallback(() => {
    jobRef.current?.controller?.abort();
    jobRef.current = null;
    writeStoredJob(undefined);
    forgetJoinedValues();
    void store.clear().catch(() => undefined);
    setView(IDLE);
  }, [store]);

  return { view, start, resume, pause, cancel, downloadPartial, dismiss };
}
