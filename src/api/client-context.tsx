// React binding of the API module: which client the app talks through, provided once at the top.
import { createContext, useContext, type ReactNode } from 'react';
import type { ConnectedClient } from './queries';

const ClientContext = createContext<ConnectedClient | null>(null);

export function ApiClientProvider({
  client,
  children,
}: {
  client: ConnectedClient;
  children: ReactNode;
}) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

/** The client every query factory takes. */
export function useApiClient(): ConnectedClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
