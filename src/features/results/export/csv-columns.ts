// The CSV file's columns: readable headers, raw values (numbers stay numbers), privacy-aware.
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { CsvCell } from '../../../lib/csv';
import { isoDay } from '../../../lib/format';
import { ownerNames } from '../record-fields';

export interface CsvColumn {
  header: string;
  value: (record: PropertyRecord) => CsvCell;
  /** Names and addresses: left out of the file in privacy mode. */
  privateData?: boolean;
}

const yesNo = (value: boolean | null | undefined): CsvCell =>
  value === true ? 'Yes' : value === false ? 'No' : '';

/** Digit strings (lastSaleAmount, medianIncome, suggestedRent) become numbers in the file. */
const amount = (value: string | null | undefined): CsvCell => {
  if (value == null || value.trim() === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? n : value;
};

function flag(header: string, field: keyof PropertyRecord): CsvColumn {
  return { header, value: (r) => yesNo(r[field] as boolean | null | undefined) };
}

export const CSV_COLUMNS: readonly CsvColumn[] = [
  { header: 'Property ID', value: (r) => r.id },
  {
    header: 'Address',
    value: (r) => r.address?.street ?? r.address?.address ?? '',
    privateData: true,
  },
  { header: 'City', value: (r) => r.address?.city ?? '', privateData: true },
  { header: 'State', value: (r) => r.address?.state ?? '', privateData: true },
  { header: 'Zip', value: (r) => r.address?.zip ?? '', privateData: true },
  { header: 'County', value: (r) => r.address?.county ?? '', privateData: true },
  { header: 'Owner Names', value: (r) => ownerNames(r).join(' & '), privateData: true },
  { header: 'Owner 1 First Name', value: (r) => r.owner1FirstName ?? '', privateData: true },
  { header: 'Owner 1 Last Name', value: (r) => r.owner1LastName ?? '', privateData: true },
  { header: 'Owner 2 First Name', value: (r) => r.owner2FirstName ?? '', privateData: true },
  { header: 'Owner 2 Last Name', value: (r) => r.owner2LastName ?? '', privateData: true },
  { header: 'Company Name', value: (r) => r.companyName ?? '', privateData: true },
  {
    header: 'Mailing Address',
    value: (r) => r.mailAddress?.street ?? r.mailAddress?.address ?? '',
    privateData: true,
  },
  { header: 'Mailing City', value: (r) => r.mailAddress?.city ?? '', privateData: true },
  { header: 'Mailing State', value: (r) => r.mailAddress?.state ?? '', privateData: true },
  { header: 'Mailing Zip', value: (r) => r.mailAddress?.zip ?? '', privateData: true },
  { header: 'Property Type', value: (r) => r.propertyType ?? '' },
  { header: 'Property Use', value: (r) => r.propertyUse ?? '' },
  { header: 'Bedrooms', value: (r) => r.bedrooms },
  { header: 'Bathrooms', value: (r) => r.bathrooms },
  { header: 'Building Size (sq ft)', value: (r) => r.squareFeet },
  { header: 'Lot Size (sq ft)', value: (r) => r.lotSquareFeet },
  { header: 'Year Built', value: (r) => r.yearBuilt },
  { header: 'Units', value: (r) => r.unitsCount },
  { header: 'Estimated Value', value: (r) => r.estimatedValue },
  { header: 'Estimated Equity', value: (r) => r.estimatedEquity },
  { header: 'Equity Percent', value: (r) => r.equityPercent },
  { header: 'Open Mortgage Balance', value: (r) => r.openMortgageBalance },
  { header: 'Lender Name', value: (r) => r.lenderName ?? '' },
  { header: 'Assessed Value', value: (r) => r.assessedValue },
  { header: 'Assessed Land Value', value: (r) => r.assessedLandValue },
  { header: 'Assessed Improvement Value', value: (r) => r.assessedImprovementValue },
  { header: 'Years Owned', value: (r) => r.yearsOwned },
  { header: 'Last Sale Date', value: (r) => r.lastSaleDate ?? '' },
  { header: 'Last Sale Amount', value: (r) => amount(r.lastSaleAmount) },
  { header: 'MLS Status', value: (r) => r.mlsStatus ?? '' },
  { header: 'MLS Listing Price', value: (r) => r.mlsListingPrice },
  { header: 'MLS Days on Market', value: (r) => r.mlsDaysOnMarket },
  { header: 'MLS Listing Date', value: (r) => r.mlsListingDate ?? '' },
  { header: 'Median Income', value: (r) => amount(r.medianIncome) },
  { header: 'Suggested Rent', value: (r) => amount(r.suggestedRent) },
  flag('Absentee Owner', 'absenteeOwner'),
  flag('Out-of-State Owner', 'outOfStateAbsenteeOwner'),
  flag('In-State Absentee Owner', 'inStateAbsenteeOwner'),
  flag('Owner Occupied', 'ownerOccupied'),
  flag('Corporate Owned', 'corporateOwned'),
  flag('Vacant', 'vacant'),
  flag('High Equity', 'highEquity'),
  flag('Free and Clear', 'freeClear'),
  flag('Negative Equity', 'negativeEquity'),
  flag('Pre-Foreclosure', 'preForeclosure'),
  flag('Foreclosure', 'foreclosure'),
  flag('Auction', 'auction'),
  flag('REO', 'reo'),
  flag('Cash Buyer', 'cashBuyer'),
  flag('Investor Buyer', 'investorBuyer'),
  flag('Private Lender', 'privateLender'),
  flag('Inherited', 'inherited'),
  flag('Owner Deceased', 'death'),
  flag('MLS Active', 'mlsActive'),
  flag('MLS Pending', 'mlsPending'),
  flag('MLS Sold', 'mlsSold'),
  { header: 'Latitude', value: (r) => r.latitude },
  { header: 'Longitude', value: (r) => r.longitude },
];

export function csvColumns(privacy: boolean): readonly CsvColumn[] {
  return privacy ? CSV_COLUMNS.filter((c) => !c.privateData) : CSV_COLUMNS;
}

export function recordsToRows(
  records: readonly PropertyRecord[],
  columns: readonly CsvColumn[],
): CsvCell[][] {
  return records.map((record) => columns.map((c) => c.value(record)));
}

/** "austin-tx-absentee-2026-11-21.csv"; `slug` is already a slug or empty. */
export function exportFileName(slug: string, date: Date, suffix?: string): string {
  const base = slug.slice(0, 60).replace(/-+$/, '') || 'leads';
  return `${[base, suffix, isoDay(date)].filter(Boolean).join('-')}.csv`;
}
