// Geography of the dataset: which real zips get how many properties, their streets and neighborhoods, and each point.
import {
  NEIGHBORHOOD_FIRST_WORDS,
  NEIGHBORHOOD_SECOND_WORDS,
  NEIGHBORHOOD_TYPES,
  STREET_DIRECTIONS,
  STREET_NAMES,
} from '../data/name-lists';
import { haversineMiles } from '../geo/haversine';
import { METROS } from '../geo/metros';
import type { ZipDirectory, ZipEntry } from '../geo/zip-directory';
import { Rng, WeightedChoice } from './prng';
import {
  NULL_U8,
  type NeighborhoodTable,
  type PropertyColumns,
  type StreetTable,
  type ZipTable,
} from './types';

const MILES_PER_DEG_LAT = 69.05;

/**
 * Picks the zips around each metro centre and how many properties each gets: closer zips get
 * more (weight falls off with distance), with some per-zip noise. Zips that receive no property
 * are dropped, and the rest are sorted by (state, county FIPS, zip) so every state, county and
 * zip is a contiguous row range.
 */
export function selectZips(
  dir: ZipDirectory,
  states: readonly string[],
  count: number,
  rng: Rng,
): ZipTable {
  const picks: { dirIdx: number; metro: number; weight: number }[] = [];
  const totalMetroWeight = METROS.reduce((s, m) => s + m.weight, 0);
  METROS.forEach((m, metroIdx) => {
    const near: { dirIdx: number; w: number }[] = [];
    for (const dirIdx of dir.byState.get(m.state) ?? []) {
      const e = dir.entries[dirIdx];
      if (!e) continue;
      const d = haversineMiles(m.lat, m.lon, e.lat, e.lon);
      if (d > m.radiusMiles) continue;
      near.push({ dirIdx, w: (1 / (1 + Math.pow(d / 6, 1.5))) * rng.range(0.5, 1.5) });
    }
    const sum = near.reduce((s, z) => s + z.w, 0);
    for (const z of near) {
      picks.push({
        dirIdx: z.dirIdx,
        metro: metroIdx,
        weight: ((m.weight / totalMetroWeight) * z.w) / sum,
      });
    }
  });
  // Largest-remainder rounding: the counts sum to exactly `count`.
  const exact = picks.map((p) => p.weight * count);
  const counts = exact.map(Math.floor);
  let left = count - counts.reduce((s, c) => s + c, 0);
  const byRemainder = exact
    .map((x, i) => ({ i, r: x - Math.floor(x) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % byRemainder.length, left--) {
    const i = byRemainder[k]?.i ?? 0;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  const kept = picks
    .map((p, i) => ({ ...p, entry: dir.entries[p.dirIdx] as ZipEntry, n: counts[i] ?? 0 }))
    .filter((p) => p.n > 0)
    .sort((a, b) =>
      a.entry.state !== b.entry.state
        ? a.entry.state < b.entry.state
          ? -1
          : 1
        : a.entry.fips !== b.entry.fips
          ? a.entry.fips < b.entry.fips
            ? -1
            : 1
          : a.entry.zip < b.entry.zip
            ? -1
            : 1,
    );
  const n = kept.length;
  const table: ZipTable = {
    entries: kept.map((p) => p.entry),
    metro: new Uint8Array(n),
    state: new Uint8Array(n),
    medianIncome: new Int32Array(n),
    rowStart: new Int32Array(n),
    rowEnd: new Int32Array(n),
  };
  let row = 0;
  kept.forEach((p, z) => {
    const metro = METROS[p.metro];
    table.metro[z] = p.metro;
    table.state[z] = states.indexOf(p.entry.state);
    const income = (metro?.income ?? 70_000) * rng.logNormal(0.3);
    table.medianIncome[z] = Math.round(Math.min(300_000, Math.max(22_000, income)) / 100) * 100;
    table.rowStart[z] = row;
    row += p.n;
    table.rowEnd[z] = row;
  });
  return table;
}

/** Offsets a point by (north, east) miles. */
function offsetMiles(lat: number, lon: number, north: number, east: number): [number, number] {
  const dLat = north / MILES_PER_DEG_LAT;
  const dLon = east / (MILES_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
  return [lat + dLat, lon + dLon];
}

/** A few neighborhoods per zip, each centred within ~1.2 miles of the zip centroid. */
export function buildNeighborhoods(zips: ZipTable, rng: Rng): NeighborhoodTable {
  const zipOf: number[] = [];
  const names: string[] = [];
  const types: number[] = [];
  const lats: number[] = [];
  const lons: number[] = [];
  const tracts: number[] = [];
  zips.entries.forEach((e, z) => {
    const rows = (zips.rowEnd[z] ?? 0) - (zips.rowStart[z] ?? 0);
    const k = Math.min(6, Math.max(2, Math.round(rows / 800) + 2));
    const used = new Set<string>();
    const tractBase = rng.int(1, 980) * 100;
    for (let i = 0; i < k; i++) {
      let name = '';
      for (let tries = 0; tries < 20 && (name === '' || used.has(name)); tries++) {
        name = `${rng.pick(NEIGHBORHOOD_FIRST_WORDS)} ${rng.pick(NEIGHBORHOOD_SECOND_WORDS)}`;
      }
      used.add(name);
      const r = 1.2 * Math.sqrt(rng.next());
      const a = rng.range(0, 2 * Math.PI);
      const [lat, lon] = offsetMiles(e.lat, e.lon, r * Math.cos(a), r * Math.sin(a));
      zipOf.push(z);
      names.push(name);
      types.push(rng.int(0, NEIGHBORHOOD_TYPES.length - 1));
      lats.push(lat);
      lons.push(lon);
      tracts.push(tractBase + i * 3 + rng.int(0, 2));
    }
  });
  const count = names.length;
  if (count > 65_534) throw new Error('too many neighborhoods for a Uint16 column');
  return {
    count,
    zip: Uint16Array.from(zipOf),
    id: Int32Array.from(names, (_, i) => 100_001 + i),
    name: names,
    type: Uint8Array.from(types),
    lat: Float64Array.from(lats),
    lon: Float64Array.from(lons),
    tract: Int32Array.from(tracts),
  };
}

const SUFFIX_CHOICE = new WeightedChoice([0, 1, 2, 3, 4, 5, 6, 7], [20, 15, 12, 20, 12, 5, 10, 6]);

/** Streets per zip (about one per 30 properties), unique by (direction, name, suffix) in a zip. */
export function buildStreets(zips: ZipTable, rng: Rng): StreetTable {
  const zipOf: number[] = [];
  const nameOf: number[] = [];
  const suffixOf: number[] = [];
  const dirOf: number[] = [];
  zips.entries.forEach((_, z) => {
    const rows = (zips.rowEnd[z] ?? 0) - (zips.rowStart[z] ?? 0);
    const k = Math.min(500, Math.max(6, Math.ceil(rows / 30)));
    const used = new Set<number>();
    for (let i = 0; i < k; i++) {
      let key = -1;
      let name = 0;
      let suffix = 0;
      let dir: number = NULL_U8;
      for (let tries = 0; tries < 30 && (key < 0 || used.has(key)); tries++) {
        name = rng.int(0, STREET_NAMES.length - 1);
        suffix = SUFFIX_CHOICE.draw(rng);
        dir = rng.chance(0.22) ? rng.int(0, STREET_DIRECTIONS.length - 1) : NULL_U8;
        key = (name * 16 + suffix) * 256 + dir;
      }
      if (used.has(key)) continue;
      used.add(key);
      zipOf.push(z);
      nameOf.push(name);
      suffixOf.push(suffix);
      dirOf.push(dir);
    }
  });
  return {
    count: zipOf.length,
    zip: Uint16Array.from(zipOf),
    name: Uint16Array.from(nameOf),
    suffix: Uint8Array.from(suffixOf),
    direction: Uint8Array.from(dirOf),
  };
}

/** Per-zip index ranges into the street and neighborhood tables (both are built zip by zip). */
export interface ZipChildren {
  streetStart: Int32Array;
  streetEnd: Int32Array;
  nbStart: Int32Array;
  nbEnd: Int32Array;
  /** Next free house-number slot per street, so numbers are unique on a street. */
  streetSlot: Int32Array;
  streetBase: Int32Array;
}

export function zipChildren(
  zips: ZipTable,
  streets: StreetTable,
  nbs: NeighborhoodTable,
  rng: Rng,
): ZipChildren {
  const n = zips.entries.length;
  const out: ZipChildren = {
    streetStart: new Int32Array(n),
    streetEnd: new Int32Array(n),
    nbStart: new Int32Array(n),
    nbEnd: new Int32Array(n),
    streetSlot: new Int32Array(streets.count),
    streetBase: new Int32Array(streets.count),
  };
  for (let s = streets.count - 1; s >= 0; s--) {
    const z = streets.zip[s] ?? 0;
    out.streetStart[z] = s;
    if ((out.streetEnd[z] ?? 0) === 0) out.streetEnd[z] = s + 1;
    out.streetBase[s] = rng.int(1, 95) * 100;
  }
  for (let i = nbs.count - 1; i >= 0; i--) {
    const z = nbs.zip[i] ?? 0;
    out.nbStart[z] = i;
    if ((out.nbEnd[z] ?? 0) === 0) out.nbEnd[z] = i + 1;
  }
  return out;
}

/**
 * Places one property of zip `z`: a neighborhood of the zip, a point scattered around the
 * neighborhood centre (σ ≈ 0.45 mi, at most 2.5 mi), a street of the zip with a house number
 * unique on that street, parcel identifiers and census block.
 */
export function placeRow(
  cols: PropertyColumns,
  row: number,
  z: number,
  nbs: NeighborhoodTable,
  kids: ZipChildren,
  rng: Rng,
): void {
  const nb = rng.int(kids.nbStart[z] ?? 0, (kids.nbEnd[z] ?? 1) - 1);
  let north = rng.normal() * 0.45;
  let east = rng.normal() * 0.45;
  const r = Math.hypot(north, east);
  if (r > 2.5) {
    north *= 2.5 / r;
    east *= 2.5 / r;
  }
  const nbLat = nbs.lat[nb] ?? 0;
  const lat = nbLat + north / MILES_PER_DEG_LAT;
  const lon = (nbs.lon[nb] ?? 0) + east / (MILES_PER_DEG_LAT * Math.cos((nbLat * Math.PI) / 180));
  const street = rng.int(kids.streetStart[z] ?? 0, (kids.streetEnd[z] ?? 1) - 1);
  const slot = kids.streetSlot[street] ?? 0;
  kids.streetSlot[street] = slot + 1;
  cols.zip[row] = z;
  cols.neighborhood[row] = nb;
  // Round to 6 decimals (~0.1 m), as records print coordinates.
  cols.lat[row] = Math.round(lat * 1e6) / 1e6;
  cols.lon[row] = Math.round(lon * 1e6) / 1e6;
  cols.street[row] = street;
  cols.house[row] = (kids.streetBase[street] ?? 100) + slot * 4 + rng.int(0, 3);
  cols.apn[row] = rng.nextU32() % 1_000_000_000;
  cols.parcel[row] = rng.nextU32() % 100_000_000;
  cols.censusBlock[row] = rng.int(1000, 5000);
  const g = rng.next();
  cols.censusBlockGroup[row] = g < 0.03 ? 0 : g < 0.05 ? 10 : 1 + Math.floor(rng.next() * 9);
}
