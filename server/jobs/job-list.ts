// The jobs list: pg-boss's own tables read directly (pg-boss 10 has no query for many jobs). Jobs
// live in `job` while waiting, running and for a while after; finished ones move to `archive`
// after archiveCompletedAfterSeconds (12 h by default) and are deleted after 7 days.
import type { Queryable } from '../store/db';
import type { JobInfo, JobListQuery, JobState } from './job-runner';

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  data: unknown;
  singleton_key: string | null;
  retry_count: number;
  retry_limit: number;
  output: unknown;
  created_on: Date;
  start_after: Date;
  started_on: Date | null;
  completed_on: Date | null;
}

const COLUMNS = `id, name, state::text AS state, data, singleton_key, retry_count, retry_limit,
  output, created_on, start_after, started_on, completed_on`;

export async function listJobs(
  db: Queryable,
  schema: string,
  query: JobListQuery = {},
): Promise<JobInfo[]> {
  // pg-boss's own queues (the schedules' hand-over) start with __pgboss__: not the app's jobs.
  const { rows } = await db.query<JobRow>(
    `SELECT * FROM (
       SELECT ${COLUMNS} FROM ${schema}.job
       UNION ALL
       SELECT ${COLUMNS} FROM ${schema}.archive
     ) jobs
     WHERE name NOT LIKE '\\_\\_pgboss\\_\\_%'
       AND ($1::text IS NULL OR name = $1)
       AND ($2::text[] IS NULL OR state = ANY ($2::text[]))
       AND ($4::text IS NULL OR data ->> 'owner' = $4)
       AND ($5::text[] IS NULL OR NOT (name = ANY ($5::text[])))
     ORDER BY created_on DESC, id
     LIMIT $3`,
    [
      query.name ?? null,
      query.states ?? null,
      query.limit ?? 100,
      query.owner ?? null,
      query.excludeNames ?? null,
    ],
  );
  return rows.map(toJobInfo);
}

function toJobInfo(row: JobRow): JobInfo {
  return {
    id: row.id,
    name: row.name,
    state: row.state,
    data: row.data,
    singletonKey: row.singleton_key,
    retryCount: row.retry_count,
    retryLimit: row.retry_limit,
    lastError: row.state === 'completed' ? null : errorMessage(row.output),
    createdAt: row.created_on,
    startAfter: row.start_after,
    startedAt: row.started_on,
    completedAt: row.completed_on,
  };
}

/** The failure pg-boss kept in `output`: our `{ message }`, or its serialized Error. */
function errorMessage(output: unknown): string | null {
  if (output && typeof output === 'object' && 'message' in output)
    return String((output as { message: unknown }).message);
  return null;
}
