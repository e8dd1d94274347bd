import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/client';
import { ApiClientProvider } from '../../api/client-context';
import type { SearchState } from '../search-state/search-state';
import { navigateToSearch } from '../search-state/use-search-state';
import { resultsRequests, useResultsQueries } from './use-results-queries';

const first: SearchState = {
  filters: { city: 'Austin', state: 'TX' },
  sort: [],
  page: { index: 0, size: 50 },
};
const next: SearchState = { ...first, filters: { city: 'Houston', state: 'TX' } };

/** Requests that never answer: the tests look only at what was asked, and when. */
function fakeApi() {
  const never = () => new Promise<never>(() => undefined);
  return {
    propertySearch: vi.fn(never),
    searchCount: vi.fn(never),
    searchSummary: vi.fn(never),
    searchIds: vi.fn(never),
    mlsDetail: vi.fn(never),
    mlsDetailBulk: vi.fn(never),
  };
}

function mount(fake: ReturnType<typeof fakeApi>) {
  const api = fake as unknown as ApiClient;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={{ api, connectionId: 'test' }}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return renderHook(() => useResultsQueries(first, undefined, true), { wrapper });
}

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('useResultsQueries: a new search is asked for before it renders', () => {
  it('sends the list, count and summary of the search navigated to, synchronously', () => {
    const api = fakeApi();
    mount(api);
    api.propertySearch.mockClear();
    api.searchCount.mockClear();
    api.searchSummary.mockClear();

    // No act(), no await: the requests must be out before React gets to render the new search.
    navigateToSearch(next);

    const ahead = resultsRequests(next);
    expect(api.propertySearch).toHaveBeenCalledWith(ahead.list, expect.anything());
    expect(api.searchCount).toHaveBeenCalledWith(ahead.filter, expect.anything());
    expect(api.searchSummary).toHaveBeenCalledWith(ahead.filter, expect.anything());
  });

  it('leaves a saved list to the render (its ids may still be loading)', () => {
    const api = fakeApi();
    mount(api);
    api.propertySearch.mockClear();
    navigateToSearch({ ...next, listId: 'list-1' });
    expect(api.propertySearch).not.toHaveBeenCalled();
  });

  it('stops listening once unmounted', () => {
    const api = fakeApi();
    const { unmount } = mount(api);
    unmount();
    api.propertySearch.mockClear();
    navigateToSearch(next);
    expect(api.propertySearch).not.toHaveBeenCalled();
  });
});
