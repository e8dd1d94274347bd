// MLSDetail and MLSDetailBulk success bodies (spec §4.2, §4.3; sections from reference-shapes).
import { z } from 'zod';
import { bulkErrorItemSchema } from './errors';
import { propertyRecordSchema } from './property-record';

const str = z.string().nullable().optional();
const num = z.number().nullable().optional();
const bool = z.boolean().nullable().optional();

const agentSchema = z.looseObject({
  fullName: str,
  firstName: str,
  lastName: str,
  email: str,
  phone: str,
  mlsAgentId: str,
});
const officeSchema = z.looseObject({
  name: str,
  phone: str,
  email: str,
  address: str,
  city: str,
  postalCode: str,
  stateOrProvince: str,
  mlsOfficeId: str,
});

export const mlsPublicSchema = z.looseObject({
  apn: str,
  assessorId: num,
  estimatedValue: num,
  estimatedEquity: num,
  equityPercent: num,
  lastSaleDate: str,
  lastSaleAmount: z.union([z.string(), z.number()]).nullable().optional(),
  ownerOccupied: bool,
  absenteeOwner: bool,
  owner1FullName: str,
  taxAmount: num,
});
export type MlsPublicRecord = z.infer<typeof mlsPublicSchema>;

/** One MLS record, grouped by section; any section may be absent when not selected. */
export const mlsRecordSchema = z.looseObject({
  listing: z
    .looseObject({
      listingId: num,
      mlsNumber: str,
      mlsBoardCode: str,
      standardStatus: str,
      customStatus: str,
      listPrice: num,
      originalListPrice: num,
      daysOnMarket: num,
      listingContractDate: str,
      modificationTimestamp: str,
      priceChangeTimestamp: str,
      soldDate: str,
      soldPrice: num,
      pricePerSqFt: num,
      publicRemarks: str,
      url: str,
      hasPhotos: bool,
    })
    .optional(),
  address: z
    .looseObject({
      unparsedAddress: str,
      streetNumber: str,
      streetName: str,
      city: str,
      countyOrParish: str,
      stateOrProvince: str,
      zipCode: str,
    })
    .optional(),
  property: z
    .looseObject({
      bedroomsTotal: num,
      bathroomsTotal: num,
      bathroomsHalf: num,
      livingArea: num,
      lotSizeSquareFeet: num,
      yearBuilt: num,
      stories: num,
      propertyType: str,
      propertySubType: str,
      subdivisionName: str,
      latitude: num,
      longitude: num,
      hasPool: bool,
      hasBasement: bool,
      isWaterfront: bool,
    })
    .optional(),
  homeDetails: z
    .looseObject({
      appliances: z.array(z.string()).nullable().optional(),
      cooling: str,
      heating: str,
      flooring: str,
      roof: str,
      sewer: str,
      waterSource: str,
      zoning: str,
      lotSizeAcres: num,
      taxAmount: num,
    })
    .optional(),
  schools: z
    .looseObject({
      elementarySchool: str,
      middleOrJuniorSchool: str,
      highSchool: str,
      schoolDistrict: str,
    })
    .optional(),
  media: z
    .looseObject({
      primaryListingImageUrl: str,
      photosCount: num,
      photosList: z
        .array(z.looseObject({ lowRes: str, midRes: str, highRes: str }))
        .nullable()
        .optional(),
    })
    .optional(),
  listingAgent: agentSchema.optional(),
  sellingAgent: agentSchema.nullable().optional(),
  listingOffice: officeSchema.optional(),
  sellingOffice: officeSchema.nullable().optional(),
  openHouses: z
    .array(z.looseObject({ date: str, startTime: str, endTime: str, remarks: str }))
    .nullable()
    .optional(),
  public: mlsPublicSchema.optional(),
});
export type MlsRecord = z.infer<typeof mlsRecordSchema>;

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
  data: propertyRecordSchema.extend({ public: mlsPublicSchema.optional() }),
  warnings: z.array(z.string()).optional(),
});

export const mlsDetailResponseSchema = z.union([mlsFallbackSchema, mlsDetailHitSchema]);
export type MlsDetailResponse = z.infer<typeof mlsDetailResponseSchema>;

/** A bulk position holding a record: an item flagged as an error must be a well-formed error object (§2.7). */
const bulkRecordSchema = mlsRecordSchema.refine((r) => !('error' in r) && !('errorMessage' in r), {
  error: 'an error object must have id, match false, error true and errorMessage',
});

/** Bulk: data[i] answers the i-th requested id, as a record or an error object (§4.3). */
export const mlsBulkResponseSchema = z.looseObject({
  statusCode: z.literal(200),
  recordCount: z.number().int().min(0),
  data: z.array(z.union([bulkErrorItemSchema, bulkRecordSchema])),
  warnings: z.array(z.string()).optional(),
});
export type MlsBulkResponse = z.infer<typeof mlsBulkResponseSchema>;
export type MlsBulkItem = MlsBulkResponse['data'][number];

export function isBulkError(item: MlsBulkItem): item is z.infer<typeof bulkErrorItemSchema> {
  return 'error' in item && item.error === true && 'match' in item && item.match === false;
}
