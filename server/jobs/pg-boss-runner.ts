// The JobRunner on pg-boss 10 (the last major that runs on Node 20), in its own schema of the
// store's database. Every queue is pg-boss's "stately" kind, so a singletonKey means "one waiting,
// one running"; a job enqueued without one gets its own id as key, so it never collides.
import { randomUUID } from 'node:crypto';
import PgBoss from 'pg-boss';
import type { Db } from '../store/db';
import { bossDb } from './boss-db';
import { listJobs } from './job-list';
import type { EnqueueOptions, JobHandler, JobRunner, RunningJob } from './job-runner';

export interface JobRunnerOptions {
  /** The schema of pg-boss's tables (default pgboss). */
  schema?: string;
  /** How often an idle worker looks for jobs (default 2 s; pg-boss allows 0.5 s at least). */
  pollingIntervalSeconds?: number;
  /** How often schedules are checked and their jobs handed on (default 30 s and 5 s; tests 1 s). */
  cronIntervalSeconds?: number;
  /** How long stop() waits for running jobs before failing them, so they retry (default 10 s). */
  stopTimeoutMs?: number;
  log?: (line: string) => void;
}

const QUEUE_DEFAULTS = { retryLimit: 3, retryDelay: 30, retryBackoff: true };

export async function startJobRunner(db: Db, options: JobRunnerOptions = {}): Promise<JobRunner> {
  const schema = options.schema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Bad job schema name: ${schema}`);
  const log = options.log ?? ((line: string) => console.error(line));
  const boss = new PgBoss({
    db: bossDb(db),
    schema,
    ...(options.cronIntervalSeconds && {
      cronMonitorIntervalSeconds: options.cronIntervalSeconds,
      cronWorkerIntervalSeconds: options.cronIntervalSeconds,
    }),
  });
  // Maintenance or a worker's fetch that fails (a database away) is tried again by pg-boss.
  boss.on('error', (error: Error) => log(`[jobs] ${error.message}`));
  await boss.start();
  const ensureQueue = queueMaker(boss);
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;

  return {
    async enqueue(name, data, enqueueOptions = {}) {
      await ensureQueue(name);
      return boss.send(name, data, sendOptions(enqueueOptions));
    },
    async work<Data>(
      name: string,
      handler: JobHandler<Data>,
      workOptions: { concurrency?: number } = {},
    ) {
      await ensureQueue(name);
      await boss.work<Data>(
        name,
        { batchSize: workOptions.concurrency ?? 5, pollingIntervalSeconds, includeMetadata: true },
        // pg-boss fails a whole batch when its handler throws: each job is settled on its own.
        (jobs) => Promise.all(jobs.map((job) => runOne(boss, handler, job))).then(() => undefined),
      );
    },
    async schedule(name, cron, tz, data = {}) {
      await ensureQueue(name);
      await boss.schedule(name, cron, data, { tz, singletonKey: `schedule:${name}` });
    },
    unschedule: (name) => boss.unschedule(name),
    list: (query) => listJobs(db, schema, query),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: options.stopTimeoutMs ?? 10_000 }),
  };
}

/** Creates each queue once per process (pg-boss 10 refuses jobs for a queue it does not know). */
function queueMaker(boss: PgBoss): (name: string) => Promise<void> {
  const made = new Map<string, Promise<void>>();
  return (name) => {
    let making = made.get(name);
    if (!making) {
      making = createQueue(boss, name);
      making.catch(() => made.delete(name));
      made.set(name, making);
    }
    return making;
  };
}

const DEADLOCK = '40P01';

/**
 * Two servers creating one queue at once deadlock in pg-boss's partition DDL (seen in
 * two-runners.test.ts): PostgreSQL ends one, the other's queue stands, and trying again finds it.
 */
async function createQueue(boss: PgBoss, name: string, tries = 3): Promise<void> {
  try {
    await boss.createQueue(name, { name, policy: 'stately', ...QUEUE_DEFAULTS });
  } catch (error) {
    if (tries <= 1 || (error as { code?: unknown }).code !== DEADLOCK) throw error;
    await createQueue(boss, name, tries - 1);
  }
}

function sendOptions(options: EnqueueOptions): PgBoss.SendOptions {
  const id = randomUUID();
  return {
    id,
    singletonKey: options.singletonKey ?? id,
    ...(options.startAfter && { startAfter: options.startAfter }),
    ...(options.retryLimit !== undefined && { retryLimit: options.retryLimit }),
    ...(options.retryDelaySeconds !== undefined && { retryDelay: options.retryDelaySeconds }),
    ...(options.retryBackoff !== undefined && { retryBackoff: options.retryBackoff }),
    ...(options.expireInSeconds !== undefined && { expireInSeconds: options.expireInSeconds }),
  };
}

async function runOne<Data>(
  boss: PgBoss,
  handler: JobHandler<Data>,
  job: PgBoss.JobWithMetadata<Data>,
): Promise<void> {
  const running: RunningJob<Data> = {
    id: job.id,
    name: job.name,
    data: job.data,
    retryCount: job.retryCount,
  };
  try {
    await handler(running);
  } catch (error) {
    // Kept as the job's output: the reason a jobs list shows. It retries, with backoff, or fails.
    await boss.fail(job.name, job.id, {
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
