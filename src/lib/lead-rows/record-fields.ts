// Reading a property record the way people talk about it: address lines, owner names, lead flags.
import { LEAD_TYPES, leadTypeLabel, type SummaryCountKey } from '../../api/contract/lead-types';
import type { Address, PropertyRecord } from '../../api/contract/property-record';

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

/** A lead type's badge, in its own words unless `label` is shorter; any other field's, with its words. */
type BadgeRow =
  | { field: SummaryCountKey; tone: FlagTone; label?: string }
  | { field: Exclude<keyof PropertyRecord, SummaryCountKey>; tone: FlagTone; label: string };

/**
 * Lead flags worth a badge, most urgent first (distress, then equity, then owner type). A lead
 * type's badge reads its summary label unless it has shorter words here; a lead type not named
 * here or in UNBADGED gets a neutral badge after these.
 */
const BADGE_ROWS: readonly BadgeRow[] = [
  { field: 'preForeclosure', tone: 'danger' },
  { field: 'foreclosure', label: 'Foreclosure', tone: 'danger' },
  { field: 'auction', tone: 'danger' },
  { field: 'reo', label: 'REO', tone: 'danger' },
  { field: 'negativeEquity', label: 'Negative equity', tone: 'danger' },
  { field: 'vacant', tone: 'warning' },
  { field: 'death', label: 'Owner deceased', tone: 'warning' },
  { field: 'inherited', label: 'Inherited', tone: 'warning' },
  { field: 'freeClear', tone: 'success' },
  { field: 'highEquity', tone: 'success' },
  { field: 'outOfStateAbsenteeOwner', label: 'Out-of-state owner', tone: 'neutral' },
  { field: 'absenteeOwner', label: 'Absentee', tone: 'neutral' },
  { field: 'corporateOwned', label: 'Corporate', tone: 'neutral' },
  { field: 'cashBuyer', tone: 'neutral' },
  { field: 'investorBuyer', label: 'Investor', tone: 'neutral' },
  { field: 'privateLender', tone: 'neutral' },
  { field: 'MFH2to4', tone: 'neutral' },
  { field: 'MFH5plus', tone: 'neutral' },
];

/** Lead types without a badge: owner occupied and in-state absentee say little on a row; the MLS
 * ones are the row's MLS state (mlsState). */
const UNBADGED: ReadonlySet<SummaryCountKey> = new Set([
  'ownerOccupied',
  'inStateAbsenteeOwner',
  'mlsActive',
  'mlsPending',
]);

const RECORD_FLAGS: readonly RecordFlag[] = [
  ...BADGE_ROWS.map((row) => ({
    field: row.field,
    label: row.label ?? leadTypeLabel(row.field as SummaryCountKey),
    tone: row.tone,
  })),
  ...LEAD_TYPES.filter(
    (t) => !UNBADGED.has(t.key) && !BADGE_ROWS.some((row) => row.field === t.key),
  ).map((t): RecordFlag => ({ field: t.key, label: t.label, tone: 'neutral' })),
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
