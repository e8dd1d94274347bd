// Shared pieces of the v3 HTTP tests: the fixtures over HTTP, the MLS store, and listings with given traits.
import type { MockService } from '../app';
import { get } from '../test-helpers';
import type { MlsFixtures } from './fixtures';
import { listingFacts, type ListingFacts } from './listing-facts';
import { mlsStoreFor, type MlsStore } from './mls-store';

export const DETAIL = '/v3/MLSDetail';
export const BULK = '/v3/MLSDetailBulk';

export async function fixturesOf(s: MockService): Promise<MlsFixtures> {
  const res = await get(s, '/__mock/fixtures');
  if (res.status !== 200) throw new Error(`fixtures answered ${res.status}`);
  return res.json as unknown as MlsFixtures;
}

export async function mlsOf(s: MockService): Promise<MlsStore> {
  return mlsStoreFor(await s.ctx.store);
}

/** The facts of the first `n` listings (in id order) that satisfy `keep`. */
export function findListings(
  mls: MlsStore,
  keep: (f: ListingFacts) => boolean,
  n = 1,
): ListingFacts[] {
  const out: ListingFacts[] = [];
  for (let k = 0; k < mls.ix.count && out.length < n; k++) {
    const facts = listingFacts(mls.ix, k);
    if (keep(facts)) out.push(facts);
  }
  return out;
}

export function requireValue<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`the test dataset has no ${what}`);
  return value;
}
