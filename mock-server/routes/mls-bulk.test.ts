// HTTP tests of POST /v3/MLSDetailBulk: rules 1–6 of §4.3, the listing-without-property decision,
// selection and plans, and every row of §7.2 and §7.3.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  boomErrorSchema,
  ERROR_CODES,
  MESSAGES,
  mlsBulkNotFoundSchema,
  v3ErrorSchema,
} from '../../src/api/contract/errors';
import { DEFAULT_MLS_SECTIONS, MLS_SECTIONS } from '../../src/api/contract/mls-catalog';
import {
  isBulkError,
  mlsBulkResponseSchema,
  type MlsBulkItem,
} from '../../src/api/contract/mls-response';
import { BULK, DETAIL, findListings, fixturesOf, mlsOf, requireValue } from '../mls/test-kit';
import { post, TEST_CONFIG, testService } from '../test-helpers';

async function bulk(body: Record<string, unknown>, key = 'demo') {
  const s = await testService();
  const res = await post(s, BULK, body, { key });
  expect(res.status, JSON.stringify(res.json).slice(0, 500)).toBe(200);
  return mlsBulkResponseSchema.parse(res.json);
}

async function allMiss(body: Record<string, unknown>, key = 'demo') {
  const s = await testService();
  const res = await post(s, BULK, body, { key });
  expect(res.status).toBe(404);
  const parsed = mlsBulkNotFoundSchema.parse(res.json);
  expect(parsed.input).toEqual(body);
  return parsed;
}

const listingIdOf = (item: MlsBulkItem | undefined) =>
  item && !isBulkError(item) ? (item.listingId ?? null) : null;

function errorOf(item: MlsBulkItem | undefined) {
  if (!item || !isBulkError(item))
    throw new Error(`expected an error object, got ${JSON.stringify(item)}`);
  return item;
}

describe('MLSDetailBulk rules (§4.3)', () => {
  it('1. data preserves the order of listing_ids', async () => {
    const mls = await mlsOf(await testService());
    const ids = findListings(mls, (f) => f.linked, 30)
      .map((f) => f.listingId)
      .reverse();
    const res = await bulk({ listing_ids: ids });
    expect(res.data.map(listingIdOf)).toEqual(ids);
    expect(res.recordCount).toBe(ids.length);
  });

  it('1. data preserves the order of assessor_ids, each answered by its own listing', async () => {
    const mls = await mlsOf(await testService());
    const listings = findListings(mls, (f) => f.linked, 20).reverse();
    const res = await bulk({ assessor_ids: listings.map((f) => 10_000_001 + f.row), public: true });
    expect(res.data.map(listingIdOf)).toEqual(listings.map((f) => f.listingId));
    for (const [i, item] of res.data.entries()) {
      if (!isBulkError(item))
        expect(item.public?.assessorId).toBe(10_000_001 + (listings[i]?.row ?? -1));
    }
  });

  it('2–5. misses and nulls become error objects in place; recordCount counts real matches; a mix is 200', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const unlinked = requireValue(fx.listingIdWithoutProperty, 'unlinked listing');
    const byListing = await bulk({
      listing_ids: [fx.listingId, null, fx.missingListingId, unlinked, fx.listingId],
    });
    expect(byListing.recordCount).toBe(2);
    expect(byListing.statusCode).toBe(200);
    expect(listingIdOf(byListing.data[0])).toBe(fx.listingId);
    expect(errorOf(byListing.data[1])).toEqual({
      id: null,
      match: false,
      error: true,
      errorMessage: 'listing_id is null',
    });
    expect(errorOf(byListing.data[2])).toEqual({
      id: fx.missingListingId,
      match: false,
      error: true,
      errorMessage: 'No listing found for this listing ID.',
    });
    expect(errorOf(byListing.data[3])).toEqual({
      id: unlinked,
      match: false,
      error: true,
      errorMessage: 'This listing has no associated service property ID.',
    });
    expect(listingIdOf(byListing.data[4])).toBe(fx.listingId);

    const publicOnly = requireValue(fx.publicOnlyAssessorId, 'public-only property');
    const byAssessor = await bulk({
      assessor_ids: [null, fx.assessorId, publicOnly, fx.missingAssessorId],
    });
    expect(byAssessor.recordCount).toBe(1);
    expect(errorOf(byAssessor.data[0]).errorMessage).toBe('assessor_id is null');
    expect(listingIdOf(byAssessor.data[1])).toBe(fx.listingId);
    // No cross-sold fallback in bulk: a property without a listing is a miss.
    expect(errorOf(byAssessor.data[2])).toEqual({
      id: publicOnly,
      match: false,
      error: true,
      errorMessage: 'No listing found for this assessor ID.',
    });
    expect(errorOf(byAssessor.data[3]).errorMessage).toBe(MESSAGES.bulkNoListingForAssessorId);
  });

  it('a listing without a property is found by MLSDetail but is an error position in bulk', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const unlinked = requireValue(fx.listingIdWithoutProperty, 'unlinked listing');
    expect((await post(s, DETAIL, { listing_id: unlinked })).status).toBe(200);
    const res = await allMiss({ listing_ids: [unlinked] });
    expect(res.data).toEqual([
      {
        id: unlinked,
        match: false,
        error: true,
        errorMessage: MESSAGES.bulkListingWithoutProperty,
      },
    ]);
  });

  it('duplicate ids each get their own answer and each count', async () => {
    const fx = await fixturesOf(await testService());
    const res = await bulk({
      listing_ids: [
        fx.listingId,
        fx.listingId,
        fx.missingListingId,
        fx.missingListingId,
        fx.listingId,
      ],
    });
    expect(res.data).toHaveLength(5);
    expect(res.recordCount).toBe(3);
    expect(res.data[0]).toEqual(res.data[1]);
    expect(res.data[2]).toEqual(res.data[3]);
  });

  it('6. all misses: 404 MLS_NOT_FOUND with one error object per position', async () => {
    const fx = await fixturesOf(await testService());
    const listing = await allMiss({
      listing_ids: [fx.missingListingId, null, fx.missingListingId],
    });
    expect(listing.errorCode).toBe(ERROR_CODES.mlsNotFound);
    expect(listing.recordCount).toBe(0);
    expect(listing.data.map((e) => e.errorMessage)).toEqual([
      MESSAGES.bulkNoListingForListingId,
      MESSAGES.bulkListingIdNull,
      MESSAGES.bulkNoListingForListingId,
    ]);
    expect(listing.data.map((e) => e.id)).toEqual([fx.missingListingId, null, fx.missingListingId]);
    const assessor = await allMiss({ assessor_ids: [null, fx.missingAssessorId] });
    expect(assessor.data.map((e) => e.errorMessage)).toEqual([
      MESSAGES.bulkAssessorIdNull,
      MESSAGES.bulkNoListingForAssessorId,
    ]);
  });

  it('1000 ids are answered in order; 1001 are rejected, not truncated', async () => {
    const s = await testService();
    const mls = await mlsOf(s);
    const ids = Array.from({ length: 1000 }, (_, i) => mls.ix.ids[(i * 13) % mls.ix.count] ?? 0);
    const res = await bulk({ listing_ids: ids, field_sections: ['ROOT'] });
    expect(res.data).toHaveLength(1000);
    res.data.forEach((item, i) => {
      if (isBulkError(item)) expect(item.id).toBe(ids[i]);
      else expect(item.listingId).toBe(ids[i]);
    });
    expect(res.recordCount).toBe(res.data.filter((item) => !isBulkError(item)).length);
    const tooMany = await post(s, BULK, { listing_ids: [...ids, ids[0]] });
    expect(tooMany.status).toBe(400);
    const parsed = boomErrorSchema.parse(tooMany.json);
    expect(parsed.errorCode).toBe(ERROR_CODES.tooManyIds);
    expect(parsed.message).toBe('listing_ids must contain less than or equal to 1000 items');
  });
});

describe('MLSDetailBulk selection and plans', () => {
  it('returns every section except public by default, and applies fields to each record', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const all = (await post(s, BULK, { listing_ids: [fx.listingId] })).json as {
      data: Record<string, unknown>[];
    };
    const sections = DEFAULT_MLS_SECTIONS.filter((x) => x !== 'ROOT');
    expect(Object.keys(all.data[0] ?? {})).toEqual([...MLS_SECTIONS.ROOT, ...sections]);
    const some = await bulk({
      listing_ids: [fx.listingId, fx.listingId],
      fields: ['listingPrice', 'address.city'],
    });
    for (const item of some.data) expect(Object.keys(item)).toEqual(['listingPrice', 'address']);
  });

  it('omits the public block with a warning for a key without public records', async () => {
    const fx = await fixturesOf(await testService());
    const withPlan = await bulk({ listing_ids: [fx.listingId], public: true });
    expect(withPlan.warnings).toBeUndefined();
    expect(listingIdOf(withPlan.data[0])).toBe(fx.listingId);
    expect(withPlan.data[0]).toHaveProperty('public.assessorId', fx.assessorId);
    const without = await bulk(
      { listing_ids: [fx.listingId], fields: ['public.apn', 'listingId'] },
      'demo-mls-only',
    );
    expect(without.warnings).toEqual([MESSAGES.publicRecordOmitted]);
    expect(without.data[0]).not.toHaveProperty('public');
  });
});

describe('MLSDetailBulk validation (§7.2)', () => {
  const rows: [string, unknown, string, string][] = [
    ['Missing ID Array', {}, ERROR_CODES.missingIdArray, MESSAGES.missingIdArray],
    [
      'Both ID Arrays Provided',
      { listing_ids: [1], assessor_ids: [2] },
      ERROR_CODES.conflictingIdArrays,
      MESSAGES.conflictingIdArrays,
    ],
    [
      'Too Many IDs',
      { assessor_ids: Array.from({ length: 1001 }, (_, i) => i) },
      ERROR_CODES.tooManyIds,
      'assessor_ids must contain less than or equal to 1000 items',
    ],
    [
      'Empty ID Array',
      { listing_ids: [] },
      ERROR_CODES.emptyIdArray,
      'listing_ids must contain at least 1 items',
    ],
    [
      'Invalid ID Type',
      { listing_ids: [1, 'two', 3] },
      ERROR_CODES.validationFailed,
      'listing_ids[1] must be a number',
    ],
    [
      'Invalid ID Type (assessor_ids)',
      { assessor_ids: [null, true] },
      ERROR_CODES.validationFailed,
      'assessor_ids[1] must be a number',
    ],
    [
      'Unknown Field',
      { listing_ids: [1], listing_id: 1 },
      ERROR_CODES.unknownField,
      'listing_id is not allowed. Did you mean listing_ids?',
    ],
    [
      'Invalid Field Section',
      { listing_ids: [1], field_sections: ['medias'] },
      ERROR_CODES.invalidFieldSection,
      'medias is not a valid field section. Did you mean media?',
    ],
    [
      'Invalid Field Selector',
      { listing_ids: [1], fields: ['media.photoCount'] },
      ERROR_CODES.invalidFieldSelector,
      'Did you mean media.photosCount?',
    ],
  ];

  it.each(rows)('%s', async (_tag, body, code, message) => {
    const s = await testService();
    const res = await post(s, BULK, body);
    expect(res.status).toBe(400);
    const parsed = boomErrorSchema.parse(res.json);
    expect(parsed.input).toEqual(body);
    expect(parsed.details?.map((d) => d.errorCode)).toContain(code);
    expect(parsed.message).toContain(message);
    if (parsed.details?.length === 1) expect(parsed.errorCode).toBe(code);
  });

  it('reports every violation together', async () => {
    const s = await testService();
    const body = { listing_ids: [], assessor_ids: ['x'], fieldz: [] };
    const res = boomErrorSchema.parse((await post(s, BULK, body)).json);
    expect(res.details?.map((d) => d.errorCode).sort()).toEqual(
      [
        ERROR_CODES.unknownField,
        ERROR_CODES.conflictingIdArrays,
        ERROR_CODES.emptyIdArray,
        ERROR_CODES.validationFailed,
      ].sort(),
    );
  });

  it('never answers 500 to arbitrary JSON', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const ids = fc.array(
      fc.oneof(fc.constantFrom(fx.listingId, fx.assessorId, null), fc.jsonValue()),
      { maxLength: 6 },
    );
    const keys = ['listing_ids', 'assessor_ids', 'fields', 'field_sections', 'public'];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom(...keys), fc.oneof(ids, fc.jsonValue())),
        ),
        async (body) => {
          const res = await post(s, BULK, body);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 250 },
    );
  });
});

describe('MLSDetailBulk gate (§7.3): after validation, before lookup', () => {
  const cases: [string | null, number, string][] = [
    [null, 401, 'AUTH_KEY_NOT_FOUND'],
    ['nope', 401, 'AUTH_KEY_NOT_FOUND'],
    ['demo-inactive', 401, 'AUTH_KEY_INACTIVE'],
    ['demo-no-scope', 403, 'AUTH_SCOPE_UNAUTHORIZED'],
    ['demo-no-mls-plan', 403, 'MLS_PLAN_REQUIRED'],
    ['demo-mls-lapsed', 402, 'MLS_SUBSCRIPTION_INACTIVE'],
    ['demo-empty-wallet', 402, 'WALLET_INSUFFICIENT_BALANCE'],
    ['demo-rate-limited', 429, 'RATE_LIMIT_EXCEEDED'],
    ['demo-daily-cap', 429, 'DAILY_USAGE_EXCEEDED'],
    ['demo-test-exhausted', 429, 'TEST_KEY_USAGE_EXCEEDED'],
    ['demo-error-500', 500, 'INTERNAL_ERROR'],
  ];

  it.each(cases)('key %s → %i %s, for a mix and an all-miss alike', async (key, status, code) => {
    const s = await testService();
    const fx = await fixturesOf(s);
    for (const body of [
      { listing_ids: [fx.listingId, null] },
      { assessor_ids: [fx.missingAssessorId] },
    ]) {
      const res = await post(s, BULK, body, { key });
      expect(res.status).toBe(status);
      const parsed = v3ErrorSchema.parse(res.json);
      expect(parsed.errorCode).toBe(code);
      if (status === 500) expect(parsed.requestId).toMatch(/^req_/);
      if (code === 'RATE_LIMIT_EXCEEDED')
        expect(res.headers.get('retry-after')).toBe(String(TEST_CONFIG.retryAfterSeconds));
    }
  });

  it('validates before the gate', async () => {
    const s = await testService();
    const res = await post(s, BULK, { listing_ids: [] }, { key: 'demo-mls-lapsed' });
    expect(res.status).toBe(400);
  });
});
