// The results' count and summary wait for the rows' frame: asked in the commit that shows a new
// search, the server answered them while that frame was being drawn.
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_COUNT, EMPTY_LIST_PAGE, fakeApi, withApi } from '../../test/fake-api';
import { EMPTY_SEARCH, type SearchState } from '../../state/search/search-state';
import { useResultsQueries } from './use-results-queries';

const houston: SearchState = { ...EMPTY_SEARCH, filters: { state: 'TX', city: 'Houston' } };
const austin: SearchState = { ...EMPTY_SEARCH, filters: { state: 'TX', city: 'Austin' } };
const page = EMPTY_LIST_PAGE;
const counted = EMPTY_COUNT;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useResultsQueries', () => {
  function renderQueries() {
    const calls = {
      propertySearch: vi.fn(async () => page),
      searchCount: vi.fn(async () => counted),
      searchSummary: vi.fn(async () => counted),
    };
    const view = renderHook((state: SearchState) => useResultsQueries(state, undefined, true), {
      initialProps: houston,
      wrapper: withApi(fakeApi(calls), { staleTime: 60_000 }),
    });
    return { ...view, calls };
  }

  it("asks for a new search's page in the commit that shows it, and for its count and summary later", async () => {
    const { calls, rerender } = renderQueries();
    await act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.advanceTimersByTimeAsync(0));
    calls.searchCount.mockClear();
    calls.searchSummary.mockClear();
    rerender(austin);
    await act(async () => {});
    expect(calls.propertySearch).toHaveBeenLastCalledWith(
      expect.objectContaining({ city: 'Austin' }),
      expect.anything(),
    );
    expect(calls.searchCount).not.toHaveBeenCalled();
    expect(calls.searchSummary).not.toHaveBeenCalled();
    // A frame later (its callback, then the task after its paint), and React Query's own batching.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(calls.searchCount).toHaveBeenCalledTimes(1);
    expect(calls.searchCount).toHaveBeenCalledWith(
      expect.objectContaining({ city: 'Austin' }),
      expect.anything(),
    );
    expect(calls.searchSummary).toHaveBeenCalledTimes(1);
  });

  it('does not ask for the count again for another page of the same search', async () => {
    const { calls, rerender } = renderQueries();
    await act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.advanceTimersByTimeAsync(0));
    rerender({ ...houston, page: { ...houston.page, index: 1 } });
    await act(() => vi.advanceTimersToNextFrame());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls.propertySearch).toHaveBeenCalledTimes(2);
    expect(calls.searchCount).toHaveBeenCalledTimes(1);
  });
});
