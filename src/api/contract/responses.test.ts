import { describe, expect, it } from 'vitest';
import {
  boomErrorSchema,
  bulkErrorItemSchema,
  mlsBulkNotFoundSchema,
  mlsNotFoundSchema,
  v3ErrorSchema,
  MESSAGES,
} from './errors';
import {
  isBulkError,
  mlsBulkResponseSchema,
  mlsDetailHitSchema,
  mlsDetailResponseSchema,
  mlsFallbackSchema,
} from './mls-response';
import { OBFUSCATED_FIELDS, propertyRecordSchema } from './property-record';
import {
  leadSummarySchema,
  searchCountResponseSchema,
  searchIdsResponseSchema,
  searchListResponseSchema,
  searchSummaryResponseSchema,
} from './search-response';
import { SUMMARY_COUNT_KEYS } from './lead-types';

// --- Fixtures shaped as reference-shapes.md describes --------------------------------------

const address = {
  address: '1600 Congress Ave, Austin, TX 78701',
  city: 'Austin',
  county: 'Travis',
  state: 'TX',
  street: '1600 Congress Ave',
  zip: '78701',
  fips: '48453',
};

function propertyRecord(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: '123456',
    propertyId: '123456',
    absenteeOwner: false,
    adjustableRate: false,
    airConditioningAvailable: true,
    auction: false,
    basement: false,
    cashBuyer: false,
    corporateOwned: false,
    death: false,
    distressed: false,
    equity: true,
    floodZone: false,
    foreclosure: false,
    forSale: true,
    freeClear: false,
    garage: true,
    highEquity: true,
    inherited: false,
    inStateAbsenteeOwner: false,
    investorBuyer: false,
    MFH2to4: false,
    MFH5plus: false,
    mlsActive: true,
    mlsCancelled: false,
    mlsFailed: false,
    mlsHasPhotos: true,
    mlsPending: false,
    mlsSold: false,
    negativeEquity: false,
    outOfStateAbsenteeOwner: false,
    ownerOccupied: true,
    preForeclosure: false,
    privateLender: false,
    reo: false,
    vacant: false,
    assessedImprovementValue: 310_000,
    assessedLandValue: 120_000,
    assessedValue: 430_000,
    bathrooms: 2,
    bedrooms: 3,
    equityPercent: 45,
    estimatedEquity: 225_000,
    estimatedValue: 500_000,
    lotSquareFeet: 6_500,
    mlsDaysOnMarket: 12,
    mlsListingPrice: 525_000,
    openMortgageBalance: 275_000,
    propertyUseCode: 385,
    roomsCount: 7,
    squareFeet: 1_850,
    unitsCount: 1,
    yearBuilt: 1978,
    yearsOwned: 9,
    latitude: 30.27,
    longitude: -97.74,
    documentType: 'Warranty Deed',
    documentTypeCode: 'DTWD',
    floodZoneDescription: 'Area of minimal flood hazard',
    floodZoneType: 'X',
    landUse: 'Residential',
    lastSaleAmount: '310000',
    lastSaleDate: '2016-05-20',
    lenderName: 'First Bank',
    medianIncome: '78000',
    mlsLastSaleDate: '2016-05-20',
    mlsLastStatusDate: '2026-01-10',
    mlsListingDate: '2026-01-02',
    mlsStatus: 'Active',
    mlsType: 'Residential',
    owner1FirstName: 'Ada',
    owner1LastName: 'Lovelace',
    owner2FirstName: null,
    owner2LastName: null,
    propertyType: 'SFR',
    propertyUse: 'Single Family Residence',
    suggestedRent: '2400',
    lastMortgage1Amount: null,
    listingAmount: 525_000,
    rentAmount: null,
    address,
    mailAddress: address,
    neighborhood: {
      center: 'POINT(-97.74 30.27)',
      id: '2345',
      name: 'Downtown',
      type: 'subdivision',
    },
    ...overrides,
  };
}

function envelope(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    live: true,
    input: { city: 'Austin', state: 'TX', size: 50, resultIndex: 50 },
    data: [propertyRecord()],
    resultCount: 156,
    resultIndex: 50,
    recordCount: 1,
    statusCode: 200,
    statusMessage: 'Success',
    requestExecutionTimeMS: '12ms',
    ...overrides,
  };
}

function summary(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...Object.fromEntries(SUMMARY_COUNT_KEYS.map((k, i) => [k, i * 3])),
    medianListingPrice: 415_000,
    medianDaysOnMarket: 21,
    ...overrides,
  };
}

const mlsRecord = {
  listingId: 987654,
  mlsNumber: 'A1234567',
  mlsBoardCode: 'ohneoh',
  standardStatus: 'Active',
  customStatus: 'Active',
  listingPrice: 525_000,
  originalListingPrice: 540_000,
  daysOnMarket: 12,
  listingContractDate: '2026-01-02',
  modificationTimestamp: '2026-01-10T15:20:00Z',
  priceChangeTimestamp: null,
  soldDate: null,
  soldPrice: null,
  pricePerSqFt: 283.78,
  url: 'https://example.test/listing/987654',
  hasPhotos: true,
  address: {
    unparsedAddress: '1600 Congress Ave',
    streetNumber: '1600',
    streetName: 'Congress',
    city: 'Austin',
    countyOrParish: 'Travis',
    stateOrProvince: 'TX',
    zipCode: '78701',
  },
  listingDetails: {
    beds: 3,
    baths: 2,
    livingArea: 1850,
    yearBuilt: 1978,
    hasPool: false,
    appliances: ['Dishwasher', 'Range'],
    cooling: 'Central',
    lotSizeAcres: 0.15,
  },
  agentRemarks: { publicRemarks: 'Bright bungalow near the park.' },
  schools: { elementarySchool: 'Mathews', highSchool: 'Austin High', schoolDistrict: 'Austin ISD' },
  media: {
    primaryListingImageUrl: 'https://example.test/p/1.jpg',
    photosCount: 1,
    photosList: [{ lowRes: 'l.jpg', midRes: 'm.jpg', highRes: 'h.jpg' }],
  },
  listingAgent: {
    fullName: 'Grace Hopper',
    email: 'grace@example.test',
    phone: '555-0100',
    mlsAgentId: 'G1',
  },
  cosellingAgent: null,
  listingOffice: { name: 'Hopper Realty', phone: '555-0101', mlsOfficeId: 'O1' },
  cosellingOffice: null,
  openHouses: [{ date: '2026-01-18', startTime: '13:00', endTime: '16:00', remarks: null }],
};

const errorItem = (id: number | null, errorMessage: string) => ({
  id,
  match: false,
  error: true,
  errorMessage,
});

// --- Property search -----------------------------------------------------------------------

describe('searchListResponseSchema', () => {
  it('accepts the list envelope with a full property record', () => {
    const parsed = searchListResponseSchema.parse(envelope());
    expect(parsed.data[0]?.id).toBe('123456');
    expect(parsed.data[0]?.neighborhood?.center).toBe('POINT(-97.74 30.27)');
    expect(parsed.resultCount).toBe(156);
  });

  it('accepts an obfuscated record without address and name fields', () => {
    const record = propertyRecord();
    for (const field of OBFUSCATED_FIELDS) delete record[field];
    const parsed = searchListResponseSchema.parse(envelope({ data: [record] }));
    expect(parsed.data[0]).not.toHaveProperty('address');
    expect(parsed.data[0]?.latitude).toBe(30.27);
  });

  it('keeps unknown fields (loose schema)', () => {
    const parsed = searchListResponseSchema.parse(
      envelope({ data: [propertyRecord({ extra: 1 })] }),
    );
    expect(parsed.data[0]).toHaveProperty('extra', 1);
  });

  it('accepts a fractional requestExecutionTimeMS', () => {
    expect(
      searchListResponseSchema.safeParse(envelope({ requestExecutionTimeMS: '12.5ms' })).success,
    ).toBe(true);
  });

  it.each([
    ['missing resultCount', { resultCount: undefined }],
    ['missing recordCount', { recordCount: undefined }],
    ['requestExecutionTimeMS without "ms"', { requestExecutionTimeMS: '12' }],
    ['requestExecutionTimeMS as a number', { requestExecutionTimeMS: 12 }],
    ['a negative resultCount', { resultCount: -1 }],
    ['a fractional resultIndex', { resultIndex: 1.5 }],
    ['input that is not an object', { input: 'city=Austin' }],
    ['data that is not an array', { data: {} }],
  ])('rejects %s', (_label, overrides) => {
    expect(searchListResponseSchema.safeParse(envelope(overrides)).success).toBe(false);
  });

  it.each([
    ['a numeric id', { id: 123456 }],
    ['no propertyId', { propertyId: undefined }],
    ['lastSaleAmount as a number', { lastSaleAmount: 310000 }],
    ['a fractional bedrooms count', { bedrooms: 2.5 }],
    ['a boolean as a string', { vacant: 'false' }],
    ['an address that is a string', { address: '1600 Congress Ave' }],
  ])('rejects a record with %s', (_label, overrides) => {
    expect(propertyRecordSchema.safeParse(propertyRecord(overrides)).success).toBe(false);
  });
});

describe('searchCountResponseSchema', () => {
  it('accepts data [] with the total in resultCount', () => {
    const parsed = searchCountResponseSchema.parse(
      envelope({ data: [], recordCount: 0, resultIndex: 0 }),
    );
    expect(parsed.resultCount).toBe(156);
  });

  it('rejects a count response that carries records', () => {
    expect(searchCountResponseSchema.safeParse(envelope()).success).toBe(false);
  });
});

describe('searchIdsResponseSchema', () => {
  it('accepts a plain array of integer ids', () => {
    const parsed = searchIdsResponseSchema.parse(
      envelope({ data: [101, 102, 103], recordCount: 3 }),
    );
    expect(parsed.data).toEqual([101, 102, 103]);
  });

  it('accepts 10,000 ids and rejects 10,001', () => {
    const ids = Array.from({ length: 10_000 }, (_, i) => i + 1);
    expect(searchIdsResponseSchema.safeParse(envelope({ data: ids })).success).toBe(true);
    expect(searchIdsResponseSchema.safeParse(envelope({ data: [...ids, 10_001] })).success).toBe(
      false,
    );
  });

  it('rejects string ids and full records', () => {
    expect(searchIdsResponseSchema.safeParse(envelope({ data: ['101'] })).success).toBe(false);
    expect(searchIdsResponseSchema.safeParse(envelope()).success).toBe(false);
  });
});

describe('searchSummaryResponseSchema', () => {
  it('accepts a summary with every key', () => {
    const parsed = searchSummaryResponseSchema.parse(envelope({ data: [], summary: summary() }));
    for (const key of SUMMARY_COUNT_KEYS) expect(typeof parsed.summary[key]).toBe('number');
    expect(parsed.summary.medianListingPrice).toBe(415_000);
    expect(parsed.summary.medianDaysOnMarket).toBe(21);
  });

  it('accepts null medians (no match has an MLS listing)', () => {
    expect(
      leadSummarySchema.safeParse(summary({ medianListingPrice: null, medianDaysOnMarket: null }))
        .success,
    ).toBe(true);
  });

  it.each(SUMMARY_COUNT_KEYS.map((k) => [k]))('rejects a summary without %s', (key) => {
    expect(leadSummarySchema.safeParse(summary({ [key]: undefined })).success).toBe(false);
  });

  it('rejects negative or fractional totals', () => {
    expect(leadSummarySchema.safeParse(summary({ vacant: -1 })).success).toBe(false);
    expect(leadSummarySchema.safeParse(summary({ reo: 0.5 })).success).toBe(false);
  });

  it('rejects a summary response without the summary object', () => {
    expect(searchSummaryResponseSchema.safeParse(envelope({ data: [] })).success).toBe(false);
  });
});

// --- MLS Detail ----------------------------------------------------------------------------

describe('mlsDetailResponseSchema', () => {
  it('accepts an MLS hit with sections', () => {
    const parsed = mlsDetailHitSchema.parse({ statusCode: 200, recordCount: 1, data: mlsRecord });
    expect(parsed.data.listingPrice).toBe(525_000);
    expect(parsed.data.media?.photosList?.[0]?.highRes).toBe('h.jpg');
    expect(
      mlsDetailResponseSchema.safeParse({ statusCode: 200, recordCount: 1, data: mlsRecord })
        .success,
    ).toBe(true);
  });

  it('accepts a hit with a public block and with the public-record warning', () => {
    const withPublic = {
      statusCode: 200,
      recordCount: 1,
      dataSource: 'mls',
      data: {
        ...mlsRecord,
        public: { apn: '0123-456', assessorId: 123456, estimatedValue: 500_000 },
      },
    };
    expect(mlsDetailHitSchema.safeParse(withPublic).success).toBe(true);
    const warned = mlsDetailHitSchema.parse({
      statusCode: 200,
      recordCount: 1,
      data: mlsRecord,
      warnings: [MESSAGES.publicRecordOmitted],
    });
    expect(warned.warnings).toEqual([MESSAGES.publicRecordOmitted]);
  });

  it('accepts the cross-sold fallback with dataSource public_record', () => {
    const fallback = {
      statusCode: 200,
      dataSource: 'public_record',
      recordCount: 1,
      data: propertyRecord({
        public: { apn: '0123-456', assessorId: 123456, ownerOccupied: true },
      }),
    };
    const parsed = mlsDetailResponseSchema.parse(fallback);
    expect(parsed.dataSource).toBe('public_record');
    expect(mlsFallbackSchema.safeParse(fallback).success).toBe(true);
  });

  it('rejects a fallback whose data is not a property record', () => {
    expect(
      mlsDetailResponseSchema.safeParse({
        statusCode: 200,
        dataSource: 'public_record',
        recordCount: 1,
        data: mlsRecord,
      }).success,
    ).toBe(false);
  });

  it.each([
    ['recordCount 0', { recordCount: 0 }],
    ['statusCode 404', { statusCode: 404 }],
    ['an unknown dataSource', { dataSource: 'cache' }],
    ['data that is an array', { data: [mlsRecord] }],
    ['a section of the wrong type', { data: { ...mlsRecord, address: '1600 Congress Ave' } }],
  ])('rejects a hit with %s', (_label, overrides) => {
    expect(
      mlsDetailResponseSchema.safeParse({
        statusCode: 200,
        recordCount: 1,
        data: mlsRecord,
        ...overrides,
      }).success,
    ).toBe(false);
  });
});

describe('mlsBulkResponseSchema', () => {
  const mix = {
    statusCode: 200,
    recordCount: 2,
    data: [
      mlsRecord,
      errorItem(2, MESSAGES.bulkNoListingForListingId),
      mlsRecord,
      errorItem(null, MESSAGES.bulkListingIdNull),
    ],
  };

  it('accepts a mix of records and error objects, in order', () => {
    const parsed = mlsBulkResponseSchema.parse(mix);
    expect(parsed.data.map((item) => isBulkError(item))).toEqual([false, true, false, true]);
    expect(parsed.recordCount).toBe(2);
  });

  it('rejects an error object with match true', () => {
    const bad = {
      ...mix,
      data: [mlsRecord, { id: 2, match: true, error: true, errorMessage: 'x' }],
    };
    expect(mlsBulkResponseSchema.safeParse(bad).success).toBe(false);
  });

  it('reads an error object without errorMessage as a miss with a generic message', () => {
    const bare = { ...mix, data: [{ id: 2, match: false, error: true }] };
    const item = mlsBulkResponseSchema.parse(bare).data[0];
    expect(item && isBulkError(item) ? item.errorMessage : undefined).toBe('No listing found.');
  });

  it('rejects data that is not an array, and a 404 status', () => {
    expect(mlsBulkResponseSchema.safeParse({ ...mix, data: mlsRecord }).success).toBe(false);
    expect(mlsBulkResponseSchema.safeParse({ ...mix, statusCode: 404 }).success).toBe(false);
  });
});

describe('isBulkError', () => {
  it('is true only for error objects', () => {
    expect(isBulkError(errorItem(1, MESSAGES.bulkNoListingForAssessorId))).toBe(true);
    expect(isBulkError(mlsRecord)).toBe(false);
  });
});

describe('bulkErrorItemSchema', () => {
  it.each([
    MESSAGES.bulkNoListingForListingId,
    MESSAGES.bulkNoListingForAssessorId,
    MESSAGES.bulkListingIdNull,
    MESSAGES.bulkAssessorIdNull,
    MESSAGES.bulkListingWithoutProperty,
  ])('accepts the error message %j', (message) => {
    expect(bulkErrorItemSchema.safeParse(errorItem(5, message)).success).toBe(true);
  });

  it('has the exact §4.3 messages', () => {
    expect(MESSAGES.bulkNoListingForListingId).toBe('No listing found for this listing ID.');
    expect(MESSAGES.bulkNoListingForAssessorId).toBe('No listing found for this assessor ID.');
    expect(MESSAGES.bulkListingIdNull).toBe('listing_id is null');
    expect(MESSAGES.bulkAssessorIdNull).toBe('assessor_id is null');
    expect(MESSAGES.bulkListingWithoutProperty).toBe(
      'This listing has no associated service property ID.',
    );
  });

  it.each([
    ['match true', { match: true }],
    ['error false', { error: false }],
    ['a string id', { id: '5' }],
    ['no errorMessage', { errorMessage: undefined }],
  ])('rejects %s', (_label, overrides) => {
    expect(bulkErrorItemSchema.safeParse({ ...errorItem(5, 'x'), ...overrides }).success).toBe(
      false,
    );
  });
});

// --- Errors --------------------------------------------------------------------------------

describe('mlsBulkNotFoundSchema (bulk all-miss 404)', () => {
  const allMiss = {
    statusCode: 404,
    errorCode: 'MLS_NOT_FOUND',
    errorMessage: 'No MLS listings found.',
    input: { listing_ids: [1, null] },
    recordCount: 0,
    data: [
      errorItem(1, MESSAGES.bulkNoListingForListingId),
      errorItem(null, MESSAGES.bulkListingIdNull),
    ],
  };

  it('accepts one error object per position', () => {
    expect(mlsBulkNotFoundSchema.parse(allMiss).data).toHaveLength(2);
  });

  it.each([
    ['recordCount 1', { recordCount: 1 }],
    ['another errorCode', { errorCode: 'INTERNAL_ERROR' }],
    ['a record among the items', { data: [mlsRecord] }],
    ['statusCode 200', { statusCode: 200 }],
  ])('rejects %s', (_label, overrides) => {
    expect(mlsBulkNotFoundSchema.safeParse({ ...allMiss, ...overrides }).success).toBe(false);
  });
});

describe('mlsNotFoundSchema (MLSDetail 404)', () => {
  const notFound = {
    statusCode: 404,
    errorCode: 'MLS_NOT_FOUND',
    errorMessage: MESSAGES.notFoundByListingId(456),
    input: { listing_id: 456 },
    data: {},
    recordCount: 0,
  };

  it('accepts input, empty data and recordCount 0', () => {
    expect(mlsNotFoundSchema.safeParse(notFound).success).toBe(true);
    expect(notFound.errorMessage).toBe('No MLS listing found for listing_id 456.');
  });

  it('rejects non-empty data or a missing input', () => {
    expect(mlsNotFoundSchema.safeParse({ ...notFound, data: { listing: {} } }).success).toBe(false);
    expect(mlsNotFoundSchema.safeParse({ ...notFound, input: undefined }).success).toBe(false);
  });

  it('builds the §7.4 messages for each lookup', () => {
    expect(MESSAGES.notFoundByMlsNumber('A1', 'ohneoh')).toMatch(
      /^No MLS listing found for mls_number A1 on board ohneoh\..*not unique across boards/,
    );
    expect(MESSAGES.notFoundByAssessorId(9)).toBe('No MLS listing found for assessor_id 9.');
    expect(MESSAGES.notFoundByAddress).toMatch(
      /^No MLS listing matched the address.*listing_id or assessor_id/,
    );
  });
});

describe('boomErrorSchema (400)', () => {
  const boom = {
    statusCode: 400,
    error: 'Bad Request',
    message: 'city must be accompanied by state or zip',
    input: { city: 'Austin' },
  };

  it('accepts the standard Boom body with input', () => {
    expect(boomErrorSchema.parse(boom).message).toBe('city must be accompanied by state or zip');
  });

  it('accepts details and an errorCode', () => {
    const parsed = boomErrorSchema.parse({
      ...boom,
      errorCode: 'VALIDATION_FAILED',
      details: [{ field: 'city', message: 'city must be accompanied by state or zip' }],
    });
    expect(parsed.details?.[0]?.field).toBe('city');
  });

  it.each([
    ['statusCode 404', { statusCode: 404 }],
    ['no message', { message: undefined }],
    ['no error', { error: undefined }],
    ['details without a message', { details: [{ field: 'city' }] }],
  ])('rejects %s', (_label, overrides) => {
    expect(boomErrorSchema.safeParse({ ...boom, ...overrides }).success).toBe(false);
  });
});

describe('v3ErrorSchema', () => {
  it.each([
    [401, 'AUTH_KEY_NOT_FOUND'],
    [402, 'WALLET_INSUFFICIENT_BALANCE'],
    [403, 'MLS_PLAN_REQUIRED'],
    [429, 'RATE_LIMIT_EXCEEDED'],
  ])('accepts a %s %s gate error', (statusCode, errorCode) => {
    expect(
      v3ErrorSchema.safeParse({ statusCode, errorCode, errorMessage: 'Denied.' }).success,
    ).toBe(true);
  });

  it('accepts a 500 with a requestId', () => {
    const parsed = v3ErrorSchema.parse({
      statusCode: 500,
      errorCode: 'INTERNAL_ERROR',
      errorMessage: MESSAGES.internalError,
      requestId: 'req-42',
    });
    expect(parsed.requestId).toBe('req-42');
  });

  it.each([
    ['no errorCode', { errorCode: undefined }],
    ['no errorMessage', { errorMessage: undefined }],
    ['a string statusCode', { statusCode: '401' }],
    ['a numeric requestId', { requestId: 42 }],
  ])('rejects %s', (_label, overrides) => {
    const body = {
      statusCode: 401,
      errorCode: 'AUTH_KEY_NOT_FOUND',
      errorMessage: 'Denied.',
      ...overrides,
    };
    expect(v3ErrorSchema.safeParse(body).success).toBe(false);
  });
});
