// One skip item against the dataset: the lookup, then the no-match rules of reference-shapes, in order.
import type {
  SkipMatchRequirements,
  SkipTraceItem,
} from '../../src/api/contract/skip-trace-request';
import type { SkipPerson } from '../../src/api/contract/skip-trace-response';
import { isGiven } from '../../src/api/contract/violations';
import { buildRecord } from '../dataset/build-record';
import { hash32 } from '../mls/listing-ids';
import { normalText } from './skip-address';
import { findByMailing, findBySitus, type SkipIndex } from './skip-index';
import { personsAt, withoutTrustWords } from './skip-persons';

const SALT_NO_MATCH = 0x0dd5a1;
/** A fixed share of properties in which the service finds no one, whatever is asked. */
const UNMATCHED_PERCENT = 10;

/** Why an item found no one (for tests and the mock's own docs; the wire has one message). */
type NoMatchReason =
  'no-property' | 'company-owner' | 'last-name' | 'unmatched-property' | 'requirements';

export type SkipOutcome =
  | { match: true; row: number; persons: SkipPerson[] }
  | { match: false; row: number; reason: NoMatchReason };

/** True for the 10 % of properties the mock never matches: a function of the seed and the id. */
export function isUnmatchedProperty(seed: number, propertyId: number): boolean {
  return hash32(seed ^ SALT_NO_MATCH, propertyId) % 100 < UNMATCHED_PERCENT;
}

/** The property the item names: its situs address, else its mailing address; -1 for none. */
function findRow(ix: SkipIndex, item: SkipTraceItem): number {
  if (isGiven(item.address) && item.address && item.city && item.state) {
    const row = findBySitus(ix, {
      line: item.address,
      city: item.city,
      state: item.state,
      zip: item.zip,
    });
    if (row >= 0) return row;
  }
  if (isGiven(item.mail_address) && item.mail_address && item.mail_city && item.mail_state) {
    return findByMailing(ix, {
      line: item.mail_address,
      city: item.mail_city,
      state: item.mail_state,
      zip: item.mail_zip,
    });
  }
  return -1;
}

/** A last name given must be an owner's, with or without a trust's words. */
function lastNameFits(lastName: string, owners: readonly (string | null)[]): boolean {
  const wanted = normalText(lastName);
  return owners.some(
    (name) =>
      name !== null &&
      (normalText(name) === wanted || normalText(withoutTrustWords(name)) === wanted),
  );
}

/**
 * Whether the people found meet the requirements, taken together as the vendor's recipe words it
 * ("the record we found has both phones AND emails"). The default is phones only; the mock has no
 * social profiles, so `social: true` is never met.
 */
function meets(persons: readonly SkipPerson[], req: SkipMatchRequirements | undefined): boolean {
  const wanted = req ?? { phones: true };
  const checks: boolean[] = [];
  if (wanted.phones === true) checks.push(persons.some((p) => p.phones.length > 0));
  if (wanted.emails === true) checks.push(persons.some((p) => p.emails.length > 0));
  if (wanted.social === true) checks.push(false);
  return wanted.operator === 'or' ? checks.some(Boolean) : checks.every(Boolean);
}

/** The outcome of one valid item: every owner found, when together they meet the requirements. */
export function traceItem(ix: SkipIndex, item: SkipTraceItem): SkipOutcome {
  const row = findRow(ix, item);
  if (row < 0) return { match: false, row, reason: 'no-property' };
  const record = buildRecord(ix.ds, row);
  if (!record.owner1FirstName) return { match: false, row, reason: 'company-owner' };
  if (
    isGiven(item.last_name) &&
    !lastNameFits(item.last_name ?? '', [record.owner1LastName, record.owner2LastName])
  )
    return { match: false, row, reason: 'last-name' };
  if (isUnmatchedProperty(ix.ds.seed, Number(record.id)))
    return { match: false, row, reason: 'unmatched-property' };
  const persons = personsAt(ix.ds, row, record);
  if (!meets(persons, item.match_requirements))
    return { match: false, row, reason: 'requirements' };
  return { match: true, row, persons };
}
