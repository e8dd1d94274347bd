// Agents and offices of each board, generated from (seed, board, number) so the same agent looks the same on every listing.
import { FIRST_NAMES, LAST_NAMES, STREET_NAMES, STREET_SUFFIXES } from '../data/name-lists';
import { Rng } from '../dataset/prng';
import type { ZipEntry } from '../geo/zip-directory';
import { hash32 } from './listing-ids';

export interface MlsAgent {
  fullName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  mlsAgentId: string;
}

export interface MlsOffice {
  name: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  stateOrProvince: string;
  mlsOfficeId: string;
}

const SALT_AGENT = 0xa6e47;
const SALT_OFFICE = 0x0ff1ce;
export const OFFICES_PER_BOARD = 48;
const OFFICE_WORDS = [
  'Realty',
  'Real Estate',
  'Properties',
  'Realty Group',
  'Home Partners',
  'Realtors',
  'Homes',
];

/** Where a board's offices are and how its phone numbers start. */
export interface BoardPlace {
  board: number;
  boardCode: string;
  areaCode: string;
  /** Zips of the board's market; offices sit in one of them. */
  zips: readonly ZipEntry[];
}

function pick<T>(rng: Rng, list: readonly T[], fallback: T): T {
  return list[Math.floor(rng.next() * list.length)] ?? fallback;
}

/** 555-0100 to 555-0199 are the numbers reserved for fiction. */
function phone(rng: Rng, areaCode: string): string {
  return `(${areaCode}) 555-01${String(rng.int(0, 99)).padStart(2, '0')}`;
}

const slug = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function mlsOffice(seed: number, place: BoardPlace, office: number): MlsOffice {
  const rng = new Rng(hash32(seed ^ SALT_OFFICE ^ (place.board << 16), office));
  const founder = pick(rng, LAST_NAMES, 'Smith');
  const partner = rng.chance(0.35) ? ` & ${pick(rng, LAST_NAMES, 'Jones')}` : '';
  const name = `${founder}${partner} ${pick(rng, OFFICE_WORDS, 'Realty')}`;
  const zip = pick<ZipEntry | undefined>(rng, place.zips, undefined);
  return {
    name,
    phone: phone(rng, place.areaCode),
    // .example is reserved (RFC 2606): these addresses can never reach anyone.
    email: `info@${slug(name)}.example`,
    address: `${rng.int(1, 98) * 100 + rng.int(0, 99)} ${pick(rng, STREET_NAMES, 'Main')} ${pick(rng, STREET_SUFFIXES, 'St')}`,
    city: zip?.city ?? '',
    postalCode: zip?.zip ?? '',
    stateOrProvince: zip?.state ?? '',
    mlsOfficeId: `${place.boardCode.replace(/[^a-z]/g, '').toUpperCase()}O${String(1000 + office)}`,
  };
}

/** Agent `agent` of a board; agents belong to offices round-robin (officeOfAgent). */
export function mlsAgent(seed: number, place: BoardPlace, agent: number): MlsAgent {
  const rng = new Rng(hash32(seed ^ SALT_AGENT ^ (place.board << 16), agent));
  const firstName = pick(rng, FIRST_NAMES, 'Alex');
  const lastName = pick(rng, LAST_NAMES, 'Smith');
  const officeName = mlsOffice(seed, place, officeOfAgent(agent)).name;
  return {
    fullName: `${firstName} ${lastName}`,
    firstName,
    lastName,
    email: `${slug(firstName)}.${slug(lastName)}@${slug(officeName)}.example`,
    phone: phone(rng, place.areaCode),
    mlsAgentId: `${place.boardCode.replace(/[^a-z]/g, '').toUpperCase()}${String(100_000 + agent * 7)}`,
  };
}

export function officeOfAgent(agent: number): number {
  return agent % OFFICES_PER_BOARD;
}
