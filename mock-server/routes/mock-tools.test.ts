// HTTP tests of the mock's helper endpoints: /__mock/catalog, /__mock/fixtures (each value does what it says) and photos.
import { describe, expect, it } from 'vitest';
import { MESSAGES, mlsBulkNotFoundSchema, mlsNotFoundSchema } from '../../src/api/contract/errors';
import {
  DEFAULT_MLS_SECTIONS,
  MLS_SECTIONS,
  MLS_SELECTORS,
} from '../../src/api/contract/mls-catalog';
import { mlsDetailHitSchema, mlsFallbackSchema } from '../../src/api/contract/mls-response';
import { BOARD_CODES } from '../mls/boards';
import { BULK, DETAIL, fixturesOf, requireValue } from '../mls/test-kit';
import { get, post, testService } from '../test-helpers';

describe('GET /__mock/catalog', () => {
  it('lists the sections, default sections, selectors, boards and status flags', async () => {
    const s = await testService();
    const res = await get(s, '/__mock/catalog');
    expect(res.status).toBe(200);
    expect(res.json?.sections).toEqual(MLS_SECTIONS);
    expect(res.json?.defaultSections).toEqual(DEFAULT_MLS_SECTIONS);
    expect(res.json?.selectors).toEqual(MLS_SELECTORS);
    expect(res.json?.boards).toEqual(BOARD_CODES);
    expect(res.json?.statuses).toMatchObject({
      Active: ['mlsActive'],
      Expired: ['mlsCancelled', 'mlsFailed'],
    });
  });
});

describe('GET /__mock/fixtures', () => {
  it('is deterministic and complete', async () => {
    const s = await testService();
    const a = await fixturesOf(s);
    const b = await fixturesOf(s);
    expect(a).toEqual(b);
    for (const value of Object.values(a)) expect(value).not.toBeNull();
    expect(BOARD_CODES).toContain(a.mlsBoardCode);
  });

  it('listingId, assessorId, mlsNumber + mlsBoardCode and address all name the same listing', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    for (const body of [
      { listing_id: fx.listingId },
      { assessor_id: fx.assessorId },
      { mls_number: fx.mlsNumber, mls_board_code: fx.mlsBoardCode },
      { address: fx.address },
    ]) {
      const res = mlsDetailHitSchema.parse((await post(s, DETAIL, body)).json);
      expect(res.data.listingId).toBe(fx.listingId);
      expect(res.data.standardStatus).toBe('Active');
    }
  });

  it('sharedMlsNumber exists on both boards, as two listings', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const shared = requireValue(fx.sharedMlsNumber, 'shared MLS number');
    const ids = [];
    for (const board of shared.boards) {
      const res = mlsDetailHitSchema.parse(
        (await post(s, DETAIL, { mls_number: shared.mlsNumber, mls_board_code: board })).json,
      );
      expect(res.data.mlsNumber).toBe(shared.mlsNumber);
      ids.push(res.data.listingId);
    }
    expect(ids).toEqual(shared.listingIds);
    expect(new Set(ids).size).toBe(2);
  });

  it('listingIdWithoutProperty: found alone, a bulk error position', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const id = requireValue(fx.listingIdWithoutProperty, 'unlinked listing');
    expect((await post(s, DETAIL, { listing_id: id })).status).toBe(200);
    const bulk = mlsBulkNotFoundSchema.parse((await post(s, BULK, { listing_ids: [id] })).json);
    expect(bulk.data[0]?.errorMessage).toBe(MESSAGES.bulkListingWithoutProperty);
  });

  it('publicOnlyAssessorId and publicOnlyAddress: the fallback with demo, a 404 with demo-mls-only', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    for (const body of [
      { assessor_id: fx.publicOnlyAssessorId },
      { address: fx.publicOnlyAddress },
    ]) {
      const fallback = mlsFallbackSchema.parse((await post(s, DETAIL, body)).json);
      expect(fallback.data.id).toBe(String(fx.publicOnlyAssessorId));
      const miss = await post(s, DETAIL, body, { key: 'demo-mls-only' });
      expect(miss.status).toBe(404);
    }
  });

  it('missingListingId and missingAssessorId miss even where the fallback is on', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const byListing = mlsNotFoundSchema.parse(
      (await post(s, DETAIL, { listing_id: fx.missingListingId })).json,
    );
    expect(byListing.errorMessage).toBe(MESSAGES.notFoundByListingId(fx.missingListingId));
    const byAssessor = mlsNotFoundSchema.parse(
      (await post(s, DETAIL, { assessor_id: fx.missingAssessorId })).json,
    );
    expect(byAssessor.errorMessage).toBe(MESSAGES.notFoundByAssessorId(fx.missingAssessorId));
  });
});

describe('GET /__mock/photos/<listingId>/<n>.svg', () => {
  it('serves a small SVG at each size', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    for (const [size, width] of [
      ['low', 320],
      ['mid', 800],
      ['high', 1600],
    ] as const) {
      const res = await get(s, `/__mock/photos/${fx.listingId}/1.svg?size=${size}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      expect(res.text.startsWith('<svg')).toBe(true);
      expect(res.text).toContain(`width="${width}"`);
      expect(res.text.length).toBeLessThan(2_000);
    }
    const noSize = await get(s, `/__mock/photos/${fx.listingId}/1.svg`);
    expect(noSize.text).toContain('width="800"');
  });

  it('answers 404 for an unknown listing or photo number, 400 for an unknown size', async () => {
    const s = await testService();
    const fx = await fixturesOf(s);
    const detail = mlsDetailHitSchema.parse(
      (await post(s, DETAIL, { listing_id: fx.listingId, fields: ['media.photosCount'] })).json,
    );
    const count = detail.data.media?.photosCount ?? 0;
    expect((await get(s, `/__mock/photos/${fx.listingId}/${count}.svg`)).status).toBe(200);
    expect((await get(s, `/__mock/photos/${fx.listingId}/${count + 1}.svg`)).status).toBe(404);
    expect((await get(s, `/__mock/photos/${fx.listingId}/0.svg`)).status).toBe(404);
    expect((await get(s, `/__mock/photos/${fx.missingListingId}/1.svg`)).status).toBe(404);
    expect((await get(s, `/__mock/photos/abc/1.svg`)).status).toBe(404);
    expect((await get(s, `/__mock/photos/${fx.listingId}/1.png`)).status).toBe(404);
    expect((await get(s, `/__mock/photos/${fx.listingId}/1.svg?size=huge`)).status).toBe(400);
  });
});
