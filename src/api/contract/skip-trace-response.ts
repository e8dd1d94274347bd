// The skip answers the mock sends (reference-shapes "Skip trace", its decisions), as strict schemas:
// the mock's tests hold its answers to them. The client does not parse with these; the real service
// varies, and src/api/read/read-skip-trace.ts reads every published shape tolerantly.
import { z } from 'zod';

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A v2 person's phone: 10 digits, type W/L/V, FTC do-not-call Y/N. */
const skipPersonPhoneSchema = z.strictObject({
  phone: z.string().regex(/^\d{10}$/),
  phoneType: z.enum(['W', 'L', 'V']),
  phoneFtcDnc: z.enum(['Y', 'N']),
  phoneLastSeen: isoDay,
  phoneUsage12Month: z.string().regex(/^\d+$/),
});

const personAddressSchema = z.strictObject({
  address: z.string(),
  streetAddress: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
});

/**
 * The v2 person record (RealEstateApi/docs
 * "reference/Skiptrace APIs/skiptrace-api-v2/skiptrace-v2-response-object.md"); the mock sends no
 * demographics.
 */
const skipPersonSchema = z.strictObject({
  personId: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  age: z.number().int(),
  gender: z.enum(['M', 'F']).nullable(),
  address: personAddressSchema,
  previousAddress: personAddressSchema.nullable(),
  emails: z.array(z.string()),
  phones: z.array(skipPersonPhoneSchema),
  maritalStatusCode: z.string().nullable(),
  maritalStatusDescription: z.string().nullable(),
  occupationCode: z.string().nullable(),
  occupationDescription: z.string().nullable(),
  ethnicityCode: z.string().nullable(),
  ethnicityDescription: z.string().nullable(),
  lastUpdateDate: isoDay,
});
export type SkipPerson = z.infer<typeof skipPersonSchema>;

/** The v2 no-match words, in the single 404 and in a batch's no-match item. */
export const SKIP_NO_MATCH_MESSAGE = 'No phones found for provided person.';

/** The Await page's lists: distinct phones (first wins), emails, one name per person. */
const awaitListsSchema = z.strictObject({
  persons: z.array(skipPersonSchema),
  phones: z.array(
    z.strictObject({
      phone: z.string().regex(/^\d{10}$/),
      type: z.enum(['mobile', 'landline', 'voip']),
      dnc: z.boolean(),
    }),
  ),
  emails: z.array(z.strictObject({ email: z.string(), type: z.literal('personal') })),
  names: z.array(
    z.strictObject({
      firstName: z.string(),
      middleName: z.string().nullable(),
      lastName: z.string(),
    }),
  ),
});
export type SkipAwaitLists = z.infer<typeof awaitListsSchema>;

const echo = z.record(z.string(), z.unknown());

/** data[i] of a batch answer: a match, or a no-match in its place. */
const skipBatchItemSchema = z.discriminatedUnion('match', [
  z.strictObject({
    input: echo,
    statusCode: z.literal(200),
    match: z.literal(true),
    cached: z.boolean(),
    data: awaitListsSchema,
  }),
  z.strictObject({
    input: echo,
    statusCode: z.literal(404),
    match: z.literal(false),
    cached: z.literal(false),
    responseMessage: z.literal(SKIP_NO_MATCH_MESSAGE),
    data: awaitListsSchema.extend({
      persons: z.array(skipPersonSchema).length(0),
      phones: z.array(z.never()),
      emails: z.array(z.never()),
      names: z.array(z.never()),
    }),
  }),
]);

/** POST /v2/SkipTraceBatchAwait 200. */
export const skipBatchResponseSchema = z.strictObject({
  statusCode: z.literal(200),
  statusMessage: z.literal('OK'),
  requestId: z.string(),
  data: z.array(skipBatchItemSchema),
  credits: z.number().int().min(0),
  live: z.literal(true),
  requestExecutionTimeMS: z.string().regex(/^\d+ms$/),
});

const singleEnvelope = {
  requestId: z.string(),
  requestDate: z.iso.datetime(),
  input: echo,
  resultIndex: z.literal(0),
  live: z.literal(true),
  // The v2 page writes it as a number of milliseconds.
  requestExecutionTimeMS: z.number().int().min(0),
};

/** POST /v2/SkipTrace 200 (v2 shape plus `cached` and `credits`). */
export const skipSingleMatchSchema = z.strictObject({
  ...singleEnvelope,
  persons: z.array(skipPersonSchema).min(1),
  statusCode: z.literal(200),
  statusMessage: z.literal('Success'),
  match: z.literal(true),
  resultCount: z.number().int().min(1),
  cached: z.boolean(),
  credits: z.union([z.literal(0), z.literal(1)]),
});

/** POST /v2/SkipTrace 404: no match, nothing charged. */
export const skipSingleNoMatchSchema = z.strictObject({
  ...singleEnvelope,
  persons: z.array(z.never()),
  statusCode: z.literal(404),
  statusMessage: z.literal('Not Found'),
  responseMessage: z.literal(SKIP_NO_MATCH_MESSAGE),
  match: z.literal(false),
  resultCount: z.literal(0),
  cached: z.literal(false),
  credits: z.literal(0),
});
