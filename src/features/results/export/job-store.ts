// Where a long export keeps its state, so it can be paused and picked up after a reload: the job
// (what, which columns, how far) in localStorage, the pages fetched so far in IndexedDB (10,000s
// of rows are more than localStorage holds). Without IndexedDB the pages stay in memory: pause and
// resume still work, resume after a reload starts again from the first page.
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import { readJson, writeJson } from '../../../lib/local-store';
import type { ContactFilters } from '../../../lib/lead-rows/contact-export';
import type { ColumnFormat } from '../../../lib/lead-rows/column-catalogue';
import type { DedupeMode } from '../../../lib/lead-rows/dedupe';
import type { ExportFormat, ProjectedPage } from '../../../lib/lead-rows/export-file';

export const JOB_STORAGE_KEY = 'llb.export.job.v1';
const DB_NAME = 'llb-export';
const STORE = 'pages';

export interface ExportJob {
  /** What is exported, in words: "12,345 matches", "3 selected rows", "the list “Austin”". */
  label: string;
  /** The search without paging. */
  base: PropertySearchRequest;
  /** Rows the search has (resultCount, or the ids given). */
  total: number;
  /** File-name slug, e.g. "austin-tx-absentee". */
  fileSlug: string;
  /** Privacy mode: names and addresses stay out of the file. */
  privacy: boolean;
}

export interface ExportSettings {
  /** Catalogue ids, in file order. */
  columnIds: readonly string[];
  dedupe: DedupeMode;
  format: ExportFormat;
  /** Stop after this many rows (before merging); undefined: all of them. */
  limit?: number | undefined;
  /** The column set's name, for the summary ("Mail merge"). */
  setName?: string | undefined;
  /** Which owner phones go into the file (issue 40); absent: every whole number. */
  contactFilters?: ContactFilters | undefined;
  /** Run on the app's server (server-export.ts), not in this tab; never remembered. */
  onServer?: boolean | undefined;
}

export interface StoredJob {
  id: string;
  job: ExportJob;
  settings: ExportSettings;
  /** First page not yet fetched. */
  nextPage: number;
  /** Rows the export will have (the limit, or the matches). */
  total: number;
  /** Rows fetched so far. */
  rows: number;
  /** Headers of the columns appended after the chosen ones (the joined MLS lookup). */
  extraLabels?: string[];
  /** Their formats, in the same order (jobs stored before formats were kept have none). */
  extraFormats?: ColumnFormat[];
}

function isStoredJob(value: unknown): value is StoredJob {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<StoredJob>;
  return (
    typeof v.id === 'string' &&
    typeof v.nextPage === 'number' &&
    typeof v.total === 'number' &&
    typeof v.rows === 'number' &&
    typeof v.job?.label === 'string' &&
    typeof v.job.base === 'object' &&
    Array.isArray(v.settings?.columnIds)
  );
}

export function readStoredJob(): StoredJob | undefined {
  return readJson(JOB_STORAGE_KEY, isStoredJob);
}

export function writeStoredJob(job: StoredJob | undefined): void {
  try {
    if (job) writeJson(JOB_STORAGE_KEY, job);
    else localStorage.removeItem(JOB_STORAGE_KEY);
  } catch {
    // Not kept (storage blocked or full): the export still runs, it just cannot outlive the tab.
  }
}

export interface PageStore {
  put(jobId: string, page: number, data: ProjectedPage): Promise<void>;
  /** The pages of `jobId` by page number (holes where a page is missing). */
  load(jobId: string): Promise<(ProjectedPage | undefined)[]>;
  /** Forgets every stored page (one export at a time). */
  clear(): Promise<void>;
  /** Whether pages outlive a reload. */
  readonly persistent: boolean;
}

export function memoryPageStore(): PageStore {
  const pages = new Map<string, (ProjectedPage | undefined)[]>();
  return {
    persistent: false,
    put: async (jobId, page, data) => {
      const list = pages.get(jobId) ?? [];
      list[page] = data;
      pages.set(jobId, list);
    },
    load: async (jobId) => [...(pages.get(jobId) ?? [])],
    clear: async () => pages.clear(),
  };
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

interface PageRow {
  jobId: string;
  page: number;
  data: ProjectedPage;
}

function indexedDbPageStore(factory: IDBFactory): PageStore {
  let db: Promise<IDBDatabase> | undefined;
  const open = () => {
    db ??= new Promise((resolve, reject) => {
      const req = factory.open(DB_NAME, 1);
      req.onupgradeneeded = () =>
        req.result.createObjectStore(STORE, { keyPath: ['jobId', 'page'] });
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error('IndexedDB did not open'));
    });
    return db;
  };
  const store = async (mode: IDBTransactionMode) =>
    (await open()).transaction(STORE, mode).objectStore(STORE);
  return {
    persistent: true,
    put: async (jobId, page, data) => {
      await request((await store('readwrite')).put({ jobId, page, data } satisfies PageRow));
    },
    load: async (jobId) => {
      const range = IDBKeyRange.bound([jobId, 0], [jobId, Number.MAX_SAFE_INTEGER]);
      const rows = (await request((await store('readonly')).getAll(range))) as PageRow[];
      const pages: (ProjectedPage | undefined)[] = [];
      for (const row of rows) pages[row.page] = row.data;
      return pages;
    },
    clear: async () => {
      await request((await store('readwrite')).clear());
    },
  };
}

/** IndexedDB when the browser has it, else memory. */
export function defaultPageStore(): PageStore {
  try {
    if (typeof indexedDB !== 'undefined' && indexedDB) return indexedDbPageStore(indexedDB);
  } catch {
    // Blocked (some private modes): fall through.
  }
  return memoryPageStore();
}
