// AutoComplete lookups over the index: match, rank, keep the best ten.
//
// Ranking (reference-shapes "AutoComplete", decisions of the mock): a match at the start of a
// place's text comes before a match at the start of a later word, which comes before one inside
// a word; then bigger kinds of place first (state, county, city, zip, neighbourhood, street,
// address, APN); then bigger places (more properties), each weighed down by its distance from
// `latitude`/`longitude` when the request gives a point; then the title, so answers are stable.
import {
  AUTOCOMPLETE_MAX_ITEMS,
  AUTOCOMPLETE_TYPES,
  type AutoCompleteItem,
  type AutoCompleteType,
} from '../../src/api/contract/autocomplete';
import { haversineMiles } from '../geo/haversine';
import { isCanonicalInteger, normalizeAddressText } from '../engine/text-normalize';
import { addressItem, apnItem, type AutoCompleteIndex, type KeyText } from './autocomplete-index';

export interface LookupRequest {
  search: string;
  search_types?: readonly AutoCompleteType[] | undefined;
  latitude?: number | undefined;
  longitude?: number | undefined;
}

export interface LookupResult {
  /** The best items, at most ten, best first. */
  items: AutoCompleteItem[];
  /** Every match the search had before the cut. */
  total: number;
}

const TYPE_RANK: Readonly<Record<AutoCompleteType, number>> = {
  T: 0,
  N: 1,
  C: 2,
  Z: 3,
  G: 4,
  S: 5,
  A: 6,
  P: 7,
};

/** Distance (miles) at which a place's weight is halved by the nearby bias. */
const BIAS_MILES = 30;

/** Index of the key holding text position `pos` (the last key starting at or before it). */
function keyAt(start: Int32Array, pos: number): number {
  let lo = 0;
  let hi = start.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >>> 1;
    if ((start[mid] as number) <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/**
 * Calls `found(owner, class)` for every key of `keys` holding `query`, with the best class per
 * key (0 at its start, 1 at a later word's start, 2 inside a word). One indexOf walk over the
 * joined text: keys that do not hold the query cost nothing.
 */
function eachMatch(
  keys: KeyText,
  query: string,
  found: (owner: number, match: number) => void,
): void {
  const { text, start, owner } = keys;
  let lastKey = -1;
  let lastMatch = 3;
  let pos = text.indexOf(query);
  while (pos >= 0) {
    const k = keyAt(start, pos);
    const match = pos === start[k] ? 0 : text[pos - 1] === ' ' ? 1 : 2;
    if (k !== lastKey) {
      if (lastKey >= 0) found(owner[lastKey] as number, lastMatch);
      lastKey = k;
      lastMatch = match;
    } else if (match < lastMatch) {
      lastMatch = match;
    }
    pos = text.indexOf(query, pos + 1);
  }
  if (lastKey >= 0) found(owner[lastKey] as number, lastMatch);
}

interface Candidate {
  match: number;
  rank: number;
  weight: number;
  title: string;
  /** The item, built only for the candidates that make the cut. */
  build: () => AutoCompleteItem;
}

function better(a: Candidate, b: Candidate): boolean {
  if (a.match !== b.match) return a.match < b.match;
  if (a.rank !== b.rank) return a.rank < b.rank;
  if (a.weight !== b.weight) return a.weight > b.weight;
  return a.title < b.title;
}

/** The best `limit` candidates, kept sorted by insertion: O(n · limit), no full sort. */
class TopList {
  readonly kept: Candidate[] = [];
  total = 0;
  constructor(private readonly limit: number) {}

  offer(c: Candidate): void {
    this.total += 1;
    const kept = this.kept;
    if (kept.length === this.limit && !better(c, kept[kept.length - 1] as Candidate)) return;
    let i = kept.length;
    while (i > 0 && better(c, kept[i - 1] as Candidate)) i -= 1;
    kept.splice(i, 0, c);
    if (kept.length > this.limit) kept.pop();
  }
}

/** A weight for `size` at (lat, lon): the size, or the size weighed down by distance from the point. */
function weigher(req: LookupRequest): (size: number, lat: number, lon: number) => number {
  const { latitude, longitude } = req;
  if (latitude === undefined || longitude === undefined) return (size) => size;
  return (size, lat, lon) => {
    const d = haversineMiles(latitude, longitude, lat, lon) / BIAS_MILES;
    return size / (1 + d * d);
  };
}

/** Digits of an APN prefix as typed ("123-45"), or undefined when the search is not one. */
function apnDigits(search: string, onlyApn: boolean): string | undefined {
  const raw = search.trim();
  if (!/^[\d-]+$/.test(raw)) return undefined;
  const digits = raw.replace(/-/g, '');
  if (digits.length < 3 || digits.length > 9) return undefined;
  // Three to five bare digits read as a zip (or a house number) unless only APNs were asked for.
  if (!onlyApn && !raw.includes('-') && digits.length < 6) return undefined;
  return digits;
}

/** First index in the sorted `values` whose value is ≥ `target`. */
function lowerBound(values: Uint32Array, target: number): number {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[mid] as number) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function offerApns(ix: AutoCompleteIndex, digits: string, top: TopList): void {
  const scale = 10 ** (9 - digits.length);
  const from = lowerBound(ix.apnValues, Number(digits) * scale);
  const to = lowerBound(ix.apnValues, (Number(digits) + 1) * scale);
  // In APN order: the first ten are kept, the rest only counted.
  for (let i = from; i < to; i++) {
    const row = ix.apnRows[i] as number;
    if (top.kept.length < AUTOCOMPLETE_MAX_ITEMS) {
      top.offer({
        match: 0,
        rank: TYPE_RANK.P,
        weight: to - i,
        title: '',
        build: () => apnItem(ix.ds, row),
      });
    } else {
      top.total += to - i;
      return;
    }
  }
}

/** "123 main st": house 123 on every street whose "street city st zip" text the rest starts. */
function offerAddresses(
  ix: AutoCompleteIndex,
  query: string,
  weigh: ReturnType<typeof weigher>,
  top: TopList,
): void {
  const space = query.indexOf(' ');
  if (space < 0) return;
  const houseText = query.slice(0, space);
  if (!isCanonicalInteger(houseText)) return;
  const house = Number(houseText);
  const rest = query.slice(space + 1);
  const c = ix.ds.cols;
  eachMatch(ix.streetText, rest, (s, match) => {
    // An address starts with its street: the rest must start the street or one of its words.
    if (match > 1) return;
    const end = ix.streetStart[s + 1] as number;
    for (let i = ix.streetStart[s] as number; i < end; i++) {
      const row = ix.streetRows[i] as number;
      if (c.house[row] !== house) continue;
      top.offer({
        match,
        rank: TYPE_RANK.A,
        weight: weigh(1, c.lat[row] as number, c.lon[row] as number),
        title: '',
        build: () => addressItem(ix.ds, row),
      });
    }
  });
}

/** The best suggestions for a request (already validated: search has at least 3 characters). */
export function lookup(ix: AutoCompleteIndex, req: LookupRequest): LookupResult {
  const wanted = new Set<AutoCompleteType>(req.search_types ?? AUTOCOMPLETE_TYPES);
  const query = normalizeAddressText(req.search);
  const weigh = weigher(req);
  const top = new TopList(AUTOCOMPLETE_MAX_ITEMS);
  if (query !== '') {
    // A place with two keys (a county's "dallas county tx" and "dallas tx") may be found twice:
    // its best class counts, once.
    const best = new Map<number, number>();
    eachMatch(ix.placeText, query, (p, match) => {
      const seen = best.get(p);
      if (seen === undefined || match < seen) best.set(p, match);
    });
    for (const [p, match] of best) {
      const place = ix.places[p];
      if (!place || !wanted.has(place.item.searchType)) continue;
      top.offer({
        match,
        rank: TYPE_RANK[place.item.searchType],
        weight: weigh(place.size, place.lat, place.lon),
        title: place.item.title,
        build: () => place.item,
      });
    }
    if (wanted.has('A')) offerAddresses(ix, query, weigh, top);
  }
  if (wanted.has('P')) {
    const digits = apnDigits(req.search, wanted.size === 1);
    if (digits !== undefined) offerApns(ix, digits, top);
  }
  return { items: top.kept.map((c) => c.build()), total: top.total };
}
