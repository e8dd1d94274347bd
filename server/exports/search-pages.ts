// An export's pages of PropertySearch, fetched through the in-process service (the same meter,
// caps and held records as a browser's call, spent as the export's agent on its owner's behalf):
// a few in flight at once, started no faster than the vendor's rate limit allows, handed on in
// order. A 429 is waited out (its Retry-After); a refusal (a cap, a daily limit, a bad search)
// ends the export with the service's words; anything else is tried a few times, then thrown for
// the job to retry later from the last committed page.
import type { ServiceCaller } from '../jobs/service-call';
import { parseRetryAfter, readSearchList, type PropertyRecord } from './lead-rows';

/** The service's cap on records per search answer, and so the export's page. */
export const EXPORT_PAGE_SIZE = 250;

export interface FetchedPage {
  index: number;
  /** The records asked for: a page, or what is left of the export when that is less. */
  size: number;
  records: PropertyRecord[];
  /** Records the service sent, read or not: fewer than a page means it has no more. */
  sent: number;
  resultCount: number;
}

/** A refusal that retrying cannot change: the export fails with these words. */
export class ExportRefused extends Error {
  override name = 'ExportRefused';
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

const sleep: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

interface PageSource {
  callService: ServiceCaller;
  search: Record<string, unknown>;
  owner: string;
  agent: string;
  signal?: AbortSignal | undefined;
  sleep?: Sleep | undefined;
}

const RATE_LIMIT_TRIES = 10;
const FAILURE_TRIES = 4;

function messageOf(body: unknown, status: number): string {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const words = [b.message, b.errorMessage, b.error].find((v) => typeof v === 'string');
  return typeof words === 'string' ? words : `The property service answered ${status}.`;
}

function errorCodeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>).errorCode
    : undefined;
}

/**
 * One page at `index` of `size` records (the last page asks only for the rows still wanted: each
 * record costs a credit), with the waits and tries above.
 */
export async function fetchSearchPage(
  source: PageSource,
  index: number,
  size = EXPORT_PAGE_SIZE,
): Promise<FetchedPage> {
  const wait = source.sleep ?? sleep;
  let limited = 0;
  let failed = 0;
  for (;;) {
    let status: number;
    let body: unknown;
    let headers: Headers | undefined;
    try {
      ({ status, body, headers } = await source.callService({
        path: '/v2/PropertySearch',
        body: { ...source.search, size, resultIndex: index },
        user: source.owner,
        agent: { key: source.agent, monthlyCap: null },
        signal: source.signal,
      }));
    } catch (error) {
      if (source.signal?.aborted) throw error;
      status = 0;
      body = { message: error instanceof Error ? error.message : String(error) };
    }
    if (status === 200) {
      const page = readSearchList(body, index);
      return {
        index,
        size,
        records: page.data,
        sent: page.data.length + page.skipped.length,
        resultCount: page.resultCount,
      };
    }
    if (status === 429 && errorCodeOf(body) === 'RATE_LIMIT_EXCEEDED') {
      limited += 1;
      if (limited > RATE_LIMIT_TRIES) throw new Error(messageOf(body, status));
      const after = parseRetryAfter(headers?.get('retry-after') ?? null);
      await wait(after ?? Math.min(30_000, 1000 * 2 ** limited), source.signal);
      continue;
    }
    // A cap (402 SPEND_CAP_REACHED, a daily limit's 429) or a search the service refuses: final.
    if (status >= 400 && status < 500) throw new ExportRefused(messageOf(body, status));
    failed += 1;
    if (failed >= FAILURE_TRIES) throw new Error(messageOf(body, status));
    await wait(1000 * 2 ** (failed - 1), source.signal);
  }
}

export interface PagesInOrder {
  /** The resultIndex of the first page. */
  from: number;
  /** Where the pages end as far as is known now (read again after each page is handed on). */
  end: () => number;
  fetch: (index: number) => Promise<FetchedPage>;
  /** Pages in flight at once. */
  inFlight: number;
  /** Least time between two pages' starts (the vendor allows 60 requests a second per key). */
  gapMs: number;
}

/**
 * The pages from `from` on, in order, up to `inFlight` of them fetched at once. A page fetched
 * ahead that is not wanted after all (the export ended sooner) is dropped unread.
 */
export async function* pagesInOrder(options: PagesInOrder): AsyncGenerator<FetchedPage> {
  const { from, end, fetch, inFlight, gapMs } = options;
  const ahead: Promise<FetchedPage>[] = [];
  let next = from;
  let slot = 0;
  const start = (index: number) => {
    const at = Math.max(Date.now(), slot);
    slot = at + gapMs;
    const delay = at - Date.now();
    const page = (delay > 0 ? sleep(delay) : Promise.resolve()).then(() => fetch(index));
    // Handled here too: a page fetched ahead whose export ended is never awaited.
    page.catch(() => undefined);
    return page;
  };
  for (;;) {
    while (ahead.length < inFlight && next < end()) {
      ahead.push(start(next));
      next += EXPORT_PAGE_SIZE;
    }
    const page = ahead.shift();
    if (!page) return;
    yield await page;
  }
}
