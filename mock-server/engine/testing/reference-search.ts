// referenceSearch: the obviously-correct search, a plain loop over built records; the engine's test oracle.
//
// It implements the semantics table of filters.ts again, from record fields only, sharing no
// filtering code with the engine (its own normalization, window, distance and polygon code).
import type {
  BooleanFlag,
  CompareField,
  DateRangeField,
  MlsStatusFlag,
  RangeField,
} from '../../../src/api/contract/field-registry';
import { GENERATED_FLAG_LIST, type GeneratedFlagName } from '../../dataset/generated-flags';
import type { MockPropertyRecord } from '../../dataset/record-types';
import type { WindowFlag } from '../flag-bits';
import {
  SUMMARY_COUNT_KEYS,
  type EngineResult,
  type LeadSummary,
  type SearchQuery,
  type SummaryCountKey,
} from '../types';

export interface ReferenceContext {
  /** The dataset's now, YYYY-MM-DD. */
  today: string;
  /** State code → name, for title searches of type T. */
  stateNames: ReadonlyMap<string, string>;
}

type Rec = MockPropertyRecord;

// ---- small helpers -------------------------------------------------------------------

function str(q: SearchQuery, key: string): string | undefined {
  const v = q[key];
  if (typeof v === 'number') return String(v);
  if (typeof v !== 'string' || v.trim() === '') return undefined;
  return v.trim().toLowerCase();
}

function list(q: SearchQuery, key: string): string[] | undefined {
  const v = q[key];
  const raw: unknown[] = Array.isArray(v) ? v : v === undefined || v === null ? [] : [v];
  const out = raw
    .filter((x) => (typeof x === 'string' && x.trim() !== '') || typeof x === 'number')
    .map((x) => String(x).trim().toLowerCase());
  return out.length ? out : undefined;
}

function numberOf(q: SearchQuery, key: string): number | undefined {
  const v = q[key];
  if (typeof v === 'number') return v;
  if (typeof v === 'string' && v.trim() !== '') return Number(v);
  return undefined;
}

const LONG_FORMS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  drive: 'dr',
  lane: 'ln',
  boulevard: 'blvd',
  court: 'ct',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
};

const normMemo = new Map<string, string>();

/** Address normalization (memoized: the same strings recur across records and queries). */
function norm(s: string): string {
  let v = normMemo.get(s);
  if (v === undefined) {
    if (normMemo.size > 500_000) normMemo.clear();
    v = normUncached(s);
    normMemo.set(s, v);
  }
  return v;
}

function normUncached(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((t) => t !== '')
    .map((t) => LONG_FORMS[t] ?? t)
    .join(' ');
}

const streetFormsMemo = new WeakMap<Rec, string[]>();

/** Every way a query may name the record's street: with/without direction and suffix. */
function streetForms(r: Rec): string[] {
  let forms = streetFormsMemo.get(r);
  if (forms === undefined) {
    forms = streetFormsUncached(r);
    streetFormsMemo.set(r, forms);
  }
  return forms;
}

function streetFormsUncached(r: Rec): string[] {
  const tokens = norm(r.address.street).split(' ').slice(1); // drop the house number
  const forms = [tokens.join(' ')];
  const hasDir = tokens.length > 1 && ['n', 's', 'e', 'w'].includes(tokens[0] ?? '');
  const hasSuffix =
    tokens.length > 1 &&
    ['st', 'ave', 'rd', 'dr', 'ln', 'blvd', 'ct', 'way'].includes(tokens[tokens.length - 1] ?? '');
  if (hasDir) forms.push(tokens.slice(1).join(' '));
  if (hasSuffix) forms.push(tokens.slice(0, -1).join(' '));
  if (hasDir && hasSuffix && tokens.length > 2) forms.push(tokens.slice(1, -1).join(' '));
  return forms;
}

/** YYYY-MM-DD `months` calendar months before `today`, day clamped to the month's length. */
function monthsBack(today: string, months: number): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function haversine(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (x: number): number => (x * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lon2 - lon1) / 2) ** 2;
  return 3958.7613 * 2 * Math.atan2(Math.sqrt(a), Math.sqrt(1 - a));
}

/** Classic pnpoly (W. R. Franklin) over {lat, lon} vertices, x = lon, y = lat. */
function insidePolygon(points: { lat: number; lon: number }[], lat: number, lon: number): boolean {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const pi = points[i] as { lat: number; lon: number };
    const pj = points[j] as { lat: number; lon: number };
    if (
      pi.lat > lat !== pj.lat > lat &&
      lon < ((pj.lon - pi.lon) * (lat - pi.lat)) / (pj.lat - pi.lat) + pi.lon
    ) {
      inside = !inside;
    }
  }
  return inside;
}

function compare(v: number | string, op: unknown, x: number | string): boolean {
  switch (op) {
    case 'lt':
      return v < x;
    case 'lte':
      return v <= x;
    case 'gt':
      return v > x;
    default:
      return v >= x;
  }
}

// ---- field tables ---------------------------------------------------------------------

type SearchFlag = BooleanFlag | MlsStatusFlag;

/**
 * Hand-written flags, keyed by every contract flag that is neither windowed nor generated (a new
 * flag fails to compile until it is here or in generated-flags.ts).
 */
const FLAG_FIELDS: Record<
  Exclude<SearchFlag, WindowFlag | GeneratedFlagName>,
  (r: Rec) => boolean
> = {
  absentee_owner: (r) => r.absenteeOwner,
  adjustable_rate: (r) => r.adjustableRate,
  assumable: (r) => r.assumable,
  attic: (r) => r.attic,
  basement: (r) => r.basement,
  carport: (r) => r.carport,
  cash_buyer: (r) => r.cashBuyer,
  corporate_owned: (r) => r.corporateOwned,
  death: (r) => r.death,
  deck: (r) => r.deck,
  feature_balcony: (r) => r.featureBalcony,
  fire_sprinklers: (r) => r.fireSprinklers,
  flood_zone: (r) => r.floodZoneType !== null,
  free_clear: (r) => r.freeClear,
  garage: (r) => r.garage,
  high_equity: (r) => r.equityPercent > 39,
  hoa: (r) => r.hoa,
  individual_owned: (r) => !r.corporateOwned && !r.trustOwned,
  inherited: (r) => r.inherited,
  in_state_owner: (r) => r.absenteeOwner && r.mailAddress.state === r.address.state,
  investor_buyer: (r) => r.investorBuyer,
  judgment: (r) => r.judgment,
  last_sale_arms_length: (r) => r.lastSaleArmsLength,
  mfh_2to4: (r) => r.unitsCount !== null && r.unitsCount >= 2 && r.unitsCount <= 4,
  mfh_5plus: (r) => r.unitsCount !== null && r.unitsCount >= 5,
  out_of_state_owner: (r) => r.absenteeOwner && r.mailAddress.state !== r.address.state,
  patio: (r) => r.patio,
  pool: (r) => r.pool,
  prior_owner_individual: (r) => r.priorOwnerIndividual,
  private_lender: (r) => r.privateLender,
  quit_claim: (r) => r.quitClaim,
  rv_parking: (r) => r.rvParking,
  tax_lien: (r) => r.taxLien,
  trust_owned: (r) => r.trustOwned,
  vacant: (r) => r.vacant,
  mls_active: (r) => ['Active', 'Coming Soon'].includes(r.mlsStandardStatus ?? ''),
  mls_pending: (r) =>
    ['Pending', 'Contingent', 'Active Under Contract'].includes(r.mlsStandardStatus ?? ''),
  mls_sold: (r) => ['Closed', 'Sold'].includes(r.mlsStandardStatus ?? ''),
  mls_cancelled: (r) => ['Canceled', 'Expired'].includes(r.mlsStandardStatus ?? ''),
};

/** Generated flags are read straight off the record field the registry names. */
const ALL_FLAG_FIELDS: Record<string, (r: Rec) => boolean> = {
  ...FLAG_FIELDS,
  ...Object.fromEntries(
    GENERATED_FLAG_LIST.map((f) => [
      f.name,
      (r: Rec) => (r as unknown as Record<string, unknown>)[f.record] === true,
    ]),
  ),
};

const EVENT_DATES: Record<WindowFlag, (r: Rec) => string | null> = {
  auction: (r) => r.auctionDate,
  foreclosure: (r) => r.foreclosureDate,
  pre_foreclosure: (r) => r.preForeclosureDate,
  reo: (r) => r.reoDate,
};

/** How the reference reads each numeric field off a record (also the differential test's samples). */
export const NUMBERS: Record<
  Exclude<RangeField, 'year'> | 'equity_percent',
  (r: Rec) => number | null
> = {
  assessed_improvement_value: (r) => r.assessedImprovementValue,
  assessed_land_value: (r) => r.assessedLandValue,
  assessed_value: (r) => r.assessedValue,
  baths: (r) => r.bathrooms,
  beds: (r) => r.bedrooms,
  building_size: (r) => r.squareFeet,
  deck_area: (r) => r.deckArea,
  estimated_equity: (r) => r.estimatedEquity,
  equity_percent: (r) => r.equityPercent,
  last_sale_price: (r) => (r.lastSaleAmount === null ? null : Number(r.lastSaleAmount)),
  lot_size: (r) => r.lotSquareFeet,
  ltv: (r) => r.ltv,
  median_income: (r) => Number(r.medianIncome),
  mortgage: (r) => r.openMortgageBalance,
  rooms: (r) => r.roomsCount,
  pool_area: (r) => r.poolArea,
  portfolio_equity: (r) => r.portfolioEquity,
  portfolio_mortgage_balance: (r) => r.portfolioMortgageBalance,
  portfolio_purchased_last12: (r) => r.portfolioPurchasedLast12,
  portfolio_purchased_last6: (r) => r.portfolioPurchasedLast6,
  portfolio_value: (r) => r.portfolioValue,
  prior_owner_months_owned: (r) => r.priorOwnerMonthsOwned,
  properties_owned: (r) => r.propertiesOwned,
  stories: (r) => r.stories,
  tax_delinquent_year: (r) => r.taxDelinquentYear,
  units: (r) => r.unitsCount,
  value: (r) => r.estimatedValue,
  year_built: (r) => r.yearBuilt,
  years_owned: (r) => r.yearsOwned,
  mls_days_on_market: (r) => r.mlsDaysOnMarket,
  mls_listing_price: (r) => r.mlsListingPrice,
};

const DATES: Record<DateRangeField, (r: Rec) => string | null> = {
  last_sale_date: (r) => r.lastSaleDate,
  auction_date: (r) => r.auctionDate,
  foreclosure_date: (r) => r.foreclosureDate,
  pre_foreclosure_date: (r) => r.preForeclosureDate,
  last_update_date: (r) => r.lastUpdateDate,
};

/** The operator field of each value-plus-operator pair (keyed by the contract's value fields). */
const OPERATORS: Record<CompareField, string> = {
  estimated_equity: 'equity_operator',
  equity_percent: 'equity_percent_operator',
  last_sale_date: 'last_sale_date_operator',
  median_income: 'median_income_operator',
  years_owned: 'years_owned_operator',
  mls_listing_price: 'mls_listing_price_operator',
};

const CODES: Record<string, (r: Rec) => string | null> = {
  property_type: (r) => r.propertyType,
  construction: (r) => r.constructionType,
  sewage: (r) => r.sewage,
  water_source: (r) => r.waterSource,
  loan_type_code_first: (r) => r.loanTypeCodeFirst,
  loan_type_code_second: (r) => r.loanTypeCodeSecond,
  loan_type_code_third: (r) => r.loanTypeCodeThird,
  notice_type: (r) => r.noticeType,
};

const SORT_VALUES: Record<string, (r: Rec) => number | string | null> = {
  years_owned: (r) => r.yearsOwned,
  equity_percent: (r) => r.equityPercent,
  year_built: (r) => r.yearBuilt,
  building_size: (r) => r.squareFeet,
  lot_size: (r) => r.lotSquareFeet,
  assessed_value: (r) => r.assessedValue,
  last_sale_date: (r) => r.lastSaleDate,
  estimated_equity: (r) => r.estimatedEquity,
  estimated_value: (r) => r.estimatedValue,
  assessed_land_value: (r) => r.assessedLandValue,
};

/** A lead type's count is the records whose field of the same name is true (build-record sets it). */
const SUMMARY_FIELDS: Readonly<Record<SummaryCountKey, (r: Rec) => boolean>> = Object.fromEntries(
  SUMMARY_COUNT_KEYS.map((key) => [key, (r: Rec) => r[key]]),
) as Record<SummaryCountKey, (r: Rec) => boolean>;

const WINDOW: Record<string, number> = {
  '1_MONTH': 1,
  '2_MONTH': 2,
  '3_MONTH': 3,
  '6_MONTH': 6,
  '1_YEAR': 12,
};

// ---- the filter -------------------------------------------------------------------------

type Check = (r: Rec) => boolean;

function titleCheck(q: SearchQuery, ctx: ReferenceContext): Check {
  const t = norm(String(q.title));
  const type = typeof q.searchType === 'string' ? q.searchType.toUpperCase() : null;
  const checks: Record<string, Check> = {
    A: (r) => norm(r.address.address) === t,
    C: (r) => norm(`${r.address.city}, ${r.address.state}`) === t,
    N: (r) =>
      norm(`${r.address.county}, ${r.address.state}`) === t ||
      norm(`${r.address.county} County, ${r.address.state}`) === t,
    S: (r) => {
      const cityState = norm(`${r.address.city}, ${r.address.state}`);
      return streetForms(r).some((f) => f === t || `${f} ${cityState}` === t);
    },
    Z: (r) => r.address.zip === t || norm(`${r.address.zip}, ${r.address.state}`) === t,
    G: (r) =>
      norm(r.neighborhood.name) === t ||
      norm(`${r.neighborhood.name}, ${r.address.city}, ${r.address.state}`) === t,
    T: (r) => {
      const name = norm(ctx.stateNames.get(r.address.state) ?? '');
      return r.address.state.toLowerCase() === t || name === t || `${name} usa` === t;
    },
  };
  if (type !== null) return checks[type] ?? (() => false);
  return (r) => Object.values(checks).some((check) => check(r));
}

type InWindow = (d: string | null) => boolean;

/**
 * One plain check per given field. The query is read once here; each check then looks at
 * record fields only.
 */
function buildChecks(q: SearchQuery, ctx: ReferenceContext): Check[] {
  const months = typeof q.search_range === 'string' ? (WINDOW[q.search_range] ?? 12) : 12;
  const windowStart = monthsBack(ctx.today, months);
  const inWindow: InWindow = (d) => d !== null && d >= windowStart && d <= ctx.today;
  return [
    ...locationChecks(q, ctx),
    ...geometryChecks(q),
    ...flagChecks(q, inWindow),
    ...classificationChecks(q, inWindow),
    ...operatorChecks(q),
    ...rangeChecks(q),
  ];
}

/** Location: equality of the lower-cased, trimmed query with a record string. */
function locationChecks(q: SearchQuery, ctx: ReferenceContext): Check[] {
  const checks: Check[] = [];
  const equalities: [string, (r: Rec) => string][] = [
    ['state', (r) => r.address.state],
    ['city', (r) => r.address.city],
    ['house', (r) => r.address.street.split(' ')[0] ?? ''],
    ['neighborhood_name', (r) => r.neighborhood.name],
    ['census_tract', (r) => r.censusTract],
    ['census_block', (r) => r.censusBlock],
    ['census_block_group', (r) => r.censusBlockGroup],
    ['apn', (r) => r.apn],
    ['parcel_account_number', (r) => r.parcelAccountNumber],
    ['usps_mail_state', (r) => r.mailAddress.state],
    ['id', (r) => r.id],
  ];
  for (const [key, get] of equalities) {
    const v = str(q, key);
    if (v !== undefined) checks.push((r) => get(r).toLowerCase() === v);
  }
  const county = str(q, 'county');
  if (county !== undefined) {
    checks.push((r) => county.replace(/\s+county$/, '') === r.address.county.toLowerCase());
  }
  const zips = list(q, 'zip');
  if (zips) checks.push((r) => zips.some((z) => z.slice(0, 5) === r.address.zip));
  const fips = str(q, 'fips');
  if (fips !== undefined) checks.push((r) => fips.padStart(5, '0') === r.address.fips);
  const countyId = str(q, 'countyId');
  if (countyId !== undefined) {
    checks.push((r) =>
      countyId.length > 3
        ? countyId.padStart(5, '0') === r.address.fips
        : countyId.padStart(3, '0') === r.address.fips.slice(2),
    );
  }
  const stateId = str(q, 'stateId');
  if (stateId !== undefined) {
    checks.push((r) => stateId.padStart(2, '0') === r.address.fips.slice(0, 2));
  }
  const street = str(q, 'street');
  if (street !== undefined) checks.push((r) => streetForms(r).includes(norm(street)));
  const address = str(q, 'address');
  if (address !== undefined) checks.push((r) => norm(address) === norm(r.address.address));
  const nbId = numberOf(q, 'neighborhood_id');
  if (nbId !== undefined) checks.push((r) => Number(r.neighborhood.id) === nbId);
  if (str(q, 'title') !== undefined) checks.push(titleCheck(q, ctx));

  return checks;
}

/** Geometry, and the ids list. */
function geometryChecks(q: SearchQuery): Check[] {
  const checks: Check[] = [];
  const lat = numberOf(q, 'latitude');
  const lon = numberOf(q, 'longitude');
  const radius = numberOf(q, 'radius');
  if (lat !== undefined && lon !== undefined && radius !== undefined) {
    checks.push((r) => haversine(lat, lon, r.latitude, r.longitude) <= radius);
  }
  const polygon = q.polygon;
  if (Array.isArray(polygon) && polygon.length > 0) {
    checks.push((r) => insidePolygon(polygon, r.latitude, r.longitude));
  }
  const multi = q.multi_polygon;
  if (Array.isArray(multi) && multi.length > 0) {
    checks.push((r) => multi.some((p) => insidePolygon(p.boundaries, r.latitude, r.longitude)));
  }

  // ids.
  const ids = q.ids;
  if (Array.isArray(ids) && ids.length > 0) checks.push((r) => ids.includes(Number(r.id)));

  return checks;
}

function flagChecks(q: SearchQuery, inWindow: InWindow): Check[] {
  const checks: Check[] = [];
  for (const [key, get] of Object.entries(ALL_FLAG_FIELDS)) {
    const v = q[key];
    if (typeof v === 'boolean') checks.push((r) => get(r) === v);
  }
  for (const [key, get] of Object.entries(EVENT_DATES)) {
    const v = q[key];
    if (typeof v === 'boolean') checks.push((r) => inWindow(get(r)) === v);
  }

  return checks;
}

function classificationChecks(q: SearchQuery, inWindow: InWindow): Check[] {
  const checks: Check[] = [];
  for (const [key, get] of Object.entries(CODES)) {
    const wanted = list(q, key);
    if (wanted) {
      checks.push((r) => {
        const actual = get(r);
        return actual !== null && wanted.includes(actual.toLowerCase());
      });
    }
  }
  const useCodes = list(q, 'property_use_code');
  if (useCodes) checks.push((r) => useCodes.includes(String(r.propertyUseCode)));
  const roofConstruction = list(q, 'roof_construction_code');
  if (roofConstruction) {
    checks.push(
      (r) =>
        r.roofConstructionCode !== null &&
        roofConstruction.includes(String(r.roofConstructionCode)),
    );
  }
  const roofMaterial = list(q, 'roof_material_code');
  if (roofMaterial) {
    checks.push(
      (r) => r.roofMaterialCode !== null && roofMaterial.includes(String(r.roofMaterialCode)),
    );
  }
  const zones = list(q, 'flood_zone_type');
  if (zones) {
    checks.push((r) => {
      const zone = r.floodZoneType?.toLowerCase() ?? null;
      return (
        zone !== null &&
        zones.some(
          (w) =>
            w === zone ||
            ((w === 'a1-30' || w === 'a1-a30') && /^a([1-9]|[12][0-9]|30)$/.test(zone)) ||
            ((w === 'v1-v30' || w === 'v1-30') && /^v([1-9]|[12][0-9]|30)$/.test(zone)),
        )
      );
    });
  }
  const docs = list(q, 'document_type_code');
  if (docs) {
    checks.push((r) => {
      const code = r.documentTypeCode?.toLowerCase() ?? null;
      return code !== null && docs.includes(code) && inWindow(r.documentDate);
    });
  }

  return checks;
}

/** Value + operator pairs. */
function operatorChecks(q: SearchQuery): Check[] {
  const checks: Check[] = [];
  for (const [key, opKey] of Object.entries(OPERATORS)) {
    const raw = q[key];
    if (raw === undefined || raw === null) continue;
    const op = q[opKey];
    if (key === 'last_sale_date') {
      checks.push((r) => r.lastSaleDate !== null && compare(r.lastSaleDate, op, String(raw)));
    } else {
      const get = NUMBERS[key as keyof typeof NUMBERS];
      checks.push((r) => {
        const actual = get(r);
        return actual !== null && compare(actual, op, Number(raw));
      });
    }
  }

  return checks;
}

/** Numeric and date ranges. */
function rangeChecks(q: SearchQuery): Check[] {
  const checks: Check[] = [];
  for (const [key, get] of Object.entries(NUMBERS)) {
    if (key === 'equity_percent') continue; // a value+operator field, not a range
    let min = numberOf(q, `${key}_min`);
    let max = numberOf(q, `${key}_max`);
    if (key === 'year_built') {
      min ??= numberOf(q, 'year_min');
      max ??= numberOf(q, 'year_max');
    }
    if (min === undefined && max === undefined) continue;
    const lo = min;
    const hi = max;
    checks.push((r) => {
      const v = get(r);
      return v !== null && (lo === undefined || v >= lo) && (hi === undefined || v <= hi);
    });
  }
  for (const [key, get] of Object.entries(DATES)) {
    const min = q[`${key}_min`];
    const max = q[`${key}_max`];
    if (typeof min !== 'string' && typeof max !== 'string') continue;
    checks.push((r) => {
      const v = get(r);
      return (
        v !== null && (typeof min !== 'string' || v >= min) && (typeof max !== 'string' || v <= max)
      );
    });
  }
  return checks;
}

// ---- ordering, paging, summary ----------------------------------------------------------

function sortRecords(rs: Rec[], sort: unknown): Rec[] {
  const keys =
    typeof sort === 'object' && sort !== null
      ? Object.entries(sort).filter(([k]) => k in SORT_VALUES)
      : [];
  // Records are in id order already; a sort compares precomputed keys, then ids.
  if (keys.length === 0) return rs;
  const decorated = rs.map((r) => ({
    r,
    id: Number(r.id),
    values: keys.map(([field]) => (SORT_VALUES[field] as (r: Rec) => number | string | null)(r)),
  }));
  decorated.sort((x, y) => {
    for (let i = 0; i < keys.length; i++) {
      const vx = x.values[i] ?? null;
      const vy = y.values[i] ?? null;
      if (vx === vy) continue;
      if (vx === null) return 1;
      if (vy === null) return -1;
      const c = vx < vy ? -1 : 1;
      return keys[i]?.[1] === 'desc' ? -c : c;
    }
    return x.id - y.id;
  });
  return decorated.map((d) => d.r);
}

function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const s = values.slice().sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 === 1
    ? (s[mid] as number)
    : Math.round(((s[mid - 1] as number) + (s[mid] as number)) / 2);
}

function summarize(rs: Rec[]): LeadSummary {
  const counts = Object.fromEntries(
    Object.entries(SUMMARY_FIELDS).map(([k, get]) => [k, rs.filter(get).length]),
  ) as Record<SummaryCountKey, number>;
  const listed = rs.filter((r) => r.mlsListingPrice !== null);
  return {
    ...counts,
    medianListingPrice: medianOf(listed.map((r) => r.mlsListingPrice as number)),
    medianDaysOnMarket: medianOf(listed.map((r) => r.mlsDaysOnMarket ?? 0)),
  };
}

/**
 * Searches `records` (row i = records[i], in id order) the slow, obvious way. Returns rows like
 * the engine: indexes into `records`.
 */
export function referenceSearch(
  records: readonly MockPropertyRecord[],
  q: SearchQuery,
  ctx: ReferenceContext,
): EngineResult {
  const checks = buildChecks(q, ctx);
  const hits = records.filter((r) => checks.every((check) => check(r)));
  const firstId = records.length > 0 ? Number(records[0]?.id) : 0;
  const rowsOf = (rs: Rec[]): Int32Array => Int32Array.from(rs, (r) => Number(r.id) - firstId);
  if (q.summary === true)
    return { resultCount: hits.length, rows: new Int32Array(0), summary: summarize(hits) };
  if (q.count === true) return { resultCount: hits.length, rows: new Int32Array(0) };
  const ordered = sortRecords(hits, q.sort);
  if (q.ids_only === true)
    return { resultCount: hits.length, rows: rowsOf(ordered.slice(0, 10_000)) };
  const size = Math.min(250, Math.max(1, Math.floor(typeof q.size === 'number' ? q.size : 50)));
  const from = Math.max(0, Math.floor(typeof q.resultIndex === 'number' ? q.resultIndex : 0));
  return { resultCount: hits.length, rows: rowsOf(ordered.slice(from, from + size)) };
}
