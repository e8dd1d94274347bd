import { act, renderHook, waitFor } from '@testing-library/react';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import * as download from '../../../lib/download';
import { contactsById } from '../../../lib/lead-rows/owner-contacts';
import { makeListResponse, makeRecord } from '../test-fixtures';
import { EXPORT_PRESETS } from './export-presets';
import { JOB_STORAGE_KEY, memoryPageStore, type ExportJob, type ExportSettings } from './job-store';
import type { FetchPage, ReadContacts } from './run-export';
import { useExport } from './use-export';
import * as writer from './write-file';

const JOB: ExportJob = {
  label: '600 matches',
  base: { zip: '78701' },
  total: 600,
  fileSlug: 'zip-78701',
  privacy: false,
};

const FULL: ExportSettings = {
  columnIds: EXPORT_PRESETS[0]?.columnIds ?? [],
  dedupe: 'off',
  format: 'csv',
};

/** 600 records; every third one shares its mailing address with the one before. */
function fakeServer(failAt?: number, count = 600) {
  let failed = false;
  return vi.fn<FetchPage>(async (req: PropertySearchRequest) => {
    const start = req.resultIndex ?? 0;
    if (start === failAt && !failed) {
      failed = true;
      throw new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'bad' });
    }
    const rows = Array.from({ length: Math.max(0, Math.min(250, count - start)) }, (_, i) => {
      const id = start + i + 1;
      const box = id % 3 === 0 ? id - 1 : id;
      return makeRecord(id, {
        mailAddress: { street: `PO Box ${box}`, city: 'Dallas', state: 'TX', zip: '75201' },
      });
    });
    return makeListResponse(rows, count, start);
  });
}

describe('useExport', () => {
  let saved: { blob: Blob; name: string }[];
  /** jsdom's Blob has no text() or arrayBuffer(); FileReader it has. */
  const bytes = (blob: Blob | undefined) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsArrayBuffer(blob ?? new Blob());
    });
  const text = async (i: number) =>
    new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytes(saved[i]?.blob));
  const lines = async (i: number) => (await text(i)).trim().split('\r\n');

  beforeEach(() => {
    saved = [];
    localStorage.clear();
    vi.spyOn(download, 'downloadBlob').mockImplementation(
      (blob, name) => void saved.push({ blob, name }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches every page, then downloads one CSV named after the search and date', async () => {
    const { result } = renderHook(() => useExport(fakeServer(), memoryPageStore()));
    act(() => result.current.start(JOB, FULL));
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(result.current.view.rows).toBe(600);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^zip-78701-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await lines(0)).toHaveLength(601);
    // The job is finished: nothing is left to resume after a reload.
    expect(localStorage.getItem(JOB_STORAGE_KEY)).toBeNull();
  });

  it('writes only the chosen columns, in the chosen order', async () => {
    const { result } = renderHook(() => useExport(fakeServer(), memoryPageStore()));
    act(() =>
      result.current.start(JOB, { ...FULL, columnIds: ['estimatedValue', 'id', 'owner1Last'] }),
    );
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    const [header, first] = await lines(0);
    expect((await text(0)).charCodeAt(0)).toBe(0xfeff);
    expect(header).toBe('Estimated Value,Property ID,Owner 1 Last Name');
    expect(first).toBe('400001,1,Owner1');
  });

  it('reads each page’s owner contacts and writes one row per callable number for the Dialer', async () => {
    const dialer = EXPORT_PRESETS.find((p) => p.id === 'preset:dialer');
    // Every tenth lead traced: a callable mobile and a do-not-call landline.
    const readContacts = vi.fn<ReadContacts>(async (ids) =>
      contactsById({
        freshnessDays: 90,
        contacts: ids
          .filter((id) => Number(id) % 10 === 0)
          .map((id) => ({
            id,
            matched: true,
            answer: {
              data: {
                phones: [
                  { phone: `512${id.padStart(7, '0')}`, type: 'mobile', dnc: false },
                  { phone: '5125550000', type: 'landline', dnc: true },
                ],
              },
            },
            tracedAt: '2026-11-01T00:00:00.000Z',
            tracedBy: 'ann',
          })),
      }),
    );
    const { result } = renderHook(() =>
      useExport(fakeServer(), memoryPageStore(), undefined, readContacts),
    );
    act(() =>
      result.current.start(JOB, {
        columnIds: dialer?.columnIds ?? [],
        dedupe: 'off',
        format: 'csv',
        contactFilters: dialer?.contactFilters,
      }),
    );
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(readContacts).toHaveBeenCalledTimes(3);
    // Progress counts the 600 leads; the file has the 60 callable numbers.
    expect(result.current.view.rows).toBe(600);
    expect(result.current.view.fileRows).toBe(60);
    const [header, first] = await lines(0);
    expect(header).toContain('Phone,Phone type,Phone DNC,Phone last seen,Property ID');
    expect(first).toMatch(/,5120000010,Mobile,N,,10$/);
  });

  it('reads no contacts for a file without contact columns', async () => {
    const readContacts = vi.fn<ReadContacts>();
    const { result } = renderHook(() =>
      useExport(fakeServer(), memoryPageStore(), undefined, readContacts),
    );
    act(() => result.current.start(JOB, FULL));
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(readContacts).not.toHaveBeenCalled();
  });

  it('merges rows by mailing address and says how many', async () => {
    const { result } = renderHook(() => useExport(fakeServer(), memoryPageStore()));
    act(() => result.current.start(JOB, { ...FULL, dedupe: 'mailing' }));
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(result.current.view.merged).toBe(200);
    expect(result.current.view.fileRows).toBe(400);
    expect(await lines(0)).toHaveLength(401);
  });

  it('stops at the row limit', async () => {
    const server = fakeServer();
    const { result } = renderHook(() => useExport(server, memoryPageStore()));
    act(() => result.current.start(JOB, { ...FULL, limit: 300 }));
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(server).toHaveBeenCalledTimes(2);
    expect(await lines(0)).toHaveLength(301);
  });

  it('writes an Excel workbook when asked', async () => {
    const { result } = renderHook(() => useExport(fakeServer(), memoryPageStore()));
    act(() =>
      result.current.start(JOB, { ...FULL, columnIds: ['id', 'lastSaleAmount'], format: 'xlsx' }),
    );
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(saved[0]?.name).toMatch(/\.xlsx$/);
    const files = unzipSync(await bytes(saved[0]?.blob));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] ?? new Uint8Array());
    expect(sheet).toContain('<t>Last Sale Amount</t>');
    expect(sheet).toContain('<c r="B2"><v>250000</v></c>');
    expect(sheet.match(/<row /g)).toHaveLength(601);
  });

  it('keeps what was fetched on failure and resumes from the next page', async () => {
    const server = fakeServer(250);
    const { result } = renderHook(() => useExport(server, memoryPageStore()));
    act(() => result.current.start(JOB, FULL));
    await waitFor(() => expect(result.current.view.status).toBe('failed'));
    expect(result.current.view.rows).toBe(250);

    act(() => result.current.downloadPartial());
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^zip-78701-partial-/);
    expect(await lines(0)).toHaveLength(251);

    act(() => result.current.resume());
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(server.mock.calls.map(([req]) => req.resultIndex)).toEqual([0, 250, 250, 500]);
    expect(await lines(1)).toHaveLength(601);
  });

  it('pauses, and resumes after a reload from the stored job and pages', async () => {
    const store = memoryPageStore();
    const server = fakeServer(undefined, 1_000);
    const first = renderHook(() => useExport(server, store));
    const serve = server.getMockImplementation();
    server.mockImplementationOnce(async (req, signal) => {
      // Pause while the first page is in flight: that page is kept, no other starts.
      first.result.current.pause();
      return serve ? serve(req, signal) : Promise.reject(new Error('no server'));
    });
    act(() => first.result.current.start({ ...JOB, total: 1_000 }, FULL));
    await waitFor(() => expect(first.result.current.view.status).toBe('paused'));
    await waitFor(() => expect(localStorage.getItem(JOB_STORAGE_KEY)).toContain('"nextPage":1'));
    first.unmount();

    // A new visit: the job comes back paused, with what was fetched.
    const second = renderHook(() => useExport(server, store));
    expect(second.result.current.view).toMatchObject({
      status: 'paused',
      restored: true,
      rows: 250,
    });
    act(() => second.result.current.resume());
    await waitFor(() => expect(second.result.current.view.status).toBe('done'));
    expect(server.mock.calls.map(([req]) => req.resultIndex)).toEqual([0, 250, 500, 750]);
    const rows = await lines(0);
    expect(rows).toHaveLength(1 + 1_000);
    expect(rows.slice(1).map((r) => Number(r.split(',')[0]))).toEqual(
      Array.from({ length: 1_000 }, (_, i) => i + 1),
    );
  });

  it('can be cancelled', async () => {
    let release: () => void = () => {};
    const slow = vi.fn<FetchPage>(
      (_req, signal) =>
        new Promise((_resolve, reject) => {
          release = () => reject(new DOMException('x', 'AbortError'));
          signal.addEventListener('abort', () => release());
        }),
    );
    const { result } = renderHook(() => useExport(slow, memoryPageStore()));
    act(() => result.current.start(JOB, FULL));
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.view.status).toBe('cancelled'));
    expect(saved).toHaveLength(0);
    act(() => result.current.dismiss());
    expect(result.current.view.status).toBe('idle');
    expect(localStorage.getItem(JOB_STORAGE_KEY)).toBeNull();
  });

  it('says it is writing the file once every page is in, and Cancel stops the writing', async () => {
    let writingSignal: AbortSignal | undefined;
    vi.spyOn(writer, 'writeFile').mockImplementation(
      (_request, signal) =>
        new Promise((_resolve, reject) => {
          writingSignal = signal;
          signal?.addEventListener('abort', () => reject(new DOMException('x', 'AbortError')));
        }),
    );
    const { result } = renderHook(() => useExport(fakeServer(), memoryPageStore()));
    act(() => result.current.start(JOB, FULL));
    await waitFor(() => expect(result.current.view.writing).toBe(true));
    expect(result.current.view).toMatchObject({ status: 'running', rows: 600 });
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.view.status).toBe('cancelled'));
    expect(writingSignal?.aborted).toBe(true);
    expect(result.current.view.writing).toBe(false);
    expect(saved).toHaveLength(0);
  });

  it('leaves names out of a privacy-mode file', async () => {
    const { result } = renderHook(() => useExport(fakeServer(), memoryPageStore()));
    act(() => result.current.start({ ...JOB, privacy: true }, FULL));
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    const header = (await lines(0))[0] ?? '';
    expect(header).toContain('Property ID');
    expect(header).not.toContain('Owner 1 Last Name');
    expect(header).not.toContain('Property Address');
    expect(header).not.toContain('Mailing Address');
  });
});
