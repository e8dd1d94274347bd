// The shared batch runner with a fake sender and fake timers: progress, cancel (soft and hard),
// resume from `next`, and retries that follow the client's policy, its backoff and Retry-After.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { runBatches, type BatchOutcome, type BatchRunOptions } from './batch-run';
import { MAX_RETRIES } from './queries';

const serverDown = () =>
  new ApiError({ status: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'down' });
const rateLimited = (retryAfterMs?: number) =>
  new ApiError({ status: 429, errorCode: 'RATE_LIMIT_EXCEEDED', message: 'slow', retryAfterMs });
const dailyCap = () =>
  new ApiError({
    status: 429,
    errorCode: 'DAILY_USAGE_EXCEEDED',
    message: 'cap',
    retryAfterMs: 1000,
  });

function options(
  overrides: Partial<BatchRunOptions<string>> = {},
): BatchRunOptions<string> & { delivered: number[] } {
  const delivered: number[] = [];
  return {
    from: 0,
    count: 3,
    send: async (index) => `batch ${index}`,
    onBatch: (index) => void delivered.push(index),
    signal: new AbortController().signal,
    delivered,
    ...overrides,
  };
}

/** Lets pending promise callbacks run (a fetch answering, the loop moving on). */
const flush = () => vi.advanceTimersByTimeAsync(0);

describe('runBatches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends every batch in order, one at a time, and reports each as progress', async () => {
    let inFlight = 0;
    const sent: number[] = [];
    const run = options({
      count: 4,
      send: async (index) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        sent.push(index);
        await Promise.resolve();
        inFlight -= 1;
        return `batch ${index}`;
      },
    });
    const got: string[] = [];
    run.onBatch = (_index, result) => void got.push(result);
    await expect(runBatches(run)).resolves.toEqual({ kind: 'done', next: 4 });
    expect(sent).toEqual([0, 1, 2, 3]);
    expect(got).toEqual(['batch 0', 'batch 1', 'batch 2', 'batch 3']);
  });

  it('ends early when onBatch says the batch was the last one', async () => {
    const send = vi.fn(async (index: number) => `batch ${index}`);
    const outcome = await runBatches(options({ count: 10, send, onBatch: (index) => index < 1 }));
    expect(outcome).toEqual({ kind: 'done', next: 2 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('resumes from `next`: a failed run carries on with the batch that failed', async () => {
    const refused = new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'no' });
    const first = options({
      count: 4,
      send: async (index) => {
        if (index === 2) throw refused;
        return `batch ${index}`;
      },
    });
    const failed = await runBatches(first);
    expect(failed).toEqual({ kind: 'failed', next: 2, error: refused });
    expect(first.delivered).toEqual([0, 1]);

    const second = options({ count: 4, from: failed.next });
    await expect(runBatches(second)).resolves.toEqual({ kind: 'done', next: 4 });
    expect(second.delivered).toEqual([2, 3]);
  });

  it('a soft stop lets the batch in flight finish and keeps it, then sends no more', async () => {
    const stop = new AbortController();
    const send = vi.fn(async (index: number, signal: AbortSignal) => {
      stop.abort();
      expect(signal.aborted).toBe(false);
      return `batch ${index}`;
    });
    const run = options({ count: 5, send, stop: stop.signal });
    await expect(runBatches(run)).resolves.toEqual({ kind: 'stopped', next: 1 });
    expect(send).toHaveBeenCalledTimes(1);
    expect(run.delivered).toEqual([0]);
  });

  it('a hard stop aborts the request in flight and delivers nothing of it', async () => {
    const abort = new AbortController();
    const run = options({
      count: 3,
      signal: abort.signal,
      send: (index, signal) =>
        index === 0
          ? Promise.resolve('batch 0')
          : new Promise((_resolve, reject) => {
              signal.addEventListener('abort', () =>
                reject(new DOMException('gone', 'AbortError')),
              );
              abort.abort();
            }),
    });
    await expect(runBatches(run)).resolves.toEqual({ kind: 'aborted', next: 1 });
    expect(run.delivered).toEqual([0]);
  });

  it('retries a server error with the client’s backoff (500 ms, doubling), then succeeds', async () => {
    let calls = 0;
    const onWait = vi.fn();
    const run = options({
      count: 1,
      onWait,
      send: async () => {
        calls += 1;
        if (calls <= 2) throw serverDown();
        return 'ok';
      },
    });
    let outcome: BatchOutcome | undefined;
    void runBatches(run).then((o) => (outcome = o));
    await flush();
    expect(calls).toBe(1);
    expect(onWait).toHaveBeenLastCalledWith(500, 1, expect.any(ApiError));
    await vi.advanceTimersByTimeAsync(499);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(2);
    expect(onWait).toHaveBeenLastCalledWith(1000, 2, expect.any(ApiError));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toBe(3);
    expect(outcome).toEqual({ kind: 'done', next: 1 });
    expect(run.delivered).toEqual([0]);
  });

  it('gives up after the client’s MAX_RETRIES and reports the last error', async () => {
    const send = vi.fn(async () => {
      throw serverDown();
    });
    const run = options({ count: 2, send });
    const done = runBatches(run);
    await vi.runAllTimersAsync();
    const outcome = await done;
    expect(outcome).toMatchObject({ kind: 'failed', next: 0, error: { status: 503 } });
    expect(send).toHaveBeenCalledTimes(MAX_RETRIES + 1);
    expect(run.delivered).toEqual([]);
  });

  it('waits a 429 out for its Retry-After, not the backoff', async () => {
    let calls = 0;
    const onWait = vi.fn();
    const run = options({
      count: 1,
      onWait,
      send: async () => {
        calls += 1;
        if (calls === 1) throw rateLimited(3000);
        return 'ok';
      },
    });
    const done = runBatches(run);
    await flush();
    expect(onWait).toHaveBeenCalledWith(3000, 1, expect.objectContaining({ status: 429 }));
    await vi.advanceTimersByTimeAsync(2999);
    expect(calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toEqual({ kind: 'done', next: 1 });
    expect(calls).toBe(2);
  });

  it('does not retry a daily-cap 429, whatever its Retry-After says', async () => {
    const cap = dailyCap();
    const send = vi.fn(async () => {
      throw cap;
    });
    const onWait = vi.fn();
    const outcome = await runBatches(options({ send, onWait }));
    expect(outcome).toEqual({ kind: 'failed', next: 0, error: cap });
    expect(send).toHaveBeenCalledTimes(1);
    expect(onWait).not.toHaveBeenCalled();
  });

  it('a stop during a retry wait ends the wait at once and keeps the place', async () => {
    const stop = new AbortController();
    const send = vi.fn(async (index: number) => {
      if (index === 1) throw rateLimited(30_000);
      return `batch ${index}`;
    });
    const run = options({ count: 3, send, stop: stop.signal });
    let outcome: BatchOutcome | undefined;
    void runBatches(run).then((o) => (outcome = o));
    await flush();
    expect(outcome).toBeUndefined();
    stop.abort();
    await flush();
    expect(outcome).toEqual({ kind: 'stopped', next: 1 });
    expect(send).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does nothing when resumed past the last batch', async () => {
    const send = vi.fn(async () => 'x');
    await expect(runBatches(options({ from: 3, count: 3, send }))).resolves.toEqual({
      kind: 'done',
      next: 3,
    });
    expect(send).not.toHaveBeenCalled();
  });
});
