// PropertySearch request (spec §2.1): the schema, its cross-field rules, and the validator the mock and form share.
import { z } from 'zod';
import {
  CONSTRUCTION_CODES,
  DOCUMENT_TYPE_CODES,
  LOAN_TYPE_CODES,
  PROPERTY_USE_CODES,
  ROOF_CONSTRUCTION_CODES,
  ROOF_MATERIAL_CODES,
  SEWAGE_CODES,
  WATER_SOURCE_CODES,
  isFloodZoneCode,
} from './codes';
import { unknownKeyMessage, withSuggestionBudget } from './did-you-mean';
import {
  INT32_MAX,
  digitsInRange,
  integer,
  isoDate,
  latitude,
  longitude,
  nonEmptyText,
  numericString,
  oneOrMany,
  ring,
  zipCode,
} from './primitives';
import { REQUEST_BOUNDS } from './request-bounds';
import {
  BOOLEAN_FLAGS,
  DATE_RANGE_FIELDS,
  LIMITS,
  NOTICE_TYPES,
  OPERATORS,
  PROPERTY_TYPES,
  RANGE_FIELDS,
  SEARCH_RANGES,
  SEARCH_TYPES,
  SIGNED_RANGE_FIELDS,
  SORTABLE_FIELDS,
  SORT_DIRECTIONS,
  VALUE_OPERATOR_PAIRS,
  type BooleanFlag,
  type DateRangeField,
  type RangeField,
} from './search-fields';
import {
  isGiven,
  isPlainObject,
  violationsFromZod,
  type ValidationResult,
  type Violation,
} from './violations';

const operator = z.enum(OPERATORS);

function fromList(list: readonly string[], what: string) {
  return z.string().refine((v) => list.includes(v), { error: `must be a known ${what} code` });
}

function intFromSet(set: ReadonlySet<number>, what: string) {
  return integer.refine((v) => set.has(v), { error: `must be a known ${what} code` });
}

const flagShape = Object.fromEntries(BOOLEAN_FLAGS.map((f) => [f, z.boolean().optional()])) as {
  [K in BooleanFlag]: z.ZodOptional<z.ZodBoolean>;
};

type RangeShape = { [K in RangeField as `${K}_min` | `${K}_max`]: z.ZodOptional<z.ZodNumber> };
const rangeShape = Object.fromEntries(
  RANGE_FIELDS.flatMap((f) => {
    const base = SIGNED_RANGE_FIELDS.has(f) ? integer : integer.min(0);
    return [
      [`${f}_min`, base.optional()],
      [`${f}_max`, base.optional()],
    ];
  }),
) as RangeShape;

type DateRangeShape = {
  [K in DateRangeField as `${K}_min` | `${K}_max`]: z.ZodOptional<typeof isoDate>;
};
const dateRangeShape = Object.fromEntries(
  DATE_RANGE_FIELDS.flatMap((f) => [
    [`${f}_min`, isoDate.optional()],
    [`${f}_max`, isoDate.optional()],
  ]),
) as DateRangeShape;

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

/** Every field of §2.1 with its wire type. Unknown keys are handled by the validator. */
export const searchRequestShape = {
  // Control
  count: z.boolean().optional(),
  ids: z.array(integer.positive()).max(LIMITS.maxIdsOnly).optional(),
  ids_only: z.boolean().optional(),
  obfuscate: z.boolean().optional(),
  sort: sortSchema.optional(),
  summary: z.boolean().optional(),
  resultIndex: integer.min(0).optional(),
  // The 250 cap is the server's: a larger size is capped, not rejected (§8).
  size: integer.min(1).optional(),
  // Location
  address: nonEmptyText.optional(),
  house: nonEmptyText.optional(),
  street: nonEmptyText.optional(),
  city: nonEmptyText.optional(),
  state: nonEmptyText.optional(),
  county: nonEmptyText.optional(),
  zip: oneOrMany(zipCode, 'a zip code').optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  radius: z.number().min(LIMITS.minRadius).max(LIMITS.maxRadius).optional(),
  polygon: ring.optional(),
  multi_polygon: z
    .array(z.strictObject({ boundaries: ring }))
    .min(1)
    .max(LIMITS.maxPolygons)
    .superRefine((polygons, ctx) => {
      const points = polygons.reduce((sum, p) => sum + p.boundaries.length, 0);
      if (points > LIMITS.maxPolygonPoints)
        ctx.addIssue({
          code: 'custom',
          message: `has ${points} points in all; the limit is ${LIMITS.maxPolygonPoints}`,
        });
    })
    .optional(),
  usps_mail_state: nonEmptyText.optional(),
  census_block: digitsInRange(1000, 5000).optional(),
  census_block_group: digitsInRange(0, 10).optional(),
  census_tract: nonEmptyText.optional(),
  parcel_account_number: nonEmptyText.optional(),
  // Autocomplete
  id: z.union([nonEmptyText, integer], { error: 'must be a string or an integer' }).optional(),
  apn: nonEmptyText.optional(),
  stateId: nonEmptyText.optional(),
  countyId: nonEmptyText.optional(),
  fips: nonEmptyText.optional(),
  title: nonEmptyText.optional(),
  neighborhood_name: nonEmptyText.optional(),
  neighborhood_id: integer.optional(),
  searchType: z.enum(SEARCH_TYPES).optional(),
  // Classification
  property_type: z.enum(PROPERTY_TYPES).optional(),
  property_use_code: oneOrMany(
    intFromSet(PROPERTY_USE_CODES, 'property use'),
    'a property use code',
  ).optional(),
  construction: fromList(CONSTRUCTION_CODES, 'construction').optional(),
  document_type_code: oneOrMany(
    fromList(DOCUMENT_TYPE_CODES, 'document type'),
    'a document type code',
  ).optional(),
  flood_zone_type: z
    .string()
    .refine(isFloodZoneCode, { error: 'must be a known flood zone type' })
    .optional(),
  loan_type_code_first: fromList(LOAN_TYPE_CODES, 'loan type').optional(),
  loan_type_code_second: fromList(LOAN_TYPE_CODES, 'loan type').optional(),
  loan_type_code_third: fromList(LOAN_TYPE_CODES, 'loan type').optional(),
  notice_type: z.enum(NOTICE_TYPES).optional(),
  roof_construction_code: oneOrMany(
    intFromSet(ROOF_CONSTRUCTION_CODES, 'roof construction'),
    'a roof construction code',
  ).optional(),
  roof_material_code: oneOrMany(
    intFromSet(ROOF_MATERIAL_CODES, 'roof material'),
    'a roof material code',
  ).optional(),
  search_range: z.enum(SEARCH_RANGES).optional(),
  sewage: fromList(SEWAGE_CODES, 'sewage').optional(),
  water_source: fromList(WATER_SOURCE_CODES, 'water source').optional(),
  // MLS
  mls_active: z.boolean().optional(),
  mls_pending: z.boolean().optional(),
  mls_cancelled: z.boolean().optional(),
  mls_sold: z.boolean().optional(),
  mls_listing_price: integer.min(0).optional(),
  mls_listing_price_operator: operator.optional(),
  // Flags
  ...flagShape,
  // Value + operator pairs
  estimated_equity: integer.optional(),
  equity_operator: operator.optional(),
  equity_percent: integer.optional(),
  equity_percent_operator: operator.optional(),
  last_sale_date: isoDate.optional(),
  last_sale_date_operator: operator.optional(),
  median_income: integer.min(0).optional(),
  median_income_operator: operator.optional(),
  years_owned: integer.min(0).optional(),
  years_owned_operator: operator.optional(),
  // Ranges, with the spec's special cases
  ...rangeShape,
  ...dateRangeShape,
  mls_listing_price_max: integer.min(1).optional(),
  ltv_min: integer.min(0).optional(),
  ltv_max: numericString({ min: 0, max: 100 }).optional(),
  deck_area_max: numericString({ min: 0, max: INT32_MAX }).optional(),
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
  requirePartner(body, out, 'state', ['city', 'house', 'street']);
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
