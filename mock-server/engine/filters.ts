// Compiles a SearchQuery into a Plan. The table below is the contract for what every field means.
/*
 * SEMANTICS (decisions where spec §2.1 is terse; testing/reference-search.ts implements the same table
 * independently from built records, and the differential test holds the two together)
 *
 * | Field(s)                                  | Meaning                                                                 |
 * |-------------------------------------------|-------------------------------------------------------------------------|
 * | state, city, county                       | Case-insensitive equality after trimming. state = 2-letter code. county  |
 * |                                           | = county name (a trailing word "County" in the query is ignored).       |
 * | zip (string or list)                      | Any listed zip (first 5 characters of each entry).                      |
 * | house                                     | House number equality ("0123" never matches: records write 123).        |
 * | street                                    | Street name with or without direction and suffix: for "N Main St" the   |
 * |                                           | queries "main", "main st", "n main", "n main st", "North Main Street"   |
 * |                                           | match; after normalization (below).                                     |
 * | address                                   | Normalized equality with "house street, city, ST zip".                  |
 * | normalization (address, street, title)    | Lower-case; runs of non-alphanumerics → one space; tokens Street→St,    |
 * |                                           | Avenue→Ave, Road→Rd, Drive→Dr, Lane→Ln, Boulevard→Blvd, Court→Ct,       |
 * |                                           | North→N, South→S, East→E, West→W.                                       |
 * | usps_mail_state                           | Mailing address state code, case-insensitive.                           |
 * | census_tract, census_block,               | Equality with the record's string (tract: 6 digits, block: 1000–5000,   |
 * | census_block_group, apn,                  | group: 0–10, apn: DDD-DDD-DDD, parcel: R + 8 digits), case-insensitive  |
 * | parcel_account_number                     | after trimming.                                                         |
 * | id (string or integer)                    | The property id.                                                        |
 * | fips / stateId                            | 5-digit county FIPS / 2-digit state FIPS (numbers are zero-padded).     |
 * | countyId                                  | 1–3 digits: the county part of the FIPS (AutoComplete's "113"), in the  |
 * |                                           | stateId's state when one is given; 4–5 digits: the whole county FIPS.   |
 * | neighborhood_id / neighborhood_name       | Neighborhood id equality / name case-insensitive equality.              |
 * | title + searchType                        | Normalized equality: A full address, C "City, ST", N "County, ST"       |
 * |                                           | ("County" optional), S street (as `street`) or "Street, City, ST",      |
 * |                                           | Z zip or "Zip, ST", G neighborhood name or "Name, City, ST", T state    |
 * |                                           | code, name or "Name, USA" (the AutoComplete titles). No searchType:     |
 * |                                           | any of these.                                                           |
 * | latitude + longitude + radius             | Great-circle (haversine, R = 3958.7613 mi) distance ≤ radius miles.     |
 * | polygon / multi_polygon                   | Even-odd ray casting on lon/lat; multi_polygon = union of its polygons. |
 * |                                           | Several geometry filters together: a row must satisfy each (AND).       |
 * | boolean flags                             | true keeps rows where the flag holds, false rows where it does not.     |
 * |   high_equity                             |   equityPercent > 39.                                                   |
 * |   free_clear                              |   no open mortgage.                                                     |
 * |   absentee_owner                          |   mailing address ≠ property address.                                   |
 * |   in_state_owner / out_of_state_owner     |   absentee AND mailing state = / ≠ property state.                      |
 * |   individual_owned / corporate_owned /    |   owner is a person / a company (LLC, bank, ...) / a trust; exactly one |
 * |   trust_owned                             |   holds.                                                                |
 * |   mfh_2to4 / mfh_5plus                    |   2–4 units / 5 or more units.                                          |
 * |   flood_zone                              |   the property has a FEMA flood zone designation (floodZoneType set).   |
 * |   auction, foreclosure, pre_foreclosure,  |   an auction date / foreclosure notice recording date / pre-foreclosure |
 * |   reo                                     |   date / REO date inside the window; false = none inside the window.    |
 * | search_range                              | Window = [now − N calendar months, now], day of month clamped to the    |
 * |                                           | target month's length; 1_MONTH..6_MONTH = 1,2,3,6, 1_YEAR = 12; absent  |
 * |                                           | = 12. `now` is the dataset's now (MOCK_NOW).                            |
 * | notice_type (value or list)               | Foreclosure notice of that type (any date; combined with foreclosure:   |
 * |                                           | true the notice is also inside the window).                             |
 * | foreclosure_date_min/max                  | Recording date of the foreclosure notice.                               |
 * | auction_date_*, pre_foreclosure_date_*,   | The event's date; last_update_date = record's last update. Inclusive.   |
 * | last_sale_date_*, last_update_date_*      |                                                                         |
 * | document_type_code (value or list)        | Last recorded document's type is listed AND its recording date is       |
 * |                                           | inside the window.                                                      |
 * | property_type, property_use_code,         | Equality / membership (text case-insensitive); every one of these also   |
 * | construction, sewage, water_source,       | accepts a list, matching any element.                                   |
 * | loan_type_code_first/second/third,        |                                                                         |
 * | roof_construction_code, roof_material_code|                                                                         |
 * | flood_zone_type (value or list)           | String equality, case-insensitive; the group codes A1-30 / A1-A30 match  |
 * |                                           | any of A1..A30, V1-V30 / V1-30 any of V1..V30.                          |
 * | mls_active / _pending / _sold / _cancelled| Standard status in Active|Coming Soon / Pending|Contingent|Active Under  |
 * |                                           | Contract / Closed|Sold / Canceled|Expired.                              |
 * | value + operator pairs                    | lt / lte / gt / gte; absent operator = gte.                             |
 * | <range>_min / <range>_max                 | Inclusive; a record whose value is null never matches a range or an     |
 * |                                           | operator comparison. year_min/year_max = year_built_min/max.            |
 * | ids                                       | Only these ids (and every other filter still applies).                  |
 * | empty list in a list field                | Treated as if the field were absent.                                    |
 * | sort                                      | Keys in precedence order, asc/desc; nulls last both ways; ties by id    |
 * |                                           | ascending. No sort: id ascending.                                       |
 * | paging                                    | rows = matches[resultIndex, resultIndex + size).                        |
 * | mode precedence                           | summary > count > ids_only > list. ids_only: first 10,000 in order.     |
 * | summary                                   | Counts of matches whose record flag is true (auction, preForeclosure,   |
 * |                                           | reo use the default 1-year window whatever search_range says); medians  |
 * |                                           | over matches with an MLS listing price, even count → mean of the two    |
 * |                                           | middle values rounded to an integer; null when there are none.          |
 */
import {
  CONSTRUCTION_VALUES,
  DOCUMENT_TYPE_ROWS,
  LOAN_TYPE_ROWS,
  SEWAGE_VALUES,
  WATER_SOURCE_VALUES,
} from '../data/code-tables';
import type {
  CompareField,
  DateRangeField,
  RangeField,
} from '../../src/api/contract/field-registry';
import {
  DATE_RANGE_FIELDS,
  RANGE_FIELDS,
  VALUE_OPERATOR_PAIRS,
} from '../../src/api/contract/search-fields';
import { monthsBefore } from '../dataset/dates';
import {
  FIRST_PROPERTY_ID,
  FLOOD_ZONES,
  NOTICE_TYPES,
  NULL_I16,
  NULL_I32,
  NULL_U8,
  PROPERTY_TYPES,
} from '../dataset/types';
import { packRing, type LatLon } from '../geo/point-in-polygon';
import type { EngineIndex } from './engine-index';
import { ALL_BIT_FLAGS, type WindowFlag } from './flag-bits';
import { compileLocation } from './location-filters';
import { emptyPlan, requireBit, restrictZips, type Plan } from './plan';
import { date, flag, num, numList, operator, operatorBounds, textList } from './query-input';
import type { SearchQuery } from './types';

type Column = Int32Array | Int16Array | Uint8Array | Uint16Array | Uint32Array | Float64Array;

const WINDOW_MONTHS: Readonly<Record<string, number>> = {
  '1_MONTH': 1,
  '2_MONTH': 2,
  '3_MONTH': 3,
  '6_MONTH': 6,
  '1_YEAR': 12,
};

/** First day of the search_range window (the window ends at now). */
function windowStart(q: SearchQuery, nowDay: number): number {
  const months = typeof q.search_range === 'string' ? WINDOW_MONTHS[q.search_range] : undefined;
  return monthsBefore(nowDay, months ?? 12);
}

/** A value per row for range filters: a column (with its null sentinel) or a derived value. */
type Source =
  | { kind: 'column'; col: Column; nul: number | null }
  | { kind: 'owner'; col: Int32Array | Float64Array }
  | { kind: 'zip'; col: Int32Array }
  | { kind: 'improvement' };

/** Every field a range or an operator compares, keyed so that a new range fails to compile until it has a source. */
type NumericField = Exclude<RangeField, 'year'> | DateRangeField | CompareField;

function rangeSources(ix: EngineIndex): Readonly<Record<NumericField, Source>> {
  const c = ix.ds.cols;
  const w = ix.ds.owners;
  const col = (v: Column, nul: number | null = null): Source => ({ kind: 'column', col: v, nul });
  return {
    assessed_improvement_value: { kind: 'improvement' },
    assessed_land_value: col(c.assessedLand),
    assessed_value: col(c.assessedValue),
    baths: col(c.baths, NULL_U8),
    beds: col(c.beds, NULL_U8),
    building_size: col(c.sqft, NULL_I32),
    deck_area: col(c.deckArea, NULL_I16),
    estimated_equity: col(c.equity),
    equity_percent: col(c.equityPercent),
    last_sale_price: col(c.lastSaleAmount, NULL_I32),
    lot_size: col(c.lotSqft, NULL_I32),
    ltv: col(c.ltv),
    median_income: { kind: 'zip', col: ix.ds.zips.medianIncome },
    mortgage: col(c.mortgageBalance),
    rooms: col(c.rooms, NULL_U8),
    pool_area: col(c.poolArea, NULL_I16),
    portfolio_equity: { kind: 'owner', col: w.portfolioEquity },
    portfolio_mortgage_balance: { kind: 'owner', col: w.portfolioMortgageBalance },
    portfolio_purchased_last12: { kind: 'owner', col: w.purchasedLast12 },
    portfolio_purchased_last6: { kind: 'owner', col: w.purchasedLast6 },
    portfolio_value: { kind: 'owner', col: w.portfolioValue },
    prior_owner_months_owned: col(c.priorOwnerMonths, NULL_I16),
    properties_owned: { kind: 'owner', col: w.propertiesOwned },
    stories: col(c.stories, NULL_U8),
    tax_delinquent_year: col(c.taxDelinquentYear, NULL_I16),
    units: col(c.units, NULL_I16),
    value: col(c.value),
    year_built: col(c.yearBuilt, NULL_I16),
    years_owned: col(c.yearsOwned, NULL_I16),
    mls_days_on_market: col(c.mlsDaysOnMarket, NULL_I16),
    mls_listing_price: col(c.mlsPrice, NULL_I32),
    // Dates (day numbers).
    last_sale_date: col(c.lastSaleDate, NULL_I32),
    auction_date: col(c.auctionDate, NULL_I32),
    foreclosure_date: col(c.foreclosureDate, NULL_I32),
    pre_foreclosure_date: col(c.preForeclosureDate, NULL_I32),
    last_update_date: col(c.lastUpdate, NULL_I32),
  };
}

// Range and operator fields come from the contract, so the engine filters on exactly what the
// request schema accepts. `year` is the deprecated alias of `year_built` (§9): the loop below reads
// year_min/year_max for year_built, so it is not a range of its own here.
const NUMERIC_RANGES = RANGE_FIELDS.filter((field) => field !== 'year');

/** Adds `lo ≤ value ≤ hi` on a source; nulls never match. */
function addRange(ix: EngineIndex, plan: Plan, src: Source, lo: number, hi: number): void {
  if (Number.isNaN(lo) || Number.isNaN(hi) || lo > hi) {
    plan.empty = true;
    return;
  }
  const c = ix.ds.cols;
  switch (src.kind) {
    case 'zip': {
      const income = src.col;
      restrictZips(plan, ix.ds.zips.entries.length, (z) => {
        const v = income[z] as number;
        return v >= lo && v <= hi;
      });
      return;
    }
    case 'owner': {
      const col = src.col;
      const owner = c.owner;
      plan.preds.push((row) => {
        const v = col[owner[row] as number] as number;
        return v >= lo && v <= hi;
      });
      return;
    }
    case 'improvement': {
      const total = c.assessedValue;
      const land = c.assessedLand;
      plan.preds.push((row) => {
        const v = (total[row] as number) - (land[row] as number);
        return v >= lo && v <= hi;
      });
      return;
    }
    default: {
      const col = src.col;
      const nul = src.nul;
      if (nul === null) {
        plan.preds.push((row) => {
          const v = col[row] as number;
          return v >= lo && v <= hi;
        });
      } else {
        plan.preds.push((row) => {
          const v = col[row] as number;
          return v !== nul && v >= lo && v <= hi;
        });
      }
    }
  }
}

/** A membership mask over code indexes (list index → 1), from lower-cased query values. */
function codeMask(codes: readonly string[], wanted: readonly string[]): Uint8Array {
  const set = new Set(wanted);
  const mask = new Uint8Array(256);
  codes.forEach((code, i) => {
    if (set.has(code.toLowerCase())) mask[i] = 1;
  });
  return mask;
}

/** Adds "column's code is one of the query's" for a scalar-or-array text field. */
function addCodeFilter(
  plan: Plan,
  q: SearchQuery,
  key: string,
  codes: readonly string[],
  col: Uint8Array,
): void {
  const wanted = textList(q, key);
  if (wanted === undefined) return;
  const mask = codeMask(codes, wanted);
  // NULL_U8 (no value) indexes mask[255], which is 0.
  plan.preds.push((row) => mask[col[row] as number] === 1);
}

const NUMBERED_A = /^a([1-9]|[12]\d|30)$/;
const NUMBERED_V = /^v([1-9]|[12]\d|30)$/;

/** Flood zone queries: single zones, plus the spec's numbered-zone groups (A99 is not one). */
function floodZoneMask(wanted: readonly string[]): Uint8Array {
  const mask = new Uint8Array(256);
  FLOOD_ZONES.forEach((zone, i) => {
    const z = zone.toLowerCase();
    for (const w of wanted) {
      const group =
        ((w === 'a1-30' || w === 'a1-a30') && NUMBERED_A.test(z)) ||
        ((w === 'v1-v30' || w === 'v1-30') && NUMBERED_V.test(z));
      if (w === z || group) mask[i] = 1;
    }
  });
  return mask;
}

/** An event date inside [start, now] (want = true) or not (want = false). */
function addWindowFlag(
  plan: Plan,
  col: Int32Array,
  start: number,
  now: number,
  want: boolean,
): void {
  plan.preds.push((row) => {
    const d = col[row] as number;
    return (d !== NULL_I32 && d >= start && d <= now) === want;
  });
}

function compileGeometry(q: SearchQuery, plan: Plan): void {
  const lat = num(q, 'latitude');
  const lon = num(q, 'longitude');
  const radius = num(q, 'radius');
  if (lat !== undefined && lon !== undefined && radius !== undefined) {
    plan.radius = { lat, lon, miles: radius };
  }
  const asRing = (v: unknown): LatLon[] | null =>
    Array.isArray(v) &&
    v.every(
      (p: unknown) =>
        typeof p === 'object' &&
        p !== null &&
        'lat' in p &&
        'lon' in p &&
        typeof p.lat === 'number' &&
        typeof p.lon === 'number',
    )
      ? (v as LatLon[])
      : null;
  const polygon = asRing(q.polygon);
  if (polygon !== null && polygon.length > 0) plan.ringGroups.push([packRing(polygon)]);
  if (Array.isArray(q.multi_polygon) && q.multi_polygon.length > 0) {
    const rings = q.multi_polygon
      .map((p: unknown) =>
        typeof p === 'object' && p !== null && 'boundaries' in p ? asRing(p.boundaries) : null,
      )
      .filter((r): r is LatLon[] => r !== null && r.length > 0)
      .map(packRing);
    if (rings.length === 0) plan.empty = true;
    else plan.ringGroups.push(rings);
  }
}

function compileIds(ix: EngineIndex, q: SearchQuery, plan: Plan): void {
  const ids = numList(q, 'ids');
  if (ids === undefined) return;
  const rows = ids
    .map((id) => id - FIRST_PROPERTY_ID)
    .filter((r) => Number.isInteger(r) && r >= 0 && r < ix.ds.count);
  const sorted = Int32Array.from(new Set(rows)).sort();
  if (sorted.length === 0) plan.empty = true;
  plan.idRows = sorted;
}

/** Compiles every filter of the query (not sort, paging or mode). */
export function compileQuery(ix: EngineIndex, q: SearchQuery): Plan {
  const plan = emptyPlan();
  const ds = ix.ds;
  const c = ds.cols;
  const now = ds.nowDay;
  const start = windowStart(q, now);

  compileIds(ix, q, plan);

  // Boolean flags that are bits, then the windowed event flags.
  for (const [key, column, bit] of ALL_BIT_FLAGS) {
    const v = flag(q, key);
    if (v !== undefined) requireBit(plan, column, bit, v);
  }
  const windowed: Readonly<Record<WindowFlag, Int32Array>> = {
    auction: c.auctionDate,
    foreclosure: c.foreclosureDate,
    pre_foreclosure: c.preForeclosureDate,
    reo: c.reoDate,
  };
  for (const [key, col] of Object.entries(windowed)) {
    const v = flag(q, key);
    if (v !== undefined) addWindowFlag(plan, col, start, now, v);
  }

  // Classification.
  const types = textList(q, 'property_type');
  if (types !== undefined) {
    const mask = codeMask(PROPERTY_TYPES, types);
    plan.preds.push((row) => mask[c.propertyType[row] as number] === 1);
  }
  const useCodes = numList(q, 'property_use_code');
  if (useCodes !== undefined) {
    const set = new Set(useCodes);
    const mask = new Uint8Array(32_768);
    for (const code of set)
      if (Number.isInteger(code) && code >= 0 && code < 32_768) mask[code] = 1;
    plan.preds.push((row) => mask[c.useCode[row] as number] === 1);
  }
  for (const [key, col] of [
    ['roof_construction_code', c.roofConstruction],
    ['roof_material_code', c.roofMaterial],
  ] as const) {
    const codes = numList(q, key);
    if (codes === undefined) continue;
    const mask = new Uint8Array(32_768);
    for (const code of codes)
      if (Number.isInteger(code) && code >= 0 && code < 32_768) mask[code] = 1;
    // NULL_I16 is negative, so `v >= 0` also rules out "no code".
    plan.preds.push((row) => {
      const v = col[row] as number;
      return v >= 0 && mask[v] === 1;
    });
  }
  addCodeFilter(plan, q, 'construction', CONSTRUCTION_VALUES, c.construction);
  addCodeFilter(plan, q, 'sewage', SEWAGE_VALUES, c.sewage);
  addCodeFilter(plan, q, 'water_source', WATER_SOURCE_VALUES, c.waterSource);
  const loanCodes = LOAN_TYPE_ROWS.map((r) => r.code);
  addCodeFilter(plan, q, 'loan_type_code_first', loanCodes, c.loanType1);
  addCodeFilter(plan, q, 'loan_type_code_second', loanCodes, c.loanType2);
  addCodeFilter(plan, q, 'loan_type_code_third', loanCodes, c.loanType3);
  const zones = textList(q, 'flood_zone_type');
  if (zones !== undefined) {
    const mask = floodZoneMask(zones);
    plan.preds.push((row) => mask[c.floodZone[row] as number] === 1);
  }
  const notices = textList(q, 'notice_type');
  if (notices !== undefined) {
    // Stored as index + 1, so shift the mask by one; 0 (no notice) stays unmatched.
    const mask = new Uint8Array(NOTICE_TYPES.length + 1);
    NOTICE_TYPES.forEach((t, i) => {
      if (notices.includes(t.toLowerCase())) mask[i + 1] = 1;
    });
    plan.preds.push((row) => mask[c.noticeType[row] as number] === 1);
  }
  const docs = textList(q, 'document_type_code');
  if (docs !== undefined) {
    const mask = codeMask(
      DOCUMENT_TYPE_ROWS.map((r) => r.code),
      docs,
    );
    plan.preds.push((row) => {
      const d = c.docDate[row] as number;
      return mask[c.docType[row] as number] === 1 && d !== NULL_I32 && d >= start && d <= now;
    });
  }

  // Value + operator pairs, numeric ranges, date ranges.
  const sources = rangeSources(ix);
  for (const [key, opKey, kind] of VALUE_OPERATOR_PAIRS) {
    const x = kind === 'date' ? date(q, key) : num(q, key);
    const src = sources[key];
    if (x === undefined || src === undefined) continue;
    const [lo, hi] = operatorBounds(operator(q, opKey), x);
    addRange(ix, plan, src, lo, hi);
  }
  for (const key of NUMERIC_RANGES) {
    let lo = num(q, `${key}_min`);
    let hi = num(q, `${key}_max`);
    if (key === 'year_built') {
      // Deprecated year_min/year_max (§9), in case they were not mapped upstream.
      lo ??= num(q, 'year_min');
      hi ??= num(q, 'year_max');
    }
    const src = sources[key];
    if ((lo === undefined && hi === undefined) || src === undefined) continue;
    addRange(ix, plan, src, lo ?? -Infinity, hi ?? Infinity);
  }
  for (const key of DATE_RANGE_FIELDS) {
    const lo = date(q, `${key}_min`);
    const hi = date(q, `${key}_max`);
    const src = sources[key];
    if ((lo === undefined && hi === undefined) || src === undefined) continue;
    addRange(ix, plan, src, lo ?? -Infinity, hi ?? Infinity);
  }

  compileLocation(ix, q, plan);
  compileGeometry(q, plan);
  return plan;
}
