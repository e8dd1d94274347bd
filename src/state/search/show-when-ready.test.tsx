// A search is shown in one step: the URL moves when its first page is in, or after the hold.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useApiClient } from '../../api/client-context';
import { searchQuery } from '../../api/queries';
import { EMPTY_COUNT, EMPTY_LIST_PAGE, fakeApi, withApi } from '../../test/fake-api';
import { listRequest } from './search-requests';
import { EMPTY_SEARCH, type SearchState } from './search-state';
import { decodeSearchState } from './search-url';
import { SHOW_AFTER_MS, showSearch, showWhenReady } from './show-when-ready';
import { navigateToSearch, setNewSearchShower, showNewSearch } from './use-search-state';

const houston: SearchState = { ...EMPTY_SEARCH, filters: { state: 'TX', city: 'Houston' } };
const austin: SearchState = { ...EMPTY_SEARCH, filters: { state: 'TX', city: 'Austin' } };

/** The city of the search in the URL, or null when the URL holds none. */
function urlCity(): unknown {
  const decoded = decodeSearchState(window.location.search);
  return decoded.kind === 'ok' ? decoded.state.filters.city : null;
}

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('showWhenReady', () => {
  it('moves to the search as soon as its page is in, not before', async () => {
    const page = deferred();
    showWhenReady(houston, page.promise);
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS / 2);
    expect(urlCity()).toBeNull();
    page.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(urlCity()).toBe('Houston');
  });

  it('moves after the hold when the page is slow, and only once', async () => {
    const page = deferred();
    const pushes = vi.spyOn(window.history, 'pushState');
    showWhenReady(houston, page.promise);
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS - 1);
    expect(urlCity()).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(urlCity()).toBe('Houston');
    page.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(pushes).toHaveBeenCalledTimes(1);
    pushes.mockRestore();
  });

  it('moves when the page failed too: the results then show the error', async () => {
    const page = deferred();
    showWhenReady(houston, page.promise);
    page.reject(new Error('refused'));
    await vi.advanceTimersByTimeAsync(0);
    expect(urlCity()).toBe('Houston');
  });

  it('lets a newer search win over one still held', async () => {
    const first = deferred();
    const second = deferred();
    showWhenReady(houston, first.promise);
    showWhenReady(austin, second.promise);
    first.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(urlCity()).toBeNull();
    second.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(urlCity()).toBe('Austin');
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS);
    expect(urlCity()).toBe('Austin');
  });

  it('gives way to any other move of the URL while it waits (back, a map edit)', async () => {
    const page = deferred();
    showWhenReady(houston, page.promise);
    navigateToSearch(austin);
    page.resolve();
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS);
    expect(urlCity()).toBe('Austin');
  });

  it('goes ahead after the results correct the URL meanwhile (a page past the end)', async () => {
    navigateToSearch({ ...austin, page: { index: 9, size: 50 } });
    const page = deferred();
    showWhenReady(houston, page.promise);
    navigateToSearch(
      { ...austin, page: { index: 2, size: 50 } },
      { replace: true, correction: true },
    );
    page.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(urlCity()).toBe('Houston');
  });

  it('gives way to the browser’s back button while it waits', async () => {
    navigateToSearch(austin);
    const page = deferred();
    showWhenReady(houston, page.promise);
    window.dispatchEvent(new PopStateEvent('popstate'));
    page.resolve();
    await vi.advanceTimersByTimeAsync(SHOW_AFTER_MS);
    expect(urlCity()).toBe('Austin');
  });
});

describe('showSearch', () => {
  const page = EMPTY_LIST_PAGE;
  const counted = EMPTY_COUNT;

  /** A hook's-eye view of showSearch: its client and cache, and the results' own list query. */
  function renderShowSearch(calls: Parameters<typeof fakeApi>[0]) {
    return renderHook(
      () => {
        const client = useApiClient();
        const queryClient = useQueryClient();
        const shown = decodeSearchState(window.location.search);
        // The results' own query, once the URL holds the search.
        const list = useQuery({
          ...searchQuery(client, listRequest(shown.kind === 'ok' ? shown.state : houston)),
          enabled: shown.kind === 'ok',
        });
        return { show: (next: SearchState) => showSearch(client, queryClient, next), list };
      },
      // The app's staleTime: a page just asked for is fresh for the results.
      { wrapper: withApi(fakeApi(calls), { staleTime: 60_000 }) },
    );
  }

  it('asks for the page the results then read, once', async () => {
    const propertySearch = vi.fn(async () => page);
    const { result } = renderShowSearch({
      propertySearch,
      searchCount: async () => counted,
      searchSummary: async () => counted,
    });
    act(() => result.current.show(houston));
    expect(urlCity()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(urlCity()).toBe('Houston');
    expect(result.current.list.data).toBe(page);
    expect(propertySearch).toHaveBeenCalledTimes(1);
    expect(propertySearch).toHaveBeenCalledWith(listRequest(houston), expect.anything());
  });

  it('asks for the page only: the count and summary are left to the results, after their paint', async () => {
    const list = deferred();
    const searchCount = vi.fn(async () => counted);
    const searchSummary = vi.fn(async () => counted);
    const { result } = renderShowSearch({
      propertySearch: () => list.promise.then(() => page),
      searchCount,
      searchSummary,
    });
    act(() => result.current.show(houston));
    list.resolve();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(urlCity()).toBe('Houston');
    // Asked here, the server answered them while the rows were drawn (use-results-queries).
    expect(searchCount).not.toHaveBeenCalled();
    expect(searchSummary).not.toHaveBeenCalled();
  });

  it('shows only the newest of two searches, though the older page comes in last', async () => {
    const first = deferred();
    const propertySearch = vi.fn(async (req: { city?: string }) =>
      req.city === 'Houston' ? first.promise.then(() => page) : page,
    );
    const { result } = renderShowSearch({ propertySearch });
    act(() => result.current.show(houston));
    act(() => result.current.show(austin));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(urlCity()).toBe('Austin');
    first.resolve();
    await act(() => vi.advanceTimersByTimeAsync(SHOW_AFTER_MS));
    expect(urlCity()).toBe('Austin');
    expect(propertySearch).toHaveBeenCalledTimes(2);
  });

  it("shows a saved list's search at once: the first screen does not carry its ids", () => {
    const propertySearch = vi.fn(async () => page);
    const { result } = renderShowSearch({ propertySearch });
    act(() => result.current.show({ ...houston, listId: 'list-7' }));
    expect(urlCity()).toBe('Houston');
    expect(propertySearch).not.toHaveBeenCalled();
  });
});

describe('showNewSearch', () => {
  afterEach(() => setNewSearchShower(null));

  it('moves at once while no results screen has installed its way', () => {
    showNewSearch(houston);
    expect(urlCity()).toBe('Houston');
  });

  it('hands the search to the installed way, and moves at once again once it is removed', () => {
    const shower = vi.fn();
    setNewSearchShower(shower);
    showNewSearch(houston);
    expect(shower).toHaveBeenCalledWith(houston, undefined);
    expect(urlCity()).toBeNull();
    setNewSearchShower(null);
    showNewSearch(austin);
    expect(urlCity()).toBe('Austin');
  });
});
