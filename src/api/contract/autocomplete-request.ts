// POST /v2/AutoComplete request (reference-shapes "AutoComplete"): the schema and the validator the
// mock answers with; every problem in one 400.
import { z } from 'zod';
import {
  AUTOCOMPLETE_MIN_CHARS,
  AUTOCOMPLETE_TYPES,
  type AutoCompleteRequest,
} from './autocomplete';
import { unknownKeyMessage } from './did-you-mean';
import { latitude, longitude } from './primitives';
import {
  isPlainObject,
  violationsFromZod,
  type ValidationResult,
  type Violation,
} from './violations';

/** Longest search the mock reads; a box never needs more (decision: the vendor is silent). */
const AUTOCOMPLETE_MAX_CHARS = 200;

const autoCompleteShape = {
  search: z
    .string({ error: 'search must be a string' })
    .refine((s) => s.trim().length >= AUTOCOMPLETE_MIN_CHARS, {
      error: `search must be at least ${AUTOCOMPLETE_MIN_CHARS} characters long`,
    })
    .refine((s) => s.length <= AUTOCOMPLETE_MAX_CHARS, {
      error: `search must be at most ${AUTOCOMPLETE_MAX_CHARS} characters long`,
    }),
  search_types: z.array(z.enum(AUTOCOMPLETE_TYPES)).min(1).max(8).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  precision: z.number().int().min(1).max(10).optional(),
};
// Typed as the request interface, so the schema and what clients send cannot drift apart.
const autoCompleteObject: z.ZodType<AutoCompleteRequest> = z.object(autoCompleteShape);

/**
 * Validates an AutoComplete body and reports every problem at once: unknown keys (with a
 * did-you-mean), types and ranges, and latitude/longitude given together (decision: a bias
 * needs a point).
 */
export function validateAutoCompleteRequest(body: unknown): ValidationResult<AutoCompleteRequest> {
  if (!isPlainObject(body))
    return { ok: false, violations: [{ field: '', message: 'value must be an object' }] };
  const violations: Violation[] = [];
  const known = Object.keys(autoCompleteShape);
  for (const key of Object.keys(body)) {
    if (!known.includes(key))
      violations.push({
        field: key,
        message: unknownKeyMessage(key, known),
        errorCode: 'UNKNOWN_FIELD',
      });
  }
  const parsed = autoCompleteObject.safeParse(body);
  if (!parsed.success) violations.push(...violationsFromZod(parsed.error.issues));
  if ((body.latitude === undefined) !== (body.longitude === undefined)) {
    const given = body.latitude === undefined ? 'longitude' : 'latitude';
    const missing = given === 'latitude' ? 'longitude' : 'latitude';
    violations.push({ field: given, message: `${given} must be accompanied by ${missing}` });
  }
  if (violations.length > 0 || !parsed.success) return { ok: false, violations };
  return { ok: true, value: parsed.data };
}
