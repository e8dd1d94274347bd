// Wires the QueryClient, the API client and the shared hover/pick store around the app.
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../api/client-context';
import { createApiClient } from '../api/client';
import { connectionIdOf, type ConnectedClient } from '../api/queries';
import { HoverPickProvider, type HoverPickStore } from '../state/hover-pick';
import { useConnectionSettings, type ConnectionSettings } from '../lib/connection-settings';
import { createQueryClient } from './query-client';

/**
 * Same origin and no key by default: the server holds it (the proxy's real key, or the embedded
 * mock's demo key), so the browser has no secret unless the user enters one in Settings.
 */
const DEFAULT_CONNECTION: ConnectionSettings = { baseUrl: '', apiKey: '', userId: undefined };

export function Providers({
  hoverPick,
  children,
}: {
  hoverPick: HoverPickStore;
  children: ReactNode;
}) {
  const [queryClient] = useState(createQueryClient);
  // Stored settings (lib/connection-settings) override the default: Settings and e2e tests switch keys there.
  // A change makes a new client and a new connectionId, so every query refetches against it.
  const { baseUrl, apiKey, userId } = useConnectionSettings(DEFAULT_CONNECTION);
  const client = useMemo<ConnectedClient>(() => {
    return {
      // Records the team already holds are served by the app's server itself (server/held/): the
      // browser asks for a list's records by ids and only the missing ones are bought.
      api: createApiClient({ baseUrl, apiKey, userId }),
      connectionId: connectionIdOf(baseUrl, apiKey, userId),
    };
  }, [baseUrl, apiKey, userId]);
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <HoverPickProvider store={hoverPick}>{children}</HoverPickProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
