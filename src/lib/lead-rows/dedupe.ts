// Merging rows that would reach the same mailbox or the same owner: a mailer pays for every
// duplicate. Keys are normalised so "123 N. Main Street, Apt 4" and "123 N MAIN ST #4" match.
import type { PropertyRecord } from '../../api/contract/property-record';
import { recordOwner } from './column-catalogue';

export type DedupeMode = 'off' | 'mailing' | 'owner';

export const DEDUPE_LABELS: Record<DedupeMode, string> = {
  off: 'Off: one row per property',
  mailing: 'By mailing address',
  owner: 'By owner',
};

/** USPS street-suffix and direction abbreviations (the common ones). */
const ABBREVIATIONS: Record<string, string> = {
  STREET: 'ST',
  AVENUE: 'AVE',
  AV: 'AVE',
  BOULEVARD: 'BLVD',
  DRIVE: 'DR',
  ROAD: 'RD',
  LANE: 'LN',
  COURT: 'CT',
  CIRCLE: 'CIR',
  PLACE: 'PL',
  TERRACE: 'TER',
  PARKWAY: 'PKWY',
  HIGHWAY: 'HWY',
  TRAIL: 'TRL',
  SQUARE: 'SQ',
  NORTH: 'N',
  SOUTH: 'S',
  EAST: 'E',
  WEST: 'W',
  NORTHEAST: 'NE',
  NORTHWEST: 'NW',
  SOUTHEAST: 'SE',
  SOUTHWEST: 'SW',
  APARTMENT: '#',
  APT: '#',
  UNIT: '#',
  SUITE: '#',
  STE: '#',
  'P O BOX': 'PO BOX',
};

/** "123 N. Main Street, Apt 4" → "123 N MAIN ST # 4". */
export function normaliseStreet(street: string): string {
  const words = street
    .toUpperCase()
    .replace(/P\.?\s*O\.?\s*BOX/g, 'PO BOX')
    .replace(/#/g, ' # ')
    .replace(/[^A-Z0-9# ]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => ABBREVIATIONS[w] ?? w);
  // "# # 4" from "Apt #4".
  return words.filter((w, i) => !(w === '#' && words[i + 1] === '#')).join(' ');
}

/** The mailing address as one comparable key; undefined when there is none (privacy mode). */
export function mailingKey(record: PropertyRecord): string | undefined {
  const mail = record.mailAddress;
  const street = mail?.street ?? mail?.address?.split(',')[0];
  if (!mail || !street) return undefined;
  const zip5 = (mail.zip ?? '').slice(0, 5);
  const place =
    zip5 || `${(mail.city ?? '').toUpperCase().trim()} ${(mail.state ?? '').toUpperCase()}`;
  return `${normaliseStreet(street)}|${place}`;
}

/** The owner as one comparable key: the parsed addressee, case and punctuation aside. */
export function ownerKey(record: PropertyRecord): string | undefined {
  const owner = recordOwner(record);
  if (!owner?.addressee) return undefined;
  return owner.addressee
    .toUpperCase()
    .replace(/[^A-Z0-9&]+/g, ' ')
    .trim();
}

export function dedupeKey(record: PropertyRecord, mode: DedupeMode): string | null {
  if (mode === 'off') return null;
  return (mode === 'mailing' ? mailingKey(record) : ownerKey(record)) ?? null;
}
