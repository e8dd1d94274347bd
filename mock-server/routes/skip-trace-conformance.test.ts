// Conformance: reference-shapes "Skip trace: owner phones and emails", walked point by point in its
// order, against the mock over HTTP. Exact status codes, field names, types and key sets; the rules
// themselves are tested one by one in skip-trace.test.ts.
import { describe, expect, it } from 'vitest';
import {
  skipBatchResponseSchema,
  skipSingleMatchSchema,
  skipSingleNoMatchSchema,
} from '../../src/api/contract/skip-trace-response';
import { personsAt } from '../skip/skip-persons';
import { isUnmatchedProperty } from '../skip/skip-trace-item';
import { BATCH, findRecords, mailItem, SINGLE, situsItem } from '../skip/test-kit';
import { post, testService } from '../test-helpers';

async function setup() {
  const s = await testService();
  const store = await s.ctx.store;
  return { s, store, ds: store.dataset };
}

async function matchable(n: number, from: number) {
  const { store, ds } = await setup();
  return findRecords(
    store,
    (r, row) =>
      r.owner1FirstName !== null &&
      r.owner2FirstName !== null &&
      !isUnmatchedProperty(ds.seed, Number(r.id)) &&
      personsAt(ds, row, r).every((p) => p.phones.length > 0),
    n,
    from,
  );
}

const NOWHERE = { address: '1 Nowhere Ln', city: 'Austin', state: 'TX' };

const PERSON_KEYS = [
  'personId',
  'firstName',
  'middleName',
  'lastName',
  'fullName',
  'age',
  'gender',
  'address',
  'previousAddress',
  'emails',
  'phones',
  'maritalStatusCode',
  'maritalStatusDescription',
  'occupationCode',
  'occupationDescription',
  'ethnicityCode',
  'ethnicityDescription',
  'lastUpdateDate',
].sort();

const sortedKeys = (value: unknown) => Object.keys(value as object).sort();

describe('"Adopted": the two operations, and not the others', () => {
  it('POST /v2/SkipTraceBatchAwait and POST /v2/SkipTrace answer', async () => {
    const { s } = await setup();
    expect((await post(s, BATCH, { skips: [NOWHERE] })).status).toBe(200);
    expect((await post(s, SINGLE, NOWHERE)).status).toBe(404);
  });

  it.each(['/v2/SkipTraceBatch', '/v2/PeopleSearch', '/v2/CorporateSkip', '/v1/SkipTrace'])(
    '%s is not a route of the mock',
    async (path) => {
      const res = await post((await setup()).s, path, { skips: [NOWHERE] });
      expect(res.status).toBe(404);
      expect(res.json.message).toBe(`No route for POST ${path}`);
    },
  );
});

describe('"Batch request": { skips }, 1 to 100 items, ≤ 256 KB, the item fields', () => {
  it('takes an item with every published field', async () => {
    const { s } = await setup();
    const item = {
      key: 'all-fields',
      first_name: 'Ann',
      middle_name: 'B',
      last_name: 'Lee',
      address: '1 Nowhere Ln',
      unit: '4',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      mail_address: '2 Nowhere Ln',
      mail_unit: 'B',
      mail_city: 'Austin',
      mail_state: 'TX',
      mail_zip: '78702',
      phone: '5125550100',
      email: 'ann@example.com',
      match_requirements: { phones: true, emails: true, social: false, operator: 'or' },
    };
    const res = await post(s, BATCH, { skips: [item] });
    expect(res.status).toBe(200);
    expect(skipBatchResponseSchema.parse(res.json).data[0]?.input).toEqual(item);
  });

  it.each([
    ['no skips', {}, 'skips'],
    ['0 items', { skips: [] }, 'skips'],
    [
      '101 items',
      { skips: Array.from({ length: 101 }, (_, i) => ({ ...NOWHERE, key: i })) },
      'skips',
    ],
    [
      'a duplicate key',
      {
        skips: [
          { ...NOWHERE, key: 1 },
          { ...NOWHERE, key: 1 },
        ],
      },
      'skips[1].key',
    ],
    [
      'webhook_url',
      { skips: [{ ...NOWHERE, webhook_url: 'https://x.test' }] },
      'skips[0].webhook_url',
    ],
  ])('%s is a 400 naming %s', async (_what, body, field) => {
    const res = await post((await setup()).s, BATCH, body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, error: 'Bad Request', credits: 0 });
    expect((res.json.details as { field: string }[]).map((d) => d.field)).toContain(field);
  });

  it('the 101-item message is the vendor’s', async () => {
    const skips = Array.from({ length: 101 }, (_, i) => ({ ...NOWHERE, key: i }));
    const res = await post((await setup()).s, BATCH, { skips });
    expect(res.json.message).toBe('"skips" must contain less than or equal to 100 items');
  });

  it('a body over 256 KB is a 400', async () => {
    const res = await post((await setup()).s, BATCH, {
      skips: [{ ...NOWHERE, first_name: 'x'.repeat(999) }],
      pad: 'y'.repeat(300 * 1024),
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Request body must be at most 256 KB');
  });
});

describe('"Item rules"', () => {
  it.each([
    [
      'none of address, mail_address, city, mail_city, email, phone',
      { first_name: 'A' },
      'skips[0]',
    ],
    ['address without city and state', { address: '1 Main St' }, 'skips[0].address'],
    ['unit without address', { phone: '5125550100', unit: '4' }, 'skips[0].unit'],
    [
      'mail_address without mail_city and mail_state',
      { mail_address: '1 Main St' },
      'skips[0].mail_address',
    ],
    [
      'mail_unit without mail_address',
      { phone: '5125550100', mail_unit: '4' },
      'skips[0].mail_unit',
    ],
    [
      'a city-only item without first_name, last_name, state, zip',
      { city: 'Austin' },
      'skips[0].city',
    ],
    ['a phone of 11 digits', { phone: '15125550100' }, 'skips[0].phone'],
    ['a formatted phone', { phone: '512-555-0100' }, 'skips[0].phone'],
    ['an invalid email', { email: 'ann.example.com' }, 'skips[0].email'],
    [
      'two requirements without operator',
      { ...NOWHERE, match_requirements: { phones: true, emails: true } },
      'skips[0].match_requirements.operator',
    ],
    ['a misspelt field', { ...NOWHERE, frist_name: 'A' }, 'skips[0].frist_name'],
  ])('%s: 400 at %s', async (_what, item, field) => {
    const res = await post((await setup()).s, BATCH, { skips: [item] });
    expect(res.status).toBe(400);
    const details = res.json.details as { field: string; message: string }[];
    expect(details.map((d) => d.field)).toEqual([field]);
  });

  it('"frist_name" gets "Did you mean first_name?"', async () => {
    const res = await post((await setup()).s, BATCH, { skips: [{ ...NOWHERE, frist_name: 'A' }] });
    expect(res.json.message).toBe('skips[0].frist_name is not allowed. Did you mean first_name?');
  });

  it('single: one item as the body; v2 demographic filters are unknown', async () => {
    const { s } = await setup();
    for (const filter of ['age', 'age_range_min', 'gender', 'ethnicity_code', 'occupation_code']) {
      const res = await post(s, SINGLE, { ...NOWHERE, [filter]: 1 });
      expect(res.status).toBe(400);
      expect(res.json.details).toEqual([
        expect.objectContaining({ field: filter, errorCode: 'UNKNOWN_FIELD' }),
      ]);
    }
  });

  it('"LLC owners: send no names": a company’s property by address alone finds no person', async () => {
    const { s, store } = await setup();
    const [company] = findRecords(store, (r) => r.companyName !== null);
    const res = await post(s, SINGLE, situsItem(company!.record));
    expect(res.status).toBe(404);
  });

  it('the default match is { phones: true }: a person with emails and no phone is match: false', async () => {
    const { s, store, ds } = await setup();
    const [found] = findRecords(
      store,
      (r, row) =>
        r.owner1FirstName !== null &&
        r.owner2FirstName === null &&
        !isUnmatchedProperty(ds.seed, Number(r.id)) &&
        personsAt(ds, row, r).every((p) => p.phones.length === 0 && p.emails.length > 0),
    );
    const res = await post(s, SINGLE, situsItem(found!.record));
    expect(res.status).toBe(404);
    expect(res.json.match).toBe(false);
  });
});

describe('"Batch answer" (decision): envelope, positional data, no-match in place', () => {
  it('has exactly statusCode 200, statusMessage "OK", requestId, data, credits, live true, requestExecutionTimeMS "Nms"', async () => {
    const [a] = await matchable(1, 0);
    const res = await post((await setup()).s, BATCH, { skips: [situsItem(a!.record), NOWHERE] });
    expect(res.status).toBe(200);
    expect(sortedKeys(res.json)).toEqual([
      'credits',
      'data',
      'live',
      'requestExecutionTimeMS',
      'requestId',
      'statusCode',
      'statusMessage',
    ]);
    const body = skipBatchResponseSchema.parse(res.json);
    expect(body).toMatchObject({ statusCode: 200, statusMessage: 'OK', live: true });
    expect(typeof body.requestId).toBe('string');
    expect(body.requestExecutionTimeMS).toMatch(/^\d+ms$/);
  });

  it('data[i] answers skips[i]: { input, statusCode, match, cached, data: { persons, phones, emails, names } }', async () => {
    const [a, b] = await matchable(2, 100);
    const skips = [
      NOWHERE,
      situsItem(a!.record, { key: 77 }),
      { ...NOWHERE, key: 'x' },
      situsItem(b!.record),
    ];
    const res = await post((await setup()).s, BATCH, { skips });
    const body = skipBatchResponseSchema.parse(res.json);
    expect(body.data).toHaveLength(4);
    expect(body.data.map((d) => d.input)).toEqual(skips);
    expect(body.data.map((d) => [d.statusCode, d.match])).toEqual([
      [404, false],
      [200, true],
      [404, false],
      [200, true],
    ]);
    const hit = (res.json.data as Record<string, unknown>[])[1]!;
    expect(sortedKeys(hit)).toEqual(['cached', 'data', 'input', 'match', 'statusCode']);
    expect(sortedKeys(hit.data)).toEqual(['emails', 'names', 'persons', 'phones']);
    const miss = (res.json.data as Record<string, unknown>[])[0]!;
    expect(sortedKeys(miss)).toEqual([
      'cached',
      'data',
      'input',
      'match',
      'responseMessage',
      'statusCode',
    ]);
    expect(miss.responseMessage).toBe('No phones found for provided person.');
    // The key comes back as sent: a number stays a number.
    expect((hit.input as { key: unknown }).key).toBe(77);
  });

  it('persons are what the single answers for that item; phones are W/L/V as mobile/landline/voip, Y/N as booleans', async () => {
    const [a] = await matchable(1, 200);
    const { s } = await setup();
    const batchRes = skipBatchResponseSchema.parse(
      (await post(s, BATCH, { skips: [situsItem(a!.record)] })).json,
    );
    const singleRes = skipSingleMatchSchema.parse(
      (await post(s, SINGLE, situsItem(a!.record))).json,
    );
    const item = batchRes.data[0]!;
    expect(item.data.persons).toEqual(singleRes.persons);
    const words = { W: 'mobile', L: 'landline', V: 'voip' } as const;
    const firstSeen = new Map<string, { phone: string; type: string; dnc: boolean }>();
    for (const p of singleRes.persons.flatMap((x) => x.phones))
      if (!firstSeen.has(p.phone))
        firstSeen.set(p.phone, {
          phone: p.phone,
          type: words[p.phoneType],
          dnc: p.phoneFtcDnc === 'Y',
        });
    expect(item.data.phones).toEqual([...firstSeen.values()]);
    expect(item.data.names).toHaveLength(singleRes.persons.length);
    for (const email of item.data.emails) expect(email.type).toBe('personal');
  });
});

describe('"Single 200 (v2)" and "No match, single: 404"', () => {
  it('200: the v2 keys plus cached and credits; resultIndex 0; persons in the v2 person shape', async () => {
    const [a] = await matchable(1, 300);
    const res = await post((await setup()).s, SINGLE, situsItem(a!.record));
    expect(res.status).toBe(200);
    expect(sortedKeys(res.json)).toEqual(
      [
        'cached',
        'credits',
        'input',
        'live',
        'match',
        'persons',
        'requestDate',
        'requestExecutionTimeMS',
        'requestId',
        'resultCount',
        'resultIndex',
        'statusCode',
        'statusMessage',
      ].sort(),
    );
    const body = skipSingleMatchSchema.parse(res.json);
    expect(body).toMatchObject({
      statusCode: 200,
      statusMessage: 'Success',
      match: true,
      resultIndex: 0,
    });
    expect(body.resultCount).toBe(body.persons.length);
    for (const person of res.json.persons as unknown[]) {
      expect(sortedKeys(person)).toEqual(PERSON_KEYS);
      for (const phone of (person as { phones: unknown[] }).phones)
        expect(sortedKeys(phone)).toEqual(
          ['phone', 'phoneFtcDnc', 'phoneLastSeen', 'phoneType', 'phoneUsage12Month'].sort(),
        );
    }
  });

  it('404: persons [], statusCode 404, "Not Found", the responseMessage, match false, resultCount 0', async () => {
    const res = await post((await setup()).s, SINGLE, { ...NOWHERE, key: 'k' });
    expect(res.status).toBe(404);
    const body = skipSingleNoMatchSchema.parse(res.json);
    expect(body.input).toEqual({ ...NOWHERE, key: 'k' });
    expect(body.credits).toBe(0);
  });
});

describe('"Errors" and the demo key', () => {
  it.each([
    [null, 401],
    ['not-a-key', 401],
    ['demo-no-skiptrace', 403],
    ['demo-rate-limited', 429],
    ['demo-daily-cap', 429],
  ])('key %s: %i on both routes', async (key, status) => {
    const { s } = await setup();
    expect((await post(s, BATCH, { skips: [NOWHERE] }, { key })).status).toBe(status);
    expect((await post(s, SINGLE, NOWHERE, { key })).status).toBe(status);
  });

  it('403 SKIPTRACE_SCOPE_UNAUTHORIZED says "This API key is not authorized for skip tracing."', async () => {
    const res = await post(
      (await setup()).s,
      BATCH,
      { skips: [NOWHERE] },
      { key: 'demo-no-skiptrace' },
    );
    expect(res.json).toMatchObject({
      statusCode: 403,
      errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED',
      errorMessage: 'This API key is not authorized for skip tracing.',
    });
  });

  it('order: 400, gate, lookup', async () => {
    const { s } = await setup();
    expect((await post(s, BATCH, { skips: [{}] }, { key: 'demo-no-skiptrace' })).status).toBe(400);
    expect((await post(s, BATCH, { skips: [NOWHERE] }, { key: 'demo-no-skiptrace' })).status).toBe(
      403,
    );
    expect((await post(s, SINGLE, NOWHERE, { key: 'demo' })).status).toBe(404);
  });
});

describe('"Credits": 1 per match, 0 per no-match; a repeat by the same key is cached and free', () => {
  it('a refused batch charges nothing and remembers nothing', async () => {
    const [a] = await matchable(1, 400);
    const { s } = await setup();
    const item = situsItem(a!.record, { middle_name: 'conformance-credits' });
    const bad = await post(s, BATCH, { skips: [item, {}] });
    expect(bad.status).toBe(400);
    expect(bad.json.credits).toBe(0);
    const first = skipBatchResponseSchema.parse(
      (await post(s, BATCH, { skips: [item, NOWHERE] })).json,
    );
    expect(first.credits).toBe(1);
    expect(first.data.map((d) => d.cached)).toEqual([false, false]);
    const single = skipSingleMatchSchema.parse(
      (await post(s, SINGLE, { ...item, key: 'other' })).json,
    );
    expect(single).toMatchObject({ cached: true, credits: 0 });
  });
});

describe('"What the mock generates"', () => {
  it('lookup by situs, else by mailing address; persons the same whichever item finds the property', async () => {
    // An owner of this one property: a portfolio's mailing address finds its lowest id instead.
    const a = (await matchable(60, 500)).find((f) => f.record.propertiesOwned === 1);
    const { s } = await setup();
    const bySitus = skipSingleMatchSchema.parse((await post(s, SINGLE, situsItem(a!.record))).json);
    const byMail = skipSingleMatchSchema.parse((await post(s, SINGLE, mailItem(a!.record))).json);
    expect(byMail.persons).toEqual(bySitus.persons);
    expect(bySitus.persons.map((p) => p.personId)).toEqual([
      `P${a!.record.id}-1`,
      `P${a!.record.id}-2`,
    ]);
  });
});
