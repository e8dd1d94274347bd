// The lead export with the MLS join: its four columns after the export's own, on the leads' rows.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import * as download from '../../../lib/download';
import { JOB_STORAGE_KEY, memoryPageStore, type ExportSettings } from '../export/job-store';
import { JOINED_STORAGE_KEY } from '../export/joined-columns';
import type { FetchPage } from '../export/run-export';
import { useExport } from '../export/use-export';
import { makeListResponse, makeRecord } from '../test-fixtures';
import { mlsJoinExportTable } from './mls-join-columns';
import { createMlsJoinStore } from '../../../state/mls-join';

const MLS_HEADERS = [
  'MLS lookup: status',
  'MLS lookup: list price',
  'MLS lookup: days on market',
  'MLS lookup: listing agent',
];

const SETTINGS: ExportSettings = { columnIds: ['id'], dedupe: 'off', format: 'csv' };

function serverOf(count: number) {
  return vi.fn<FetchPage>(async (req: PropertySearchRequest) => {
    const start = req.resultIndex ?? 0;
    const ids = Array.from(
      { length: Math.max(0, Math.min(250, count - start)) },
      (_, i) => start + i + 1,
    );
    return makeListResponse(
      ids.map((id) => makeRecord(id)),
      count,
      start,
    );
  });
}

function joined() {
  const join = createMlsJoinStore();
  join.merge([
    {
      assessorId: 2,
      matched: true,
      status: 'Active',
      listingPrice: 450000,
      daysOnMarket: 9,
      listingAgent: 'Ann Agent',
    },
    { assessorId: 3, matched: false },
    // On the second page: fetched after the reload in the resume test.
    {
      assessorId: 300,
      matched: true,
      status: 'Sold',
      listingPrice: 610000,
      daysOnMarket: 33,
      listingAgent: 'Bo Broker',
    },
  ]);
  return () => mlsJoinExportTable(join.get());
}

describe('the lead export with MLS lookup columns', () => {
  let saved: Blob[];
  const text = (blob: Blob | undefined) =>
    new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^\uFEFF/, ''));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsText(blob ?? new Blob());
    });
  const lines = async (i: number) => (await text(saved[i])).trimEnd().split('\r\n');

  beforeEach(() => {
    saved = [];
    localStorage.clear();
    vi.spyOn(download, 'downloadBlob').mockImplementation((blob) => void saved.push(blob));
  });
  afterEach(() => vi.restoreAllMocks());

  it('appends the joined columns, keyed by the row’s Property ID', async () => {
    const { result } = renderHook(() => useExport(serverOf(3), memoryPageStore(), joined()));
    const job = {
      label: '3 leads',
      base: { zip: '78701' },
      total: 3,
      fileSlug: 'x',
      privacy: false,
    };
    act(() => result.current.start(job, SETTINGS));
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    const rows = (await lines(0)).map((line) => line.split(','));
    expect(rows[0]).toEqual(['Property ID', ...MLS_HEADERS]);
    expect(rows.slice(1)).toEqual([
      ['1', '', '', '', ''],
      ['2', 'Active', '450000', '9', 'Ann Agent'],
      ['3', 'no listing', '', '', ''],
    ]);
  });

  /**
   * Starts a 500-row export with the lookup joined, pauses it after its first page, then resumes
   * it in a new visit (a new hook, without the lookup's answers) and returns the file's rows.
   */
  async function resumedAfterReload(): Promise<string[][]> {
    const store = memoryPageStore();
    const server = serverOf(500);
    const first = renderHook(() => useExport(server, store, joined()));
    const serve = server.getMockImplementation();
    server.mockImplementationOnce(async (req, signal) => {
      first.result.current.pause();
      return serve ? serve(req, signal) : Promise.reject(new Error('no server'));
    });
    const job = { label: '500', base: { zip: '78701' }, total: 500, fileSlug: 'x', privacy: false };
    act(() => first.result.current.start(job, SETTINGS));
    await waitFor(() => expect(first.result.current.view.status).toBe('paused'));
    await waitFor(() => expect(localStorage.getItem(JOB_STORAGE_KEY)).toContain('"nextPage":1'));
    first.unmount();

    const second = renderHook(() => useExport(server, store));
    act(() => second.result.current.resume());
    await waitFor(() => expect(second.result.current.view.status).toBe('done'));
    return (await lines(0)).map((line) => line.split(','));
  }

  it('keeps the joined columns’ headers and values when a paused job resumes after a reload', async () => {
    // The first page's joined cells are in the stored page; the second page, fetched after the
    // reload, takes them from the values kept with the job.
    const rows = await resumedAfterReload();
    expect(rows[0]).toEqual(['Property ID', ...MLS_HEADERS]);
    expect(rows[2]).toEqual(['2', 'Active', '450000', '9', 'Ann Agent']);
    expect(rows).toHaveLength(501);
    expect(rows[300]).toEqual(['300', 'Sold', '610000', '33', 'Bo Broker']);
    expect(rows[500]).toEqual(['500', '', '', '', '']);
    // The finished job takes its kept values with it.
    expect(localStorage.getItem(JOINED_STORAGE_KEY)).toBeNull();
  });

  it('writes the joined columns empty after a reload when the browser refused to keep them', async () => {
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, k, v) {
      if (k === JOINED_STORAGE_KEY) throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, k, v);
    });
    const rows = await resumedAfterReload();
    // The job itself was kept: headers and the first page's cells are there, the rest is empty.
    expect(rows[0]).toEqual(['Property ID', ...MLS_HEADERS]);
    expect(rows[2]).toEqual(['2', 'Active', '450000', '9', 'Ann Agent']);
    expect(rows[300]).toEqual(['300', '', '', '', '']);
  });
});
