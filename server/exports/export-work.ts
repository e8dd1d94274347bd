// Exports as background work (docs/jobs.md "Exports"): the 'export-run' queue, its worker, and the
// sweep that resumes an export whose runner died (a server killed or restarted mid-export): an
// export still queued or running whose runner has not said it is alive for a while, and whose job
// is not waiting either, is taken over by its next attempt and enqueued again. The sweep runs when
// the runner starts and every few seconds after; with several servers, one takes each over.
import type { JobRunner } from '../jobs/job-runner';
import type { ServiceCaller } from '../jobs/service-call';
import type { AppStore } from '../store/store';
import { processExportFiles, type ExportFiles } from './export-files';
import { runServerExport } from './export-run';

/** What the export work needs of the runner's WorkDeps (server/jobs/work.ts imports this file). */
interface WorkDeps {
  store: () => Promise<AppStore>;
  jobs: JobRunner;
  callService: ServiceCaller;
  log: (line: string) => void;
}

const EXPORT_QUEUE = 'export-run';
const SWEEP_QUEUE = 'exports-sweep';

const logFailure = (deps: WorkDeps) => (error: unknown) =>
  deps.log(`[exports] sweep failed: ${error instanceof Error ? error.message : String(error)}`);

export interface ExportJobData {
  exportId: string;
  attempt: number;
  /** Whose export and its label, for the jobs list (GET /app/v1/jobs); the run reads neither. */
  owner?: string;
  subject?: string;
}

/** Seconds without a heartbeat (every 10 s) after which an export's runner counts as gone. */
const STALE_SECONDS = 30;
const SWEEP_EVERY_MS = 15_000;
const EXPORT_WORKERS = 2;
/** Takeovers before an export that keeps dying is failed. */
const MAX_ATTEMPTS = 10;

/** Puts one attempt of an export on the queue (one job per attempt: its key). */
export function enqueueExport(jobs: JobRunner, data: ExportJobData): Promise<string | null> {
  return jobs.enqueue(EXPORT_QUEUE, data, {
    singletonKey: `${data.exportId}:${data.attempt}`,
    // A failure worth retrying (the service or the database away) resumes from the last commit.
    retryLimit: 5,
    retryDelaySeconds: 15,
    retryBackoff: true,
    // A 1,000,000-row export runs for minutes; resuming after a kill is the sweep's, not expiry's.
    expireInSeconds: 6 * 60 * 60,
  });
}

/** Resumes the exports whose runner is gone; answers the ids enqueued again. */
export async function sweepExports(
  store: AppStore,
  jobs: JobRunner,
  staleSeconds = STALE_SECONDS,
): Promise<string[]> {
  const stale = await store.exports.stale(staleSeconds);
  if (stale.length === 0) return [];
  const waiting = new Set(
    (await jobs.list({ name: EXPORT_QUEUE, states: ['created', 'retry'], limit: 1000 })).map(
      (job) => job.singletonKey,
    ),
  );
  const resumed: string[] = [];
  for (const { id, attempt, owner, label } of stale) {
    // Still waiting its turn (or its retry): not dead, only queued.
    if (waiting.has(`${id}:${attempt}`)) continue;
    const next = await store.exports.takeOver(id, attempt, MAX_ATTEMPTS);
    if (next === null) continue;
    await enqueueExport(jobs, { exportId: id, attempt: next, owner, subject: label });
    resumed.push(id);
  }
  return resumed;
}

/** Registers the export worker and the sweep on a started runner (WORK_SETUPS). */
export function exportWork(
  files: () => ExportFiles = processExportFiles,
): (deps: WorkDeps) => Promise<void> {
  return async (deps: WorkDeps) => {
    // Two workers of one job each: two exports run at once, and one that runs for long does not
    // hold the next back (a worker of batch 2 would wait for both of its batch to end).
    for (let worker = 0; worker < EXPORT_WORKERS; worker += 1) {
      await deps.jobs.work<ExportJobData>(
        EXPORT_QUEUE,
        async (job) => {
          const outcome = await runServerExport(
            {
              store: await deps.store(),
              callService: deps.callService,
              files: files(),
              log: deps.log,
            },
            job.data.exportId,
            job.data.attempt,
          );
          deps.log(`[exports] ${job.data.exportId} (attempt ${job.data.attempt}): ${outcome}`);
        },
        { concurrency: 1 },
      );
    }
    // The sweep: once now, then every 15 s from this process (a timer that ends at its first
    // failure, as when the store closes on shutdown), and every minute from pg-boss's schedule,
    // which runs only while a runner works and so also covers a timer that ended.
    const sweep = async () => {
      const resumed = await sweepExports(await deps.store(), deps.jobs);
      if (resumed.length > 0) deps.log(`[exports] resumed ${resumed.join(', ')}`);
    };
    await deps.jobs.work(SWEEP_QUEUE, () => sweep());
    await deps.jobs.schedule(SWEEP_QUEUE, '* * * * *', 'UTC');
    await sweep().catch(logFailure(deps));
    const timer = setInterval(
      () =>
        void sweep().catch((error: unknown) => {
          clearInterval(timer);
          logFailure(deps)(error);
        }),
      SWEEP_EVERY_MS,
    );
    timer.unref();
  };
}
