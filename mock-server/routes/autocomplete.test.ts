// HTTP tests of POST /v2/AutoComplete: the envelope, 400 under 3 characters and for bad fields, the
// 404 of no match, the type filter, the key gate, and that it is free.
import { describe, expect, it } from 'vitest';
import { boomErrorSchema } from '../../src/api/contract/errors';
import { post, testService } from '../test-helpers';

const PATH = '/v2/AutoComplete';

describe('POST /v2/AutoComplete', () => {
  it('answers the vendor envelope with at most 10 items, credits 0', async () => {
    const s = await testService();
    const res = await post(s, PATH, { search: 'Dallas' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      input: { search: 'Dallas' },
      statusCode: 200,
      statusMessage: 'Success',
      credits: 0,
      live: true,
    });
    const data = res.json.data as { searchType: string; title: string }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.length).toBeLessThanOrEqual(10);
    expect(res.json.returnedResults).toBe(data.length);
    expect(res.json.totalResults).toBeGreaterThanOrEqual(data.length);
    expect(data[0]).toMatchObject({ searchType: 'N', title: 'Dallas, TX', fips: '48113' });
    expect(typeof res.json.requestExecutionTimeMS).toBe('string');
  });

  it('filters on search_types', async () => {
    const s = await testService();
    const res = await post(s, PATH, { search: 'Dallas', search_types: ['C', 'Z'] });
    const data = res.json.data as { searchType: string }[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((i) => i.searchType === 'C' || i.searchType === 'Z')).toBe(true);
  });

  it('is a 400 under 3 characters, naming the field', async () => {
    const s = await testService();
    for (const search of ['Da', '  D  ', '']) {
      const res = await post(s, PATH, { search });
      expect(res.status).toBe(400);
      const body = boomErrorSchema.parse(res.json);
      expect(body.message).toMatch(/search must be at least 3 characters/);
    }
  });

  it('is a 400 for a missing search, an unknown type, a lone latitude or an unknown field', async () => {
    const s = await testService();
    const cases: [unknown, RegExp][] = [
      [{}, /search/],
      [{ search: 'Dallas', search_types: ['X'] }, /search_types\[0\]/],
      [{ search: 'Dallas', latitude: 32.7 }, /latitude must be accompanied by longitude/],
      [{ search: 'Dallas', serach_types: ['C'] }, /serach_types is not allowed.*search_types/],
      [{ search: 'Dallas', precision: 11 }, /precision/],
      ['Dallas', /object/],
    ];
    for (const [body, message] of cases) {
      const res = await post(s, PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.json.message)).toMatch(message);
    }
  });

  it('is a 404 with empty data when nothing matches', async () => {
    const s = await testService();
    const res = await post(s, PATH, { search: 'qqqzzzxx' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      data: [],
      returnedResults: 0,
      statusCode: 404,
      statusMessage: 'Not Found',
    });
  });

  it('needs a key, and works for a key whose credits are spent (it is free)', async () => {
    const s = await testService();
    expect((await post(s, PATH, { search: 'Dallas' }, { key: null })).status).toBe(401);
    expect((await post(s, PATH, { search: 'Dallas' }, { key: 'nope' })).status).toBe(401);
    const { DEMO_KEYS } = await import('../keys');
    const broke = Object.entries(DEMO_KEYS).find(([, p]) => p.fails?.trigger.on === 'paid-calls');
    if (!broke) throw new Error('no empty-wallet demo key');
    expect((await post(s, PATH, { search: 'Dallas' }, { key: broke[0] })).status).toBe(200);
  });
});
