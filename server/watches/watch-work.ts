// Watches on the job runner (docs/jobs.md): the `watch-run` worker, the hourly `watches-tick`
// schedule (and one tick at start-up) that hands on the runs due in the team's time zone, and Run
// now. A scheduled run's singletonKey is '<search id>:<local date>', and the run claims that date
// in watch_runs, so two servers and two ticks make one run per watch and date.
import type { JobRunner } from '../jobs/job-runner';
import type { WorkDeps, WorkSetup } from '../jobs/work-types';
import { dueDate } from './due';
import { runWatch, WATCH_RUN_QUEUE, type WatchRunData } from './run-watch';

const WATCHES_TICK = 'watches-tick';
/** The top of every hour: a watch's hour is local, and every zone's hours start at a UTC :00 or :30. */
const EVERY_HOUR = '0 * * * *';

/** Enqueues the run of every watch due now; answers the keys it handed on (a tick that found them waiting hands on none). */
export async function tick(deps: WorkDeps, now = new Date()): Promise<string[]> {
  const store = await deps.store();
  const [zone, watches] = await Promise.all([store.teamZone.timeZone(), store.watches.active()]);
  const handed: string[] = [];
  for (const watch of watches) {
    const date = dueDate(
      {
        frequency: watch.frequency,
        weekday: watch.weekday,
        hour: watch.hour,
        createdAt: watch.created_at,
      },
      now,
      zone,
    );
    if (!date) continue;
    const data: WatchRunData = {
      searchId: watch.search_id,
      trigger: 'scheduled',
      runKey: date,
      owner: watch.owner,
      subject: watch.search_name,
    };
    const key = `${watch.search_id}:${date}`;
    if (await deps.jobs.enqueue(WATCH_RUN_QUEUE, data, { singletonKey: key, retryLimit: 3 }))
      handed.push(key);
  }
  return handed;
}

/**
 * Run now: a job of its own (a second press in the same minute while it waits answers null). Its
 * run's key is its job id, so it never takes a scheduled run's date.
 */
export function runNow(
  jobs: JobRunner,
  watch: { searchId: string; owner: string; searchName: string },
  now = new Date(),
): Promise<string | null> {
  const { searchId } = watch;
  const minute = now.toISOString().slice(0, 16);
  const data: WatchRunData = {
    searchId,
    trigger: 'manual',
    owner: watch.owner,
    subject: watch.searchName,
  };
  return jobs.enqueue(WATCH_RUN_QUEUE, data, {
    singletonKey: `${searchId}:manual:${minute}`,
    retryLimit: 2,
  });
}

export const setupWatches: WorkSetup = async (deps) => {
  await deps.jobs.work<WatchRunData>(WATCH_RUN_QUEUE, (job) => runWatch(deps, job), {
    concurrency: 2,
  });
  await deps.jobs.work(WATCHES_TICK, async () => {
    await tick(deps);
  });
  await deps.jobs.schedule(WATCHES_TICK, EVERY_HOUR, 'UTC');
  // A tick at start-up catches up runs missed while no server ran (within the look-back).
  await deps.jobs.enqueue(WATCHES_TICK, {}, { singletonKey: `${WATCHES_TICK}:start-up` });
};
