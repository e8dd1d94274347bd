// Known values of the dataset for tests and demos (GET /__mock/fixtures), all derived deterministically from the store.
import { streetName } from '../dataset/format';
import { FIRST_PROPERTY_ID } from '../dataset/types';
import { BOARD_CODES } from './boards';
import {
  LISTING_ID_BASE,
  isUnlinkedListingId,
  propertyIdOfRow,
  rowHasListing,
} from './listing-ids';
import { listingFacts } from './listing-facts';
import { indexOfMlsNumber, listingsOfBoard } from './mls-index';
import type { MlsStore } from './mls-store';

export interface MlsFixtures {
  /** One active, photographed listing linked to a property, by each of its lookups. */
  listingId: number;
  assessorId: number;
  mlsNumber: string;
  mlsBoardCode: string;
  address: string;
  addressComponents: { house: string; street: string; city: string; state: string; zip: string };
  /** An MLS number that two boards both use, for different listings. */
  sharedMlsNumber: {
    mlsNumber: string;
    boards: [string, string];
    listingIds: [number, number];
  } | null;
  /** A listing linked to no property: MLSDetail finds it; MLSDetailBulk answers an error object. */
  listingIdWithoutProperty: number | null;
  /** A property with a public record and no listing: the cross-sold fallback answers for it. */
  publicOnlyAssessorId: number | null;
  publicOnlyAddress: string | null;
  /** Ids that match nothing (and no property, so no fallback either). */
  missingListingId: number;
  missingAssessorId: number;
}

const cache = new WeakMap<MlsStore, MlsFixtures>();

function sharedNumber(mls: MlsStore): MlsFixtures['sharedMlsNumber'] {
  const ix = mls.ix;
  for (let a = 0; a < BOARD_CODES.length; a++) {
    for (const k of listingsOfBoard(ix, a)) {
      const number = String(ix.mlsNumber[k] ?? 0);
      for (let b = a + 1; b < BOARD_CODES.length; b++) {
        const other = indexOfMlsNumber(ix, number, b);
        if (other < 0) continue;
        return {
          mlsNumber: number,
          boards: [BOARD_CODES[a] ?? '', BOARD_CODES[b] ?? ''],
          listingIds: [ix.ids[k] ?? 0, ix.ids[other] ?? 0],
        };
      }
    }
  }
  return null;
}

function computeFixtures(mls: MlsStore): MlsFixtures {
  const { ix, ds } = mls;
  let main = -1;
  let fallbackMain = -1;
  let unlinked: number | null = null;
  for (let k = 0; k < ix.count; k++) {
    const id = ix.ids[k] ?? 0;
    if (isUnlinkedListingId(id)) {
      unlinked ??= id;
      continue;
    }
    if (fallbackMain < 0) fallbackMain = k;
    if (main < 0) {
      const facts = listingFacts(ix, k);
      if (facts.status === 'Active' && facts.hasPhotos) main = k;
    }
    if (main >= 0 && unlinked !== null) break;
  }
  if (main < 0) main = fallbackMain;
  if (main < 0) throw new Error('the dataset has no listing');
  const facts = listingFacts(ix, main);
  const record = mls.properties.record(facts.row);
  let publicOnlyRow = -1;
  for (let row = 0; row < ds.count && publicOnlyRow < 0; row++)
    if (!rowHasListing(ds, row)) publicOnlyRow = row;
  const zip = ds.zips.entries[ds.cols.zip[facts.row] ?? 0];
  return {
    listingId: facts.listingId,
    assessorId: propertyIdOfRow(facts.row),
    mlsNumber: facts.mlsNumber,
    mlsBoardCode: facts.boardCode,
    address: record.address.address,
    addressComponents: {
      house: String(facts.house),
      street: streetName(ds, ds.cols.street[facts.row] ?? 0),
      city: zip?.city ?? '',
      state: zip?.state ?? '',
      zip: zip?.zip ?? '',
    },
    sharedMlsNumber: sharedNumber(mls),
    listingIdWithoutProperty: unlinked,
    publicOnlyAssessorId: publicOnlyRow < 0 ? null : propertyIdOfRow(publicOnlyRow),
    publicOnlyAddress:
      publicOnlyRow < 0 ? null : mls.properties.record(publicOnlyRow).address.address,
    // Slot 0 of a row without a listing is never used (listing-ids.ts); past the last row there is nothing.
    missingListingId: LISTING_ID_BASE + 4 * (publicOnlyRow < 0 ? ds.count : publicOnlyRow),
    missingAssessorId: FIRST_PROPERTY_ID + ds.count + 1_000,
  };
}

export function mlsFixtures(mls: MlsStore): MlsFixtures {
  let fixtures = cache.get(mls);
  if (!fixtures) {
    fixtures = computeFixtures(mls);
    cache.set(mls, fixtures);
  }
  return fixtures;
}
