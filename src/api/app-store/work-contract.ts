// The background work a member or an admin can see (issue 41, item 5): the jobs the server ran or
// will run for them (watch runs, webhook deliveries, server exports), read from the job queue.
// An admin sees the team's, a member their own (each job's data names its owner).
import { z } from 'zod';

const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;

export const jobsQuerySchema = z.strictObject({
  /** Only jobs in this state. */
  state: z.enum(JOB_STATES).optional(),
  /** Newest first; at most 200. */
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type JobsQuery = z.input<typeof jobsQuerySchema>;

const jobSchema = z.object({
  id: z.string(),
  /** The queue: 'watch-run', 'webhook-delivery', 'export-run', … */
  queue: z.string(),
  state: z.enum(JOB_STATES),
  /** Whose job (a user key); null where its data names nobody (the hourly watch check). */
  owner: z.string().nullable(),
  /** What the job works on, in a few words, where its data says ("Denver pre-foreclosures"). */
  subject: z.string().nullable(),
  /** Tries that failed so far, and how many it gets after the first. */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  /** Why the last try failed. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  startAfter: z.string(),
  startedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
});
export type JobSummary = z.infer<typeof jobSchema>;

export const jobsAnswerSchema = z.object({
  scope: z.enum(['team', 'self']),
  jobs: z.array(jobSchema),
});
export type JobsAnswer = z.infer<typeof jobsAnswerSchema>;
