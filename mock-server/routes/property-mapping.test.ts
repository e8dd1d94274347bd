// HTTP tests of POST /v2/PropertyMapping: pins are the search's matches, in id order, paged, at most
// 10,000 a call; the refused flags, the size limit and the mapping scope answer as reference-shapes fixes.
import { describe, expect, it } from 'vitest';
import { boomErrorSchema, v3ErrorSchema } from '../../src/api/contract/errors';
import { ERROR_DETAILS } from '../../src/api/contract/error-details';
import {
  MAPPING_MAX_SIZE,
  propertyMappingResponseSchema,
} from '../../src/api/contract/property-mapping';
import {
  searchIdsResponseSchema,
  searchListResponseSchema,
} from '../../src/api/contract/search-response';
import { post, TEST_CONFIG, testService } from '../test-helpers';

const PINS = '/v2/PropertyMapping';
const SEARCH = '/v2/PropertySearch';

type Service = Awaited<ReturnType<typeof testService>>;

async function pins(s: Service, body: Record<string, unknown>, key?: string) {
  const res = await post(s, PINS, body, key === undefined ? {} : { key });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return propertyMappingResponseSchema.parse(res.json);
}

/** The same filters through PropertySearch ids_only: the ids the pins must match. */
async function searchIds(s: Service, filters: Record<string, unknown>) {
  const res = await post(s, SEARCH, { ...filters, ids_only: true });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return searchIdsResponseSchema.parse(res.json);
}

/** A property of the dataset to centre the geometry tests on. */
async function someProperty(s: Service) {
  const list = searchListResponseSchema.parse(
    (await post(s, SEARCH, { size: 1, resultIndex: 1234 })).json,
  );
  const record = list.data[0];
  if (record?.latitude == null || record.longitude == null) throw new Error('no coordinates');
  return { lat: record.latitude, lon: record.longitude };
}

async function badRequest(s: Service, body: unknown) {
  const res = await post(s, PINS, body);
  expect(res.status).toBe(400);
  return boomErrorSchema.parse(res.json);
}

describe('PropertyMapping envelope', () => {
  it('answers every match as pins by default (size 10,000), with the envelope reference-shapes fixes', async () => {
    const s = await testService();
    const res = await post(s, PINS, {});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = propertyMappingResponseSchema.parse(res.json);
    expect(body).toMatchObject({
      input: {},
      resultCount: TEST_CONFIG.properties,
      resultIndex: 0,
      recordCount: TEST_CONFIG.properties,
      statusCode: 200,
      statusMessage: 'Success',
      credits: 0,
    });
    expect(body.data).toHaveLength(TEST_CONFIG.properties);
    expect(body.requestExecutionTimeMS).toMatch(/^\d+ms$/);
  });

  it('sends id, latitude and longitude as JSON numbers, equal to the search record’s', async () => {
    const s = await testService();
    const raw = (await post(s, PINS, { state: 'TX', city: 'Austin', size: 20 })).json;
    const data = raw.data as Record<string, unknown>[];
    expect(data.length).toBeGreaterThan(0);
    for (const pin of data) {
      expect(Object.keys(pin)).toEqual(['id', 'latitude', 'longitude']);
      expect(typeof pin.id).toBe('number');
      expect(Number.isInteger(pin.id)).toBe(true);
      expect(typeof pin.latitude).toBe('number');
      expect(typeof pin.longitude).toBe('number');
    }
    const records = searchListResponseSchema.parse(
      (await post(s, SEARCH, { state: 'TX', city: 'Austin', size: 20 })).json,
    ).data;
    expect(data).toEqual(
      records.map((r) => ({ id: Number(r.id), latitude: r.latitude, longitude: r.longitude })),
    );
  });

  it('echoes the request as input', async () => {
    const s = await testService();
    const body = await pins(s, { state: 'FL', city: 'Miami', size: 5, resultIndex: 2 });
    expect(body.input).toEqual({ state: 'FL', city: 'Miami', size: 5, resultIndex: 2 });
  });
});

describe('PropertyMapping pins are the search’s matches', () => {
  it('for a radius: the same ids as PropertySearch ids_only', async () => {
    const s = await testService();
    const c = await someProperty(s);
    const filters = { latitude: c.lat, longitude: c.lon, radius: 5 };
    const [map, ids] = [await pins(s, filters), await searchIds(s, filters)];
    expect(map.data.length).toBeGreaterThan(1);
    expect(map.data.length).toBeLessThan(TEST_CONFIG.properties);
    expect(map.data.map((p) => p.id)).toEqual(ids.data);
    expect(map.resultCount).toBe(ids.resultCount);
  });

  it('for a polygon: the same ids as PropertySearch ids_only, all inside the box', async () => {
    const s = await testService();
    const c = await someProperty(s);
    const d = 0.2;
    const polygon = [
      { lat: c.lat - d, lon: c.lon - d },
      { lat: c.lat - d, lon: c.lon + d },
      { lat: c.lat + d, lon: c.lon + d },
      { lat: c.lat + d, lon: c.lon - d },
    ];
    const [map, ids] = [await pins(s, { polygon }), await searchIds(s, { polygon })];
    expect(map.data.length).toBeGreaterThan(1);
    expect(map.data.map((p) => p.id)).toEqual(ids.data);
    for (const p of map.data) {
      expect(Math.abs(p.latitude - c.lat)).toBeLessThanOrEqual(d);
      expect(Math.abs(p.longitude - c.lon)).toBeLessThanOrEqual(d);
    }
  });

  it('for flag filters, alone and with a place: the same ids as PropertySearch ids_only', async () => {
    const s = await testService();
    for (const filters of [
      { absentee_owner: true },
      { high_equity: true, vacant: false },
      { state: 'TX', city: 'Austin', absentee_owner: true },
    ]) {
      const [map, ids] = [await pins(s, filters), await searchIds(s, filters)];
      expect(map.data.length, JSON.stringify(filters)).toBeGreaterThan(0);
      expect(map.data.length).toBeLessThan(TEST_CONFIG.properties);
      expect(map.data.map((p) => p.id)).toEqual(ids.data);
      expect(map.resultCount).toBe(ids.resultCount);
    }
  });

  it('maps a saved list through ids', async () => {
    const s = await testService();
    const wanted = [10_000_050, 10_000_007, 10_000_999];
    const map = await pins(s, { ids: wanted });
    expect(map.data.map((p) => p.id)).toEqual([10_000_007, 10_000_050, 10_000_999]);
    expect(map.resultCount).toBe(3);
  });

  it('returns pins in id order whatever the sort', async () => {
    const s = await testService();
    const map = await pins(s, { sort: { estimated_value: 'desc' }, size: 300 });
    const ids = map.data.map((p) => p.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBe(10_000_001);
  });

  it('answers a search with no match with no pins and resultCount 0', async () => {
    const s = await testService();
    const map = await pins(s, { state: 'TX', city: 'Nowhereville' });
    expect(map).toMatchObject({ data: [], resultCount: 0, recordCount: 0 });
  });
});

describe('PropertyMapping paging', () => {
  it('pages with resultIndex and size: the pages join into the whole list', async () => {
    const s = await testService();
    const filters = { absentee_owner: true };
    const all = await pins(s, filters);
    const pages = [];
    for (let index = 0; index < all.resultCount; index += 300) {
      const page = await pins(s, { ...filters, size: 300, resultIndex: index });
      expect(page.resultIndex).toBe(index);
      expect(page.resultCount).toBe(all.resultCount);
      expect(page.recordCount).toBe(page.data.length);
      pages.push(...page.data);
    }
    expect(pages).toEqual(all.data);
  });

  it('past the end: no pins, resultCount still the total', async () => {
    const s = await testService();
    const map = await pins(s, { resultIndex: TEST_CONFIG.properties + 10, size: 10 });
    expect(map).toMatchObject({
      data: [],
      recordCount: 0,
      resultCount: TEST_CONFIG.properties,
      resultIndex: TEST_CONFIG.properties + 10,
    });
  });

  it('caps a call at size, with resultCount every match', async () => {
    const s = await testService();
    const map = await pins(s, { size: 7 });
    expect(map.data.map((p) => p.id)).toEqual([
      10_000_001, 10_000_002, 10_000_003, 10_000_004, 10_000_005, 10_000_006, 10_000_007,
    ]);
    expect(map.recordCount).toBe(7);
    expect(map.resultCount).toBe(TEST_CONFIG.properties);
  });
});

describe('PropertyMapping size', () => {
  it(`accepts size ${MAPPING_MAX_SIZE}`, async () => {
    const s = await testService();
    expect((await post(s, PINS, { size: MAPPING_MAX_SIZE })).status).toBe(200);
  });

  it.each([10_001, 250_000, 1e12])('refuses size %s with the vendor’s message', async (size) => {
    const s = await testService();
    const body = await badRequest(s, { size });
    expect(body.message).toBe('"size" parameter must be less than or equal to 10000.');
    expect(body.details).toEqual([
      { field: 'size', message: '"size" parameter must be less than or equal to 10000.' },
    ]);
    expect(body.input).toEqual({ size });
  });

  it.each([[0], [-1], [2.5], ['100'], [null], [true]])('refuses size %j', async (size) => {
    const s = await testService();
    const body = await badRequest(s, { size });
    expect(body.details?.map((d) => d.field)).toEqual(['size']);
    expect(body.message).toMatch(/^size /);
  });
});

describe('PropertyMapping refused flags', () => {
  it.each(['ids_only', 'count', 'summary'])('refuses %s, true or false', async (flag) => {
    const s = await testService();
    for (const value of [true, false]) {
      const body = await badRequest(s, { state: 'TX', city: 'Austin', [flag]: value });
      expect(body.message).toBe(`"${flag}" parameter is not supported on this endpoint.`);
    }
  });

  it('reports every refused flag and every other problem at once', async () => {
    const s = await testService();
    const body = await badRequest(s, {
      ids_only: true,
      count: true,
      summary: true,
      size: 20_000,
      city: 'Austin',
    });
    expect(body.details?.map((d) => d.message)).toEqual([
      '"ids_only" parameter is not supported on this endpoint.',
      '"count" parameter is not supported on this endpoint.',
      '"summary" parameter is not supported on this endpoint.',
      '"size" parameter must be less than or equal to 10000.',
      'city must be accompanied by state or zip',
    ]);
  });
});

describe('PropertyMapping applies the search’s rules', () => {
  it.each([
    [{ city: 'Austin' }, 'city must be accompanied by state or zip'],
    [{ latitude: 30.2, longitude: -97.7 }, 'latitude and longitude must be accompanied by radius'],
    [{ latitude: 30.2, longitude: -97.7, radius: 11 }, 'radius must be less than or equal to 10'],
    [
      { auction_date_min: '2026-01-01' },
      'auction_date_min must be accompanied by auction set to true',
    ],
    [{ value_min: 500, value_max: 100 }, 'value_min must be less than or equal to value_max'],
    [{ sort: { colour: 'asc' } }, 'sort.colour is not a sortable field'],
  ])('%j is a 400 with the search’s message', async (body, message) => {
    const s = await testService();
    const pinsError = await badRequest(s, body);
    expect(pinsError.message).toContain(message);
    // The same words the search gives, so the two endpoints cannot drift.
    const searchError = boomErrorSchema.parse((await post(s, SEARCH, body)).json);
    expect(pinsError.details).toEqual(searchError.details);
  });

  it('suggests the closest field for an unknown key', async () => {
    const s = await testService();
    const body = await badRequest(s, { absente_owner: true });
    expect(body.errorCode).toBe('UNKNOWN_FIELD');
    expect(body.message).toContain('absentee_owner');
  });

  it.each([
    ['an array', '[1,2]'],
    ['a string', '"pins"'],
    ['null', 'null'],
    ['broken JSON', '{"size":'],
  ])('refuses %s as the body', async (_what, raw) => {
    const s = await testService();
    const res = await post(s, PINS, undefined, { raw });
    expect(res.status).toBe(400);
  });
});

describe('PropertyMapping key gate', () => {
  it('answers the key without the mapping scope with a 403, while it still searches', async () => {
    const s = await testService();
    const res = await post(s, PINS, { state: 'TX', city: 'Austin' }, { key: 'demo-no-mapping' });
    expect(res.status).toBe(403);
    expect(v3ErrorSchema.parse(res.json)).toMatchObject({
      statusCode: 403,
      errorCode: 'MAPPING_SCOPE_UNAUTHORIZED',
      errorMessage: ERROR_DETAILS.MAPPING_SCOPE_UNAUTHORIZED.message,
    });
    const search = await post(
      s,
      SEARCH,
      { state: 'TX', city: 'Austin' },
      { key: 'demo-no-mapping' },
    );
    expect(search.status).toBe(200);
  });

  it.each([
    [null, 401, 'AUTH_KEY_NOT_FOUND'],
    ['nope', 401, 'AUTH_KEY_NOT_FOUND'],
    ['demo-no-scope', 403, 'AUTH_SCOPE_UNAUTHORIZED'],
    ['demo-empty-wallet', 402, 'WALLET_INSUFFICIENT_BALANCE'],
    ['demo-rate-limited', 429, 'RATE_LIMIT_EXCEEDED'],
  ] as const)('key %s: %i %s', async (key, status, errorCode) => {
    const s = await testService();
    const res = await post(s, PINS, {}, { key });
    expect(res.status).toBe(status);
    expect(res.json).toMatchObject({ statusCode: status, errorCode });
  });

  it('keys with an MLS-only failure still map', async () => {
    const s = await testService();
    for (const key of ['demo-no-mls-plan', 'demo-mls-lapsed', 'demo-mls-only']) {
      expect((await post(s, PINS, { size: 1 }, { key })).status).toBe(200);
    }
  });
});
