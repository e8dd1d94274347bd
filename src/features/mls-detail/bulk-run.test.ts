// Bulk batching with a fake client: batches of 1,000 in order, recordCount summed, cancel, abort,
// all-miss 404, retry waits and resume.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { MlsBulkResult } from '../../api/client';
import type { MlsBulkItem } from '../../api/contract/mls-response';
import { isMlsSelector } from '../../api/contract/mls-catalog';
import { validateMlsBulkRequest } from '../../api/contract/mls-request';
import {
  BULK_BATCH_SIZE,
  BULK_FIELDS,
  runBulkLookup,
  toBulkRow,
  withLeadAddresses,
  type FetchBatch,
} from './bulk-run';

const isEven = (id: number) => id % 2 === 0;

function record(id: number): MlsBulkItem {
  return {
    mlsNumber: `M${id}`,
    mlsBoardCode: 'har',
    standardStatus: 'Active',
    listingPrice: id,
    address: { unparsedAddress: `${id} Main St` },
    listingAgent: { fullName: `Agent ${id}` },
  };
}

function miss(id: number | null): MlsBulkItem {
  return { id, match: false, error: true, errorMessage: 'No listing found for this assessor ID.' };
}

/** Like the mock: even ids match; a batch with no match answers the all-miss 404 shape. */
function answer(ids: number[]): MlsBulkResult {
  const data = ids.map((id) => (isEven(id) ? record(id) : miss(id)));
  const recordCount = ids.filter(isEven).length;
  return { statusCode: recordCount === 0 ? 404 : 200, recordCount, data };
}

function ids(count: number, from = 1): number[] {
  return Array.from({ length: count }, (_, i) => from + i);
}

function controllers() {
  return { stop: new AbortController(), abort: new AbortController() };
}

describe('runBulkLookup', () => {
  it('sends sequential batches of 1,000 in request order and keeps answers in order', async () => {
    const all = ids(2345);
    const calls: number[][] = [];
    let inFlight = 0;
    const fetchBatch: FetchBatch = async (batch) => {
      inFlight += 1;
      expect(inFlight).toBe(1);
      calls.push(batch);
      await Promise.resolve();
      inFlight -= 1;
      return answer(batch);
    };
    const { stop, abort } = controllers();
    const seen: number[] = [];
    const outcome = await runBulkLookup({
      ids: all,
      fetchBatch,
      stop: stop.signal,
      signal: abort.signal,
      onProgress: (p) => seen.push(p.completedBatches),
    });
    expect(calls.map((c) => c.length)).toEqual([1000, 1000, 345]);
    expect(calls.flat()).toEqual(all);
    expect(seen).toEqual([1, 2, 3]);
    expect(outcome.kind).toBe('done');
    expect(outcome.progress.rows.map((r) => r.assessorId)).toEqual(all);
    expect(outcome.progress.rows.map((r) => r.position)).toEqual(all.map((_, i) => i));
    expect(outcome.progress.totalBatches).toBe(3);
  });

  it('sums recordCount over the batches as the match count', async () => {
    const { stop, abort } = controllers();
    const outcome = await runBulkLookup({
      ids: ids(2001),
      fetchBatch: async (batch) => ({ ...answer(batch), recordCount: 7 }),
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
    });
    expect(outcome.progress.matched).toBe(21);
  });

  it('flattens hits and per-position misses', async () => {
    const { stop, abort } = controllers();
    const outcome = await runBulkLookup({
      ids: [2, 3],
      fetchBatch: async (batch) => answer(batch),
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
    });
    expect(outcome.progress.rows).toEqual([
      {
        position: 0,
        assessorId: 2,
        matched: true,
        listingId: undefined,
        mlsNumber: 'M2',
        board: 'har',
        status: 'Active',
        listingPrice: 2,
        daysOnMarket: undefined,
        address: '2 Main St',
        listingAgent: 'Agent 2',
      },
      {
        position: 1,
        assessorId: 3,
        matched: false,
        error: 'No listing found for this assessor ID.',
      },
    ]);
  });

  it('treats an all-miss 404 batch as answers, not a failure', async () => {
    const { stop, abort } = controllers();
    const outcome = await runBulkLookup({
      ids: [1, 3, 5],
      fetchBatch: async (batch) => answer(batch),
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
    });
    expect(outcome.kind).toBe('done');
    expect(outcome.progress.matched).toBe(0);
    expect(outcome.progress.rows.every((r) => !r.matched && r.error)).toBe(true);
  });

  it('cancel lets the batch in flight finish, keeps it, and sends no more', async () => {
    const { stop, abort } = controllers();
    const fetchBatch = vi.fn(async (batch: number[], signal: AbortSignal) => {
      // The user cancels while the first batch is on its way.
      stop.abort();
      expect(signal.aborted).toBe(false);
      return answer(batch);
    });
    const outcome = await runBulkLookup({
      ids: ids(2500),
      fetchBatch,
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
    });
    expect(fetchBatch).toHaveBeenCalledTimes(1);
    expect(outcome.kind).toBe('stopped');
    expect(outcome.progress.completedBatches).toBe(1);
    expect(outcome.progress.rows).toHaveLength(1000);
  });

  it('resumes from kept progress with the next batch', async () => {
    const all = ids(2500);
    const calls: number[][] = [];
    const first = new AbortController();
    const stopped = await runBulkLookup({
      ids: all,
      fetchBatch: async (batch) => {
        first.abort();
        return answer(batch);
      },
      stop: first.signal,
      signal: new AbortController().signal,
      onProgress: () => {},
    });
    const { stop, abort } = controllers();
    const outcome = await runBulkLookup({
      ids: all,
      from: stopped.progress,
      fetchBatch: async (batch) => {
        calls.push(batch);
        return answer(batch);
      },
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
    });
    expect(calls.map((c) => c[0])).toEqual([1001, 2001]);
    expect(outcome.progress.rows.map((r) => r.assessorId)).toEqual(all);
    expect(outcome.progress.matched).toBe(1250);
  });

  it('a hard abort (drawer closed) aborts the request in flight', async () => {
    const { stop, abort } = controllers();
    const outcome = await runBulkLookup({
      ids: ids(10),
      fetchBatch: (_batch, signal) =>
        new Promise((_, reject) => {
          signal.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
          abort.abort();
        }),
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
    });
    expect(outcome.kind).toBe('aborted');
  });

  it('waits out a 429 for Retry-After, then retries the same batch', async () => {
    const { stop, abort } = controllers();
    const limited = new ApiError({
      status: 429,
      errorCode: 'RATE_LIMIT_EXCEEDED',
      message: 'slow down',
      retryAfterMs: 3000,
    });
    const fetchBatch = vi
      .fn<FetchBatch>()
      .mockRejectedValueOnce(limited)
      .mockImplementation(async (batch) => answer(batch));
    const sleep = vi.fn(async () => {});
    const onWait = vi.fn();
    const outcome = await runBulkLookup({
      ids: ids(4),
      fetchBatch,
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
      onWait,
      sleep,
    });
    expect(outcome.kind).toBe('done');
    expect(onWait).toHaveBeenCalledTimes(1);
    expect(onWait).toHaveBeenCalledWith(3000, 1, limited);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledWith(3000, expect.any(AbortSignal));
    expect(fetchBatch.mock.calls.map((c) => c[0])).toEqual([ids(4), ids(4)]);
  });

  it('fails on an error not worth retrying and keeps earlier batches', async () => {
    const { stop, abort } = controllers();
    const broke = new ApiError({
      status: 402,
      errorCode: 'WALLET_INSUFFICIENT_BALANCE',
      message: 'x',
    });
    let n = 0;
    const outcome = await runBulkLookup({
      ids: ids(1500),
      fetchBatch: async (batch) => {
        n += 1;
        if (n === 2) throw broke;
        return answer(batch);
      },
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
      sleep: async () => {},
    });
    expect(outcome).toMatchObject({ kind: 'failed', error: broke });
    expect(outcome.progress.completedBatches).toBe(1);
    expect(outcome.progress.rows).toHaveLength(1000);
  });

  it('collects warnings once', async () => {
    const { stop, abort } = controllers();
    const outcome = await runBulkLookup({
      ids: ids(1200),
      fetchBatch: async (batch) => ({ ...answer(batch), warnings: ['public omitted'] }),
      stop: stop.signal,
      signal: abort.signal,
      onProgress: () => {},
    });
    expect(outcome.progress.warnings).toEqual(['public omitted']);
  });

  it('uses the bulk limit of 1,000 ids per request', () => {
    expect(BULK_BATCH_SIZE).toBe(1000);
  });
});

describe('toBulkRow', () => {
  it('reports a position the service left out', () => {
    expect(toBulkRow(7, undefined, 3)).toEqual({
      position: 3,
      assessorId: 7,
      matched: false,
      error: 'The service sent no answer for this lead.',
    });
  });

  it('keeps null ids and their message', () => {
    const row = toBulkRow(null, miss(null), 0);
    expect(row).toMatchObject({ assessorId: null, matched: false });
  });
});

describe('BULK_FIELDS', () => {
  it('are selectors the vendor’s v3 field selection accepts (an unknown one is a 400)', () => {
    expect(BULK_FIELDS.filter((f) => !isMlsSelector(f))).toEqual([]);
    expect(validateMlsBulkRequest({ assessor_ids: [1], fields: [...BULK_FIELDS] }).ok).toBe(true);
    expect(BULK_FIELDS).toContain('listingPrice');
  });
});

describe('withLeadAddresses', () => {
  it('gives a miss the lead’s address from the table, and keeps a hit’s listing address', () => {
    const rows = [
      { position: 0, assessorId: 1, matched: true, address: '1 Listing Rd' },
      { position: 1, assessorId: 2, matched: false, error: 'No listing found.' },
      { position: 2, assessorId: 3, matched: false, error: 'No listing found.' },
    ];
    const addresses = new Map([
      [1, '1 Lead St'],
      [2, '2 Lead St'],
    ]);
    expect(withLeadAddresses(rows, addresses).map((r) => r.address)).toEqual([
      '1 Listing Rd',
      '2 Lead St',
      undefined,
    ]);
    expect(withLeadAddresses(rows, undefined)).toBe(rows);
  });
});
