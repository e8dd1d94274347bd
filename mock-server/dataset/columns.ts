// Allocates the per-property columns and the owner table, pre-filled with their null sentinels.
import {
  NULL_I16,
  NULL_I32,
  NULL_U16,
  NULL_U8,
  type OwnerTable,
  type PropertyColumns,
} from './types';

function i32(n: number, fill = 0): Int32Array {
  const a = new Int32Array(n);
  if (fill !== 0) a.fill(fill);
  return a;
}

function i16(n: number, fill = 0): Int16Array {
  const a = new Int16Array(n);
  if (fill !== 0) a.fill(fill);
  return a;
}

function u8(n: number, fill = 0): Uint8Array {
  const a = new Uint8Array(n);
  if (fill !== 0) a.fill(fill);
  return a;
}

export function allocateColumns(n: number): PropertyColumns {
  return {
    zip: new Uint16Array(n),
    neighborhood: new Uint16Array(n),
    street: new Uint32Array(n),
    house: i32(n),
    lat: new Float64Array(n),
    lon: new Float64Array(n),
    apn: new Uint32Array(n),
    parcel: new Uint32Array(n),
    censusBlock: new Uint16Array(n),
    censusBlockGroup: u8(n),
    propertyType: u8(n),
    useCode: i16(n),
    sqft: i32(n, NULL_I32),
    lotSqft: i32(n, NULL_I32),
    yearBuilt: i16(n, NULL_I16),
    beds: u8(n, NULL_U8),
    baths: u8(n, NULL_U8),
    rooms: u8(n, NULL_U8),
    stories: u8(n, NULL_U8),
    units: i16(n, NULL_I16),
    poolArea: i16(n, NULL_I16),
    deckArea: i16(n, NULL_I16),
    construction: u8(n, NULL_U8),
    roofConstruction: i16(n, NULL_I16),
    roofMaterial: i16(n, NULL_I16),
    sewage: u8(n, NULL_U8),
    waterSource: u8(n, NULL_U8),
    floodZone: u8(n, NULL_U8),
    flags: new Uint32Array(n),
    owner: i32(n),
    mailKind: u8(n),
    mailState: u8(n),
    value: i32(n),
    assessedValue: i32(n),
    assessedLand: i32(n),
    mortgageBalance: i32(n),
    mortgageCount: u8(n),
    lastMortgage1: i32(n, NULL_I32),
    loanType1: u8(n, NULL_U8),
    loanType2: u8(n, NULL_U8),
    loanType3: u8(n, NULL_U8),
    lender: u8(n, NULL_U8),
    equity: i32(n),
    equityPercent: i16(n),
    ltv: i16(n),
    lastSaleDate: i32(n, NULL_I32),
    lastSaleAmount: i32(n, NULL_I32),
    yearsOwned: i16(n, NULL_I16),
    priorOwnerMonths: i16(n, NULL_I16),
    docType: u8(n, NULL_U8),
    docDate: i32(n, NULL_I32),
    preForeclosureDate: i32(n, NULL_I32),
    noticeType: u8(n),
    foreclosureDate: i32(n, NULL_I32),
    auctionDate: i32(n, NULL_I32),
    reoDate: i32(n, NULL_I32),
    taxDelinquentYear: i16(n, NULL_I16),
    mlsStatus: u8(n),
    mlsPrice: i32(n, NULL_I32),
    mlsDaysOnMarket: i16(n, NULL_I16),
    mlsListingDate: i32(n, NULL_I32),
    mlsStatusDate: i32(n, NULL_I32),
    mlsSaleDate: i32(n, NULL_I32),
    rentAmount: i32(n, NULL_I32),
    lastUpdate: i32(n),
  };
}

export function allocateOwners(capacity: number): OwnerTable {
  return {
    count: 0,
    kind: u8(capacity),
    first1: new Uint16Array(capacity),
    last1: new Uint16Array(capacity),
    first2: new Uint16Array(capacity).fill(NULL_U16),
    last2: new Uint16Array(capacity).fill(NULL_U16),
    company: i32(capacity, NULL_I32),
    trustWord: u8(capacity),
    mailZip: i32(capacity, NULL_I32),
    mailHouse: i32(capacity),
    mailStreetName: new Uint16Array(capacity),
    mailSuffix: u8(capacity),
    propertiesOwned: i32(capacity),
    portfolioValue: new Float64Array(capacity),
    portfolioEquity: new Float64Array(capacity),
    portfolioMortgageBalance: new Float64Array(capacity),
    purchasedLast6: i32(capacity),
    purchasedLast12: i32(capacity),
  };
}
