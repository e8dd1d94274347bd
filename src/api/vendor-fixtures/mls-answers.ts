// MLSDetail answers in the vendor's shapes.
// Follows: the spec §4.2 (cross-sold fallback: dataSource "public_record", recordCount 1) with the
// record as RealEstateApi/docs "reference/Response Schemas/response-schemas.md" section
// PropertyDetailAPI types it (data.id Number/null, no propertyId, data.equity Number/null, the
// address in data.propertyInfo.address); and reference-shapes "MLS records (v3)" for the v3 record
// (ROOT scalars such as listingPrice beside `address`, `listingDetails`, `listingAgent`, `media`).

/** The cross-sold fallback with a PropertyDetail root. */
export const FALLBACK_PROPERTY_DETAIL_ROOT = {
  statusCode: 200,
  statusMessage: 'OK',
  dataSource: 'public_record',
  recordCount: 1,
  data: {
    id: 253175355,
    MFH2to4: false,
    absenteeOwner: false,
    equity: 189084,
    equityPercent: 38,
    estimatedValue: 490308,
    lastSaleDate: '2020-07-23',
    lastSalePrice: 418000,
    mlsActive: true,
    ownerOccupied: true,
    propertyType: 'CONDO',
    propertyInfo: {
      address: {
        address: '13723 Neil Armstrong Ave Unit 308, Herndon, Va 20171',
        city: 'Herndon',
        state: 'VA',
        zip: '20171',
        street: '13723 Neil Armstrong Ave Unit 308',
      },
      bedrooms: 2,
      bathrooms: 2,
    },
    ownerInfo: { owner1FullName: 'Attili Srinivas' },
    saleHistory: [],
  },
};

/** A v3 MLS record with the vendor's section names, as far as the current contract reads them. */
export const MLS_V3_RECORD = {
  statusCode: 200,
  statusMessage: 'Success',
  recordCount: 1,
  data: {
    listingId: 88001,
    mlsNumber: 'VAFX2100001',
    mlsBoardCode: 'brightmls',
    standardStatus: 'Active',
    listingPrice: 615000,
    daysOnMarket: 12,
    address: {
      unparsedAddress: '13723 Neil Armstrong Ave Unit 308',
      city: 'Herndon',
      stateOrProvince: 'VA',
      zipCode: '20171',
    },
    listingDetails: { beds: 2, baths: 2, livingArea: 1323, yearBuilt: 2015 },
    agentRemarks: { publicRemarks: 'Bright corner unit near the Metro.' },
    listingAgent: { fullName: 'Dana Agent', phone: '703-555-0100', mlsAgentId: 'A123' },
    media: { primaryListingImageUrl: null, photosCount: 0, photosList: [] },
  },
};

/**
 * The same record with the v2 pages' types: mlsAgentId an integer, photosCount a string.
 */
export const MLS_V2_TYPED_RECORD = {
  ...MLS_V3_RECORD,
  data: {
    ...MLS_V3_RECORD.data,
    listingAgent: { fullName: 'Dana Agent', mlsAgentId: 4471 },
    media: { primaryListingImageUrl: null, photosCount: '0', photosList: [] },
  },
};

/**
 * Bulk: a record, an error object whose id came as a digit string, and an item the app cannot
 * read (its `address` section is text).
 */
export const BULK_MIXED = {
  statusCode: 200,
  recordCount: 1,
  data: [
    MLS_V3_RECORD.data,
    {
      id: '253175356',
      match: false,
      error: true,
      errorMessage: 'No listing found for this assessor ID.',
    },
    { listingId: 88002, address: '13725 Neil Armstrong Ave' },
  ],
};
