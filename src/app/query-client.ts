// The app's QueryClient, with the API module's retry policy as the default for every query.
import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetry } from '../api/queries';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
