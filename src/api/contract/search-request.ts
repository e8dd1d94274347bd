// PropertySearch request (spec §2.1): the schema, its cross-field rules, and the validator the mock and form share.
import { z } from 'zod';
import { unknownKeyMessage, withSuggestionBudget } from './did-you-mean';
import { FIELD_SHAPE } from './field-registry';
import { integer } from './primitives';
import { REQUEST_BOUNDS } from './request-bounds';
import {
  DATE_RANGE_FIELDS,
  LIMITS,
  RANGE_FIELDS,
  SORTABLE_FIELDS,
  SORT_DIRECTIONS,
  VALUE_OPERATOR_PAIRS,
} from './search-fields';
import {
  isGiven,
  isPlainObject,
  violationsFromZod,
  type ValidationResult,
  type Violation,
} from './violations';

const sortSchema = z.record(z.string(), z.unknown()).superRefine((sort, ctx) => {
  for (const [key, direction] of Object.entries(sort)) {
    if (!(SORTABLE_FIELDS as readonly string[]).includes(key)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: unknownKeyMessage(
          `sort.${key}`,
          SORTABLE_FIELDS.map((f) => `sort.${f}`),
        ).replace(/ is not allowed/, ' is not a sortable field'),
      });
    } else if (!(SORT_DIRECTIONS as readonly unknown[]).includes(direction)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `sort.${key} must be one of [asc, desc]`,
      });
    }
  }
}) as unknown as z.ZodType<
  Partial<Record<(typeof SORTABLE_FIELDS)[number], (typeof SORT_DIRECTIONS)[number]>>
>;

/**
 * Every field of §2.1 with its wire type: the control fields here, the filters from the field
 * registry. Unknown keys are handled by the validator.
 */
export const searchRequestShape = {
  count: z.boolean().optional(),
  ids_only: z.boolean().optional(),
  sort: sortSchema.optional(),
  summary: z.boolean().optional(),
  resultIndex: integer.min(0).optional(),
  // The 250 cap is the server's: a larger size is capped, not rejected (§8).
  size: integer.min(1).optional(),
  ...FIELD_SHAPE,
};

export const SEARCH_REQUEST_FIELDS = Object.keys(searchRequestShape);

/** The request fields without cross-field rules. */
type SearchRequestObject = z.ZodObject<typeof searchRequestShape>;

/** What a client sends. */
export type PropertySearchRequest = z.input<SearchRequestObject>;
type ParsedFields = z.output<SearchRequestObject>;

/** What the server works with: defaults applied, size capped, deprecated fields mapped, lists normalized. */
export type NormalizedSearchRequest = Omit<
  ParsedFields,
  'year_min' | 'year_max' | 'size' | 'resultIndex'
> & {
  size: number;
  resultIndex: number;
};

// --- Cross-field rules -------------------------------------------------------------------

type Body = Record<string, unknown>;

function anyGiven(body: Body, fields: readonly string[]): boolean {
  return fields.some((f) => isGiven(body[f]));
}

function anyTrue(body: Body, fields: readonly string[]): boolean {
  return fields.some((f) => body[f] === true);
}

function orList(fields: readonly string[]): string {
  if (fields.length <= 2) return fields.join(' or ');
  return `${fields.slice(0, -1).join(', ')} or ${fields[fields.length - 1]}`;
}

/** "X must be accompanied by A or B" when X is given and none of the partners is. */
function requirePartner(body: Body, out: Violation[], field: string, partners: readonly string[]) {
  if (isGiven(body[field]) && !anyGiven(body, partners)) {
    out.push({ field, message: `${field} must be accompanied by ${orList(partners)}` });
  }
}

/** For "used with X true" rules: the field needs one of the flags set to true. */
function requireTrueFlag(body: Body, out: Violation[], field: string, flags: readonly string[]) {
  if (isGiven(body[field]) && !anyTrue(body, flags)) {
    const what = flags.length === 1 ? `${flags[0]} set to true` : `${orList(flags)} set to true`;
    out.push({ field, message: `${field} must be accompanied by ${what}` });
  }
}

function compareValues(a: unknown, b: unknown): number | undefined {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '') {
    const na = Number(a);
    const nb = Number(b);
    if (!Number.isNaN(na) && !Number.isNaN(nb)) return na - nb;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (typeof a === 'number' && typeof b === 'string' && b.trim() !== '' && !Number.isNaN(Number(b)))
    return a - Number(b);
  return undefined;
}

/**
 * The rules of §2.1 that span fields: accompaniment, "used with", operator partners and min ≤ max.
 * Every message names the missing partner.
 */
export function searchCrossFieldViolations(body: Body): Violation[] {
  const out: Violation[] = [];
  // Accompaniment rules of §2.1.
  for (const field of ['house', 'street', 'city', 'county'])
    requirePartner(body, out, field, ['state', 'zip']);
  // An autocomplete state (searchType T, reference-shapes "AutoComplete") needs no partner.
  if (body.searchType !== 'T') requirePartner(body, out, 'state', ['city', 'house', 'street']);
  // A radius search is centred on latitude/longitude; each needs the others.
  if (isGiven(body.radius)) {
    const missing = ['latitude', 'longitude'].filter((f) => !isGiven(body[f]));
    if (missing.length > 0)
      out.push({
        field: 'radius',
        message: `radius must be accompanied by ${missing.join(' and ')}`,
      });
  }
  if (isGiven(body.latitude) !== isGiven(body.longitude)) {
    const [given, missing] = isGiven(body.latitude)
      ? ['latitude', 'longitude']
      : ['longitude', 'latitude'];
    out.push({ field: given, message: `${given} must be accompanied by ${missing}` });
  }
  if (isGiven(body.latitude) && isGiven(body.longitude) && !isGiven(body.radius)) {
    out.push({
      field: 'latitude',
      message: 'latitude and longitude must be accompanied by radius',
    });
  }
  if (isGiven(body.polygon) && isGiven(body.multi_polygon)) {
    out.push({
      field: 'multi_polygon',
      message:
        'polygon and multi_polygon cannot be used together: send several polygons as multi_polygon',
    });
  }
  if (isGiven(body.year_min) || isGiven(body.year_max)) {
    for (const [old, replacement] of [
      ['year_min', 'year_built_min'],
      ['year_max', 'year_built_max'],
    ] as const) {
      if (isGiven(body[old]) && isGiven(body[replacement]))
        out.push({
          field: old,
          message: `${old} is deprecated and conflicts with ${replacement}: send only ${replacement}`,
        });
    }
  }
  // "Used with" requirements of §2.1.
  for (const f of ['mls_days_on_market_min', 'mls_days_on_market_max'])
    requireTrueFlag(body, out, f, ['mls_active', 'mls_pending', 'mls_cancelled']);
  for (const f of ['auction_date_min', 'auction_date_max'])
    requireTrueFlag(body, out, f, ['auction']);
  for (const f of ['pre_foreclosure_date_min', 'pre_foreclosure_date_max'])
    requireTrueFlag(body, out, f, ['pre_foreclosure']);
  for (const f of ['foreclosure_date_min', 'foreclosure_date_max']) {
    requireTrueFlag(body, out, f, ['foreclosure']);
    requirePartner(body, out, f, ['notice_type']);
  }
  requirePartner(body, out, 'last_sale_arms_length', ['last_sale_date_min', 'last_sale_date_max']);
  requirePartner(body, out, 'prior_owner_individual', [
    'prior_owner_months_owned_min',
    'prior_owner_months_owned_max',
  ]);
  requireTrueFlag(body, out, 'flood_zone_type', ['flood_zone']);
  // An operator means nothing without its value.
  for (const [value, op] of VALUE_OPERATOR_PAIRS) requirePartner(body, out, op, [value]);
  // min ≤ max for every range.
  for (const f of [...RANGE_FIELDS, ...DATE_RANGE_FIELDS]) {
    const min = body[`${f}_min`];
    const max = body[`${f}_max`];
    const cmp = compareValues(min, max);
    if (cmp !== undefined && cmp > 0)
      out.push({ field: `${f}_min`, message: `${f}_min must be less than or equal to ${f}_max` });
  }
  return out;
}

function normalize(fields: ParsedFields): NormalizedSearchRequest {
  const { year_min, year_max, size, resultIndex, ...rest } = fields;
  const out: NormalizedSearchRequest = {
    ...rest,
    size: Math.min(size ?? LIMITS.defaultSize, LIMITS.maxSize),
    resultIndex: resultIndex ?? 0,
  };
  // Deprecated year_min/year_max (§9) stand for year_built_min/year_built_max.
  if (year_min !== undefined && out.year_built_min === undefined) out.year_built_min = year_min;
  if (year_max !== undefined && out.year_built_max === undefined) out.year_built_max = year_max;
  return out;
}

const searchFieldValidator = z.strictObject(searchRequestShape);

/**
 * Validates a PropertySearch body and reports every violation at once: unknown keys (with a
 * did-you-mean), field types and ranges, and the cross-field rules.
 */
export function validatePropertySearchRequest(
  body: unknown,
): ValidationResult<NormalizedSearchRequest> {
  return withSuggestionBudget(REQUEST_BOUNDS.maxSuggestions, () => validateSearchBody(body));
}

function validateSearchBody(body: unknown): ValidationResult<NormalizedSearchRequest> {
  if (!isPlainObject(body)) {
    return { ok: false, violations: [{ field: '', message: 'value must be an object' }] };
  }
  const violations: Violation[] = [];
  for (const key of Object.keys(body)) {
    if (!Object.hasOwn(searchRequestShape, key)) {
      violations.push({
        field: key,
        message: unknownKeyMessage(key, SEARCH_REQUEST_FIELDS),
        errorCode: 'UNKNOWN_FIELD',
      });
    }
  }
  const known = Object.fromEntries(
    Object.entries(body).filter(([k]) => Object.hasOwn(searchRequestShape, k)),
  );
  const parsed = searchFieldValidator.safeParse(known);
  if (!parsed.success) violations.push(...violationsFromZod(parsed.error.issues));
  violations.push(...searchCrossFieldViolations(body));
  if (violations.length > 0 || !parsed.success) return { ok: false, violations };
  return { ok: true, value: normalize(parsed.data) };
}

/** The request schema with every rule, for callers that want a single zod schema (forms, tests). */
export const propertySearchRequestSchema = searchFieldValidator
  .superRefine((value, ctx) => {
    for (const v of searchCrossFieldViolations(value))
      ctx.addIssue({ code: 'custom', path: v.field ? [v.field] : [], message: v.message });
  })
  .transform(normalize);
