// The clean-ups of held skip answers and held records past the freshness window, on every test
// backend: old rows go and fresh ones stay (with a day's margin past the team's window), a
// statement deletes at most a batch, a row pulled again is kept, and both jobs are registered,
// scheduled hourly and run at start-up by the runner; with the whole server's work (WORK_SETUPS)
// they run unseen in the jobs list.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandler } from '../api-handler';
import { jobsAnswerSchema } from '../app-contract';
import type { JobRunner } from '../jobs/job-runner';
import {
  dropJobSchema,
  housekeepingDeps,
  jobSchemaFor,
  schedulesOf,
  startTestRunner,
  waitFor,
} from '../jobs/test-runner';
import { openOfflineHandler } from '../offline-test-handler';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import {
  CLEANUP_BATCH,
  CLEANUP_MARGIN_DAYS,
  cleanUpHeld,
  HELD_CLEANUPS,
  type HeldKind,
  setupHeldCleanups,
} from './held-cleanup';

const HOUR = 1 / 24;
/** The default window (30 days) plus the margin: rows older than this go. */
const CUT = 30 + CLEANUP_MARGIN_DAYS;

/** How a test holds rows of one table, ages them and reads back which are held. */
interface HeldTable {
  table: string;
  keep(store: AppStore, ids: string[]): Promise<unknown>;
  /** The held ones among `ids` within `days`, as the app's readers ask. */
  readable(store: AppStore, ids: string[], days: number): Promise<unknown[]>;
}

const TABLES: Record<HeldKind, HeldTable> = {
  skips: {
    table: 'skip_answers',
    keep: (store, ids) =>
      store.skips.store(
        ids.map((id) => ({
          propertyId: id,
          ownerKey: `owner-of-${id}`,
          matched: true,
          answer: { phones: [{ number: '5125550142' }] },
        })),
        'ann',
      ),
    readable: (store, ids, days) => store.skips.latestFor(ids, days),
  },
  records: {
    table: 'records',
    keep: (store, ids) =>
      store.records.store(
        ids.map((id) => ({ id, address: { street: `12 Owner-of-${id} Ln` }, ownerPhone: '555' })),
        'ann',
      ),
    readable: (store, ids, days) => store.records.read(ids, days),
  },
};
const KINDS = Object.keys(TABLES) as HeldKind[];

/** Holds a row of `kind` for each property, pulled `ageDays` ago. */
async function hold(store: AppStore, kind: HeldKind, ages: Record<string, number>): Promise<void> {
  const ids = Object.keys(ages);
  await TABLES[kind].keep(store, ids);
  for (const id of ids)
    await store.db.query(
      `UPDATE ${TABLES[kind].table} SET pulled_at = now() - make_interval(secs => $2::float8)
       WHERE property_id = $1`,
      [id, ages[id]! * 86_400],
    );
}

async function heldIds(store: AppStore, kind: HeldKind): Promise<string[]> {
  const { rows } = await store.db.query<{ property_id: string }>(
    `SELECT property_id FROM ${TABLES[kind].table} ORDER BY property_id`,
  );
  return rows.map((row) => row.property_id);
}

describe.each(TEST_BACKENDS)('clean-up of held rows ($name)', (backend) => {
  let store: AppStore & { schema?: string };

  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  afterEach(async () => {
    for (const kind of KINDS) await store.db.query(`DELETE FROM ${TABLES[kind].table}`);
    await store.db.query("DELETE FROM settings WHERE key = 'freshnessDays'");
  });

  describe.each(KINDS)('%s', (kind) => {
    it('deletes rows past the window and its margin, and keeps the fresh and those within the margin', async () => {
      await hold(store, kind, {
        'old-1': 200,
        'old-2': 40,
        'just-past-margin': CUT + HOUR,
        'past-window-within-margin': 30 + HOUR,
        'within-margin-edge': CUT - HOUR,
        fresh: 3,
        'fresh-now': 0,
      });
      const result = await cleanUpHeld(store, kind);
      expect(result).toEqual({ removed: 3, olderThanDays: CUT, done: true });
      expect(await heldIds(store, kind)).toEqual([
        'fresh',
        'fresh-now',
        'past-window-within-margin',
        'within-margin-edge',
      ]);
      // The rows kept are still read within the window as before; the one past it, as before, is not.
      const read = await TABLES[kind].readable(store, ['fresh', 'past-window-within-margin'], 30);
      expect(read.length).toBe(1);
      // A second run finds nothing.
      expect((await cleanUpHeld(store, kind)).removed).toBe(0);
    });

    it('follows the team’s window as an admin set it', async () => {
      await store.settings.setFreshnessDays(7, 'ann');
      await hold(store, kind, { 'nine-days': 9, 'seven-and-a-half': 7.5, 'two-days': 2 });
      expect(await cleanUpHeld(store, kind)).toEqual({
        removed: 1,
        olderThanDays: 8,
        done: true,
      });
      expect(await heldIds(store, kind)).toEqual(['seven-and-a-half', 'two-days']);
    });

    it('deletes in bounded batches, oldest first, and leaves the rest of a long backlog to the next run', async () => {
      expect(CLEANUP_BATCH).toBe(5_000);
      await hold(store, kind, { a: 90, b: 80, c: 70, d: 60, e: 50, f: 40, g: 35, keep: 1 });
      // One statement takes at most its batch, the oldest first.
      const repo = kind === 'skips' ? store.skips : store.records;
      expect(await repo.deleteOlderThan(CUT, 3)).toBe(3);
      expect(await heldIds(store, kind)).toEqual(['d', 'e', 'f', 'g', 'keep']);
      // A run stops after its batches with more left, and says so; the next one ends it.
      expect(await cleanUpHeld(store, kind, { batch: 1, maxBatches: 2 })).toEqual({
        removed: 2,
        olderThanDays: CUT,
        done: false,
      });
      expect(await cleanUpHeld(store, kind, { batch: 1, maxBatches: 5 })).toEqual({
        removed: 2,
        olderThanDays: CUT,
        done: true,
      });
      expect(await heldIds(store, kind)).toEqual(['keep']);
    });

    it('keeps a row pulled again since it aged (its window restarts)', async () => {
      await hold(store, kind, { again: 60 });
      await hold(store, kind, { again: 0 });
      expect((await cleanUpHeld(store, kind)).removed).toBe(0);
      expect(await heldIds(store, kind)).toEqual(['again']);
    });
  });

  it('cleans each table alone: the other’s old rows stay for their own job', async () => {
    await hold(store, 'records', { old: 60 });
    await hold(store, 'skips', { old: 60 });
    expect((await cleanUpHeld(store, 'records')).removed).toBe(1);
    expect(await heldIds(store, 'records')).toEqual([]);
    expect(await heldIds(store, 'skips')).toEqual(['old']);
  });

  describe('as jobs', () => {
    let runner: JobRunner | undefined;
    let jobSchema: string;

    afterEach(async () => {
      await runner?.stop();
      runner = undefined;
      await dropJobSchema(jobSchema);
    });

    it('registers each worker and hourly schedule, runs each once at start-up and logs only counts', async () => {
      for (const kind of KINDS) await hold(store, kind, { 'prop-123': 45, 'prop-456': 2 });
      jobSchema = jobSchemaFor(store.schema);
      runner = await startTestRunner(store.db, jobSchema);
      const lines: string[] = [];
      await setupHeldCleanups(housekeepingDeps(store, runner, lines));
      const schedules = await schedulesOf(
        store.db,
        jobSchema,
        KINDS.map((kind) => HELD_CLEANUPS[kind].queue),
      );
      expect(schedules).toEqual([
        { name: 'held-records-cleanup', cron: '47 * * * *', timezone: 'UTC' },
        { name: 'skip-answers-cleanup', cron: '17 * * * *', timezone: 'UTC' },
      ]);
      const jobs = runner;
      for (const kind of KINDS)
        await waitFor(
          async () =>
            (await jobs.list({ name: HELD_CLEANUPS[kind].queue }))[0]?.state === 'completed',
          20_000,
        );
      for (const kind of KINDS) expect(await heldIds(store, kind)).toEqual(['prop-456']);
      expect(lines.sort()).toEqual([
        `[held-records] removed 1 held records pulled more than ${CUT} days ago`,
        `[skip-answers] removed 1 held skip answers pulled more than ${CUT} days ago`,
      ]);
      expect(lines.join('\n')).not.toMatch(/prop-|owner-of|555/i);
    }, 40_000);
  });
});

describe('the clean-ups among the server’s work (WORK_SETUPS)', () => {
  let store: AppStore;
  let handler: ApiHandler;

  beforeAll(async () => {
    ({ store, handler } = await openOfflineHandler());
  }, 60_000);
  afterAll(() => handler.close());

  it('run when the server’s runner starts, and stay out of the jobs list unless they failed', async () => {
    for (const kind of KINDS) await hold(store, kind, { stale: 100, fresh: 1 });
    const jobs = await handler.jobs();
    // The webhook bodies' clean-up (server/deliveries/delivery-bodies-cleanup.ts) shares the loop.
    const queues = [...KINDS.map((kind) => HELD_CLEANUPS[kind].queue), 'webhook-bodies-cleanup'];
    for (const queue of queues)
      await waitFor(
        async () => (await jobs.list({ name: queue }))[0]?.state === 'completed',
        30_000,
      );
    for (const kind of KINDS) expect(await heldIds(store, kind)).toEqual(['fresh']);
    const answer = await handler.appApi.request(
      '/app/v1/jobs',
      {},
      { appUser: 'ann', appRole: 'admin' },
    );
    const listed = jobsAnswerSchema.parse(await answer.json()).jobs;
    for (const queue of queues) expect(listed.map((job) => job.queue)).not.toContain(queue);
  }, 60_000);
});
