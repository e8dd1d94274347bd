// Every answer of the mock states its cost in a top-level `credits` (reference-shapes "Credits: what
// each answer costs"), and the app's response schemas still read the answers that carry it.
import { describe, expect, it } from 'vitest';
import {
  mlsBulkResponseSchema,
  mlsDetailResponseSchema,
} from '../../src/api/contract/mls-response';
import {
  searchCountResponseSchema,
  searchIdsResponseSchema,
  searchListResponseSchema,
  searchSummaryResponseSchema,
} from '../../src/api/contract/search-response';
import { BULK, DETAIL, fixturesOf } from '../mls/test-kit';
import { post, testService } from '../test-helpers';

const SEARCH = '/v2/PropertySearch';

async function call(path: string, body: unknown, key = 'demo') {
  return post(await testService(), path, body, { key });
}

describe('PropertySearch: one credit per record returned; count, ids_only and summary are free', () => {
  it('a list page costs its recordCount', async () => {
    const res = await call(SEARCH, { size: 7, state: 'TX', city: 'Austin' });
    const body = searchListResponseSchema.parse(res.json);
    expect(body.recordCount).toBeGreaterThan(0);
    expect(res.json.credits).toBe(body.recordCount);
  });

  it('an obfuscated page and an ids page cost their records too', async () => {
    const hidden = await call(SEARCH, { size: 3, obfuscate: true });
    expect(hidden.json.credits).toBe(3);
    const page = searchListResponseSchema.parse((await call(SEARCH, { size: 4 })).json);
    const ids = page.data.map((r) => Number(r.id));
    const byIds = await call(SEARCH, { ids: [...ids, 1] });
    expect(byIds.json.recordCount).toBe(4);
    expect(byIds.json.credits).toBe(4);
  });

  it('count, ids_only and summary cost 0', async () => {
    const count = await call(SEARCH, { count: true });
    expect(searchCountResponseSchema.parse(count.json).resultCount).toBeGreaterThan(0);
    expect(count.json.credits).toBe(0);
    const ids = await call(SEARCH, { ids_only: true });
    expect(searchIdsResponseSchema.parse(ids.json).data.length).toBeGreaterThan(0);
    expect(ids.json.credits).toBe(0);
    const summary = await call(SEARCH, { summary: true });
    searchSummaryResponseSchema.parse(summary.json);
    expect(summary.json.credits).toBe(0);
  });
});

describe('the other operations', () => {
  it('PropertyMapping and AutoComplete cost 0, found or not', async () => {
    expect((await call('/v2/PropertyMapping', { size: 5 })).json.credits).toBe(0);
    const found = await call('/v2/AutoComplete', { search: 'Austin' });
    expect(found.status).toBe(200);
    expect(found.json.credits).toBe(0);
    const none = await call('/v2/AutoComplete', { search: 'Zzzqqxx' });
    expect(none.status).toBe(404);
    expect(none.json.credits).toBe(0);
  });

  it('MLSDetail: 1 per record, 1 for the cross-sold fallback, 0 for a 404', async () => {
    const f = await fixturesOf(await testService());
    const hit = await call(DETAIL, { listing_id: f.listingId });
    mlsDetailResponseSchema.parse(hit.json);
    expect(hit.json.credits).toBe(1);
    if (f.publicOnlyAssessorId === null)
      throw new Error('the test dataset has no public-only property');
    const fallback = await call(DETAIL, { assessor_id: f.publicOnlyAssessorId });
    expect(fallback.json.dataSource).toBe('public_record');
    expect(fallback.json.credits).toBe(1);
    const miss = await call(DETAIL, { listing_id: f.missingListingId });
    expect(miss.status).toBe(404);
    expect(miss.json.credits).toBe(0);
  });

  it('MLSDetailBulk: recordCount (error objects are not billed); an all-miss 404 costs 0', async () => {
    const f = await fixturesOf(await testService());
    const mix = await call(BULK, { listing_ids: [f.listingId, f.missingListingId, null] });
    const body = mlsBulkResponseSchema.parse(mix.json);
    expect(body.recordCount).toBe(1);
    expect(mix.json.credits).toBe(1);
    const miss = await call(BULK, { listing_ids: [f.missingListingId] });
    expect(miss.status).toBe(404);
    expect(miss.json.credits).toBe(0);
  });

  it('refusals cost 0: a 400, a gate error, a body that is not JSON', async () => {
    expect((await call(SEARCH, { size: 'x' })).json.credits).toBe(0);
    expect((await call(SEARCH, { size: 1 }, 'no-such-key')).json.credits).toBe(0);
    const s = await testService();
    const notJson = await post(s, SEARCH, undefined, { raw: '{' });
    expect(notJson.status).toBe(400);
    expect(notJson.json.credits).toBe(0);
  });
});
