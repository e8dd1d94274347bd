// MLSDetail and MLSDetailBulk success bodies (spec §4.2, §4.3) with the vendor's v3 section names
// (reference-shapes "MLS records (v3)"). Read tolerantly ("What a client of the real service must
// tolerate"): the vendor's own pages type the same field differently (v2 `photosCount` a string,
// `mlsAgentId` an integer), so every leaf may be null or absent, takes the types the vendor has
// used and is normalised to one type here; unknown fields and sections are kept for "More details".
import { z } from 'zod';
import { propertyRecordSchema } from './property-record';

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** "1,250,000", "$1250000.00", " 42 " → a number; text that is no number → null (shown as missing). */
export function numberFromText(value: string): number | null {
  const cleaned = value.trim().replace(/^\$/, '').replaceAll(',', '');
  return NUMERIC.test(cleaned) ? Number(cleaned) : null;
}

const scalar = z.union([z.string(), z.number(), z.boolean()]);

/** Text: strings as they are, numbers as digits (a zip 85001 sent as a number), lists joined. */
const text = z
  .union([scalar, z.array(scalar.nullable())])
  .transform((v) =>
    Array.isArray(v) ? v.filter((x) => x !== null && x !== '').join(', ') : String(v),
  )
  .nullable()
  .optional();

/** Amounts and counts: a number or a numeric string ("0.20000000298023", "12"). */
const numeric = z
  .union([z.number(), z.string()])
  .transform((v) => (typeof v === 'number' ? (Number.isFinite(v) ? v : null) : numberFromText(v)))
  .nullable()
  .optional();

/** A numeric id (listingId, assessorId): number or string of digits, normalised to a number. */
const numericId = z
  .union([z.number(), z.string()])
  .transform((v) => {
    const n = typeof v === 'number' ? v : /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
    return Number.isSafeInteger(n) ? n : null;
  })
  .nullable()
  .optional();

/** A code-like id (mlsAgentId, mlsOfficeId, mlsNumber): integer or string, normalised to a string. */
const idText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .nullable()
  .optional();

const TRUE_WORDS = new Set(['true', 'yes', 'y', '1']);
const FALSE_WORDS = new Set(['false', 'no', 'n', '0']);

/** Yes/no: a boolean, or the words and 0/1 some feeds send; anything else is unknown (null). */
const bool = z
  .union([z.boolean(), z.string(), z.number()])
  .transform((v) => {
    if (typeof v === 'boolean') return v;
    const word = String(v).trim().toLowerCase();
    return TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : null;
  })
  .nullable()
  .optional();

/** A list of words: an array, or one comma-separated string as the vendor's v2 pages show. */
const textList = z
  .union([z.array(scalar.nullable()), z.string()])
  .transform((v) =>
    (Array.isArray(v) ? v : v.split(','))
      .filter((x) => x !== null)
      .map((x) => String(x).trim())
      .filter((x) => x !== ''),
  )
  .nullable()
  .optional();

/** A list section: null entries are dropped rather than failing the record. */
function list<T extends z.ZodType>(item: T) {
  return z
    .array(item.nullable())
    .transform((items) => items.filter((x): x is NonNullable<typeof x> => x != null))
    .nullable()
    .optional();
}

function section<S extends z.core.$ZodLooseShape>(shape: S) {
  return z.looseObject(shape).nullable().optional();
}

const agentShape = {
  fullName: text,
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  mlsAgentId: idText,
};
const officeShape = {
  name: text,
  phone: text,
  email: text,
  address: text,
  city: text,
  postalCode: text,
  stateOrProvince: text,
  mlsOfficeId: idText,
};

export const mlsPublicSchema = z.looseObject({
  apn: text,
  assessorId: numericId,
  estimatedValue: numeric,
  estimatedEquity: numeric,
  equityPercent: numeric,
  lastSaleDate: text,
  lastSaleAmount: numeric,
  ownerOccupied: bool,
  absenteeOwner: bool,
  owner1FullName: text,
  taxAmount: numeric,
});
export type MlsPublicRecord = z.infer<typeof mlsPublicSchema>;

/** ROOT: the record's root-level scalars. */
const rootShape = {
  listingId: numericId,
  mlsNumber: idText,
  mlsBoardCode: text,
  standardStatus: text,
  customStatus: text,
  listingPrice: numeric,
  originalListingPrice: numeric,
  daysOnMarket: numeric,
  listingContractDate: text,
  modificationTimestamp: text,
  priceChangeTimestamp: text,
  soldDate: text,
  soldPrice: numeric,
  pricePerSqFt: numeric,
  url: text,
  hasPhotos: bool,
};

/**
 * One MLS record: root scalars plus sections, any of them null or absent when not selected or not
 * known. The per-record schema: a bulk answer can be validated record by record with it.
 */
export const mlsRecordSchema = z.looseObject({
  ...rootShape,
  address: section({
    unparsedAddress: text,
    streetNumber: text,
    streetName: text,
    city: text,
    countyOrParish: text,
    stateOrProvince: text,
    zipCode: text,
  }),
  listingDetails: section({
    beds: numeric,
    baths: numeric,
    bathsHalf: numeric,
    livingArea: numeric,
    lotSizeSquareFeet: numeric,
    lotSizeAcres: numeric,
    yearBuilt: numeric,
    stories: numeric,
    propertyType: text,
    propertySubType: text,
    subdivisionName: text,
    latitude: numeric,
    longitude: numeric,
    garageSpaces: numeric,
    hasPool: bool,
    hasBasement: bool,
    isWaterfront: bool,
    appliances: textList,
    cooling: text,
    heating: text,
    flooring: text,
    roof: text,
    sewer: text,
    waterSource: text,
    zoning: text,
    taxAmount: numeric,
  }),
  agentRemarks: section({ publicRemarks: text }),
  listingAgent: section(agentShape),
  listingOffice: section(officeShape),
  colistingAgent: section(agentShape),
  colistingOffice: section(officeShape),
  cosellingAgent: section(agentShape),
  cosellingOffice: section(officeShape),
  media: section({
    primaryListingImageUrl: text,
    photosCount: numeric,
    photosList: list(z.looseObject({ lowRes: text, midRes: text, highRes: text })),
  }),
  priceChangeHistory: list(
    z.looseObject({ date: text, previousPrice: numeric, newPrice: numeric }),
  ),
  statusChangeHistory: list(z.looseObject({ date: text, previousStatus: text, newStatus: text })),
  schools: section({
    elementarySchool: text,
    middleOrJuniorSchool: text,
    highSchool: text,
    schoolDistrict: text,
  }),
  hoa: section({ associationFee: numeric, associationFeeFrequency: text, associationName: text }),
  openHouses: list(z.looseObject({ date: text, startTime: text, endTime: text, remarks: text })),
  /** Free-form notes on derived values: shown as key/value rows, whatever their shape. */
  dataAssumptions: z.unknown().optional(),
  public: mlsPublicSchema.nullable().optional(),
});
export type MlsRecord = z.infer<typeof mlsRecordSchema>;
export type MlsAgent = NonNullable<MlsRecord['listingAgent']>;
export type MlsOffice = NonNullable<MlsRecord['listingOffice']>;

/** A hit: one MLS record. `warnings` appears when public data was requested without the plan (§4.2). */
export const mlsDetailHitSchema = z.looseObject({
  statusCode: z.literal(200),
  recordCount: z.literal(1),
  dataSource: z.literal('mls').optional(),
  data: mlsRecordSchema,
  warnings: z.array(z.string()).optional(),
});

/** The cross-sold fallback (§4.2): a public-record property detail instead of an MLS record. */
export const mlsFallbackSchema = z.looseObject({
  statusCode: z.literal(200),
  dataSource: z.literal('public_record'),
  recordCount: z.literal(1),
  data: propertyRecordSchema.extend({ public: mlsPublicSchema.nullable().optional() }),
  warnings: z.array(z.string()).optional(),
});

export const mlsDetailResponseSchema = z.union([mlsFallbackSchema, mlsDetailHitSchema]);
export type MlsDetailResponse = z.infer<typeof mlsDetailResponseSchema>;

/** A bulk position that missed (§2.7); the id may come as a string of digits. */
export const mlsBulkErrorSchema = z.looseObject({
  id: z
    .union([z.number(), z.string()])
    .transform((v) => (typeof v === 'number' ? v : numberFromText(v)))
    .nullable()
    .default(null),
  match: z.literal(false).default(false),
  error: z.literal(true),
  errorMessage: z.string().default('No listing found.'),
});
export type MlsBulkErrorItem = z.infer<typeof mlsBulkErrorSchema>;

/** A bulk position holding a record: anything flagged as an error is read as an error object. */
const bulkRecordSchema = mlsRecordSchema.refine((r) => r.error !== true && r.match !== false, {
  error: 'an error object must have error true and an errorMessage',
});

/** One position of a bulk answer: a record or an error object. Bulk `data` can be read item by item with it. */
export const mlsBulkItemSchema = z.union([mlsBulkErrorSchema, bulkRecordSchema]);

/** Bulk: data[i] answers the i-th requested id, as a record or an error object (§4.3). */
export const mlsBulkResponseSchema = z.looseObject({
  statusCode: z.literal(200),
  recordCount: z.number().int().min(0),
  data: z.array(mlsBulkItemSchema),
  warnings: z.array(z.string()).optional(),
});
export type MlsBulkResponse = z.infer<typeof mlsBulkResponseSchema>;
export type MlsBulkItem = z.infer<typeof mlsBulkItemSchema>;

export function isBulkError(item: MlsBulkItem): item is MlsBulkErrorItem {
  return 'error' in item && item.error === true && 'match' in item && item.match === false;
}
