// The export loop: pages of 250 up to 10,000 rows, cancellable, resumable from the first unfetched page.
import { isApiError } from '../../../api/api-error';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { LIMITS } from '../../../api/contract/search-fields';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import type { SearchListPage } from '../../../api/client';

export const EXPORT_PAGE_SIZE = LIMITS.maxSize;
export const EXPORT_MAX_ROWS = LIMITS.maxIdsOnly;

export type FetchPage = (
  request: PropertySearchRequest,
  signal: AbortSignal,
) => Promise<SearchListPage>;

export interface RunExportOptions {
  /** The search without paging; the loop adds size and resultIndex. */
  base: PropertySearchRequest;
  /** Rows expected (capped at 10,000); shrinks if the server reports fewer matches. */
  total: number;
  /** First page to fetch: 0, or where a failed run stopped. */
  startPage: number;
  fetchPage: FetchPage;
  signal: AbortSignal;
  onPage: (page: number, records: PropertyRecord[], total: number) => void;
  /** Told before an automatic wait (429 Retry-After or a transient failure). */
  onWait?: (seconds: number) => void;
  /** Injectable for tests. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Automatic retries per page for 429, 5xx and network errors. */
  maxRetries?: number;
}

export function pageCount(total: number): number {
  return Math.ceil(Math.min(total, EXPORT_MAX_ROWS) / EXPORT_PAGE_SIZE);
}

function abortError(): DOMException {
  return new DOMException('The export was cancelled.', 'AbortError');
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(abortError());
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/** How long to wait before retrying, or undefined when retrying cannot help (4xx, bad key). */
function retryDelayMs(error: unknown, attempt: number): number | undefined {
  if (!isApiError(error)) return undefined;
  if (error.status === 429 && error.retryAfterMs !== undefined) return error.retryAfterMs;
  if (error.status === 0 || error.status >= 500) return 1000 * 2 ** attempt;
  return undefined;
}

/** Fetches pages from `startPage` on; throws (keeping earlier pages delivered) on a lasting failure. */
export async function runExport({
  base,
  total: expected,
  startPage,
  fetchPage,
  signal,
  onPage,
  onWait,
  sleep = abortableSleep,
  maxRetries = 2,
}: RunExportOptions): Promise<void> {
  let total = Math.min(expected, EXPORT_MAX_ROWS);
  for (let page = startPage; page * EXPORT_PAGE_SIZE < total; page += 1) {
    if (signal.aborted) throw abortError();
    const request: PropertySearchRequest = {
      ...base,
      size: EXPORT_PAGE_SIZE,
      resultIndex: page * EXPORT_PAGE_SIZE,
    };
    let response: SearchListPage | undefined;
    for (let attempt = 0; response === undefined; attempt += 1) {
      try {
        response = await fetchPage(request, signal);
      } catch (error) {
        if (signal.aborted) throw abortError();
        const delay = retryDelayMs(error, attempt);
        if (delay === undefined || attempt >= maxRetries) throw error;
        onWait?.(Math.ceil(delay / 1000));
        await sleep(delay, signal);
      }
    }
    total = Math.min(total, response.resultCount, EXPORT_MAX_ROWS);
    const records = response.data.slice(0, Math.max(0, total - page * EXPORT_PAGE_SIZE));
    // A short page means the server has no more rows, whatever the count said. Records the app
    // could not read were still sent, so they count towards the page being full.
    const sent = response.data.length + response.skipped.length;
    const last = sent < EXPORT_PAGE_SIZE;
    if (last) total = page * EXPORT_PAGE_SIZE + records.length;
    onPage(page, records, total);
    if (last) return;
  }
}
