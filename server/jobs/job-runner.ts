// What the rest of the server knows of background work: put a job on a queue, say what runs it,
// run one on a schedule, and read the jobs for a list. The queue lives in the store's database
// (PGlite or PostgreSQL), so a job survives a restart and several servers share it; which library
// keeps it is pg-boss-runner.ts's business (why pg-boss: docs/jobs.md).

export interface EnqueueOptions {
  /**
   * At most one job with this key waits at a time (and one runs): a second enqueue while one is
   * waiting is dropped and answers null. A watch's run of one day, one export.
   */
  singletonKey?: string;
  /** Not before then. */
  startAfter?: Date;
  /** Tries after the first that fails (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 30). */
  retryDelaySeconds?: number;
  /** Doubles the delay at each retry, with jitter (default true). */
  retryBackoff?: boolean;
  /** A try still running after this long counts as failed (default 15 minutes). */
  expireInSeconds?: number;
}

export interface RunningJob<Data> {
  id: string;
  name: string;
  data: Data;
  /** 0 on the first try. */
  retryCount: number;
}

export type JobHandler<Data> = (job: RunningJob<Data>) => Promise<void>;

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One job as a jobs list shows it. */
export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  singletonKey: string | null;
  /** Tries made so far that failed (a job waiting for its retry counts the one it failed). */
  retryCount: number;
  retryLimit: number;
  /** Why the last try failed, while it is failing or once it has failed. */
  lastError: string | null;
  createdAt: Date;
  startAfter: Date;
  startedAt: Date | null;
  completedAt: Date | null;
}

export interface JobListQuery {
  name?: string;
  states?: JobState[];
  /**
   * Only the jobs of this member: every job's data names its owner (`owner`, a user key: the
   * member who set up the watch or started the export), so a member sees their own.
   */
  owner?: string;
  /** Queues left out (the housekeeping ones a person need not see). */
  excludeNames?: string[];
  /** Newest first; default 100. */
  limit?: number;
}

export interface JobRunner {
  /** Puts a job on the queue; answers its id, or null when a job with its singletonKey waits. */
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<string | null>;
  /** Runs `handler` for the jobs of `name`, up to `concurrency` at once in this process. */
  work<Data>(
    name: string,
    handler: JobHandler<Data>,
    options?: { concurrency?: number },
  ): Promise<void>;
  /**
   * Enqueues a job of `name` at each time `cron` names in time zone `tz` (an IANA name), once
   * whichever number of servers run; scheduling a name again replaces its schedule.
   */
  schedule(name: string, cron: string, tz: string, data?: object): Promise<void>;
  unschedule(name: string): Promise<void>;
  list(query?: JobListQuery): Promise<JobInfo[]>;
  /** Stops taking jobs and waits (up to the timeout) for the ones running to end. */
  stop(): Promise<void>;
}
