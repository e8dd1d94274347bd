// Address lookups for MLSDetail: a one-line address or house/street/city/state/zip parts → a property and/or listing.
import { STREET_DIRECTIONS, STREET_NAMES, STREET_SUFFIXES } from '../data/name-lists';
import { isCanonicalInteger, normalizeAddressText } from '../engine/text-normalize';
import { NULL_U8, type Dataset } from '../dataset/types';
import { isUnlinkedListingId, rowOfListingId } from './listing-ids';
import { listingFacts } from './listing-facts';
import { indexOfRow, type MlsIndex } from './mls-index';

/**
 * What an address names: a property row (-1 for none) and a listing index (-1 for none). A
 * property without a listing is still a hit: the cross-sold fallback answers for it.
 */
export interface AddressHit {
  row: number;
  listing: number;
}

export interface AddressComponents {
  house: string;
  street: string;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
}

/** Zip-level tables for matching; streets and rows are matched on the typed columns directly. */
export interface AddressIndex {
  ix: MlsIndex;
  zipsByCode: ReadonlyMap<string, readonly number[]>;
  zipsByCityState: ReadonlyMap<string, readonly number[]>;
  /** Normalized "city st zip" of each dataset zip. */
  zipTail: readonly string[];
  zipCity: readonly string[];
  zipState: readonly string[];
  /** Street core name (normalized) → index in STREET_NAMES. */
  nameByCore: ReadonlyMap<string, number>;
  directionByToken: ReadonlyMap<string, number>;
  suffixByToken: ReadonlyMap<string, number>;
  /** Unlinked listings by the zip they stand in. */
  unlinkedByZip: ReadonlyMap<number, readonly number[]>;
}

function push<K>(map: Map<K, number[]>, key: K, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildAddressIndex(ix: MlsIndex): AddressIndex {
  const ds = ix.ds;
  const zipsByCode = new Map<string, number[]>();
  const zipsByCityState = new Map<string, number[]>();
  ds.zips.entries.forEach((z, i) => {
    push(zipsByCode, z.zip, i);
    push(zipsByCityState, normalizeAddressText(`${z.city} ${z.state}`), i);
  });
  const unlinkedByZip = new Map<number, number[]>();
  for (let k = 0; k < ix.count; k++) {
    const id = ix.ids[k] ?? 0;
    if (isUnlinkedListingId(id)) push(unlinkedByZip, ds.cols.zip[rowOfListingId(id)] ?? 0, k);
  }
  return {
    ix,
    zipsByCode,
    zipsByCityState,
    zipTail: ds.zips.entries.map((z) => normalizeAddressText(`${z.city} ${z.state} ${z.zip}`)),
    zipCity: ds.zips.entries.map((z) => normalizeAddressText(z.city)),
    zipState: ds.zips.entries.map((z) => z.state.toLowerCase()),
    nameByCore: new Map(STREET_NAMES.map((s, i) => [normalizeAddressText(s), i])),
    directionByToken: new Map(STREET_DIRECTIONS.map((d, i) => [d.toLowerCase(), i])),
    suffixByToken: new Map(STREET_SUFFIXES.map((s, i) => [s.toLowerCase(), i])),
    unlinkedByZip,
  };
}

/** A street as asked for: core name, plus direction and suffix when given (-1 = not given, any matches). */
interface StreetQuery {
  name: number;
  direction: number;
  suffix: number;
}

function parseStreet(ax: AddressIndex, tokens: readonly string[]): StreetQuery | null {
  let from = 0;
  let to = tokens.length;
  let direction = -1;
  let suffix = -1;
  const first = tokens[0];
  if (to - from > 1 && first !== undefined && ax.directionByToken.has(first)) {
    direction = ax.directionByToken.get(first) ?? -1;
    from++;
  }
  const last = tokens[to - 1];
  if (to - from > 1 && last !== undefined && ax.suffixByToken.has(last)) {
    suffix = ax.suffixByToken.get(last) ?? -1;
    to--;
  }
  const name = ax.nameByCore.get(tokens.slice(from, to).join(' '));
  return name === undefined ? null : { name, direction, suffix };
}

function streetMatches(ds: Dataset, street: number, q: StreetQuery): boolean {
  const st = ds.streets;
  if (st.name[street] !== q.name) return false;
  if (q.suffix >= 0 && st.suffix[street] !== q.suffix) return false;
  if (q.direction >= 0) {
    const dir = st.direction[street] ?? NULL_U8;
    if (dir === NULL_U8 || dir !== q.direction) return false;
  }
  return true;
}

/** Every property and unlinked listing at (house, street) in one of `zips`, best first. */
function searchZips(
  ax: AddressIndex,
  zips: readonly number[],
  house: number,
  street: StreetQuery,
): AddressHit | null {
  const ix = ax.ix;
  const ds = ix.ds;
  const c = ds.cols;
  let propertyOnly: AddressHit | null = null;
  let unlinked: AddressHit | null = null;
  for (const z of zips) {
    const end = ds.zips.rowEnd[z] ?? 0;
    for (let row = ds.zips.rowStart[z] ?? 0; row < end; row++) {
      if (c.house[row] !== house || !streetMatches(ds, c.street[row] ?? 0, street)) continue;
      const listing = indexOfRow(ix, row);
      if (listing >= 0) return { row, listing };
      propertyOnly ??= { row, listing: -1 };
    }
    for (const k of ax.unlinkedByZip.get(z) ?? []) {
      const facts = listingFacts(ix, k);
      if (facts.house === house && streetMatches(ds, c.street[facts.row] ?? 0, street)) {
        unlinked ??= { row: -1, listing: k };
      }
    }
  }
  return unlinked ?? propertyOnly;
}

function houseNumber(token: string | undefined): number | null {
  return token !== undefined && isCanonicalInteger(token) && token.length <= 9
    ? Number(token)
    : null;
}

/**
 * A one-line address: "123 North Main Street, Austin, TX 78701" and "123 n main st. austin tx
 * 78701-1234" name the same place. The zip, when given, must be a dataset zip whose city and
 * state precede it; without a zip, the address must end in a dataset "city state".
 */
export function findByAddress(ax: AddressIndex, address: string): AddressHit | null {
  const tokens = normalizeAddressText(address).split(' ');
  const n0 = tokens.length;
  if (n0 >= 2 && /^\d{4}$/.test(tokens[n0 - 1] ?? '') && /^\d{5}$/.test(tokens[n0 - 2] ?? ''))
    tokens.pop();
  const house = houseNumber(tokens[0]);
  if (house === null) return null;
  const n = tokens.length;
  const last = tokens[n - 1] ?? '';
  const candidates: { zips: number[]; streetTokens: string[] }[] = [];
  if (/^\d{5}$/.test(last)) {
    for (const z of ax.zipsByCode.get(last) ?? []) {
      const tail = (ax.zipTail[z] ?? '').split(' ');
      if (n - tail.length < 2) continue;
      if (tokens.slice(n - tail.length).join(' ') !== tail.join(' ')) continue;
      candidates.push({ zips: [z], streetTokens: tokens.slice(1, n - tail.length) });
    }
  } else {
    for (let k = 2; k <= Math.min(6, n - 2); k++) {
      const zips = ax.zipsByCityState.get(tokens.slice(n - k).join(' '));
      if (zips) candidates.push({ zips: [...zips], streetTokens: tokens.slice(1, n - k) });
    }
  }
  for (const { zips, streetTokens } of candidates) {
    const street = parseStreet(ax, streetTokens);
    if (!street) continue;
    const hit = searchZips(ax, zips, house, street);
    if (hit) return hit;
  }
  return null;
}

/** The component form: house + street, plus zip and/or city + state. */
export function findByComponents(ax: AddressIndex, parts: AddressComponents): AddressHit | null {
  const house = houseNumber(normalizeAddressText(parts.house));
  const street = parseStreet(ax, normalizeAddressText(parts.street).split(' '));
  if (house === null || !street) return null;
  const city = parts.city === undefined ? undefined : normalizeAddressText(parts.city);
  const state = parts.state?.trim().toLowerCase();
  const zipMatch = parts.zip === undefined ? null : /^(\d{5})(?:-?\d{4})?$/.exec(parts.zip.trim());
  if (parts.zip !== undefined && !zipMatch) return null;
  let zips: readonly number[];
  if (zipMatch?.[1] !== undefined) zips = ax.zipsByCode.get(zipMatch[1]) ?? [];
  else if (city !== undefined && state !== undefined)
    zips = ax.zipsByCityState.get(`${city} ${state}`) ?? [];
  else return null;
  const wanted = zips.filter(
    (z) =>
      (city === undefined || ax.zipCity[z] === city) &&
      (state === undefined || ax.zipState[z] === state),
  );
  return searchZips(ax, wanted, house, street);
}
