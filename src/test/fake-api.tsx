// A stand-in property data service for component tests: every call refuses unless the test gives
// it, and the providers (queries, the client) a component that asks the service needs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ApiClient, SearchListPage } from '../api/client';
import { ApiClientProvider } from '../api/client-context';

/** An empty first page and an empty count: for tests of what is asked for, not of what is shown. */
export const EMPTY_LIST_PAGE = {
  data: [],
  resultCount: 0,
  resultIndex: 0,
  recordCount: 0,
} as never as SearchListPage;
export const EMPTY_COUNT = { data: [], resultCount: 0 } as never;

/** An ApiClient whose calls fail with "not used here", but for the ones given. */
export function fakeApi(calls: Partial<ApiClient> = {}): ApiClient {
  const unused = () => Promise.reject(new Error('not used here'));
  return {
    propertySearch: unused,
    searchCount: unused,
    searchSummary: unused,
    searchIds: unused,
    propertyMapping: unused,
    mlsDetail: unused,
    mlsDetailBulk: unused,
    autoComplete: unused,
    skipTraceBatch: unused,
    skipTrace: unused,
    ...calls,
  };
}

/**
 * A render wrapper with a fresh query cache (no retries) and this client. `staleTime` as the app's
 * (60 s) for a test of what is asked once: with the default 0, every new reader asks again.
 */
export function withApi(api: ApiClient, { staleTime = 0 }: { staleTime?: number } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime } } });
  return function ApiWrapper({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={{ api, connectionId: 'test' }}>{children}</ApiClientProvider>
      </QueryClientProvider>
    );
  };
}
