// THE list of columns a lead can be shown or exported with: every field of the property record,
// plus what people read from them (owner names parsed, addresses split into lines). The table's
// extra columns, the export presets and the column picker all pick from here by id. Another feature
// (MLS joined back) adds its columns as more entries of the same shape.
import { LEAD_TYPES, leadTypeLabel, type SummaryCountKey } from '../../api/contract/lead-types';
import {
  RECORD_FIELD_KINDS,
  type Address,
  type PropertyRecord,
} from '../../api/contract/property-record';
import { ownerFromFields, type RecordOwner } from '../owner-names/owner-from-fields';
import { addressLines, propertyTypeLabel } from './record-fields';

export type CellValue = string | number | null;

type ColumnGroup =
  | 'Property'
  | 'Owner'
  | 'Mailing address'
  | 'Value & equity'
  | 'Sale & mortgage'
  | 'Distress'
  | 'MLS'
  | 'Lead flags'
  | 'Building'
  | 'Location'
  | 'Other';

/** How the table shows a value (the export writes it raw). */
export type ColumnFormat = 'text' | 'integer' | 'money' | 'percent' | 'date' | 'yes-no' | 'number';

export interface CatalogueColumn {
  id: string;
  label: string;
  group: ColumnGroup;
  value: (record: PropertyRecord) => CellValue;
  format: ColumnFormat;
  /** Names and addresses: absent in privacy mode, so such columns are left out. */
  privateData?: boolean;
  /** The record field the value comes from, when it is one field. */
  field?: keyof PropertyRecord;
}

const owners = new WeakMap<PropertyRecord, RecordOwner | null>();

/** The record's owner, parsed once per record however many owner columns read it. */
export function recordOwner(record: PropertyRecord): RecordOwner | undefined {
  let owner = owners.get(record);
  if (owner === undefined) {
    owner = ownerFromFields(record) ?? null;
    owners.set(record, owner);
  }
  return owner ?? undefined;
}

const text = (v: string | null | undefined): CellValue => (v == null || v.trim() === '' ? null : v);
const num = (v: number | null | undefined): CellValue => (typeof v === 'number' ? v : null);
const yesNo = (v: boolean | null | undefined): CellValue =>
  v === true ? 'Yes' : v === false ? 'No' : null;

/** Digit strings (lastSaleAmount, medianIncome, suggestedRent) as numbers; 0 means "not recorded". */
function amount(v: unknown): CellValue {
  if (v == null || (typeof v === 'string' && v.trim() === '')) return null;
  const n = Number(v);
  if (!Number.isFinite(n)) return String(v);
  return n === 0 ? null : n;
}

const isEntity = (o: RecordOwner | undefined) =>
  o?.kind === 'company' || o?.kind === 'trust' || o?.kind === 'estate';

/** Owner n's first or last name; never a company's or a trust's name. */
function person(n: 0 | 1, part: 'first' | 'last') {
  return (r: PropertyRecord): CellValue => {
    const owner = recordOwner(r);
    if (!owner || (isEntity(owner) && owner.kind !== 'estate')) return null;
    const p = owner.people[n];
    if (!p) return null;
    return text(
      part === 'first'
        ? [p.first, p.middle].filter(Boolean).join(' ')
        : [p.last, p.suffix].filter(Boolean).join(' '),
    );
  };
}

function street(a: Address | undefined | null): CellValue {
  return text(addressLines(a)?.line1);
}

function addressColumns(
  key: 'address' | 'mailAddress',
  group: ColumnGroup,
  prefix: string,
  idPrefix: string,
): CatalogueColumn[] {
  const base = { group, privateData: true, format: 'text' as const, field: key };
  return [
    {
      ...base,
      id: `${idPrefix}Street`,
      label: `${prefix} Address`,
      value: (r) => street(r[key]),
    },
    {
      ...base,
      id: `${idPrefix}Line2`,
      label: `${prefix} City, State Zip`,
      value: (r) => text(addressLines(r[key])?.line2),
    },
    {
      ...base,
      id: `${idPrefix}City`,
      label: `${prefix} City`,
      value: (r) => text(r[key]?.city),
    },
    {
      ...base,
      id: `${idPrefix}State`,
      label: `${prefix} State`,
      value: (r) => text(r[key]?.state),
    },
    {
      ...base,
      id: `${idPrefix}Zip`,
      label: `${prefix} Zip`,
      value: (r) => text(r[key]?.zip),
    },
    {
      ...base,
      id: `${idPrefix}County`,
      label: `${prefix} County`,
      value: (r) => text(r[key]?.county),
    },
  ];
}

type FieldKind = (typeof RECORD_FIELD_KINDS)[keyof typeof RECORD_FIELD_KINDS];

function fieldColumn(
  field: keyof typeof RECORD_FIELD_KINDS,
  label: string,
  group: ColumnGroup,
  format?: ColumnFormat,
): CatalogueColumn {
  const kind: FieldKind = RECORD_FIELD_KINDS[field];
  const read = (r: PropertyRecord) => r[field] as unknown;
  switch (kind) {
    case 'bool':
      return {
        id: field,
        label,
        group,
        field,
        format: 'yes-no',
        value: (r) => yesNo(read(r) as boolean | null),
      };
    case 'int':
    case 'num':
      return {
        id: field,
        label,
        group,
        field,
        format: format ?? 'integer',
        value: (r) => num(read(r) as number | null),
      };
    case 'digits':
    case 'unknown':
      return {
        id: field,
        label,
        group,
        field,
        format: format ?? 'money',
        value: (r) => amount(read(r)),
      };
    default:
      return {
        id: field,
        label,
        group,
        field,
        format: format ?? 'text',
        value: (r) => {
          const v = read(r);
          return typeof v === 'string' || typeof v === 'number' ? text(String(v)) : null;
        },
      };
  }
}

const f = fieldColumn;

/** A lead type's yes/no column, headed with the lead type's words (contract/lead-types.ts). */
/** Column headers are in title case; the lead type's words are the registry's, capitalised here. */
const titleCase = (words: string) =>
  words.replace(
    /(^|\s)(\p{Ll})/gu,
    (_m, space: string, letter: string) => space + letter.toUpperCase(),
  );

const leadTypeColumn = (key: SummaryCountKey, group: ColumnGroup): CatalogueColumn =>
  fieldColumn(key, titleCase(leadTypeLabel(key)), group);

/** In picker order: what a lead list is read by first, then the details. */
const BASE_CATALOGUE: readonly CatalogueColumn[] = [
  {
    id: 'id',
    label: 'Property ID',
    group: 'Property',
    field: 'id',
    format: 'text',
    value: (r) => r.id,
  },
  // "Property Address" beside "Mailing Address": skip-trace and dialer uploads map them apart.
  ...addressColumns('address', 'Property', 'Property', 'property'),
  f('propertyType', 'Property Type', 'Property'),
  {
    id: 'propertyTypeLabel',
    label: 'Property Type (words)',
    group: 'Property',
    format: 'text',
    value: (r) => text(propertyTypeLabel(r)),
  },
  f('propertyUse', 'Property Use', 'Property'),
  f('propertyUseCode', 'Property Use Code', 'Property', 'text'),
  f('landUse', 'Land Use', 'Property'),
  // Owner
  {
    id: 'addressee',
    label: 'Addressee',
    group: 'Owner',
    privateData: true,
    format: 'text',
    value: (r) => text(recordOwner(r)?.addressee),
  },
  {
    id: 'owner1First',
    label: 'Owner 1 First Name',
    group: 'Owner',
    privateData: true,
    format: 'text',
    field: 'owner1FirstName',
    value: person(0, 'first'),
  },
  {
    id: 'owner1Last',
    label: 'Owner 1 Last Name',
    group: 'Owner',
    privateData: true,
    format: 'text',
    field: 'owner1LastName',
    value: person(0, 'last'),
  },
  {
    id: 'owner2First',
    label: 'Owner 2 First Name',
    group: 'Owner',
    privateData: true,
    format: 'text',
    field: 'owner2FirstName',
    value: person(1, 'first'),
  },
  {
    id: 'owner2Last',
    label: 'Owner 2 Last Name',
    group: 'Owner',
    privateData: true,
    format: 'text',
    field: 'owner2LastName',
    value: person(1, 'last'),
  },
  {
    id: 'company',
    label: 'Company Name',
    group: 'Owner',
    privateData: true,
    format: 'text',
    field: 'companyName',
    value: (r) => {
      const owner = recordOwner(r);
      return isEntity(owner) ? text(owner?.entity) : null;
    },
  },
  {
    id: 'ownerType',
    label: 'Owner Type',
    group: 'Owner',
    privateData: true,
    format: 'text',
    value: (r) => OWNER_TYPE_WORDS[recordOwner(r)?.kind ?? ''] ?? null,
  },
  f('corporateOwned', 'Corporate Owned', 'Owner'),
  f('ownerOccupied', 'Owner Occupied', 'Owner'),
  f('absenteeOwner', 'Absentee Owner', 'Owner'),
  f('inStateAbsenteeOwner', 'In-State Absentee Owner', 'Owner'),
  f('outOfStateAbsenteeOwner', 'Out-of-State Owner', 'Owner'),
  f('yearsOwned', 'Years Owned', 'Owner'),
  // Mailing address
  ...addressColumns('mailAddress', 'Mailing address', 'Mailing', 'mail'),
  // Value & equity
  f('estimatedValue', 'Estimated Value', 'Value & equity', 'money'),
  f('estimatedEquity', 'Estimated Equity', 'Value & equity', 'money'),
  f('equityPercent', 'Equity Percent', 'Value & equity', 'percent'),
  f('assessedValue', 'Assessed Value', 'Value & equity', 'money'),
  f('assessedLandValue', 'Assessed Land Value', 'Value & equity', 'money'),
  f('assessedImprovementValue', 'Assessed Improvement Value', 'Value & equity', 'money'),
  f('suggestedRent', 'Suggested Rent', 'Value & equity'),
  f('rentAmount', 'Rent Amount', 'Value & equity'),
  f('medianIncome', 'Median Income', 'Value & equity'),
  f('highEquity', 'High Equity', 'Value & equity'),
  f('equity', 'Has Equity', 'Value & equity'),
  f('freeClear', 'Free and Clear', 'Value & equity'),
  f('negativeEquity', 'Negative Equity', 'Value & equity'),
  // Sale & mortgage
  f('lastSaleDate', 'Last Sale Date', 'Sale & mortgage', 'date'),
  f('lastSaleAmount', 'Last Sale Amount', 'Sale & mortgage'),
  f('documentType', 'Document Type', 'Sale & mortgage'),
  f('documentTypeCode', 'Document Type Code', 'Sale & mortgage'),
  f('openMortgageBalance', 'Open Mortgage Balance', 'Sale & mortgage', 'money'),
  f('lastMortgage1Amount', 'Last Mortgage Amount', 'Sale & mortgage'),
  f('lenderName', 'Lender Name', 'Sale & mortgage'),
  f('adjustableRate', 'Adjustable Rate', 'Sale & mortgage'),
  leadTypeColumn('privateLender', 'Sale & mortgage'),
  f('cashBuyer', 'Cash Buyer', 'Sale & mortgage'),
  f('investorBuyer', 'Investor Buyer', 'Sale & mortgage'),
  // Distress
  f('preForeclosure', 'Pre-Foreclosure', 'Distress'),
  f('preForeclosureDate', 'Pre-Foreclosure Date', 'Distress', 'date'),
  f('noticeType', 'Notice Type', 'Distress'),
  f('foreclosure', 'Foreclosure', 'Distress'),
  f('foreclosureDate', 'Foreclosure Date', 'Distress', 'date'),
  leadTypeColumn('auction', 'Distress'),
  f('auctionDate', 'Auction Date', 'Distress', 'date'),
  f('reo', 'REO', 'Distress'),
  f('reoDate', 'REO Date', 'Distress', 'date'),
  f('distressed', 'Distressed', 'Distress'),
  leadTypeColumn('vacant', 'Distress'),
  f('death', 'Owner Deceased', 'Distress'),
  f('inherited', 'Inherited', 'Distress'),
  // MLS
  f('mlsStatus', 'MLS Status', 'MLS'),
  f('mlsListingPrice', 'MLS Listing Price', 'MLS', 'money'),
  f('mlsDaysOnMarket', 'MLS Days on Market', 'MLS'),
  f('mlsListingDate', 'MLS Listing Date', 'MLS', 'date'),
  f('mlsLastStatusDate', 'MLS Last Status Date', 'MLS', 'date'),
  f('mlsLastSaleDate', 'MLS Last Sale Date', 'MLS', 'date'),
  f('mlsType', 'MLS Type', 'MLS'),
  f('listingAmount', 'Listing Amount', 'MLS'),
  f('mlsActive', 'MLS Active', 'MLS'),
  f('mlsPending', 'MLS Pending', 'MLS'),
  f('mlsSold', 'MLS Sold', 'MLS'),
  f('mlsCancelled', 'MLS Cancelled', 'MLS'),
  f('mlsFailed', 'MLS Failed', 'MLS'),
  f('mlsHasPhotos', 'MLS Has Photos', 'MLS'),
  f('forSale', 'For Sale', 'MLS'),
  // Building
  f('bedrooms', 'Bedrooms', 'Building'),
  f('bathrooms', 'Bathrooms', 'Building', 'number'),
  f('squareFeet', 'Building Size (sq ft)', 'Building'),
  f('lotSquareFeet', 'Lot Size (sq ft)', 'Building'),
  f('yearBuilt', 'Year Built', 'Building', 'text'),
  f('unitsCount', 'Units', 'Building'),
  f('roomsCount', 'Rooms', 'Building'),
  f('MFH2to4', 'Multi-Family 2–4 Units', 'Building'),
  f('MFH5plus', 'Multi-Family 5+ Units', 'Building'),
  f('airConditioningAvailable', 'Air Conditioning', 'Building'),
  f('basement', 'Basement', 'Building'),
  f('garage', 'Garage', 'Building'),
  // Location
  f('latitude', 'Latitude', 'Location', 'number'),
  f('longitude', 'Longitude', 'Location', 'number'),
  {
    id: 'fips',
    label: 'County FIPS',
    group: 'Location',
    field: 'address',
    format: 'text',
    privateData: true,
    value: (r) => text(r.address?.fips),
  },
  {
    id: 'neighborhood',
    label: 'Neighborhood',
    group: 'Location',
    field: 'neighborhood',
    format: 'text',
    value: (r) => text(r.neighborhood?.name),
  },
  f('floodZone', 'Flood Zone', 'Location'),
  f('floodZoneType', 'Flood Zone Type', 'Location'),
  f('floodZoneDescription', 'Flood Zone Description', 'Location'),
];

const OWNER_TYPE_WORDS: Record<string, string> = {
  person: 'Individual',
  people: 'Individuals',
  trustee: 'Trustee',
  company: 'Company',
  trust: 'Trust',
  estate: 'Estate',
};

/** Every column, in picker order; a lead type the list above does not show comes last, in Lead flags. */
export const COLUMN_CATALOGUE: readonly CatalogueColumn[] = [
  ...BASE_CATALOGUE,
  ...LEAD_TYPES.filter((t) => !BASE_CATALOGUE.some((c) => c.field === t.key)).map((t) =>
    leadTypeColumn(t.key, 'Lead flags'),
  ),
];

const BY_ID = new Map(COLUMN_CATALOGUE.map((c) => [c.id, c]));

export function catalogueColumn(id: string): CatalogueColumn | undefined {
  return BY_ID.get(id);
}

/** Columns for these ids, in that order; unknown ids (a column since removed) are skipped. */
export function columnsOf(ids: readonly string[], privacy = false): CatalogueColumn[] {
  return ids
    .map((id) => BY_ID.get(id))
    .filter((c): c is CatalogueColumn => c !== undefined && !(privacy && c.privateData));
}
