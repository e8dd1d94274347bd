// The lead export with the MLS join: its four columns after the export's own, on the leads' rows.
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import * as download from '../../../lib/download';
import type { FetchPage } from '../export/run-export';
import { useCsvExport } from '../export/use-csv-export';
import { makeListResponse, makeRecord } from '../test-fixtures';
import { mlsJoinCsvColumns } from './mls-join-columns';
import { createMlsJoinStore } from './mls-join-store';

const server = vi.fn<FetchPage>(async (req: PropertySearchRequest) =>
  makeListResponse(
    [1, 2, 3].map((id) => makeRecord(id)),
    3,
    req.resultIndex ?? 0,
  ),
);

describe('the lead export with MLS lookup columns', () => {
  let saved: string[];
  beforeEach(() => {
    saved = [];
    vi.spyOn(download, 'downloadText').mockImplementation((text) => void saved.push(text));
  });
  afterEach(() => vi.restoreAllMocks());

  it('appends the joined columns, keyed by the row’s Property ID', async () => {
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
    ]);
    const extra = () => mlsJoinCsvColumns(join.getSnapshot());
    const { result } = renderHook(() => useCsvExport(server, extra));
    act(() =>
      result.current.start({
        label: '3 leads',
        base: { zip: '78701' },
        total: 3,
        fileSlug: 'x',
        privacy: false,
      }),
    );
    await waitFor(() => expect(result.current.view.status).toBe('done'));
    const lines = (saved[0] ?? '').slice(1).trimEnd().split('\r\n');
    const header = lines[0]!.split(',');
    expect(header[0]).toBe('Property ID');
    expect(header.slice(-4)).toEqual([
      'MLS lookup: status',
      'MLS lookup: list price',
      'MLS lookup: days on market',
      'MLS lookup: listing agent',
    ]);
    const tail = (line: string) => [line.split(',')[0], ...line.split(',').slice(-4)];
    expect(lines.slice(1).map(tail)).toEqual([
      ['1', '', '', '', ''],
      ['2', 'Active', '450000', '9', 'Ann Agent'],
      ['3', 'no listing', '', '', ''],
    ]);
  });
});
