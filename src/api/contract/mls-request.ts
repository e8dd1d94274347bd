// MLSDetail and MLSDetailBulk requests (spec §2.3, §2.4) with the lookup rules and §7.1/§7.2 messages.
import { z } from 'zod';
import { unknownKeyMessage } from './did-you-mean';
import { ERROR_CODES, MESSAGES } from './errors';
import { MLS_SECTION_NAMES, isMlsSection, isMlsSelector, suggestSelector } from './mls-catalog';
import { LIMITS } from './limits';
import {
  isGiven,
  isPlainObject,
  violationsFromZod,
  type ValidationResult,
  type Violation,
} from './violations';

const selection = {
  fields: z.array(z.string()).optional(),
  field_sections: z.array(z.string()).optional(),
  public: z.boolean().optional(),
};

export const mlsDetailRequestShape = {
  mls_number: z.string().trim().min(1).optional(),
  mls_board_code: z.string().trim().min(1).optional(),
  listing_id: z.number().optional(),
  assessor_id: z.number().optional(),
  address: z.string().optional(),
  house: z.string().trim().min(1).optional(),
  street: z.string().trim().min(1).optional(),
  city: z.string().trim().min(1).optional(),
  zip: z.string().trim().min(1).optional(),
  state: z.string().length(2, { error: 'length must be 2 characters long' }).optional(),
  // §2.3: only `false` disables the fallback; any other value (of any type) leaves it enabled.
  public_record_fallback: z.unknown().optional(),
  ...selection,
};
const mlsDetailRequestSchemaObject = z.object(mlsDetailRequestShape);
export type MlsDetailRequest = z.infer<typeof mlsDetailRequestSchemaObject>;
const MLS_DETAIL_FIELDS = Object.keys(mlsDetailRequestShape);

export const mlsBulkRequestShape = {
  listing_ids: z.array(z.number().nullable()).optional(),
  assessor_ids: z.array(z.number().nullable()).optional(),
  ...selection,
};
export type MlsBulkRequest = z.infer<z.ZodObject<typeof mlsBulkRequestShape>>;
const MLS_BULK_FIELDS = Object.keys(mlsBulkRequestShape);

const LOOKUP_FIELDS = ['assessor_id', 'listing_id', 'address', 'mls_number', 'house'] as const;
export type MlsLookupMethod = 'mls_number' | 'listing_id' | 'assessor_id' | 'address';

/** Which lookup the service uses when several are given (§4.2): mls_number, listing_id, assessor_id, address. */
export function lookupMethod(req: MlsDetailRequest): MlsLookupMethod {
  if (isGiven(req.mls_number)) return 'mls_number';
  if (req.listing_id !== undefined) return 'listing_id';
  if (req.assessor_id !== undefined) return 'assessor_id';
  return 'address';
}

function unknownKeys(body: Record<string, unknown>, allowed: readonly string[]): Violation[] {
  return Object.keys(body)
    .filter((k) => !allowed.includes(k))
    .map((k) => ({
      field: k,
      message: unknownKeyMessage(k, allowed),
      errorCode: ERROR_CODES.unknownField,
    }));
}

/** field_sections and fields entries must name the catalog (§7.1 INVALID_FIELD_SECTION / SELECTOR). */
function selectionViolations(body: Record<string, unknown>): Violation[] {
  const out: Violation[] = [];
  if (Array.isArray(body.field_sections)) {
    body.field_sections.forEach((name: unknown, i) => {
      if (typeof name === 'string' && !isMlsSection(name)) {
        const suggestion = unknownKeyMessage(name, MLS_SECTION_NAMES).match(
          /Did you mean (.*)\?$/,
        )?.[1];
        out.push({
          field: `field_sections[${i}]`,
          message: `${name} is not a valid field section${suggestion ? `. Did you mean ${suggestion}?` : ''}`,
          errorCode: ERROR_CODES.invalidFieldSection,
        });
      }
    });
  }
  if (Array.isArray(body.fields)) {
    body.fields.forEach((selector: unknown, i) => {
      if (typeof selector === 'string' && !isMlsSelector(selector)) {
        const suggestion = suggestSelector(selector);
        out.push({
          field: `fields[${i}]`,
          message: `${selector} is not a selectable field${suggestion ? `. Did you mean ${suggestion}?` : ''}`,
          errorCode: ERROR_CODES.invalidFieldSelector,
        });
      }
    });
  }
  return out;
}

function typeViolations(
  schema: z.ZodObject,
  body: Record<string, unknown>,
  allowed: readonly string[],
) {
  const known = Object.fromEntries(Object.entries(body).filter(([k]) => allowed.includes(k)));
  const parsed = schema.safeParse(known);
  return {
    parsed,
    violations: parsed.success
      ? []
      : violationsFromZod(parsed.error.issues, ERROR_CODES.validationFailed),
  };
}

/** Lookup rules 1–4 of §2.3 (rule 5, unknown keys, is checked separately). */
export function mlsLookupViolations(body: Record<string, unknown>): Violation[] {
  const out: Violation[] = [];
  const given = (f: string) => isGiven(body[f]);
  if (!LOOKUP_FIELDS.some(given)) {
    out.push({ field: '', message: MESSAGES.missingLookup, errorCode: ERROR_CODES.missingLookup });
  }
  if (given('mls_number') && !given('mls_board_code')) {
    out.push({
      field: 'mls_board_code',
      message: MESSAGES.boardRequired,
      errorCode: ERROR_CODES.boardRequired,
    });
  }
  if (typeof body.address === 'string' && body.address.trim().length < LIMITS.minMlsAddressLength) {
    out.push({
      field: 'address',
      message: MESSAGES.addressTooShort,
      errorCode: ERROR_CODES.invalidAddress,
    });
  }
  const incomplete = (field: string, message: string) =>
    out.push({ field, message, errorCode: ERROR_CODES.incompleteAddress });
  if (given('house')) {
    if (!given('street')) incomplete('street', 'house missing required peer street');
    if (!given('zip') && !given('city'))
      incomplete('zip', 'house must be accompanied by at least one of [zip, city]');
    if (given('city') && !given('state'))
      incomplete('state', 'value contains [city] without its required peers [state]');
    if (given('state') && !given('city'))
      incomplete('city', 'value contains [state] without its required peers [city]');
  }
  if (!given('street')) {
    for (const part of ['city', 'state', 'zip']) {
      if (given(part)) incomplete('street', `${part} missing required peer street`);
    }
  }
  return out.filter((v, i) => out.findIndex((w) => w.message === v.message) === i);
}

/** Validates an MLSDetail body and reports every violation at once (§7.1). */
export function validateMlsDetailRequest(body: unknown): ValidationResult<MlsDetailRequest> {
  if (!isPlainObject(body)) {
    return {
      ok: false,
      violations: [
        { field: '', message: 'value must be an object', errorCode: ERROR_CODES.validationFailed },
      ],
    };
  }
  const { parsed, violations: types } = typeViolations(
    mlsDetailRequestSchemaObject,
    body,
    MLS_DETAIL_FIELDS,
  );
  const violations = [
    ...unknownKeys(body, MLS_DETAIL_FIELDS),
    ...mlsLookupViolations(body),
    ...types.filter((t) => !(t.field === 'address' && typeof body.address === 'string')),
    ...selectionViolations(body),
  ];
  if (violations.length > 0 || !parsed.success) return { ok: false, violations };
  return { ok: true, value: parsed.data as MlsDetailRequest };
}

/** Validates an MLSDetailBulk body (§7.2): exactly one id array of 1..1000 numbers or nulls. */
export function validateMlsBulkRequest(body: unknown): ValidationResult<MlsBulkRequest> {
  if (!isPlainObject(body)) {
    return {
      ok: false,
      violations: [
        { field: '', message: 'value must be an object', errorCode: ERROR_CODES.validationFailed },
      ],
    };
  }
  const violations: Violation[] = [...unknownKeys(body, MLS_BULK_FIELDS)];
  const hasListing = body.listing_ids !== undefined;
  const hasAssessor = body.assessor_ids !== undefined;
  if (!hasListing && !hasAssessor) {
    violations.push({
      field: '',
      message: MESSAGES.missingIdArray,
      errorCode: ERROR_CODES.missingIdArray,
    });
  }
  if (hasListing && hasAssessor) {
    violations.push({
      field: '',
      message: MESSAGES.conflictingIdArrays,
      errorCode: ERROR_CODES.conflictingIdArrays,
    });
  }
  for (const key of ['listing_ids', 'assessor_ids'] as const) {
    const ids = body[key];
    if (ids === undefined) continue;
    if (!Array.isArray(ids)) {
      violations.push({
        field: key,
        message: `${key} must be an array`,
        errorCode: ERROR_CODES.validationFailed,
      });
      continue;
    }
    if (ids.length === 0) {
      violations.push({
        field: key,
        message: `${key} must contain at least 1 items`,
        errorCode: ERROR_CODES.emptyIdArray,
      });
    }
    if (ids.length > LIMITS.maxBulkIds) {
      violations.push({
        field: key,
        message: `${key} must contain less than or equal to ${LIMITS.maxBulkIds} items`,
        errorCode: ERROR_CODES.tooManyIds,
      });
    }
    ids.forEach((id: unknown, i) => {
      if (id !== null && (typeof id !== 'number' || !Number.isFinite(id))) {
        violations.push({
          field: `${key}[${i}]`,
          message: `${key}[${i}] must be a number`,
          errorCode: ERROR_CODES.validationFailed,
        });
      }
    });
  }
  const rest = Object.fromEntries(
    Object.entries(body).filter(
      ([k]) => k === 'fields' || k === 'field_sections' || k === 'public',
    ),
  );
  const selectionParse = z.object(selection).safeParse(rest);
  if (!selectionParse.success)
    violations.push(
      ...violationsFromZod(selectionParse.error.issues, ERROR_CODES.validationFailed),
    );
  violations.push(...selectionViolations(body));
  if (violations.length > 0) return { ok: false, violations };
  return { ok: true, value: body as MlsBulkRequest };
}
