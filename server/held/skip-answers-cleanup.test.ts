// The clean-up of held skip answers past the freshness window, on every test backend: old answers
// go and fresh ones stay (with a day's margin past the team's window), a statement deletes at most
// a batch, and the job is registered, scheduled hourly and run at start-up by the runner; with the
// whole server's work (WORK_SETUPS) it runs unseen in the jobs list.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandler } from '../api-handler';
import { jobsAnswerSchema } from '../app-contract';
import type { JobRunner } from '../jobs/job-runner';
import { dropJobSchema, jobSchemaFor, startTestRunner, waitFor } from '../jobs/test-runner';
import { openOfflineHandler } from '../offline-test-handler';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import {
  cleanUpSkipAnswers,
  setupSkipAnswersCleanup,
  SKIP_CLEANUP_BATCH,
  SKIP_CLEANUP_MARGIN_DAYS,
  SKIP_CLEANUP_QUEUE,
} from './skip-answers-cleanup';

const HOUR = 1 / 24;
/** The default window (30 days) plus the margin: answers older than this go. */
const CUT = 30 + SKIP_CLEANUP_MARGIN_DAYS;

/** Holds an answer for each property, pulled `ageDays` ago. */
async function hold(store: AppStore, ages: Record<string, number>): Promise<void> {
  const ids = Object.keys(ages);
  await store.skips.store(
    ids.map((id) => ({
      propertyId: id,
      ownerKey: `owner-of-${id}`,
      matched: true,
      answer: { phones: [{ number: '5125550142' }] },
    })),
    'ann',
  );
  for (const id of ids)
    await store.db.query(
      `UPDATE skip_answers SET pulled_at = now() - make_interval(secs => $2::float8)
       WHERE property_id = $1`,
      [id, ages[id]! * 86_400],
    );
}

async function heldIds(store: AppStore): Promise<string[]> {
  const { rows } = await store.db.query<{ property_id: string }>(
    'SELECT property_id FROM skip_answers ORDER BY property_id',
  );
  return rows.map((row) => row.property_id);
}

describe.each(TEST_BACKENDS)('clean-up of held skip answers ($name)', (backend) => {
  let store: AppStore & { schema?: string };

  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(() => store.close());
  afterEach(async () => {
    await store.db.query('DELETE FROM skip_answers');
    await store.db.query("DELETE FROM settings WHERE key = 'freshnessDays'");
  });

  it('deletes answers past the window and its margin, and keeps the fresh and those within the margin', async () => {
    await hold(store, {
      'old-1': 200,
      'old-2': 40,
      'just-past-margin': CUT + HOUR,
      'past-window-within-margin': 30 + HOUR,
      'within-margin-edge': CUT - HOUR,
      fresh: 3,
      'fresh-now': 0,
    });
    const result = await cleanUpSkipAnswers(store);
    expect(result).toEqual({ removed: 3, olderThanDays: CUT, done: true });
    expect(await heldIds(store)).toEqual([
      'fresh',
      'fresh-now',
      'past-window-within-margin',
      'within-margin-edge',
    ]);
    // The answers kept are still read within the window as before; the one past it, as before, is not.
    expect((await store.skips.latestFor(['fresh', 'past-window-within-margin'], 30)).length).toBe(
      1,
    );
    // A second run finds nothing.
    expect((await cleanUpSkipAnswers(store)).removed).toBe(0);
  });

  it('follows the team’s window as an admin set it', async () => {
    await store.settings.setFreshnessDays(7, 'ann');
    await hold(store, { 'nine-days': 9, 'seven-and-a-half': 7.5, 'two-days': 2 });
    expect(await cleanUpSkipAnswers(store)).toEqual({
      removed: 1,
      olderThanDays: 8,
      done: true,
    });
    expect(await heldIds(store)).toEqual(['seven-and-a-half', 'two-days']);
  });

  it('deletes in bounded batches, oldest first, and leaves the rest of a long backlog to the next run', async () => {
    expect(SKIP_CLEANUP_BATCH).toBe(5_000);
    await hold(store, { a: 90, b: 80, c: 70, d: 60, e: 50, f: 40, g: 35, keep: 1 });
    // One statement takes at most its batch, the oldest first.
    expect(await store.skips.deleteOlderThan(CUT, 3)).toBe(3);
    expect(await heldIds(store)).toEqual(['d', 'e', 'f', 'g', 'keep']);
    // A run stops after its batches with more left, and says so; the next one ends it.
    expect(await cleanUpSkipAnswers(store, { batch: 1, maxBatches: 2 })).toEqual({
      removed: 2,
      olderThanDays: CUT,
      done: false,
    });
    expect(await cleanUpSkipAnswers(store, { batch: 1, maxBatches: 5 })).toEqual({
      removed: 2,
      olderThanDays: CUT,
      done: true,
    });
    expect(await heldIds(store)).toEqual(['keep']);
  });

  it('keeps an answer held again since it aged (its window restarts)', async () => {
    await hold(store, { again: 60 });
    await hold(store, { again: 0 });
    expect((await cleanUpSkipAnswers(store)).removed).toBe(0);
    expect(await heldIds(store)).toEqual(['again']);
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
      await hold(store, { 'prop-123': 45, 'prop-456': 2 });
      jobSchema = jobSchemaFor(store.schema);
      runner = await startTestRunner(store.db, jobSchema);
      const lines: string[] = [];
      await setupSkipAnswersCleanup({
        store: async () => store,
        jobs: runner,
        callService: () => Promise.reject(new Error('the clean-up calls no service')),
        log: (line) => lines.push(line),
      });
      const { rows: schedules } = await store.db.query<{ cron: string; timezone: string }>(
        `SELECT cron, timezone FROM ${jobSchema}.schedule WHERE name = $1`,
        [SKIP_CLEANUP_QUEUE],
      );
      expect(schedules).toEqual([{ cron: '17 * * * *', timezone: 'UTC' }]);
      const jobs = runner;
      await waitFor(
        async () => (await jobs.list({ name: SKIP_CLEANUP_QUEUE }))[0]?.state === 'completed',
        20_000,
      );
      expect(await heldIds(store)).toEqual(['prop-456']);
      expect(lines).toEqual([
        `[skip-answers] removed 1 held skip answers pulled more than ${CUT} days ago`,
      ]);
      expect(lines.join('\n')).not.toMatch(/prop-|owner-of|555/);
    }, 40_000);
  });
});

describe('the clean-up among the server’s work (WORK_SETUPS)', () => {
  let store: AppStore;
  let handler: ApiHandler;

  beforeAll(async () => {
    ({ store, handler } = await openOfflineHandler());
  }, 60_000);
  afterAll(() => handler.close());

  it('runs when the server’s runner starts, and stays out of the jobs list unless it failed', async () => {
    await hold(store, { stale: 100, fresh: 1 });
    const jobs = await handler.jobs();
    await waitFor(
      async () => (await jobs.list({ name: SKIP_CLEANUP_QUEUE }))[0]?.state === 'completed',
      30_000,
    );
    expect(await heldIds(store)).toEqual(['fresh']);
    const answer = await handler.appApi.request(
      '/app/v1/jobs',
      {},
      { appUser: 'ann', appRole: 'admin' },
    );
    const listed = jobsAnswerSchema.parse(await answer.json()).jobs;
    expect(listed.map((job) => job.queue)).not.toContain(SKIP_CLEANUP_QUEUE);
  }, 60_000);
});
