// A watch's "Webhooks" against the real /app/v1 (the server's Hono app over PGlite), with a
// runner that only records what it is asked to send: add a URL and its secret is shown once,
// pause and resume, send a test and read it in the log (status, time, first bytes), redeliver,
// rotate the secret, delete; a refused URL is refused in the server's words. A delivery whose
// content was cleared (past the team's freshness window) says so instead of offering a redelivery.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppApi } from '../../../../server/app-api/app-api';
import { DELIVERY_BODIES_CLEANUP } from '../../../../server/deliveries/delivery-bodies-cleanup';
import { cleanUpAged } from '../../../../server/held/held-cleanup';
import type { JobRunner } from '../../../../server/jobs/job-runner';
import { openStore, type AppStore } from '../../../../server/store/store';
import { createAppStoreClient } from '../../../api/app-store/client';
import { AppStoreContext } from '../../../api/app-store/queries';
import { DeliveriesSection } from './deliveries-section';

let store: AppStore;
const enqueued: { name: string; data: object }[] = [];
const runner = {
  enqueue: async (name: string, data: object) => {
    enqueued.push({ name, data });
    return crypto.randomUUID();
  },
} as unknown as JobRunner;

beforeAll(async () => {
  store = await openStore({ kind: 'pglite', dataDir: 'memory://' });
  // The test's "receiver" is on 127.0.0.1: an admin has allowed private addresses.
  await store.webhooks.setAllowPrivateTargets(true, 'test');
}, 60_000);
afterAll(() => store?.close());

function client(user: string, role: 'admin' | 'member') {
  const api = createAppApi({
    store: async () => store,
    log: () => undefined,
    work: { jobs: async () => runner, callService: () => Promise.reject(new Error('none')) },
  });
  return createAppStoreClient(((input: RequestInfo | URL, init?: RequestInit) =>
    api.request(String(input), init, { appUser: user, appRole: role })) as typeof fetch);
}

function renderWith(user: string, role: 'admin' | 'member', ui: React.ReactNode) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <AppStoreContext.Provider value={client(user, role)}>{ui}</AppStoreContext.Provider>
    </QueryClientProvider>,
  );
}

describe('DeliveriesSection', () => {
  it('adds a webhook, shows its secret once, tests it, logs it, redelivers, rotates and deletes', async () => {
    const keys = userEvent.setup();
    const search = await store.searches.create('dana', { name: 'Vacant', query: 'city=Austin' });
    renderWith('dana', 'member', <DeliveriesSection searchId={search.id} />);
    const section = await screen.findByRole('region', { name: 'Webhooks' });

    await keys.type(within(section).getByRole('textbox', { name: 'Webhook URL' }), 'ftp://nope');
    await keys.click(within(section).getByRole('button', { name: 'Add webhook' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('starts with https://');

    const url = within(section).getByRole('textbox', { name: 'Webhook URL' });
    await keys.clear(url);
    await keys.type(url, 'http://127.0.0.1:9/hook');
    await keys.click(within(section).getByRole('button', { name: 'Add webhook' }));
    const secretBox = await within(section).findByRole('group', {
      name: /you will not see it again/,
    });
    const secret = within(secretBox).getByLabelText('Signing secret').textContent!;
    expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(within(secretBox).getByRole('button', { name: /Copy secret/ })).toBeVisible();
    expect(url).toHaveValue('');
    await keys.click(within(secretBox).getByRole('button', { name: 'I have copied it' }));
    expect(within(section).queryByText(secret)).toBeNull();

    const endpoint = within(section).getByRole('listitem', { name: 'http://127.0.0.1:9/hook' });
    await keys.click(within(endpoint).getByRole('button', { name: 'Pause' }));
    expect(await within(endpoint).findByText('Paused')).toBeVisible();
    expect(within(endpoint).getByRole('button', { name: 'Send a test' })).toBeDisabled();
    await keys.click(within(endpoint).getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(within(endpoint).queryByText('Paused')).toBeNull());

    await keys.click(within(endpoint).getByRole('button', { name: 'Send a test' }));
    await waitFor(() => expect(enqueued.at(-1)?.name).toBe('webhook-delivery'));
    await keys.click(within(endpoint).getByRole('button', { name: 'Delivery log' }));
    const log = await within(endpoint).findByRole('table', { name: /Delivery log of/ });
    expect(within(log).getByText('Waiting')).toBeVisible();
    expect(within(log).getByText('Test')).toBeVisible();

    // The job's try, as the worker logs it: a 500 with its first bytes.
    const [delivery] = await store.webhooks.deliveriesOf(
      (await store.webhooks.endpointsOf(search.id))[0]!.id,
    );
    await store.webhooks.recordAttempt(delivery!.id, 1, {
      status: 500,
      error: null,
      responseMs: 42,
      answerHead: 'boom: database down',
      outcome: 'failed',
    });
    expect(await within(log).findByText('Failed', {}, { timeout: 8000 })).toBeVisible();
    expect(within(log).getByText('500')).toBeVisible();
    expect(within(log).getByText('42 ms')).toBeVisible();
    expect(within(log).getByText('boom: database down')).toBeVisible();
    const sent = enqueued.length;
    await keys.click(within(log).getByRole('button', { name: /Redeliver the test delivery/ }));
    expect(await within(log).findByText('Waiting')).toBeVisible();
    expect(enqueued).toHaveLength(sent + 1);

    await keys.click(within(endpoint).getByRole('button', { name: 'Rotate secret' }));
    await keys.click(within(endpoint).getByRole('button', { name: 'Make new secret' }));
    const rotated = await within(section).findByRole('group', { name: /old one no longer signs/ });
    expect(within(rotated).getByLabelText('Signing secret').textContent).not.toBe(secret);

    await keys.click(within(endpoint).getByRole('button', { name: 'Delete' }));
    await keys.click(within(endpoint).getByRole('button', { name: 'Delete webhook' }));
    await waitFor(() => expect(within(section).queryByRole('listitem')).toBeNull());
    expect(
      within(section).queryByRole('group', { name: /Signing secret|no longer signs/ }),
    ).toBeNull();
  }, 60_000);

  it('says a delivery’s content was cleared instead of offering a redelivery, even from a log read before', async () => {
    const keys = userEvent.setup();
    const search = await store.searches.create('dana', { name: 'Absentee', query: 'city=Austin' });
    const endpoint = await store.webhooks.create({
      searchId: search.id,
      owner: 'dana',
      url: 'http://127.0.0.1:9/old',
      secret: `whsec_${'cd'.repeat(32)}`,
      by: 'dana',
    });
    if (endpoint === 'too-many') throw new Error('one endpoint only');
    const endpointId = endpoint.id;
    /** A failed delivery of 3 leads, made `ageDays` ago. */
    async function failed(ageDays: number): Promise<void> {
      const id = crypto.randomUUID();
      await store.webhooks.createDelivery({
        id,
        endpointId,
        event: 'watch.new_leads',
        runKey: `${id}:1`,
        body: '{"leads":[]}',
        leadCount: 3,
      });
      await store.webhooks.recordAttempt(id, 1, {
        status: 503,
        error: null,
        responseMs: 8,
        answerHead: 'away',
        outcome: 'failed',
      });
      await store.db.query(
        `UPDATE webhook_deliveries SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
        [id, ageDays],
      );
    }
    await failed(45);
    renderWith('dana', 'member', <DeliveriesSection searchId={search.id} />);
    const section = await screen.findByRole('region', { name: 'Webhooks' });
    const item = await within(section).findByRole('listitem', { name: 'http://127.0.0.1:9/old' });
    await keys.click(within(item).getByRole('button', { name: 'Delivery log' }));
    const log = await within(item).findByRole('table', { name: /Delivery log of/ });
    // Read before the clean-up: it still offers a redelivery.
    const redeliver = within(log).getByRole('button', { name: /Redeliver the new leads delivery/ });

    expect((await cleanUpAged(store, DELIVERY_BODIES_CLEANUP)).removed).toBe(1);
    const sent = enqueued.length;
    await keys.click(redeliver);
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'This delivery cannot be redelivered: its content was cleared after 45 days',
    );
    expect(
      await within(log).findByText('Content cleared after 45 days: nothing to redeliver'),
    ).toBeVisible();
    expect(within(log).queryByRole('button', { name: /Redeliver/ })).toBeNull();
    // The rest of the log is kept: its state, lead count, status and answer.
    expect(within(log).getByText('Failed')).toBeVisible();
    expect(within(log).getByText('New leads (3)')).toBeVisible();
    expect(within(log).getByText('503')).toBeVisible();
    expect(within(log).getByText('away')).toBeVisible();
    expect(enqueued).toHaveLength(sent);
  }, 60_000);
});
