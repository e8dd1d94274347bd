// The MLS lookup form: its values (strings, as inputs hold them), the request they stand for, the
// §2.3 rules 1–5 checked through the contract, and the precedence note when several lookups are filled.
import { z } from 'zod';
import { ERROR_CODES } from '../../api/contract/errors';
import {
  validateMlsDetailRequest,
  type MlsDetailRequest,
  type MlsLookupMethod,
} from '../../api/contract/mls-request';
import type { Violation } from '../../api/contract/violations';

const LOOKUP_FIELDS = [
  'mls_number',
  'mls_board_code',
  'listing_id',
  'assessor_id',
  'address',
  'house',
  'street',
  'city',
  'state',
  'zip',
] as const;
export type LookupField = (typeof LOOKUP_FIELDS)[number];

export type LookupFormValues = Record<LookupField, string>;

/** The lookup part of an MLSDetail request (selection and fallback options are added elsewhere). */
export type MlsLookup = Pick<MlsDetailRequest, LookupField>;

export const FIELD_LABELS: Record<LookupField, string> = {
  mls_number: 'MLS number',
  mls_board_code: 'Board code',
  listing_id: 'Listing ID',
  assessor_id: 'Property ID',
  address: 'Full address',
  house: 'House number',
  street: 'Street',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
};

/** Where a form-wide problem (no lookup at all) is reported. */
export const ROOT_ERROR = 'root.lookup';

export function emptyLookupValues(): LookupFormValues {
  return Object.fromEntries(LOOKUP_FIELDS.map((f) => [f, ''])) as LookupFormValues;
}

export function lookupToValues(lookup: MlsLookup | null | undefined): LookupFormValues {
  const values = emptyLookupValues();
  if (!lookup) return values;
  for (const field of LOOKUP_FIELDS) {
    const value = lookup[field];
    if (value !== undefined && value !== null) values[field] = String(value);
  }
  return values;
}

const WHOLE_NUMBER = /^\d{1,15}$/;

/** The body the form stands for: blanks dropped, ids as numbers, the state code upper-cased. */
export function valuesToLookup(values: LookupFormValues): MlsLookup {
  const lookup: MlsLookup = {};
  for (const field of LOOKUP_FIELDS) {
    const text = values[field].trim();
    if (text === '') continue;
    if (field === 'listing_id' || field === 'assessor_id') {
      // A non-number stays out of the body; the form reports it before anything is sent.
      if (WHOLE_NUMBER.test(text)) lookup[field] = Number(text);
    } else if (field === 'state') {
      lookup.state = text.toUpperCase();
    } else {
      lookup[field] = text;
    }
  }
  return lookup;
}

export interface LookupIssue {
  /** A form field, or ROOT_ERROR for "no lookup at all". */
  field: LookupField | typeof ROOT_ERROR;
  message: string;
}

const NO_LOOKUP_MESSAGE =
  'Enter one way to find the listing: an MLS number with its board, a listing ID, a property ID, a full address, or a house number with its street.';

/** The contract's violation in words a sales user understands, at the field to fix. */
function explainViolation(v: Violation): LookupIssue {
  switch (v.errorCode) {
    case ERROR_CODES.missingLookup:
      return { field: ROOT_ERROR, message: NO_LOOKUP_MESSAGE };
    case ERROR_CODES.boardRequired:
      return {
        field: 'mls_board_code',
        message: 'Add the board code: the same MLS number can exist on several boards.',
      };
    case ERROR_CODES.invalidAddress:
      return {
        field: 'address',
        message: 'Enter the full street address with city, state and ZIP code.',
      };
    case ERROR_CODES.incompleteAddress:
      if (v.field === 'street') {
        return v.message.startsWith('house')
          ? { field: 'street', message: 'Add the street that goes with the house number.' }
          : {
              field: 'street',
              message:
                'Add the street: city, state and ZIP code only narrow down a street address.',
            };
      }
      if (v.field === 'zip')
        return { field: 'zip', message: 'Add the ZIP code or the city for this house number.' };
      if (v.field === 'state')
        return { field: 'state', message: 'Add the state that goes with the city.' };
      if (v.field === 'city')
        return { field: 'city', message: 'Add the city that goes with the state.' };
      return { field: ROOT_ERROR, message: v.message };
    default:
      if (v.field === 'state')
        return { field: 'state', message: 'Use the 2-letter state code, for example TX.' };
      return {
        field: (LOOKUP_FIELDS as readonly string[]).includes(v.field)
          ? (v.field as LookupField)
          : ROOT_ERROR,
        message: v.message,
      };
  }
}

/** Every problem with the form, checked with the same contract the service uses (§2.3 rules 1–5). */
export function lookupIssues(values: LookupFormValues): LookupIssue[] {
  const issues: LookupIssue[] = [];
  for (const field of ['listing_id', 'assessor_id'] as const) {
    const text = values[field].trim();
    if (text !== '' && !WHOLE_NUMBER.test(text)) {
      issues.push({ field, message: `${FIELD_LABELS[field]} must be a whole number.` });
    }
  }
  // The id fields are left out of the body when not numbers; count them as given for rule 1.
  const badId = issues.length > 0;
  const result = validateMlsDetailRequest(valuesToLookup(values));
  if (!result.ok) {
    for (const violation of result.violations) {
      if (badId && violation.errorCode === ERROR_CODES.missingLookup) continue;
      const issue = explainViolation(violation);
      if (!issues.some((i) => i.field === issue.field)) issues.push(issue);
    }
  }
  return issues;
}

/** zod schema for react-hook-form: strings in, the lookup out, every rule reported at its field. */
export const lookupFormSchema = z
  .object(
    Object.fromEntries(LOOKUP_FIELDS.map((f) => [f, z.string()])) as Record<
      LookupField,
      z.ZodString
    >,
  )
  .superRefine((values, ctx) => {
    for (const issue of lookupIssues(values)) {
      ctx.addIssue({
        code: 'custom',
        path: issue.field === ROOT_ERROR ? ['root', 'lookup'] : [issue.field],
        message: issue.message,
      });
    }
  })
  .transform(valuesToLookup);

/** A way to find a listing, in the order the service tries them (§4.2), with the fields it uses. */
interface LookupWay {
  method: MlsLookupMethod;
  label: string;
}

/** The lookups the values fill, in precedence order: mls_number, listing_id, assessor_id, address. */
function filledLookups(values: LookupFormValues): LookupWay[] {
  const given = (f: LookupField) => values[f].trim() !== '';
  const ways: LookupWay[] = [];
  if (given('mls_number')) ways.push({ method: 'mls_number', label: 'the MLS number and board' });
  if (given('listing_id')) ways.push({ method: 'listing_id', label: 'the listing ID' });
  if (given('assessor_id')) ways.push({ method: 'assessor_id', label: 'the property ID' });
  if (given('address')) ways.push({ method: 'address', label: 'the full address' });
  else if (given('house')) ways.push({ method: 'address', label: 'the address parts' });
  return ways;
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/**
 * When several lookups are filled, the service uses only the first in its order. Says which one
 * wins and which are ignored; undefined when there is nothing to explain.
 */
export function precedenceNote(values: LookupFormValues): string | undefined {
  const ways = filledLookups(values);
  const extraParts = values.address.trim() !== '' && values.house.trim() !== '';
  const [first, ...rest] = ways;
  if (!first) return undefined;
  const ignored = rest.map((w) => w.label);
  if (extraParts && first.label === 'the full address') ignored.push('the address parts');
  if (ignored.length === 0) return undefined;
  return `Several lookups are filled. The service uses ${first.label} first and ignores ${joinWords(
    ignored,
  )}. Order: MLS number, then listing ID, then property ID, then address.`;
}

/** How a request finds its listing, for the result header ("Found by property ID 123"). */
export function describeLookup(lookup: MlsLookup, method: MlsLookupMethod): string {
  switch (method) {
    case 'mls_number':
      return `MLS number ${lookup.mls_number ?? ''} on board ${lookup.mls_board_code ?? ''}`;
    case 'listing_id':
      return `listing ID ${lookup.listing_id ?? ''}`;
    case 'assessor_id':
      return `property ID ${lookup.assessor_id ?? ''}`;
    default:
      return lookup.address
        ? `address ${lookup.address}`
        : `address ${[lookup.house, lookup.street, lookup.city, lookup.state, lookup.zip]
            .filter(Boolean)
            .join(' ')}`;
  }
}
