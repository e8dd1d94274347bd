import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import { MAX_RETRIES } from '../../../api/queries';
import { makeListResponse, makeRecord } from '../test-fixtures';
import { EXPORT_PAGE_SIZE, pageCount, runExport, type FetchPage } from './run-export';

/** A fake server with `total` rows whose ids are 1..total. */
function server(
  total: number,
  fail?: (req: PropertySearchRequest, call: number) => Error | undefined,
) {
  let calls = 0;
  const requests: PropertySearchRequest[] = [];
  const fetchPage: FetchPage = async (req) => {
    calls += 1;
    requests.push(req);
    const error = fail?.(req, calls);
    if (error) throw error;
    const start = req.resultIndex ?? 0;
    const size = Math.min(req.size ?? 50, 250);
    const records = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) =>
      makeRecord(start + i + 1),
    );
    return makeListResponse(records, total, start);
  };
  return { fetchPage, requests };
}

const noSleep = async () => {};

describe('runExport', () => {
  it('pages by 250 and delivers every row once', async () => {
    const { fetchPage, requests } = server(600);
    const pages: number[][] = [];
    await runExport({
      base: { city: 'Austin', state: 'TX', size: 50, resultIndex: 100 },
      total: 600,
      startPage: 0,
      fetchPage,
      signal: new AbortController().signal,
      onPage: (page, records) => (pages[page] = records.map((r) => Number(r.id))),
    });
    expect(requests.map((r) => [r.resultIndex, r.size])).toEqual([
      [0, 250],
      [250, 250],
      [500, 250],
    ]);
    expect(requests[0]).toMatchObject({ city: 'Austin', state: 'TX' });
    expect(pages.flat()).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
  });

  it('goes past 10,000 rows, up to resultCount', async () => {
    const { fetchPage, requests } = server(12_345);
    let rows = 0;
    const outcome = await runExport({
      base: {},
      total: 12_345,
      startPage: 0,
      fetchPage,
      signal: new AbortController().signal,
      onPage: (_p, records) => (rows += records.length),
    });
    expect(outcome).toBe('done');
    expect(pageCount(12_345)).toBe(50);
    expect(requests).toHaveLength(50);
    expect(requests.at(-1)?.resultIndex).toBe(12_250);
    expect(rows).toBe(12_345);
  });

  it('stops at the limit the user set, mid-page', async () => {
    const { fetchPage, requests } = server(12_345);
    let rows = 0;
    await runExport({
      base: {},
      total: 10_100,
      startPage: 0,
      fetchPage,
      signal: new AbortController().signal,
      onPage: (_p, records) => (rows += records.length),
    });
    expect(requests).toHaveLength(41);
    expect(rows).toBe(10_100);
  });

  it('pauses after the page in flight and resumes from the next one', async () => {
    const { fetchPage, requests } = server(1_000);
    const pause = new AbortController();
    const got: number[] = [];
    const options = {
      base: {},
      total: 1_000,
      fetchPage,
      signal: new AbortController().signal,
      onPage: (page: number) => {
        got.push(page);
        if (page === 1) pause.abort();
      },
    };
    expect(await runExport({ ...options, startPage: 0, stop: pause.signal })).toBe('paused');
    expect(got).toEqual([0, 1]);
    expect(await runExport({ ...options, startPage: 2 })).toBe('done');
    expect(got).toEqual([0, 1, 2, 3]);
    expect(requests.map((r) => r.resultIndex)).toEqual([0, 250, 500, 750]);
  });

  it('resumes from the page where it failed, keeping earlier pages', async () => {
    const boom = new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'no' });
    const failing = server(700, (req, call) =>
      req.resultIndex === 250 && call === 2 ? boom : undefined,
    );
    const got = new Map<number, number>();
    const options = {
      base: {},
      total: 700,
      fetchPage: failing.fetchPage,
      signal: new AbortController().signal,
      onPage: (page: number, records: unknown[]) => got.set(page, records.length),
    };
    await expect(runExport({ ...options, startPage: 0 })).rejects.toBe(boom);
    expect([...got.keys()]).toEqual([0]);
    await runExport({ ...options, startPage: 1 });
    expect([...got.entries()]).toEqual([
      [0, 250],
      [1, 250],
      [2, 200],
    ]);
  });

  it('waits out a 429 with its Retry-After, then carries on', async () => {
    const limited = new ApiError({
      status: 429,
      errorCode: 'RATE_LIMIT_EXCEEDED',
      message: 'slow',
      retryAfterMs: 3000,
    });
    const { fetchPage } = server(300, (_req, call) => (call === 1 ? limited : undefined));
    const sleep = vi.fn(noSleep);
    const onWait = vi.fn();
    let rows = 0;
    await runExport({
      base: {},
      total: 300,
      startPage: 0,
      fetchPage,
      signal: new AbortController().signal,
      onPage: (_p, r) => (rows += r.length),
      onWait,
      sleep,
    });
    // One wait, of the Retry-After, that a stop can cut short.
    expect(onWait).toHaveBeenCalledTimes(1);
    expect(onWait).toHaveBeenCalledWith(3);
    expect(sleep).toHaveBeenCalledTimes(1);
    expect(sleep).toHaveBeenCalledWith(3000, expect.any(AbortSignal));
    expect(rows).toBe(300);
  });

  it('gives up after the automatic retries', async () => {
    const down = new ApiError({ status: 500, errorCode: 'INTERNAL_ERROR', message: 'x' });
    const { fetchPage, requests } = server(300, () => down);
    await expect(
      runExport({
        base: {},
        total: 300,
        startPage: 0,
        fetchPage,
        signal: new AbortController().signal,
        onPage: () => {},
        sleep: noSleep,
      }),
    ).rejects.toBe(down);
    // The client's retry policy: the first try and MAX_RETRIES more.
    expect(requests).toHaveLength(MAX_RETRIES + 1);
  });

  it('does not retry a daily cap, even with a Retry-After (the client’s rule)', async () => {
    const cap = new ApiError({
      status: 429,
      errorCode: 'DAILY_USAGE_EXCEEDED',
      message: 'cap',
      retryAfterMs: 1000,
    });
    const { fetchPage, requests } = server(300, () => cap);
    const onWait = vi.fn();
    await expect(
      runExport({
        base: {},
        total: 300,
        startPage: 0,
        fetchPage,
        signal: new AbortController().signal,
        onPage: () => {},
        onWait,
        sleep: noSleep,
      }),
    ).rejects.toBe(cap);
    expect(requests).toHaveLength(1);
    expect(onWait).not.toHaveBeenCalled();
  });

  it('stops early when the server has fewer rows than expected', async () => {
    const { fetchPage, requests } = server(260);
    const totals: number[] = [];
    await runExport({
      base: {},
      total: 1000,
      startPage: 0,
      fetchPage,
      signal: new AbortController().signal,
      onPage: (_p, _r, total) => totals.push(total),
    });
    expect(requests).toHaveLength(2);
    expect(totals).toEqual([260, 260]);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const { fetchPage, requests } = server(1000);
    await expect(
      runExport({
        base: {},
        total: 1000,
        startPage: 0,
        fetchPage,
        signal: controller.signal,
        onPage: (page) => {
          if (page === 1) controller.abort();
        },
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(requests).toHaveLength(2);
    expect(EXPORT_PAGE_SIZE).toBe(250);
  });
});
