// createSearchEngine: picks candidates from the most selective index, scans them once, pages or summarizes.
import { NULL_I16, NULL_I32, type Dataset } from '../dataset/types';
import { boundingBoxMiles, RadiusTest } from '../geo/haversine';
import { ringLonRanges, type PackedRing } from '../geo/point-in-polygon';
import { RingGrid } from '../geo/ring-grid';
import { buildEngineIndex, type EngineIndex } from './engine-index';
import { compileQuery } from './filters';
import { kdRangeInto } from './kd-range';
import { compileSort, radixSortRows, topK, type RowComparator } from './order';
import type { Plan, RowPredicate } from './plan';
import { buildSummary } from './summary';
import { MAPPING_MAX_SIZE } from '../../src/api/contract/property-mapping';
import { LIMITS, type EngineResult, type SearchEngine, type SearchQuery } from './types';

// Typed-array reads below are in bounds by construction; `as number` drops the `| undefined`
// that noUncheckedIndexedAccess adds, without a branch in the hot loops.

const Mode = { List: 0, IdsOnly: 1, Count: 2, Summary: 3 } as const;
type Mode = (typeof Mode)[keyof typeof Mode];

/** Everything the scan loop touches, so the loop bodies stay small and monomorphic. */
interface Scan {
  mode: Mode;
  test: RowPredicate | null;
  flags: Uint32Array;
  flagsMask: number;
  flagsWant: number;
  lead: Uint32Array;
  leadMask: number;
  leadWant: number;
  /** Matches kept (list / ids_only), up to `cap`. */
  buf: Int32Array;
  cap: number;
  matched: number;
  // Summary accumulators.
  byteHist: Int32Array;
  prices: Int32Array;
  doms: Int32Array;
  listed: number;
  price: Int32Array;
  dom: Int16Array;
}

function visit(s: Scan, row: number): void {
  // Skip the bitset loads when no flag is asked for (they would only cost cache misses).
  if (s.flagsMask !== 0 && ((s.flags[row] as number) & s.flagsMask) !== s.flagsWant) return;
  if (s.leadMask !== 0 && ((s.lead[row] as number) & s.leadMask) !== s.leadWant) return;
  if (s.test !== null && !s.test(row)) return;
  if (s.mode === Mode.Summary) {
    // Histogram the lead bits a byte at a time; expanded into per-bit counts after the scan.
    const b = s.lead[row] as number;
    const h = s.byteHist;
    const i0 = b & 255;
    const i1 = 256 + ((b >>> 8) & 255);
    const i2 = 512 + ((b >>> 16) & 255);
    h[i0] = (h[i0] as number) + 1;
    h[i1] = (h[i1] as number) + 1;
    h[i2] = (h[i2] as number) + 1;
    const p = s.price[row] as number;
    if (p !== NULL_I32) {
      s.prices[s.listed] = p;
      const d = s.dom[row] as number;
      s.doms[s.listed++] = d === NULL_I16 ? 0 : d;
    }
  } else if (s.mode !== Mode.Count && s.matched < s.cap) {
    s.buf[s.matched] = row;
  }
  s.matched++;
}

/** Per-bit counts from the three byte histograms of the lead bits. */
function bitCounts(hist: Int32Array): Int32Array {
  const counts = new Int32Array(32);
  for (let byte = 0; byte < 3; byte++) {
    for (let v = 1; v < 256; v++) {
      const n = hist[byte * 256 + v] as number;
      if (n === 0) continue;
      for (let bit = 0; bit < 8; bit++) {
        if (v & (1 << bit)) counts[byte * 8 + bit] = (counts[byte * 8 + bit] as number) + n;
      }
    }
  }
  return counts;
}

function scanRange(s: Scan, start: number, end: number): void {
  for (let row = start; row < end; row++) visit(s, row);
}

function scanList(s: Scan, rows: ArrayLike<number>): void {
  for (let i = 0; i < rows.length; i++) visit(s, rows[i] as number);
}

function compose(preds: readonly RowPredicate[]): RowPredicate | null {
  if (preds.length === 0) return null;
  const [a, b] = preds as [RowPredicate, RowPredicate];
  if (preds.length === 1) return a;
  if (preds.length === 2) return (row) => a(row) && b(row);
  return (row) => {
    for (let i = 0; i < preds.length; i++) if (!(preds[i] as RowPredicate)(row)) return false;
    return true;
  };
}

function inAnyRing(grids: readonly RingGrid[], lon: number, lat: number): boolean {
  for (let i = 0; i < grids.length; i++) if ((grids[i] as RingGrid).contains(lon, lat)) return true;
  return false;
}

/** The exact geometry tests of a plan: the radius, and one grid per ring of each union. */
interface Geometry {
  radius: RadiusTest | null;
  groups: RingGrid[][];
}

function prepareGeometry(plan: Plan): Geometry {
  const r = plan.radius;
  return {
    radius: r === null ? null : new RadiusTest(r.lat, r.lon, r.miles),
    // Grid-accelerated, same answers as the exact ray-casting test.
    groups: plan.ringGroups.map((rings) => rings.map((ring: PackedRing) => new RingGrid(ring))),
  };
}

/**
 * Exact hits of the first geometry filter, straight from the kd-tree (box query plus the exact
 * test on the tree's own coordinates). For a union of rings, a point is taken by the first ring
 * that contains it, so no row appears twice. Null when the plan has no geometry.
 */
function geometryHits(
  ix: EngineIndex,
  geo: Geometry,
): { rows: Int32Array; covers: 'radius' | 'rings' } | null {
  const out = ix.geoScratch();
  if (geo.radius !== null) {
    const r = geo.radius;
    const b = boundingBoxMiles(r.lat, r.lon, r.miles);
    const n = kdRangeInto(
      ix.points,
      b.minLon,
      b.minLat,
      b.maxLon,
      b.maxLat,
      (x, y) => r.contains(y, x),
      out,
    );
    return { rows: out.subarray(0, n), covers: 'radius' };
  }
  const group = geo.groups[0];
  if (group === undefined) return null;
  let n = 0;
  group.forEach((grid, k) => {
    const earlier = group.slice(0, k);
    const keep =
      k === 0
        ? (x: number, y: number) => grid.contains(x, y)
        : (x: number, y: number) => grid.contains(x, y) && !inAnyRing(earlier, x, y);
    const ring = grid.ring;
    // Two index queries for a ring across the antimeridian, one each side.
    for (const [minLon, maxLon] of ringLonRanges(ring))
      n += kdRangeInto(ix.points, minLon, ring.minLat, maxLon, ring.maxLat, keep, out, n);
  });
  return { rows: out.subarray(0, n), covers: 'rings' };
}

/** Rows in zips of the mask, or -1 when there is no mask. */
function zipRowCount(ix: EngineIndex, mask: Uint8Array | null): number {
  if (mask === null) return -1;
  let n = 0;
  const z = ix.ds.zips;
  for (let i = 0; i < mask.length; i++)
    if (mask[i]) n += (z.rowEnd[i] as number) - (z.rowStart[i] as number);
  return n;
}

function emptyResult(mode: Mode, s: Scan): EngineResult {
  return mode === Mode.Summary
    ? {
        resultCount: 0,
        rows: new Int32Array(0),
        summary: buildSummary(bitCounts(s.byteHist), s.prices, s.doms, 0),
      }
    : { resultCount: 0, rows: new Int32Array(0) };
}

/**
 * The matches of `q`: a page of rows, ids only, a count or a summary by the query's flags; or,
 * with `pins`, a page of up to MAPPING_MAX_SIZE rows in id order (sort and flags not read).
 */
function search(ix: EngineIndex, q: SearchQuery, pins = false): EngineResult {
  const ds = ix.ds;
  const c = ds.cols;
  const mode: Mode = pins
    ? Mode.List
    : q.summary === true
      ? Mode.Summary
      : q.count === true
        ? Mode.Count
        : q.ids_only === true
          ? Mode.IdsOnly
          : Mode.List;
  const plan = compileQuery(ix, q);
  // Pins come in id order (reference-shapes decision), whatever the sort.
  const order: RowComparator | null =
    !pins && (mode === Mode.List || mode === Mode.IdsOnly) ? compileSort(ds, q.sort) : null;
  const size = pins
    ? Math.min(MAPPING_MAX_SIZE, Math.max(1, Math.floor(numberOr(q.size, MAPPING_MAX_SIZE))))
    : Math.min(LIMITS.maxSize, Math.max(1, Math.floor(numberOr(q.size, LIMITS.defaultSize))));
  const offset = Math.max(0, Math.floor(numberOr(q.resultIndex, 0)));
  // How many leading rows of the ordered matches the response needs.
  const need = mode === Mode.IdsOnly ? LIMITS.maxIdsOnly : offset + size;

  const s: Scan = {
    mode,
    test: null,
    flags: c.flags,
    flagsMask: plan.flagsMask,
    flagsWant: plan.flagsWant,
    lead: ix.lead,
    leadMask: plan.leadMask,
    leadWant: plan.leadWant,
    buf: ix.scratch,
    cap: 0,
    matched: 0,
    byteHist: new Int32Array(768),
    prices: mode === Mode.Summary ? ix.summaryPrices() : new Int32Array(0),
    doms: mode === Mode.Summary ? ix.summaryDoms() : new Int32Array(0),
    listed: 0,
    price: c.mlsPrice,
    dom: c.mlsDaysOnMarket,
  };
  if (plan.empty) return emptyResult(mode, s);

  // Candidates: ids, else the smaller of the geometry's exact kd-tree hits and the zip mask's rows.
  const preds = [...plan.preds];
  const geo = prepareGeometry(plan);
  let list: Int32Array | null = plan.idRows;
  let ascending = list !== null;
  let useZipRanges = false;
  let covered: 'radius' | 'rings' | null = null;
  if (list === null) {
    const hits = geometryHits(ix, geo);
    const zipRows = zipRowCount(ix, plan.zipMask);
    if (hits !== null && (zipRows < 0 || hits.rows.length <= zipRows)) {
      list = hits.rows;
      covered = hits.covers;
      ascending = false;
    } else {
      useZipRanges = plan.zipMask !== null;
      ascending = true;
    }
  }
  const zipMask = plan.zipMask;
  if (zipMask !== null && !useZipRanges) {
    const zipCol = c.zip;
    preds.unshift((row) => zipMask[zipCol[row] as number] === 1);
  }
  // Geometry tests not already applied by the kd-tree go last: they are the most expensive.
  const lat = c.lat;
  const lon = c.lon;
  const radius = geo.radius;
  if (radius !== null && covered !== 'radius') {
    preds.push((row) => radius.contains(lat[row] as number, lon[row] as number));
  }
  geo.groups.forEach((grids, i) => {
    if (i === 0 && covered === 'rings') return;
    preds.push((row) => inAnyRing(grids, lon[row] as number, lat[row] as number));
  });
  s.test = compose(preds);
  // Without a sort, ascending candidates can stop storing after `need` rows (still counting).
  s.cap = order === null && ascending ? need : ds.count;

  // A candidate list that needs no further test (e.g. a polygon alone) is the match list as is.
  const listIsResult =
    list !== null &&
    s.test === null &&
    s.flagsMask === 0 &&
    s.leadMask === 0 &&
    mode !== Mode.Summary;
  if (list !== null && listIsResult) {
    s.matched = list.length;
  } else if (list !== null) {
    scanList(s, list);
  } else if (useZipRanges && zipMask !== null) {
    const z = ds.zips;
    for (let i = 0; i < zipMask.length; i++) {
      if (zipMask[i]) scanRange(s, z.rowStart[i] as number, z.rowEnd[i] as number);
    }
  } else {
    scanRange(s, 0, ds.count);
  }

  if (mode === Mode.Count) return { resultCount: s.matched, rows: new Int32Array(0) };
  if (mode === Mode.Summary) {
    return {
      resultCount: s.matched,
      rows: new Int32Array(0),
      summary: buildSummary(bitCounts(s.byteHist), s.prices, s.doms, s.listed),
    };
  }
  const matches = listIsResult && list !== null ? list : s.buf;
  const kept = listIsResult ? s.matched : Math.min(s.matched, s.cap);
  let ordered: Int32Array;
  if (order !== null) {
    ordered = topK(matches, kept, need, order);
  } else if (ascending) {
    ordered = matches.subarray(0, Math.min(kept, need));
  } else if (kept <= need * NATIVE_SORT_RATIO) {
    // kd-tree order is arbitrary. When many of the rows are needed (10,000 pins of a radius), a
    // radix sort (no comparator calls) is cheaper than the top-k heap.
    ordered = radixSortRows(matches, kept, ds.count).subarray(0, need);
  } else {
    // Few of many (a page of a big area): pick the `need` smallest rows rather than sorting all.
    ordered = topK(matches, kept, need, byRow);
  }
  const rows =
    mode === Mode.IdsOnly
      ? ordered.slice(0, LIMITS.maxIdsOnly)
      : ordered.slice(Math.min(offset, ordered.length), Math.min(offset + size, ordered.length));
  return { resultCount: s.matched, rows };
}

const byRow: RowComparator = (a, b) => a - b;

/** Up to this many candidates per needed row, a full radix sort is cheaper than the top-k heap. */
const NATIVE_SORT_RATIO = 16;

function numberOr(v: unknown, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback;
}

/** Builds the indexes for `ds` (≈0.3 s per million properties) and returns the engine. */
export function createSearchEngine(ds: Dataset): SearchEngine {
  const ix = buildEngineIndex(ds);
  return { search: (q) => search(ix, q), pins: (q) => search(ix, q, true) };
}
