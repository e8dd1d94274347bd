// How stored codes and numbers are written in records: street lines, APNs, parcel numbers, census tracts.
import { STREET_DIRECTIONS, STREET_NAMES, STREET_SUFFIXES } from '../data/name-lists';
import { NULL_U8, type Dataset } from './types';

/** "N Oak St": direction (if any), name and suffix of a street-table entry. */
export function streetName(ds: Dataset, street: number): string {
  const dir = ds.streets.direction[street] ?? NULL_U8;
  const name = STREET_NAMES[ds.streets.name[street] ?? 0] ?? '';
  const suffix = STREET_SUFFIXES[ds.streets.suffix[street] ?? 0] ?? '';
  return dir === NULL_U8
    ? `${name} ${suffix}`
    : `${STREET_DIRECTIONS[dir] ?? ''} ${name} ${suffix}`;
}

/** Assessor parcel number, DDD-DDD-DDD. */
export function formatApn(apn: number): string {
  const s = String(apn).padStart(9, '0');
  return `${s.slice(0, 3)}-${s.slice(3, 6)}-${s.slice(6)}`;
}

/** Parcel account number: R followed by 8 digits. */
export function formatParcel(parcel: number): string {
  return `R${String(parcel).padStart(8, '0')}`;
}

/** Census tract code: 6 digits (4 + 2 implied decimals). */
export function formatTract(tract: number): string {
  return String(tract).padStart(6, '0');
}

/** Description text of the code tables without the "(**)" deprecation marker, in title case. */
export function titleCase(text: string): string {
  return text
    .replace(/\s*\(\*\*\)$/, '')
    .toLowerCase()
    .replace(/(^|[\s/(-])([a-z])/g, (_, pre: string, c: string) => pre + c.toUpperCase());
}
