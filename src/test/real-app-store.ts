// The real /app/v1 for component and unit tests: the server's Hono app (server/app-api) over the
// real store on PGlite in memory, called in-process by the browser's own AppStoreClient, so a test
// sees exactly the server's rules (owner-only changes, soft delete, stacking, pulls, the import
// once) and not a copy of them. Open one per test file (beforeAll: a store takes ~1 s, unpacked
// from the suite's PGLITE_TEMPLATE) and reset it between tests.
import { createAppApi } from '../../server/app-api/app-api';
import { openStore, type AppStore } from '../../server/store/store';
import { createAppStoreClient, type AppStoreClient } from '../api/app-store/client';

export interface RealAppStore {
  /** The browser's client, as the one user of vite dev and preview (`local`). */
  client: AppStoreClient;
  /** The client as another user of the team (for what they share), an admin unless told. */
  clientAs(user: string, role?: 'admin' | 'member'): AppStoreClient;
  /** The server's store, for what only the server writes (the credits ledger). */
  store: AppStore;
  /** Forgets every list, search, pull, held record and import: call it between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export async function openRealAppStore(): Promise<RealAppStore> {
  const store: AppStore = await openStore({ kind: 'pglite', dataDir: 'memory://' });
  const api = createAppApi({ store: async () => store, log: () => undefined });
  const clientAs = (user: string, role: 'admin' | 'member' = 'admin') =>
    createAppStoreClient(((input: RequestInfo | URL, init?: RequestInit) =>
      api.request(String(input), init, { appUser: user, appRole: role })) as typeof fetch);
  return {
    client: clientAs('local'),
    clientAs,
    store,
    reset: async () => {
      // Items and pull ids go with their lists and searches (CASCADE).
      await store.db.query('TRUNCATE lists, searches, records, imports CASCADE');
    },
    close: () => store.close(),
  };
}
