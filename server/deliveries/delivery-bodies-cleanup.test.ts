// The clearing of old webhook delivery bodies, on every test backend: a final delivery (delivered
// or failed) made more than the team's freshness window plus a day ago loses its body and keeps its
// row and attempts; a young one and a pending or retrying one keep theirs; a statement clears at
// most a batch; a watch run handed over again still makes no second delivery; a cleared delivery
// is refused a redelivery with a 410 in words (nothing enqueued) and its stale job sends nothing;
// the job is registered, scheduled at :32, run at start-up and logs only a count.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createAppApi } from '../app-api/app-api';
import type { DeliveryState } from '../app-contract';
import type { JobHandler, JobRunner } from '../jobs/job-runner';
import {
  dropJobSchema,
  housekeepingDeps,
  jobSchemaFor,
  schedulesOf,
  startTestRunner,
  waitFor,
} from '../jobs/test-runner';
import { CLEANUP_BATCH, CLEANUP_MARGIN_DAYS, cleanUpAged } from '../held/held-cleanup';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { deliveryBodiesRepo } from '../store/webhook-deliveries-repo';
import { DELIVERY_BODIES_CLEANUP, setupDeliveryBodiesCleanup } from './delivery-bodies-cleanup';
import { setupWebhookDeliveries } from './delivery-job';

const HOUR = 1 / 24;
/** The default window (30 days) plus the margin: final deliveries older than this are cleared. */
const CUT = 30 + CLEANUP_MARGIN_DAYS;
/** An owner's phone and email, as a delivery's body carries them. */
const PHONE = '5125550142';
const EMAIL = 'pat@example.com';

describe.each(TEST_BACKENDS)('clearing old webhook bodies ($name)', (backend) => {
  let store: AppStore & { schema?: string };
  let endpointId: string;
  const enqueued: { name: string; data: object }[] = [];
  const fakeRunner = {
    enqueue: async (name: string, data: object) => {
      enqueued.push({ name, data });
      return crypto.randomUUID();
    },
  } as unknown as JobRunner;

  beforeAll(async () => {
    store = await backend.open();
    const search = await store.searches.create('dana', { name: 'Vacant', query: 'city=Austin' });
    const endpoint = await store.webhooks.create({
      searchId: search.id,
      owner: 'dana',
      // Port 9 on loopback, refused while private targets are not allowed: a try would be logged.
      url: 'http://127.0.0.1:9/hook',
      secret: `whsec_${'ab'.repeat(32)}`,
      by: 'dana',
    });
    if (endpoint === 'too-many') throw new Error('one endpoint only');
    endpointId = endpoint.id;
  }, 60_000);
  afterAll(() => store.close());
  afterEach(async () => {
    await store.db.query('DELETE FROM webhook_deliveries');
    await store.db.query("DELETE FROM settings WHERE key = 'freshnessDays'");
    enqueued.length = 0;
  });

  /** A delivery in `state`, made `ageDays` ago, with one attempt when it is not pending. */
  async function delivery(
    name: string,
    state: DeliveryState,
    ageDays: number,
    runKey: string | null = `run-${name}:1`,
  ): Promise<string> {
    const id = crypto.randomUUID();
    await store.webhooks.createDelivery({
      id,
      endpointId,
      event: 'watch.new_leads',
      runKey,
      body: JSON.stringify({ deliveryId: id, name, leads: [{ phones: [PHONE], emails: [EMAIL] }] }),
      leadCount: 1,
    });
    if (state !== 'pending')
      await store.webhooks.recordAttempt(id, 1, {
        status: state === 'delivered' ? 200 : 500,
        error: null,
        responseMs: 12,
        answerHead: state === 'delivered' ? 'thanks' : 'down',
        outcome: state,
      });
    await store.db.query(
      `UPDATE webhook_deliveries SET created_at = now() - make_interval(secs => $2::float8)
       WHERE id = $1`,
      [id, ageDays * 86_400],
    );
    return id;
  }

  /** The names of the deliveries whose body is kept, and of those cleared. */
  async function bodies(): Promise<{ kept: string[]; cleared: string[] }> {
    const { rows } = await store.db.query<{ run_key: string; kept: boolean }>(
      'SELECT run_key, body IS NOT NULL AS kept FROM webhook_deliveries',
    );
    const name = (row: { run_key: string }) => row.run_key.replace(/^run-|:1$/g, '');
    return {
      kept: rows
        .filter((row) => row.kept)
        .map(name)
        .sort(),
      cleared: rows
        .filter((row) => !row.kept)
        .map(name)
        .sort(),
    };
  }

  const clear = (options = {}) => cleanUpAged(store, DELIVERY_BODIES_CLEANUP, options);

  it('clears final deliveries past the window and its margin; keeps young, pending and retrying ones', async () => {
    await delivery('old-delivered', 'delivered', 200);
    await delivery('old-failed', 'failed', 40);
    await delivery('just-past-margin', 'delivered', CUT + HOUR);
    await delivery('within-margin', 'failed', 30 + HOUR);
    await delivery('within-margin-edge', 'delivered', CUT - HOUR);
    await delivery('young', 'delivered', 3);
    await delivery('old-pending', 'pending', 90);
    await delivery('old-retrying', 'retrying', 90);

    expect(await clear()).toEqual({ removed: 3, olderThanDays: CUT, done: true });
    expect(await bodies()).toEqual({
      kept: ['old-pending', 'old-retrying', 'within-margin', 'within-margin-edge', 'young'],
      cleared: ['just-past-margin', 'old-delivered', 'old-failed'],
    });
    // The owner's contacts are left only in the bodies kept.
    const { rows } = await store.db.query<{ run_key: string }>(
      `SELECT run_key FROM webhook_deliveries
       WHERE body LIKE $1 OR body LIKE $2`,
      [`%${PHONE}%`, `%${EMAIL}%`],
    );
    expect(rows.map((row) => row.run_key).sort()).toEqual(
      (await bodies()).kept.map((name) => `run-${name}:1`).sort(),
    );
    // A second run finds nothing.
    expect((await clear()).removed).toBe(0);
  });

  it('keeps the row and its attempts as the log, saying when the content was cleared', async () => {
    const id = await delivery('old', 'failed', 45);
    const before = (await store.webhooks.delivery(id))!;
    await clear();
    const after = (await store.webhooks.delivery(id))!;
    expect(after.bodyClearedAt).toEqual(expect.any(String));
    expect(Date.parse(after.bodyClearedAt!)).toBeGreaterThan(Date.parse(after.createdAt));
    expect({ ...after, bodyClearedAt: null }).toEqual(before);
    expect(after.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status: 500, responseMs: 12, outcome: 'failed' }),
    ]);
    expect((await store.webhooks.deliveriesOf(endpointId))[0]!.bodyClearedAt).toBe(
      after.bodyClearedAt,
    );
    expect((await store.webhooks.allDeliveries())[0]!.bodyClearedAt).toBe(after.bodyClearedAt);
  });

  it('clears a pending or retrying delivery once it has settled', async () => {
    const id = await delivery('was-retrying', 'retrying', 60);
    expect((await clear()).removed).toBe(0);
    await store.webhooks.recordAttempt(id, 1, {
      status: 200,
      error: null,
      responseMs: 5,
      answerHead: 'ok',
      outcome: 'delivered',
    });
    expect((await clear()).removed).toBe(1);
    expect((await bodies()).cleared).toEqual(['was-retrying']);
  });

  it('follows the team’s window as an admin set it', async () => {
    await store.settings.setFreshnessDays(7, 'ann');
    await delivery('nine-days', 'delivered', 9);
    await delivery('seven-and-a-half', 'delivered', 7.5);
    await delivery('two-days', 'failed', 2);
    expect(await clear()).toEqual({ removed: 1, olderThanDays: 8, done: true });
    expect((await bodies()).cleared).toEqual(['nine-days']);
  });

  it('clears in bounded batches, oldest first, and leaves the rest of a long backlog to the next run', async () => {
    expect(CLEANUP_BATCH).toBe(5_000);
    for (const [name, age] of Object.entries({ a: 90, b: 80, c: 70, d: 60, e: 50, f: 40 }))
      await delivery(name, 'delivered', age);
    await delivery('young', 'delivered', 1);
    // One statement takes at most its batch, the oldest first.
    expect(await store.webhooks.clearBodiesOlderThan(CUT, 2)).toBe(2);
    expect((await bodies()).cleared).toEqual(['a', 'b']);
    // A run stops after its batches with more left, and says so; the next one ends it.
    expect(await clear({ batch: 1, maxBatches: 2 })).toEqual({
      removed: 2,
      olderThanDays: CUT,
      done: false,
    });
    expect(await clear({ batch: 1, maxBatches: 5 })).toEqual({
      removed: 2,
      olderThanDays: CUT,
      done: true,
    });
    expect((await bodies()).kept).toEqual(['young']);
  });

  it('still makes no second delivery for a run handed over again after its body was cleared', async () => {
    const id = await delivery('run', 'delivered', 60);
    await clear();
    const again = await store.webhooks.createDelivery({
      id: crypto.randomUUID(),
      endpointId,
      event: 'watch.new_leads',
      runKey: 'run-run:1',
      body: '{"again":true}',
      leadCount: 1,
    });
    expect(again).toEqual({ id, state: 'delivered' });
    const { rows } = await store.db.query<{ n: number; body: string | null }>(
      'SELECT count(*) OVER ()::int AS n, body FROM webhook_deliveries',
    );
    expect(rows).toEqual([{ n: 1, body: null }]);
  });

  it('refuses to redeliver a cleared delivery with a 410 in words, and enqueues nothing', async () => {
    const api = createAppApi({
      store: async () => store,
      log: () => undefined,
      work: { jobs: async () => fakeRunner, callService: () => Promise.reject(new Error('none')) },
    });
    const redeliver = (id: string) =>
      api.request(
        `/app/v1/webhook-deliveries/${id}/redeliver`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
        { appUser: 'dana', appRole: 'member' },
      );
    const cleared = await delivery('cleared', 'failed', 45);
    const young = await delivery('young', 'failed', 2);
    await clear();

    const refused = await redeliver(cleared);
    expect(refused.status).toBe(410);
    const answer = (await refused.json()) as { error: string; message: string };
    expect(answer.error).toBe('Gone');
    expect(answer.message).toMatch(
      /^This delivery cannot be redelivered: its content was cleared after 45 days, as the team keeps what webhooks sent only for its freshness window plus a day\. Its leads are still in the watch’s list\.$/,
    );
    expect(enqueued).toEqual([]);
    expect(await store.webhooks.delivery(cleared)).toMatchObject({ state: 'failed', series: 1 });

    // A young one is redelivered as before.
    expect((await redeliver(young)).status).toBe(200);
    expect(enqueued).toEqual([
      { name: 'webhook-delivery', data: expect.objectContaining({ deliveryId: young }) },
    ]);
  });

  it('starts no new series for a delivery cleared after the route read it', async () => {
    const id = await delivery('raced', 'delivered', 45);
    await clear();
    expect(await store.webhooks.startSeries(id)).toBeUndefined();
    expect(await store.webhooks.delivery(id)).toMatchObject({ state: 'delivered', series: 1 });
  });

  it('lets a redelivery that waited on the clean-up find the body cleared, not start a series', async () => {
    const id = await delivery('racing', 'failed', 45);
    let started: Promise<number | undefined> | undefined;
    await store.db.transaction(async (tx) => {
      expect(await deliveryBodiesRepo(tx).clearBodiesOlderThan(CUT, 10)).toBe(1);
      // On PostgreSQL the redelivery's UPDATE waits on the row the clean-up has locked until it
      // commits, then checks its condition again on the row the clean-up left.
      started = store.webhooks.startSeries(id);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await started).toBeUndefined();
    expect(await store.webhooks.delivery(id)).toMatchObject({
      state: 'failed',
      series: 1,
      bodyClearedAt: expect.any(String),
    });
  });

  it('sends nothing for a stale job of a cleared delivery', async () => {
    const id = await delivery('stale', 'failed', 45);
    await clear();
    let handler: JobHandler<{ deliveryId: string; retryLimit: number }> | undefined;
    await setupWebhookDeliveries({
      store: async () => store,
      jobs: {
        work: async (_name: string, work: typeof handler) => {
          handler = work;
        },
      } as unknown as JobRunner,
    });
    await handler!({ data: { deliveryId: id, retryLimit: 12 }, retryCount: 0 } as never);
    // A try (refused: loopback is not allowed) would have been logged as a second attempt.
    expect((await store.webhooks.delivery(id))!.attempts).toHaveLength(1);
  });

  describe('as a job', () => {
    let runner: JobRunner | undefined;
    let jobSchema: string;

    afterEach(async () => {
      await runner?.stop();
      runner = undefined;
      await dropJobSchema(jobSchema);
    });

    it('registers its worker and hourly schedule, runs once at start-up and logs only a count', async () => {
      await delivery('old', 'delivered', 45);
      await delivery('young', 'delivered', 2);
      jobSchema = jobSchemaFor(store.schema);
      runner = await startTestRunner(store.db, jobSchema);
      const lines: string[] = [];
      await setupDeliveryBodiesCleanup(housekeepingDeps(store, runner, lines));
      const schedules = await schedulesOf(store.db, jobSchema, ['webhook-bodies-cleanup']);
      expect(schedules).toEqual([
        { name: 'webhook-bodies-cleanup', cron: '32 * * * *', timezone: 'UTC' },
      ]);
      const jobs = runner;
      await waitFor(
        async () => (await jobs.list({ name: 'webhook-bodies-cleanup' }))[0]?.state === 'completed',
        20_000,
      );
      expect(await bodies()).toEqual({ kept: ['young'], cleared: ['old'] });
      expect(lines).toEqual([
        `[webhook-bodies] cleared the content of 1 webhook deliveries made more than ${CUT} days ago`,
      ]);
      expect(lines.join('\n')).not.toMatch(/127\.0\.0\.1|run-|dana|5125|example/);
    }, 40_000);
  });
});
