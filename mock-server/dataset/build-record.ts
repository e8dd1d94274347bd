// buildRecord: turns one row of the columnar dataset into the full MockPropertyRecord (only for returned rows).
import {
  DOCUMENT_TYPE_ROWS,
  LOAN_TYPE_ROWS,
  PROPERTY_USE_ROWS,
  CONSTRUCTION_VALUES,
  SEWAGE_VALUES,
  WATER_SOURCE_VALUES,
  floodZoneDescription,
} from '../data/code-tables';
import {
  FIRST_NAMES,
  LAST_NAMES,
  NEIGHBORHOOD_TYPES,
  STREET_NAMES,
  STREET_SUFFIXES,
} from '../data/name-lists';
import { mlsListingIdOfRow } from '../mls/listing-ids';
import { isoFromDay, monthsBefore } from './dates';
import { hasGeneratedFlag } from './generated-flags';
import { formatApn, formatParcel, formatTract, streetName, titleCase } from './format';
import type { MockAddress, MockPropertyRecord } from './record-types';
import {
  FIRST_PROPERTY_ID,
  FLAG,
  FLOOD_ZONES,
  MAIL_KIND,
  MLS_STATUSES,
  MLS_TYPE_BY_PROPERTY_TYPE,
  NOTICE_TYPES,
  NULL_I16,
  NULL_I32,
  NULL_U16,
  NULL_U8,
  OWNER_KIND,
  PROPERTY_TYPES,
  PT,
  TRUST_WORDS,
  type Dataset,
  type MlsStatus,
} from './types';

const USE_DESCRIPTION = new Map(PROPERTY_USE_ROWS.map((r) => [r.code, titleCase(r.description)]));

const MLS_ACTIVE: ReadonlySet<MlsStatus> = new Set(['Active', 'Coming Soon']);
const MLS_PENDING: ReadonlySet<MlsStatus> = new Set([
  'Pending',
  'Contingent',
  'Active Under Contract',
]);
const MLS_SOLD: ReadonlySet<MlsStatus> = new Set(['Closed', 'Sold']);
const MLS_CANCELLED: ReadonlySet<MlsStatus> = new Set(['Canceled', 'Expired']);

const LAND_USE = [
  'Residential',
  'Residential',
  'Vacant Land',
  'Residential',
  'Residential',
  'Commercial',
];

const i32 = (v: number | undefined): number | null =>
  v === undefined || v === NULL_I32 ? null : v;
const i16 = (v: number | undefined): number | null =>
  v === undefined || v === NULL_I16 ? null : v;
const u8 = (v: number | undefined): number | null => (v === undefined || v === NULL_U8 ? null : v);
const loanType = (v: number | undefined): string | null => {
  const i = u8(v);
  return i === null ? null : (LOAN_TYPE_ROWS[i]?.code ?? null);
};
const day = (v: number | undefined): string | null =>
  v === undefined || v === NULL_I32 ? null : isoFromDay(v);

const inWindow = (v: number | undefined, start: number, end: number): boolean =>
  v !== undefined && v !== NULL_I32 && v >= start && v <= end;

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/** A dollar amount as the service writes it: digits in a string. */
const digits = (v: number | undefined): string | null => {
  const n = i32(v);
  return n === null ? null : String(n);
};

function propertyAddress(ds: Dataset, row: number): MockAddress {
  const zip = ds.zips.entries[ds.cols.zip[row] ?? 0];
  if (!zip) throw new RangeError(`row ${row} has no zip`);
  const street = `${ds.cols.house[row] ?? 0} ${streetName(ds, ds.cols.street[row] ?? 0)}`;
  return {
    address: `${street}, ${zip.city}, ${zip.state} ${zip.zip}`,
    city: zip.city,
    county: zip.county,
    state: zip.state,
    street,
    zip: zip.zip,
    fips: zip.fips,
  };
}

function mailingAddress(ds: Dataset, row: number, own: MockAddress): MockAddress {
  const o = ds.cols.owner[row] ?? 0;
  const mailZip = ds.owners.mailZip[o] ?? NULL_I32;
  if (ds.cols.mailKind[row] === MAIL_KIND.ownerOccupied || mailZip === NULL_I32) return { ...own };
  const zip = ds.directory.entries[mailZip];
  if (!zip) throw new RangeError(`owner ${o} has no mailing zip`);
  const name = STREET_NAMES[ds.owners.mailStreetName[o] ?? 0] ?? '';
  const suffix = STREET_SUFFIXES[ds.owners.mailSuffix[o] ?? 0] ?? '';
  const street = `${ds.owners.mailHouse[o] ?? 0} ${name} ${suffix}`;
  return {
    address: `${street}, ${zip.city}, ${zip.state} ${zip.zip}`,
    city: zip.city,
    county: zip.county,
    state: zip.state,
    street,
    zip: zip.zip,
    fips: zip.fips,
  };
}

interface OwnerNames {
  owner1FirstName: string | null;
  owner1LastName: string | null;
  owner2FirstName: string | null;
  owner2LastName: string | null;
  companyName: string | null;
}

function ownerNames(ds: Dataset, o: number): OwnerNames {
  const w = ds.owners;
  if (w.kind[o] === OWNER_KIND.corporate) {
    // Public records put an entity's name in the last-name field.
    const company = ds.companyNames[w.company[o] ?? 0] ?? null;
    return {
      owner1FirstName: null,
      owner1LastName: company,
      owner2FirstName: null,
      owner2LastName: null,
      companyName: company,
    };
  }
  const first2 = w.first2[o] ?? NULL_U16;
  const last1 = LAST_NAMES[w.last1[o] ?? 0] ?? null;
  return {
    owner1FirstName: FIRST_NAMES[w.first1[o] ?? 0] ?? null,
    owner1LastName:
      w.kind[o] === OWNER_KIND.trust
        ? `${last1 ?? ''} ${TRUST_WORDS[w.trustWord[o] ?? 0] ?? ''}`
        : last1,
    owner2FirstName: first2 === NULL_U16 ? null : (FIRST_NAMES[first2] ?? null),
    owner2LastName: first2 === NULL_U16 ? null : (LAST_NAMES[w.last2[o] ?? 0] ?? null),
    companyName: null,
  };
}

/** Digits rounded to $5: what a month's rent would be at a ~6.8% gross yield. */
function suggestedRent(value: number, type: number): string | null {
  if (type === PT.LAND || type === PT.OTHER) return null;
  return String(Math.round((value * 0.0068) / 5) * 5);
}

/** What several fields of a row's record are read from, worked out before its literal is written. */
interface RowFacts {
  id: string;
  flags: number;
  type: number;
  owner: number;
  ownerKind: number | undefined;
  mailKind: number | undefined;
  units: number | null;
  value: number;
  equity: number;
  equityPercent: number;
  status: MlsStatus | null;
  mlsActive: boolean;
  mlsPending: boolean;
  floodZone: string | null;
  docType: number | null;
  nb: number;
  names: OwnerNames;
  address: MockAddress;
  // Event flags cover the default 1-year window, the same as a filter without search_range.
  auction: boolean;
  foreclosure: boolean;
  preForeclosure: boolean;
  reo: boolean;
  taxDelinquentYear: number | null;
}

function rowFacts(ds: Dataset, row: number): RowFacts {
  const c = ds.cols;
  const owner = c.owner[row] ?? 0;
  const statusCode = c.mlsStatus[row] ?? 0;
  const status: MlsStatus | null = statusCode === 0 ? null : (MLS_STATUSES[statusCode - 1] ?? null);
  const flood = c.floodZone[row] ?? NULL_U8;
  const windowStart = monthsBefore(ds.nowDay, 12);
  return {
    id: String(FIRST_PROPERTY_ID + row),
    flags: c.flags[row] ?? 0,
    type: c.propertyType[row] ?? PT.SFR,
    owner,
    ownerKind: ds.owners.kind[owner],
    mailKind: c.mailKind[row],
    units: i16(c.units[row]),
    value: c.value[row] ?? 0,
    equity: c.equity[row] ?? 0,
    equityPercent: c.equityPercent[row] ?? 0,
    status,
    mlsActive: status !== null && MLS_ACTIVE.has(status),
    mlsPending: status !== null && MLS_PENDING.has(status),
    floodZone: flood === NULL_U8 ? null : (FLOOD_ZONES[flood] ?? null),
    docType: u8(c.docType[row]),
    nb: c.neighborhood[row] ?? 0,
    names: ownerNames(ds, owner),
    address: propertyAddress(ds, row),
    auction: inWindow(c.auctionDate[row], windowStart, ds.nowDay),
    foreclosure: inWindow(c.foreclosureDate[row], windowStart, ds.nowDay),
    preForeclosure: inWindow(c.preForeclosureDate[row], windowStart, ds.nowDay),
    reo: inWindow(c.reoDate[row], windowStart, ds.nowDay),
    taxDelinquentYear: i16(c.taxDelinquentYear[row]),
  };
}

/** Any sign of distress: an event in the window, a lien, a judgment, vacancy, a death, back taxes. */
function isDistressed(x: RowFacts): boolean {
  const f = x.flags;
  return (
    x.auction ||
    x.foreclosure ||
    x.preForeclosure ||
    x.reo ||
    (f & (FLAG.taxLien | FLAG.judgment | FLAG.vacant | FLAG.death)) !== 0 ||
    x.taxDelinquentYear !== null
  );
}

function neighborhoodOf(ds: Dataset, nb: number): MockPropertyRecord['neighborhood'] {
  const nbs = ds.neighborhoods;
  return {
    center: `POINT(${round6(nbs.lon[nb] ?? 0)} ${round6(nbs.lat[nb] ?? 0)})`,
    id: String(nbs.id[nb] ?? 0),
    name: nbs.name[nb] ?? '',
    type: NEIGHBORHOOD_TYPES[nbs.type[nb] ?? 0] ?? 'neighborhood',
  };
}

const codeOf = <T>(table: readonly T[], v: number | undefined): T | null => {
  const i = u8(v);
  return i === null ? null : (table[i] ?? null);
};

/**
 * The full record of `row`. Throws on a row outside the dataset. Plain properties only (no spread):
 * a spread would turn the large literal into a slow dictionary-mode object. The flags of
 * generated-flags.ts are named in it for the same reason: a property added afterwards gives every
 * record a map of its own.
 */
export function buildRecord(ds: Dataset, row: number): MockPropertyRecord {
  if (!Number.isInteger(row) || row < 0 || row >= ds.count) throw new RangeError(`no row ${row}`);
  const c = ds.cols;
  const x = rowFacts(ds, row);
  const { flags, type, owner: o, status, mlsActive, units, floodZone, docType } = x;
  const id = x.id;
  return {
    id,
    propertyId: id,
    absenteeOwner: x.mailKind !== MAIL_KIND.ownerOccupied,
    adjustableRate: (flags & FLAG.adjustableRate) !== 0,
    airConditioningAvailable: (flags & FLAG.airConditioning) !== 0,
    auction: x.auction,
    basement: (flags & FLAG.basement) !== 0,
    cashBuyer: (flags & FLAG.cashBuyer) !== 0,
    corporateOwned: x.ownerKind === OWNER_KIND.corporate,
    death: (flags & FLAG.death) !== 0,
    distressed: isDistressed(x),
    equity: x.equity > 0,
    floodZone: floodZone !== null,
    foreclosure: x.foreclosure,
    forSale: mlsActive,
    freeClear: (c.mortgageCount[row] ?? 0) === 0,
    garage: (flags & FLAG.garage) !== 0,
    highEquity: x.equityPercent > 39,
    inherited: (flags & FLAG.inherited) !== 0,
    inStateAbsenteeOwner: x.mailKind === MAIL_KIND.inStateAbsentee,
    investorBuyer: (flags & FLAG.investorBuyer) !== 0,
    MFH2to4: units !== null && units >= 2 && units <= 4,
    MFH5plus: units !== null && units >= 5,
    mlsActive,
    mlsCancelled: status !== null && MLS_CANCELLED.has(status),
    mlsFailed: status === 'Expired',
    mlsHasPhotos: (flags & FLAG.mlsHasPhotos) !== 0,
    mlsPending: x.mlsPending,
    mlsSold: status !== null && MLS_SOLD.has(status),
    negativeEquity: x.equity < 0,
    outOfStateAbsenteeOwner: x.mailKind === MAIL_KIND.outOfStateAbsentee,
    ownerOccupied: x.mailKind === MAIL_KIND.ownerOccupied,
    preForeclosure: x.preForeclosure,
    privateLender: (flags & FLAG.privateLender) !== 0,
    reo: x.reo,
    vacant: (flags & FLAG.vacant) !== 0,
    assessedImprovementValue: (c.assessedValue[row] ?? 0) - (c.assessedLand[row] ?? 0),
    assessedLandValue: c.assessedLand[row] ?? 0,
    assessedValue: c.assessedValue[row] ?? 0,
    bathrooms: u8(c.baths[row]),
    bedrooms: u8(c.beds[row]),
    equityPercent: x.equityPercent,
    estimatedEquity: x.equity,
    estimatedValue: x.value,
    lotSquareFeet: i32(c.lotSqft[row]),
    mlsDaysOnMarket: i16(c.mlsDaysOnMarket[row]),
    mlsListingPrice: i32(c.mlsPrice[row]),
    openMortgageBalance: c.mortgageBalance[row] ?? 0,
    propertyUseCode: c.useCode[row] ?? 0,
    roomsCount: u8(c.rooms[row]),
    squareFeet: i32(c.sqft[row]),
    unitsCount: units,
    yearBuilt: i16(c.yearBuilt[row]),
    yearsOwned: i16(c.yearsOwned[row]),
    latitude: c.lat[row] ?? 0,
    longitude: c.lon[row] ?? 0,
    documentType: docType === null ? null : (DOCUMENT_TYPE_ROWS[docType]?.description ?? null),
    documentTypeCode: docType === null ? null : (DOCUMENT_TYPE_ROWS[docType]?.code ?? null),
    floodZoneDescription: floodZone === null ? null : floodZoneDescription(floodZone),
    floodZoneType: floodZone,
    landUse: LAND_USE[type] ?? 'Residential',
    lastSaleAmount: digits(c.lastSaleAmount[row]),
    lastSaleDate: day(c.lastSaleDate[row]),
    lenderName: codeOf(ds.lenders, c.lender[row]),
    medianIncome: String(ds.zips.medianIncome[c.zip[row] ?? 0] ?? 0),
    mlsLastSaleDate: day(c.mlsSaleDate[row]),
    mlsLastStatusDate: day(c.mlsStatusDate[row]),
    mlsListingDate: day(c.mlsListingDate[row]),
    mlsStatus: status,
    mlsType: status === null ? null : (MLS_TYPE_BY_PROPERTY_TYPE[type] ?? null),
    owner1FirstName: x.names.owner1FirstName,
    owner1LastName: x.names.owner1LastName,
    owner2FirstName: x.names.owner2FirstName,
    owner2LastName: x.names.owner2LastName,
    propertyType: PROPERTY_TYPES[type] ?? 'OTHER',
    propertyUse: USE_DESCRIPTION.get(c.useCode[row] ?? 0) ?? 'Unknown',
    suggestedRent: suggestedRent(x.value, type),
    lastMortgage1Amount: i32(c.lastMortgage1[row]),
    listingAmount: mlsActive || x.mlsPending ? i32(c.mlsPrice[row]) : null,
    rentAmount: i32(c.rentAmount[row]),
    address: x.address,
    mailAddress: mailingAddress(ds, row, x.address),
    neighborhood: neighborhoodOf(ds, x.nb),

    apn: formatApn(c.apn[row] ?? 0),
    companyName: x.names.companyName,
    parcelAccountNumber: formatParcel(c.parcel[row] ?? 0),
    censusTract: formatTract(ds.neighborhoods.tract[x.nb] ?? 0),
    censusBlock: String(c.censusBlock[row] ?? 0),
    censusBlockGroup: String(c.censusBlockGroup[row] ?? 0),
    stories: u8(c.stories[row]),
    poolArea: i16(c.poolArea[row]),
    deckArea: i16(c.deckArea[row]),
    pool: (flags & FLAG.pool) !== 0,
    deck: (flags & FLAG.deck) !== 0,
    patio: (flags & FLAG.patio) !== 0,
    attic: (flags & FLAG.attic) !== 0,
    carport: (flags & FLAG.carport) !== 0,
    rvParking: (flags & FLAG.rvParking) !== 0,
    featureBalcony: (flags & FLAG.balcony) !== 0,
    fireSprinklers: (flags & FLAG.fireSprinklers) !== 0,
    hoa: (flags & FLAG.hoa) !== 0,
    breezeway: hasGeneratedFlag(flags, 'breezeway'),
    constructionType: codeOf(CONSTRUCTION_VALUES, c.construction[row]),
    roofConstructionCode: i16(c.roofConstruction[row]),
    roofMaterialCode: i16(c.roofMaterial[row]),
    sewage: codeOf(SEWAGE_VALUES, c.sewage[row]),
    waterSource: codeOf(WATER_SOURCE_VALUES, c.waterSource[row]),
    loanTypeCodeFirst: loanType(c.loanType1[row]),
    loanTypeCodeSecond: loanType(c.loanType2[row]),
    loanTypeCodeThird: loanType(c.loanType3[row]),
    assumable: (flags & FLAG.assumable) !== 0,
    quitClaim: (flags & FLAG.quitClaim) !== 0,
    judgment: (flags & FLAG.judgment) !== 0,
    taxLien: (flags & FLAG.taxLien) !== 0,
    taxDelinquentYear: x.taxDelinquentYear,
    trustOwned: x.ownerKind === OWNER_KIND.trust,
    individualOwned: x.ownerKind === OWNER_KIND.individual,
    lastSaleArmsLength: (flags & FLAG.lastSaleArmsLength) !== 0,
    priorOwnerIndividual: (flags & FLAG.priorOwnerIndividual) !== 0,
    priorOwnerMonthsOwned: i16(c.priorOwnerMonths[row]),
    propertiesOwned: ds.owners.propertiesOwned[o] ?? 1,
    portfolioValue: ds.owners.portfolioValue[o] ?? 0,
    portfolioEquity: ds.owners.portfolioEquity[o] ?? 0,
    portfolioMortgageBalance: ds.owners.portfolioMortgageBalance[o] ?? 0,
    portfolioPurchasedLast6: ds.owners.purchasedLast6[o] ?? 0,
    portfolioPurchasedLast12: ds.owners.purchasedLast12[o] ?? 0,
    ltv: c.ltv[row] ?? 0,
    auctionDate: day(c.auctionDate[row]),
    foreclosureDate: day(c.foreclosureDate[row]),
    noticeType: NOTICE_TYPES[(c.noticeType[row] ?? 0) - 1] ?? null,
    preForeclosureDate: day(c.preForeclosureDate[row]),
    reoDate: day(c.reoDate[row]),
    documentDate: day(c.docDate[row]),
    lastUpdateDate: isoFromDay(c.lastUpdate[row] ?? ds.nowDay),
    mlsStandardStatus: status,
    mlsListingId: mlsListingIdOfRow(ds, row),
  };
}

/** Row of a property id, or -1 when the id is not in the dataset. */
export function rowOfId(ds: Dataset, id: number): number {
  const row = id - FIRST_PROPERTY_ID;
  return Number.isInteger(row) && row >= 0 && row < ds.count ? row : -1;
}
