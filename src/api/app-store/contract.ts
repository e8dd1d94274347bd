// The app's own lists-and-searches API (/app/v1, docs/lists-api.md): request bodies, answers,
// limits and the error body, shared by the server (validation) and the browser (parsing answers),
// so the two cannot drift. Additive changes only once the browser builds on it.
import { z } from 'zod';

export const APP_API_PREFIX = '/app/v1';

export const APP_STORE_LIMITS = {
  /** A list holds at most this many property ids (issue 20). */
  maxListIds: 100_000,
  /** Any request body, in bytes; larger is a 413. */
  maxBodyBytes: 5 * 1024 * 1024,
  minStackLists: 2,
  maxStackLists: 20,
  maxNameLength: 120,
  maxTags: 20,
  maxTagLength: 40,
  maxNoteLength: 500,
  /** A search's URL query (drawn polygons make it long; the body limit bounds it anyway). */
  maxQueryLength: 200_000,
  /** Ids per records/held and searches/:id/pulls|diff call (a list's worth). */
  maxIdsPerCall: 100_000,
  /** Full records per records/read call (the size of the service's bulk calls). */
  maxRecordsPerCall: 1_000,
  minFreshnessDays: 1,
  maxFreshnessDays: 365,
  defaultFreshnessDays: 30,
  /** Lists or searches in one import call. */
  maxImportItems: 500,
  /** Any spending cap or confirmation threshold, in credits (issue 39). */
  maxCreditCap: 100_000_000,
  /** Calls above this many credits ask first, until an admin sets another threshold. */
  defaultConfirmAboveCredits: 1_000,
} as const;

export const APP_STORE_MESSAGES = {
  tooManyIds: 'A list holds at most 100,000 property ids',
  notOwner: 'Only the owner can change this list',
  notOwnerSearch: 'Only the owner can change this search',
  listNotFound: 'No list with this id',
  searchNotFound: 'No saved search with this id',
  bodyTooLarge: 'The request body is larger than 5 MB',
  badJson: 'The request body is not valid JSON',
  signInRequired: 'Sign in to use lists and searches',
} as const;

// ---------------------------------------------------------------- shared pieces

/** A property id as the service numbers them (int32), sent as a string of digits. */
const propertyIdSchema = z
  .string()
  .regex(/^\d{1,10}$/, { error: 'must be a property id (digits only)' });

/** Ids for a list: at most 100,000 (before de-duplication, so the bound is cheap to check). */
const listIdsSchema = z
  .array(propertyIdSchema)
  .max(APP_STORE_LIMITS.maxListIds, { error: APP_STORE_MESSAGES.tooManyIds });

const idsPerCallSchema = z
  .array(propertyIdSchema)
  .max(APP_STORE_LIMITS.maxIdsPerCall, { error: 'At most 100,000 property ids per call' });

const nameSchema = z
  .string()
  .trim()
  .min(1, { error: 'must not be empty' })
  .max(APP_STORE_LIMITS.maxNameLength);

const isoTimestamp = z.string();

const tagSchema = z.strictObject({
  name: z.string().trim().min(1).max(APP_STORE_LIMITS.maxTagLength),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'must be a colour like #1f77b4' }),
});
export type Tag = z.infer<typeof tagSchema>;

const tagsSchema = z.array(tagSchema).max(APP_STORE_LIMITS.maxTags);

const LIST_SOURCE_KINDS = ['search', 'selection', 'csv', 'stack', 'import'] as const;

const listSourceSchema = z.strictObject({
  kind: z.enum(LIST_SOURCE_KINDS),
  /** The app's search URL query the list came from. */
  query: z.string().max(APP_STORE_LIMITS.maxQueryLength).optional(),
  note: z.string().max(APP_STORE_LIMITS.maxNoteLength).optional(),
});
export type ListSource = z.infer<typeof listSourceSchema>;

// ---------------------------------------------------------------- lists

const LIST_SORTS = ['updated', 'name', 'size'] as const;

export const listQuerySchema = z.object({
  q: z.string().max(APP_STORE_LIMITS.maxNameLength).optional(),
  tag: z.string().max(APP_STORE_LIMITS.maxTagLength).optional(),
  sort: z.enum(LIST_SORTS).optional(),
});

export const listSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  tags: z.array(tagSchema),
  size: z.number().int(),
  owner: z.string(),
  mine: z.boolean(),
  shared: z.boolean(),
  source: listSourceSchema,
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
});
export type ListSummary = z.infer<typeof listSummarySchema>;

export const listDetailSchema = listSummarySchema.extend({ ids: z.array(z.string()) });
export type ListDetail = z.infer<typeof listDetailSchema>;

export const listsAnswerSchema = z.object({ lists: z.array(listSummarySchema) });

export const createListBodySchema = z.strictObject({
  name: nameSchema,
  ids: listIdsSchema,
  tags: tagsSchema.optional(),
  shared: z.boolean().optional(),
  source: listSourceSchema.optional(),
});
export type CreateListBody = z.infer<typeof createListBodySchema>;

export const patchListBodySchema = z.strictObject({
  name: nameSchema.optional(),
  tags: tagsSchema.optional(),
  shared: z.boolean().optional(),
});
export type PatchListBody = z.infer<typeof patchListBodySchema>;

export const listItemsBodySchema = z.strictObject({
  add: listIdsSchema.optional(),
  remove: listIdsSchema.optional(),
});
export type ListItemsBody = z.infer<typeof listItemsBodySchema>;

export const listItemsAnswerSchema = z.object({
  size: z.number().int(),
  added: z.number().int(),
  removed: z.number().int(),
});

export const deleteListAnswerSchema = z.object({ deleted: listSummarySchema });

const STACK_OPS = ['union', 'intersection', 'difference', 'atLeast'] as const;
export type StackOp = (typeof STACK_OPS)[number];

export const stackBodySchema = z
  .strictObject({
    name: nameSchema,
    op: z.enum(STACK_OPS),
    listIds: z
      .array(z.string())
      .min(APP_STORE_LIMITS.minStackLists, { error: 'Stack at least 2 lists' })
      .max(APP_STORE_LIMITS.maxStackLists, { error: 'Stack at most 20 lists' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'Each list may appear once' }),
    atLeast: z.number().int().min(1).optional(),
    tags: tagsSchema.optional(),
    shared: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.op !== 'atLeast') return;
    if (body.atLeast === undefined) {
      ctx.addIssue({ code: 'custom', path: ['atLeast'], message: 'is required for atLeast' });
    } else if (body.atLeast > body.listIds.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['atLeast'],
        message: 'must not exceed the number of lists',
      });
    }
  });
export type StackBody = z.infer<typeof stackBodySchema>;

// ---------------------------------------------------------------- saved searches

const searchQueryText = z.string().max(APP_STORE_LIMITS.maxQueryLength);

export const pullSchema = z.object({ at: isoTimestamp, count: z.number().int() });
export type Pull = z.infer<typeof pullSchema>;

export const savedSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  owner: z.string(),
  mine: z.boolean(),
  shared: z.boolean(),
  createdAt: isoTimestamp,
  updatedAt: isoTimestamp,
  lastPull: pullSchema.nullable(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const searchesAnswerSchema = z.object({ searches: z.array(savedSearchSchema) });

export const createSearchBodySchema = z.strictObject({
  name: nameSchema,
  query: searchQueryText,
  shared: z.boolean().optional(),
});

export const patchSearchBodySchema = z.strictObject({
  name: nameSchema.optional(),
  query: searchQueryText.optional(),
  shared: z.boolean().optional(),
});

export const deleteSearchAnswerSchema = z.object({ deleted: savedSearchSchema });

export const idsBodySchema = z.strictObject({ ids: idsPerCallSchema });

export const searchDiffAnswerSchema = z.object({
  added: z.array(z.string()),
  removed: z.array(z.string()),
  lastPull: pullSchema.nullable(),
});

// ---------------------------------------------------------------- records held (never pay twice)

export const settingsSchema = z.strictObject({
  freshnessDays: z
    .number()
    .int()
    .min(APP_STORE_LIMITS.minFreshnessDays)
    .max(APP_STORE_LIMITS.maxFreshnessDays),
});
export type Settings = z.infer<typeof settingsSchema>;

/** GET and PUT /settings answer the window and who changed it last, and when (admins only change it). */
export const settingsAnswerSchema = z.object({
  freshnessDays: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});

export const heldAnswerSchema = z.object({
  held: z.array(z.string()),
  missing: z.array(z.string()),
  freshnessDays: z.number().int(),
});

export const readRecordsBodySchema = z.strictObject({
  ids: z
    .array(propertyIdSchema)
    .max(APP_STORE_LIMITS.maxRecordsPerCall, { error: 'At most 1,000 records per call' }),
});

export const readRecordsAnswerSchema = z.object({ records: z.array(z.unknown()) });

// Held records are written by the server alone: the proxy keeps the records it relays. There is
// no route for a browser to post them.

// ---------------------------------------------------------------- owner contacts held (issue 40)

/** Up to 1,000 properties whose held skip answers to read (the rows of a page, a batch of an export). */
export const contactsBodySchema = z.strictObject({
  ids: z
    .array(propertyIdSchema)
    .max(APP_STORE_LIMITS.maxRecordsPerCall, { error: 'At most 1,000 properties per call' }),
});

/**
 * The newest fresh skip answer the team holds for each property that has one: `answer` is the
 * Await page's data[i] as the service sent it (read with readHeldSkipAnswer), with when and by whom.
 */
export const contactsAnswerSchema = z.object({
  contacts: z.array(
    z.object({
      id: z.string(),
      matched: z.boolean(),
      answer: z.unknown(),
      tracedAt: z.string(),
      tracedBy: z.string(),
    }),
  ),
  freshnessDays: z.number().int(),
});

/** Which of some properties are already traced (free): the estimate before a trace. */
export const tracedAnswerSchema = z.object({
  traced: z.array(z.string()),
  untraced: z.array(z.string()),
  freshnessDays: z.number().int(),
});

// ---------------------------------------------------------------- spending caps (issue 39)

/**
 * A number of credits a cap or the confirmation threshold may take: 0 to 100,000,000. One message
 * for every way to miss: this module is on the first screen, and each sentence costs bytes there.
 */
const creditsSchema = z
  .number()
  .int()
  .min(0)
  .max(APP_STORE_LIMITS.maxCreditCap, { error: 'must be at most 100,000,000 credits' });

// The forms' reading lives here, not in a module of its own: a module both dialogs share would be
// a chunk of its own, named in the first screen's preload map.
/** What a form says when a credits field cannot be read: with and without "blank is no cap". */
const CREDITS_FIELD_PROBLEM = {
  cap: 'Enter a whole number of credits from 0 to 100,000,000, or leave it blank for no cap.',
  required: 'Enter a whole number of credits from 0 to 100,000,000.',
} as const;

/**
 * A credits field as a form reads it: digits (commas allowed, "5,000"); blank is null (no cap)
 * when `blankIsNoCap`, else a problem. Its message is a whole sentence for the screen.
 */
export function creditsFieldSchema({ blankIsNoCap }: { blankIsNoCap: boolean }) {
  return z
    .string()
    .trim()
    .transform((text, ctx): number | null => {
      if (text === '' && blankIsNoCap) return null;
      const digits = text.replace(/,/g, '');
      const value = /^\d+$/.test(digits) ? Number(digits) : NaN;
      if (creditsSchema.safeParse(value).success) return value;
      ctx.addIssue({
        code: 'custom',
        message: blankIsNoCap ? CREDITS_FIELD_PROBLEM.cap : CREDITS_FIELD_PROBLEM.required,
      });
      return z.NEVER;
    });
}

/**
 * GET and PUT /caps: the team's daily cap (null: none), the confirmation threshold, the caller's
 * own monthly cap (null: none), whether the caller may change them (admins), and the last change.
 */
export const capsAnswerSchema = z.object({
  dailyCreditCap: z.number().int().nullable(),
  confirmAboveCredits: z.number().int(),
  monthlyCreditCap: z.number().int().nullable(),
  canChange: z.boolean(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type CapsAnswer = z.infer<typeof capsAnswerSchema>;

/** PUT /caps (admins): either or both; a daily cap of null removes it. */
export const teamCapsBodySchema = z
  .strictObject({
    dailyCreditCap: creditsSchema.nullable().optional(),
    confirmAboveCredits: creditsSchema.optional(),
  })
  .refine((body) => body.dailyCreditCap !== undefined || body.confirmAboveCredits !== undefined, {
    error: 'Send a cap',
  });
export type TeamCapsBody = z.infer<typeof teamCapsBodySchema>;

/** PUT /caps/member (admins): one member's monthly cap; null removes it. */
export const memberCapBodySchema = z.strictObject({
  name: z.string().trim().min(1, { error: 'must name a user' }).max(64),
  monthlyCreditCap: creditsSchema.nullable(),
});
export type MemberCapBody = z.infer<typeof memberCapBodySchema>;

export const memberCapAnswerSchema = z.object({
  name: z.string(),
  monthlyCreditCap: z.number().int().nullable(),
});

// ---------------------------------------------------------------- import from this browser (once)

/**
 * A list from this browser's localStorage. The browser turns its own source (filters + sort) into
 * the app's search URL query; ids may still be numbers there.
 */
const importListSchema = z.object({
  name: nameSchema,
  ids: z
    .array(z.union([z.number().int().nonnegative().max(9_999_999_999), propertyIdSchema]))
    .max(APP_STORE_LIMITS.maxListIds, { error: APP_STORE_MESSAGES.tooManyIds }),
  createdAt: isoTimestamp.optional(),
  query: searchQueryText.optional(),
});

const importSearchSchema = z.object({
  name: nameSchema,
  query: searchQueryText,
  createdAt: isoTimestamp.optional(),
});

export const importBodySchema = z.strictObject({
  /** A stable id of this browser's stores, so the same stores import once. */
  source: z.string().trim().min(1).max(200),
  lists: z.array(importListSchema).max(APP_STORE_LIMITS.maxImportItems),
  searches: z.array(importSearchSchema).max(APP_STORE_LIMITS.maxImportItems),
});
export type ImportBody = z.infer<typeof importBodySchema>;

export const importAnswerSchema = z.object({
  alreadyImported: z.boolean(),
  lists: z.number().int(),
  searches: z.number().int(),
});

// ---------------------------------------------------------------- errors

/** Every 4xx (and the rare 5xx): the service's shape; `details` maps field paths to messages. */
export const appErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.string()).optional(),
});

// ---------------------------------------------------------------- usage (the credits ledger, read)

/** A usage period spans at most this many UTC days (a year and a month of slack). */
const MAX_USAGE_DAYS = 400;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Midnight UTC of a YYYY-MM-DD day, in ms; NaN when it is no calendar day (2026-02-30). */
export function dayStartMs(day: string): number {
  if (!DAY.test(day)) return Number.NaN;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(day) ? ms : Number.NaN;
}

const usageDaySchema = z
  .string()
  .refine((day) => Number.isFinite(dayStartMs(day)), { error: 'must be a day as YYYY-MM-DD' });

/** Days from `from` to `to`, both counted. */
function daysInPeriod(from: string, to: string): number {
  return Math.round((dayStartMs(to) - dayStartMs(from)) / 86_400_000) + 1;
}

/** What is wrong with a from–to period, in words for users, or undefined when it is fine. */
export function usagePeriodProblem(from: string, to: string): string | undefined {
  if (dayStartMs(from) > dayStartMs(to)) return 'The start day must not be after the end day.';
  if (daysInPeriod(from, to) > MAX_USAGE_DAYS)
    return `A period covers at most ${MAX_USAGE_DAYS} days.`;
  return undefined;
}

/** GET /usage and /usage.csv: UTC days, both counted; absent, the current calendar month. */
export const usageQuerySchema = z
  .object({ from: usageDaySchema.optional(), to: usageDaySchema.optional() })
  .superRefine((query, ctx) => {
    if (!query.from || !query.to) return;
    const problem = usagePeriodProblem(query.from, query.to);
    if (problem) ctx.addIssue({ code: 'custom', path: ['to'], message: problem });
  });
export type UsageQuery = z.infer<typeof usageQuerySchema>;

const CREDITS_SOURCES = ['answer', 'rule', 'estimated', 'unknown'] as const;

/** Known credits summed; calls whose cost is unknown are counted apart, never as 0. */
const spendSchema = z.object({
  credits: z.number().int(),
  calls: z.number().int(),
  unknownCalls: z.number().int(),
});

const capSchema = z.object({
  /** null: no cap. */
  cap: z.number().int().nullable(),
  /** Credits spent (and reserved by calls under way) in the cap's period so far. */
  used: z.number().int(),
  resetsAt: isoTimestamp,
});

export const usageAnswerSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** 'team' for an admin (everyone's calls), 'self' for a member (their own). */
  scope: z.enum(['team', 'self']),
  totals: spendSchema.extend({
    records: z.number().int(),
    /** The part of `credits` the rule estimated (the answer did not say). */
    estimatedCredits: z.number().int(),
  }),
  /** Every day of the period, in order, zeros included. */
  byDay: z.array(
    z.object({ day: z.string(), credits: z.number().int(), unknownCalls: z.number().int() }),
  ),
  byOperation: z.array(spendSchema.extend({ operation: z.string() })),
  byMember: z.array(spendSchema.extend({ user: z.string(), records: z.number().int() })),
  /**
   * What work without a browser spent (watches, server exports), per agent and owner; absent from
   * an older server, read as none.
   */
  byAgent: z
    .array(
      spendSchema.extend({
        /** 'watch:<search id>', 'export:<export id>'. */
        agent: z.string(),
        kind: z.enum(['watch', 'export', 'other']),
        /** The watched search's or the export's name; the agent key when it is gone. */
        name: z.string(),
        user: z.string(),
        records: z.number().int(),
      }),
    )
    .default([]),
  /** The ten largest paid calls of the period. */
  largest: z.array(
    z.object({
      at: isoTimestamp,
      user: z.string(),
      operation: z.string(),
      summary: z.string(),
      records: z.number().int(),
      /** null: unknown. */
      credits: z.number().int().nullable(),
      creditsSource: z.enum(CREDITS_SOURCES),
    }),
  ),
  caps: z.object({
    /** The caller's own cap this calendar month (UTC). */
    monthly: capSchema,
    /** The team's cap today (UTC). */
    daily: capSchema,
  }),
});
export type UsageAnswer = z.infer<typeof usageAnswerSchema>;

// ---------------------------------------------------------------- allowance (before a pull)

/** One cap as a pull's estimate reads it: what is used, the cap, and what is left of it. */
const allowanceCapSchema = capSchema.extend({
  /** null: no cap, nothing runs out. */
  left: z.number().int().nullable(),
});

/**
 * GET /allowance: what the signed-in user may still spend, read (free) before a pull that spans
 * pages: their month, the team's day, and above how many credits a pull asks first. `prices`:
 * 'offline' when the embedded mock answers (its costs are what the real service would charge).
 */
export const allowanceAnswerSchema = z.object({
  monthly: allowanceCapSchema,
  daily: allowanceCapSchema,
  confirmAboveCredits: z.number().int(),
  prices: z.enum(['service', 'offline']),
});
export type AllowanceAnswer = z.infer<typeof allowanceAnswerSchema>;

/** A file the route answers as it is (the ledger as CSV), not JSON. */
export const fileAnswerSchema = z.object({ fileName: z.string(), text: z.string() });
