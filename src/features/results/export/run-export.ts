// The export loop: pages of 250 through resultIndex up to resultCount (or the user's limit),
// pausable, cancellable, resumable from the first unfetched page. Sending, retrying, pausing and
// cancelling are the shared batch runner's (api/batch-run). When the file has owner contacts, each
// page's contacts are read (free) right after its records, so a resumed export reads them too.
import { runBatches, type Sleep } from '../../../api/batch-run';
import type { PropertyRecord } from '../../../api/contract/property-record';
import { LIMITS } from '../../../api/contract/search-fields';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import type { SearchListPage } from '../../../api/client';
import type { OwnerContacts } from '../../../lib/lead-rows/owner-contacts';

export const EXPORT_PAGE_SIZE = LIMITS.maxSize;

export type FetchPage = (
  request: PropertySearchRequest,
  signal: AbortSignal,
) => Promise<SearchListPage>;

/** The held owner contacts of these property ids (≤ 1,000), by id: a free read. */
export type ReadContacts = (
  ids: string[],
  signal: AbortSignal,
) => Promise<ReadonlyMap<string, OwnerContacts>>;

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
  /** Given when the file has contact columns or a phone filter: read per page, after its records. */
  readContacts?: ReadContacts | undefined;
  onPage: (
    page: number,
    records: PropertyRecord[],
    total: number,
    contacts?: ReadonlyMap<string, OwnerContacts>,
  ) => void;
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

interface FetchedPage {
  response: SearchListPage;
  contacts?: ReadonlyMap<string, OwnerContacts> | undefined;
}

/**
 * A page's records, then its leads' contacts. A retry after the contacts read failed reuses the
 * records already fetched: fetching the page again could cost credits, reading contacts never does.
 */
function pageSender(
  base: PropertySearchRequest,
  fetchPage: FetchPage,
  readContacts: ReadContacts | undefined,
) {
  let kept: { page: number; response: SearchListPage } | undefined;
  return async (page: number, signal: AbortSignal): Promise<FetchedPage> => {
    const response =
      kept?.page === page
        ? kept.response
        : await fetchPage(
            { ...base, size: EXPORT_PAGE_SIZE, resultIndex: page * EXPORT_PAGE_SIZE },
            signal,
          );
    kept = { page, response };
    if (!readContacts || response.data.length === 0) return { response };
    const contacts = await readContacts(
      response.data.map((r) => r.id),
      signal,
    );
    return { response, contacts };
  };
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
  readContacts,
  onPage,
  onWait,
  sleep,
}: RunExportOptions): Promise<'done' | 'paused'> {
  let total = expected;
  const outcome = await runBatches<FetchedPage>({
    from: startPage,
    count: pageCount(total),
    send: pageSender(base, fetchPage, readContacts),
    onBatch: (page, { response, contacts }) => {
      total = Math.min(total, response.resultCount);
      const records = response.data.slice(0, Math.max(0, total - page * EXPORT_PAGE_SIZE));
      // A short page means the server has no more rows, whatever the count said. Records the app
      // could not read were still sent, so they count towards the page being full.
      const sent = response.data.length + response.skipped.length;
      const last = sent < EXPORT_PAGE_SIZE;
      if (last) total = page * EXPORT_PAGE_SIZE + records.length;
      onPage(page, records, total, contacts);
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
