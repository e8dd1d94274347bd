// For server tests: the API handler as it runs offline (the embedded mock with the test dataset)
// over an in-memory PGlite store, ready to answer.
import { TEST_CONFIG } from '../mock-server/test-helpers';
import { createApiHandler, type ApiHandler } from './api-handler';
import { openStore, type AppStore } from './store/store';

export async function openOfflineHandler(): Promise<{ store: AppStore; handler: ApiHandler }> {
  const store = await openStore({ kind: 'pglite', dataDir: 'memory://' });
  const handler = createApiHandler(
    { api: { mode: 'mock' } },
    { mockConfig: TEST_CONFIG, openStore: async () => store },
  );
  await handler.ready;
  return { store, handler };
}
