// One runner for work sent as numbered batches, one request at a time: the CSV export's pages and
// the bulk MLS lookup's batches of ids. Retries follow the client's policy (queries.ts), so a
// daily cap is never retried here either; cancel, resume and progress work the same for both.
import { retryDelay, shouldRetry } from './queries';

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface BatchRunOptions<T> {
  /** The batch to start at: 0, or the `next` of a run that stopped, failed or was aborted (resume). */
  from: number;
  /** How many batches there are at most; `onBatch` may end the run sooner. */
  count: number;
  /** Sends batch `index`; `signal` aborts it. */
  send: (index: number, signal: AbortSignal) => Promise<T>;
  /** Progress: batch `index` arrived. Return false when it was the last one (e.g. a short page). */
  onBatch: (index: number, result: T) => boolean | void;
  /** Hard stop: the request in flight is aborted too. */
  signal: AbortSignal;
  /** Soft stop: the batch in flight finishes and is kept, then no new one starts. */
  stop?: AbortSignal | undefined;
  /** Told before each automatic wait; `failures` counts the failures of this batch so far, from 1. */
  onWait?: ((ms: number, failures: number, error: unknown) => void) | undefined;
  /** Injected in tests; by default a timer that ends early on either stop. */
  sleep?: Sleep | undefined;
}

/** Where the run ended; `next` is the first batch not delivered, where a resume starts. */
export type BatchOutcome =
  | { kind: 'done'; next: number }
  | { kind: 'stopped'; next: number }
  | { kind: 'aborted'; next: number }
  | { kind: 'failed'; next: number; error: unknown };

/** Resolves after `ms`, or at once when `signal` aborts: the caller checks which it was. */
function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

export async function runBatches<T>(options: BatchRunOptions<T>): Promise<BatchOutcome> {
  const { count, send, onBatch, signal, stop, onWait } = options;
  const sleep = options.sleep ?? abortableSleep;
  // Waiting out a 429 ends early on a soft stop as well as a hard one: nothing is in flight then.
  const waitSignal = stop ? AbortSignal.any([stop, signal]) : signal;
  const interrupted = (next: number): BatchOutcome | undefined =>
    signal.aborted
      ? { kind: 'aborted', next }
      : stop?.aborted
        ? { kind: 'stopped', next }
        : undefined;

  for (let index = options.from; index < count; index += 1) {
    const before = interrupted(index);
    if (before) return before;
    let result: T;
    // Counted as React Query counts for `retry` and `retryDelay`: failures before this one, from 0.
    for (let failures = 0; ; failures += 1) {
      try {
        result = await send(index, signal);
        break;
      } catch (error) {
        if (signal.aborted) return { kind: 'aborted', next: index };
        if (!shouldRetry(failures, error)) return { kind: 'failed', next: index, error };
        const ms = retryDelay(failures, error);
        onWait?.(ms, failures + 1, error);
        await sleep(ms, waitSignal);
        const during = interrupted(index);
        if (during) return during;
      }
    }
    if (onBatch(index, result) === false) return { kind: 'done', next: index + 1 };
  }
  return { kind: 'done', next: Math.max(options.from, count) };
}
