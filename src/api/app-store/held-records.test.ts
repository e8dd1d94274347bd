// Never pay twice: held records come from the store, only the missing ones are bought (by ids).
// The browser never posts records: the server keeps what it relays (server/proxy/relayed-records.ts).
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, SearchListPage } from '../client';
import type { PropertySearchRequest } from '../contract/search-request';
import { heldWords, planPull, withHeldRecords } from './held-records';

function record(id: number) {
  return { id, address: { address: `${id} Main St` } };
}

function page(ids: number[], resultCount = ids.length): SearchListPage {
  return {
    input: {},
    resultCount,
    data: ids.map((id) => ({ id: String(id), propertyId: String(id) })) as SearchListPage['data'],
    offset: 0,
    skipped: [],
  };
}

function fakes(held: number[]) {
  const bought: PropertySearchRequest[] = [];
  const api = {
    propertySearch: vi.fn(async (req: PropertySearchRequest) => {
      bought.push(req);
      if (req.count) return page([], 5);
      return page(req.ids ?? [101, 102], req.ids?.length ?? 2);
    }),
    // The service's sort: descending ids.
    searchIds: vi.fn(async (req: PropertySearchRequest) => ({
      input: {},
      resultCount: req.ids?.length ?? 0,
      data: [...(req.ids ?? [])].sort((a, b) => b - a),
    })),
  } as unknown as ApiClient;
  const store = {
    held: vi.fn(async (ids: string[]) => ({
      held: ids.filter((id) => held.includes(Number(id))),
      missing: ids.filter((id) => !held.includes(Number(id))),
      freshnessDays: 30,
    })),
    readRecords: vi.fn(async (ids: string[]) => ({ records: ids.map((id) => record(Number(id))) })),
  };
  return { api: withHeldRecords(api, store), raw: api, store, bought };
}

describe('planPull and heldWords', () => {
  it('counts held and missing over the unique ids and says what it costs', async () => {
    const { store } = fakes([1, 2, 3]);
    const plan = await planPull(store, [1, 2, 3, 4, 4, 5]);
    expect(plan).toEqual({ total: 5, held: 3, missing: 2, freshnessDays: 30 });
    expect(heldWords(plan)).toBe('3 of 5 already held: 2 credits');
    expect(heldWords({ total: 2300, held: 1840, missing: 460, freshnessDays: 30 })).toBe(
      '1,840 of 2,300 already held: 460 credits',
    );
    expect(heldWords({ total: 1, held: 0, missing: 1, freshnessDays: 30 })).toBe(
      '0 of 1 already held: 1 credit',
    );
    expect(heldWords({ total: 648, held: 648, missing: 0, freshnessDays: 30 })).toBe(
      'All 648 already held: no credits',
    );
  });
});

describe('withHeldRecords', () => {
  it('serves held records from the store and buys only the missing ones, in the sort', async () => {
    const f = fakes([2, 4]);
    const result = await f.api.propertySearch({
      ids: [1, 2, 3, 4, 5],
      sort: { id: 'desc' } as PropertySearchRequest['sort'],
      size: 3,
      resultIndex: 1,
    });
    // Sorted 5,4,3,2,1; the page from index 1 of size 3 is 4,3,2.
    expect(result.data.map((r) => r.id)).toEqual(['4', '3', '2']);
    expect(result.resultCount).toBe(5);
    expect(result.offset).toBe(1);
    expect(f.bought).toEqual([{ ids: [3], size: 1, resultIndex: 0 }]);
    expect(f.store.readRecords).toHaveBeenCalledWith(['4', '2']);
    // The store is only read: nothing the browser bought is posted back.
    expect(Object.keys(f.store).sort()).toEqual(['held', 'readRecords']);
  });

  it('keeps the list order without a sort, and asks the service nothing when all are held', async () => {
    const f = fakes([7, 8, 9]);
    const result = await f.api.propertySearch({ ids: [9, 7, 8] });
    expect(result.data.map((r) => r.id)).toEqual(['9', '7', '8']);
    expect(f.bought).toEqual([]);
    expect(f.raw.searchIds).not.toHaveBeenCalled();
  });

  it('passes straight through when nothing is held', async () => {
    const f = fakes([]);
    const req = { ids: [1, 2], size: 50 };
    await f.api.propertySearch(req);
    expect(f.bought).toEqual([req]);
  });

  it('never serves held records in privacy mode', async () => {
    const f = fakes([1, 2]);
    await f.api.propertySearch({ ids: [1, 2], obfuscate: true });
    expect(f.store.held).not.toHaveBeenCalled();
    expect(f.bought).toHaveLength(1);
  });

  it('pays rather than shows nothing when the store cannot be reached', async () => {
    const f = fakes([1]);
    f.store.held.mockRejectedValueOnce(new Error('down'));
    const result = await f.api.propertySearch({ ids: [1, 2] });
    expect(result.data.map((r) => r.id)).toEqual(['1', '2']);
    expect(f.bought).toEqual([{ ids: [1, 2] }]);
  });

  it('buys a held record the store no longer gives back', async () => {
    const f = fakes([1, 2]);
    f.store.readRecords.mockResolvedValueOnce({ records: [record(1)] });
    const result = await f.api.propertySearch({ ids: [1, 2] });
    expect(result.data.map((r) => r.id)).toEqual(['1', '2']);
    expect(f.bought).toEqual([{ ids: [2], size: 1, resultIndex: 0 }]);
  });

  it('leaves searches that are not records by ids alone (counts are free)', async () => {
    const f = fakes([1]);
    await f.api.propertySearch({ city: 'Austin', count: true } as PropertySearchRequest);
    await f.api.propertySearch({ city: 'Austin', size: 50 } as PropertySearchRequest);
    expect(f.store.held).not.toHaveBeenCalled();
    expect(f.bought).toHaveLength(2);
  });
});
