// Listing ids as a pure function of (seed, property row), so a search record knows its listing id without the MLS index.
import { FIRST_PROPERTY_ID, type Dataset } from '../dataset/types';

/**
 * listingId = LISTING_ID_BASE + 4 × row + slot. Slots 0–2 hold the property's own listing (one
 * of them, chosen by a hash, so listing ids are not simply consecutive); slot 3 holds a listing
 * that sits next door and is linked to no property. Every id therefore inverts to its row.
 */
export const LISTING_ID_BASE = 300_000_000;
const SLOTS = 4;
const UNLINKED_SLOT = 3;
/** About 1.2% of properties have an unlinked listing beside them: ~4% of all listings. */
const UNLINKED_PER_MILLE = 12;

const SALT_SLOT = 0x51f15e;
const SALT_UNLINKED = 0x2d7e9a;

/** A 32-bit hash of (seed, x): murmur3's finalizer over both words. Deterministic, no state. */
export function hash32(seed: number, x: number): number {
  let h = Math.imul(seed ^ 0x2c1b3c6d, 0x297a2d39) ^ Math.imul(x | 0, 0x9e3779b1);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function linkedSlot(seed: number, row: number): number {
  return hash32(seed ^ SALT_SLOT, row) % UNLINKED_SLOT;
}

/** True when the property at `row` has an MLS listing (its MLS status column is set). */
export function rowHasListing(ds: Dataset, row: number): boolean {
  return (ds.cols.mlsStatus[row] ?? 0) !== 0;
}

/** The listing id of the property at `row`, or null when it has no listing. */
export function listingIdOfRow(ds: Dataset, row: number): number | null {
  if (!rowHasListing(ds, row)) return null;
  return LISTING_ID_BASE + SLOTS * row + linkedSlot(ds.seed, row);
}

/** The search record's `mlsListingId`: the listing id as a string, or null. */
export function mlsListingIdOfRow(ds: Dataset, row: number): string | null {
  const id = listingIdOfRow(ds, row);
  return id === null ? null : String(id);
}

/** The id of the unlinked listing placed next to the property at `row`, or null when there is none. */
export function unlinkedListingIdOfRow(ds: Dataset, row: number): number | null {
  if (hash32(ds.seed ^ SALT_UNLINKED, row) % 1000 >= UNLINKED_PER_MILLE) return null;
  return LISTING_ID_BASE + SLOTS * row + UNLINKED_SLOT;
}

/** True for the id of an unlinked listing (one that exists in the index; the id is not checked). */
export function isUnlinkedListingId(id: number): boolean {
  return (id - LISTING_ID_BASE) % SLOTS === UNLINKED_SLOT;
}

/** The row a listing id stands on (its own property's, or its neighbour's when unlinked). */
export function rowOfListingId(id: number): number {
  return Math.floor((id - LISTING_ID_BASE) / SLOTS);
}

/** The property id (assessor_id) of a row. */
export function propertyIdOfRow(row: number): number {
  return FIRST_PROPERTY_ID + row;
}
