// SkipTrace and SkipTraceBatchAwait requests (reference-shapes "Skip trace"): the item's fields and
// the vendor's item rules, checked by one validator for both operations that names every problem by
// its path (`skips[7].address`), so the mock's 400 and the client's check before sending agree.
import { z } from 'zod';
import { closestMatch } from './did-you-mean';
import { ERROR_CODES } from './errors';
import {
  isGiven,
  isPlainObject,
  violationsFromZod,
  type ValidationResult,
  type Violation,
} from './violations';

/** Items of one SkipTraceBatchAwait call (vendor fact). */
export const SKIP_BATCH_MAX_ITEMS = 100;
/** Largest body either skip operation takes; a larger one is a 400 (vendor fact). */
export const SKIP_BODY_MAX_BYTES = 256 * 1024;

const REQUIREMENTS = ['phones', 'emails', 'social'] as const;

const matchRequirementsShape = {
  phones: z.boolean().optional(),
  emails: z.boolean().optional(),
  social: z.boolean().optional(),
  operator: z.enum(['and', 'or']).optional(),
};
const MATCH_REQUIREMENT_FIELDS = Object.keys(matchRequirementsShape);

const text = z.string().optional();

const skipItemShape = {
  // An integer or a string; a fraction cannot come back "as sent" through every JSON reader.
  key: z
    .union([z.string(), z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER)])
    .optional(),
  first_name: text,
  middle_name: text,
  last_name: text,
  address: text,
  unit: text,
  city: text,
  state: text,
  zip: text,
  mail_address: text,
  mail_unit: text,
  mail_city: text,
  mail_state: text,
  mail_zip: text,
  phone: text,
  email: text,
  match_requirements: z.object(matchRequirementsShape).optional(),
};
const skipItemObject = z.object(skipItemShape);
export type SkipTraceItem = z.infer<typeof skipItemObject>;
export type SkipMatchRequirements = NonNullable<SkipTraceItem['match_requirements']>;
export const SKIP_ITEM_FIELDS = Object.keys(skipItemShape) as (keyof SkipTraceItem)[];

export interface SkipTraceBatchRequest {
  skips: SkipTraceItem[];
}

/** Fields any of which makes an item something to search for (vendor: "at least one of"). */
const SEARCHABLE = ['address', 'mail_address', 'city', 'mail_city', 'email', 'phone'] as const;

const PHONE = /^\d{10}$/;
/** name@domain.tld, checked by hand: a regular expression for it backtracks on long hostile text. */
const EMAIL = {
  test(value: string): boolean {
    const at = value.indexOf('@');
    if (at < 1 || at !== value.lastIndexOf('@') || /\s/.test(value)) return false;
    const domain = value.slice(at + 1);
    const dot = domain.lastIndexOf('.');
    return dot > 0 && dot < domain.length - 1;
  },
};
const STATE = /^[A-Za-z]{2}$/;
const ZIP = /^\d{5}(-?\d{4})?$/;

const FORMATS: readonly [keyof SkipTraceItem, { test(value: string): boolean }, string][] = [
  ['phone', PHONE, 'must be exactly 10 digits, with no formatting'],
  ['email', EMAIL, 'must be a valid email'],
  ['state', STATE, 'must be a 2-letter state code'],
  ['mail_state', STATE, 'must be a 2-letter state code'],
  ['zip', ZIP, 'must be a 5-digit zip code'],
  ['mail_zip', ZIP, 'must be a 5-digit zip code'],
];

/** "skips[3].first_name", or "first_name" for the single operation's body. */
function pathOf(prefix: string, field: string): string {
  return prefix ? `${prefix}.${field}` : field;
}

function unknownKeyViolations(
  body: Record<string, unknown>,
  allowed: readonly string[],
  prefix: string,
): Violation[] {
  const out: Violation[] = [];
  for (const key of Object.keys(body)) {
    if (allowed.includes(key)) continue;
    const field = pathOf(prefix, key);
    const suggestion = closestMatch(key, allowed);
    out.push({
      field,
      message: suggestion
        ? `${field} is not allowed. Did you mean ${suggestion}?`
        : `${field} is not allowed`,
      errorCode: ERROR_CODES.unknownField,
    });
  }
  return out;
}

/** "[city, state]" of the peers `field` needs and the item lacks, as one violation. */
function missingPeers(
  item: Record<string, unknown>,
  field: string,
  peers: readonly string[],
  prefix: string,
): Violation[] {
  const missing = peers.filter((peer) => !isGiven(item[peer]));
  if (missing.length === 0) return [];
  const path = pathOf(prefix, field);
  return [
    {
      field: path,
      message:
        missing.length === 1
          ? `${path} missing required peer ${missing[0] ?? ''}`
          : `${path} missing required peers [${missing.join(', ')}]`,
      errorCode: ERROR_CODES.incompleteAddress,
    },
  ];
}

/** The vendor's item rules (the Await page's "Skip Item Validation Rules"). */
function peerViolations(item: Record<string, unknown>, prefix: string): Violation[] {
  const given = (field: string) => isGiven(item[field]);
  const out: Violation[] = [];
  if (!SEARCHABLE.some(given)) {
    out.push({
      field: prefix,
      message: `${prefix || 'value'} must contain at least one of [${SEARCHABLE.join(', ')}]`,
      errorCode: ERROR_CODES.validationFailed,
    });
  }
  if (given('address')) out.push(...missingPeers(item, 'address', ['city', 'state'], prefix));
  if (given('unit')) out.push(...missingPeers(item, 'unit', ['address'], prefix));
  if (given('mail_address'))
    out.push(...missingPeers(item, 'mail_address', ['mail_city', 'mail_state'], prefix));
  if (given('mail_unit')) out.push(...missingPeers(item, 'mail_unit', ['mail_address'], prefix));
  // A search by city names a person: without a street, phone or email it needs the whole name.
  const byPlaceOnly = !['address', 'mail_address', 'phone', 'email'].some(given);
  if (byPlaceOnly && given('city'))
    out.push(...missingPeers(item, 'city', ['first_name', 'last_name', 'state', 'zip'], prefix));
  if (byPlaceOnly && given('mail_city') && !given('city'))
    out.push(
      ...missingPeers(
        item,
        'mail_city',
        ['first_name', 'last_name', 'mail_state', 'mail_zip'],
        prefix,
      ),
    );
  return out;
}

function formatViolations(item: Record<string, unknown>, prefix: string): Violation[] {
  const out: Violation[] = [];
  for (const [field, pattern, rule] of FORMATS) {
    const value = item[field];
    // Blank optional text is "not given" (isGiven); types are reported by the schema.
    if (typeof value !== 'string' || value.trim() === '' || pattern.test(value.trim())) continue;
    const path = pathOf(prefix, field);
    out.push({ field: path, message: `${path} ${rule}`, errorCode: ERROR_CODES.validationFailed });
  }
  return out;
}

function requirementViolations(item: Record<string, unknown>, prefix: string): Violation[] {
  const req = item.match_requirements;
  if (!isPlainObject(req)) return [];
  const path = pathOf(prefix, 'match_requirements');
  const out = unknownKeyViolations(req, MATCH_REQUIREMENT_FIELDS, path);
  const set = REQUIREMENTS.filter((r) => req[r] === true);
  if (set.length === 0) {
    out.push({
      field: path,
      message: `${path} must set at least one of [${REQUIREMENTS.join(', ')}] to true`,
      errorCode: ERROR_CODES.validationFailed,
    });
  }
  if (set.length > 1 && req.operator === undefined) {
    out.push({
      field: `${path}.operator`,
      message: `${path}.operator is required when more than one requirement is set`,
      errorCode: ERROR_CODES.validationFailed,
    });
  }
  return out;
}

/** Every problem of one item; `prefix` is its path in the body ("skips[4]", or "" for a single). */
function itemViolations(item: unknown, prefix: string): Violation[] {
  if (!isPlainObject(item))
    return [
      {
        field: prefix,
        message: `${prefix || 'value'} must be an object`,
        errorCode: ERROR_CODES.validationFailed,
      },
    ];
  const known = Object.fromEntries(
    Object.entries(item).filter(([k]) => (SKIP_ITEM_FIELDS as string[]).includes(k)),
  );
  const parsed = skipItemObject.safeParse(known);
  const types = parsed.success
    ? []
    : violationsFromZod(
        parsed.error.issues.map((issue) =>
          issue.path[0] === 'key' && issue.path.length === 1
            ? { ...issue, message: 'must be a string or an integer' }
            : issue,
        ),
        ERROR_CODES.validationFailed,
        prefix ? prefixPath(prefix) : [],
      );
  // One sentence per field and problem: zod may fail a value on two counts that read the same.
  const distinctTypes = types.filter(
    (v, i) => types.findIndex((w) => w.field === v.field && w.message === v.message) === i,
  );
  return [
    ...unknownKeyViolations(item, SKIP_ITEM_FIELDS, prefix),
    ...distinctTypes,
    ...peerViolations(item, prefix),
    ...formatViolations(item, prefix),
    ...requirementViolations(item, prefix),
  ];
}

/** "skips[4]" as the path parts violationsFromZod prefixes. */
function prefixPath(prefix: string): PropertyKey[] {
  const m = /^(\w+)\[(\d+)\]$/.exec(prefix);
  return m ? [m[1] ?? '', Number(m[2])] : [prefix];
}

/** A key as the duplicate check and the client's pairing compare it: 7 and "7" are one key. */
export function skipKeyText(key: unknown): string | undefined {
  if (typeof key === 'string') return key;
  if (typeof key === 'number' && Number.isFinite(key)) return String(key);
  return undefined;
}

function duplicateKeyViolations(items: readonly unknown[]): Violation[] {
  const firstAt = new Map<string, number>();
  const out: Violation[] = [];
  items.forEach((item, i) => {
    if (!isPlainObject(item)) return;
    const key = skipKeyText(item.key);
    if (key === undefined) return;
    const first = firstAt.get(key);
    if (first === undefined) {
      firstAt.set(key, i);
      return;
    }
    out.push({
      field: `skips[${i}].key`,
      message: `skips[${i}].key must be unique: skips[${first}] has the same key`,
      errorCode: ERROR_CODES.validationFailed,
    });
  });
  return out;
}

/** POST /v2/SkipTrace: one item as the body. */
export function validateSkipTraceRequest(body: unknown): ValidationResult<SkipTraceItem> {
  const violations = itemViolations(body, '');
  if (violations.length > 0) return { ok: false, violations };
  return { ok: true, value: body as SkipTraceItem };
}

/**
 * POST /v2/SkipTraceBatchAwait: `{ skips }` of 1 to 100 items, each valid, keys unique. Every
 * violation of every item is reported, so a client can fix or drop those items and resend.
 */
export function validateSkipTraceBatchRequest(
  body: unknown,
): ValidationResult<SkipTraceBatchRequest> {
  if (!isPlainObject(body))
    return {
      ok: false,
      violations: [
        { field: '', message: 'value must be an object', errorCode: ERROR_CODES.validationFailed },
      ],
    };
  const violations = unknownKeyViolations(body, ['skips'], '');
  const skips = body.skips;
  const fail = (message: string) =>
    violations.push({ field: 'skips', message, errorCode: ERROR_CODES.validationFailed });
  if (skips === undefined) fail('"skips" is required');
  else if (!Array.isArray(skips)) fail('"skips" must be an array');
  else {
    if (skips.length === 0) fail('"skips" must contain at least 1 items');
    if (skips.length > SKIP_BATCH_MAX_ITEMS)
      fail(`"skips" must contain less than or equal to ${SKIP_BATCH_MAX_ITEMS} items`);
    skips.forEach((item: unknown, i) => violations.push(...itemViolations(item, `skips[${i}]`)));
    violations.push(...duplicateKeyViolations(skips));
  }
  if (violations.length > 0) return { ok: false, violations };
  return { ok: true, value: body as unknown as SkipTraceBatchRequest };
}
