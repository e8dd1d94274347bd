// The v3 response bodies of MLSDetail and MLSDetailBulk, as plain functions so tests and the benchmark can call them.
import { ERROR_CODES } from '../../src/api/contract/errors';
import type { MlsBulkRequest, MlsDetailRequest } from '../../src/api/contract/mls-request';
import { buildListingRecord, publicBlock } from './listing-record';
import { resolveBulkAssessorId, resolveBulkListingId, resolveDetail } from './lookup';
import { listingRecordJson } from './record-json-cache';
import type { MlsStore } from './mls-store';
import { resolveSelection } from './select';

export interface V3Answer {
  status: 200 | 404;
  body: Record<string, unknown>;
}

/** What the caller's key holds, as far as the answer depends on it. */
export interface V3Caller {
  publicRecords: boolean;
  /** Request origin, for absolute photo URLs. */
  origin: string;
}

function notFound(input: unknown, errorMessage: string, data: unknown): V3Answer {
  return {
    status: 404,
    body: {
      statusCode: 404,
      errorCode: ERROR_CODES.mlsNotFound,
      errorMessage,
      input,
      data,
      recordCount: 0,
      // A miss costs nothing (reference-shapes "Credits").
      credits: 0,
    },
  };
}

/**
 * §4.2: a listing → 200 MLS record; a property without a listing → the cross-sold fallback when
 * the key has public records and public_record_fallback is not false; otherwise 404 with the
 * §7.4 message of the lookup used.
 */
export function mlsDetailAnswer(
  mls: MlsStore,
  req: MlsDetailRequest,
  input: unknown,
  caller: V3Caller,
): V3Answer {
  const lookup = resolveDetail(mls, req);
  const { outcome } = lookup;
  if (outcome.kind === 'listing') {
    const { sections, warnings } = resolveSelection(req, caller.publicRecords);
    const data = buildListingRecord(mls, outcome.index, sections, caller.origin);
    return {
      status: 200,
      body: {
        statusCode: 200,
        dataSource: 'mls',
        recordCount: 1,
        data,
        ...(warnings.length > 0 ? { warnings } : {}),
        credits: 1,
      },
    };
  }
  if (outcome.kind === 'property' && caller.publicRecords && req.public_record_fallback !== false) {
    const data = { ...mls.properties.record(outcome.row), public: publicBlock(mls, outcome.row) };
    return {
      status: 200,
      // Billed as one public-record credit instead of an MLS credit (§4.2).
      body: { statusCode: 200, dataSource: 'public_record', recordCount: 1, data, credits: 1 },
    };
  }
  return notFound(input, lookup.notFoundMessage, {});
}

/**
 * §4.3: data[i] answers the i-th id, as a record or an error object; recordCount counts records
 * only; a mix is 200, all misses 404 with one error object per position. No fallback in bulk.
 */
export function mlsBulkAnswer(
  mls: MlsStore,
  req: MlsBulkRequest,
  input: unknown,
  caller: V3Caller,
): V3Answer {
  const byListing = req.listing_ids !== undefined;
  const ids = (byListing ? req.listing_ids : req.assessor_ids) ?? [];
  const { sections, warnings } = resolveSelection(req, caller.publicRecords);
  let recordCount = 0;
  const data = ids.map((id) => {
    const outcome = byListing ? resolveBulkListingId(mls, id) : resolveBulkAssessorId(mls, id);
    if ('errorMessage' in outcome)
      return { id, match: false, error: true, errorMessage: outcome.errorMessage };
    recordCount++;
    return listingRecordJson(mls, outcome.index, sections, caller.origin);
  });
  if (recordCount === 0) {
    const field = byListing ? 'listing_ids' : 'assessor_ids';
    return notFound(
      input,
      `No MLS listing found for any of the ${ids.length} requested ${field}.`,
      data,
    );
  }
  return {
    status: 200,
    // Error objects are not billed (§4.3 rule 4).
    body: {
      statusCode: 200,
      recordCount,
      data,
      ...(warnings.length > 0 ? { warnings } : {}),
      credits: recordCount,
    },
  };
}
