// AutoComplete (reference-shapes "AutoComplete"): the lookup behind the §2.1 autocomplete fields.
// The request schema and validator the mock answers with, the item shapes by searchType, and the
// PropertySearch fields each picked item stands for.
import { z } from 'zod';
import { unknownKeyMessage } from './did-you-mean';
import { latitude, longitude } from './primitives';
import {
  isPlainObject,
  violationsFromZod,
  type ValidationResult,
  type Violation,
} from './violations';

/** Every searchType an AutoComplete item can have; P (APN) has no PropertySearch searchType. */
export const AUTOCOMPLETE_TYPES = ['A', 'C', 'G', 'N', 'P', 'S', 'T', 'Z'] as const;
export type AutoCompleteType = (typeof AUTOCOMPLETE_TYPES)[number];

/** Fewer characters than this is a 400 (vendor fact). */
export const AUTOCOMPLETE_MIN_CHARS = 3;
/** Most items one answer holds (reference-shapes decision: every vendor example has ≤ 10). */
export const AUTOCOMPLETE_MAX_ITEMS = 10;
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
const autoCompleteObject = z.object(autoCompleteShape);

/** What a client sends to POST /v2/AutoComplete. */
export type AutoCompleteRequest = z.input<typeof autoCompleteObject>;

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

/**
 * One suggestion, as the client reads it: the item's searchType and title, and every field the
 * vendor may send (strings, coordinates as numbers; absent when the item has none). The mock
 * writes exactly the fields of its type (reference-shapes "Items by searchType").
 */
export interface AutoCompleteItem {
  searchType: AutoCompleteType;
  title: string;
  id?: string | undefined;
  apn?: string | undefined;
  house?: string | undefined;
  unit?: string | undefined;
  street?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  stateName?: string | undefined;
  stateId?: string | undefined;
  zip?: string | undefined;
  county?: string | undefined;
  countyId?: string | undefined;
  fips?: string | undefined;
  address?: string | undefined;
  neighborhoodId?: string | undefined;
  neighborhoodName?: string | undefined;
  neighborhoodType?: string | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

/** The §2.1 fields an item carries into PropertySearch (reference-shapes "Into PropertySearch"). */
export interface AutoCompleteSearchFields {
  searchType?: 'A' | 'C' | 'N' | 'S' | 'Z' | 'G' | 'T';
  id?: string;
  apn?: string;
  stateId?: string;
  countyId?: string;
  fips?: string;
  title?: string;
  neighborhood_id?: number;
  neighborhood_name?: string;
  city?: string;
  state?: string;
  zip?: string[];
}

/**
 * The PropertySearch fields of a picked item: its searchType plus what it has of id, apn,
 * stateId, countyId, fips and title; for G the neighbourhood id (as an integer) and name; for C
 * city + state; for T state; for Z the zip; for P apn + fips only (PropertySearch has no type P).
 */
export function searchFieldsOf(item: AutoCompleteItem): AutoCompleteSearchFields {
  if (item.searchType === 'P') {
    return { ...(item.apn ? { apn: item.apn } : {}), ...(item.fips ? { fips: item.fips } : {}) };
  }
  const out: AutoCompleteSearchFields = { searchType: item.searchType };
  for (const key of ['id', 'apn', 'stateId', 'countyId', 'fips', 'title'] as const) {
    const value = item[key];
    if (value) out[key] = value;
  }
  switch (item.searchType) {
    case 'G': {
      const id = Number(item.neighborhoodId);
      if (Number.isInteger(id)) out.neighborhood_id = id;
      if (item.neighborhoodName) out.neighborhood_name = item.neighborhoodName;
      break;
    }
    case 'C':
      if (item.city) out.city = item.city;
      if (item.state) out.state = item.state;
      break;
    case 'T':
      if (item.state) out.state = item.state;
      break;
    case 'Z':
      if (item.zip) out.zip = [item.zip];
      break;
    default:
      break;
  }
  return out;
}
