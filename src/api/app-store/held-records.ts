// Never pay twice: what a list's records cost before it is opened or exported. Records the team
// already pulled (within the freshness window) are free; only the missing ones are bought. The
// app's server does the serving: a page of records asked for by `ids` is answered there from the
// held records, buying only the missing ids (server/held/), and what it buys it keeps, so the
// browser neither splits a page nor posts records. Here only the estimate is made.
import type { AppStoreClient } from './client';

type HeldStore = Pick<AppStoreClient, 'held'>;

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
