// The pricing rule of reference-shapes "Credits: what each answer costs", per operation: what a call
// may cost before it leaves (the reservation), what it did cost once answered, the answer's own
// `credits` first, and "unknown" never read as free. And the ledger's few words of what was asked.
import { describe, expect, it } from 'vitest';
import { callSummary } from './call-summary';
import { operationOf, priceAnswer, worstCase } from './credits-rule';

const records = (n: number) => Array.from({ length: n }, (_, i) => ({ id: String(i + 1) }));

describe('the worst case, reserved before the call leaves', () => {
  it('counts a list page as its size (default 50, capped at 250), ids by their number', () => {
    expect(worstCase('PropertySearch', { city: 'Austin' })).toBe(50);
    expect(worstCase('PropertySearch', { size: 120 })).toBe(120);
    expect(worstCase('PropertySearch', { size: 5000 })).toBe(250);
    expect(worstCase('PropertySearch', { size: 'lots' })).toBe(250);
    expect(worstCase('PropertySearch', { ids: ['1', '2', '3'], size: 50 })).toBe(3);
    expect(worstCase('PropertySearch', 'not json')).toBe(50);
  });

  it('reserves nothing for counts, ids-only, summaries and autocomplete', () => {
    for (const flag of ['count', 'ids_only', 'summary'])
      expect(worstCase('PropertySearch', { [flag]: true, size: 250 }), flag).toBe(0);
    expect(worstCase('AutoComplete', { search: 'Austin' })).toBe(0);
  });

  it('counts MLS bulk by its ids, a single lookup as one, skip traces by their items, pins by size', () => {
    expect(worstCase('MLSDetail', { listing_id: 1 })).toBe(1);
    expect(worstCase('MLSDetailBulk', { listing_ids: [1, 2, 3, 4] })).toBe(4);
    expect(worstCase('MLSDetailBulk', { assessor_ids: [9, null] })).toBe(2);
    expect(worstCase('SkipTrace', { phone: '5125550100' })).toBe(1);
    expect(worstCase('SkipTraceBatchAwait', { skips: [{}, {}, {}] })).toBe(3);
    expect(worstCase('PropertyMapping', { size: 700 })).toBe(700);
    expect(worstCase('PropertyMapping', {})).toBe(10_000);
  });

  it('names the operations it prices by their path, and no other', () => {
    expect(operationOf('/v2/PropertySearch')).toBe('PropertySearch');
    expect(operationOf('/v3/MLSDetailBulk')).toBe('MLSDetailBulk');
    expect(operationOf('/v2/PropertyDetail')).toBeUndefined();
    expect(operationOf('/v2/propertysearch')).toBeUndefined();
  });
});

describe('what an answer cost', () => {
  it('takes the answer’s own credits first', () => {
    expect(
      priceAnswer('PropertySearch', {}, 200, { recordCount: 3, data: records(3), credits: 2 }),
    ).toEqual({ records: 3, credits: 2, source: 'answer' });
    expect(priceAnswer('PropertyMapping', {}, 200, { data: records(7), credits: 7 })).toEqual({
      records: 7,
      credits: 7,
      source: 'answer',
    });
  });

  it('PropertySearch: one per record returned, by recordCount or data', () => {
    expect(priceAnswer('PropertySearch', {}, 200, { recordCount: 50, data: records(50) })).toEqual({
      records: 50,
      credits: 50,
      source: 'rule',
    });
    expect(priceAnswer('PropertySearch', { ids: ['1', '2'] }, 200, { data: records(2) })).toEqual({
      records: 2,
      credits: 2,
      source: 'rule',
    });
  });

  it('PropertySearch: count and ids-only are free, a summary an estimated 0', () => {
    const counted = { resultCount: 9000, data: [], recordCount: 0 };
    expect(priceAnswer('PropertySearch', { count: true }, 200, counted)).toEqual({
      records: 0,
      credits: 0,
      source: 'rule',
    });
    expect(priceAnswer('PropertySearch', { ids_only: true }, 200, { data: ['1', '2'] })).toEqual({
      records: 0,
      credits: 0,
      source: 'rule',
    });
    expect(priceAnswer('PropertySearch', { summary: true }, 200, { summary: {} })).toEqual({
      records: 0,
      credits: 0,
      source: 'estimated',
    });
  });

  it('PropertyMapping without credits is unknown, never free', () => {
    expect(priceAnswer('PropertyMapping', {}, 200, { data: records(40) })).toEqual({
      records: 40,
      credits: null,
      source: 'unknown',
    });
  });

  it('AutoComplete is free', () => {
    expect(priceAnswer('AutoComplete', {}, 200, { data: [{}] })).toMatchObject({ credits: 0 });
  });

  it('MLSDetail: one per record, a 404 nothing; MLSDetailBulk: its recordCount', () => {
    expect(priceAnswer('MLSDetail', {}, 200, { recordCount: 1, data: {} })).toEqual({
      records: 1,
      credits: 1,
      source: 'rule',
    });
    expect(priceAnswer('MLSDetail', {}, 404, { errorCode: 'MLS_NOT_FOUND' })).toEqual({
      records: 0,
      credits: 0,
      source: 'rule',
    });
    const bulk = { data: [{ id: 1 }, { id: 2, error: true }, { id: 3 }] };
    expect(priceAnswer('MLSDetailBulk', {}, 200, { ...bulk, recordCount: 2 })).toMatchObject({
      records: 2,
      credits: 2,
    });
    // Without recordCount, error objects are not billed.
    expect(priceAnswer('MLSDetailBulk', {}, 200, bulk)).toMatchObject({ credits: 2 });
  });

  it('SkipTrace: one per new match; a no-match or a cached match is free', () => {
    expect(priceAnswer('SkipTrace', {}, 200, { match: true, cached: false })).toMatchObject({
      credits: 1,
    });
    expect(priceAnswer('SkipTrace', {}, 200, { match: true, cached: true })).toMatchObject({
      credits: 0,
    });
    expect(priceAnswer('SkipTrace', {}, 404, { match: false })).toMatchObject({ credits: 0 });
    const batch = {
      data: [
        { match: true, cached: false },
        { match: true, cached: true },
        { match: false },
        { match: true },
      ],
    };
    expect(priceAnswer('SkipTraceBatchAwait', {}, 200, batch)).toEqual({
      records: 3,
      credits: 2,
      source: 'rule',
    });
  });

  it('an answer it could not read is unknown for a priced call, never 0', () => {
    expect(priceAnswer('PropertySearch', { size: 50 }, 200, undefined)).toEqual({
      records: 0,
      credits: null,
      source: 'unknown',
    });
    expect(priceAnswer('MLSDetailBulk', { listing_ids: [1] }, 200, undefined).credits).toBeNull();
    // …while a count is free whatever came back.
    expect(priceAnswer('PropertySearch', { count: true }, 200, undefined).credits).toBe(0);
  });

  it('an error answer returns no records and costs nothing', () => {
    expect(priceAnswer('PropertySearch', {}, 429, { errorCode: 'RATE_LIMIT_EXCEEDED' })).toEqual({
      records: 0,
      credits: 0,
      source: 'rule',
    });
    expect(priceAnswer('PropertyMapping', {}, 500, undefined)).toMatchObject({ credits: 0 });
  });
});

describe('what was asked, in a few words', () => {
  it('names the operation and the filters, briefly', () => {
    expect(callSummary('PropertySearch', { city: 'Austin', state: 'TX', size: 50 })).toBe(
      'PropertySearch city=Austin state=TX size=50',
    );
    expect(callSummary('PropertySearch', { ids: ['11', '12', '13', '14', '15'] })).toBe(
      'PropertySearch ids=11,12,13,…(5)',
    );
    expect(callSummary('MLSDetailBulk', { listing_ids: [1, 2] })).toBe(
      'MLSDetailBulk listing_ids=1,2',
    );
    expect(callSummary('PropertySearch', { polygon: [{ lat: 1, lng: 2 }] })).toBe(
      'PropertySearch polygon=(1)',
    );
  });

  it('never writes a key, a person or a long value', () => {
    const summary = callSummary('PropertySearch', {
      api_key: 'sk-live-secret',
      owner_name: 'Jane Doe',
      address: '1234 Very Long Street Name Boulevard, Austin, TX 78701',
    });
    expect(summary).not.toMatch(/sk-live|Jane|78701/);
    expect(summary).toMatch(/^PropertySearch api_key owner_name address=1234 Very/);
    expect(callSummary('SkipTraceBatchAwait', { skips: [{ first_name: 'Jane' }, {}] })).toBe(
      'SkipTraceBatchAwait 2 items',
    );
    expect(callSummary('SkipTrace', { first_name: 'Jane', last_name: 'Doe' })).toBe(
      'SkipTrace 1 item',
    );
    expect(callSummary('PropertySearch', { x: 'y'.repeat(1000) }).length).toBeLessThanOrEqual(200);
  });
});
