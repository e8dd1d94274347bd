// Builds one MLS record with the vendor's v3 section names (reference-shapes catalog) on demand:
// only the sections a request selects, ROOT's scalars at the record's root.
import { ROOT_SECTION, type MlsSectionName } from '../../src/api/contract/mls-catalog';
import { ROOF_MATERIAL_ROWS, SEWAGE_VALUES, WATER_SOURCE_VALUES } from '../data/code-tables';
import { FIRST_NAMES, LAST_NAMES, STREET_NAMES } from '../data/name-lists';
import { civilOfDay, yearOfDay } from '../dataset/dates';
import { formatApn, streetName, titleCase } from '../dataset/format';
import { Rng } from '../dataset/prng';
import {
  FLAG,
  FLOOD_ZONES,
  MAIL_KIND,
  MLS_TYPE_BY_PROPERTY_TYPE,
  NULL_I16,
  NULL_I32,
  NULL_U8,
  OWNER_KIND,
  PT,
  TRUST_WORDS,
  type Dataset,
  type MlsStatus,
} from '../dataset/types';
import { taxAmountOf } from './boards';
import { hash32, propertyIdOfRow } from './listing-ids';
import { listingFacts, type ListingFacts } from './listing-facts';
import type { MlsStore } from './mls-store';
import { OFFICES_PER_BOARD, officeOfAgent, type MlsAgent, type MlsOffice } from './people';
import { photoLinks } from './photos';

/** Which sections a response carries: a whole section, or some of its fields. */
export type SectionSelection = ReadonlyMap<MlsSectionName, 'all' | ReadonlySet<string>>;

type Json = Record<string, unknown>;

const CUSTOM_STATUS: Readonly<Record<MlsStatus, readonly string[]>> = {
  Active: ['Active', 'Active', 'New'],
  'Coming Soon': ['Coming Soon'],
  Pending: ['Pending', 'Pending - Taking Backups'],
  Contingent: ['Contingent', 'Active Contingent'],
  'Active Under Contract': ['Active Under Contract', 'Active Option Contract'],
  Closed: ['Closed'],
  Sold: ['Sold'],
  Expired: ['Expired'],
  Canceled: ['Canceled', 'Withdrawn'],
  'Off Market': ['Off Market', 'Temporarily Off Market'],
};

const UNDER_CONTRACT: ReadonlySet<MlsStatus> = new Set([
  'Pending',
  'Contingent',
  'Active Under Contract',
  'Closed',
  'Sold',
]);
const SHOWING: ReadonlySet<MlsStatus> = new Set(['Active', 'Coming Soon']);

const SALT = {
  root: 0x11,
  structure: 0x12,
  features: 0x13,
  schools: 0x14,
  media: 0x15,
  listingAgent: 0x16,
  cosellingAgent: 0x17,
  openHouses: 0x18,
  remarks: 0x19,
  priceCut: 0x1a,
  colistingAgent: 0x1b,
  hoa: 0x1c,
} as const;

const APPLIANCES = [
  'Dishwasher',
  'Disposal',
  'Microwave',
  'Range',
  'Refrigerator',
  'Washer',
  'Dryer',
  'Gas Range',
  'Wine Refrigerator',
];
const COOLING = ['Central Air', 'Ceiling Fan(s), Central Air', 'Heat Pump'];
const HEATING = ['Central', 'Forced Air', 'Natural Gas', 'Electric', 'Heat Pump'];
const FLOORING = [
  'Carpet, Tile',
  'Hardwood',
  'Laminate, Tile',
  'Luxury Vinyl',
  'Wood, Tile',
  'Concrete',
];
const ZONING = ['R-1', 'R-3', 'AG', 'R-4', 'MH', 'C-2'];
const OPEN_HOUSE_REMARKS = [
  'Come see this home!',
  'Light refreshments served.',
  'No appointment needed.',
  'Hosted by the listing agent.',
];
const REMARK_OPENERS = [
  'Welcome home to this',
  'Charming',
  'Beautifully updated',
  'Move-in ready',
  'Spacious',
  'Well-kept',
];
const SCHOOL_WORDS = [
  'Central',
  'North',
  'South',
  'East',
  'West',
  'Lakeside',
  'Valley',
  'Heritage',
];

function pick<T>(rng: Rng, list: readonly T[], fallback: T): T {
  return list[Math.floor(rng.next() * list.length)] ?? fallback;
}

const orNull = (v: number | undefined, sentinel: number): number | null =>
  v === undefined || v === sentinel ? null : v;

/** Per-listing state shared by the section builders of one record. */
class RecordContext {
  readonly facts: ListingFacts;
  readonly row: number;
  private cutCache: PriceCut | null | undefined;

  constructor(
    readonly mls: MlsStore,
    index: number,
    readonly origin: string,
  ) {
    this.facts = listingFacts(mls.ix, index);
    this.row = this.facts.row;
  }

  rng(salt: number): Rng {
    return new Rng(hash32(this.mls.ds.seed ^ (salt << 20), this.facts.listingId));
  }

  get zip() {
    const entry = this.mls.ds.zips.entries[this.mls.ds.cols.zip[this.row] ?? 0];
    if (!entry) throw new RangeError(`row ${this.row} has no zip`);
    return entry;
  }

  get type(): number {
    return this.mls.ds.cols.propertyType[this.row] ?? PT.SFR;
  }

  has(bit: number): boolean {
    return ((this.mls.ds.cols.flags[this.row] ?? 0) & bit) !== 0;
  }

  /**
   * The price cut since listing, if any: only when there was time for it before the last status
   * change. ROOT's originalListingPrice and priceChangeTimestamp and the priceChangeHistory agree.
   */
  get cut(): PriceCut | null {
    if (this.cutCache !== undefined) return this.cutCache;
    const f = this.facts;
    const rng = this.rng(SALT.priceCut);
    if (f.statusDay - f.listDay <= 14 || !rng.chance(0.3)) return (this.cutCache = null);
    const share = rng.range(0.02, 0.08);
    this.cutCache = {
      day: rng.int(f.listDay + 7, f.statusDay - 1),
      originalPrice: Math.round(f.listingPrice / (1 - share) / 1000) * 1000,
    };
    return this.cutCache;
  }

  get reduced(): boolean {
    return this.cut !== null;
  }
}

interface PriceCut {
  day: number;
  originalPrice: number;
}

/** YYYY-MM-DD without a Date: records carry several dates and bulk answers build thousands. */
function isoFromDay(day: number): string {
  const ymd = civilOfDay(day);
  const m = Math.floor(ymd / 100) % 100;
  const d = ymd % 100;
  return `${Math.floor(ymd / 10_000)}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
}

function timestamp(day: number, rng: Rng): string {
  const hh = String(rng.int(8, 19)).padStart(2, '0');
  const mm = String(rng.int(0, 59)).padStart(2, '0');
  return `${isoFromDay(day)}T${hh}:${mm}:00Z`;
}

/** ROOT: the record's root-level scalars. */
function rootScalars(ctx: RecordContext): Json {
  const f = ctx.facts;
  const rng = ctx.rng(SALT.root);
  const cut = ctx.cut;
  const soldPrice =
    f.saleDay === null ? null : Math.round((f.listingPrice * rng.range(0.95, 1.04)) / 100) * 100;
  const sqft = orNull(ctx.mls.ds.cols.sqft[ctx.row], NULL_I32);
  return {
    listingId: f.listingId,
    mlsNumber: f.mlsNumber,
    mlsBoardCode: f.boardCode,
    standardStatus: f.status,
    customStatus: pick(rng, CUSTOM_STATUS[f.status], f.status),
    listingPrice: f.listingPrice,
    originalListingPrice: cut ? cut.originalPrice : f.listingPrice,
    daysOnMarket: f.daysOnMarket,
    listingContractDate: isoFromDay(f.listDay),
    modificationTimestamp: timestamp(f.statusDay, rng),
    priceChangeTimestamp: cut ? timestamp(cut.day, rng) : null,
    soldDate: f.saleDay === null ? null : isoFromDay(f.saleDay),
    soldPrice,
    pricePerSqFt: sqft ? Math.round(f.listingPrice / sqft) : null,
    // .example never resolves (RFC 2606): the mock links nowhere on the internet.
    url: `https://mls.example/${f.boardCode}/${f.mlsNumber}`,
    hasPhotos: f.hasPhotos,
  };
}

function remarks(ctx: RecordContext): string {
  const c = ctx.mls.ds.cols;
  const rng = ctx.rng(SALT.remarks);
  const nb = ctx.mls.ds.neighborhoods.name[c.neighborhood[ctx.row] ?? 0] ?? 'the neighborhood';
  const city = ctx.zip.city;
  const lot = orNull(c.lotSqft[ctx.row], NULL_I32);
  if (ctx.type === PT.LAND) {
    const acres =
      lot === null ? 'Level' : `${Math.max(0.1, Math.round((lot / 43_560) * 10) / 10)}-acre`;
    return `${acres} lot in ${nb}, ${city}. Utilities nearby; bring your builder and your plans.`;
  }
  const beds = orNull(c.beds[ctx.row], NULL_U8);
  const baths = orNull(c.baths[ctx.row], NULL_U8);
  const units = orNull(c.units[ctx.row], NULL_I16);
  const parts: string[] = [];
  if (ctx.type === PT.MFR && units !== null && units > 1) {
    parts.push(`${units}-unit income property in ${nb}, ${city}, with long-term tenants in place.`);
  } else {
    const noun =
      ctx.type === PT.CONDO ? 'condo' : ctx.type === PT.MOBILE ? 'manufactured home' : 'home';
    const size = beds !== null && baths !== null ? ` ${beds}-bedroom, ${baths}-bath` : '';
    parts.push(`${pick(rng, REMARK_OPENERS, 'Charming')}${size} ${noun} in ${nb}, ${city}.`);
  }
  if (ctx.has(FLAG.pool)) parts.push('Sparkling pool and a shaded patio out back.');
  if (ctx.has(FLAG.garage)) parts.push('Attached garage with storage.');
  if (ctx.has(FLAG.basement)) parts.push('Finished basement adds flexible living space.');
  parts.push(
    pick(
      rng,
      [
        'Updated kitchen with stone counters.',
        'Open floor plan and lots of natural light.',
        'Fresh paint and new fixtures throughout.',
      ],
      '',
    ),
  );
  if (!ctx.facts.linked) parts.push('New construction: builder warranty included.');
  if (ctx.reduced && SHOWING.has(ctx.facts.status)) parts.push('Price improved!');
  return parts.join(' ');
}

function addressSection(ctx: RecordContext): Json {
  const zip = ctx.zip;
  const street = streetName(ctx.mls.ds, ctx.mls.ds.cols.street[ctx.row] ?? 0);
  return {
    unparsedAddress: `${ctx.facts.house} ${street}, ${zip.city}, ${zip.state} ${zip.zip}`,
    streetNumber: String(ctx.facts.house),
    streetName: street,
    city: zip.city,
    countyOrParish: zip.county,
    stateOrProvince: zip.state,
    zipCode: zip.zip,
  };
}

function subType(ctx: RecordContext, rng: Rng): string {
  switch (ctx.type) {
    case PT.MFR: {
      const units = orNull(ctx.mls.ds.cols.units[ctx.row], NULL_I16) ?? 2;
      return units === 2
        ? 'Duplex'
        : units === 3
          ? 'Triplex'
          : units === 4
            ? 'Quadruplex'
            : 'Multi Family';
    }
    case PT.LAND:
      return 'Unimproved Land';
    case PT.CONDO:
      return rng.chance(0.6) ? 'Condominium' : 'Townhouse';
    case PT.MOBILE:
      return 'Manufactured Home';
    case PT.OTHER:
      return 'Commercial';
    default:
      return 'Single Family Residence';
  }
}

function floodZone(ctx: RecordContext): string | null {
  const z = ctx.mls.ds.cols.floodZone[ctx.row] ?? NULL_U8;
  return z === NULL_U8 ? null : (FLOOD_ZONES[z] ?? null);
}

/** Roof material code → description as MLS records write it; the "unknown" rows have none. */
const ROOF_BY_CODE: ReadonlyMap<number, string> = new Map(
  ROOF_MATERIAL_ROWS.filter((r) => !/unknown/i.test(r.description)).map((r) => [
    r.code,
    titleCase(r.description),
  ]),
);

function roofOf(code: number | undefined): string | null {
  return code === undefined ? null : (ROOF_BY_CODE.get(code) ?? null);
}

function taxAmount(ctx: RecordContext): number {
  return taxAmountOf(ctx.zip.state, ctx.mls.ds.cols.assessedValue[ctx.row] ?? 0);
}

/**
 * listingDetails: size, rooms, type and place, then features, utilities, zoning and tax (the
 * vendor has no homeDetails section in v3, so those live here too). One object literal: building
 * it from two spread halves made 1000-record bulk answers several times slower.
 */
function listingDetailsSection(ctx: RecordContext): Json {
  const c = ctx.mls.ds.cols;
  const row = ctx.row;
  const rng = ctx.rng(SALT.structure);
  const features = ctx.rng(SALT.features);
  const land = ctx.type === PT.LAND;
  const sqft = orNull(c.sqft[row], NULL_I32);
  const zone = floodZone(ctx) ?? '';
  const waterfront = zone.startsWith('V') ? 0.6 : zone === 'AE' ? 0.2 : 0.02;
  // An unlinked listing is new construction on the lot next door: the neighbour's plan, this year's build.
  const yearBuilt = ctx.facts.linked
    ? orNull(c.yearBuilt[row], NULL_I16)
    : yearOfDay(ctx.facts.listDay);
  const nudge = ctx.facts.linked ? 0 : 0.00012;
  const lot = orNull(c.lotSqft[row], NULL_I32);
  const sewage = c.sewage[row] ?? NULL_U8;
  const water = c.waterSource[row] ?? NULL_U8;
  return {
    beds: orNull(c.beds[row], NULL_U8),
    baths: orNull(c.baths[row], NULL_U8),
    bathsHalf: sqft === null ? null : rng.chance(sqft > 1_800 ? 0.55 : 0.2) ? 1 : 0,
    livingArea: sqft,
    lotSizeSquareFeet: lot,
    lotSizeAcres: lot === null ? null : Math.round((lot / 43_560) * 100) / 100,
    yearBuilt: land ? null : yearBuilt,
    stories: orNull(c.stories[row], NULL_U8),
    propertyType: MLS_TYPE_BY_PROPERTY_TYPE[ctx.type] ?? 'Residential',
    propertySubType: subType(ctx, rng),
    subdivisionName: ctx.mls.ds.neighborhoods.name[c.neighborhood[row] ?? 0] ?? null,
    latitude: Math.round(((c.lat[row] ?? 0) + nudge) * 1e6) / 1e6,
    longitude: Math.round(((c.lon[row] ?? 0) + nudge) * 1e6) / 1e6,
    garageSpaces: land ? null : ctx.has(FLAG.garage) ? rng.int(1, 3) : 0,
    hasPool: ctx.has(FLAG.pool),
    hasBasement: ctx.has(FLAG.basement),
    isWaterfront: rng.chance(waterfront),
    appliances: land
      ? []
      : APPLIANCES.filter((_, i) => (i < 5 ? features.chance(0.85) : features.chance(0.3))),
    cooling: land
      ? null
      : ctx.has(FLAG.airConditioning)
        ? pick(features, COOLING, 'Central Air')
        : 'None',
    heating: land ? null : pick(features, HEATING, 'Central'),
    flooring: land ? null : pick(features, FLOORING, 'Carpet, Tile'),
    roof: land ? null : roofOf(c.roofMaterial[row]),
    sewer: sewage === NULL_U8 ? null : (SEWAGE_VALUES[sewage] ?? null),
    waterSource: water === NULL_U8 ? null : (WATER_SOURCE_VALUES[water] ?? null),
    zoning: ZONING[ctx.type] ?? 'R-1',
    taxAmount: taxAmount(ctx),
  };
}

/** Schools follow the neighbourhood (elementary) and the zip (middle, high), so neighbours share them. */
function schoolsSection(ctx: RecordContext): Json {
  const ds = ctx.mls.ds;
  const nb = ds.cols.neighborhood[ctx.row] ?? 0;
  const zipIdx = ds.cols.zip[ctx.row] ?? 0;
  const elementary = new Rng(hash32(ds.seed ^ (SALT.schools << 20), nb));
  const secondary = new Rng(hash32(ds.seed ^ (SALT.schools << 21), zipIdx));
  const zip = ctx.zip;
  return {
    elementarySchool: `${pick(elementary, LAST_NAMES, 'Lincoln')} Elementary School`,
    middleOrJuniorSchool: `${pick(secondary, STREET_NAMES, 'Oak')} Middle School`,
    highSchool: `${zip.city} ${pick(secondary, SCHOOL_WORDS, 'Central')} High School`,
    schoolDistrict: zip.state === 'TX' ? `${zip.city} ISD` : `${zip.county} County Public Schools`,
  };
}

/** 3–12 photos for a listing with photos, none without (more would only fatten 1000-record bulk answers). */
export function photosCountOf(seed: number, facts: ListingFacts): number {
  return facts.hasPhotos ? 3 + (hash32(seed ^ (SALT.media << 20), facts.listingId) % 10) : 0;
}

function mediaSection(ctx: RecordContext): Json {
  const id = ctx.facts.listingId;
  const count = photosCountOf(ctx.mls.ds.seed, ctx.facts);
  const photosList = photoLinks(ctx.origin, id, count);
  return {
    primaryListingImageUrl: photosList[0]?.midRes ?? null,
    photosCount: count,
    photosList,
  };
}

function listingAgentNumber(ctx: RecordContext): number {
  const board = ctx.mls.ix.board[ctx.facts.index] ?? 0;
  return (
    hash32(ctx.mls.ds.seed ^ (SALT.listingAgent << 20), ctx.facts.listingId) %
    ctx.mls.agentsOf(board)
  );
}

/** The buyer's-side agent: only once a listing is under contract or sold. */
function cosellingAgentNumber(ctx: RecordContext): number | null {
  if (!UNDER_CONTRACT.has(ctx.facts.status)) return null;
  const board = ctx.mls.ix.board[ctx.facts.index] ?? 0;
  return (
    hash32(ctx.mls.ds.seed ^ (SALT.cosellingAgent << 20), ctx.facts.listingId) %
    ctx.mls.agentsOf(board)
  );
}

/** A second listing agent on about one listing in five: a colleague from the same office. */
function colistingAgentNumber(ctx: RecordContext): number | null {
  const h = hash32(ctx.mls.ds.seed ^ (SALT.colistingAgent << 20), ctx.facts.listingId);
  if (h % 5 !== 0) return null;
  const board = ctx.mls.ix.board[ctx.facts.index] ?? 0;
  const agents = ctx.mls.agentsOf(board);
  // Agents belong to offices round-robin (officeOfAgent): one office-count further is a colleague.
  const colleague = listingAgentNumber(ctx) + OFFICES_PER_BOARD;
  return colleague < agents ? colleague : null;
}

function agent(ctx: RecordContext, n: number | null): MlsAgent | null {
  return n === null ? null : ctx.mls.agent(ctx.mls.ix.board[ctx.facts.index] ?? 0, n);
}

function office(ctx: RecordContext, n: number | null): MlsOffice | null {
  return n === null
    ? null
    : ctx.mls.office(ctx.mls.ix.board[ctx.facts.index] ?? 0, officeOfAgent(n));
}

/** Upcoming weekend afternoons, for listings still being shown. */
function openHousesSection(ctx: RecordContext): Json[] {
  if (!SHOWING.has(ctx.facts.status)) return [];
  const rng = ctx.rng(SALT.openHouses);
  const count = rng.chance(0.4) ? 0 : rng.chance(0.65) ? 1 : 2;
  const out: Json[] = [];
  for (let day = ctx.mls.ds.nowDay + 1; out.length < count; day++) {
    const weekday = (((day + 4) % 7) + 7) % 7; // 0 = Sunday; day 0 (1970-01-01) was a Thursday
    if (weekday !== 0 && weekday !== 6) continue;
    const start = rng.int(11, 14);
    out.push({
      date: isoFromDay(day),
      startTime: `${start}:00`,
      endTime: `${start + rng.int(2, 3)}:00`,
      remarks: pick(rng, OPEN_HOUSE_REMARKS, ''),
    });
  }
  return out;
}

/** Under-contract and sale steps follow the listing's own dates (listing-facts). */
function statusChangeHistorySection(ctx: RecordContext): Json[] {
  const f = ctx.facts;
  const first = f.status === 'Coming Soon' ? 'Coming Soon' : 'Active';
  const out: Json[] = [{ date: isoFromDay(f.listDay), previousStatus: null, newStatus: first }];
  if (f.status === first) return out;
  if (f.saleDay !== null) {
    const contractDay = Math.max(f.listDay, Math.min(f.listDay + f.daysOnMarket, f.saleDay - 1));
    out.push({ date: isoFromDay(contractDay), previousStatus: first, newStatus: 'Pending' });
    out.push({ date: isoFromDay(f.saleDay), previousStatus: 'Pending', newStatus: f.status });
    return out;
  }
  out.push({ date: isoFromDay(f.statusDay), previousStatus: first, newStatus: f.status });
  return out;
}

function priceChangeHistorySection(ctx: RecordContext): Json[] {
  const cut = ctx.cut;
  if (!cut) return [];
  return [
    {
      date: isoFromDay(cut.day),
      previousPrice: cut.originalPrice,
      newPrice: ctx.facts.listingPrice,
    },
  ];
}

/** Condos nearly always have an association, houses sometimes, land and the rest rarely. */
function hoaSection(ctx: RecordContext): Json {
  const rng = ctx.rng(SALT.hoa);
  const share = ctx.type === PT.CONDO ? 0.95 : ctx.type === PT.SFR ? 0.3 : 0.1;
  if (!rng.chance(share)) {
    return { associationFee: null, associationFeeFrequency: null, associationName: null };
  }
  const nb = ctx.mls.ds.neighborhoods.name[ctx.mls.ds.cols.neighborhood[ctx.row] ?? 0];
  const monthly = ctx.type === PT.CONDO || rng.chance(0.6);
  return {
    associationFee: monthly
      ? rng.int(ctx.type === PT.CONDO ? 18 : 3, 60) * 10
      : rng.int(30, 150) * 10,
    associationFeeFrequency: monthly ? 'Monthly' : 'Annually',
    associationName: `${nb ?? ctx.zip.city} ${pick(rng, ['HOA', 'Owners Association', 'Community Association'], 'HOA')}`,
  };
}

/** Notes on how the mock derives its computed values (the vendor's section is free-form). */
const DATA_ASSUMPTIONS: Json = {
  pricePerSqFt: 'listingPrice divided by listingDetails.livingArea, rounded to whole dollars',
  daysOnMarket:
    'days from listingContractDate to the latest status change, or to today while showing',
  taxAmount: "estimated from the assessed value and the state's average property tax rate",
};

const NO_PUBLIC_RECORD: Json = {
  apn: null,
  assessorId: null,
  estimatedValue: null,
  estimatedEquity: null,
  equityPercent: null,
  lastSaleDate: null,
  lastSaleAmount: null,
  ownerOccupied: null,
  absenteeOwner: null,
  owner1FullName: null,
  taxAmount: null,
};

/**
 * Owner 1 as one line, the way the search record's owner1FirstName + owner1LastName (or
 * companyName) read; read off the owner table instead of building the whole search record.
 */
function owner1FullName(ds: Dataset, row: number): string | null {
  const w = ds.owners;
  const o = ds.cols.owner[row] ?? 0;
  if (w.kind[o] === OWNER_KIND.corporate) return ds.companyNames[w.company[o] ?? 0] ?? null;
  const first = FIRST_NAMES[w.first1[o] ?? 0] ?? '';
  const last = LAST_NAMES[w.last1[o] ?? 0] ?? '';
  const trust = w.kind[o] === OWNER_KIND.trust ? ` ${TRUST_WORDS[w.trustWord[o] ?? 0] ?? ''}` : '';
  return `${first} ${last}${trust}`.trim() || null;
}

/** The public-record block of a property row (reference-shapes `public`). */
export function publicBlock(mls: MlsStore, row: number): Json {
  const ds = mls.ds;
  const c = ds.cols;
  const sale = c.lastSaleDate[row] ?? NULL_I32;
  const amount = c.lastSaleAmount[row] ?? NULL_I32;
  const ownerOccupied = c.mailKind[row] === MAIL_KIND.ownerOccupied;
  const state = ds.zips.entries[c.zip[row] ?? 0]?.state ?? '';
  return {
    apn: formatApn(c.apn[row] ?? 0),
    assessorId: propertyIdOfRow(row),
    estimatedValue: c.value[row] ?? null,
    estimatedEquity: c.equity[row] ?? null,
    equityPercent: c.equityPercent[row] ?? null,
    lastSaleDate: sale === NULL_I32 ? null : isoFromDay(sale),
    lastSaleAmount: amount === NULL_I32 ? null : String(amount),
    ownerOccupied,
    absenteeOwner: !ownerOccupied,
    owner1FullName: owner1FullName(ds, row),
    taxAmount: taxAmountOf(state, c.assessedValue[row] ?? 0),
  };
}

const BUILDERS: Readonly<Record<MlsSectionName, (ctx: RecordContext) => unknown>> = {
  ROOT: rootScalars,
  address: addressSection,
  listingDetails: listingDetailsSection,
  agentRemarks: (ctx) => ({ publicRemarks: remarks(ctx) }),
  listingAgent: (ctx) => agent(ctx, listingAgentNumber(ctx)),
  listingOffice: (ctx) => office(ctx, listingAgentNumber(ctx)),
  colistingAgent: (ctx) => agent(ctx, colistingAgentNumber(ctx)),
  colistingOffice: (ctx) => office(ctx, colistingAgentNumber(ctx)),
  cosellingAgent: (ctx) => agent(ctx, cosellingAgentNumber(ctx)),
  cosellingOffice: (ctx) => office(ctx, cosellingAgentNumber(ctx)),
  media: mediaSection,
  priceChangeHistory: priceChangeHistorySection,
  statusChangeHistory: statusChangeHistorySection,
  schools: schoolsSection,
  hoa: hoaSection,
  openHouses: openHousesSection,
  dataAssumptions: () => ({ ...DATA_ASSUMPTIONS }),
  // A listing linked to no property has no public record: the block keeps its shape, all null.
  public: (ctx) => (ctx.facts.linked ? publicBlock(ctx.mls, ctx.row) : { ...NO_PUBLIC_RECORD }),
};

function pickFields(value: unknown, fields: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => pickFields(item, fields));
  if (value === null || typeof value !== 'object') return value;
  const out: Json = {};
  for (const [k, v] of Object.entries(value)) if (fields.has(k)) out[k] = v;
  return out;
}

/** The record of listing `index` with the selected sections, in catalog order; ROOT's scalars sit at the root. */
export function buildListingRecord(
  mls: MlsStore,
  index: number,
  selection: SectionSelection,
  origin: string,
): Json {
  const ctx = new RecordContext(mls, index, origin);
  const out: Json = {};
  for (const [section, fields] of selection) {
    const full = BUILDERS[section](ctx);
    const picked = fields === 'all' ? full : pickFields(full, fields);
    if (section === ROOT_SECTION) Object.assign(out, picked);
    else out[section] = picked;
  }
  return out;
}
