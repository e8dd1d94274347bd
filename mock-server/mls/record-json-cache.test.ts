// The cache of listing records as JSON: the same text as a fresh build, bounded by its size.
import { describe, expect, it } from 'vitest';
import { post, testService } from '../test-helpers';
import { listingFacts } from './listing-facts';
import { buildListingRecord } from './listing-record';
import { JsonTextCache, listingRecordJson } from './record-json-cache';
import { resolveSelection } from './select';
import { BULK, mlsOf } from './test-kit';

describe('listingRecordJson', () => {
  it('gives the JSON of a fresh build, and the same object on the next call', async () => {
    const mls = await mlsOf(await testService());
    const { sections } = resolveSelection({}, true);
    for (const index of [0, 1, 7, mls.ix.count - 1]) {
      const cached = listingRecordJson(mls, index, sections, 'http://a.test');
      expect(cached.json).toBe(
        JSON.stringify(buildListingRecord(mls, index, sections, 'http://a.test')),
      );
      expect(listingRecordJson(mls, index, sections, 'http://a.test')).toBe(cached);
    }
  });

  it('keys on the selection and the origin', async () => {
    const mls = await mlsOf(await testService());
    const all = resolveSelection({}, true).sections;
    const some = resolveSelection({ fields: ['listingPrice'] }, true).sections;
    const a = listingRecordJson(mls, 3, all, 'http://a.test').json;
    expect(listingRecordJson(mls, 3, some, 'http://a.test').json).not.toBe(a);
    expect(listingRecordJson(mls, 3, all, 'http://b.test').json).toBe(
      a.replaceAll('http://a.test', 'http://b.test'),
    );
  });

  it('answers a bulk request the same way twice (once built, once from the cache)', async () => {
    const s = await testService();
    const mls = await mlsOf(s);
    const ids = Array.from({ length: 20 }, (_, k) => listingFacts(mls.ix, k).listingId);
    const first = await post(s, BULK, { listing_ids: ids, field_sections: ['media'] });
    const second = await post(s, BULK, { listing_ids: ids, field_sections: ['media'] });
    expect(first.status).toBe(200);
    expect(second.json).toEqual(first.json);
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('JsonTextCache', () => {
  it('keeps the most recently used texts within its size', () => {
    const cache = new JsonTextCache(20);
    let builds = 0;
    const text = (n: number) => () => {
      builds++;
      return 'x'.repeat(n);
    };
    cache.get('a', text(6)); // "xxxxxx" is 8 characters of JSON
    cache.get('b', text(6));
    cache.get('a', text(6)); // a is now the newest
    cache.get('c', text(6)); // 24 > 20: b, the oldest, goes
    expect(builds).toBe(3);
    expect(cache.size).toBe(2);
    cache.get('a', text(6));
    expect(builds).toBe(3);
    cache.get('b', text(6));
    expect(builds).toBe(4);
  });

  it('does not keep a text larger than the whole cache', () => {
    const cache = new JsonTextCache(10);
    expect(cache.get('big', () => 'y'.repeat(50)).json).toHaveLength(52);
    expect(cache.size).toBe(0);
  });
});
