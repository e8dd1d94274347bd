// Which held skip answer answers an item: the property it is for and a digest of whom it asks for.
// The app keys an owner's item by the property id (src/api/skip-item.ts), so the key is the property
// half. The owner half is every other field of the item, normalised as the service looks people up
// (upper case, punctuation and extra spaces dropped, five-digit zips, digits of a phone, a lower-case
// email, the default match requirements spelt out), so the same owner asked for with other
// spacing or casing is the same row, while a new owner's name, a new mailing address or other match
// requirements (which can change the answer) is a new row and is traced again.
import { createHash } from 'node:crypto';
import type { SkipTraceItem } from '../../src/api/contract/skip-trace-request';

export interface SkipHoldKey {
  /** The item's key as text ('' when it has none). */
  propertyId: string;
  /** A SHA-256 digest (hex) of the item's other fields, normalised. */
  ownerKey: string;
}

const TEXT_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'address',
  'unit',
  'city',
  'state',
  'mail_address',
  'mail_unit',
  'mail_city',
  'mail_state',
] as const;

/** "123  Main St." → "123 MAIN ST": what the service's lookup ignores does not split a row. */
function plainText(value: string | undefined): string {
  return (value ?? '')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const zip5 = (value: string | undefined) => (value ?? '').replace(/\D/g, '').slice(0, 5);

/** The requirements the service applies: absent is its default, phones only. */
function requirements(item: SkipTraceItem): string {
  const given = item.match_requirements ?? { phones: true };
  const wanted = (['phones', 'emails', 'social'] as const).filter((name) => given[name] === true);
  const operator = wanted.length > 1 ? (given.operator ?? '') : '';
  return [...wanted, operator].join(' ').trim();
}

/** The fields but `key`, normalised, in a fixed order, empty ones left out. */
function ownerFields(item: SkipTraceItem): [string, string][] {
  const fields: [string, string][] = TEXT_FIELDS.map((name) => [name, plainText(item[name])]);
  fields.push(['zip', zip5(item.zip)], ['mail_zip', zip5(item.mail_zip)]);
  fields.push(['phone', (item.phone ?? '').replace(/\D/g, '')]);
  fields.push(['email', (item.email ?? '').trim().toLowerCase()]);
  fields.push(['match_requirements', requirements(item)]);
  return fields.filter(([, value]) => value !== '');
}

export function skipHoldKey(item: SkipTraceItem): SkipHoldKey {
  const canonical = JSON.stringify(ownerFields(item));
  return {
    propertyId: item.key === undefined ? '' : String(item.key),
    ownerKey: createHash('sha256').update(canonical).digest('hex'),
  };
}

/** One string per key, for maps. */
export const holdKeyText = ({ propertyId, ownerKey }: SkipHoldKey) => `${propertyId} ${ownerKey}`;
