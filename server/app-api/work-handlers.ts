// The background work's overview (issue 41, item 5): the jobs the queue holds, as an admin (the
// team's) or a member (their own) may see them. The queue is read where it lives (pg-boss's tables,
// server/jobs/job-list.ts); a server whose runner cannot start answers 503 (call.work).
import type { JobSummary } from '../app-contract';
import type { JobInfo } from '../jobs/job-runner';
import { userKey } from '../store/user-names';
import type { AppHandlers } from './route-call';

/** A string field of a job's data, if it has one. */
function dataField(data: unknown, field: string): string | null {
  if (!data || typeof data !== 'object') return null;
  const value = (data as Record<string, unknown>)[field];
  return typeof value === 'string' && value ? value : null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function jobSummary(job: JobInfo): JobSummary {
  return {
    id: job.id,
    queue: job.name,
    state: job.state,
    owner: dataField(job.data, 'owner'),
    // What a job works on, where its data says so in words (a watch's search, an export's name).
    subject: dataField(job.data, 'subject'),
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    lastError: job.lastError,
    createdAt: job.createdAt.toISOString(),
    startAfter: job.startAfter.toISOString(),
    startedAt: iso(job.startedAt),
    completedAt: iso(job.completedAt),
  };
}

/**
 * The server's own rounds: the hourly check for watches due, the minute's check for exports whose
 * runner is gone and the hourly clean-ups of skip answers, of held records and of webhook bodies
 * past the freshness window. Dozens a day and nobody's work, so listed only when one failed.
 */
const HOUSEKEEPING = [
  'watches-tick',
  'exports-sweep',
  'skip-answers-cleanup',
  'held-records-cleanup',
  'webhook-bodies-cleanup',
];

export const WORK_HANDLERS: Pick<AppHandlers, 'jobs'> = {
  jobs: async ({ work, user, admin, query }) => {
    const runner = await work.jobs();
    const jobs = await runner.list({
      states: query.state ? [query.state] : undefined,
      owner: admin ? undefined : userKey(user),
      excludeNames: query.state === 'failed' ? undefined : HOUSEKEEPING,
      limit: query.limit,
    });
    return { scope: admin ? 'team' : 'self', jobs: jobs.map(jobSummary) };
  },
};
