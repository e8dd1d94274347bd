// PropertySearch envelopes as the vendor publishes them, around the records above.
// Follows: RealEstateApi/docs reference/Docs/response-envelope.md (statusMessage "OK", "Success";
// "branch on statusCode"; resultIndex "offset of first result" there, "index of the last result
// returned" in response-schemas.md) and reference/property-apis.json PropertySearch examples
// "Property Count Example" and "Obfuscate Properties Example" (data: [{}], no resultCount).
import { PUBLISHED_RECORD } from './published-search-list';

export function listEnvelope(data: unknown[], extra: Record<string, unknown> = {}) {
  return {
    live: true,
    input: { city: 'Herndon', state: 'VA' },
    data,
    resultCount: 156,
    resultIndex: data.length,
    recordCount: data.length,
    statusCode: 200,
    statusMessage: 'Success',
    requestExecutionTimeMS: '126ms',
    ...extra,
  };
}

/** statusMessage in each casing the docs show; the client branches on statusCode only. */
export const STATUS_MESSAGES = ['success', 'Success', 'OK'] as const;

/** The published count example: one `{}` placeholder, no resultCount, no statusCode. */
export const PUBLISHED_COUNT = {
  input: { count: true, zip: '08046', beds_min: 2, beds_max: 4, baths_min: 2, baths_max: 5 },
  data: [{}],
};

/** A count as the service answers it, with the published `{}` placeholder still in data. */
export const COUNT_WITH_PLACEHOLDER = {
  input: { count: true, city: 'Herndon', state: 'VA' },
  data: [{}],
  resultCount: 156,
  statusCode: 200,
  statusMessage: 'OK',
};

/** The published obfuscate example: a list whose only item is a `{}` placeholder. */
export const PUBLISHED_OBFUSCATE = {
  input: { count: false, obfuscate: true, state: 'VA', city: 'Arlington' },
  data: [{}],
};

/** The second page of 50 as the vendor numbers it: resultIndex = offset + recordCount = 100. */
export const SECOND_PAGE_VENDOR_INDEX = listEnvelope(
  Array.from({ length: 50 }, (_, i) => ({
    ...PUBLISHED_RECORD,
    id: String(1000 + 50 + i),
    propertyId: String(1000 + 50 + i),
  })),
  { resultIndex: 100, resultCount: 120 },
);

/** summary: true. The summary keys of response-schemas.md, plus its `aggregations` object. */
export const SUMMARY = {
  input: { summary: true, city: 'Herndon', state: 'VA' },
  data: [],
  resultCount: 156,
  statusCode: 200,
  statusMessage: 'OK',
  summary: {
    auction: 1,
    highEquity: 40,
    freeClear: 12,
    preForeclosure: 2,
    vacant: 3,
    ownerOccupied: 90,
    absenteeOwner: 66,
    inStateAbsenteeOwner: 50,
    outOfStateAbsenteeOwner: 16,
    corporateOwned: 5,
    cashBuyer: 20,
    investorBuyer: 9,
    reo: 0,
    mlsActive: 7,
    mlsPending: 2,
    privateLender: 1,
    MFH2to4: 4,
    MFH5plus: 0,
    medianListingPrice: 615000,
    medianDaysOnMarket: 21,
  },
  aggregations: { medianListingPrice: 615000, averageListingPrice: 640000 },
};

/** ids_only: true, as "[[int],[int],...]" says, and as digit strings as record ids come. */
export const IDS_ONLY_NUMBERS = {
  input: { ids_only: true },
  data: [253175355, 253175356],
  resultCount: 2,
};
export const IDS_ONLY_STRINGS = {
  input: { ids_only: true },
  data: ['253175355', '253175356'],
  resultCount: 2,
};
