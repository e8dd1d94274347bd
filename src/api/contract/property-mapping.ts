// PropertyMapping ("pins", reference-shapes "Property mapping"): the search's body and rules, up to
// 10,000 pins a call, and `{ id, latitude, longitude }` for each match. The mock validates with
// validatePropertyMappingRequest; the app builds and reads with the schemas below.
import { z } from 'zod';
import {
  searchCrossFieldViolations,
  searchRequestShape,
  validatePropertySearchRequest,
  type NormalizedSearchRequest,
} from './search-request';
import {
  isPlainObject,
  violationsFromZod,
  type ValidationResult,
  type Violation,
} from './violations';

/** Most pins one call returns, and the default `size` (decision: the vendor is silent). */
export const MAPPING_MAX_SIZE = 10_000;

/** Search flags the endpoint refuses with a 400 rather than ignoring. */
const REFUSED_FIELDS = ['ids_only', 'count', 'summary'] as const;

/** The vendor's words for a refused flag. */
function refusedMessage(field: string): string {
  return `"${field}" parameter is not supported on this endpoint.`;
}

const SIZE_TOO_BIG = `"size" parameter must be less than or equal to ${MAPPING_MAX_SIZE}.`;

/** A size of 1..10,000; over is the vendor's message, not zod's. */
const mappingSize = z
  .number()
  .int()
  .min(1)
  .superRefine((size, ctx) => {
    if (size > MAPPING_MAX_SIZE) ctx.addIssue({ code: 'custom', message: SIZE_TOO_BIG });
  });

// The search's own fields minus the refused flags and its 250-capped size.
const {
  count: _count,
  ids_only: _idsOnly,
  summary: _summary,
  size: _size,
  ...filterShape
} = searchRequestShape;

/** Refused flags are typed `never`, so a client cannot build a request the service refuses. */
const refusedShape = Object.fromEntries(
  REFUSED_FIELDS.map((f) => [f, z.never({ error: refusedMessage(f) }).optional()]),
) as Record<(typeof REFUSED_FIELDS)[number], z.ZodOptional<z.ZodNever>>;

const mappingObject = z.strictObject({
  ...filterShape,
  ...refusedShape,
  size: mappingSize.optional(),
});

/**
 * Every rule of the mapping request in one zod schema (for the app and tests): the search's
 * field types and cross-field rules, size ≤ 10,000, the refused flags. The mock answers with
 * validatePropertyMappingRequest, which reports the same problems with did-you-mean suggestions.
 */
export const propertyMappingRequestSchema = mappingObject.superRefine((value, ctx) => {
  for (const v of searchCrossFieldViolations(value))
    ctx.addIssue({ code: 'custom', path: v.field ? [v.field] : [], message: v.message });
});

/** What a client sends to POST /v2/PropertyMapping. */
export type PropertyMappingRequest = z.input<typeof mappingObject>;

/** What the mock works with: the search's normalized filters, size defaulted (not capped at 250). */
type NormalizedMappingRequest = NormalizedSearchRequest;

/**
 * Validates a PropertyMapping body and reports every violation at once. The refused flags and the
 * size are checked here; everything else is the search's own validator (unknown keys with
 * did-you-mean, field types, accompaniment and range rules), so the two endpoints cannot drift.
 */
export function validatePropertyMappingRequest(
  body: unknown,
): ValidationResult<NormalizedMappingRequest> {
  if (!isPlainObject(body)) return validatePropertySearchRequest(body);
  const violations: Violation[] = [];
  for (const field of REFUSED_FIELDS) {
    if (Object.hasOwn(body, field)) violations.push({ field, message: refusedMessage(field) });
  }
  const size = mappingSize.optional().safeParse(body.size);
  if (!size.success) violations.push(...violationsFromZod(size.error.issues, undefined, ['size']));
  const filters = Object.fromEntries(
    Object.entries(body).filter(
      ([k]) => k !== 'size' && !(REFUSED_FIELDS as readonly string[]).includes(k),
    ),
  );
  const search = validatePropertySearchRequest(filters);
  if (!search.ok) violations.push(...search.violations);
  if (violations.length > 0 || !search.ok || !size.success) return { ok: false, violations };
  return { ok: true, value: { ...search.value, size: size.data ?? MAPPING_MAX_SIZE } };
}

// --- Response --------------------------------------------------------------------------------

/**
 * One pin. `id` is a number on the wire (a search record carries the same id as a string); a
 * string of digits is read as its number, since the vendor's examples disagree on id types.
 */
const mappingPinSchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
  latitude: z.number(),
  longitude: z.number(),
});
export type MappingPin = z.output<typeof mappingPinSchema>;

/**
 * The 200 envelope. `resultCount` is every match (it may exceed the pins returned); `credits` is
 * what the call cost (the mock sends 0; a client reads it and never assumes zero, and treats it as
 * unknown when absent, as in one of the vendor's examples).
 */
export const propertyMappingResponseSchema = z.looseObject({
  input: z.record(z.string(), z.unknown()).optional(),
  data: z.array(mappingPinSchema),
  resultCount: z.number().int().min(0),
  resultIndex: z.number().int().min(0).optional(),
  recordCount: z.number().int().min(0).optional(),
  statusCode: z.number().int(),
  statusMessage: z.string().optional(),
  credits: z.number().min(0).optional(),
  requestExecutionTimeMS: z.string().optional(),
});
export type PropertyMappingResponse = z.output<typeof propertyMappingResponseSchema>;
