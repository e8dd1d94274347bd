// Wires the QueryClient and the API client around the app.
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../api/client-context';
import { createApiClient } from '../api/client';
import { connectionIdOf, type ConnectedClient } from '../api/queries';
import { useConnectionSettings, type ConnectionSettings } from '../lib/connection-settings';
import { createQueryClient } from './query-client';

/** Same origin by default: the embedded mock, or the server-side proxy that holds the real key. */
const DEFAULT_CONNECTION: ConnectionSettings = { baseUrl: '', apiKey: 'demo', userId: undefined };

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  // sessionStorage (lib/connection-settings) overrides the default: Settings and e2e tests switch keys there.
  const { baseUrl, apiKey, userId } = useConnectionSettings(DEFAULT_CONNECTION);
  const client = useMemo<ConnectedClient>(() => {
    return {
      api: createApiClient({ baseUrl, apiKey, userId }),
      connectionId: connectionIdOf(baseUrl, apiKey, userId),
    };
  }, [baseUrl, apiKey, userId]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}
