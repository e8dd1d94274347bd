// Settings' "Allow webhooks to private addresses" against the real /app/v1 (the server's Hono
// app over PGlite): an admin turns it on and the server keeps it; a member does not see it.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppApi } from '../../../server/app-api/app-api';
import { openStore, type AppStore } from '../../../server/store/store';
import { createAppStoreClient } from '../../api/app-store/client';
import { AppStoreContext } from '../../api/app-store/queries';
import { WebhookTargets } from './webhook-targets';

let store: AppStore;

beforeAll(async () => {
  store = await openStore({ kind: 'pglite', dataDir: 'memory://' });
}, 60_000);
afterAll(() => store?.close());

function renderWith(user: string, role: 'admin' | 'member') {
  const api = createAppApi({ store: async () => store, log: () => undefined });
  const client = createAppStoreClient(((input: RequestInfo | URL, init?: RequestInit) =>
    api.request(String(input), init, { appUser: user, appRole: role })) as typeof fetch);
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AppStoreContext.Provider value={client}>
        <WebhookTargets />
      </AppStoreContext.Provider>
    </QueryClientProvider>,
  );
}

describe('WebhookTargets', () => {
  it('lets an admin allow private addresses, and shows members nothing', async () => {
    const keys = userEvent.setup();
    await store.webhooks.setAllowPrivateTargets(false, 'test');
    renderWith('ann', 'admin');
    const toggle = await screen.findByRole('switch', {
      name: 'Allow webhooks to private addresses',
    });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await keys.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    expect((await store.webhooks.settings()).allowPrivateTargets).toBe(true);
  });

  it('is not shown to a member', async () => {
    renderWith('mia', 'member');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('switch')).toBeNull();
  });
});
