// Watches of saved searches (issue 41, docs/lists-api.md#watches): the bodies and answers of their
// /app/v1 routes and of the team's time zone the watches' hours are in. Shared by the server
// (validation) and the browser (reading answers), like contract.ts, kept apart to stay small.
import { z } from 'zod';
import { APP_STORE_LIMITS } from './contract';

export const WATCH_LIMITS = {
  /** A run asks for ids only (free), and the service answers at most this many. */
  maxWatchedIds: 10_000,
  /** Runs per page of a watch's history. */
  maxRunsPerPage: 50,
  defaultRunsPerPage: 10,
} as const;

const WATCH_FREQUENCIES = ['daily', 'weekly'] as const;

const WATCH_RUN_STATUSES = ['running', 'done', 'failed', 'stopped-by-cap'] as const;

const WATCH_TRIGGERS = ['scheduled', 'manual'] as const;

/** Whether this runtime knows `zone` as an IANA time zone ("America/Chicago", "UTC"). */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const creditCap = z
  .number()
  .int()
  .min(0)
  .max(APP_STORE_LIMITS.maxCreditCap, { error: 'must be at most 100,000,000 credits' })
  .nullable();

/** PUT /searches/:id/watch: the whole watch (creating it or replacing its settings). */
export const watchBodySchema = z
  .strictObject({
    frequency: z.enum(WATCH_FREQUENCIES),
    /** 0 Sunday … 6 Saturday, the team's time zone; weekly only. */
    weekday: z.number().int().min(0).max(6).nullable().optional(),
    /** 0–23, the team's time zone. */
    hour: z.number().int().min(0).max(23),
    /** A list of the caller's to add the new leads to… */
    listId: z.string().min(1).max(64).optional(),
    /** …or the name of a new one to create for them. */
    newListName: z.string().trim().min(1).max(APP_STORE_LIMITS.maxNameLength).optional(),
    pullRecords: z.boolean(),
    skipTrace: z.boolean(),
    /** The watch's own monthly cap in credits; null: none (the owner's and the team's still apply). */
    monthlyCreditCap: creditCap,
    paused: z.boolean(),
  })
  .superRefine((body, ctx) => {
    if (body.frequency === 'weekly' && (body.weekday === undefined || body.weekday === null))
      ctx.addIssue({ code: 'custom', path: ['weekday'], message: 'Pick the day of a weekly run.' });
    if ((body.listId === undefined) === (body.newListName === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['listId'],
        message: 'Pick the list new leads go to, or name a new one.',
      });
    if (body.skipTrace && !body.pullRecords)
      ctx.addIssue({
        code: 'custom',
        path: ['skipTrace'],
        message: 'Skip tracing new leads needs their records: pull records too.',
      });
  });
export type WatchBody = z.input<typeof watchBodySchema>;

const isoTimestamp = z.string();

const watchRunSchema = z.object({
  id: z.string(),
  searchId: z.string(),
  /** The background job that ran it (Run now answers it, so the screen can wait for its run). */
  jobId: z.string().nullable(),
  trigger: z.enum(WATCH_TRIGGERS),
  status: z.enum(WATCH_RUN_STATUSES),
  startedAt: isoTimestamp,
  finishedAt: isoTimestamp.nullable(),
  /** How many the search matched (it watches the first 10,000); null until the ids are in. */
  matches: z.number().int().nullable(),
  newCount: z.number().int(),
  removedCount: z.number().int(),
  /** New leads whose records were bought (or already held), and whose owners were traced. */
  pulled: z.number().int(),
  traced: z.number().int(),
  /** Credits the run spent (the ledger rows of its agent 'watch:<search id>' during the run). */
  credits: z.number(),
  /** What the run says: "Watching the first 10,000 …", the words of the cap that stopped it. */
  message: z.string().nullable(),
  /** Why its last try failed (a failed run, or one being tried again). */
  error: z.string().nullable(),
});
export type WatchRun = z.infer<typeof watchRunSchema>;

const watchSchema = z.object({
  searchId: z.string(),
  searchName: z.string(),
  owner: z.string(),
  mine: z.boolean(),
  frequency: z.enum(WATCH_FREQUENCIES),
  weekday: z.number().int().nullable(),
  hour: z.number().int(),
  /** null: the list was deleted (a run then fails until another is chosen). */
  listId: z.string().nullable(),
  listName: z.string().nullable(),
  pullRecords: z.boolean(),
  skipTrace: z.boolean(),
  monthlyCreditCap: z.number().int().nullable(),
  paused: z.boolean(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  /** Spent by this watch this calendar month (UTC), as its cap counts it. */
  creditsThisMonth: z.number(),
  lastRun: watchRunSchema.nullable(),
});
export type Watch = z.infer<typeof watchSchema>;

export const watchAnswerSchema = z.object({
  watch: watchSchema.nullable(),
  timeZone: z.string(),
});

export const watchesQuerySchema = z.object({
  /** An admin's "every member's watches"; a member gets their own either way. */
  all: z.enum(['true', 'false']).optional(),
});

export const watchesAnswerSchema = z.object({
  watches: z.array(watchSchema),
  timeZone: z.string(),
});
export type WatchesAnswer = z.infer<typeof watchesAnswerSchema>;

export const deleteWatchAnswerSchema = z.object({ deleted: z.boolean() });

export const runNowAnswerSchema = z.object({
  /** The job that will run it; null when a run of this watch asked for this minute already waits. */
  jobId: z.string().nullable(),
});

export const watchRunsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(WATCH_LIMITS.maxRunsPerPage).optional(),
});

export const watchRunsAnswerSchema = z.object({
  runs: z.array(watchRunSchema),
  /** Whether older runs follow (ask again with offset + runs.length). */
  more: z.boolean(),
});

export const watchRunIdsAnswerSchema = z.object({
  run: watchRunSchema,
  newIds: z.array(z.string()),
  removedIds: z.array(z.string()),
});

// ---------------------------------------------------------------- the team's time zone

export const teamTimeZoneBodySchema = z.strictObject({
  timeZone: z
    .string()
    .trim()
    .refine(isTimeZone, { error: 'must be a time zone such as America/Chicago or UTC' }),
});

export const teamTimeZoneAnswerSchema = z.object({
  timeZone: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
  canChange: z.boolean(),
});
