// Which points the map draws: every pin when the account can map, the result pages it has when the
// pins operation answers 403 (said once, not asked again), and no stale pins call left running.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import type { ApiClient, MappingPage, SearchListPage } from '../../../api/client';
import { ApiClientProvider } from '../../../api/client-context';
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { PropertySearchRequest } from '../../../api/contract/search-request';
import { queryKeys } from '../../../api/queries';
import { listRequest } from '../../../state/search/search-requests';
import type { SearchFilters, SearchState } from '../../../state/search/search-state';
import { coverageText } from './map-coverage';
import { useMapPins, type MapPinsInput } from './use-map-pins';

function record(id: number): PropertyRecord {
  return { id: String(id), propertyId: String(id), latitude: 30 + id / 1000, longitude: -97 };
}

function pinsPage(ids: number[], resultCount: number, offset = 0): MappingPage {
  return {
    pins: ids.map((id) => ({ id, latitude: 30 + id / 1000, longitude: -97 })),
    resultCount,
    credits: 0,
    offset,
    skipped: 0,
  };
}

function setup(propertyMapping: ApiClient['propertyMapping'], connectionId: string) {
  const unused = () => Promise.reject(new Error('not used by the map pins'));
  const api: ApiClient = {
    propertySearch: unused,
    searchCount: unused,
    searchSummary: unused,
    searchIds: unused,
    propertyMapping: vi.fn(propertyMapping),
    mlsDetail: unused,
    mlsDetailBulk: unused,
    autoComplete: unused,
    skipTraceBatch: unused,
    skipTrace: unused,
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={{ api, connectionId }}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { api, queryClient, wrapper };
}

function searchOf(filters: SearchFilters, index = 0): SearchState {
  return { filters, sort: [], page: { index, size: 25 } };
}

function inputFor(search: SearchState, records: PropertyRecord[], total?: number): MapPinsInput {
  return {
    filters: search.filters,
    listIds: undefined,
    pageRequest: listRequest(search),
    pageRecords: records,
    pageTotal: total,
  };
}

const AUSTIN = { city: 'Austin', state: 'TX' };

describe('useMapPins', () => {
  it('asks for the pins only once the table has its page, so they do not hold up its first render', async () => {
    const { api, wrapper } = setup(async () => pinsPage([1, 2, 3], 3), 'pins-after-page');
    const { result, rerender } = renderHook((input: MapPinsInput) => useMapPins(input), {
      wrapper,
      initialProps: { ...inputFor(searchOf(AUSTIN), [], undefined), pageSettled: false },
    });
    expect(api.propertyMapping).not.toHaveBeenCalled();
    expect(result.current.coverage).toEqual({ kind: 'loading' });

    rerender({ ...inputFor(searchOf(AUSTIN), [record(1)], 3), pageSettled: true });
    await waitFor(() => expect(result.current.coverage.kind).toBe('pins'));
    expect(api.propertyMapping).toHaveBeenCalledTimes(1);

    // Paging the table (its next page on the way) keeps the pins already fetched on the map.
    rerender({ ...inputFor(searchOf(AUSTIN, 1), [record(1)], 3), pageSettled: false });
    expect(result.current.points.features).toHaveLength(3);
    expect(api.propertyMapping).toHaveBeenCalledTimes(1);
  });

  it('draws every pin and counts them, with the page standing in while they load', async () => {
    let answer: (page: MappingPage) => void = () => undefined;
    const { wrapper } = setup(() => new Promise((resolve) => (answer = resolve)), 'pins-ok');
    const page = [record(1), record(2)];
    const { result } = renderHook(() => useMapPins(inputFor(searchOf(AUSTIN), page, 5)), {
      wrapper,
    });
    expect(result.current.coverage).toEqual({ kind: 'loading' });
    expect(result.current.points.features).toHaveLength(2);

    act(() => answer(pinsPage([1, 2, 3, 4, 5], 5)));
    await waitFor(() => expect(result.current.coverage.kind).toBe('pins'));
    expect(result.current.coverage).toEqual({
      kind: 'pins',
      shown: 5,
      skipped: 0,
      total: 5,
      asked: 10_000,
    });
    expect(result.current.points.features.map((f) => f.properties.id)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(result.current.settledKey).not.toBeNull();
    expect(result.current.more).toBeNull();
  });

  it('hands the map the same points until they change: each new object is a setData', async () => {
    let answer: (page: MappingPage) => void = () => undefined;
    const { wrapper } = setup(() => new Promise((resolve) => (answer = resolve)), 'pins-same');
    const page = [record(1), record(2)];
    const input = inputFor(searchOf(AUSTIN), page, 5);
    const { result, rerender } = renderHook((i: MapPinsInput) => useMapPins(i), {
      wrapper,
      initialProps: input,
    });
    const standIn = result.current.points;
    rerender({ ...input });
    expect(result.current.coverage).toEqual({ kind: 'loading' });
    expect(result.current.points).toBe(standIn);

    act(() => answer(pinsPage([1, 2, 3], 3)));
    await waitFor(() => expect(result.current.coverage.kind).toBe('pins'));
    const pins = result.current.points;
    rerender({ ...input });
    expect(result.current.points).toBe(pins);

    const idle = { ...input, filters: null, pageRequest: null, pageRecords: [] };
    rerender(idle);
    const none = result.current.points;
    expect(none.features).toEqual([]);
    rerender({ ...idle });
    expect(result.current.points).toBe(none);
  });

  it('over 10,000 offers the next page with its cost, and asks it at resultIndex 10,000', async () => {
    const { api, wrapper } = setup(
      async (req) => pinsPage([req.resultIndex ?? 0], 25_000, req.resultIndex ?? 0),
      'pins-more',
    );
    const { result } = renderHook(() => useMapPins(inputFor(searchOf(AUSTIN), [], 25_000)), {
      wrapper,
    });
    await waitFor(() => expect(result.current.more).not.toBeNull());
    expect(result.current.more).toMatchObject({ pins: 10_000, credits: 0 });
    act(() => result.current.more?.load());
    await waitFor(() => expect(result.current.points.features).toHaveLength(2));
    expect(api.propertyMapping).toHaveBeenLastCalledWith(
      expect.objectContaining({ resultIndex: 10_000, size: 10_000 }),
      expect.anything(),
    );
    expect(result.current.coverage).toMatchObject({ kind: 'pins', asked: 20_000, total: 25_000 });
    expect(result.current.more).toMatchObject({ pins: 5_000 });
  });

  it('on a 403 plots the pages it has, says so once, and does not ask again', async () => {
    const refused = new ApiError({ status: 403, errorCode: undefined, message: 'no scope' });
    const { api, queryClient, wrapper } = setup(() => Promise.reject(refused), 'pins-403');
    const search = searchOf(AUSTIN);
    // Pages 1 and 2 of this search are in the cache (the user paged), plus another search's page.
    const cache = (request: PropertySearchRequest, records: PropertyRecord[]) =>
      queryClient.setQueryData<SearchListPage>(queryKeys.search(request, 'pins-403'), {
        input: {},
        resultCount: 40,
        data: records,
        offset: request.resultIndex ?? 0,
        skipped: [],
      });
    cache(listRequest(search), [record(1), record(2)]);
    cache(listRequest(searchOf(AUSTIN, 1)), [record(3), record(4)]);
    cache(listRequest(searchOf({ city: 'Dallas', state: 'TX' })), [record(9)]);

    const { result, rerender } = renderHook((input: MapPinsInput) => useMapPins(input), {
      wrapper,
      initialProps: inputFor(search, [record(1), record(2)], 40),
    });
    await waitFor(() => expect(result.current.coverage.kind).toBe('pages'));
    expect(result.current.coverage).toEqual({
      kind: 'pages',
      shown: 4,
      total: 40,
      reason: 'no-scope',
    });
    expect(result.current.points.features.map((f) => f.properties.id).sort()).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(result.current.announceNoScope).toBe(true);

    // A new search on the same connection: not asked again, not announced again.
    rerender(inputFor(searchOf({ city: 'Houston', state: 'TX' }), [record(7)], 1));
    expect(result.current.coverage).toEqual({
      kind: 'pages',
      shown: 1,
      total: 1,
      reason: 'no-scope',
    });
    expect(result.current.announceNoScope).toBe(false);
    expect(api.propertyMapping).toHaveBeenCalledTimes(1);
  });

  it('any other failure falls back to the page and says why differently', async () => {
    const broken = new ApiError({ status: 500, errorCode: undefined, message: 'down' });
    const { wrapper } = setup(() => Promise.reject(broken), 'pins-500');
    const { result } = renderHook(() => useMapPins(inputFor(searchOf(AUSTIN), [record(1)], 1)), {
      wrapper,
    });
    await waitFor(() => expect(result.current.coverage.kind).toBe('pages'));
    expect(result.current.coverage).toMatchObject({ reason: 'failed', shown: 1 });
    expect(result.current.announceNoScope).toBe(false);
  });

  it('a spent cap (402) pauses the pins calmly and keeps the page', async () => {
    const capped = new ApiError({
      status: 402,
      errorCode: 'SPEND_CAP_REACHED',
      message: 'You have used 90 of your 100 monthly credits; this pull could cost 10,000.',
    });
    const { wrapper } = setup(() => Promise.reject(capped), 'pins-402');
    const { result } = renderHook(() => useMapPins(inputFor(searchOf(AUSTIN), [record(1)], 1)), {
      wrapper,
    });
    await waitFor(() => expect(result.current.coverage.kind).toBe('pages'));
    expect(result.current.coverage).toMatchObject({ reason: 'cap-monthly', shown: 1 });
    expect(coverageText(result.current.coverage)).toBe(
      'Pins paused: your monthly credits are used up; the map shows the result pages loaded so far (1 match)',
    );
    expect(result.current.announceNoScope).toBe(false);
  });

  it('cancels the pins call of a search that changed', async () => {
    const signals: AbortSignal[] = [];
    const { wrapper } = setup((_req, opts) => {
      if (opts?.signal) signals.push(opts.signal);
      return new Promise(() => undefined);
    }, 'pins-cancel');
    const { rerender } = renderHook((input: MapPinsInput) => useMapPins(input), {
      wrapper,
      initialProps: inputFor(searchOf(AUSTIN), []),
    });
    await waitFor(() => expect(signals).toHaveLength(1));
    rerender(inputFor(searchOf({ city: 'Dallas', state: 'TX' }), []));
    await waitFor(() => expect(signals).toHaveLength(2));
    await waitFor(() => expect(signals[0]?.aborted).toBe(true));
    expect(signals[1]?.aborted).toBe(false);
  });
});
