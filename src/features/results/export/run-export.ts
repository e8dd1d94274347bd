// The export loop: pages of 250 through resultIndex up to resultCount (or the user's limit),
// pausable, cancellable, resumable from the first unfetched page. Sending, retrying, pausing and
// cancelling are the shared batch runner's (api/batch-run).
import { runBatches, type Sleep } from '../../../api/batch-run';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { LIMITS } from '../../../api/contract/search-fields';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import type { SearchListPage } from '../../../api/client';

export const EXPORT_PAGE_SIZE = LIMITS.maxSize;

export type FetchPage = (
  request: PropertySearchRequest,
  signal: AbortSignal,
) => Promise<SearchListPage>;

export interface RunExportOptions {
  /** The search without paging; the loop adds size and resultIndex. */
  base: PropertySearchRequest;
  /** Rows wanted (the matches, or the user's limit); shrinks if the server reports fewer matches. */
  total: number;
  /** First page to fetch: 0, or where a failed run stopped. */
  startPage: number;
  fetchPage: FetchPage;
  signal: AbortSignal;
  /** Pause: the page in flight is kept, then the loop ends without error. */
  stop?: AbortSignal | undefined;
  onPage: (page: number, records: PropertyRecord[], total: number) => void;
  /** Told before an automatic wait (429 Retry-After or a transient failure), in seconds. */
  onWait?: (seconds: number) => void;
  /** Injectable for tests. */
  sleep?: Sleep;
}

export function pageCount(total: number): number {
  return Math.ceil(total / EXPORT_PAGE_SIZE);
}

function abortError(): DOMException {
  return new DOMException('The export was cancelled.', 'AbortError');
}

/**
 * Fetches pages from `startPage` on. Resolves 'done' or 'paused' (the first unfetched page is where
 * a resume starts); throws (earlier pages stay delivered) on a lasting failure or a cancel.
 */
export async function runExport({
  base,
  total: expected,
  startPage,
  fetchPage,
  signal,
  stop,
  onPage,
  onWait,
  sleep,
}: RunExportOptions): Promise<'done' | 'paused'> {
  let total = expected;
  const outcome = await runBatches<SearchListPage>({
    from: startPage,
    count: pageCount(total),
    send: (page, pageSignal) =>
      fetchPage(
        { ...base, size: EXPORT_PAGE_SIZE, resultIndex: page * EXPORT_PAGE_SIZE },
        pageSignal,
      ),
    onBatch: (page, response) => {
      total = Math.min(total, response.resultCount);
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
    stop,
    onWait: onWait ? (ms) => onWait(Math.ceil(ms / 1000)) : undefined,
    sleep,
  });
  if (outcome.kind === 'aborted') throw abortError();
  if (outcome.kind === 'failed') throw outcome.error;
  return outcome.kind === 'stopped' ? 'paused' : 'done';
}
