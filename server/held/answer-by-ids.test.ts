// The answer by `ids` from held records, against a fake service and a fake store: the page is cut
// in the request's order (the service's, from a free ids_only call, for a sort or filters), held
// records are served from the store, only the missing ids are bought (that body is what the meter
// reserves for), and everything that is not records by ids goes to the service as it came.
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { answerByIds } from './answer-by-ids';
import type { HeldRecords } from './held-records-source';

const FRESHNESS_DAYS = 30;

const record = (id: number | string, from: string) => ({ id: String(id), from });

interface Fake {
  /** Held ids and how many days ago each was pulled. */
  held?: Record<number, number>;
  /** The store cannot be reached. */
  storeDown?: boolean;
  /** Ids the store no longer gives back when read (expired between the lookup and the read). */
  expireOnRead?: number[];
  /** The service's answer to a buy, instead of the records. */
  buyAnswer?: Response;
  /** The service's answer to ids_only, instead of the ids. */
  orderAnswer?: Response;
}

/** The vendor's behaviour: ids_only answers the ids (descending for any sort); ids their records. */
function fakeService(fake: Fake) {
  const sent: Record<string, unknown>[] = [];
  const send = vi.fn(async (body: Uint8Array) => {
    const request = JSON.parse(new TextDecoder().decode(body)) as Record<string, unknown> & {
      ids: number[];
    };
    sent.push(request);
    if (request.ids_only) {
      if (fake.orderAnswer) return fake.orderAnswer;
      const ids = [...request.ids].filter((id) => !request.pool || id % 2 === 0);
      if (request.sort) ids.sort((a, b) => b - a);
      return Response.json({ resultCount: ids.length, data: ids, credits: 0 });
    }
    if (fake.buyAnswer && !request.obfuscate) return fake.buyAnswer;
    const data = request.ids.map((id) => record(id, 'service'));
    return Response.json({ live: true, resultCount: data.length, data, credits: data.length });
  });
  return { send, sent };
}

function fakeStore(fake: Fake) {
  const fresh = (id: string) => {
    const age = fake.held?.[Number(id)];
    return age !== undefined && age <= FRESHNESS_DAYS;
  };
  const held: HeldRecords = {
    lookup: vi.fn(async (ids: readonly string[]) => {
      if (fake.storeDown) throw new Error('ECONNREFUSED');
      return { held: ids.filter(fresh), freshnessDays: FRESHNESS_DAYS };
    }),
    read: vi.fn(async (ids: readonly string[]) =>
      ids
        .filter((id) => fresh(id) && !fake.expireOnRead?.includes(Number(id)))
        .map((id) => record(id, 'store')),
    ),
  };
  return held;
}

async function ask(request: Record<string, unknown>, fake: Fake = {}) {
  const service = fakeService(fake);
  const held = fakeStore(fake);
  const app = new Hono();
  app.post('/v2/PropertySearch', async (c) =>
    answerByIds(c, new Uint8Array(await c.req.arrayBuffer()), { send: service.send, held }),
  );
  const response = await app.request('/v2/PropertySearch', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(request),
  });
  const body = (await response.json()) as {
    data: { id: string; from: string }[];
    resultCount: number;
    resultIndex: number;
    recordCount: number;
    credits: number;
    input: unknown;
  };
  return { response, body, sent: service.sent, held };
}

const rows = (data: { id: string; from: string }[]) => data.map((r) => `${r.id}:${r.from}`);

describe('answerByIds', () => {
  it('cuts the page in the service’s sort (free ids_only) and buys only the missing ids on it', async () => {
    const request = { ids: [1, 2, 3, 4, 5], sort: { id: 'desc' }, size: 3, resultIndex: 1 };
    const { body, sent } = await ask(request, { held: { 2: 1, 4: 1 } });
    // Sorted 5,4,3,2,1; the page from index 1 of size 3 is 4,3,2.
    expect(rows(body.data)).toEqual(['4:store', '3:service', '2:store']);
    expect(sent).toEqual([
      { ids: [1, 2, 3, 4, 5], sort: { id: 'desc' }, ids_only: true },
      // The body the meter reserves for and the service is asked: the missing id alone.
      { ids: [3], size: 1, resultIndex: 0 },
    ]);
    expect(body).toMatchObject({
      resultCount: 5,
      resultIndex: 1,
      recordCount: 3,
      credits: 1,
      input: request,
    });
  });

  it('keeps the ids’ own order without a sort, merging held and bought records in it', async () => {
    const { body, sent } = await ask({ ids: [5, 1, 4, 2, 1], size: 10 }, { held: { 1: 0, 2: 3 } });
    expect(rows(body.data)).toEqual(['5:service', '1:store', '4:service', '2:store']);
    expect(sent).toEqual([{ ids: [5, 4], size: 2, resultIndex: 0 }]);
    expect(body).toMatchObject({ resultCount: 4, recordCount: 4, credits: 2 });
  });

  it('asks the service nothing when every row of the page is held and no sort is given', async () => {
    const { body, sent } = await ask({ ids: [7, 8, 9] }, { held: { 7: 0, 8: 0, 9: 0 } });
    expect(sent).toEqual([]);
    expect(rows(body.data)).toEqual(['7:store', '8:store', '9:store']);
    expect(body.credits).toBe(0);
  });

  it('lets the service decide which ids match filters asked with them', async () => {
    const { body, sent } = await ask({ ids: [1, 2, 3, 4], pool: true }, { held: { 2: 0 } });
    expect(sent[0]).toEqual({ ids: [1, 2, 3, 4], pool: true, ids_only: true });
    expect(rows(body.data)).toEqual(['2:store', '4:service']);
    expect(body.resultCount).toBe(2);
  });

  it('relays the request as it came when nothing is held and it asks for exactly its ids', async () => {
    const request = { ids: [1, 2], size: 2 };
    const { body, sent } = await ask(request, { held: {} });
    expect(sent).toEqual([request]);
    expect(rows(body.data)).toEqual(['1:service', '2:service']);
  });

  it('buys only the page of a longer list when nothing is held: a page of 2 reserves 2', async () => {
    const { body, sent } = await ask(
      { ids: [1, 2, 3, 4, 5], size: 2, resultIndex: 2 },
      { held: {} },
    );
    expect(sent).toEqual([{ ids: [3, 4], size: 2, resultIndex: 0 }]);
    expect(rows(body.data)).toEqual(['3:service', '4:service']);
    expect(body).toMatchObject({ resultCount: 5, resultIndex: 2 });
  });

  it('buys again a record held beyond the freshness window, or expired before it was read', async () => {
    const { body, sent } = await ask(
      { ids: [1, 2, 3] },
      { held: { 1: 31, 2: 5, 3: 5 }, expireOnRead: [3] },
    );
    expect(rows(body.data)).toEqual(['1:service', '2:store', '3:service']);
    expect(sent).toEqual([{ ids: [1, 3], size: 2, resultIndex: 0 }]);
  });

  it('never answers privacy mode, counts, ids_only or summaries from held records', async () => {
    for (const flag of ['obfuscate', 'count', 'ids_only', 'summary']) {
      const request = { ids: [1, 2], [flag]: true };
      const { sent, held } = await ask(request, { held: { 1: 0, 2: 0 } });
      expect(sent).toEqual([request]);
      expect(held.lookup).not.toHaveBeenCalled();
    }
  });

  it('leaves to the service what it would refuse (bad paging, ids that are not ids)', async () => {
    for (const request of [
      { ids: [1], size: 0 },
      { ids: [1], resultIndex: -1 },
      { ids: ['1'] },
      { ids: [] },
    ]) {
      const { sent, held } = await ask(request, { held: { 1: 0 } });
      expect(sent).toEqual([request]);
      expect(held.lookup).not.toHaveBeenCalled();
    }
  });

  it('refuses (503) rather than pay blindly when the store cannot say what is held', async () => {
    const { response, body, sent } = await ask({ ids: [1, 2] }, { storeDown: true });
    expect(response.status).toBe(503);
    expect(body).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    expect(sent).toEqual([]);
  });

  it('passes on the service’s refusal of the missing ids (a spend cap, a rate limit)', async () => {
    const refusal = Response.json(
      { statusCode: 402, errorCode: 'SPEND_CAP_REACHED' },
      { status: 402 },
    );
    const { response, body } = await ask({ ids: [1, 2] }, { held: { 1: 0 }, buyAnswer: refusal });
    expect(response.status).toBe(402);
    expect(body).toMatchObject({ errorCode: 'SPEND_CAP_REACHED' });
  });

  it('asks as the browser did when the order answer cannot be read', async () => {
    const request = { ids: [1, 2], sort: { id: 'asc' } };
    const { sent, body } = await ask(request, {
      held: { 1: 0 },
      orderAnswer: new Response('not json', { status: 200 }),
    });
    expect(sent).toEqual([{ ids: [1, 2], sort: { id: 'asc' }, ids_only: true }, request]);
    expect(rows(body.data)).toEqual(['1:service', '2:service']);
  });
});
