// Owner → skip item, for a watch's trace of its new leads: a copy of src/api/skip-item.ts (the
// browser's), which server/ may not import (eslint.config.js lets it reach src/api/contract only).
// Keep the two the same: skip-items.test.ts checks them against each other.
import type { PropertyRecord } from '../../src/api/contract/property-record';
import type { SkipTraceItem } from '../../src/api/contract/skip-trace-request';

/** The record fields the item is built from (a search record, held or fresh). */
type SkipSource = Pick<
  PropertyRecord,
  | 'id'
  | 'owner1FirstName'
  | 'owner1LastName'
  | 'companyName'
  | 'corporateOwned'
  | 'address'
  | 'mailAddress'
> & { trustOwned?: unknown };

const ENTITY_WORDS =
  /\b(LLC|L\.L\.C|INC|CORP|CORPORATION|COMPANY|CO|LP|LLP|LTD|TRUST|TRUSTEE|BANK|HOLDINGS|PROPERTIES|PARTNERS|ESTATE|ASSOCIATION|FUND)\b/i;

/**
 * A company or a trust holds the title: the vendor's advice is to send no names and let the
 * address find the people behind it ("if your owner name is an LLC, exclude the names").
 */
function ownedByEntity(
  record: Pick<
    SkipSource,
    'owner1FirstName' | 'owner1LastName' | 'companyName' | 'corporateOwned'
  > & {
    trustOwned?: unknown;
  },
): boolean {
  if (record.corporateOwned === true || record.trustOwned === true) return true;
  if (record.companyName) return true;
  if (!record.owner1FirstName) return true;
  return ENTITY_WORDS.test(record.owner1LastName ?? '');
}

const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** "78701-1234" → "78701": the vendor takes five digits. */
const zip5 = (zip: string | null | undefined): string | undefined => {
  const match = /^(\d{5})(?:-?\d{4})?$/.exec(zip?.trim() ?? '');
  return match?.[1];
};

/** "TX"; a state that is not two letters is left out, since the service would refuse the item. */
const state = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim().toUpperCase();
  return trimmed && /^[A-Z]{2}$/.test(trimmed) ? trimmed : undefined;
};

/**
 * The skip item for the owner of `record`, keyed by the property id; undefined when the record
 * has neither a whole situs address (street, city, state) nor a whole mailing address, e.g. an
 * obfuscated record: the service could not find anyone, and an item without them is refused.
 */
export function ownerSkipItem(record: SkipSource): SkipTraceItem | undefined {
  const item: SkipTraceItem = { key: record.id };
  if (!ownedByEntity(record)) {
    const first = text(record.owner1FirstName);
    const last = text(record.owner1LastName);
    if (first && last) {
      item.first_name = first;
      item.last_name = last;
    }
  }
  const situs = record.address;
  const situsState = state(situs?.state);
  if (text(situs?.street) && text(situs?.city) && situsState) {
    item.address = text(situs?.street);
    item.city = text(situs?.city);
    item.state = situsState;
    const zip = zip5(situs?.zip);
    if (zip) item.zip = zip;
  }
  const mail = record.mailAddress;
  const mailState = state(mail?.state);
  if (text(mail?.street) && text(mail?.city) && mailState) {
    item.mail_address = text(mail?.street);
    item.mail_city = text(mail?.city);
    item.mail_state = mailState;
    const zip = zip5(mail?.zip);
    if (zip) item.mail_zip = zip;
  }
  return item.address || item.mail_address ? item : undefined;
}
