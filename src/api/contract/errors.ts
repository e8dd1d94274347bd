// Error bodies of the service (spec §2.6, §2.7, §7) and the exact messages §7 prescribes.
import { z } from 'zod';
import { ERROR_DETAILS } from './error-details';
import type { ErrorCode } from './error-table';

/** Names for the codes the validators emit; each is a row of ERROR_DETAILS. */
export const ERROR_CODES = {
  missingLookup: 'MISSING_LOOKUP',
  boardRequired: 'MLS_NUMBER_NEEDS_BOARD',
  invalidAddress: 'INVALID_ADDRESS',
  incompleteAddress: 'INCOMPLETE_ADDRESS',
  unknownField: 'UNKNOWN_FIELD',
  invalidFieldSection: 'INVALID_FIELD_SECTION',
  invalidFieldSelector: 'INVALID_FIELD_SELECTOR',
  validationFailed: 'VALIDATION_FAILED',
  missingIdArray: 'MISSING_ID_ARRAY',
  conflictingIdArrays: 'CONFLICTING_ID_ARRAYS',
  tooManyIds: 'TOO_MANY_IDS',
  emptyIdArray: 'EMPTY_ID_ARRAY',
  mlsNotFound: 'MLS_NOT_FOUND',
} as const satisfies Record<string, ErrorCode>;

/** Messages whose content §7 and §4.3 prescribe (a code's fixed message is its ERROR_DETAILS row's). */
export const MESSAGES = {
  missingLookup: ERROR_DETAILS.MISSING_LOOKUP.message,
  boardRequired: ERROR_DETAILS.MLS_NUMBER_NEEDS_BOARD.message,
  addressTooShort: ERROR_DETAILS.INVALID_ADDRESS.message,
  missingIdArray: ERROR_DETAILS.MISSING_ID_ARRAY.message,
  conflictingIdArrays: ERROR_DETAILS.CONFLICTING_ID_ARRAYS.message,
  notFoundByMlsNumber: (mlsNumber: string, board: string) =>
    `No MLS listing found for mls_number ${mlsNumber} on board ${board}. Verify both the mls_number and the mls_board_code: MLS numbers are not unique across boards.`,
  notFoundByListingId: (id: number | string) => `No MLS listing found for listing_id ${id}.`,
  notFoundByAssessorId: (id: number | string) => `No MLS listing found for assessor_id ${id}.`,
  notFoundByAddress:
    'No MLS listing matched the address. Try listing_id or assessor_id instead, or the property may not be in MLS.',
  bulkNoListingForListingId: 'No listing found for this listing ID.',
  bulkNoListingForAssessorId: 'No listing found for this assessor ID.',
  bulkListingIdNull: 'listing_id is null',
  bulkAssessorIdNull: 'assessor_id is null',
  bulkListingWithoutProperty: 'This listing has no associated service property ID.',
  publicRecordOmitted:
    'Public-record data was requested but omitted because the plan lacks public-record access.',
  internalError: ERROR_DETAILS.INTERNAL_ERROR.message,
} as const;

/** Boom-style validation body (§2.6; reference-shapes for search). */
export const boomErrorSchema = z.looseObject({
  statusCode: z.literal(400),
  error: z.string(),
  message: z.string(),
  input: z.unknown().optional(),
  errorCode: z.string().optional(),
  details: z
    .array(z.object({ field: z.string(), message: z.string(), errorCode: z.string().optional() }))
    .optional(),
});

/** Bulk per-position error object (§2.7). */
export const bulkErrorItemSchema = z.object({
  id: z.union([z.number(), z.null()]),
  match: z.literal(false),
  error: z.literal(true),
  errorMessage: z.string(),
});
export type BulkErrorItem = z.infer<typeof bulkErrorItemSchema>;

/** v3 error body (§2.6): gate errors, 404 and 500. */
export const v3ErrorSchema = z.looseObject({
  statusCode: z.number().int(),
  errorMessage: z.string(),
  errorCode: z.string(),
  input: z.unknown().optional(),
  data: z.unknown().optional(),
  recordCount: z.number().int().optional(),
  requestId: z.string().optional(),
});

/** MLSDetail 404 (§7.4): input, empty data, recordCount 0. */
export const mlsNotFoundSchema = v3ErrorSchema.extend({
  statusCode: z.literal(404),
  errorCode: z.literal('MLS_NOT_FOUND'),
  data: z.object({}).strict(),
  recordCount: z.literal(0),
  // The echo of a request that passed validation, so always an object; z.unknown() would let it be absent.
  input: z.record(z.string(), z.unknown()),
});

/** MLSDetailBulk all-miss 404 (§4.3 rule 6): one error object per position. */
export const mlsBulkNotFoundSchema = v3ErrorSchema.extend({
  statusCode: z.literal(404),
  errorCode: z.literal('MLS_NOT_FOUND'),
  data: z.array(bulkErrorItemSchema),
  recordCount: z.literal(0),
});
