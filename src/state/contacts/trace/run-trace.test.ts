// The trace run with fake calls: batches of 100 in order, the counts (matched, no match, company
// owners with no personal match, no address), pause after the batch in flight, cancel, a resume
// from the job kept after a reload, and a refusal (the cap, the key's scope) that stops the run
// without a retry.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { SkipTraceItem } from '../../../api/contract/skip-trace-request';
import type { SkipOwnerResult } from '../../../api/read/read-skip-trace';
import type { SkipSource } from '../../../api/skip-item';
import { runTrace, type TraceCalls } from './run-trace';
import {
  newTraceJob,
  progressWords,
  readTraceJob,
  writeTraceJob,
  type TraceJob,
} from './trace-job';

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** Ids ending in 7: a company owner; ending in 3: no address; even: matched; else no match. */
function recordOf(id: number): SkipSource {
  const company = id % 10 === 7;
  return {
    id: String(id),
    owner1FirstName: company ? null : 'Ann',
    owner1LastName: company ? 'Oak Holdings LLC' : 'Lee',
    companyName: company ? 'Oak Holdings LLC' : null,
    corporateOwned: company,
    address:
      id % 10 === 3
        ? undefined
        : { street: `${id} Oak St`, city: 'Austin', state: 'TX', zip: '78701' },
    mailAddress: undefined,
  };
}

function resultOf(item: SkipTraceItem): SkipOwnerResult {
  const matched = Number(item.key) % 2 === 0;
  return {
    key: String(item.key),
    status: matched ? 'match' : 'no-match',
    cached: false,
    persons: [],
    phones: [],
    emails: [],
  };
}

const matchesIn = (items: SkipTraceItem[]) =>
  items.map(resultOf).filter((r) => r.status === 'match').length;

function calls(overrides: Partial<TraceCalls> = {}) {
  const sent: SkipTraceItem[][] = [];
  const base: TraceCalls = {
    readRecords: vi.fn(async (ids: number[]) => ids.map(recordOf)),
    skipTraceBatch: vi.fn(async (items: SkipTraceItem[]) => {
      sent.push(items);
      const results = items.map(resultOf);
      // As the service charges: 1 a match; the second batch does not state its cost.
      const credits = results.filter((r) => r.status === 'match').length;
      return { results, credits: sent.length === 2 ? undefined : credits, requestId: 'r' };
    }),
  };
  return { calls: { ...base, ...overrides }, sent };
}

function run(job: TraceJob, c: TraceCalls, extra: Partial<Parameters<typeof runTrace>[0]> = {}) {
  const seen: TraceJob[] = [];
  const done = runTrace({
    job,
    ...c,
    signal: new AbortController().signal,
    onBatch: (next) => void seen.push(next),
    ...extra,
  });
  return { done, seen };
}

describe('runTrace', () => {
  it('traces in batches of 100 and counts every outcome', async () => {
    const { calls: c, sent } = calls();
    const { done, seen } = run(newTraceJob('250 leads on this page', range(1001, 250)), c);
    await expect(done).resolves.toEqual({ kind: 'done' });
    expect(c.readRecords).toHaveBeenCalledTimes(3);
    expect(vi.mocked(c.readRecords).mock.calls.map(([ids]) => ids.length)).toEqual([100, 100, 50]);
    // A record without an address is not sent: 25 of the 250 end in 3.
    expect(sent.flat()).toHaveLength(225);
    const last = seen.at(-1)!;
    expect(last.counts).toEqual({
      done: 250,
      matched: 125,
      noMatch: 75,
      companyNoMatch: 25,
      noAddress: 25,
      failed: 0,
      credits: last.counts.matched - matchesIn(sent[1]!),
      unknownCostCalls: 1,
    });
    expect(last.counts.credits).toBeGreaterThan(0);
    expect(progressWords(last)).toBe(
      `Traced 250 of 250 · 125 matched · 75 no match · 25 company owners: no personal match · 25 no address to trace · ${last.counts.credits} credits · the cost of 1 call not stated`,
    );
  });

  it('pauses after the batch in flight, and resumes from the job kept in storage', async () => {
    // The node project has no localStorage: a Map stands in for it.
    const kept_ = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => kept_.get(key) ?? null,
      setItem: (key: string, value: string) => void kept_.set(key, value),
      removeItem: (key: string) => void kept_.delete(key),
    });
    const stop = new AbortController();
    const { calls: c } = calls({
      skipTraceBatch: vi.fn(async (items: SkipTraceItem[]) => {
        stop.abort();
        return { results: items.map(resultOf), credits: 0, requestId: 'r' };
      }),
    });
    const { done, seen } = run(newTraceJob('x', range(1, 300)), c, {
      stop: stop.signal,
      onBatch: (job) => {
        seen.push(job);
        writeTraceJob(job);
      },
    });
    await expect(done).resolves.toEqual({ kind: 'stopped' });
    expect(seen).toHaveLength(1);

    // A reload: the job read back from localStorage picks up at the second batch.
    const kept = readTraceJob()!;
    expect(kept.counts.done).toBe(100);
    const again = calls();
    const resumed = run(kept, again.calls);
    await expect(resumed.done).resolves.toEqual({ kind: 'done' });
    expect(again.sent.flat()[0]?.key).toBe('101');
    expect(resumed.seen.at(-1)?.counts.done).toBe(300);
    writeTraceJob(undefined);
    expect(readTraceJob()).toBeUndefined();
    vi.unstubAllGlobals();
  });

  it('cancel aborts the batch in flight', async () => {
    const controller = new AbortController();
    const { calls: c } = calls({
      skipTraceBatch: (_items, signal) =>
        new Promise((_resolve, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          controller.abort();
        }),
    });
    const { done, seen } = run(newTraceJob('x', range(1, 200)), c, { signal: controller.signal });
    await expect(done).resolves.toEqual({ kind: 'aborted' });
    expect(seen).toEqual([]);
  });

  it.each([
    ['the spend cap', 402, 'SPEND_CAP_REACHED'],
    ['the key’s scope', 403, 'SKIPTRACE_SCOPE_UNAUTHORIZED'],
  ] as const)(
    'a refusal (%s) stops the run at that batch, never retried',
    async (_what, status, errorCode) => {
      const refusal = new ApiError({ status, errorCode, message: 'no' });
      let sentCalls = 0;
      const { calls: c } = calls({
        skipTraceBatch: vi.fn(async (items: SkipTraceItem[]) => {
          sentCalls += 1;
          if (sentCalls === 2) throw refusal;
          return { results: items.map(resultOf), credits: 0, requestId: 'r' };
        }),
      });
      const { done, seen } = run(newTraceJob('x', range(1, 300)), c);
      await expect(done).resolves.toEqual({ kind: 'failed', error: refusal });
      expect(c.skipTraceBatch).toHaveBeenCalledTimes(2);
      expect(seen.at(-1)?.counts.done).toBe(100);
    },
  );

  it('a 503 from the service on the skip call is not retried either', async () => {
    const down = new ApiError({ status: 503, errorCode: 'SERVICE_UNAVAILABLE', message: 'down' });
    const { calls: c } = calls({ skipTraceBatch: vi.fn(async () => Promise.reject(down)) });
    const { done } = run(newTraceJob('x', range(1, 10)), c);
    await expect(done).resolves.toEqual({ kind: 'failed', error: down });
    expect(c.skipTraceBatch).toHaveBeenCalledTimes(1);
  });
});
