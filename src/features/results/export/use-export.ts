// Runs one export at a time: progress, pause, cancel, resume (also after a reload, from the stored
// job), retry from the first unfetched page, partial download, and the file at the end.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../../api/app-store/queries';
import { downloadBlob } from '../../../lib/download';
import { needsContacts } from '../../../lib/lead-rows/contact-columns';
import { heldContactsReader } from './held-contacts';
import { exportFileName } from '../../../lib/lead-rows/export-file';
import {
  addPage,
  forgetJob,
  headersOf,
  IDLE,
  loadStoredPages,
  newJobState,
  restore,
  viewOf,
  type ExportView,
  type JobState,
} from './export-job-state';
import {
  defaultPageStore,
  writeStoredJob,
  type ExportJob,
  type ExportSettings,
  type PageStore,
} from './job-store';
import { forgetJoinedValues, storeJoinedValues, type JoinedColumns } from './joined-columns';
import { runExport, type FetchPage, type ReadContacts } from './run-export';
import { writeFile } from './write-file';

export type { ExportView } from './export-job-state';

function downloadPartialFile(state: JobState, store: PageStore) {
  const load = state.needsLoad ? store.load(state.stored.id) : Promise.resolve(state.pages);
  void load.then(async (pages) => {
    const { format } = state.stored.settings;
    const fileName = exportFileName(state.stored.job.fileSlug, new Date(), format, 'partial');
    downloadBlob((await writeFile({ headers: headersOf(state), pages, format })).blob, fileName);
  });
}

export function useExport(
  fetchPage: FetchPage,
  pageStore?: PageStore,
  // Read when a job starts: the MLS lookup's answers joined onto the leads' rows (issue 21 item 6).
  joinedColumns?: () => JoinedColumns | undefined,
  // The held owner contacts (issue 40), read per page when the file has them; the app's store by default.
  readContacts?: ReadContacts,
) {
  const appStore = useAppStore();
  const [readHeld] = useState(() => readContacts ?? heldContactsReader(appStore));
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
      forgetJob(store);
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
        if (state.needsLoad) await loadStoredPages(state, store);
        const { stored } = state;
        const { columnIds, contactFilters } = stored.settings;
        const outcome = await runExport({
          base: stored.job.base,
          total: stored.total,
          startPage: stored.nextPage,
          fetchPage,
          signal: controller.signal,
          stop: pause.signal,
          readContacts: needsContacts(columnIds, contactFilters?.withPhone ?? false)
            ? readHeld
            : undefined,
          onPage: (page, records, total, contacts) => {
            const projected = addPage(state, page, records, total, contacts);
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
    [fetchPage, finish, readHeld, store],
  );

  const start = useCallback(
    (job: ExportJob, settings: ExportSettings) => {
      jobRef.current?.controller?.abort();
      const joined = joinedColumns?.();
      const state = newJobState(job, settings, joined);
      const { stored } = state;
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
    if (state) downloadPartialFile(state, store);
  }, [store]);

  const dismiss = useCallback(() => {
    jobRef.current?.controller?.abort();
    jobRef.current = null;
    forgetJob(store);
    setView(IDLE);
  }, [store]);

  return { view, start, resume, pause, cancel, downloadPartial, dismiss };
}
