// Reading a property record the way people talk about it: address lines, owner names, lead flags.
import type { Address, PropertyRecord } from '../../../api/contract/property-record';

export interface AddressLines {
  line1: string;
  line2: string;
}

/** "123 Main St" / "Austin, TX 78701"; undefined when the record has no address (privacy mode). */
export function addressLines(address: Address | undefined | null): AddressLines | undefined {
  if (!address) return undefined;
  const line1 = address.street ?? address.address?.split(',')[0] ?? '';
  const cityState = [address.city, address.state].filter(Boolean).join(', ');
  const line2 = [cityState, address.zip].filter(Boolean).join(' ');
  if (!line1 && !line2) return undefined;
  return { line1, line2 };
}

export function oneLineAddress(address: Address | undefined | null): string {
  const lines = addressLines(address);
  if (!lines) return '';
  return [lines.line1, lines.line2].filter(Boolean).join(', ');
}

function joinName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter(Boolean).join(' ');
}

/** Owner names for display: a company, or owner 1 and owner 2. */
export function ownerNames(record: PropertyRecord): string[] {
  const names: string[] = [];
  if (record.companyName) names.push(record.companyName);
  const owner1 = joinName(record.owner1FirstName, record.owner1LastName);
  const owner2 = joinName(record.owner2FirstName, record.owner2LastName);
  if (owner1 && owner1 !== record.companyName) names.push(owner1);
  if (owner2) names.push(owner2);
  return names;
}

export type FlagTone = 'danger' | 'warning' | 'success' | 'neutral';

export interface RecordFlag {
  field: keyof PropertyRecord;
  label: string;
  tone: FlagTone;
}

/** Lead flags worth a badge, most urgent first (distress, then equity, then owner type). */
const RECORD_FLAGS: readonly RecordFlag[] = [
  { field: 'preForeclosure', label: 'Pre-foreclosure', tone: 'danger' },
  { field: 'foreclosure', label: 'Foreclosure', tone: 'danger' },
  { field: 'auction', label: 'Auction', tone: 'danger' },
  { field: 'reo', label: 'REO', tone: 'danger' },
  { field: 'negativeEquity', label: 'Negative equity', tone: 'danger' },
  { field: 'vacant', label: 'Vacant', tone: 'warning' },
  { field: 'death', label: 'Owner deceased', tone: 'warning' },
  { field: 'inherited', label: 'Inherited', tone: 'warning' },
  { field: 'freeClear', label: 'Free & clear', tone: 'success' },
  { field: 'highEquity', label: 'High equity', tone: 'success' },
  { field: 'outOfStateAbsenteeOwner', label: 'Out-of-state owner', tone: 'neutral' },
  { field: 'absenteeOwner', label: 'Absentee', tone: 'neutral' },
  { field: 'corporateOwned', label: 'Corporate', tone: 'neutral' },
  { field: 'cashBuyer', label: 'Cash buyer', tone: 'neutral' },
  { field: 'investorBuyer', label: 'Investor', tone: 'neutral' },
  { field: 'privateLender', label: 'Private lender', tone: 'neutral' },
  { field: 'MFH2to4', label: '2–4 units', tone: 'neutral' },
  { field: 'MFH5plus', label: '5+ units', tone: 'neutral' },
];

export function recordFlags(record: PropertyRecord): RecordFlag[] {
  const flags = RECORD_FLAGS.filter((f) => record[f.field] === true);
  // "Out-of-state owner" already says absentee.
  if (record.outOfStateAbsenteeOwner === true)
    return flags.filter((f) => f.field !== 'absenteeOwner');
  return flags;
}

const PROPERTY_TYPES: Record<string, string> = {
  SFR: 'Single family',
  MFR: 'Multi-family',
  LAND: 'Land',
  CONDO: 'Condo',
  MOBILE: 'Mobile home',
  OTHER: 'Other',
};

export function propertyTypeLabel(record: PropertyRecord): string {
  const type = record.propertyType ?? '';
  return PROPERTY_TYPES[type] ?? (type || record.propertyUse || '');
}

/** The MLS state of a record in one word, from its flags (reference-shapes status mapping). */
export function mlsState(record: PropertyRecord): { label: string; tone: FlagTone } | undefined {
  if (record.mlsActive) return { label: 'Active', tone: 'success' };
  if (record.mlsPending) return { label: 'Pending', tone: 'warning' };
  if (record.mlsSold) return { label: 'Sold', tone: 'neutral' };
  if (record.mlsCancelled || record.mlsFailed) return { label: 'Off market', tone: 'neutral' };
  if (record.mlsStatus) return { label: record.mlsStatus, tone: 'neutral' };
  return undefined;
}
