// Held skip-trace answers past the team's freshness window are read by nothing (every reader asks
// for answers pulled within the window: a trace, the Contacts column, the drawer, an export, a
// webhook), so they are deleted by a housekeeping job (docs/jobs.md "Housekeeping"): hourly from a
// pg-boss schedule and once when the runner starts, in batches of a bounded size, a day past the
// window. The job's log line says how many went, never whose.
import type { WorkDeps, WorkSetup } from '../jobs/work-types';
import type { AppStore } from '../store/store';

export const SKIP_CLEANUP_QUEUE = 'skip-answers-cleanup';
/** Past the hour, off the :00 of the watches' tick, so the two rounds do not start together. */
const HOURLY = '17 * * * *';

/**
 * Days kept past the window. The delete and every read measure age by the database's `now()`, the
 * time its statement's transaction began, so a read that begins after a delete never wanted what
 * it took; a request that traces reads its held answers once and answers from them, so a delete
 * after that read takes nothing from under it. What remains is a read in a transaction that began
 * before the delete (seconds: the statement and idle-in-transaction timeouts bound it), and the
 * window moving: an admin who lowers it hides answers that the next hourly run would delete. One
 * day covers the first many times over, and gives an admin who lowered the window by mistake a day
 * to raise it again before the answers it hid are gone. It keeps about 1/30 more rows at the
 * default window of 30 days.
 */
export const SKIP_CLEANUP_MARGIN_DAYS = 1;
/** Rows per DELETE: a backlog of millions is deleted in short statements, none holding long locks. */
export const SKIP_CLEANUP_BATCH = 5_000;
/** Statements per run (1,000,000 rows): a first run over a huge backlog ends well within its job's expiry; the next hour goes on. */
const MAX_BATCHES = 200;

export interface SkipCleanupOptions {
  batch?: number;
  maxBatches?: number;
  marginDays?: number;
}

export interface SkipCleanup {
  removed: number;
  /** The age past which answers were deleted: the window plus the margin. */
  olderThanDays: number;
  /** False when it stopped at `maxBatches` with more left for the next run. */
  done: boolean;
}

/** Deletes the held skip answers older than the team's window plus the margin, a batch at a time. */
export async function cleanUpSkipAnswers(
  store: AppStore,
  options: SkipCleanupOptions = {},
): Promise<SkipCleanup> {
  const {
    batch = SKIP_CLEANUP_BATCH,
    maxBatches = MAX_BATCHES,
    marginDays = SKIP_CLEANUP_MARGIN_DAYS,
  } = options;
  const olderThanDays = (await store.settings.freshnessDays()) + marginDays;
  let removed = 0;
  for (let round = 0; round < maxBatches; round += 1) {
    // Each statement commits on its own: its locks end with it.
    const deleted = await store.skips.deleteOlderThan(olderThanDays, batch);
    removed += deleted;
    if (deleted < batch) return { removed, olderThanDays, done: true };
  }
  return { removed, olderThanDays, done: false };
}

async function runCleanup(deps: WorkDeps): Promise<void> {
  const { removed, olderThanDays, done } = await cleanUpSkipAnswers(await deps.store());
  if (removed === 0) return;
  deps.log(
    `[skip-answers] removed ${removed} held skip answers pulled more than ${olderThanDays} days ago` +
      (done ? '' : '; more are left for the next run'),
  );
}

/** Registers the clean-up's worker and hourly schedule, and runs it once now (WORK_SETUPS). */
export const setupSkipAnswersCleanup: WorkSetup = async (deps) => {
  await deps.jobs.work(SKIP_CLEANUP_QUEUE, () => runCleanup(deps));
  await deps.jobs.schedule(SKIP_CLEANUP_QUEUE, HOURLY, 'UTC');
  // One at start-up: a server that runs for less than an hour (vite dev) cleans up too.
  await deps.jobs.enqueue(
    SKIP_CLEANUP_QUEUE,
    {},
    { singletonKey: `${SKIP_CLEANUP_QUEUE}:start-up` },
  );
};
