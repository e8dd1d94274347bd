// HTTP tests of POST /v2/PropertySearch: envelope variants, validation, gate errors, limits and CORS.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boomErrorSchema, v3ErrorSchema } from '../../src/api/contract/errors';
import {
  searchCountResponseSchema,
  searchIdsResponseSchema,
  searchListResponseSchema,
  searchSummaryResponseSchema,
} from '../../src/api/contract/search-response';
import { createMockService } from '../app';
import { post, TEST_CONFIG, testService } from '../test-helpers';

const SEARCH = '/v2/PropertySearch';

describe('PropertySearch envelope', () => {
  it('answers a list that parses with the contract, default size 50', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, { state: 'TX', city: 'Austin' });
    expect(res.status).toBe(200);
    const body = searchListResponseSchema.parse(res.json);
    expect(body.live).toBe(true);
    expect(body.statusMessage).toBe('Success');
    expect(body.recordCount).toBe(body.data.length);
    expect(body.data.length).toBeLessThanOrEqual(50);
    expect(body.input).toEqual({ state: 'TX', city: 'Austin' });
    for (const record of body.data) {
      expect(record.address?.state).toBe('TX');
      expect(record.address?.city?.toLowerCase()).toBe('austin');
      expect(record.id).toBe(record.propertyId);
    }
  });

  it('caps size at 250 instead of rejecting it', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, { size: 1000 });
    expect(res.status).toBe(200);
    const body = searchListResponseSchema.parse(res.json);
    expect(body.data).toHaveLength(250);
    expect(body.resultCount).toBe(TEST_CONFIG.properties);
  });

  it('pages with resultIndex and echoes it', async () => {
    const s = await testService();
    const first = searchListResponseSchema.parse((await post(s, SEARCH, { size: 10 })).json);
    const second = searchListResponseSchema.parse(
      (await post(s, SEARCH, { size: 5, resultIndex: 5 })).json,
    );
    expect(second.resultIndex).toBe(5);
    expect(second.data.map((r) => r.id)).toEqual(first.data.slice(5, 10).map((r) => r.id));
  });

  it('count: data is empty and resultCount is the total', async () => {
    const s = await testService();
    const body = searchCountResponseSchema.parse(
      (await post(s, SEARCH, { count: true, state: 'FL', city: 'Miami' })).json,
    );
    const list = searchListResponseSchema.parse(
      (await post(s, SEARCH, { state: 'FL', city: 'Miami', size: 250 })).json,
    );
    expect(body.data).toEqual([]);
    expect(body.resultCount).toBe(list.resultCount);
  });

  it('ids_only: plain integer ids, ignoring size and resultIndex', async () => {
    const s = await testService();
    const body = searchIdsResponseSchema.parse(
      (await post(s, SEARCH, { ids_only: true, size: 3, resultIndex: 10 })).json,
    );
    expect(body.data).toHaveLength(TEST_CONFIG.properties);
    expect(body.resultCount).toBe(TEST_CONFIG.properties);
    const list = searchListResponseSchema.parse((await post(s, SEARCH, { size: 20 })).json);
    expect(body.data.slice(0, 20).map(String)).toEqual(list.data.map((r) => r.id));
  });

  it('summary: lead-type totals within the search', async () => {
    const s = await testService();
    const body = searchSummaryResponseSchema.parse(
      (await post(s, SEARCH, { summary: true, absentee_owner: true })).json,
    );
    expect(body.summary.absenteeOwner).toBe(body.resultCount);
    expect(body.summary.ownerOccupied).toBe(0);
    expect(
      body.summary.inStateAbsenteeOwner + body.summary.outOfStateAbsenteeOwner,
    ).toBeLessThanOrEqual(body.resultCount);
  });

  it('obfuscate removes address and name fields but keeps coordinates', async () => {
    const s = await testService();
    const body = searchListResponseSchema.parse(
      (await post(s, SEARCH, { obfuscate: true, size: 20 })).json,
    );
    for (const record of body.data) {
      for (const field of [
        'address',
        'mailAddress',
        'owner1FirstName',
        'owner1LastName',
        'owner2FirstName',
        'owner2LastName',
        'companyName',
      ]) {
        expect(record).not.toHaveProperty(field);
      }
      expect(typeof record.latitude).toBe('number');
    }
  });

  it('sorts by the sort object with a stable id tie-break', async () => {
    const s = await testService();
    const body = searchListResponseSchema.parse(
      (await post(s, SEARCH, { sort: { year_built: 'desc' }, size: 100 })).json,
    );
    // Nulls sort last (docs/mock.md "Search semantics"): once one appears, every later row is null.
    const firstNull = body.data.findIndex((r) => r.yearBuilt == null);
    const known = firstNull === -1 ? body.data : body.data.slice(0, firstNull);
    if (firstNull !== -1)
      expect(body.data.slice(firstNull).every((r) => r.yearBuilt == null)).toBe(true);
    expect(known.length).toBeGreaterThan(1);
    let ties = 0;
    for (let i = 1; i < known.length; i++) {
      const a = known[i - 1]!;
      const b = known[i]!;
      expect(a.yearBuilt!).toBeGreaterThanOrEqual(b.yearBuilt!);
      if (a.yearBuilt === b.yearBuilt) {
        ties++;
        expect(Number(a.id)).toBeLessThan(Number(b.id));
      }
    }
    // 100 rows over a century of build years: the id tie-break must have been exercised.
    expect(ties).toBeGreaterThan(0);
  });
});

describe('PropertySearch filter groups over HTTP', () => {
  async function records(body: Record<string, unknown>) {
    const s = await testService();
    const res = await post(s, SEARCH, { size: 250, ...body });
    expect(res.status).toBe(200);
    const parsed = searchListResponseSchema.parse(res.json);
    expect(parsed.resultCount).toBeGreaterThan(0);
    expect(parsed.resultCount).toBeLessThan(TEST_CONFIG.properties);
    return parsed.data;
  }

  it('location: zip list', async () => {
    const some = await records({ state: 'TX', city: 'Austin', size: 3 });
    const zips = [...new Set(some.map((r) => r.address?.zip).filter((z): z is string => !!z))];
    for (const r of await records({ zip: zips })) expect(zips).toContain(r.address?.zip);
  });

  it('property: beds range and property type', async () => {
    for (const r of await records({ beds_min: 4, property_type: 'SFR' })) {
      expect(r.bedrooms).toBeGreaterThanOrEqual(4);
      expect(r.propertyType).toBe('SFR');
    }
  });

  it('owner: absentee out of state', async () => {
    for (const r of await records({ out_of_state_owner: true })) {
      expect(r.outOfStateAbsenteeOwner).toBe(true);
      expect(r.mailAddress?.state).not.toBe(r.address?.state);
    }
  });

  it('equity: value with operator', async () => {
    for (const r of await records({ estimated_equity: 200000, equity_operator: 'gt' })) {
      expect(r.estimatedEquity).toBeGreaterThan(200000);
    }
  });

  it('distress: flag false keeps only records without it', async () => {
    for (const r of await records({ vacant: false })) expect(r.vacant).toBe(false);
  });

  it('MLS: active with a listing price range', async () => {
    for (const r of await records({
      mls_active: true,
      mls_listing_price_min: 200000,
      mls_listing_price_max: 600000,
    })) {
      expect(r.mlsActive).toBe(true);
      expect(r.mlsListingPrice).toBeGreaterThanOrEqual(200000);
      expect(r.mlsListingPrice).toBeLessThanOrEqual(600000);
    }
  });

  it('sale history: last sale date range', async () => {
    for (const r of await records({
      last_sale_date_min: '2020-01-01',
      last_sale_date_max: '2021-12-31',
    })) {
      expect(r.lastSaleDate! >= '2020-01-01' && r.lastSaleDate! <= '2021-12-31').toBe(true);
    }
  });

  it('advanced: ids restricts to those ids', async () => {
    const some = await records({ pool: true, size: 5 });
    const ids = some.map((r) => Number(r.id));
    const got = await records({ ids });
    expect(got.map((r) => Number(r.id)).sort()).toEqual([...ids].sort());
  });
});

describe('PropertySearch validation (Boom 400)', () => {
  it('reports every violation together, with a did-you-mean for unknown keys', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, { city: 'Austin', zipp: '78701', radius: 20 });
    expect(res.status).toBe(400);
    const body = boomErrorSchema.parse(res.json);
    expect(body.error).toBe('Bad Request');
    expect(body.message).toContain('city must be accompanied by state or zip');
    expect(body.message).toContain('zipp is not allowed. Did you mean zip?');
    expect(body.message).toContain('radius');
    expect(body.details?.length).toBeGreaterThanOrEqual(3);
    expect(body.input).toEqual({ city: 'Austin', zipp: '78701', radius: 20 });
  });

  it('rejects an unknown sort field', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, { sort: { yeer_built: 'asc' } });
    expect(res.status).toBe(400);
    expect(String(res.json.message)).toContain('sort.year_built');
  });

  it('rejects malformed JSON with 400', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, undefined, { raw: '{"state": ' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Request body must be valid JSON');
  });

  it('rejects a wrong content type with 400', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, undefined, {
      raw: 'state=TX',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Content-Type must be application/json');
  });

  it('rejects a body over 1 MB with 413', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, { title: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.status).toBe(413);
  });

  it('never answers 500 to arbitrary JSON', async () => {
    const s = await testService();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(
            fc.constantFrom(
              'state',
              'zip',
              'radius',
              'sort',
              'polygon',
              'size',
              'ids',
              'beds_min',
              'ltv_max',
              'multi_polygon',
              'latitude',
            ),
            fc.jsonValue(),
          ),
        ),
        async (body) => {
          const res = await post(s, SEARCH, body);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('PropertySearch keys and gate', () => {
  const cases: [string | null, number, string][] = [
    [null, 401, 'AUTH_KEY_NOT_FOUND'],
    ['nope', 401, 'AUTH_KEY_NOT_FOUND'],
    ['demo-inactive', 401, 'AUTH_KEY_INACTIVE'],
    ['demo-no-scope', 403, 'AUTH_SCOPE_UNAUTHORIZED'],
    ['demo-empty-wallet', 402, 'WALLET_INSUFFICIENT_BALANCE'],
    ['demo-rate-limited', 429, 'RATE_LIMIT_EXCEEDED'],
    ['demo-daily-cap', 429, 'DAILY_USAGE_EXCEEDED'],
    ['demo-test-exhausted', 429, 'TEST_KEY_USAGE_EXCEEDED'],
    ['demo-error-500', 500, 'INTERNAL_ERROR'],
  ];
  it.each(cases)('key %s → %i %s', async (key, status, code) => {
    const s = await testService();
    const res = await post(s, SEARCH, { size: 1 }, { key });
    expect(res.status).toBe(status);
    const body = v3ErrorSchema.parse(res.json);
    expect(body.errorCode).toBe(code);
    if (status === 500) {
      expect(body.requestId).toMatch(/^req_/);
      expect(body.errorMessage).not.toMatch(/stack|TypeError|at /);
    }
  });

  it('sends Retry-After with RATE_LIMIT_EXCEEDED', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, {}, { key: 'demo-rate-limited' });
    expect(res.headers.get('retry-after')).toBe('3');
  });

  it('lets an empty wallet count for free', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, { count: true }, { key: 'demo-empty-wallet' });
    expect(res.status).toBe(200);
  });

  it('validates before the gate (reference-shapes order of checks)', async () => {
    const s = await testService();
    const res = await post(s, SEARCH, { city: 'Austin' }, { key: null });
    expect(res.status).toBe(400);
  });

  it('answers demo-slow normally, after the configured delay', async () => {
    const s = await testService();
    const started = Date.now();
    const res = await post(s, SEARCH, { size: 1 }, { key: 'demo-slow' });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(TEST_CONFIG.slowMs - 5);
  });
});

describe('mock plumbing', () => {
  it('health answers 503 until the dataset is ready, then 200', async () => {
    const service = createMockService({ ...TEST_CONFIG, properties: 500 });
    const before = await service.app.fetch(new Request('http://mock.test/__mock/health'));
    expect(before.status).toBe(503);
    await service.ctx.store;
    const after = await service.app.fetch(new Request('http://mock.test/__mock/health'));
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ status: 'ok', properties: 500 });
  });

  it('answers CORS preflight for a browser on another port', async () => {
    const s = await testService();
    const res = await s.app.fetch(
      new Request('http://mock.test/v2/PropertySearch', {
        method: 'OPTIONS',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-api-key',
        },
      }),
    );
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-headers')).toContain('x-api-key');
  });

  it('answers unknown routes with a JSON 404', async () => {
    const s = await testService();
    const res = await s.app.fetch(new Request('http://mock.test/v9/Nope'));
    expect(res.status).toBe(404);
  });
});
