// Exports run on the app's server (issue 41 item 4, docs/lists-api.md "Exports"): what starting
// one takes (the search as the app sends it, the columns and options the export dialog chose, the
// format, at most 1,000,000 rows) and how one reads back (progress, cost so far, status, file).
// Shared by the server (validation) and the browser (parsing answers).
import { z } from 'zod';

export const SERVER_EXPORT_LIMITS = {
  /** Rows one server export may have (the bound). */
  maxRows: 1_000_000,
  /** Columns a file may have: the catalogue's and the contact columns, with room to grow. */
  maxColumns: 200,
  /** Exports a list answers, newest first. */
  maxListed: 100,
} as const;

const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ServerExportStatus = (typeof EXPORT_STATUSES)[number];

const contactFiltersSchema = z.strictObject({
  withPhone: z.boolean(),
  mobileOnly: z.boolean(),
  noDnc: z.boolean(),
});

/** The file's columns and options, as the export dialog chose them (ExportSettings). */
const serverExportSettingsSchema = z.strictObject({
  columnIds: z.array(z.string().min(1).max(80)).min(1).max(SERVER_EXPORT_LIMITS.maxColumns),
  dedupe: z.enum(['off', 'mailing', 'owner']),
  contactFilters: contactFiltersSchema.optional(),
  setName: z.string().max(200).optional(),
});

export const startExportBodySchema = z.strictObject({
  /**
   * The search as the app sends it to PropertySearch, without paging: the server adds size and
   * resultIndex (count, ids_only and summary are refused: they are not lists of records).
   */
  search: z
    .record(z.string(), z.unknown())
    .refine((search) => !['count', 'ids_only', 'summary'].some((key) => search[key] === true), {
      error: 'The search must list records (no count, ids_only or summary)',
    }),
  /** "12,345 matches": what the Exports list calls it. */
  label: z.string().min(1).max(200),
  /** The file name's start ("austin-tx-absentee"): letters, digits and dashes. */
  fileSlug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]*$/, { error: 'The file slug takes lower-case letters, digits and dashes' }),
  /** Privacy mode: names, addresses and contacts stay out of the file. */
  privacy: z.boolean(),
  format: z.enum(['csv', 'xlsx']),
  /** Rows wanted: the matches the app counted, or the user's limit (≤ 1,000,000). */
  maxRows: z
    .number()
    .int()
    .min(1)
    .max(SERVER_EXPORT_LIMITS.maxRows, { error: 'A server export has at most 1,000,000 rows' }),
  settings: serverExportSettingsSchema,
});

export type StartExportBody = z.input<typeof startExportBodySchema>;

export const serverExportSchema = z.object({
  id: z.string(),
  owner: z.string(),
  mine: z.boolean(),
  label: z.string(),
  format: z.enum(['csv', 'xlsx']),
  setName: z.string().nullable(),
  status: z.enum(EXPORT_STATUSES),
  /** Leads the export will read: the matches or the limit; null until the first page says. */
  total: z.number().int().nullable(),
  /** Leads read so far (progress). */
  leads: z.number().int(),
  /** Rows in the file so far, after merging. */
  rows: z.number().int(),
  merged: z.number().int(),
  /** Credits its pages have cost so far (the ledger's rows of agent 'export:<id>'). */
  credits: z.number(),
  /** Why it failed, in words. */
  error: z.string().nullable(),
  fileName: z.string(),
  /** The finished file's size in bytes. */
  fileBytes: z.number().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});

export const exportsAnswerSchema = z.object({ exports: z.array(serverExportSchema) });

/** The download: the file itself, streamed (not JSON); the handler answers a Response. */
export const exportFileAnswerSchema = z.custom<Response>((value) => value instanceof Response);

export type ServerExport = z.output<typeof serverExportSchema>;
