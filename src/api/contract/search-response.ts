// PropertySearch responses (spec §2.2): the list, count, ids_only and summary variants of one envelope.
import { z } from 'zod';
import { propertyRecordSchema } from './property-record';
import { SUMMARY_COUNT_KEYS, type SummaryCountKey } from './lead-types';

const envelope = {
  live: z.boolean().optional(),
  input: z.record(z.string(), z.unknown()),
  resultCount: z.number().int().min(0),
  resultIndex: z.number().int().min(0),
  recordCount: z.number().int().min(0),
  statusCode: z.number().int(),
  statusMessage: z.string(),
  requestExecutionTimeMS: z.string().regex(/^\d+(\.\d+)?ms$/),
};

export const searchListResponseSchema = z.looseObject({
  ...envelope,
  data: z.array(propertyRecordSchema),
});

export const searchCountResponseSchema = z.looseObject({
  ...envelope,
  data: z.array(z.unknown()).length(0),
});
export type SearchCountResponse = z.infer<typeof searchCountResponseSchema>;

export const searchIdsResponseSchema = z.looseObject({
  ...envelope,
  data: z.array(z.number().int()).max(10_000),
});

const summaryCounts = Object.fromEntries(
  SUMMARY_COUNT_KEYS.map((k) => [k, z.number().int().min(0)]),
) as {
  [K in SummaryCountKey]: z.ZodNumber;
};

/** Totals per lead type within the search, plus medians over the matches that have an MLS listing. */
export const leadSummarySchema = z.looseObject({
  ...summaryCounts,
  medianListingPrice: z.number().nullable(),
  medianDaysOnMarket: z.number().nullable(),
});
export type LeadSummary = z.infer<typeof leadSummarySchema>;

export const searchSummaryResponseSchema = z.looseObject({
  ...envelope,
  data: z.array(z.unknown()),
  summary: leadSummarySchema,
});
