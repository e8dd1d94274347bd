// One export job as the hook keeps it: what the screen shows of it (ExportView), what is kept of
// it between visits (StoredJob), the pages fetched so far, and how a job is made, restored and
// reloaded from the page store.
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { OwnerContacts } from '../../../lib/lead-rows/owner-contacts';
import {
  exportColumnsOf,
  rowsPerNumber,
  type ExportColumn,
} from '../../../lib/lead-rows/contact-columns';
import { projectPage, type ProjectedPage } from '../../../lib/lead-rows/export-file';
import {
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
  type JoinedColumns,
} from './joined-columns';

export type ExportStatus = 'idle' | 'running' | 'paused' | 'failed' | 'cancelled' | 'done';

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

export interface JobState {
  stored: StoredJob;
  columns: ExportColumn[];
  pages: (ProjectedPage | undefined)[];
  /** The pages of an earlier visit are still in the page store, not in `pages`. */
  needsLoad: boolean;
  controller?: AbortController;
  pause?: AbortController;
}

export const IDLE: ExportView = { status: 'idle', label: '', rows: 0, total: 0, waitCount: 0 };

export function viewOf(stored: StoredJob, status: ExportStatus, restored = false): ExportView {
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

export function headersOf(state: JobState): string[] {
  return state.columns.map((c) => c.label);
}

let jobCounter = 0;

/** A new job: its stored record (an id, page 0) and its columns, joined ones included. */
export function newJobState(
  job: ExportJob,
  settings: ExportSettings,
  joined: JoinedColumns | undefined,
): JobState {
  const total = Math.max(0, Math.min(job.total, settings.limit ?? job.total));
  jobCounter += 1;
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
  return {
    stored,
    columns: [
      ...exportColumnsOf(settings.columnIds, job.privacy),
      ...(joined ? joinedCatalogueColumns(joined) : []),
    ],
    pages: [],
    needsLoad: false,
  };
}

/** A job left by an earlier visit comes back paused, its pages still in the page store. */
export function restore(): { state: JobState | null; view: ExportView } {
  const stored = readStoredJob();
  if (!stored) return { state: null, view: IDLE };
  const columns = [
    ...exportColumnsOf(stored.settings.columnIds, stored.job.privacy),
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

/** A restored job's pages come back from the page store; the missing ones will be fetched again. */
export async function loadStoredPages(state: JobState, store: PageStore): Promise<void> {
  const stored = await store.load(state.stored.id);
  // Pages missing from the store (no IndexedDB, or cleared) are fetched again.
  const firstMissing = stored.findIndex((p) => p === undefined);
  const usable = firstMissing === -1 ? stored.length : firstMissing;
  state.pages = stored.slice(0, usable);
  state.stored.nextPage = Math.min(state.stored.nextPage, usable);
  state.stored.rows = leadsIn(state.pages);
  state.needsLoad = false;
}

/** Leads fetched so far (progress counts leads, whatever rows they became). */
function leadsIn(pages: readonly (ProjectedPage | undefined)[]): number {
  return pages.reduce((sum, p) => sum + (p ? (p.records ?? p.rows.length) : 0), 0);
}

/** A fetched page into the job: projected onto its columns (with its leads' contacts) and counted. */
export function addPage(
  state: JobState,
  page: number,
  records: readonly PropertyRecord[],
  total: number,
  contacts?: ReadonlyMap<string, OwnerContacts>,
): ProjectedPage {
  const { stored } = state;
  const { settings } = stored;
  const projected = projectPage(
    records,
    {
      columns: state.columns,
      dedupe: settings.dedupe,
      filters: settings.contactFilters,
      perNumber: rowsPerNumber(settings.columnIds),
    },
    contacts,
  );
  state.pages[page] = projected;
  stored.nextPage = page + 1;
  stored.total = total;
  stored.rows = leadsIn(state.pages);
  return projected;
}

/** Nothing of a job is kept any more: its record, its joined values, its pages. */
export function forgetJob(store: PageStore): void {
  writeStoredJob(undefined);
  forgetJoinedValues();
  void store.clear().catch(() => undefined);
}
