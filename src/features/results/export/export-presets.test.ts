// Pins every preset's columns, in file order, and every column's value against the record
// field it comes from: deleting, renaming, reordering or miswiring a column fails here.
import { describe, expect, it } from 'vitest';
import { OBFUSCATED_FIELDS, RECORD_FIELD_KINDS } from '../../../api/contract/property-record';
import {
  COLUMN_CATALOGUE,
  columnsOf,
  type CellValue,
} from '../../../lib/lead-rows/column-catalogue';
import {
  exportColumnsOf,
  isContactColumn,
  rowsPerNumber,
} from '../../../lib/lead-rows/contact-columns';
import { EXPORT_PRESETS } from './export-presets';
import { COMPANY_OWNED, RICH, TRUST_OWNED } from '../../../lib/lead-rows/test-records';

/** Each column's value for RICH, written out by hand from RICH's fields. */
const RICH_VALUES: Record<string, CellValue> = {
  id: '1001',
  propertyStreet: '12 Oak St',
  propertyLine2: 'Austin, TX 78701',
  propertyCity: 'Austin',
  propertyState: 'TX',
  propertyZip: '78701',
  propertyCounty: 'Travis',
  propertyType: 'SFR',
  propertyTypeLabel: 'Single family',
  propertyUse: 'Single Family Residence',
  propertyUseCode: 385,
  landUse: 'Residential',
  addressee: 'John A Smith Jr & Mary Smith',
  owner1First: 'John A',
  owner1Last: 'Smith Jr',
  owner2First: 'Mary',
  owner2Last: 'Smith',
  company: null,
  ownerType: 'Individuals',
  corporateOwned: 'No',
  ownerOccupied: 'No',
  absenteeOwner: 'Yes',
  inStateAbsenteeOwner: 'Yes',
  outOfStateAbsenteeOwner: 'No',
  yearsOwned: 14,
  mailStreet: '99 Elm Ave Apt 4',
  mailLine2: 'Dallas, TX 75201',
  mailCity: 'Dallas',
  mailState: 'TX',
  mailZip: '75201',
  mailCounty: 'Dallas',
  estimatedValue: 500000,
  estimatedEquity: 310000,
  equityPercent: 62,
  assessedValue: 300000,
  assessedLandValue: 90000,
  assessedImprovementValue: 210000,
  suggestedRent: 3400,
  rentAmount: 3100,
  medianIncome: 71250,
  highEquity: 'Yes',
  equity: 'Yes',
  freeClear: 'No',
  negativeEquity: 'No',
  lastSaleDate: '2012-03-09',
  lastSaleAmount: null,
  documentType: 'Grant Deed',
  documentTypeCode: 'DTGD',
  openMortgageBalance: 190000,
  lastMortgage1Amount: 240000,
  lenderName: 'Wells Fargo Bank NA',
  adjustableRate: 'No',
  privateLender: 'No',
  cashBuyer: 'No',
  investorBuyer: 'No',
  preForeclosure: 'Yes',
  preForeclosureDate: '2026-09-14',
  noticeType: 'NOD',
  foreclosure: 'No',
  foreclosureDate: null,
  auction: 'No',
  auctionDate: null,
  reo: 'No',
  reoDate: null,
  distressed: 'Yes',
  vacant: 'Yes',
  death: 'No',
  inherited: 'No',
  mlsStatus: 'Canceled',
  mlsListingPrice: 525000,
  mlsDaysOnMarket: 41,
  mlsListingDate: '2026-06-20',
  mlsLastStatusDate: '2026-08-01',
  mlsLastSaleDate: null,
  mlsType: 'Residential',
  listingAmount: null,
  mlsActive: 'No',
  mlsPending: 'No',
  mlsSold: 'No',
  mlsCancelled: 'Yes',
  mlsFailed: 'No',
  mlsHasPhotos: 'Yes',
  forSale: 'No',
  bedrooms: 4,
  bathrooms: 2.5,
  squareFeet: 2300,
  lotSquareFeet: 7200,
  yearBuilt: 1987,
  unitsCount: 1,
  roomsCount: 8,
  MFH2to4: 'No',
  MFH5plus: 'No',
  airConditioningAvailable: 'Yes',
  basement: 'No',
  garage: 'Yes',
  latitude: 30.27,
  longitude: -97.74,
  fips: '48453',
  neighborhood: 'Clarksville',
  floodZone: 'Yes',
  floodZoneType: 'X',
  floodZoneDescription: 'Moderate risk',
};

/** The Full preset's header row. */
const FULL_HEADERS = [
  'Property ID',
  'Property Address',
  'Property City',
  'Property State',
  'Property Zip',
  'Property County',
  'Addressee',
  'Owner 1 First Name',
  'Owner 1 Last Name',
  'Owner 2 First Name',
  'Owner 2 Last Name',
  'Company Name',
  'Owner Type',
  'Mailing Address',
  'Mailing City',
  'Mailing State',
  'Mailing Zip',
  'Property Type',
  'Property Use',
  'Bedrooms',
  'Bathrooms',
  'Building Size (sq ft)',
  'Lot Size (sq ft)',
  'Year Built',
  'Units',
  'Estimated Value',
  'Estimated Equity',
  'Equity Percent',
  'Open Mortgage Balance',
  'Lender Name',
  'Assessed Value',
  'Assessed Land Value',
  'Assessed Improvement Value',
  'Years Owned',
  'Last Sale Date',
  'Last Sale Amount',
  'MLS Status',
  'MLS Listing Price',
  'MLS Days on Market',
  'MLS Listing Date',
  'Median Income',
  'Suggested Rent',
  'Absentee Owner',
  'Out-of-State Owner',
  'In-State Absentee Owner',
  'Owner Occupied',
  'Corporate Owned',
  'Vacant',
  'High Equity',
  'Free and Clear',
  'Negative Equity',
  'Pre-Foreclosure',
  'Pre-Foreclosure Date',
  'Notice Type',
  'Foreclosure',
  'Foreclosure Date',
  'Foreclosure Auction',
  'Auction Date',
  'REO',
  'REO Date',
  'Cash Buyer',
  'Investor Buyer',
  'Private Lender',
  'Inherited',
  'Owner Deceased',
  'MLS Active',
  'MLS Pending',
  'MLS Sold',
  'Latitude',
  'Longitude',
];

const preset = (name: string) => {
  const found = EXPORT_PRESETS.find((p) => p.name === name);
  if (!found) throw new Error(`no preset ${name}`);
  return found;
};
const headers = (name: string) => exportColumnsOf(preset(name).columnIds).map((c) => c.label);

describe('export presets', () => {
  it('are Full, Mail merge, Dialer and Everything', () => {
    expect(EXPORT_PRESETS.map((p) => p.name)).toEqual([
      'Full',
      'Mail merge',
      'Dialer',
      'Everything',
    ]);
  });

  it('Full: its columns, in order', () => {
    expect(headers('Full')).toEqual(FULL_HEADERS);
  });

  it('Mail merge: the addressee line, the mailing address in envelope lines, one row per address', () => {
    expect(headers('Mail merge')).toEqual([
      'Addressee',
      'Mailing Address',
      'Mailing City, State Zip',
      'Mailing City',
      'Mailing State',
      'Mailing Zip',
      'Owner 1 First Name',
      'Owner 1 Last Name',
      'Company Name',
      'Property Address',
      'Property City',
      'Property State',
      'Property Zip',
      'Property ID',
    ]);
    expect(preset('Mail merge').dedupe).toBe('mailing');
    // Unchanged by owner contacts (issue 40): no phone filters, no contact column.
    expect(preset('Mail merge').contactFilters).toBeUndefined();
    expect(preset('Mail merge').columnIds.some(isContactColumn)).toBe(false);
    expect(rowsPerNumber(preset('Mail merge').columnIds)).toBe(false);
  });

  it('Dialer: owner name, property address, one number a row, property id; no DNC numbers', () => {
    expect(headers('Dialer')).toEqual([
      'Owner 1 First Name',
      'Owner 1 Last Name',
      'Company Name',
      'Property Address',
      'Property City',
      'Property State',
      'Property Zip',
      'Phone',
      'Phone type',
      'Phone DNC',
      'Phone last seen',
      'Property ID',
    ]);
    expect(preset('Dialer').dedupe).toBe('off');
    expect(rowsPerNumber(preset('Dialer').columnIds)).toBe(true);
    expect(preset('Dialer').contactFilters).toEqual({
      withPhone: true,
      mobileOnly: false,
      noDnc: true,
    });
  });

  it('Everything: every catalogue column, in catalogue order, then Phone 1–5 and Email 1–3', () => {
    const ids = preset('Everything').columnIds;
    expect(ids.filter((id) => !isContactColumn(id))).toEqual(COLUMN_CATALOGUE.map((c) => c.id));
    expect(ids.filter((id) => !isContactColumn(id))).toEqual(Object.keys(RICH_VALUES));
    expect(headers('Everything').slice(-23)).toEqual([
      ...[1, 2, 3, 4, 5].flatMap((n) => [
        `Phone ${n}`,
        `Phone ${n} type`,
        `Phone ${n} DNC`,
        `Phone ${n} last seen`,
      ]),
      'Email 1',
      'Email 2',
      'Email 3',
    ]);
    expect(rowsPerNumber(ids)).toBe(false);
  });

  it('name only known columns, each once', () => {
    for (const p of EXPORT_PRESETS) {
      expect(exportColumnsOf(p.columnIds)).toHaveLength(p.columnIds.length);
      expect(new Set(p.columnIds).size).toBe(p.columnIds.length);
    }
  });

  it.each(EXPORT_PRESETS.map((p) => [p.name, p] as const))(
    '%s: every value is its record field',
    (_name, p) => {
      for (const column of columnsOf(p.columnIds.filter((id) => !isContactColumn(id)))) {
        expect({ [column.id]: column.value(RICH) }).toEqual({
          [column.id]: RICH_VALUES[column.id],
        });
      }
    },
  );
});

describe('the column catalogue', () => {
  it('has one column per id and per label', () => {
    const ids = COLUMN_CATALOGUE.map((c) => c.id);
    const labels = COLUMN_CATALOGUE.map((c) => c.label);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('reads every field of the property record', () => {
    const read = new Set(COLUMN_CATALOGUE.map((c) => c.field));
    const unread = Object.keys(RECORD_FIELD_KINDS).filter(
      (f) => f !== 'propertyId' && !read.has(f as never),
    );
    expect(unread).toEqual([]);
  });

  it('marks every column that reads a name or address field as private', () => {
    for (const column of COLUMN_CATALOGUE) {
      if (OBFUSCATED_FIELDS.includes(column.field as never) || column.field === 'address') {
        expect({ [column.id]: column.privateData }).toEqual({ [column.id]: true });
      }
    }
    expect(
      columnsOf(
        COLUMN_CATALOGUE.map((c) => c.id),
        true,
      ).some((c) => c.privateData),
    ).toBe(false);
  });

  it('leaves an unrecorded sale amount empty, never 0', () => {
    const amount = columnsOf(['lastSaleAmount'])[0];
    expect(amount?.value(RICH)).toBeNull();
    expect(amount?.value({ ...RICH, lastSaleAmount: null })).toBeNull();
    expect(amount?.value({ ...RICH, lastSaleAmount: '' })).toBeNull();
    expect(amount?.value(TRUST_OWNED)).toBe(415000);
  });

  it('puts a trust and a company only in Company Name', () => {
    const [first, last, company, type, addressee] = columnsOf([
      'owner1First',
      'owner1Last',
      'company',
      'ownerType',
      'addressee',
    ]);
    for (const [record, name, kind] of [
      [TRUST_OWNED, 'Peter Henderson Revocable Trust', 'Trust'],
      [COMPANY_OWNED, 'Palmetto Properties Group LLC', 'Company'],
    ] as const) {
      expect(first?.value(record)).toBeNull();
      expect(last?.value(record)).toBeNull();
      expect(company?.value(record)).toBe(name);
      expect(type?.value(record)).toBe(kind);
      expect(addressee?.value(record)).toBe(name);
    }
  });
});
