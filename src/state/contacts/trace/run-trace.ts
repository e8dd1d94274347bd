// The trace run: the leads of a job in batches of 100, one batch at a time (runBatches): the
// batch's records by ids (the app's server answers the ones the team holds free), one skip item
// per owner (a record without an address is counted, not sent), one SkipTraceBatchAwait call, and
// the counts. Pause lets the batch in flight land; cancel aborts it. Reading records is retried as
// every search is; a skip call never is (the spec: no silent retry; the service may have charged
// it), so a failed one stops the run where a "Try again" resumes it.
import { runBatches, type Sleep } from '../../../api/batch-run';
import type { SkipTraceItem } from '../../../api/contract/skip-trace-request';
import type { SkipBatchRead } from '../../../api/read/read-skip-trace';
import { ownedByEntity, ownerSkipItem, type SkipSource } from '../../../api/skip-item';
import {
  batchCount,
  batchIds,
  nextBatch,
  NO_COUNTS,
  sumCounts,
  type TraceCounts,
  type TraceJob,
} from './trace-job';

export interface TraceCalls {
  /** The records of `ids` (the records-by-ids path: held ones free, the rest 1 credit each). */
  readRecords: (ids: number[], signal: AbortSignal) => Promise<readonly SkipSource[]>;
  skipTraceBatch: (items: SkipTraceItem[], signal: AbortSignal) => Promise<SkipBatchRead>;
}

export interface TraceRunOptions extends TraceCalls {
  job: TraceJob;
  /** Hard stop: the batch in flight is aborted. */
  signal: AbortSignal;
  /** Soft stop (pause): the batch in flight lands, then no new one starts. */
  stop?: AbortSignal | undefined;
  /** A batch landed: the job with its new counts (keep it, refresh the contacts, show it). */
  onBatch: (job: TraceJob) => void;
  /** Reading records waits out a 429: seconds until the next try. */
  onWait?: ((seconds: number) => void) | undefined;
  sleep?: Sleep | undefined;
}

export type TraceOutcome =
  { kind: 'done' } | { kind: 'stopped' } | { kind: 'aborted' } | { kind: 'failed'; error: unknown };

/** One batch's answer, or the skip call's failure (returned, not thrown, so it is not retried). */
/** A batch's counts (`done`: the leads it handled), or why it stopped. */
type BatchResult = { counts: TraceCounts } | { error: unknown };

/** The items of one batch, and what is counted without sending (no address, no record). */
function itemsOf(ids: readonly number[], records: readonly SkipSource[]) {
  const byId = new Map(records.map((record) => [String(record.id), record]));
  const counts: TraceCounts = { ...NO_COUNTS, done: ids.length };
  const items: SkipTraceItem[] = [];
  const companies = new Set<string>();
  for (const id of ids) {
    const record = byId.get(String(id));
    if (!record) {
      counts.failed += 1;
      continue;
    }
    const item = ownerSkipItem(record);
    if (!item) {
      counts.noAddress += 1;
      continue;
    }
    items.push(item);
    if (ownedByEntity(record)) companies.add(String(id));
  }
  return { items, counts, companies };
}

async function traceBatch(
  calls: TraceCalls,
  ids: number[],
  signal: AbortSignal,
): Promise<BatchResult> {
  const records = await calls.readRecords(ids, signal);
  const { items, counts, companies } = itemsOf(ids, records);
  if (items.length === 0) return { counts };
  let answer: SkipBatchRead;
  try {
    answer = await calls.skipTraceBatch(items, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return { error };
  }
  if (answer.credits === undefined) counts.unknownCostCalls += 1;
  else counts.credits += answer.credits;
  items.forEach((item, index) => {
    const result = answer.results[index];
    if (!result || result.status === 'failed') counts.failed += 1;
    else if (result.status === 'match') counts.matched += 1;
    else if (companies.has(String(item.key))) counts.companyNoMatch += 1;
    else counts.noMatch += 1;
  });
  return { counts };
}

/** Traces what is left of `job` (from its first untraced batch); resolves where it ended. */
export async function runTrace(options: TraceRunOptions): Promise<TraceOutcome> {
  let job = options.job;
  let failure: { error: unknown } | undefined;
  const outcome = await runBatches<BatchResult>({
    from: nextBatch(job),
    count: batchCount(job),
    send: (index, signal) => traceBatch(options, batchIds(job, index), signal),
    onBatch: (_index, result) => {
      if ('error' in result) {
        failure = result;
        return false;
      }
      job = { ...job, counts: sumCounts(job.counts, result.counts) };
      options.onBatch(job);
    },
    signal: options.signal,
    stop: options.stop,
    onWait: options.onWait && ((ms) => options.onWait?.(Math.ceil(ms / 1000))),
    sleep: options.sleep,
  });
  if (failure) return { kind: 'failed', error: failure.error };
  if (outcome.kind === 'failed') return { kind: 'failed', error: outcome.error };
  return { kind: outcome.kind };
}
