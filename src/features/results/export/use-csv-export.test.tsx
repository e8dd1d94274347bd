import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import * as download from '../../../lib/download';
import { makeListResponse, makeRecord } from '../test-fixtures';
import type { FetchPage } from './run-export';
import { useCsvExport, type ExportJob } from './use-csv-export';

const JOB: ExportJob = {
  label: '600 matches',
  base: { zip: '78701' },
  total: 600,
  fileSlug: 'zip-78701',
  privacy: false,
};

function fakeServer(failAt?: number) {
  let failed = false;
  return vi.fn<FetchPage>(async (req: PropertySearchRequest) => {
    const start = req.resultIndex ?? 0;
    if (start === failAt && !failed) {
      failed = true;
      throw new ApiError({ status: 400, errorCode: 'VALIDATION_FAILED', message: 'bad' });
    }
    const rows = Array.from({ length: Math.min(250, 600 - start) }, (_, i) =>
      makeRecord(start + i + 1),
    );
    return makeListResponse(rows, 600, start);
  });
}

describe('useCsvExport', () => {
  let saved: { text: string; name: string }[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(download, 'downloadText').mockImplementation(
      (text, name) => void saved.push({ text, name }),
    );
  });
  afterEach(() => vi.restoreAllMocks());

  it('fetches every page, then downloads one CSV named after the search and date', async () => {
    const { result } = renderHook(() => useCsvExport(fakeServer()));
    act(() => result.current.start(JOB));
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(result.current.view.rows).toBe(600);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^zip-78701-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(saved[0]?.text.trim().split('\r\n')).toHaveLength(601);
  });

  it('keeps what was fetched on failure and resumes from the next page', async () => {
    const server = fakeServer(250);
    const { result } = renderHook(() => useCsvExport(server));
    act(() => result.current.start(JOB));
    await waitFor(() => expect(result.current.view.status).toBe('failed'));
    expect(result.current.view.rows).toBe(250);

    act(() => result.current.downloadPartial());
    // The CSV writer loads on first use, so the file follows a moment later.
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toMatch(/^zip-78701-partial-/);
    expect(saved[0]?.text.trim().split('\r\n')).toHaveLength(251);

    act(() => result.current.resume());
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    expect(server.mock.calls.map(([req]) => req.resultIndex)).toEqual([0, 250, 250, 500]);
    expect(saved[1]?.text.trim().split('\r\n')).toHaveLength(601);
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
    const { result } = renderHook(() => useCsvExport(slow));
    act(() => result.current.start(JOB));
    act(() => result.current.cancel());
    await waitFor(() => expect(result.current.view.status).toBe('cancelled'));
    expect(saved).toHaveLength(0);
    act(() => result.current.dismiss());
    expect(result.current.view.status).toBe('idle');
  });

  it('leaves names out of a privacy-mode file', async () => {
    const { result } = renderHook(() => useCsvExport(fakeServer()));
    act(() => result.current.start({ ...JOB, privacy: true }));
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    const header = saved[0]?.text.split('\r\n')[0] ?? '';
    expect(header).toContain('Property ID');
    expect(header).not.toContain('Owner 1 Last Name');
    expect(header).not.toContain('Address');
  });
});
