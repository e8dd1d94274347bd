// The findings of the hardening review (issue 16), each reproduced against the mock and now answered with a 4xx.
import { describe, expect, it } from 'vitest';
import { post, testService } from '../test-helpers';

const ROUTES = [
  '/v2/PropertySearch',
  '/v2/PropertyMapping',
  '/v3/MLSDetail',
  '/v3/MLSDetailBulk',
] as const;

/** The bound on an error body: about twice the input plus 64 KB. */
function maxErrorBytes(input: string): number {
  return 2 * Buffer.byteLength(input) + 64 * 1024;
}

/** POSTs raw text and returns the status, the parsed body and the answer's size in bytes. */
async function postRaw(path: string, raw: string, key = 'demo') {
  const service = await testService();
  const response = await service.app.fetch(
    new Request(`http://mock.test${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key },
      body: raw,
    }),
  );
  const text = await response.text();
  return {
    status: response.status,
    bytes: Buffer.byteLength(text),
    json: JSON.parse(text) as Record<string, unknown>,
  };
}

const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

describe('deep nesting (was a 500 on every route from an 8 KB body)', () => {
  it.each(ROUTES)('%s answers 400 naming the depth limit', async (path) => {
    for (const raw of [
      `{"a":${nestedArrays(4100)}}`,
      `{"polygon":${nestedArrays(100_000)}}`,
      '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
    ]) {
      const res = await postRaw(path, raw);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(
        'value nests objects and arrays more than 32 levels deep (the limit is 32)',
      );
      expect(res.bytes).toBeLessThan(1024);
    }
  });

  it('still takes the deepest legal body (a multi_polygon)', async () => {
    const ring = [
      { lat: 30.2, lon: -97.8 },
      { lat: 30.4, lon: -97.8 },
      { lat: 30.4, lon: -97.6 },
    ];
    const res = await postRaw(
      '/v2/PropertySearch',
      JSON.stringify({ count: true, multi_polygon: [{ boundaries: ring }] }),
    );
    expect(res.status).toBe(200);
  });
});

describe('amplification (a 1 MB body once drew an 8–38 MB 400)', () => {
  it('refuses an object of 40,000 unknown keys by the key limit, in a small answer', async () => {
    const body = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`unknown_${i}`, 1]));
    const raw = JSON.stringify(body);
    const res = await postRaw('/v2/PropertySearch', raw);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('value has 40000 keys; objects are limited to 256 keys');
    expect(res.bytes).toBeLessThanOrEqual(maxErrorBytes(raw));
    expect(res.bytes).toBeLessThanOrEqual(64 * 1024);
    expect(res.json.inputTruncated).toBe(true);
  });

  it('lists 50 of 250 unknown keys and counts the rest', async () => {
    const body = Object.fromEntries(
      Array.from({ length: 250 }, (_, i) => [`mistyped_${'k'.repeat(900)}_${i}`, 1]),
    );
    const raw = JSON.stringify(body);
    const res = await postRaw('/v2/PropertySearch', raw);
    expect(res.status).toBe(400);
    expect(res.json.details).toHaveLength(50);
    expect(res.json.detailsOmitted).toBe(200);
    expect(res.json.message).toMatch(/ And 200 more problems\.$/);
    expect(res.bytes).toBeLessThanOrEqual(maxErrorBytes(raw));
  });

  it.each([
    [
      'a list of 200,000 non-number bulk ids',
      '/v3/MLSDetailBulk',
      { listing_ids: Array(200_000).fill('x') },
    ],
    ['10,000 non-number bulk ids', '/v3/MLSDetailBulk', { listing_ids: Array(10_000).fill('xx') }],
    ['70,000 bad zips', '/v2/PropertySearch', { zip: Array(70_000).fill('bad') }],
    ['10,000 bad zips', '/v2/PropertySearch', { zip: Array(10_000).fill('bad') }],
    [
      '10,000 bad selectors',
      '/v3/MLSDetail',
      { listing_id: 1, fields: Array(10_000).fill('bedz') },
    ],
    [
      'an echo that grows when written (1e20)',
      '/v2/PropertySearch',
      { ids: Array(10_000).fill(1e20) },
    ],
  ])('%s: a 400 within twice the input plus 64 KB', async (_what, path, body) => {
    const raw = JSON.stringify(body).replaceAll('100000000000000000000', '1e20');
    const res = await postRaw(path, raw);
    expect(res.status).toBe(400);
    expect((res.json.details as unknown[]).length).toBeLessThanOrEqual(50);
    expect(res.bytes).toBeLessThanOrEqual(maxErrorBytes(raw));
    expect(res.bytes).toBeLessThanOrEqual(64 * 1024);
  });

  it('echoes a small input exactly', async () => {
    const res = await post(await testService(), '/v2/PropertySearch', { zip: 'bad', beds_min: -1 });
    expect(res.status).toBe(400);
    expect(res.json.input).toEqual({ zip: 'bad', beds_min: -1 });
    expect(res.json.inputTruncated).toBeUndefined();
    expect(res.json.detailsOmitted).toBeUndefined();
  });

  it('echoes the beginning of a large input, in its own shape', async () => {
    const zips = Array.from({ length: 9000 }, (_, i) => `bad-${i}`);
    const res = await post(await testService(), '/v2/PropertySearch', {
      city: 'Austin',
      zip: zips,
    });
    expect(res.json.inputTruncated).toBe(true);
    const input = res.json.input as { city: string; zip: string[] };
    expect(input.city).toBe('Austin');
    expect(input.zip.length).toBeGreaterThan(100);
    expect(input.zip.length).toBeLessThan(zips.length);
    expect(input.zip).toEqual(zips.slice(0, input.zip.length));
  });
});

describe('keys named after object built-ins (once got a 200)', () => {
  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'])(
    'x-api-key: %s is an unknown key on every route',
    async (key) => {
      const bodies = [{ count: true }, { size: 1 }, { listing_id: 1 }, { listing_ids: [1] }];
      for (const [i, path] of ROUTES.entries()) {
        const res = await postRaw(path, JSON.stringify(bodies[i]), key);
        expect(res.status).toBe(401);
        expect(res.json.errorCode).toBe('AUTH_KEY_NOT_FOUND');
      }
    },
  );
});

describe('int32 (2147483648 once got a 200)', () => {
  it.each([
    [{ size: 2147483648 }, 'size must be less than or equal to 2147483647'],
    [{ beds_min: 2147483648, count: true }, 'beds_min must be less than or equal to 2147483647'],
    [{ resultIndex: 1e12 }, 'resultIndex must be less than or equal to 2147483647'],
    [{ ids: [2147483648] }, 'ids[0] must be less than or equal to 2147483647'],
    [
      { estimated_equity: -2147483649 },
      'estimated_equity must be greater than or equal to -2147483648',
    ],
    [{ deck_area_max: '9999999999' }, 'deck_area_max must be less than or equal to 2147483647'],
  ])('%j is a 400', async (body, message) => {
    const res = await post(await testService(), '/v2/PropertySearch', body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it('takes the int32 extremes', async () => {
    const res = await post(await testService(), '/v2/PropertySearch', {
      count: true,
      beds_max: 2147483647,
      estimated_equity: -2147483648,
      estimated_equity_max: 2147483647,
    });
    expect(res.status).toBe(200);
  });
});

describe('a polygon across the antimeridian (once matched every property)', () => {
  it('is read the short way round: 2° wide over the Pacific, so no US property matches', async () => {
    const res = await post(await testService(), '/v2/PropertySearch', {
      count: true,
      polygon: [
        { lat: 10, lon: 179 },
        { lat: 60, lon: 179 },
        { lat: 60, lon: -179 },
        { lat: 10, lon: -179 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.json.resultCount).toBe(0);
  });

  it('refuses a ring with no clear short way with a 400 that says what to do', async () => {
    const res = await post(await testService(), '/v2/PropertySearch', {
      count: true,
      polygon: [
        { lat: 10, lon: -100 },
        { lat: 50, lon: 80 },
        { lat: 30, lon: 0 },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      'polygon has an edge from point 0 to point 1 that spans exactly 180° of longitude, so it could go either way round: add a point between them',
    );
  });
});
