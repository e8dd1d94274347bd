// A trace job as it is kept in localStorage, so a trace paused, failed or cut short by a reload can
// be picked up where it stopped: the leads to trace, how many are done (batches of 100 in order),
// and what came back so far. One trace at a time, like the export.
import { readJson, writeJson } from '../../../lib/local-store';
import { integerFormat, pluralize } from '../../../lib/plural';

import { TRACE_JOB_KEY } from './trace-request';

/** SkipTraceBatchAwait answers at most 100 owners a call. */
const TRACE_BATCH_SIZE = 100;

export interface TraceCounts {
  /** Leads handled so far (sent, or left out for having no address). */
  done: number;
  matched: number;
  /** Owners the service found no one for (people: company owners are counted apart). */
  noMatch: number;
  /** An LLC or trust owner with no personal match ("company owners: no personal match"). */
  companyNoMatch: number;
  /** Records with neither a whole situs nor a whole mailing address: nothing to send. */
  noAddress: number;
  /** Items the answer could not be read for (a per-item error): not traced, not charged. */
  failed: number;
  /** What the skip calls cost, as their answers stated (matches; held and no-match owners are free). */
  credits: number;
  /** Skip calls whose answer did not state a cost: unknown, never taken as free. */
  unknownCostCalls: number;
}

export interface TraceJob {
  id: string;
  /** What is traced, in words: "250 leads on this page", "the list “Austin”". */
  label: string;
  /** The leads to trace (already traced ones left out), in order. */
  ids: number[];
  counts: TraceCounts;
}

export const NO_COUNTS: Readonly<TraceCounts> = {
  done: 0,
  matched: 0,
  noMatch: 0,
  companyNoMatch: 0,
  noAddress: 0,
  failed: 0,
  credits: 0,
  unknownCostCalls: 0,
};

export function newTraceJob(label: string, ids: readonly number[]): TraceJob {
  const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  return { id, label, ids: [...ids], counts: { ...NO_COUNTS } };
}

/** The first batch not yet traced: where a run (or a resume) starts. */
export function nextBatch(job: TraceJob): number {
  return Math.ceil(job.counts.done / TRACE_BATCH_SIZE);
}

export function batchCount(job: TraceJob): number {
  return Math.ceil(job.ids.length / TRACE_BATCH_SIZE);
}

export function batchIds(job: TraceJob, index: number): number[] {
  return job.ids.slice(index * TRACE_BATCH_SIZE, (index + 1) * TRACE_BATCH_SIZE);
}

const COUNT_NAMES: (keyof TraceCounts)[] = [
  'done',
  'matched',
  'noMatch',
  'companyNoMatch',
  'noAddress',
  'failed',
  'credits',
  'unknownCostCalls',
];

/** Counts so far plus a batch's: every count adds up, `done` included. */
export function sumCounts(a: Readonly<TraceCounts>, b: Readonly<TraceCounts>): TraceCounts {
  const sum = { ...a };
  for (const name of COUNT_NAMES) sum[name] = a[name] + b[name];
  return sum;
}

function isTraceJob(value: unknown): value is TraceJob {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<TraceJob>;
  return (
    typeof v.id === 'string' &&
    typeof v.label === 'string' &&
    Array.isArray(v.ids) &&
    v.ids.every((id) => typeof id === 'number') &&
    typeof v.counts === 'object' &&
    v.counts !== null &&
    COUNT_NAMES.every((name) => typeof v.counts?.[name] === 'number')
  );
}

export function readTraceJob(): TraceJob | undefined {
  return readJson(TRACE_JOB_KEY, isTraceJob);
}

export function writeTraceJob(job: TraceJob | undefined): void {
  try {
    if (job) writeJson(TRACE_JOB_KEY, job);
    else localStorage.removeItem(TRACE_JOB_KEY);
  } catch {
    // Not kept (storage blocked or full): the trace still runs, it just cannot outlive the tab.
  }
}

/**
 * "Traced 300 of 460 · 212 matched · 41 no match · 7 company owners: no personal match · 3 with
 * no address to trace · 212 credits"; the parts after "no match" only when there are some, the
 * credits once any call answered (what the skip calls were charged, as their answers said).
 */
export function progressWords(job: TraceJob): string {
  const { counts } = job;
  const parts = [
    `Traced ${integerFormat.format(counts.done)} of ${integerFormat.format(job.ids.length)}`,
    `${integerFormat.format(counts.matched)} matched`,
    `${integerFormat.format(counts.noMatch)} no match`,
  ];
  if (counts.companyNoMatch > 0)
    parts.push(`${pluralize(counts.companyNoMatch, 'company owner')}: no personal match`);
  if (counts.noAddress > 0)
    parts.push(`${integerFormat.format(counts.noAddress)} no address to trace`);
  if (counts.failed > 0) parts.push(`${integerFormat.format(counts.failed)} could not be read`);
  if (counts.credits > 0 || counts.unknownCostCalls === 0)
    parts.push(pluralize(counts.credits, 'credit'));
  if (counts.unknownCostCalls > 0)
    parts.push(`the cost of ${pluralize(counts.unknownCostCalls, 'call')} not stated`);
  return parts.join(' · ');
}
