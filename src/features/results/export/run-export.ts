// The export loop: pages of 250 up to 10,000 rows, cancellable, resumable from the first unfetched
// page. Sending, retrying and cancelling are the shared batch runner's (api/batch-run).
import { runBatches, type Sleep } from '../../../api/batch-run';
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
  /** Told before an automatic wait (429 Retry-After or a transient failure), in seconds. */
  onWait?: (seconds: number) => void;
  /** Injectable for tests. */
  sleep?: Sleep;
}

export function pageCount(total: number): number {
  return Math.ceil(Math.min(total, EXPORT_MAX_ROWS) / EXPORT_PAGE_SIZE);
}

function abortError(): DOMException {
  return new DOMException('The export was cancelled.', 'AbortError');
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
  sleep,
}: RunExportOptions): Promise<void> {
  let total = Math.min(expected, EXPORT_MAX_ROWS);
  const outcome = await runBatches<SearchListPage>({
    from: startPage,
    count: pageCount(total),
    send: (page, pageSignal) =>
      fetchPage(
        { ...base, size: EXPORT_PAGE_SIZE, resultIndex: page * EXPORT_PAGE_SIZE },
        pageSignal,
      ),
    onBatch: (page, response) => {
      total = Math.min(total, response.resultCount, EXPORT_MAX_ROWS);
      const records = response.data.slice(0, Math.max(0, total - page * EXPORT_PAGE_SIZE));
      // A short page means the server has no more rows, whatever the count said. Records the app
      // could not read were still sent, so they count towards the page being full.
      const sent = response.data.length + response.skipped.length;
      const last = sent < EXPORT_PAGE_SIZE;
      if (last) total = page * EXPORT_PAGE_SIZE + records.length;
      onPage(page, records, total);
      return !last && (page + 1) * EXPORT_PAGE_SIZE < total;
    },
    signal,
    onWait: onWait ? (ms) => onWait(Math.ceil(ms / 1000)) : undefined,
    sleep,
  });
  if (outcome.kind === 'aborted') throw abortError();
  if (outcome.kind === 'failed') throw outcome.error;
}
