// Compiles the location and autocomplete fields of a query into zip masks and row tests.
import { formatTract, streetName } from '../dataset/format';
import { FIRST_PROPERTY_ID, NULL_U8 } from '../dataset/types';
import type { EngineIndex } from './engine-index';
import { restrictZips, type Plan } from './plan';
import { num, text, textList } from './query-input';
import {
  DIRECTION_TOKENS,
  isCanonicalInteger,
  normalizeAddressText,
  SUFFIX_TOKENS,
} from './text-normalize';
import type { SearchQuery } from './types';

/** Streets (street-table mask) whose name matches a normalized street query, or null if none. */
function matchStreets(ix: EngineIndex, queryNorm: string): Uint8Array | null {
  const toks = queryNorm.split(' ');
  const first = toks[0] ?? '';
  const last = toks[toks.length - 1] ?? '';
  // Each reading of the query as [direction] name [suffix]; the name must be a known street name.
  const readings: { name: number; dir: number; suffix: number }[] = [];
  for (const withDir of [false, true]) {
    for (const withSuffix of [false, true]) {
      const extra = (withDir ? 1 : 0) + (withSuffix ? 1 : 0);
      if (toks.length <= extra) continue;
      if (withDir && !DIRECTION_TOKENS.has(first)) continue;
      if (withSuffix && !SUFFIX_TOKENS.has(last)) continue;
      const core = toks.slice(withDir ? 1 : 0, withSuffix ? -1 : toks.length).join(' ');
      const name = ix.streetNameByNorm.get(core);
      if (name === undefined) continue;
      readings.push({
        name,
        dir: withDir ? (ix.directionByToken.get(first) ?? -2) : -1,
        suffix: withSuffix ? (ix.suffixByToken.get(last) ?? -2) : -1,
      });
    }
  }
  if (readings.length === 0) return null;
  const st = ix.ds.streets;
  const mask = new Uint8Array(st.count);
  let any = false;
  for (let s = 0; s < st.count; s++) {
    for (const r of readings) {
      if (st.name[s] !== r.name) continue;
      const dir = st.direction[s] === NULL_U8 ? -3 : (st.direction[s] as number);
      if (r.dir !== -1 && r.dir !== dir) continue;
      if (r.suffix !== -1 && r.suffix !== st.suffix[s]) continue;
      mask[s] = 1;
      any = true;
      break;
    }
  }
  return any ? mask : null;
}

/** A full-address query: the zip it names, the house number and the matching streets of that zip. */
interface AddressMatch {
  zip: number;
  house: number;
  streets: ReadonlySet<number>;
}

/**
 * Decomposes a normalized "house street city st zip" query against the index: the last token
 * must be a dataset zip, the text before it that zip's "city st", and the first token a house
 * number; what is left must equal a street of that zip.
 */
function matchAddress(
  ix: EngineIndex,
  queryNorm: string,
  streetNorm: (s: number) => string,
): AddressMatch | null {
  const lastSpace = queryNorm.lastIndexOf(' ');
  const zip = ix.zipByCode.get(queryNorm.slice(lastSpace + 1));
  if (zip === undefined) return null;
  const tail = ix.zipAddressTail[zip] ?? '';
  if (!queryNorm.endsWith(` ${tail}`)) return null;
  const houseTok = queryNorm.slice(0, queryNorm.indexOf(' '));
  if (!isCanonicalInteger(houseTok)) return null;
  const middle = queryNorm.slice(houseTok.length + 1, queryNorm.length - tail.length - 1);
  const streets = new Set<number>();
  const end = ix.zipStreetEnd[zip] ?? 0;
  for (let s = Math.max(0, ix.zipStreetStart[zip] ?? 0); s < end; s++) {
    if (streetNorm(s) === middle) streets.add(s);
  }
  return streets.size > 0 ? { zip, house: Number(houseTok), streets } : null;
}

/** Parses "DDD-DDD-DDD" to the stored APN number. */
function parseApn(s: string): number | null {
  const m = /^(\d{3})-(\d{3})-(\d{3})$/.exec(s);
  return m ? Number(`${m[1]}${m[2]}${m[3]}`) : null;
}

/** Parses "r" + 8 digits (query is lower-cased) to the stored parcel number. */
function parseParcel(s: string): number | null {
  const m = /^r(\d{8})$/.exec(s);
  return m ? Number(m[1]) : null;
}

/** The zips a row-level mask over streets / neighborhoods can hit. */
function zipsOf(mask: Uint8Array, zipOf: Uint16Array, zipCount: number): Uint8Array {
  const zips = new Uint8Array(zipCount);
  for (let i = 0; i < mask.length; i++) if (mask[i]) zips[zipOf[i] as number] = 1;
  return zips;
}

export function compileLocation(ix: EngineIndex, q: SearchQuery, plan: Plan): void {
  const ds = ix.ds;
  const c = ds.cols;
  const nz = ds.zips.entries.length;
  const streetNormCache = new Map<number, string>();
  const streetNorm = (s: number): string => {
    let v = streetNormCache.get(s);
    if (v === undefined) {
      v = normalizeAddressText(streetName(ds, s));
      streetNormCache.set(s, v);
    }
    return v;
  };

  // Zip-level text fields.
  const state = text(q, 'state');
  if (state !== undefined) restrictZips(plan, nz, (z) => ix.zipState[z] === state);
  const city = text(q, 'city');
  if (city !== undefined) restrictZips(plan, nz, (z) => ix.zipCity[z] === city);
  const county = text(q, 'county');
  if (county !== undefined) {
    const name = county.replace(/\s+county$/, '');
    restrictZips(plan, nz, (z) => ix.zipCounty[z] === name);
  }
  const zips = textList(q, 'zip');
  if (zips !== undefined) {
    const wanted = new Set(zips.map((z) => z.slice(0, 5)));
    restrictZips(plan, nz, (z) => wanted.has(ds.zips.entries[z]?.zip ?? ''));
  }
  const fipsText = text(q, 'fips');
  if (fipsText !== undefined) {
    const fips = fipsText.padStart(5, '0');
    restrictZips(plan, nz, (z) => ds.zips.entries[z]?.fips === fips);
  }
  const countyId = text(q, 'countyId');
  if (countyId !== undefined) {
    // AutoComplete's countyId is the county part ("113"); a whole FIPS ("48113") still reads.
    if (countyId.length > 3) {
      const fips = countyId.padStart(5, '0');
      restrictZips(plan, nz, (z) => ds.zips.entries[z]?.fips === fips);
    } else {
      const part = countyId.padStart(3, '0');
      restrictZips(plan, nz, (z) => ds.zips.entries[z]?.fips.slice(2) === part);
    }
  }
  const stateId = text(q, 'stateId');
  if (stateId !== undefined) {
    const fips = stateId.padStart(2, '0');
    restrictZips(plan, nz, (z) => ds.zips.entries[z]?.fips.slice(0, 2) === fips);
  }

  // Street and full address.
  const street = text(q, 'street');
  if (street !== undefined) {
    const mask = matchStreets(ix, normalizeAddressText(street));
    if (mask === null) {
      plan.empty = true;
    } else {
      const inZips = zipsOf(mask, ds.streets.zip, nz);
      restrictZips(plan, nz, (z) => inZips[z] === 1);
      plan.preds.push((row) => mask[c.street[row] as number] === 1);
    }
  }
  const address = text(q, 'address');
  if (address !== undefined) {
    const m = matchAddress(ix, normalizeAddressText(address), streetNorm);
    if (m === null) {
      plan.empty = true;
    } else {
      restrictZips(plan, nz, (z) => z === m.zip);
      plan.preds.push((row) => c.house[row] === m.house && m.streets.has(c.street[row] as number));
    }
  }
  const house = text(q, 'house');
  if (house !== undefined) {
    if (!isCanonicalInteger(house)) plan.empty = true;
    const n = Number(house);
    plan.preds.push((row) => c.house[row] === n);
  }

  // Neighborhood-level fields (each neighborhood lies in one zip and one census tract).
  const nbs = ds.neighborhoods;
  let nbMask: Uint8Array | null = null;
  const restrictNbs = (allowed: (nb: number) => boolean): void => {
    nbMask ??= new Uint8Array(nbs.count).fill(1);
    for (let i = 0; i < nbs.count; i++) if (nbMask[i] && !allowed(i)) nbMask[i] = 0;
  };
  const nbName = text(q, 'neighborhood_name');
  if (nbName !== undefined) restrictNbs((i) => ix.nbName[i] === nbName);
  const nbId = num(q, 'neighborhood_id');
  if (nbId !== undefined) restrictNbs((i) => nbs.id[i] === nbId);
  const tract = text(q, 'census_tract');
  if (tract !== undefined) restrictNbs((i) => formatTract(nbs.tract[i] as number) === tract);
  if (nbMask !== null) {
    const mask: Uint8Array = nbMask;
    const inZips = zipsOf(mask, nbs.zip, nz);
    restrictZips(plan, nz, (z) => inZips[z] === 1);
    plan.preds.push((row) => mask[c.neighborhood[row] as number] === 1);
  }

  // Row-level identifiers.
  const block = text(q, 'census_block');
  if (block !== undefined) {
    if (!isCanonicalInteger(block)) plan.empty = true;
    const n = Number(block);
    plan.preds.push((row) => c.censusBlock[row] === n);
  }
  const group = text(q, 'census_block_group');
  if (group !== undefined) {
    if (!isCanonicalInteger(group)) plan.empty = true;
    const n = Number(group);
    plan.preds.push((row) => c.censusBlockGroup[row] === n);
  }
  const apn = text(q, 'apn');
  if (apn !== undefined) {
    const n = parseApn(apn);
    if (n === null) plan.empty = true;
    plan.preds.push((row) => c.apn[row] === n);
  }
  const parcel = text(q, 'parcel_account_number');
  if (parcel !== undefined) {
    const n = parseParcel(parcel);
    if (n === null) plan.empty = true;
    plan.preds.push((row) => c.parcel[row] === n);
  }
  const mailState = text(q, 'usps_mail_state');
  if (mailState !== undefined) {
    const idx = ds.states.findIndex((s) => s.toLowerCase() === mailState);
    if (idx < 0) plan.empty = true;
    plan.preds.push((row) => c.mailState[row] === idx);
  }
  const id = text(q, 'id');
  if (id !== undefined) {
    const row = isCanonicalInteger(id) ? Number(id) - FIRST_PROPERTY_ID : -1;
    if (row < 0 || row >= ds.count) {
      plan.empty = true;
    } else {
      // A single row: restrict its zip too, so the scan visits one zip only.
      const zip = c.zip[row] as number;
      restrictZips(plan, nz, (z) => z === zip);
      plan.preds.push((r) => r === row);
    }
  }
  compileTitle(ix, q, plan, streetNorm);
}

/**
 * Streets a street title names: a bare street name (as `street`), or AutoComplete's
 * "Street, City, ST", which names that street in the zips of that city only.
 */
function matchTitleStreets(ix: EngineIndex, t: string): Uint8Array | null {
  const st = ix.ds.streets;
  let mask = matchStreets(ix, t);
  const tried = new Set<string>();
  for (const cityState of ix.zipCityState) {
    if (tried.has(cityState) || !t.endsWith(` ${cityState}`)) continue;
    tried.add(cityState);
    const named = matchStreets(ix, t.slice(0, t.length - cityState.length - 1));
    if (named === null) continue;
    for (let s = 0; s < st.count; s++) {
      if (named[s] !== 1 || ix.zipCityState[st.zip[s] as number] !== cityState) continue;
      mask ??= new Uint8Array(st.count);
      mask[s] = 1;
    }
  }
  return mask;
}

/**
 * `title` (+ optional searchType), compared after address normalization:
 * A full address, C "City, ST", N "County, ST" (the word County optional), S street name or
 * "Street, City, ST", Z zip or "Zip, ST", G neighborhood name or "Name, City, ST", T state code,
 * name or "Name, USA" (the AutoComplete titles). Without searchType, any of them.
 */
function compileTitle(
  ix: EngineIndex,
  q: SearchQuery,
  plan: Plan,
  streetNorm: (s: number) => string,
): void {
  const raw = text(q, 'title');
  if (raw === undefined) return;
  const t = normalizeAddressText(raw);
  const type = typeof q.searchType === 'string' ? q.searchType.toUpperCase() : undefined;
  const want = (k: string): boolean => type === undefined || type === k;
  const ds = ix.ds;
  const c = ds.cols;
  const nz = ds.zips.entries.length;

  const zipHit = new Uint8Array(nz);
  let anyZip = false;
  for (let z = 0; z < nz; z++) {
    const zip = ds.zips.entries[z]?.zip;
    const stateName = normalizeAddressText(ix.zipStateName[z] ?? '');
    const hit =
      (want('C') && ix.zipCityState[z] === t) ||
      (want('N') && (ix.zipCountyState[z] === t || ix.zipCountyWordState[z] === t)) ||
      (want('Z') && (zip === t || `${zip} ${ix.zipState[z]}` === t)) ||
      (want('T') && (ix.zipState[z] === t || stateName === t || `${stateName} usa` === t));
    if (hit) {
      zipHit[z] = 1;
      anyZip = true;
    }
  }
  const streets = want('S') ? matchTitleStreets(ix, t) : null;
  let nbHit: Uint8Array | null = null;
  if (want('G')) {
    const nbs = ds.neighborhoods;
    const m = new Uint8Array(nbs.count);
    let any = false;
    for (let i = 0; i < nbs.count; i++) {
      const name = ix.nbNameNorm[i] ?? '';
      // The bare name, or AutoComplete's "Name, City, ST".
      if (name === t || `${name} ${ix.zipCityState[nbs.zip[i] as number] ?? ''}` === t) {
        m[i] = 1;
        any = true;
      }
    }
    nbHit = any ? m : null;
  }
  const addr = want('A') ? matchAddress(ix, t, streetNorm) : null;
  if (!anyZip && streets === null && nbHit === null && addr === null) {
    plan.empty = true;
    return;
  }
  const candZips = zipHit.slice();
  if (streets) {
    const z2 = zipsOf(streets, ds.streets.zip, nz);
    for (let z = 0; z < nz; z++) candZips[z] = (candZips[z] as number) | (z2[z] as number);
  }
  if (nbHit) {
    const z2 = zipsOf(nbHit, ds.neighborhoods.zip, nz);
    for (let z = 0; z < nz; z++) candZips[z] = (candZips[z] as number) | (z2[z] as number);
  }
  if (addr) candZips[addr.zip] = 1;
  restrictZips(plan, nz, (z) => candZips[z] === 1);
  const streetsM = streets;
  const nbM = nbHit;
  plan.preds.push(
    (row) =>
      zipHit[c.zip[row] as number] === 1 ||
      (streetsM !== null && streetsM[c.street[row] as number] === 1) ||
      (nbM !== null && nbM[c.neighborhood[row] as number] === 1) ||
      (addr !== null && c.house[row] === addr.house && addr.streets.has(c.street[row] as number)),
  );
}
