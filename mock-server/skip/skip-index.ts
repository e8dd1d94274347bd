// Finds the property a skip item names, by situs or mailing address, through an index built once per dataset.
import { STREET_NAMES, STREET_SUFFIXES } from '../data/name-lists';
import { streetName } from '../dataset/format';
import { MAIL_KIND, NULL_I32, type Dataset } from '../dataset/types';
import { isCanonicalInteger } from '../engine/text-normalize';
import { normalStreetLine, normalText, zip5 } from './skip-address';

/** An address as an item gives it: a street line, city, state and maybe a zip. */
interface AddressParts {
  line: string;
  city: string;
  state: string;
  zip?: string | undefined;
}

export interface SkipIndex {
  readonly ds: Dataset;
  /** Street-table entries by "street|city|state", normalised; a city may have one name in several zips. */
  readonly streetsByPlace: ReadonlyMap<string, readonly number[]>;
  /** The rows on each street, ascending: rows of street s are streetRows[streetStart[s] .. streetStart[s+1]). */
  readonly streetStart: Int32Array;
  readonly streetRows: Int32Array;
  /** Rows whose mailing address is their owner's elsewhere, by "line|city|state"; one row (the lowest) per owner. */
  readonly mailRows: ReadonlyMap<string, readonly number[]>;
}

const placeKey = (line: string, city: string, state: string) =>
  `${line}|${normalText(city)}|${state.trim().toUpperCase()}`;

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function buildSkipIndex(ds: Dataset): SkipIndex {
  const streets = ds.streets;
  const streetsByPlace = new Map<string, number[]>();
  for (let s = 0; s < streets.count; s++) {
    const zip = ds.zips.entries[streets.zip[s] ?? 0];
    if (zip) push(streetsByPlace, placeKey(normalText(streetName(ds, s)), zip.city, zip.state), s);
  }
  // Rows grouped by street (a counting sort): a lookup reads the ~30 rows of one street, never the dataset.
  const streetStart = new Int32Array(streets.count + 1);
  for (let row = 0; row < ds.count; row++) {
    const next = (ds.cols.street[row] ?? 0) + 1;
    streetStart[next] = (streetStart[next] ?? 0) + 1;
  }
  for (let s = 0; s < streets.count; s++)
    streetStart[s + 1] = (streetStart[s + 1] ?? 0) + (streetStart[s] ?? 0);
  const fill = streetStart.slice(0, streets.count);
  const streetRows = new Int32Array(ds.count);
  for (let row = 0; row < ds.count; row++) {
    const s = ds.cols.street[row] ?? 0;
    const at = fill[s] ?? 0;
    streetRows[at] = row;
    fill[s] = at + 1;
  }
  // An owner's mailing address stands for each of their absentee properties: keep the lowest row.
  const owners = ds.owners;
  const firstRow = new Int32Array(owners.count).fill(-1);
  for (let row = 0; row < ds.count; row++) {
    if (ds.cols.mailKind[row] === MAIL_KIND.ownerOccupied) continue;
    const o = ds.cols.owner[row] ?? 0;
    if (firstRow[o] === -1) firstRow[o] = row;
  }
  const mailRows = new Map<string, number[]>();
  for (let o = 0; o < owners.count; o++) {
    const row = firstRow[o] ?? -1;
    const mailZip = owners.mailZip[o] ?? NULL_I32;
    const zip = ds.directory.entries[mailZip];
    if (row < 0 || mailZip === NULL_I32 || !zip) continue;
    const line = `${owners.mailHouse[o] ?? 0} ${STREET_NAMES[owners.mailStreetName[o] ?? 0] ?? ''} ${STREET_SUFFIXES[owners.mailSuffix[o] ?? 0] ?? ''}`;
    push(mailRows, placeKey(normalText(line), zip.city, zip.state), row);
  }
  for (const rows of mailRows.values()) rows.sort((a, b) => a - b);
  return { ds, streetsByPlace, streetStart, streetRows, mailRows };
}

const cache = new WeakMap<Dataset, SkipIndex>();

/** The index of a dataset, built on the first skip call: search-only sessions never pay for it. */
export function skipIndexFor(ds: Dataset): SkipIndex {
  let index = cache.get(ds);
  if (!index) {
    index = buildSkipIndex(ds);
    cache.set(ds, index);
  }
  return index;
}

/**
 * The street line without a repeated "city state [zip]" tail: a client that sends the record's
 * one-line address ("123 Main St, Austin, TX 78701") as `address` still names the property.
 */
function streetLineOf(parts: AddressParts): string {
  const line = normalStreetLine(parts.line);
  const tail = ` ${normalText(parts.city)} ${parts.state.trim().toLowerCase()}`;
  for (const suffix of [
    `${tail} ${normalText(parts.zip ?? '')}`.trimEnd(),
    `${tail} ${zip5(parts.zip) ?? ''}`.trimEnd(),
    tail,
  ]) {
    if (line.endsWith(suffix) && line.length > suffix.length) return line.slice(0, -suffix.length);
  }
  return line;
}

/** The lowest row at a situs address that `accept` takes, or -1. */
function findSitus(ix: SkipIndex, parts: AddressParts, accept: (row: number) => boolean): number {
  const line = streetLineOf(parts);
  const space = line.indexOf(' ');
  const houseText = space > 0 ? line.slice(0, space) : '';
  if (!isCanonicalInteger(houseText) || houseText.length > 9) return -1;
  const house = Number(houseText);
  const streets = ix.streetsByPlace.get(placeKey(line.slice(space + 1), parts.city, parts.state));
  if (!streets) return -1;
  const zip = zip5(parts.zip);
  const c = ix.ds.cols;
  let best = -1;
  for (const s of streets) {
    if (zip !== undefined && ix.ds.zips.entries[ix.ds.streets.zip[s] ?? 0]?.zip !== zip) continue;
    const end = ix.streetStart[s + 1] ?? 0;
    for (let k = ix.streetStart[s] ?? 0; k < end; k++) {
      const row = ix.streetRows[k] ?? 0;
      if (c.house[row] !== house || !accept(row)) continue;
      if (best < 0 || row < best) best = row;
      break;
    }
  }
  return best;
}

/** The row whose situs address is `parts` (lowest id if several), or -1. */
export function findBySitus(ix: SkipIndex, parts: AddressParts): number {
  return findSitus(ix, parts, () => true);
}

/** The row whose mailing address is `parts` (lowest id if several), or -1. */
export function findByMailing(ix: SkipIndex, parts: AddressParts): number {
  const ds = ix.ds;
  const zip = zip5(parts.zip);
  let best = -1;
  for (const row of ix.mailRows.get(placeKey(streetLineOf(parts), parts.city, parts.state)) ?? []) {
    const owner = ds.cols.owner[row] ?? 0;
    const mailZip = ds.directory.entries[ds.owners.mailZip[owner] ?? NULL_I32]?.zip;
    if (zip !== undefined && mailZip !== zip) continue;
    best = row;
    break;
  }
  // An owner who lives at the property gets mail there: its situs address is its mailing address.
  const home = findSitus(ix, parts, (row) => ds.cols.mailKind[row] === MAIL_KIND.ownerOccupied);
  if (home >= 0 && (best < 0 || home < best)) best = home;
  return best;
}
