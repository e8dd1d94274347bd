// HTTP tests of POST /v2/SkipTraceBatchAwait and POST /v2/SkipTrace: one test per rule of
// reference-shapes "Skip trace" (validation, order of checks, lookup, no-match, persons, credits).
import { describe, expect, it } from 'vitest';
import { boomErrorSchema, v3ErrorSchema } from '../../src/api/contract/errors';
import {
  skipBatchResponseSchema,
  skipSingleMatchSchema,
  skipSingleNoMatchSchema,
} from '../../src/api/contract/skip-trace-response';
import { createMockService } from '../app';
import { MAIL_KIND, OWNER_KIND } from '../dataset/types';
import { skipIndexFor } from '../skip/skip-index';
import { personsAt } from '../skip/skip-persons';
import { isUnmatchedProperty } from '../skip/skip-trace-item';
import { BATCH, batch, findRecords, mailItem, SINGLE, situsItem } from '../skip/test-kit';
import { post, TEST_CONFIG, testService } from '../test-helpers';

async function setup() {
  const s = await testService();
  const store = await s.ctx.store;
  return { s, store, ds: store.dataset };
}

/** Individually owned, not in the unmatched tenth, with a phone: found by the default requirements. */
async function matchable(n = 1, from = 0) {
  const { store, ds } = await setup();
  return findRecords(
    store,
    (r, row) =>
      r.owner1FirstName !== null &&
      !isUnmatchedProperty(ds.seed, Number(r.id)) &&
      personsAt(ds, row, r).some((p) => p.phones.length > 0),
    n,
    from,
  );
}

async function refused(path: string, body: unknown, key = 'demo') {
  const res = await post((await setup()).s, path, body, { key });
  expect(res.status, JSON.stringify(res.json).slice(0, 300)).toBe(400);
  return boomErrorSchema.parse(res.json);
}

const fields = (err: { details?: { field: string }[] | undefined }) =>
  (err.details ?? []).map((d) => d.field);

/** A valid item that finds no one: no house in the dataset is numbered below 100. */
const OK_ITEM = { address: '1 Nowhere Ln', city: 'Austin', state: 'TX' };

function first<T>(list: readonly T[]): T {
  const item = list[0];
  if (item === undefined) throw new Error('the test dataset has no such record');
  return item;
}

describe('skip trace validation (400, Boom, every violation by path)', () => {
  it('requires skips, as a list of 1 to 100 items', async () => {
    expect((await refused(BATCH, {})).message).toBe('"skips" is required');
    expect((await refused(BATCH, { skips: {} })).message).toBe('"skips" must be an array');
    expect((await refused(BATCH, { skips: [] })).message).toBe(
      '"skips" must contain at least 1 items',
    );
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ ...OK_ITEM, key: i }));
    const err = await refused(BATCH, { skips: tooMany });
    expect(err.message).toBe('"skips" must contain less than or equal to 100 items');
    expect(fields(err)).toEqual(['skips']);
    const hundred = tooMany.slice(0, 100);
    expect((await post((await setup()).s, BATCH, { skips: hundred })).status).toBe(200);
  });

  it('refuses a body over 256 KB with a 400, not a 413', async () => {
    const { s } = await setup();
    const long = 'x'.repeat(900);
    const item = (i: number) => ({
      ...OK_ITEM,
      key: i,
      first_name: long,
      last_name: long,
      middle_name: long,
    });
    const big = { skips: Array.from({ length: 100 }, (_, i) => item(i)) };
    expect(JSON.stringify(big).length).toBeGreaterThan(256 * 1024);
    const res = await post(s, BATCH, big);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Request body must be at most 256 KB');
    expect(res.headers.get('connection')).toBe('close');
    const single = await post(s, SINGLE, { ...OK_ITEM, first_name: 'y'.repeat(300 * 1024) });
    expect(single.status).toBe(400);
    expect(single.json.message).toBe('Request body must be at most 256 KB');
    const under = { skips: Array.from({ length: 90 }, (_, i) => item(i)) };
    expect(JSON.stringify(under).length).toBeLessThan(256 * 1024);
    expect((await post(s, BATCH, under)).status).toBe(200);
  });

  it('wants an object for each item', async () => {
    const err = await refused(BATCH, { skips: [OK_ITEM, 'x', null] });
    expect(err.details).toContainEqual(
      expect.objectContaining({ field: 'skips[1]', message: 'skips[1] must be an object' }),
    );
    expect(fields(err)).toContain('skips[2]');
  });

  it('wants at least one of address, mail_address, city, mail_city, email, phone', async () => {
    const err = await refused(BATCH, { skips: [OK_ITEM, { first_name: 'Ann', last_name: 'Lee' }] });
    expect(err.details).toEqual([
      expect.objectContaining({
        field: 'skips[1]',
        message:
          'skips[1] must contain at least one of [address, mail_address, city, mail_city, email, phone]',
      }),
    ]);
  });

  it('an address needs city and state', async () => {
    const err = await refused(BATCH, { skips: [{ address: '1 Main St', zip: '78701' }] });
    expect(err.details).toEqual([
      expect.objectContaining({
        field: 'skips[0].address',
        message: 'skips[0].address missing required peers [city, state]',
      }),
    ]);
  });

  it('a unit needs an address, a mail_unit a mail_address', async () => {
    const err = await refused(BATCH, {
      skips: [{ phone: '5125550100', unit: '4', mail_unit: 'B' }],
    });
    expect(err.message).toBe(
      'skips[0].unit missing required peer address. skips[0].mail_unit missing required peer mail_address',
    );
  });

  it('a mail_address needs mail_city and mail_state', async () => {
    const err = await refused(BATCH, {
      skips: [{ mail_address: '1 Main St', mail_city: 'Austin' }],
    });
    expect(err.message).toBe('skips[0].mail_address missing required peer mail_state');
  });

  it('a city-only item needs first_name, last_name, state and zip', async () => {
    const err = await refused(BATCH, { skips: [{ city: 'Austin', first_name: 'Ann' }] });
    expect(err.message).toBe('skips[0].city missing required peers [last_name, state, zip]');
    const { s } = await setup();
    const whole = {
      city: 'Austin',
      first_name: 'Ann',
      last_name: 'Lee',
      state: 'TX',
      zip: '78701',
    };
    expect((await post(s, BATCH, { skips: [whole] })).status).toBe(200);
  });

  it('a phone is exactly 10 digits and an email is valid', async () => {
    const err = await refused(BATCH, {
      skips: [{ phone: '(512) 555-0100' }, { phone: '15125550100' }, { email: 'ann@' }],
    });
    expect(err.details?.map((d) => d.message)).toEqual([
      'skips[0].phone must be exactly 10 digits, with no formatting',
      'skips[1].phone must be exactly 10 digits, with no formatting',
      'skips[2].email must be a valid email',
    ]);
  });

  it('states are two letters and zips five digits', async () => {
    const err = await refused(BATCH, { skips: [{ ...OK_ITEM, state: 'Texas', zip: '787' }] });
    expect(fields(err)).toEqual(['skips[0].state', 'skips[0].zip']);
  });

  it('match_requirements: operator required with two requirements, one of "and" | "or"', async () => {
    const two = { ...OK_ITEM, match_requirements: { phones: true, emails: true } };
    const err = await refused(BATCH, { skips: [two] });
    expect(err.details).toEqual([
      expect.objectContaining({
        field: 'skips[0].match_requirements.operator',
        message:
          'skips[0].match_requirements.operator is required when more than one requirement is set',
      }),
    ]);
    const wrong = { ...OK_ITEM, match_requirements: { phones: true, operator: 'xor' } };
    expect(fields(await refused(BATCH, { skips: [wrong] }))).toEqual([
      'skips[0].match_requirements.operator',
    ]);
    const none = { ...OK_ITEM, match_requirements: { phones: false } };
    expect((await refused(BATCH, { skips: [none] })).message).toBe(
      'skips[0].match_requirements must set at least one of [phones, emails, social] to true',
    );
    const { s } = await setup();
    const fine = { ...OK_ITEM, match_requirements: { ...two.match_requirements, operator: 'or' } };
    expect((await post(s, BATCH, { skips: [fine] })).status).toBe(200);
  });

  it('names an unknown key by its path, with a did-you-mean', async () => {
    const skips = [OK_ITEM, OK_ITEM, OK_ITEM, { ...OK_ITEM, frist_name: 'Ann' }];
    const err = await refused(BATCH, { skips });
    expect(err.details).toEqual([
      expect.objectContaining({
        field: 'skips[3].frist_name',
        message: 'skips[3].frist_name is not allowed. Did you mean first_name?',
        errorCode: 'UNKNOWN_FIELD',
      }),
    ]);
  });

  it('knows webhook_url as unknown, in an item and at the top', async () => {
    const err = await refused(BATCH, {
      skips: [{ ...OK_ITEM, webhook_url: 'https://x.test' }],
      webhook_url: 'https://x.test',
    });
    expect(fields(err).sort()).toEqual(['skips[0].webhook_url', 'webhook_url']);
  });

  it('keys are strings or integers, unique in the batch (7 and "7" are one key)', async () => {
    const skips = Array.from({ length: 10 }, (_, i) => ({ ...OK_ITEM, key: `k${i}` }));
    skips[9] = { ...OK_ITEM, key: 'k2' };
    const err = await refused(BATCH, { skips });
    expect(err.details).toEqual([
      expect.objectContaining({
        field: 'skips[9].key',
        message: 'skips[9].key must be unique: skips[2] has the same key',
      }),
    ]);
    const mixed = await refused(BATCH, {
      skips: [
        { ...OK_ITEM, key: 7 },
        { ...OK_ITEM, key: '7' },
      ],
    });
    expect(fields(mixed)).toEqual(['skips[1].key']);
    const fraction = await refused(BATCH, { skips: [{ ...OK_ITEM, key: 1.5 }] });
    expect(fraction.message).toBe('skips[0].key must be a string or an integer');
  });

  it('lists every violation of every item at once', async () => {
    const skips = [
      OK_ITEM,
      { ...OK_ITEM, frist_name: 'A' },
      {},
      { address: '1 Main St' },
      { phone: '123' },
    ];
    const err = await refused(BATCH, { skips });
    expect(fields(err)).toEqual([
      'skips[1].frist_name',
      'skips[2]',
      'skips[3].address',
      'skips[4].phone',
    ]);
    expect(err.input).toEqual({ skips });
  });

  it('the single takes one item as the body, with the same rules and bare paths', async () => {
    const err = await refused(SINGLE, { address: '1 Main St', frist_name: 'A', age: 40 });
    expect(err.details?.map((d) => d.message)).toEqual([
      'frist_name is not allowed. Did you mean first_name?',
      'age is not allowed',
      'address missing required peers [city, state]',
    ]);
    expect((await refused(SINGLE, { first_name: 'Ann' })).message).toBe(
      'value must contain at least one of [address, mail_address, city, mail_city, email, phone]',
    );
    expect((await refused(SINGLE, [])).message).toBe('value must be an object');
  });
});

describe('skip trace order of checks: 400, then the gate, then the lookup', () => {
  it('a bad body is a 400 whatever the key', async () => {
    for (const key of ['demo-no-skiptrace', 'no-such-key', 'demo-rate-limited']) {
      await refused(BATCH, { skips: [] }, key);
      await refused(SINGLE, {}, key);
    }
  });

  it('demo-no-skiptrace: 403 SKIPTRACE_SCOPE_UNAUTHORIZED on both, while its searches work', async () => {
    const { s } = await setup();
    for (const [path, body] of [
      [BATCH, { skips: [OK_ITEM] }],
      [SINGLE, OK_ITEM],
    ] as const) {
      const res = await post(s, path, body, { key: 'demo-no-skiptrace' });
      expect(res.status).toBe(403);
      expect(v3ErrorSchema.parse(res.json)).toMatchObject({
        statusCode: 403,
        errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED',
        errorMessage: 'This API key is not authorized for skip tracing.',
      });
    }
    const search = await post(s, '/v2/PropertySearch', { size: 1 }, { key: 'demo-no-skiptrace' });
    expect(search.status).toBe(200);
    const pins = await post(s, '/v2/PropertyMapping', { size: 1 }, { key: 'demo-no-skiptrace' });
    expect(pins.status).toBe(200);
    const mls = await post(
      s,
      '/v3/MLSDetail',
      { assessor_id: 10_000_001 },
      { key: 'demo-no-skiptrace' },
    );
    expect([200, 404]).toContain(mls.status);
  });

  it.each([
    [null, 401, 'AUTH_KEY_NOT_FOUND'],
    ['no-such-key', 401, 'AUTH_KEY_NOT_FOUND'],
    ['demo-inactive', 401, 'AUTH_KEY_INACTIVE'],
    ['demo-no-scope', 403, 'AUTH_SCOPE_UNAUTHORIZED'],
    ['demo-empty-wallet', 402, 'WALLET_INSUFFICIENT_BALANCE'],
    ['demo-rate-limited', 429, 'RATE_LIMIT_EXCEEDED'],
    ['demo-daily-cap', 429, 'DAILY_USAGE_EXCEEDED'],
    ['demo-test-exhausted', 429, 'TEST_KEY_USAGE_EXCEEDED'],
    ['demo-error-500', 500, 'INTERNAL_ERROR'],
  ])('key %s: %i %s, as on a paid search', async (key, status, code) => {
    const { s } = await setup();
    for (const [path, body] of [
      [BATCH, { skips: [OK_ITEM] }],
      [SINGLE, OK_ITEM],
    ] as const) {
      const res = await post(s, path, body, { key });
      expect(res.status).toBe(status);
      expect(res.json.errorCode).toBe(code);
      expect(res.json.credits).toBe(0);
      if (code === 'RATE_LIMIT_EXCEEDED') expect(res.headers.get('retry-after')).toBe('3');
    }
  });

  it.each(['demo-no-mapping', 'demo-no-mls-plan', 'demo-mls-lapsed', 'demo-mls-only', 'demo-slow'])(
    'key %s skip traces like demo',
    async (key) => {
      const { s } = await setup();
      expect((await post(s, BATCH, { skips: [OK_ITEM] }, { key })).status).toBe(200);
    },
  );
});

describe('skip trace lookup', () => {
  it('finds a property by its situs address, city, state and zip', async () => {
    const { s } = await setup();
    const { record } = first(await matchable());
    const res = await batch(s, [situsItem(record)]);
    const item = res.data[0];
    expect(item?.match).toBe(true);
    expect(item?.data.persons[0]?.personId).toBe(`P${record.id}-1`);
    expect(item?.data.persons[0]?.firstName).toBe(record.owner1FirstName);
  });

  it('ignores case, punctuation, extra spaces and units; the zip is optional', async () => {
    const { s } = await setup();
    const { record } = first(await matchable());
    const messy = {
      key: 'messy',
      address: `  ${record.address.street.toLowerCase().replace(' ', ' ,  ')} Apt. 4B `,
      unit: '4B',
      city: `${record.address.city.toUpperCase()}.`,
      state: record.address.state.toLowerCase(),
    };
    const res = await batch(s, [messy]);
    expect(res.data[0]?.data.persons[0]?.personId).toBe(`P${record.id}-1`);
  });

  it('a zip that is not the property’s finds nothing', async () => {
    const { s } = await setup();
    const { record } = first(await matchable());
    const res = await batch(s, [
      situsItem(record, { zip: record.address.zip === '00001' ? '00002' : '00001' }),
    ]);
    expect(res.data[0]?.match).toBe(false);
  });

  it('finds a property by its mailing address (an absentee owner’s, the lowest id of a portfolio)', async () => {
    const { s, store, ds } = await setup();
    // A portfolio: several absentee properties of one owner share the owner's mailing address.
    const byOwner = new Map<number, number[]>();
    for (let row = 0; row < store.size; row++) {
      if (ds.cols.mailKind[row] === MAIL_KIND.ownerOccupied) continue;
      const o = ds.cols.owner[row] ?? 0;
      if (ds.owners.kind[o] !== OWNER_KIND.individual) continue;
      byOwner.set(o, [...(byOwner.get(o) ?? []), row]);
    }
    const rows = [...byOwner.values()].find(
      (list) =>
        list.length > 1 &&
        !isUnmatchedProperty(ds.seed, store.idOfRow(list[0] ?? 0)) &&
        personsAt(ds, list[0] ?? 0, store.record(list[0] ?? 0)).some((p) => p.phones.length > 0),
    );
    if (!rows) throw new Error('no matchable portfolio in the test dataset');
    const last = store.record(rows[rows.length - 1] ?? 0);
    const res = await batch(s, [mailItem(last)]);
    expect(res.data[0]?.data.persons[0]?.personId).toBe(`P${store.idOfRow(rows[0] ?? 0)}-1`);
  });

  it('an owner-occupied property is found by mail parts equal to its situs address', async () => {
    const { s, ds } = await setup();
    const { record } = first(
      (await matchable(400)).filter((f) => ds.cols.mailKind[f.row] === MAIL_KIND.ownerOccupied),
    );
    const res = await batch(s, [mailItem(record)]);
    expect(res.data[0]?.data.persons[0]?.personId).toBe(`P${record.id}-1`);
  });

  it('phone-only, email-only and city-only items find nothing', async () => {
    const { s } = await setup();
    const { record } = first(await matchable());
    const res = await batch(s, [
      { key: 1, phone: '5125550100' },
      { key: 2, email: 'ann@example.com' },
      {
        key: 3,
        city: record.address.city,
        state: record.address.state,
        zip: record.address.zip,
        first_name: record.owner1FirstName ?? '',
        last_name: record.owner1LastName ?? '',
      },
    ]);
    expect(res.data.map((d) => d.match)).toEqual([false, false, false]);
  });

  it('builds the address index once, on the first skip call', async () => {
    const { s, store } = await setup();
    await post(s, SINGLE, OK_ITEM);
    const index = skipIndexFor(store.dataset);
    await post(s, SINGLE, OK_ITEM);
    expect(skipIndexFor(store.dataset)).toBe(index);
  });
});

describe('skip trace no-match rules', () => {
  it('a company owner (no owner1FirstName) is no match', async () => {
    const { s, store } = await setup();
    const { record } = first(findRecords(store, (r) => r.owner1FirstName === null));
    const res = await batch(s, [situsItem(record)]);
    expect(res.data[0]).toMatchObject({ match: false, statusCode: 404 });
  });

  it('a last_name given must be an owner’s (a trust’s with or without its words)', async () => {
    const { s, ds } = await setup();
    const { record } = first(
      (await matchable(600)).filter((f) =>
        / (Living|Family|Revocable) Trust$/.test(f.record.owner1LastName ?? ''),
      ),
    );
    const full = record.owner1LastName ?? '';
    const bare = full.replace(/ (Living|Family|Revocable) Trust$/, '');
    const res = await batch(s, [
      situsItem(record, { key: 'a', last_name: 'Nobodyhere' }),
      situsItem(record, { key: 'b', last_name: bare.toUpperCase() }),
      situsItem(record, { key: 'c', last_name: full }),
    ]);
    expect(res.data.map((d) => d.match)).toEqual([false, true, true]);
    // Trust words are not a person's name.
    expect(res.data[1]?.data.persons[0]?.lastName).toBe(bare);
    expect(ds.seed).toBe(TEST_CONFIG.seed);
  });

  it('a fixed tenth of properties never match, the same ones every time', async () => {
    const { s, store, ds } = await setup();
    const people = findRecords(store, (r) => r.owner1FirstName !== null, 600);
    const unmatched = people.filter((f) => isUnmatchedProperty(ds.seed, Number(f.record.id)));
    expect(unmatched.length / people.length).toBeGreaterThan(0.06);
    expect(unmatched.length / people.length).toBeLessThan(0.14);
    const items = unmatched.slice(0, 20).map((f) => situsItem(f.record));
    const once = await batch(s, items);
    expect(once.data.every((d) => !d.match)).toBe(true);
    const again = await batch(s, items);
    expect(again.data.every((d) => !d.match)).toBe(true);
  });

  it('unmet match_requirements are no match: social never, emails only where a person has one', async () => {
    const { s, store, ds } = await setup();
    const { record } = first(await matchable());
    const social = await batch(s, [situsItem(record, { match_requirements: { social: true } })]);
    expect(social.data[0]?.match).toBe(false);
    const noEmails = first(
      findRecords(
        store,
        (r, row) =>
          r.owner1FirstName !== null &&
          !isUnmatchedProperty(ds.seed, Number(r.id)) &&
          personsAt(ds, row, r).every((p) => p.emails.length === 0 && p.phones.length > 0),
      ),
    );
    const res = await batch(s, [
      situsItem(noEmails.record, { key: 'e', match_requirements: { emails: true } }),
      situsItem(noEmails.record, {
        key: 'pe',
        match_requirements: { phones: true, emails: true, operator: 'or' },
      }),
      situsItem(noEmails.record, {
        key: 'pa',
        match_requirements: { phones: true, emails: true, operator: 'and' },
      }),
    ]);
    expect(res.data.map((d) => d.match)).toEqual([false, true, false]);
  });

  it('by default a phone is required: people with emails and no phone are no match', async () => {
    const { s, store, ds } = await setup();
    const { record } = first(
      findRecords(
        store,
        (r, row) =>
          r.owner1FirstName !== null &&
          !isUnmatchedProperty(ds.seed, Number(r.id)) &&
          personsAt(ds, row, r).every((p) => p.phones.length === 0 && p.emails.length > 0),
      ),
    );
    const byDefault = await batch(s, [situsItem(record)]);
    expect(byDefault.data[0]?.match).toBe(false);
    const byEmail = await batch(s, [situsItem(record, { match_requirements: { emails: true } })]);
    expect(byEmail.data[0]?.match).toBe(true);
  });
});

describe('skip trace persons', () => {
  it('owner 1, then owner 2 when the record names one; the mailing address; P<id>-<n>', async () => {
    const { s, store, ds } = await setup();
    const { record } = first(
      findRecords(
        store,
        (r, rw) =>
          r.owner2FirstName !== null &&
          !isUnmatchedProperty(ds.seed, Number(r.id)) &&
          personsAt(ds, rw, r).every((p) => p.phones.length > 0),
      ),
    );
    const res = await post(s, SINGLE, situsItem(record));
    const body = skipSingleMatchSchema.parse(res.json);
    expect(body.persons.map((p) => [p.personId, p.firstName])).toEqual([
      [`P${record.id}-1`, record.owner1FirstName],
      [`P${record.id}-2`, record.owner2FirstName],
    ]);
    for (const p of body.persons) {
      expect(p.address).toEqual({
        address: record.mailAddress.address,
        streetAddress: record.mailAddress.street,
        city: record.mailAddress.city,
        state: record.mailAddress.state,
        zip: record.mailAddress.zip,
      });
      expect(p.age).toBeGreaterThanOrEqual(25);
      expect(p.age).toBeLessThanOrEqual(89);
      expect([p.gender, p.previousAddress, p.maritalStatusCode, p.ethnicityCode]).toEqual([
        null,
        null,
        null,
        null,
      ]);
      expect(p.emails.length).toBeLessThanOrEqual(3);
      for (const email of p.emails) expect(email).toMatch(/^[a-z0-9.]+@example\.com$/);
    }
  });

  it('a match returns every owner, with or without numbers of their own', async () => {
    const { s, store, ds } = await setup();
    const { record } = first(
      findRecords(store, (r, row) => {
        if (r.owner2FirstName === null || isUnmatchedProperty(ds.seed, Number(r.id))) return false;
        const [one, two] = personsAt(ds, row, r);
        return (one?.phones.length ?? 0) > 0 && two?.phones.length === 0;
      }),
    );
    const body = skipSingleMatchSchema.parse((await post(s, SINGLE, situsItem(record))).json);
    expect(body.persons.map((p) => p.phones.length > 0)).toEqual([true, false]);
  });

  it('are the same whichever item finds the property, call after call', async () => {
    const { s } = await setup();
    // An owner of this one property: a portfolio's mailing address finds its lowest id instead.
    const { record } = first((await matchable(60)).filter((f) => f.record.propertiesOwned === 1));
    const a = await post(s, SINGLE, situsItem(record));
    const b = await post(s, SINGLE, mailItem(record, { key: 'by-mail' }));
    const c = await post(s, SINGLE, situsItem(record, { key: 'other-key' }));
    const strip = (json: Record<string, unknown>) => {
      const { requestId, requestDate, cached, credits, requestExecutionTimeMS, input, ...rest } =
        json;
      expect([
        requestId,
        requestDate,
        cached,
        credits,
        requestExecutionTimeMS,
        input,
      ]).not.toContain(undefined);
      return rest;
    };
    expect(strip(b.json)).toEqual(strip(a.json));
    expect(strip(c.json)).toEqual(strip(a.json));
    expect(a.json.requestId).not.toBe(c.json.requestId);
  });

  it('are the same in another mock started with the same MOCK_SEED', async () => {
    const { s } = await setup();
    const { record } = first(await matchable(1, 100));
    const other = createMockService(TEST_CONFIG);
    await other.ctx.store;
    const here = await post(s, SINGLE, situsItem(record));
    const there = await post(other, SINGLE, situsItem(record));
    expect(here.status).toBe(200);
    expect(there.json.persons).toEqual(here.json.persons);
  });

  it('follow MOCK_SEED: another seed gives the same property other people', async () => {
    const { ds } = await setup();
    const other = await createMockService({ ...TEST_CONFIG, seed: TEST_CONFIG.seed + 1 }).ctx.store;
    const { record, row } = first(await matchable(1, 100));
    const mine = personsAt(ds, row, record);
    // The same record under another seed: only the seed differs in what personsAt draws from.
    const theirs = personsAt(other.dataset, row, record);
    expect(theirs.map((p) => p.firstName)).toEqual(mine.map((p) => p.firstName));
    expect(theirs.map((p) => [p.age, p.phones, p.emails])).not.toEqual(
      mine.map((p) => [p.age, p.phones, p.emails]),
    );
  });

  it('phones: 0–5 a person, W 60 % / L 30 % / V 10 %, 25 % do-not-call, NPA555-0100..0199, seen in the last 3 years', async () => {
    const { store, ds } = await setup();
    const people = findRecords(store, (r) => r.owner1FirstName !== null, 1500).flatMap((f) =>
      personsAt(ds, f.row, f.record),
    );
    const phones = people.flatMap((p) => p.phones);
    const counts = people.map((p) => p.phones.length);
    expect(Math.min(...counts)).toBe(0);
    expect(Math.max(...counts)).toBe(5);
    const share = (keep: (p: (typeof phones)[number]) => boolean) =>
      phones.filter(keep).length / phones.length;
    expect(share((p) => p.phoneType === 'W')).toBeCloseTo(0.6, 1);
    expect(share((p) => p.phoneType === 'L')).toBeCloseTo(0.3, 1);
    expect(share((p) => p.phoneType === 'V')).toBeCloseTo(0.1, 1);
    expect(share((p) => p.phoneFtcDnc === 'Y')).toBeCloseTo(0.25, 1);
    const oldest = new Date(TEST_CONFIG.now);
    oldest.setUTCFullYear(oldest.getUTCFullYear() - 3);
    for (const p of phones) {
      expect(p.phone).toMatch(/^\d{3}55501\d{2}$/);
      expect(p.phoneLastSeen >= oldest.toISOString().slice(0, 10)).toBe(true);
      expect(p.phoneLastSeen <= TEST_CONFIG.now.toISOString().slice(0, 10)).toBe(true);
      expect(Number(p.phoneUsage12Month)).toBeLessThanOrEqual(24);
    }
  });
});

describe('skip trace answers', () => {
  it('batch: positional, the input echoed with its key as sent, a no-match in its place', async () => {
    const { s, store } = await setup();
    const [a, b] = await matchable(2);
    const company = first(findRecords(store, (r) => r.owner1FirstName === null));
    const skips = [
      situsItem(a!.record, { key: 11 }),
      situsItem(company.record, { key: 'co' }),
      situsItem(b!.record, { key: '12' }),
    ];
    const res = await post(s, BATCH, { skips });
    const body = skipBatchResponseSchema.parse(res.json);
    expect(body.data.map((d) => d.input)).toEqual(skips);
    expect(body.data.map((d) => d.statusCode)).toEqual([200, 404, 200]);
    expect(body.data[1]).toEqual({
      input: skips[1],
      statusCode: 404,
      match: false,
      cached: false,
      responseMessage: 'No phones found for provided person.',
      data: { persons: [], phones: [], emails: [], names: [] },
    });
  });

  it('batch lists: distinct phones with type words and dnc booleans, personal emails, a name per person', async () => {
    const { s, store, ds } = await setup();
    const { record, row } = first(
      findRecords(
        store,
        (r, rw) =>
          r.owner2FirstName !== null &&
          !isUnmatchedProperty(ds.seed, Number(r.id)) &&
          personsAt(ds, rw, r).every((p) => p.phones.length > 0 && p.emails.length > 0),
      ),
    );
    const persons = personsAt(ds, row, record);
    const res = await batch(s, [situsItem(record)]);
    const lists = res.data[0]!.data;
    const words = { W: 'mobile', L: 'landline', V: 'voip' } as const;
    const expected = new Map<string, { phone: string; type: string; dnc: boolean }>();
    for (const p of persons.flatMap((x) => x.phones))
      if (!expected.has(p.phone))
        expected.set(p.phone, {
          phone: p.phone,
          type: words[p.phoneType],
          dnc: p.phoneFtcDnc === 'Y',
        });
    expect(lists.phones).toEqual([...expected.values()]);
    expect(lists.emails).toEqual(
      [...new Set(persons.flatMap((p) => p.emails))].map((email) => ({ email, type: 'personal' })),
    );
    expect(lists.names).toEqual(
      persons.map((p) => ({
        firstName: p.firstName,
        middleName: p.middleName,
        lastName: p.lastName,
      })),
    );
  });

  it('single: the v2 200 with cached and credits, and the v2 404 for no match', async () => {
    const { s, store } = await setup();
    const { record } = first(await matchable());
    const hit = await post(s, SINGLE, situsItem(record, { middle_name: 'single-shape' }));
    expect(hit.status).toBe(200);
    expect(skipSingleMatchSchema.parse(hit.json)).toMatchObject({ credits: 1, cached: false });
    const company = first(findRecords(store, (r) => r.owner1FirstName === null));
    const miss = await post(s, SINGLE, situsItem(company.record));
    expect(miss.status).toBe(404);
    expect(skipSingleNoMatchSchema.parse(miss.json).input).toEqual(situsItem(company.record));
  });
});

describe('skip trace credits', () => {
  it('1 per new match, 0 per no-match; a repeat by the same key is cached and free, single or batch', async () => {
    const { s, store } = await setup();
    const [a, b] = await matchable(2, 200);
    const company = first(findRecords(store, (r) => r.owner1FirstName === null));
    // A middle name no other test sends: the memory of earlier tests in this file stays out of it.
    const fresh = { middle_name: 'credits-a' };
    const skips = [
      situsItem(a!.record, fresh),
      situsItem(b!.record, fresh),
      situsItem(company.record, fresh),
    ];
    const initial = await batch(s, skips);
    expect(initial.credits).toBe(2);
    expect(initial.data.map((d) => d.cached)).toEqual([false, false, false]);
    // The same fields under new keys: still the same question.
    const again = await batch(
      s,
      skips.map((item, i) => ({ ...item, key: `again-${i}` })),
    );
    expect(again.credits).toBe(0);
    expect(again.data.map((d) => d.cached)).toEqual([true, true, false]);
    const single = await post(s, SINGLE, { ...skips[0], key: undefined });
    expect(single.json).toMatchObject({ cached: true, credits: 0 });
  });

  it('another key, or any other field, is a new question', async () => {
    const { s } = await setup();
    const { record } = first(await matchable(1, 300));
    const item = situsItem(record, { middle_name: 'credits-b' });
    expect((await batch(s, [item])).credits).toBe(1);
    expect((await batch(s, [item], 'demo-no-mapping')).credits).toBe(1);
    expect((await batch(s, [{ ...item, middle_name: 'Q' }])).credits).toBe(1);
    expect((await batch(s, [item])).credits).toBe(0);
  });

  it('a batch repeating one item charges it once', async () => {
    const { s } = await setup();
    const { record } = first(await matchable(1, 350));
    const fresh = { middle_name: 'credits-c' };
    const res = await batch(s, [
      situsItem(record, { ...fresh, key: 1 }),
      situsItem(record, { ...fresh, key: 2 }),
    ]);
    expect(res.credits).toBe(1);
    expect(res.data.map((d) => d.cached)).toEqual([false, true]);
  });
});

describe('skip trace rate limits (MOCK_SKIP_RATE_LIMIT=1)', () => {
  it('10 singles and 20 batches a second per key, then 429 with Retry-After', async () => {
    const limited = createMockService({ ...TEST_CONFIG, skipRateLimit: true });
    await limited.ctx.store;
    const statuses = async (path: string, body: unknown, n: number, key = 'demo') => {
      const out: number[] = [];
      for (let i = 0; i < n; i++) out.push((await post(limited, path, body, { key })).status);
      return out;
    };
    // The windows are calendar seconds: start each attempt on a fresh one, and try again if the
    // calls happened to straddle a boundary.
    for (let attempt = 0; attempt < 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000)));
      const start = Date.now();
      const single = await statuses(SINGLE, OK_ITEM, 11);
      const batches = await statuses(BATCH, { skips: [OK_ITEM] }, 21);
      const other = await statuses(SINGLE, OK_ITEM, 1, 'demo-slow');
      if (Math.floor(Date.now() / 1000) !== Math.floor(start / 1000)) continue;
      expect(single.filter((x) => x === 429)).toHaveLength(1);
      expect(single.at(-1)).toBe(429);
      expect(batches.filter((x) => x === 429)).toHaveLength(1);
      expect(batches.at(-1)).toBe(429);
      expect(other).toEqual([404]);
      return;
    }
    throw new Error('three attempts straddled a second boundary');
  });

  it('is off by default', async () => {
    const { s } = await setup();
    const statuses = await Promise.all(Array.from({ length: 15 }, () => post(s, SINGLE, OK_ITEM)));
    expect(statuses.every((r) => r.status === 404)).toBe(true);
  });
});
