// Webhook deliveries end to end, on every test backend: the /app/v1 routes, the delivery job on a
// real runner and a real HTTP receiver on 127.0.0.1. The receiver checks each signature with the
// verification snippet of docs/webhooks.md, run as it is written there; one that answers 500 is
// retried, then shows as failed in the log with its status and first bytes; redeliver and
// "send a test" deliver; a run with new leads sends what the team holds of them, and nothing else.
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppApi } from '../app-api/app-api';
import type { JobRunner } from '../jobs/job-runner';
import { dropJobSchema, jobSchemaFor, startTestRunner, waitFor } from '../jobs/test-runner';
import type { WorkDeps } from '../jobs/work';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import type { WebhookDelivery } from '../app-contract';
import { deliverWatchRun, type WatchRunEvent } from './deliver-watch-run';
import { setupWebhookDeliveries } from './delivery-job';

// Two retries one second apart: "retried, then failed" within seconds.
process.env.WEBHOOK_RETRY_LIMIT = '2';
process.env.WEBHOOK_RETRY_DELAY_SECONDS = '1';

type Verify = (body: Buffer | string, header: string | undefined, secret: string) => boolean;

/** The docs' verification snippet, exactly as docs/webhooks.md shows it. */
function docsSnippet(): Verify {
  const doc = readFileSync(new URL('../../docs/webhooks.md', import.meta.url), 'utf8');
  const block =
    /<!-- verify-snippet: start -->\s*```js\n([\s\S]*?)```\s*<!-- verify-snippet: end -->/.exec(
      doc,
    );
  if (!block) throw new Error('docs/webhooks.md has no verification snippet');
  const run = new Function('require', `${block[1]}\nreturn verifyLlbSignature;`) as (
    require: NodeRequire,
  ) => Verify;
  return run(createRequire(import.meta.url));
}

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A receiver: /ok answers 200, /fail 500 with a body, /moved a redirect; `answers` overrides. */
async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const status =
        answers.get(path) ?? (path.startsWith('/fail') ? 500 : path === '/moved' ? 302 : 200);
      if (status === 302) response.writeHead(302, { location: '/ok' }).end();
      else if (status === 500) response.writeHead(500).end(`boom\u0007 ${'x'.repeat(600)}`);
      else response.writeHead(status).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, answers, close: () => new Promise((r) => server.close(r)) };
}

const HEAVY = 90_000;

describe.each(TEST_BACKENDS)('webhook deliveries on $name', (backend) => {
  let store: AppStore & { schema?: string };
  let runner: JobRunner;
  let schema: string;
  let deps: WorkDeps;
  let api: ReturnType<typeof createAppApi>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  const verify = docsSnippet();

  beforeAll(async () => {
    store = await backend.open();
    schema = jobSchemaFor(store.schema);
    runner = await startTestRunner(store.db, schema);
    const callService = () => Promise.reject(new Error('no paid calls in a delivery'));
    deps = { store: async () => store, jobs: runner, callService, log: () => undefined };
    await setupWebhookDeliveries(deps);
    api = createAppApi({
      store: async () => store,
      work: { jobs: async () => runner, callService },
      log: () => undefined,
    });
    receiver = await startReceiver();
  }, HEAVY);
  afterAll(async () => {
    await receiver?.close();
    await runner?.stop();
    await store?.close();
    await dropJobSchema(schema);
  });

  async function call(
    user: string,
    method: string,
    path: string,
    body?: unknown,
    role: 'admin' | 'member' = 'member',
  ) {
    const init: RequestInit = { method };
    if (method !== 'GET' && method !== 'DELETE') {
      init.headers = { 'content-type': 'application/json' };
      init.body = JSON.stringify(body ?? {});
    }
    const response = await api.request(`/app/v1${path}`, init, { appUser: user, appRole: role });
    return {
      status: response.status,
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers read field by field in each test
      body: (await response.json()) as Record<string, any>,
    };
  }

  async function watchedSearch(owner: string) {
    const made = await call(owner, 'POST', '/searches', {
      name: `Vacant ${owner}`,
      query: 'city=Austin',
    });
    return made.body.id as string;
  }

  async function addEndpoint(owner: string, searchId: string, path: string) {
    const made = await call(owner, 'POST', `/searches/${searchId}/webhooks`, {
      url: `${receiver.base}${path}`,
    });
    expect(made.status).toBe(201);
    return { id: made.body.endpoint.id as string, secret: made.body.secret as string };
  }

  async function log(user: string, endpointId: string): Promise<WebhookDelivery[]> {
    return (await call(user, 'GET', `/webhooks/${endpointId}/deliveries`)).body.deliveries;
  }

  async function settled(user: string, endpointId: string, count = 1) {
    let deliveries: WebhookDelivery[] = [];
    await waitFor(async () => {
      deliveries = await log(user, endpointId);
      return (
        deliveries.length >= count &&
        deliveries.every((d) => d.state === 'delivered' || d.state === 'failed')
      );
    }, 30_000);
    return deliveries;
  }

  const event = (
    searchId: string,
    newIds: string[],
    runId = crypto.randomUUID(),
  ): WatchRunEvent => ({
    searchId,
    runId,
    searchName: 'Vacant',
    owner: 'dana',
    listId: crypto.randomUUID(),
    newIds,
    removedIds: ['999'],
    ranAt: '2026-11-28T14:00:00.000Z',
  });

  it(
    'refuses a loopback receiver until an admin allows private targets',
    async () => {
      const searchId = await watchedSearch('dana');
      const refused = await call('dana', 'POST', `/searches/${searchId}/webhooks`, {
        url: `${receiver.base}/ok`,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/127\.0\.0\.1 is a loopback address/);
      expect(
        (await call('dana', 'PUT', '/settings/webhooks', { allowPrivateTargets: true })).status,
      ).toBe(403);
      const allowed = await call(
        'ada',
        'PUT',
        '/settings/webhooks',
        { allowPrivateTargets: true },
        'admin',
      );
      expect(allowed.body).toMatchObject({
        allowPrivateTargets: true,
        canChange: true,
        updatedBy: 'ada',
      });
      expect((await call('dana', 'GET', '/settings/webhooks')).body).toMatchObject({
        allowPrivateTargets: true,
        canChange: false,
      });
    },
    HEAVY,
  );

  it(
    'delivers a run’s new leads, signed, with what the team holds of them',
    async () => {
      const searchId = await watchedSearch('dana');
      const { id: endpointId, secret } = await addEndpoint('dana', searchId, '/ok');
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      const again = await call('dana', 'POST', `/searches/${searchId}/webhooks`, {
        url: `${receiver.base}/ok`,
      });
      expect(again).toMatchObject({ status: 409, body: { message: /already sends to this URL/ } });
      const listed = await call('dana', 'GET', `/searches/${searchId}/webhooks`);
      expect(JSON.stringify(listed.body)).not.toContain(secret);
      await store.records.store(
        [
          {
            id: '700001',
            address: {
              street: '12 Oak St',
              city: 'Austin',
              state: 'TX',
              zip: '78701',
              address: '12 Oak St, Austin, TX 78701',
            },
            mailAddress: { street: 'PO Box 9', city: 'Dallas', state: 'TX', zip: '75201' },
            owner1FirstName: 'Pat',
            owner1LastName: 'Doe',
            vacant: true,
            highEquity: true,
            ownerOccupied: false,
          },
        ],
        'dana',
      );
      await store.skips.store(
        [
          {
            propertyId: '700001',
            ownerKey: 'k1',
            matched: true,
            answer: {
              statusCode: 200,
              match: true,
              data: {
                persons: [],
                names: [{ firstName: 'Pat', lastName: 'Doe' }],
                phones: [
                  { phone: '5125550102', type: 'landline', dnc: true },
                  { phone: '5125550101', type: 'mobile', dnc: false },
                  { phone: '512555****', type: 'mobile', dnc: false },
                ],
                emails: [{ email: 'pat@example.com', type: 'personal' }],
              },
            },
          },
        ],
        'dana',
      );
      const before = receiver.received.length;
      const run = event(searchId, ['700001', '700002']);
      await deliverWatchRun(deps, run);
      await deliverWatchRun(deps, run); // the run's job retried: no second delivery
      const [delivery] = await settled('dana', endpointId);
      expect(await log('dana', endpointId)).toHaveLength(1);
      const got = receiver.received
        .slice(before)
        .filter((r) => r.headers['x-llb-delivery'] === delivery!.id);
      expect(got).toHaveLength(1);
      const { headers, body } = got[0]!;
      expect(verify(body, headers['x-llb-signature'] as string, secret)).toBe(true);
      expect(verify(body, headers['x-llb-signature'] as string, `${secret}0`)).toBe(false);
      expect(
        verify(
          Buffer.concat([body, Buffer.from(' ')]),
          headers['x-llb-signature'] as string,
          secret,
        ),
      ).toBe(false);
      expect(headers['x-llb-event']).toBe('watch.new_leads');
      // The jobs list shows it as Dana's, with the search and the receiving host.
      const [job] = await runner.list({ name: 'webhook-delivery', owner: 'dana' });
      expect(job?.data).toMatchObject({
        deliveryId: delivery!.id,
        owner: 'dana',
        subject: expect.stringMatching(/^Vacant → 127\.0\.0\.1:\d+$/),
      });
      const payload = JSON.parse(body.toString('utf8'));
      expect(payload).toMatchObject({
        event: 'watch.new_leads',
        deliveryId: delivery!.id,
        ranAt: run.ranAt,
        search: { id: searchId, name: 'Vacant', owner: 'dana' },
        run: { id: run.runId, listId: run.listId, newCount: 2, removedCount: 1 },
        part: { number: 1, of: 1 },
      });
      expect(payload.leads).toEqual([
        {
          id: '700001',
          held: true,
          address: {
            street: '12 Oak St',
            city: 'Austin',
            state: 'TX',
            zip: '78701',
            county: null,
            full: '12 Oak St, Austin, TX 78701',
          },
          owners: ['Pat Doe'],
          companyName: null,
          mailingAddress: {
            street: 'PO Box 9',
            city: 'Dallas',
            state: 'TX',
            zip: '75201',
            county: null,
            full: null,
          },
          leadFlags: ['highEquity', 'vacant'],
          contacts: {
            tracedAt: expect.any(String),
            status: 'match',
            phones: [
              {
                number: '5125550101',
                type: 'mobile',
                doNotCall: false,
                dncKnown: true,
                lastSeen: null,
              },
              {
                number: '5125550102',
                type: 'landline',
                doNotCall: true,
                dncKnown: true,
                lastSeen: null,
              },
            ],
            emails: [{ address: 'pat@example.com', type: 'personal' }],
          },
        },
        { id: '700002', held: false },
      ]);
      expect(delivery).toMatchObject({
        state: 'delivered',
        leadCount: 2,
        attempts: [{ attempt: 1, status: 200, answerHead: 'thanks', outcome: 'delivered' }],
      });
    },
    HEAVY,
  );

  it(
    'retries a receiver that answers 500, then shows it failed; redelivery keeps its id',
    async () => {
      const searchId = await watchedSearch('dana');
      const { id: endpointId, secret } = await addEndpoint('dana', searchId, '/fail-1');
      await deliverWatchRun(deps, event(searchId, ['700003']));
      const [failed] = await settled('dana', endpointId);
      expect(failed!.state).toBe('failed');
      expect(failed!.attempts.map((a) => [a.attempt, a.status, a.outcome])).toEqual([
        [3, 500, 'failed'],
        [2, 500, 'retrying'],
        [1, 500, 'retrying'],
      ]);
      const head = failed!.attempts[0]!.answerHead!;
      expect(head.startsWith('boom  xxx')).toBe(true); // the bell became a space
      expect(Buffer.byteLength(head)).toBe(512);
      const tries = receiver.received.filter((r) => r.path === '/fail-1');
      expect(tries).toHaveLength(3);
      expect(new Set(tries.map((r) => r.headers['x-llb-delivery']))).toEqual(new Set([failed!.id]));
      for (const r of tries)
        expect(verify(r.body, r.headers['x-llb-signature'] as string, secret)).toBe(true);

      receiver.answers.set('/fail-1', 204);
      const again = await call('dana', 'POST', `/webhook-deliveries/${failed!.id}/redeliver`);
      expect(again.status).toBe(200);
      await waitFor(async () => (await log('dana', endpointId))[0]!.state === 'delivered', 30_000);
      const [delivered] = await log('dana', endpointId);
      expect(delivered).toMatchObject({ id: failed!.id, series: 2 });
      expect(delivered!.attempts[0]).toMatchObject({
        attempt: 4,
        series: 2,
        status: 204,
        outcome: 'delivered',
      });
      const last = receiver.received.filter((r) => r.path === '/fail-1').at(-1)!;
      expect(last.headers['x-llb-delivery']).toBe(failed!.id);
      expect(last.body.equals(tries[0]!.body)).toBe(true);
    },
    HEAVY,
  );

  it(
    'sends a test now, and follows no redirect',
    async () => {
      const searchId = await watchedSearch('dana');
      const { id: endpointId, secret } = await addEndpoint('dana', searchId, '/ok');
      const sent = await call('dana', 'POST', `/webhooks/${endpointId}/test`);
      expect(sent.status).toBe(201);
      const [test] = await settled('dana', endpointId);
      expect(test).toMatchObject({ event: 'webhook.test', state: 'delivered' });
      const got = receiver.received.find((r) => r.headers['x-llb-delivery'] === test!.id)!;
      expect(got.headers['x-llb-event']).toBe('webhook.test');
      expect(verify(got.body, got.headers['x-llb-signature'] as string, secret)).toBe(true);

      const moved = await addEndpoint('dana', searchId, '/moved');
      await call('dana', 'POST', `/webhooks/${moved.id}/test`);
      const [redirected] = await settled('dana', moved.id);
      expect(redirected).toMatchObject({
        state: 'failed',
        attempts: [{ status: 302, outcome: 'failed' }],
      });
    },
    HEAVY,
  );

  it(
    'sends nothing for a run without new leads or to a paused endpoint, and splits 500+ leads',
    async () => {
      const searchId = await watchedSearch('dana');
      const { id: endpointId } = await addEndpoint('dana', searchId, '/ok');
      await deliverWatchRun(deps, event(searchId, [], crypto.randomUUID()));
      expect(await log('dana', endpointId)).toEqual([]);
      expect(
        (await call('dana', 'PATCH', `/webhooks/${endpointId}`, { paused: true })).body.paused,
      ).toBe(true);
      await deliverWatchRun(deps, event(searchId, ['1']));
      expect(await log('dana', endpointId)).toEqual([]);
      await call('dana', 'PATCH', `/webhooks/${endpointId}`, { paused: false });
      const ids = Array.from({ length: 501 }, (_, i) => String(800_000 + i));
      await deliverWatchRun(deps, event(searchId, ids));
      const parts = await settled('dana', endpointId, 2);
      expect(parts.map((d) => d.leadCount).sort()).toEqual([1, 500]);
      const bodies = receiver.received
        .filter((r) => parts.some((p) => p.id === r.headers['x-llb-delivery']))
        .map((r) => JSON.parse(r.body.toString('utf8')).part);
      expect(bodies).toEqual(
        expect.arrayContaining([
          { number: 1, of: 2 },
          { number: 2, of: 2 },
        ]),
      );
    },
    HEAVY,
  );

  it(
    'lets only the owner or an admin manage a search’s webhooks; admins list them all',
    async () => {
      const searchId = await watchedSearch('dana');
      const { id: endpointId } = await addEndpoint('dana', searchId, '/ok');
      expect((await call('eve', 'GET', `/searches/${searchId}/webhooks`)).status).toBe(404);
      expect((await call('eve', 'DELETE', `/webhooks/${endpointId}`)).status).toBe(404);
      await call('dana', 'PATCH', `/searches/${searchId}`, { shared: true });
      expect((await call('eve', 'POST', `/webhooks/${endpointId}/secret`)).status).toBe(403);
      const rotated = await call('ada', 'POST', `/webhooks/${endpointId}/secret`, {}, 'admin');
      expect(rotated.body.secret).toMatch(/^whsec_/);
      expect(rotated.body.endpoint.secretRotatedAt).toEqual(expect.any(String));
      expect((await call('eve', 'GET', '/webhooks')).status).toBe(403);
      const all = await call('ada', 'GET', '/webhooks', undefined, 'admin');
      expect(all.body.endpoints).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ id: endpointId, owner: 'dana', searchName: 'Vacant dana' }),
        ]),
      );
      const deliveries = await call('ada', 'GET', '/webhook-deliveries', undefined, 'admin');
      expect(deliveries.status).toBe(200);
      expect(
        (await call('dana', 'PATCH', `/webhooks/${endpointId}`, { url: 'ftp://x' })).status,
      ).toBe(400);
      expect((await call('dana', 'DELETE', `/webhooks/${endpointId}`)).body).toEqual({
        deleted: true,
      });
      expect((await call('dana', 'GET', `/webhooks/${endpointId}/deliveries`)).status).toBe(404);
    },
    HEAVY,
  );
});
