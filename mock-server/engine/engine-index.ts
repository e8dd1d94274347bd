// Indexes the engine builds once per dataset: kd-tree over points, lead bits per row (flag-bits.ts), text lookups.
import KDBush from 'kdbush';
import { STREET_DIRECTIONS, STREET_NAMES, STREET_SUFFIXES } from '../data/name-lists';
import { monthsBefore } from '../dataset/dates';
import {
  MAIL_KIND,
  MLS_STATUSES,
  NULL_I16,
  NULL_I32,
  NULL_U8,
  OWNER_KIND,
  type Dataset,
  type MlsStatus,
} from '../dataset/types';
import { FLAG_LEAD_COPIES, LEAD } from './flag-bits';
import { normalizeAddressText } from './text-normalize';

const statusBit = (s: MlsStatus): number => {
  switch (s) {
    case 'Active':
    case 'Coming Soon':
      return LEAD.mlsActive;
    case 'Pending':
    case 'Contingent':
    case 'Active Under Contract':
      return LEAD.mlsPending;
    case 'Closed':
    case 'Sold':
      return LEAD.mlsSold;
    case 'Canceled':
    case 'Expired':
      return LEAD.mlsCancelled;
    default:
      return 0;
  }
};

export interface EngineIndex {
  ds: Dataset;
  /** kd-tree over (lon, lat); item i is row i. */
  points: KDBush;
  lead: Uint32Array;
  /** Zip table index by 5-digit zip. */
  zipByCode: ReadonlyMap<string, number>;
  /** Lower-cased city, county and state code per zip; normalized "city st zip" tail per zip. */
  zipCity: readonly string[];
  zipCounty: readonly string[];
  zipState: readonly string[];
  zipStateName: readonly string[];
  zipAddressTail: readonly string[];
  /** Street name index by normalized name ("martin luther king"). */
  streetNameByNorm: ReadonlyMap<string, number>;
  directionByToken: ReadonlyMap<string, number>;
  suffixByToken: ReadonlyMap<string, number>;
  /** Normalized "city st", "county st" and "county county st" per zip, for title searches. */
  zipCityState: readonly string[];
  zipCountyState: readonly string[];
  zipCountyWordState: readonly string[];
  /** Street-table index range [start, end) of each zip (streets are stored zip by zip). */
  zipStreetStart: Int32Array;
  zipStreetEnd: Int32Array;
  /** Lower-cased and normalized neighborhood names. */
  nbName: readonly string[];
  nbNameNorm: readonly string[];
  /** Scratch buffer for match lists (the engine is synchronous, so one suffices). */
  scratch: Int32Array;
  /** Scratch buffer for kd-tree hits, allocated on first use. */
  geoScratch: () => Int32Array;
  /** Scratch buffers for the summary's medians, allocated on first use. */
  summaryPrices: () => Int32Array;
  summaryDoms: () => Int32Array;
}

export function buildEngineIndex(ds: Dataset): EngineIndex {
  const n = ds.count;
  const c = ds.cols;
  const points = new KDBush(n, 64, Float64Array);
  for (let row = 0; row < n; row++) points.add(c.lon[row] ?? 0, c.lat[row] ?? 0);
  points.finish();

  const start1y = monthsBefore(ds.nowDay, 12);
  const now = ds.nowDay;
  const inYear = (d: number): boolean => d !== NULL_I32 && d >= start1y && d <= now;
  const statusBits = [0, ...MLS_STATUSES.map(statusBit)];
  const lead = new Uint32Array(n);
  const kinds = ds.owners.kind;
  for (let row = 0; row < n; row++) {
    let b = 0;
    const mail = c.mailKind[row];
    if (mail === MAIL_KIND.ownerOccupied) b |= LEAD.ownerOccupied;
    else
      b |=
        LEAD.absentee |
        (mail === MAIL_KIND.inStateAbsentee ? LEAD.inStateAbsentee : LEAD.outOfStateAbsentee);
    const kind = kinds[c.owner[row] as number];
    b |=
      kind === OWNER_KIND.corporate
        ? LEAD.corporate
        : kind === OWNER_KIND.trust
          ? LEAD.trust
          : LEAD.individual;
    if ((c.equityPercent[row] as number) > 39) b |= LEAD.highEquity;
    if (c.mortgageCount[row] === 0) b |= LEAD.freeClear;
    const units = c.units[row] as number;
    if (units !== NULL_I16 && units >= 2) b |= units <= 4 ? LEAD.mfh2to4 : LEAD.mfh5plus;
    if (c.floodZone[row] !== NULL_U8) b |= LEAD.floodZone;
    b |= statusBits[c.mlsStatus[row] as number] ?? 0;
    if (inYear(c.auctionDate[row] as number)) b |= LEAD.auction1y;
    if (inYear(c.preForeclosureDate[row] as number)) b |= LEAD.preForeclosure1y;
    if (inYear(c.reoDate[row] as number)) b |= LEAD.reo1y;
    const f = c.flags[row] as number;
    for (const copy of FLAG_LEAD_COPIES) if (f & copy.flag) b |= copy.lead;
    lead[row] = b;
  }

  const zips = ds.zips.entries;
  let prices: Int32Array | undefined;
  let geoHits: Int32Array | undefined;
  let doms: Int32Array | undefined;
  return {
    ds,
    points,
    lead,
    zipByCode: new Map(zips.map((z, i) => [z.zip, i] as const)),
    zipCity: zips.map((z) => z.city.toLowerCase()),
    zipCounty: zips.map((z) => z.county.toLowerCase()),
    zipState: zips.map((z) => z.state.toLowerCase()),
    zipStateName: zips.map((z) => (ds.directory.stateNames.get(z.state) ?? '').toLowerCase()),
    zipAddressTail: zips.map((z) => normalizeAddressText(`${z.city}, ${z.state} ${z.zip}`)),
    streetNameByNorm: new Map(STREET_NAMES.map((s, i) => [normalizeAddressText(s), i] as const)),
    directionByToken: new Map(STREET_DIRECTIONS.map((d, i) => [d.toLowerCase(), i] as const)),
    suffixByToken: new Map(STREET_SUFFIXES.map((s, i) => [s.toLowerCase(), i] as const)),
    zipCityState: zips.map((z) => normalizeAddressText(`${z.city}, ${z.state}`)),
    zipCountyState: zips.map((z) => normalizeAddressText(`${z.county}, ${z.state}`)),
    zipCountyWordState: zips.map((z) => normalizeAddressText(`${z.county} County, ${z.state}`)),
    ...streetRanges(ds),
    nbName: ds.neighborhoods.name.map((s) => s.toLowerCase()),
    nbNameNorm: ds.neighborhoods.name.map(normalizeAddressText),
    scratch: new Int32Array(n),
    geoScratch: () => (geoHits ??= new Int32Array(n)),
    summaryPrices: () => (prices ??= new Int32Array(n)),
    summaryDoms: () => (doms ??= new Int32Array(n)),
  };
}

function streetRanges(ds: Dataset): { zipStreetStart: Int32Array; zipStreetEnd: Int32Array } {
  const nz = ds.zips.entries.length;
  const zipStreetStart = new Int32Array(nz).fill(-1);
  const zipStreetEnd = new Int32Array(nz);
  for (let s = 0; s < ds.streets.count; s++) {
    const z = ds.streets.zip[s] as number;
    if ((zipStreetStart[z] as number) < 0) zipStreetStart[z] = s;
    zipStreetEnd[z] = s + 1;
  }
  return { zipStreetStart, zipStreetEnd };
}
