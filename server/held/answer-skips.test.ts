// Skip traces answered from held answers, against a fake service and a fake store: an all-held
// batch sends nothing and costs 0, a half-held one sends only the missing owners (that body is what
// the meter reserves for) and keeps the request's order, an expired answer is bought again, the
// service's refusals and a database that is down are passed on, and a single call and a batch
// answer each other's owners.
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { SkipTraceItem } from '../../src/api/contract/skip-trace-request';
import {
  skipBatchResponseSchema,
  skipSingleMatchSchema,
  skipSingleNoMatchSchema,
} from '../../src/api/contract/skip-trace-response';
import type { HeldSkipAnswer, SkipAnswerKey } from '../store/skip-repo';
import { answerSkips } from './answer-skips';
import type { HeldSkips } from './held-skips-source';

const FRESHNESS_DAYS = 30;

const person = (id: number) => ({
  personId: `P${id}-1`,
  firstName: 'Ann',
  middleName: null,
  lastName: `Owner${id}`,
  fullName: `Ann Owner${id}`,
  age: 40,
  gender: null,
  address: {
    address: '1 Main St',
    streetAddress: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  },
  previousAddress: null,
  emails: [`ann${id}@example.com`],
  phones: [
    {
      phone: `512555${String(id % 10_000).padStart(4, '0')}`,
      phoneType: 'W' as const,
      phoneFtcDnc: 'N' as const,
      phoneLastSeen: '2026-01-01',
      phoneUsage12Month: '3',
    },
  ],
  maritalStatusCode: null,
  maritalStatusDescription: null,
  occupationCode: null,
  occupationDescription: null,
  ethnicityCode: null,
  ethnicityDescription: null,
  lastUpdateDate: '2026-01-01',
});

/** The owner of property `id`; ids divisible by 7 are nobody the service finds. */
const item = (id: number, extra: Partial<SkipTraceItem> = {}): SkipTraceItem => ({
  key: id,
  first_name: 'Ann',
  last_name: `Owner${id}`,
  address: `${id} Main St`,
  city: 'Austin',
  state: 'TX',
  ...extra,
});
const matches = (key: unknown) => Number(key) % 7 !== 0;

/** The service's answer for one item, in the mock's Await shape. */
function serviceItem(input: SkipTraceItem) {
  const id = Number(input.key);
  if (!matches(input.key))
    return {
      input,
      statusCode: 404,
      match: false,
      cached: false,
      responseMessage: 'No phones found for provided person.',
      data: { persons: [], phones: [], emails: [], names: [] },
    };
  const p = person(id);
  return {
    input,
    statusCode: 200,
    match: true,
    cached: false,
    data: {
      persons: [p],
      phones: [{ phone: p.phones[0]!.phone, type: 'mobile', dnc: false }],
      emails: [{ email: p.emails[0], type: 'personal' }],
      names: [{ firstName: 'Ann', middleName: null, lastName: p.lastName }],
    },
  };
}

interface Fake {
  /** Answers held, by property id: how many days ago each was pulled. */
  heldAges?: Record<number, number>;
  storeDown?: boolean;
  /** The service's answer instead of tracing. */
  serviceAnswer?: Response;
}

function fakeService(fake: Fake) {
  const sent: { path: string; body: unknown }[] = [];
  const send = (path: string) =>
    vi.fn(async (body: Uint8Array) => {
      const request = JSON.parse(new TextDecoder().decode(body)) as
        { skips: SkipTraceItem[] } | SkipTraceItem;
      sent.push({ path, body: request });
      if (fake.serviceAnswer) return fake.serviceAnswer.clone();
      if ('skips' in request) {
        const data = request.skips.map(serviceItem);
        return Response.json({
          statusCode: 200,
          statusMessage: 'OK',
          requestId: 'svc-1',
          data,
          credits: data.filter((d) => d.match).length,
          live: true,
          requestExecutionTimeMS: '5ms',
        });
      }
      const one = serviceItem(request);
      const common = {
        requestId: 'svc-2',
        requestDate: '2026-11-01T00:00:00.000Z',
        input: request,
        resultIndex: 0,
        live: true,
        requestExecutionTimeMS: 5,
      };
      if (!one.match)
        return Response.json(
          {
            ...common,
            persons: [],
            statusCode: 404,
            statusMessage: 'Not Found',
            responseMessage: 'No phones found for provided person.',
            match: false,
            resultCount: 0,
            cached: false,
            credits: 0,
          },
          { status: 404 },
        );
      return Response.json({
        ...common,
        persons: one.data.persons,
        statusCode: 200,
        statusMessage: 'Success',
        match: true,
        resultCount: 1,
        cached: false,
        credits: 1,
      });
    });
  return { send, sent };
}

/** A store that holds what it is given (age 0) besides `heldAges`, whose answers are the service's. */
function fakeStore(fake: Fake) {
  const rows = new Map<string, HeldSkipAnswer & { age: number }>();
  const text = (k: SkipAnswerKey) => `${k.propertyId} ${k.ownerKey}`;
  const skips: HeldSkips = {
    lookup: vi.fn(async (keys: readonly SkipAnswerKey[]) => {
      if (fake.storeDown) throw new Error('ECONNREFUSED');
      return keys.flatMap((k) => {
        const age = fake.heldAges?.[Number(k.propertyId)];
        if (age !== undefined && age <= FRESHNESS_DAYS) {
          const answer = { ...serviceItem(item(Number(k.propertyId))) } as Record<string, unknown>;
          delete answer.input;
          delete answer.cached;
          return [{ ...k, answer, matched: answer.match === true }];
        }
        const row = rows.get(text(k));
        return row ? [row] : [];
      });
    }),
    hold: vi.fn(async (answers: readonly HeldSkipAnswer[]) => {
      for (const a of answers) rows.set(text(a), { ...a, age: 0 });
    }),
  };
  return { skips, rows };
}

function harness(fake: Fake = {}) {
  const service = fakeService(fake);
  const store = fakeStore(fake);
  const app = new Hono();
  for (const path of ['/v2/SkipTraceBatchAwait', '/v2/SkipTrace'])
    app.post(path, async (c) =>
      answerSkips(c, path, new Uint8Array(await c.req.arrayBuffer()), {
        send: service.send(path),
        skips: store.skips,
        by: 'ann',
      }),
    );
  const ask = async (path: string, body: unknown) => {
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    // The answers' shapes are the contract's; the test reads them loosely.
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  };
  return {
    ...service,
    ...store,
    batch: (items: SkipTraceItem[]) => ask('/v2/SkipTraceBatchAwait', { skips: items }),
    single: (one: SkipTraceItem) => ask('/v2/SkipTrace', one),
  };
}

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const keysOf = (data: { input: { key: unknown } }[]) => data.map((d) => d.input.key);

describe('answerSkips, a batch', () => {
  it('answers an all-held batch from the store: nothing sent, 0 credits, in order', async () => {
    const all = [5, 3, 1, 2, 4];
    const h = harness({ heldAges: { 1: 0, 2: 10, 3: 30, 4: 1, 5: 2 } });
    const { status, body } = await h.batch(all.map((id) => item(id)));
    expect(status).toBe(200);
    expect(h.sent).toEqual([]);
    expect(body.credits).toBe(0);
    expect(keysOf(body.data)).toEqual(all);
    // Held matches say `cached` (free), and each echoes the item as sent this time.
    expect(body.data[0]).toMatchObject({ match: true, cached: true, input: item(5) });
    expect(body.data[0].data.phones).toHaveLength(1);
    expect(h.skips.hold).not.toHaveBeenCalled();
  });

  it('sends only the missing owners, keeps the request’s order, and costs what they cost', async () => {
    const asked = ids(1, 11).reverse();
    const h = harness({ heldAges: { 10: 0, 8: 0, 6: 0, 4: 0, 2: 0 } });
    const { status, body } = await h.batch(asked.map((id) => item(id)));
    expect(status).toBe(200);
    expect(h.sent).toEqual([
      { path: '/v2/SkipTraceBatchAwait', body: { skips: [9, 7, 5, 3, 1].map((id) => item(id)) } },
    ]);
    expect(keysOf(body.data)).toEqual(asked);
    // 9, 5, 3, 1 match (7 is nobody): 4 credits, the service's words for them.
    expect(body.credits).toBe(4);
    expect(body.requestId).toBe('svc-1');
    expect(skipBatchResponseSchema.safeParse(body).success).toBe(true);
    // All five bought answers are held, the no-match too (it costs 0, and asking again would not).
    const held = vi.mocked(h.skips.hold).mock.calls[0]![0];
    expect(held.map((a) => [a.propertyId, a.matched])).toEqual([
      ['9', true],
      ['7', false],
      ['5', true],
      ['3', true],
      ['1', true],
    ]);
    expect(held[0]!.answer).not.toHaveProperty('input');
  });

  it('sends the body as it came when nothing is held, and answers with the service’s words', async () => {
    const h = harness();
    const { body } = await h.batch([item(1), item(2)]);
    expect(h.sent).toHaveLength(1);
    expect(body).toMatchObject({ requestId: 'svc-1', credits: 2, live: true });
    // The second time, nothing goes out.
    const again = await h.batch([item(2), item(1)]);
    expect(h.sent).toHaveLength(1);
    expect(again.body.credits).toBe(0);
    expect(keysOf(again.body.data)).toEqual([2, 1]);
  });

  it('buys again an answer older than the freshness window', async () => {
    const h = harness({ heldAges: { 1: FRESHNESS_DAYS + 1, 2: 0 } });
    const { body } = await h.batch([item(1), item(2)]);
    expect(h.sent.map((s) => s.body)).toEqual([{ skips: [item(1)] }]);
    expect(body.credits).toBe(1);
  });

  it('treats the same owner asked with other spacing and case as held, a new owner as not', async () => {
    const h = harness();
    await h.batch([item(1)]);
    await h.batch([item(1, { first_name: ' ann ', address: '1  MAIN ST.', zip: '78701' })]);
    expect(h.sent).toHaveLength(2);
    await h.batch([item(1, { first_name: 'ANN', address: '1 main st' })]);
    expect(h.sent).toHaveLength(2);
    await h.batch([item(1, { first_name: 'Bob' })]);
    expect(h.sent).toHaveLength(3);
  });

  it('passes the service’s refusal on unchanged and holds nothing', async () => {
    const refusal = Response.json(
      {
        statusCode: 403,
        errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED',
        message: 'This API key is not authorized for skip tracing.',
      },
      { status: 403 },
    );
    const h = harness({ heldAges: { 1: 0 }, serviceAnswer: refusal });
    const { status, body } = await h.batch([item(1), item(2)]);
    expect(status).toBe(403);
    expect(body.errorCode).toBe('SKIPTRACE_SCOPE_UNAUTHORIZED');
    expect(h.skips.hold).not.toHaveBeenCalled();
  });

  it('sends a body the service will refuse as it came, without looking anything up', async () => {
    const h = harness({ serviceAnswer: Response.json({ statusCode: 400 }, { status: 400 }) });
    const bad = { skips: [item(1), item(1)] };
    const { status } = await h.batch(bad.skips);
    expect(status).toBe(400);
    expect(h.sent).toEqual([{ path: '/v2/SkipTraceBatchAwait', body: bad }]);
    expect(h.skips.lookup).not.toHaveBeenCalled();
  });

  it('answers 503 and sends nothing when the database is down', async () => {
    const h = harness({ storeDown: true });
    const { status, body } = await h.batch([item(1)]);
    expect(status).toBe(503);
    expect(body.errorCode).toBe('DATABASE_UNAVAILABLE');
    expect(h.sent).toEqual([]);
  });

  it('does not hold an answer whose key is not the item’s, nor a per-item error', async () => {
    const answer = Response.json({
      statusCode: 200,
      statusMessage: 'OK',
      data: [
        { ...serviceItem(item(2)), input: item(3) },
        { input: item(4), error: true, errorMessage: 'Try again' },
      ],
      credits: 1,
    });
    const h = harness({ heldAges: { 1: 0 }, serviceAnswer: answer });
    const { body } = await h.batch([item(1), item(2), item(4)]);
    expect(body.data).toHaveLength(3);
    expect(body.data[2]).toMatchObject({ error: true });
    expect(h.skips.hold).not.toHaveBeenCalled();
  });

  it('says an answer it paid for but cannot read is unreadable, rather than a batch with holes', async () => {
    const answer = Response.json({ statusCode: 200, data: [] });
    const h = harness({ heldAges: { 1: 0 }, serviceAnswer: answer });
    const { status, body } = await h.batch([item(1), item(2)]);
    expect(status).toBe(502);
    expect(body.errorCode).toBe('UPSTREAM_UNREADABLE');
  });
});

describe('answerSkips, a single owner', () => {
  it('answers a held owner from the store, free, in the v2 shape', async () => {
    const h = harness({ heldAges: { 3: 0 } });
    const { status, body } = await h.single(item(3));
    expect(status).toBe(200);
    expect(h.sent).toEqual([]);
    expect(skipSingleMatchSchema.omit({ live: true }).safeParse(body).success).toBe(true);
    expect(body).toMatchObject({ credits: 0, cached: true, input: item(3), resultCount: 1 });
  });

  it('answers a held no-match with the 404 no-match, free', async () => {
    const h = harness({ heldAges: { 7: 0 } });
    const { status, body } = await h.single(item(7));
    expect(status).toBe(404);
    expect(h.sent).toEqual([]);
    expect(skipSingleNoMatchSchema.omit({ live: true }).safeParse(body).success).toBe(true);
  });

  it('holds what it bought, and a later batch answers that owner without tracing again', async () => {
    const h = harness();
    const first = await h.single(item(5));
    expect(first.body).toMatchObject({ requestId: 'svc-2', credits: 1 });
    await h.single(item(14));
    expect(h.sent).toHaveLength(2);
    const { body } = await h.batch([item(14), item(5), item(6)]);
    expect(h.sent.slice(2).map((s) => s.body)).toEqual([{ skips: [item(6)] }]);
    expect(body.data[1].data).toMatchObject({
      phones: [{ phone: '5125550005', type: 'mobile', dnc: false }],
      emails: [{ email: 'ann5@example.com', type: 'personal' }],
    });
    expect(body.data[0]).toMatchObject({ match: false, statusCode: 404, cached: false });
    expect(body.credits).toBe(1);
  });

  it('passes a refusal on and answers 503 with the database down', async () => {
    const scope = Response.json({ errorCode: 'SKIPTRACE_SCOPE_UNAUTHORIZED' }, { status: 403 });
    expect((await harness({ serviceAnswer: scope }).single(item(1))).status).toBe(403);
    const down = harness({ storeDown: true });
    expect((await down.single(item(1))).status).toBe(503);
    expect(down.sent).toEqual([]);
  });
});
