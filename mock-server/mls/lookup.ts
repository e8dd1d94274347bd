// Resolves MLSDetail lookups and MLSDetailBulk ids to listings, properties or misses (§2.3, §4.2, §4.3, §7.4).
import { MESSAGES } from '../../src/api/contract/errors';
import {
  lookupMethod,
  type MlsDetailRequest,
  type MlsLookupMethod,
} from '../../src/api/contract/mls-request';
import { isGiven } from '../../src/api/contract/violations';
import { findByAddress, findByComponents, type AddressHit } from './address-lookup';
import { boardIndex } from './boards';
import { indexOfListingId, indexOfMlsNumber, indexOfRow } from './mls-index';
import type { MlsStore } from './mls-store';
import { isUnlinkedListingId } from './listing-ids';

/**
 * What a lookup found: a listing; a property that has no listing (the cross-sold fallback may
 * answer for it); or nothing.
 */
type LookupOutcome =
  { kind: 'listing'; index: number } | { kind: 'property'; row: number } | { kind: 'none' };

export interface DetailLookup {
  method: MlsLookupMethod;
  outcome: LookupOutcome;
  /** The §7.4 message for a miss by this method. */
  notFoundMessage: string;
}

const NONE: LookupOutcome = { kind: 'none' };

function fromHit(hit: AddressHit | null): LookupOutcome {
  if (!hit) return NONE;
  if (hit.listing >= 0) return { kind: 'listing', index: hit.listing };
  return hit.row >= 0 ? { kind: 'property', row: hit.row } : NONE;
}

function byAssessorId(mls: MlsStore, id: number): LookupOutcome {
  const row = mls.properties.rowOfId(id);
  if (row < 0) return NONE;
  const index = indexOfRow(mls.ix, row);
  return index >= 0 ? { kind: 'listing', index } : { kind: 'property', row };
}

/** One lookup, by the method precedence picks: mls_number, listing_id, assessor_id, address. */
export function resolveDetail(mls: MlsStore, req: MlsDetailRequest): DetailLookup {
  const method = lookupMethod(req);
  switch (method) {
    case 'mls_number': {
      const number = req.mls_number ?? '';
      const board = req.mls_board_code ?? '';
      const index = indexOfMlsNumber(mls.ix, number, boardIndex(board));
      return {
        method,
        outcome: index >= 0 ? { kind: 'listing', index } : NONE,
        notFoundMessage: MESSAGES.notFoundByMlsNumber(number, board),
      };
    }
    case 'listing_id': {
      const id = req.listing_id ?? 0;
      const index = indexOfListingId(mls.ix, id);
      return {
        method,
        outcome: index >= 0 ? { kind: 'listing', index } : NONE,
        notFoundMessage: MESSAGES.notFoundByListingId(id),
      };
    }
    case 'assessor_id': {
      const id = req.assessor_id ?? 0;
      return {
        method,
        outcome: byAssessorId(mls, id),
        notFoundMessage: MESSAGES.notFoundByAssessorId(id),
      };
    }
    default: {
      const hit = isGiven(req.address)
        ? findByAddress(mls.address(), req.address ?? '')
        : findByComponents(mls.address(), {
            house: req.house ?? '',
            street: req.street ?? '',
            city: req.city,
            state: req.state,
            zip: req.zip,
          });
      return { method, outcome: fromHit(hit), notFoundMessage: MESSAGES.notFoundByAddress };
    }
  }
}

/** A bulk position: a listing index, or the §4.3 error message for that position. */
export type BulkOutcome = { index: number } | { errorMessage: string };

export function resolveBulkListingId(mls: MlsStore, id: number | null): BulkOutcome {
  if (id === null) return { errorMessage: MESSAGES.bulkListingIdNull };
  const index = indexOfListingId(mls.ix, id);
  if (index < 0) return { errorMessage: MESSAGES.bulkNoListingForListingId };
  // reference-shapes: a listing that exists but is linked to no property is an error position.
  if (isUnlinkedListingId(mls.ix.ids[index] ?? 0))
    return { errorMessage: MESSAGES.bulkListingWithoutProperty };
  return { index };
}

export function resolveBulkAssessorId(mls: MlsStore, id: number | null): BulkOutcome {
  if (id === null) return { errorMessage: MESSAGES.bulkAssessorIdNull };
  const outcome = byAssessorId(mls, id);
  return outcome.kind === 'listing'
    ? { index: outcome.index }
    : { errorMessage: MESSAGES.bulkNoListingForAssessorId };
}
