// The property record returned by PropertySearch (spec §2.2 and reference-shapes). Loose: extra fields pass through.
import { z } from 'zod';
import { SUMMARY_COUNT_KEYS, type SummaryCountKey } from './lead-types';

const bool = z.boolean().nullable().optional();
const int = z.number().int().nullable().optional();
const num = z.number().nullable().optional();
const str = z.string().nullable().optional();

const addressSchema = z.looseObject({
  address: str,
  city: str,
  county: str,
  state: str,
  street: str,
  zip: str,
  fips: str,
});
export type Address = z.infer<typeof addressSchema>;

const neighborhoodSchema = z.looseObject({
  center: str,
  id: z.union([z.string(), z.number()]).nullable().optional(),
  name: str,
  type: str,
});

/** The fields of §2.2 with their kinds, in the service's order. */
const LISTED_FIELD_KINDS = {
  id: 'id',
  propertyId: 'id',
  // Booleans (§2.2)
  absenteeOwner: 'bool',
  adjustableRate: 'bool',
  airConditioningAvailable: 'bool',
  auction: 'bool',
  basement: 'bool',
  cashBuyer: 'bool',
  corporateOwned: 'bool',
  death: 'bool',
  distressed: 'bool',
  equity: 'bool',
  floodZone: 'bool',
  foreclosure: 'bool',
  forSale: 'bool',
  freeClear: 'bool',
  garage: 'bool',
  highEquity: 'bool',
  inherited: 'bool',
  inStateAbsenteeOwner: 'bool',
  investorBuyer: 'bool',
  MFH2to4: 'bool',
  MFH5plus: 'bool',
  mlsActive: 'bool',
  mlsCancelled: 'bool',
  mlsFailed: 'bool',
  mlsHasPhotos: 'bool',
  mlsPending: 'bool',
  mlsSold: 'bool',
  negativeEquity: 'bool',
  outOfStateAbsenteeOwner: 'bool',
  ownerOccupied: 'bool',
  preForeclosure: 'bool',
  privateLender: 'bool',
  reo: 'bool',
  vacant: 'bool',
  // Integers
  assessedImprovementValue: 'int',
  assessedLandValue: 'int',
  assessedValue: 'int',
  bathrooms: 'int',
  bedrooms: 'int',
  equityPercent: 'int',
  estimatedEquity: 'int',
  estimatedValue: 'int',
  lotSquareFeet: 'int',
  mlsDaysOnMarket: 'int',
  mlsListingPrice: 'int',
  openMortgageBalance: 'int',
  propertyUseCode: 'int',
  roomsCount: 'int',
  squareFeet: 'int',
  unitsCount: 'int',
  yearBuilt: 'int',
  yearsOwned: 'int',
  // Numbers
  latitude: 'num',
  longitude: 'num',
  // Strings
  documentType: 'str',
  documentTypeCode: 'str',
  floodZoneDescription: 'str',
  floodZoneType: 'str',
  landUse: 'str',
  lastSaleAmount: 'digits',
  lastSaleDate: 'str',
  lenderName: 'str',
  medianIncome: 'digits',
  mlsLastSaleDate: 'str',
  mlsLastStatusDate: 'str',
  mlsListingDate: 'str',
  mlsStatus: 'str',
  mlsType: 'str',
  owner1FirstName: 'str',
  owner1LastName: 'str',
  owner2FirstName: 'str',
  owner2LastName: 'str',
  propertyType: 'str',
  propertyUse: 'str',
  suggestedRent: 'digits',
  companyName: 'str',
  // Distress dates and the foreclosure notice type: not in §2.2's table, sent by the service (and
  // the mock) beside it; typed here so the columns and exports can read them.
  preForeclosureDate: 'str',
  foreclosureDate: 'str',
  auctionDate: 'str',
  reoDate: 'str',
  noticeType: 'str',
  // Nullable, type unspecified by the spec
  lastMortgage1Amount: 'unknown',
  listingAmount: 'unknown',
  rentAmount: 'unknown',
  // Objects (absent when obfuscated)
  address: 'address',
  mailAddress: 'address',
  neighborhood: 'neighborhood',
} as const;

/**
 * Every field of §2.2 with its kind: the one list of record fields. The schema below (what the mock
 * sends) and the client's tolerant reader (property-record-reader.ts) both map it. Every summary lead
 * type is also the record's boolean of the same name; one not listed above is added at the end.
 */
export const RECORD_FIELD_KINDS: typeof LISTED_FIELD_KINDS & Record<SummaryCountKey, 'bool'> = {
  ...LISTED_FIELD_KINDS,
  ...(Object.fromEntries(SUMMARY_COUNT_KEYS.map((key) => [key, 'bool'])) as Record<
    SummaryCountKey,
    'bool'
  >),
};
export type RecordFieldKind = (typeof RECORD_FIELD_KINDS)[keyof typeof RECORD_FIELD_KINDS];

/** One schema per kind, as reference-shapes fixes the types. */
const STRICT = {
  id: z.string(),
  bool,
  int,
  num,
  str,
  /** Digits as a string (lastSaleAmount, medianIncome, suggestedRent). */
  digits: str,
  /** Nullable, type unspecified by the spec. */
  unknown: z.unknown().optional(),
  /** Absent when obfuscated. */
  address: addressSchema.optional(),
  neighborhood: neighborhoodSchema.nullable().optional(),
} satisfies Record<RecordFieldKind, z.ZodType>;

/** Maps each record field to the schema its kind has in `schemas`, keeping the exact types. */
export function recordShape<S extends Record<RecordFieldKind, z.ZodType>>(
  schemas: S,
): { [K in keyof typeof RECORD_FIELD_KINDS]: S[(typeof RECORD_FIELD_KINDS)[K]] } {
  return Object.fromEntries(
    Object.entries(RECORD_FIELD_KINDS).map(([field, kind]) => [field, schemas[kind]]),
  ) as { [K in keyof typeof RECORD_FIELD_KINDS]: S[(typeof RECORD_FIELD_KINDS)[K]] };
}

/** Every field of §2.2, typed; `id` and `propertyId` are the property id as a string. */
export const propertyRecordSchema = z.looseObject(recordShape(STRICT));
export type PropertyRecord = z.infer<typeof propertyRecordSchema>;

/** Fields that `obfuscate: true` removes (reference-shapes). */
export const OBFUSCATED_FIELDS = [
  'address',
  'mailAddress',
  'owner1FirstName',
  'owner1LastName',
  'owner2FirstName',
  'owner2LastName',
  'companyName',
] as const;
