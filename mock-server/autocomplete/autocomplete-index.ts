// The AutoComplete index, built once with the dataset: every state, county, city, zip,
// neighbourhood and street the dataset holds as a ready item with its searchable keys and size,
// plus per-street row lists (addresses) and rows sorted by APN (P).
import type { AutoCompleteItem } from '../../src/api/contract/autocomplete';
import { NEIGHBORHOOD_TYPES } from '../data/name-lists';
import { formatApn, streetName } from '../dataset/format';
import { FIRST_PROPERTY_ID, type Dataset } from '../dataset/types';
import { normalizeAddressText } from '../engine/text-normalize';

/** One place suggestion: the item as sent, the normalized texts a search may match, its size. */
interface PlaceEntry {
  item: AutoCompleteItem;
  /** Normalized texts; a search matches an entry by its best key. */
  keys: readonly string[];
  /** Properties in the place: "bigger places first". */
  size: number;
  lat: number;
  lon: number;
}

export interface AutoCompleteIndex {
  ds: Dataset;
  /** States, counties, cities, zips, neighbourhoods and streets, in that order. */
  places: readonly PlaceEntry[];
  /** Every place key in one text, one per line, so a search is a few indexOf calls. */
  placeText: KeyText;
  /** Street-table entry → rows on it: rows streetRows[streetStart[s] .. streetStart[s + 1]). */
  streetStart: Int32Array;
  streetRows: Int32Array;
  /** Normalized "street city st zip" of each street-table entry (line s), for address searches. */
  streetText: KeyText;
  /** Rows in APN order, and their APN numbers, for APN prefix searches. */
  apnRows: Int32Array;
  apnValues: Uint32Array;
}

/** Keys joined by newlines: `text`, where each key starts, and what each key belongs to. */
export interface KeyText {
  text: string;
  start: Int32Array;
  owner: Int32Array;
}

function keyText(keys: Iterable<[string, number]>): KeyText {
  const parts: string[] = [];
  const starts: number[] = [];
  const owners: number[] = [];
  let at = 0;
  for (const [key, owner] of keys) {
    parts.push(key);
    starts.push(at);
    owners.push(owner);
    at += key.length + 1;
  }
  return { text: parts.join('\n'), start: Int32Array.from(starts), owner: Int32Array.from(owners) };
}

const round6 = (v: number): number => Math.round(v * 1e6) / 1e6;

/** "Dallas County, TX" in the vendor's words is "Dallas, TX"; the county name alone is kept. */
function countyTitle(county: string, state: string): string {
  return `${county}, ${state}`;
}

function rowsPer(column: ArrayLike<number>, buckets: number): Int32Array {
  const counts = new Int32Array(buckets);
  for (let row = 0; row < column.length; row++) {
    const b = column[row] as number;
    counts[b] = (counts[b] as number) + 1;
  }
  return counts;
}

/** Rows grouped by street-table entry (a counting sort: rows stay in id order within a street). */
function rowsByStreet(ds: Dataset): { streetStart: Int32Array; streetRows: Int32Array } {
  const counts = rowsPer(ds.cols.street, ds.streets.count);
  const streetStart = new Int32Array(ds.streets.count + 1);
  for (let s = 0; s < ds.streets.count; s++)
    streetStart[s + 1] = (streetStart[s] as number) + (counts[s] as number);
  const next = streetStart.slice(0, ds.streets.count);
  const streetRows = new Int32Array(ds.count);
  for (let row = 0; row < ds.count; row++) {
    const s = ds.cols.street[row] as number;
    streetRows[next[s] as number] = row;
    next[s] = (next[s] as number) + 1;
  }
  return { streetStart, streetRows };
}

/**
 * Rows sorted by APN. APN (< 2^30) and row packed into one float sorts natively when they fit in
 * 53 bits (up to 8M rows); larger datasets fall back to a comparator sort.
 */
function rowsByApn(ds: Dataset): { apnRows: Int32Array; apnValues: Uint32Array } {
  const n = ds.count;
  const apn = ds.cols.apn;
  const rowBits = Math.max(1, Math.ceil(Math.log2(n + 1)));
  const apnRows = new Int32Array(n);
  if (30 + rowBits <= 53) {
    const scale = 2 ** rowBits;
    const packed = new Float64Array(n);
    for (let row = 0; row < n; row++) packed[row] = (apn[row] as number) * scale + row;
    packed.sort();
    for (let i = 0; i < n; i++) apnRows[i] = (packed[i] as number) % scale;
  } else {
    const order = Array.from({ length: n }, (_, i) => i);
    order.sort((a, b) => (apn[a] as number) - (apn[b] as number) || a - b);
    apnRows.set(order);
  }
  const apnValues = new Uint32Array(n);
  for (let i = 0; i < n; i++) apnValues[i] = apn[apnRows[i] as number] as number;
  return { apnRows, apnValues };
}

/** The A item of one property row. */
export function addressItem(ds: Dataset, row: number): AutoCompleteItem {
  const zip = ds.zips.entries[ds.cols.zip[row] as number];
  if (!zip) throw new RangeError(`row ${row} has no zip`);
  const house = String(ds.cols.house[row] ?? 0);
  const street = streetName(ds, ds.cols.street[row] as number);
  const address = `${house} ${street}, ${zip.city}, ${zip.state}, ${zip.zip}`;
  return {
    id: String(FIRST_PROPERTY_ID + row),
    apn: formatApn(ds.cols.apn[row] as number),
    house,
    street,
    city: zip.city,
    state: zip.state,
    stateId: zip.fips.slice(0, 2),
    zip: zip.zip,
    county: zip.county,
    countyId: zip.fips.slice(2),
    fips: zip.fips,
    searchType: 'A',
    address,
    title: address,
    latitude: round6(ds.cols.lat[row] as number),
    longitude: round6(ds.cols.lon[row] as number),
  };
}

/** The P item of one property row (shape not published: apn, fips, title; decision). */
export function apnItem(ds: Dataset, row: number): AutoCompleteItem {
  const zip = ds.zips.entries[ds.cols.zip[row] as number];
  const apn = formatApn(ds.cols.apn[row] as number);
  return {
    apn,
    fips: zip?.fips ?? '',
    searchType: 'P',
    title: `${apn}, ${zip?.city ?? ''}, ${zip?.state ?? ''}`,
  };
}

/** Accumulates a place per key, summing sizes and averaging centres weighted by size. */
class PlaceBuilder {
  private readonly byKey = new Map<string, PlaceEntry & { latSum: number; lonSum: number }>();

  add(
    key: string,
    make: () => Omit<PlaceEntry, 'size' | 'lat' | 'lon'>,
    size: number,
    lat: number,
    lon: number,
  ): void {
    let entry = this.byKey.get(key);
    if (!entry) {
      entry = { ...make(), size: 0, lat: 0, lon: 0, latSum: 0, lonSum: 0 };
      this.byKey.set(key, entry);
    }
    entry.size += size;
    entry.latSum += lat * size;
    entry.lonSum += lon * size;
  }

  entries(): PlaceEntry[] {
    return [...this.byKey.values()].map(({ latSum, lonSum, ...e }) => ({
      ...e,
      lat: e.size > 0 ? latSum / e.size : 0,
      lon: e.size > 0 ? lonSum / e.size : 0,
    }));
  }
}

function placeEntries(ds: Dataset): PlaceEntry[] {
  const zips = ds.zips;
  const states = new PlaceBuilder();
  const counties = new PlaceBuilder();
  const cities = new PlaceBuilder();
  const zipPlaces = new PlaceBuilder();
  zips.entries.forEach((z, i) => {
    const size = (zips.rowEnd[i] as number) - (zips.rowStart[i] as number);
    const stateName = ds.directory.stateNames.get(z.state) ?? z.state;
    const stateId = z.fips.slice(0, 2);
    states.add(
      z.state,
      () => ({
        item: { state: z.state, stateName, searchType: 'T', title: `${stateName}, USA` },
        keys: [normalizeAddressText(stateName)],
      }),
      size,
      z.lat,
      z.lon,
    );
    counties.add(
      z.fips,
      () => ({
        item: {
          county: z.county,
          countyId: z.fips.slice(2),
          state: z.state,
          stateId,
          fips: z.fips,
          searchType: 'N',
          title: countyTitle(z.county, z.state),
        },
        keys: [
          normalizeAddressText(`${z.county} County, ${z.state}`),
          normalizeAddressText(`${z.county}, ${z.state}`),
        ],
      }),
      size,
      z.lat,
      z.lon,
    );
    cities.add(
      `${z.city}|${z.state}`,
      () => ({
        item: { city: z.city, state: z.state, searchType: 'C', title: `${z.city}, ${z.state}` },
        keys: [normalizeAddressText(`${z.city}, ${z.state}`)],
      }),
      size,
      z.lat,
      z.lon,
    );
    zipPlaces.add(
      z.zip,
      () => ({
        item: {
          zip: z.zip,
          state: z.state,
          stateId,
          searchType: 'Z',
          title: `${z.zip}, ${z.state}`,
        },
        keys: [z.zip],
      }),
      size,
      z.lat,
      z.lon,
    );
  });

  const nbs = ds.neighborhoods;
  const nbSizes = rowsPer(ds.cols.neighborhood, nbs.count);
  const neighborhoods = new PlaceBuilder();
  for (let i = 0; i < nbs.count; i++) {
    const z = zips.entries[nbs.zip[i] as number];
    const name = nbs.name[i] ?? '';
    if (!z || name === '') continue;
    neighborhoods.add(
      String(i),
      () => ({
        item: {
          neighborhoodId: String(nbs.id[i]),
          neighborhoodName: name,
          neighborhoodType: NEIGHBORHOOD_TYPES[nbs.type[i] as number] ?? 'neighborhood',
          city: z.city,
          state: z.state,
          zip: z.zip,
          searchType: 'G',
          title: `${name}, ${z.city}, ${z.state}`,
        },
        keys: [normalizeAddressText(`${name}, ${z.city}, ${z.state}`)],
      }),
      nbSizes[i] as number,
      nbs.lat[i] as number,
      nbs.lon[i] as number,
    );
  }

  // One S item per street name in a city (the street table holds it once per zip).
  const streetSizes = rowsPer(ds.cols.street, ds.streets.count);
  const streets = new PlaceBuilder();
  for (let s = 0; s < ds.streets.count; s++) {
    const z = zips.entries[ds.streets.zip[s] as number];
    if (!z) continue;
    const street = streetName(ds, s);
    streets.add(
      `${street}|${z.city}|${z.state}`,
      () => ({
        item: {
          street,
          city: z.city,
          state: z.state,
          stateId: z.fips.slice(0, 2),
          zip: z.zip,
          county: z.county,
          countyId: z.fips.slice(2),
          fips: z.fips,
          searchType: 'S',
          title: `${street}, ${z.city}, ${z.state}`,
        },
        keys: [normalizeAddressText(`${street}, ${z.city}, ${z.state}`)],
      }),
      streetSizes[s] as number,
      z.lat,
      z.lon,
    );
  }

  return [
    ...states.entries(),
    ...counties.entries(),
    ...cities.entries(),
    ...zipPlaces.entries(),
    ...neighborhoods.entries(),
    ...streets.entries(),
  ].filter((p) => p.size > 0);
}

function* streetAddressKeys(ds: Dataset): Generator<[string, number]> {
  for (let s = 0; s < ds.streets.count; s++) {
    const z = ds.zips.entries[ds.streets.zip[s] as number];
    const key = `${streetName(ds, s)} ${z?.city ?? ''} ${z?.state ?? ''} ${z?.zip ?? ''}`;
    yield [normalizeAddressText(key), s];
  }
}

export function buildAutoCompleteIndex(ds: Dataset): AutoCompleteIndex {
  const places = placeEntries(ds);
  return {
    ds,
    places,
    placeText: keyText(places.flatMap((p, i) => p.keys.map((k): [string, number] => [k, i]))),
    ...rowsByStreet(ds),
    streetText: keyText(streetAddressKeys(ds)),
    ...rowsByApn(ds),
  };
}
