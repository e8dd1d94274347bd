// Runs one CSV export at a time: progress, cancel, retry from the first unfetched page, partial download.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import type { CsvCell } from '../../../lib/csv';
import { downloadText } from '../../../lib/download';
import { csvColumns, exportFileName, recordsToRows, type CsvColumn } from './csv-columns';
import { EXPORT_MAX_ROWS, runExport, type FetchPage } from './run-export';

/** The CSV writer (and papaparse) load on the first export, not with the page. */
function loadCsv() {
  return import('../../../lib/csv');
}

export interface ExportJob {
  /** What is exported, in words: "all 12,345 matches", "3 selected rows", "list “Austin”". */
  label: string;
  /** The search without paging. */
  base: PropertySearchRequest;
  /** Rows expected; capped at 10,000. */
  total: number;
  /** File-name slug, e.g. "austin-tx-absentee". */
  fileSlug: string;
  /** Privacy mode: names and addresses stay out of the file. */
  privacy: boolean;
}

type ExportStatus = 'idle' | 'running' | 'failed' | 'cancelled' | 'done';

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
}

interface JobState {
  job: ExportJob;
  columns: readonly CsvColumn[];
  pages: CsvCell[][][];
  nextPage: number;
  total: number;
  controller?: AbortController;
}

const IDLE: ExportView = { status: 'idle', label: '', rows: 0, total: 0, waitCount: 0 };

function rowsOf(state: JobState): CsvCell[][] {
  return state.pages.flat();
}

export function useCsvExport(
  fetchPage: FetchPage,
  // MLS join hook (issue 21 item 6): columns appended after the export's own, read at start.
  extraColumns?: () => readonly CsvColumn[],
) {
  const [view, setView] = useState<ExportView>(IDLE);
  const jobRef = useRef<JobState | null>(null);

  useEffect(() => () => jobRef.current?.controller?.abort(), []);

  const run = useCallback(
    async (state: JobState) => {
      const controller = new AbortController();
      state.controller = controller;
      // papaparse is only needed to write the file: fetch it while the pages download.
      const csv = loadCsv();
      // Awaited below; if the export fails first, its own error is the one to show.
      csv.catch(() => undefined);
      setView((v) => ({ ...v, status: 'running', error: undefined, waitSeconds: undefined }));
      try {
        await runExport({
          base: state.job.base,
          total: state.total,
          startPage: state.nextPage,
          fetchPage,
          signal: controller.signal,
          onPage: (page, records, total) => {
            state.pages[page] = recordsToRows(records, state.columns);
            state.nextPage = page + 1;
            state.total = total;
            const rows = state.pages.reduce((sum, p) => sum + p.length, 0);
            setView((v) => ({ ...v, rows, total, waitSeconds: undefined }));
          },
          onWait: (seconds) =>
            setView((v) => ({ ...v, waitSeconds: seconds, waitCount: v.waitCount + 1 })),
        });
        if (jobRef.current !== state) return;
        const fileName = exportFileName(state.job.fileSlug, new Date());
        const headers = state.columns.map((c) => c.header);
        const { toCsv } = await csv;
        if (jobRef.current !== state) return;
        downloadText(toCsv(headers, rowsOf(state)), fileName, 'text/csv;charset=utf-8');
        setView((v) => ({ ...v, status: 'done', fileName, waitSeconds: undefined }));
      } catch (error) {
        if (jobRef.current !== state) return;
        setView((v) => ({
          ...v,
          status: controller.signal.aborted ? 'cancelled' : 'failed',
          error: controller.signal.aborted ? undefined : error,
          waitSeconds: undefined,
        }));
      }
    },
    [fetchPage],
  );

  const start = useCallback(
    (job: ExportJob) => {
      jobRef.current?.controller?.abort();
      const total = Math.min(job.total, EXPORT_MAX_ROWS);
      const state: JobState = {
        job,
        columns: [...csvColumns(job.privacy), ...(extraColumns?.() ?? [])],
        pages: [],
        nextPage: 0,
        total,
      };
      jobRef.current = state;
      setView({ ...IDLE, status: 'running', label: job.label, total });
      void run(state);
    },
    [run, extraColumns],
  );

  /** Picks up from the first page that was not fetched. */
  const resume = useCallback(() => {
    const state = jobRef.current;
    if (state) void run(state);
  }, [run]);

  const cancel = useCallback(() => jobRef.current?.controller?.abort(), []);

  /** Saves the rows fetched so far as a file marked "partial". */
  const downloadPartial = useCallback(() => {
    const state = jobRef.current;
    if (!state) return;
    const fileName = exportFileName(state.job.fileSlug, new Date(), 'partial');
    const headers = state.columns.map((c) => c.header);
    const rows = rowsOf(state);
    void loadCsv().then(({ toCsv }) =>
      downloadText(toCsv(headers, rows), fileName, 'text/csv;charset=utf-8'),
    );
  }, []);

  const dismiss = useCallback(() => {
    jobRef.current?.controller?.abort();
    jobRef.current = null;
    setView(IDLE);
  }, []);

  return { view, start, resume, cancel, downloadPartial, dismiss };
}
