// Never pay twice: records the team already pulled (within the freshness window) are served from
// the app's store, and only the missing ones are bought from the property data service by `ids`.
// What is bought is kept by the app's server as it relays it (the browser never posts records), so
// the next screen, export or colleague gets it free.
// It wraps the ApiClient, so the table's pages of an open list and every list export go through it
// without either knowing.
import type { ApiClient, SearchListPage } from '../client';
import type { PropertySearchRequest } from '../contract/search-request';
import { LIMITS } from '../contract/search-fields';
import { readSearchList } from '../read/read-search';
import type { AppStoreClient } from './client';
import { isRecordsByIds } from './records-by-ids';

type HeldStore = Pick<AppStoreClient, 'held' | 'readRecords'>;

export interface HeldPlan {
  total: number;
  held: number;
  /** Records to buy: one credit each. */
  missing: number;
  freshnessDays: number;
}

/** Asks the store which of `ids` it holds, before a screen pulls them. */
export async function planPull(store: HeldStore, ids: readonly number[]): Promise<HeldPlan> {
  const unique = [...new Set(ids)].map(String);
  const answer = await store.held(unique);
  return {
    total: unique.length,
    held: answer.held.length,
    missing: answer.missing.length,
    freshnessDays: answer.freshnessDays,
  };
}

/**
 * "1,840 of 2,300 already held: 460 credits" (what the user pays before pulling), or "All 648
 * already held: no credits" when the team has every record (pages browsed count: the server keeps
 * what it relays).
 */
export function heldWords(plan: HeldPlan): string {
  const n = (value: number) => value.toLocaleString('en-US');
  if (plan.missing === 0 && plan.total > 0) return `All ${n(plan.total)} already held: no credits`;
  const credits = plan.missing === 1 ? '1 credit' : `${n(plan.missing)} credits`;
  return `${n(plan.held)} of ${n(plan.total)} already held: ${credits}`;
}

/**
 * The ApiClient with held records served from the store. Only pages of records asked for by `ids`
 * change: the page is cut from the ids in the request's sort (an ids_only call, which is free),
 * held ones are read from the store, the rest are bought by `ids` (and kept by the server as it
 * relays them). If the store cannot be reached the call goes to the service as before: paying is
 * better than showing nothing.
 */
export function withHeldRecords(api: ApiClient, store: HeldStore): ApiClient {
  const buy = (req: PropertySearchRequest, opts: Parameters<ApiClient['propertySearch']>[1]) =>
    api.propertySearch(req, opts);

  return {
    ...api,
    async propertySearch(req, opts) {
      // Pages of a plain search are not kept: only lists (open, export, the ticked rows) are
      // pulled again, and a busy server need not store every page anyone looks at.
      if (!isRecordsByIds(req)) return api.propertySearch(req, opts);
      const wanted = [...new Set(req.ids)];
      let held: Set<string>;
      try {
        held = new Set((await store.held(wanted.map(String))).held);
      } catch {
        return buy(req, opts);
      }
      if (held.size === 0) return buy(req, opts);

      // The order of the whole list in the request's sort, from the service (free), then the page.
      const order = req.sort
        ? (await api.searchIds({ ids: wanted, sort: req.sort }, opts)).data
        : wanted;
      const offset = req.resultIndex ?? 0;
      const pageIds = order.slice(offset, offset + (req.size ?? LIMITS.defaultSize));
      const heldIds = pageIds.filter((id) => held.has(String(id)));
      const missingIds = pageIds.filter((id) => !held.has(String(id)));

      const [fromStore, bought] = await Promise.all([
        heldIds.length > 0
          ? store.readRecords(heldIds.map(String)).then((a) => a.records)
          : Promise.resolve([]),
        missingIds.length > 0
          ? buy({ ids: missingIds, size: missingIds.length, resultIndex: 0 }, opts)
          : Promise.resolve(undefined),
      ]);
      const read = readSearchList({ data: fromStore, resultCount: fromStore.length }, 0);
      const byId = new Map<string, SearchListPage['data'][number]>();
      for (const record of [...read.data, ...(bought?.data ?? [])])
        byId.set(String(record.id), record);
      // A held id the store could not give back (expired meanwhile) is bought after all.
      const lost = heldIds.filter((id) => !byId.has(String(id)));
      if (lost.length > 0) {
        const extra = await buy({ ids: lost, size: lost.length, resultIndex: 0 }, opts);
        for (const record of extra.data) byId.set(String(record.id), record);
      }
      const data = pageIds.flatMap((id) => {
        const record = byId.get(String(id));
        return record ? [record] : [];
      });
      return {
        input: { ...req },
        resultCount: order.length,
        data,
        offset,
        skipped: [...read.skipped, ...(bought?.skipped ?? [])],
      };
    },
  };
}
