// The service calls of a watch's run, each through callService as the watch's agent on behalf of
// its owner (the meter, the caps, the held records and held skip answers all apply): the free ids
// of the search, the records of the new leads (pages of 250), their owners' skip traces (batches
// of 100). A 402 from a cap stops the steps with the cap's words; what was bought so far stays.
import type { PropertySearchRequest } from '../../src/api/contract/search-request';
import type { LedgerAgent } from '../store/ledger-repo';
import type { ServiceCaller } from '../jobs/service-call';
import { ownerSkipItem } from './skip-items';

const RECORDS_PAGE = 250;
const SKIP_BATCH = 100;

export interface Spender {
  callService: ServiceCaller;
  /** The watch's owner: the ledger row is theirs. */
  user: string;
  agent: LedgerAgent;
}

/** A cap refused the call: its words, kept on the run. */
export class CapReached extends Error {
  override name = 'CapReached';
}

interface Answer {
  data?: unknown[];
  resultCount?: number;
  message?: string;
  errorCode?: string;
}

async function call(spender: Spender, path: string, body: unknown): Promise<Answer> {
  const answer = await spender.callService({
    path,
    body,
    user: spender.user,
    agent: spender.agent,
  });
  const read = (answer.body ?? {}) as Answer;
  if (answer.status === 402 && read.errorCode === 'SPEND_CAP_REACHED')
    throw new CapReached(read.message ?? 'A spending cap stopped this run.');
  if (answer.status !== 200)
    throw new Error(
      `The property service answered ${answer.status}${read.message ? `: ${read.message}` : ''}`,
    );
  return read;
}

/** The search's ids now (free, at most 10,000) and how many it matches in all. */
export async function idsNow(
  spender: Spender,
  request: PropertySearchRequest,
): Promise<{ ids: string[]; matches: number }> {
  const answer = await call(spender, '/v2/PropertySearch', request);
  const ids = (answer.data ?? []).map(String);
  return { ids, matches: Math.max(answer.resultCount ?? ids.length, ids.length) };
}

type RecordLike = Parameters<typeof ownerSkipItem>[0];

/** Buys the records of `ids` (those held are answered from the store, free), page by page. */
export async function pullRecords(
  spender: Spender,
  ids: readonly string[],
  onPage: (records: RecordLike[]) => void,
): Promise<void> {
  for (let start = 0; start < ids.length; start += RECORDS_PAGE) {
    const page = ids.slice(start, start + RECORDS_PAGE).map(Number);
    const answer = await call(spender, '/v2/PropertySearch', {
      ids: page,
      size: page.length,
      resultIndex: 0,
    });
    onPage((answer.data ?? []) as RecordLike[]);
  }
}

/** Traces the owners of `records` (those held are answered from the store, free), batch by batch. */
export async function traceOwners(
  spender: Spender,
  records: readonly RecordLike[],
  onBatch: (traced: number) => void,
): Promise<void> {
  const items = records.flatMap((record) => ownerSkipItem(record) ?? []);
  for (let start = 0; start < items.length; start += SKIP_BATCH) {
    const batch = items.slice(start, start + SKIP_BATCH);
    await call(spender, '/v2/SkipTraceBatchAwait', { skips: batch });
    onBatch(batch.length);
  }
}
