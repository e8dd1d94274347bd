// The columnar dataset: typed-array columns per property plus the lookup tables their indexes point into.
import type { ZipDirectory, ZipEntry } from '../geo/zip-directory';

/** Null sentinels of the typed columns (each is outside its column's real value range). */
export const NULL_I32 = -2147483648;
export const NULL_I16 = -32768;
export const NULL_U8 = 255;
export const NULL_U16 = 65535;

/** Property id of row 0; `id = FIRST_PROPERTY_ID + row`, so ids invert to rows. */
export const FIRST_PROPERTY_ID = 10_000_001;

/**
 * Bits of `PropertyColumns.flags` the generators set by hand. The flags generated from the field
 * registry take free bits of their own (generated-flags.ts). Bit 31 is left unused so masks stay
 * positive int32s.
 */
export const FLAG = {
  pool: 1 << 0,
  deck: 1 << 1,
  patio: 1 << 2,
  attic: 1 << 3,
  carport: 1 << 5,
  rvParking: 1 << 6,
  balcony: 1 << 7,
  fireSprinklers: 1 << 8,
  hoa: 1 << 9,
  airConditioning: 1 << 10,
  garage: 1 << 11,
  basement: 1 << 12,
  vacant: 1 << 13,
  death: 1 << 14,
  inherited: 1 << 15,
  judgment: 1 << 16,
  taxLien: 1 << 17,
  cashBuyer: 1 << 18,
  investorBuyer: 1 << 19,
  privateLender: 1 << 20,
  adjustableRate: 1 << 21,
  assumable: 1 << 22,
  quitClaim: 1 << 23,
  lastSaleArmsLength: 1 << 24,
  priorOwnerIndividual: 1 << 25,
  mlsHasPhotos: 1 << 26,
} as const;

export const PROPERTY_TYPES = ['SFR', 'MFR', 'LAND', 'CONDO', 'MOBILE', 'OTHER'] as const;

/** The MLS property type of each PROPERTY_TYPES entry: the search record's `mlsType` and the listing's type. */
export const MLS_TYPE_BY_PROPERTY_TYPE: readonly string[] = [
  'Residential',
  'Residential Income',
  'Land',
  'Residential',
  'Manufactured',
  'Commercial',
];
export const PT = { SFR: 0, MFR: 1, LAND: 2, CONDO: 3, MOBILE: 4, OTHER: 5 } as const;

export const OWNER_KIND = { individual: 0, corporate: 1, trust: 2 } as const;

/** Where the owner's mail goes, relative to the property. */
export const MAIL_KIND = { ownerOccupied: 0, inStateAbsentee: 1, outOfStateAbsentee: 2 } as const;

/** Foreclosure notice types; a row stores index + 1 (0 = no notice). */
export const NOTICE_TYPES = ['FOR', 'NOD', 'NOL', 'NTS', 'REO'] as const;

/** MLS standard statuses (reference-shapes); a row stores index + 1 (0 = never listed). */
export const MLS_STATUSES = [
  'Active',
  'Coming Soon',
  'Pending',
  'Contingent',
  'Active Under Contract',
  'Closed',
  'Sold',
  'Expired',
  'Canceled',
  'Off Market',
] as const;
export type MlsStatus = (typeof MLS_STATUSES)[number];

/** Single flood zone codes a record can carry (numbered zones are individual, e.g. A7). */
export const FLOOD_ZONES: readonly string[] = [
  'X',
  'B',
  'C',
  'D',
  'A',
  'AE',
  'AH',
  'AO',
  'AR',
  'A99',
  'V',
  'VE',
  ...Array.from({ length: 30 }, (_, i) => `A${i + 1}`),
  ...Array.from({ length: 30 }, (_, i) => `V${i + 1}`),
];

/** One value per property (row). Nullable columns use the NULL_* sentinels. */
export interface PropertyColumns {
  // Location
  zip: Uint16Array; // → Dataset.zips
  neighborhood: Uint16Array; // → Dataset.neighborhoods
  street: Uint32Array; // → Dataset.streets
  house: Int32Array;
  lat: Float64Array;
  lon: Float64Array;
  apn: Uint32Array; // formatted DDD-DDD-DDD
  parcel: Uint32Array; // formatted R + 8 digits
  censusBlock: Uint16Array;
  censusBlockGroup: Uint8Array;
  // Classification and building
  propertyType: Uint8Array; // → PROPERTY_TYPES
  useCode: Int16Array;
  sqft: Int32Array;
  lotSqft: Int32Array;
  yearBuilt: Int16Array;
  beds: Uint8Array;
  baths: Uint8Array;
  rooms: Uint8Array;
  stories: Uint8Array;
  units: Int16Array;
  poolArea: Int16Array;
  deckArea: Int16Array;
  construction: Uint8Array; // → CONSTRUCTION_VALUES
  roofConstruction: Int16Array; // code
  roofMaterial: Int16Array; // code
  sewage: Uint8Array; // → SEWAGE_VALUES
  waterSource: Uint8Array; // → WATER_SOURCE_VALUES
  floodZone: Uint8Array; // → FLOOD_ZONES (NULL_U8: no flood designation)
  flags: Uint32Array; // FLAG bits
  // Owner
  owner: Int32Array; // → Dataset.owners
  mailKind: Uint8Array; // MAIL_KIND
  mailState: Uint8Array; // → Dataset.states
  // Value and finance
  value: Int32Array;
  assessedValue: Int32Array;
  assessedLand: Int32Array;
  mortgageBalance: Int32Array;
  mortgageCount: Uint8Array;
  lastMortgage1: Int32Array;
  loanType1: Uint8Array; // → LOAN_TYPE_ROWS
  loanType2: Uint8Array;
  loanType3: Uint8Array;
  lender: Uint8Array; // → Dataset.lenders
  equity: Int32Array;
  equityPercent: Int16Array;
  ltv: Int16Array;
  // Transfers and documents
  lastSaleDate: Int32Array; // day number
  lastSaleAmount: Int32Array;
  yearsOwned: Int16Array;
  priorOwnerMonths: Int16Array;
  docType: Uint8Array; // → DOCUMENT_TYPE_ROWS
  docDate: Int32Array;
  // Distress
  preForeclosureDate: Int32Array;
  noticeType: Uint8Array; // NOTICE_TYPES index + 1
  foreclosureDate: Int32Array;
  auctionDate: Int32Array;
  reoDate: Int32Array;
  taxDelinquentYear: Int16Array;
  // MLS
  mlsStatus: Uint8Array; // MLS_STATUSES index + 1
  mlsPrice: Int32Array;
  mlsDaysOnMarket: Int16Array;
  mlsListingDate: Int32Array;
  mlsStatusDate: Int32Array;
  mlsSaleDate: Int32Array;
  rentAmount: Int32Array;
  lastUpdate: Int32Array;
}

/** The zips that hold properties, sorted by (state, county FIPS, zip) so each is a row range. */
export interface ZipTable {
  entries: readonly ZipEntry[];
  metro: Uint8Array; // → METROS
  state: Uint8Array; // → Dataset.states
  medianIncome: Int32Array;
  rowStart: Int32Array;
  rowEnd: Int32Array; // exclusive
}

export interface StreetTable {
  count: number;
  zip: Uint16Array;
  name: Uint16Array; // → STREET_NAMES
  suffix: Uint8Array; // → STREET_SUFFIXES
  direction: Uint8Array; // → STREET_DIRECTIONS, NULL_U8 = none
}

export interface NeighborhoodTable {
  count: number;
  zip: Uint16Array;
  id: Int32Array;
  name: readonly string[];
  type: Uint8Array; // → NEIGHBORHOOD_TYPES
  lat: Float64Array;
  lon: Float64Array;
  tract: Int32Array; // census tract, formatted as 6 digits
}

/** Owners; several properties share one owner row when an owner holds a portfolio. */
export interface OwnerTable {
  count: number;
  kind: Uint8Array; // OWNER_KIND
  first1: Uint16Array; // → FIRST_NAMES
  last1: Uint16Array; // → LAST_NAMES
  first2: Uint16Array; // NULL_U16 when there is no second owner
  last2: Uint16Array;
  company: Int32Array; // → Dataset.companyNames, NULL_I32 for people
  trustWord: Uint8Array; // → TRUST_WORDS
  /** Mailing address; mailZip NULL_I32 = the owner lives at (each of) their properties. */
  mailZip: Int32Array; // → ZipDirectory.entries
  mailHouse: Int32Array;
  mailStreetName: Uint16Array; // → STREET_NAMES
  mailSuffix: Uint8Array;
  // Portfolio totals over all the owner's properties.
  propertiesOwned: Int32Array;
  portfolioValue: Float64Array;
  portfolioEquity: Float64Array;
  portfolioMortgageBalance: Float64Array;
  purchasedLast6: Int32Array;
  purchasedLast12: Int32Array;
}

export const TRUST_WORDS: readonly string[] = ['Living Trust', 'Family Trust', 'Revocable Trust'];

export interface Dataset {
  count: number;
  seed: number;
  now: Date;
  /** UTC day number of `now`; every date window counts back from it. */
  nowDay: number;
  cols: PropertyColumns;
  zips: ZipTable;
  streets: StreetTable;
  neighborhoods: NeighborhoodTable;
  owners: OwnerTable;
  /** All 50 state codes, sorted; mailState and ZipTable.state index into it. */
  states: readonly string[];
  companyNames: readonly string[];
  lenders: readonly string[];
  /** Number of lenders at the start of `lenders` that are institutional (the rest are private). */
  bankLenderCount: number;
  directory: ZipDirectory;
}
