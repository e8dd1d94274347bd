// What the team holds past its freshness window is read by nothing: every reader of held skip
// answers (a trace, the Contacts column, the drawer, an export, a webhook) and of held records (a
// page by `ids` for an open list, an export or a watch's pull, the estimate, `/records/read`, a
// webhook) asks for rows pulled within the window. So both are deleted by housekeeping jobs
// (docs/jobs.md "Housekeeping"), one queue per table, each hourly from a pg-boss schedule and once
// when the runner starts, in batches of a bounded size, a day past the window. The two differ only
// in their table, queue, minute and words: one loop serves both, and a failure of one neither stops
// nor hides the other. The log line says how many went, never whose. The same loop and schedule
// clear the bodies of old webhook deliveries, copies of held rows
// (server/deliveries/delivery-bodies-cleanup.ts): `cleanUpAged` and `setupAgedCleanups`.
import type { WorkDeps, WorkSetup } from '../jobs/work-types';
import type { AppStore } from '../store/store';

/**
 * Rows cleaned up past the team's window plus the margin: how to take a bounded batch of old ones,
 * and when and in which words. Each has its own queue, so a failure of one neither stops nor
 * hides another.
 */
export interface AgedCleanup {
  queue: string;
  /** Past the hour, off the :00 of the watches' tick and off each other. */
  cron: string;
  /** The log line's tag. */
  tag: string;
  /** What was done to `count` rows, before "more than N days ago": "removed 3 held records pulled". */
  done(count: number): string;
  /** Takes at most `limit` rows more than `days` days old, oldest first, in one statement; how many. */
  take(store: AppStore, days: number, limit: number): Promise<number>;
}

export const HELD_CLEANUPS = {
  skips: {
    queue: 'skip-answers-cleanup',
    cron: '17 * * * *',
    tag: '[skip-answers]',
    done: (count) => `removed ${count} held skip answers pulled`,
    take: (store, days, limit) => store.skips.deleteOlderThan(days, limit),
  },
  records: {
    queue: 'held-records-cleanup',
    cron: '47 * * * *',
    tag: '[held-records]',
    done: (count) => `removed ${count} held records pulled`,
    take: (store, days, limit) => store.records.deleteOlderThan(days, limit),
  },
} as const satisfies Record<string, AgedCleanup>;

export type HeldKind = keyof typeof HELD_CLEANUPS;

/**
 * Days kept past the window. The delete and every read measure age by the database's `now()`, the
 * time its statement's transaction began, so a read that begins after a delete never wanted what
 * it took; a request reads its held rows once and answers from them (a page by `ids` that finds a
 * record gone between its lookup and its read buys it), so a delete after that read takes nothing
 * from under it. What remains is a read in a transaction that began before the delete (seconds:
 * the statement and idle-in-transaction timeouts bound it), and the window moving: an admin who
 * lowers it hides rows that the next hourly run would delete. One day covers the first many times
 * over, and gives an admin who lowered the window by mistake a day to raise it again before the
 * rows it hid are gone. It keeps about 1/30 more rows at the default window of 30 days.
 */
export const CLEANUP_MARGIN_DAYS = 1;
/** Rows per DELETE: a backlog of millions is deleted in short statements, none holding long locks. */
export const CLEANUP_BATCH = 5_000;
/** Statements per run (1,000,000 rows): a first run over a huge backlog ends well within its job's expiry; the next hour goes on. */
const MAX_BATCHES = 200;

export interface CleanupOptions {
  batch?: number;
  maxBatches?: number;
  marginDays?: number;
}

export interface Cleanup {
  removed: number;
  /** The age past which rows were deleted: the window plus the margin. */
  olderThanDays: number;
  /** False when it stopped at `maxBatches` with more left for the next run. */
  done: boolean;
}

/** Deletes the held rows of `kind` older than the team's window plus the margin, a batch at a time. */
export function cleanUpHeld(
  store: AppStore,
  kind: HeldKind,
  options: CleanupOptions = {},
): Promise<Cleanup> {
  return cleanUpAged(store, HELD_CLEANUPS[kind], options);
}

/** Takes the rows of `cleanup` older than the team's window plus the margin, a batch at a time. */
export async function cleanUpAged(
  store: AppStore,
  cleanup: AgedCleanup,
  options: CleanupOptions = {},
): Promise<Cleanup> {
  const {
    batch = CLEANUP_BATCH,
    maxBatches = MAX_BATCHES,
    marginDays = CLEANUP_MARGIN_DAYS,
  } = options;
  const olderThanDays = (await store.settings.freshnessDays()) + marginDays;
  let removed = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    // Each statement commits on its own: its locks end with it.
    const taken = await cleanup.take(store, olderThanDays, batch);
    removed += taken;
    if (taken < batch) return { removed, olderThanDays, done: true };
  }
  return { removed, olderThanDays, done: false };
}

async function runCleanup(deps: WorkDeps, cleanup: AgedCleanup): Promise<void> {
  const { removed, olderThanDays, done } = await cleanUpAged(await deps.store(), cleanup);
  if (removed === 0) return;
  deps.log(
    `${cleanup.tag} ${cleanup.done(removed)} more than ${olderThanDays} days ago` +
      (done ? '' : '; more are left for the next run'),
  );
}

/** A WorkSetup that registers each clean-up's worker and hourly schedule, and runs each once now. */
export function setupAgedCleanups(cleanups: readonly AgedCleanup[]): WorkSetup {
  return async (deps) => {
    for (const cleanup of cleanups) {
      const { queue, cron } = cleanup;
      await deps.jobs.work(queue, () => runCleanup(deps, cleanup));
      await deps.jobs.schedule(queue, cron, 'UTC');
      // One at start-up: a server that runs for less than an hour (vite dev) cleans up too.
      await deps.jobs.enqueue(queue, {}, { singletonKey: `${queue}:start-up` });
    }
  };
}

/** The held tables' clean-ups (WORK_SETUPS). */
export const setupHeldCleanups: WorkSetup = setupAgedCleanups(Object.values(HELD_CLEANUPS));
