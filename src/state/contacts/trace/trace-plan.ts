// What a trace will cost, before anything is bought (free calls only): which of the leads the team
// has already traced (/contacts/traced), which of the rest have records the team holds
// (/records/held: a skip item is built from the record, so a record not held costs 1 credit to
// read), and what the user has left (/allowance). The words are the sentence the trace dialog
// shows: "1,840 already traced, 460 to trace: up to 460 credits, charged per match".
import type { AppStoreClient } from '../../../api/app-store/client';
import { planPull } from '../../../api/app-store/held-records';
import { estimateSpend, type SpendEstimate } from '../../../api/app-store/spend-estimate';

export type TraceStore = Pick<AppStoreClient, 'traced' | 'held' | 'allowance'>;

export interface TracePlan {
  /** The leads asked about, each once. */
  total: number;
  /** Traced by anyone on the team within the freshness window: never traced again. */
  traced: number;
  /** The leads to trace, in the order asked. */
  toTrace: number[];
  /** Records of `toTrace` the team does not hold: read first, 1 credit each. */
  recordsToBuy: number;
  freshnessDays: number;
  /**
   * The worst case for the caps and the confirm step: every owner matched (1 credit each) plus the
   * records to buy. A no-match and an answer the team already holds cost nothing.
   */
  estimate: SpendEstimate;
}

const n = (value: number) => value.toLocaleString('en-US');
const credits = (value: number) => (value === 1 ? '1 credit' : `${n(value)} credits`);

/** Asks the app's server (free) what of `ids` is traced, held, and what is left to spend. */
export async function planTrace(store: TraceStore, ids: readonly number[]): Promise<TracePlan> {
  const unique = [...new Set(ids)];
  const [answer, allowance] = await Promise.all([
    unique.length > 0
      ? store.traced(unique.map(String))
      : Promise.resolve({ traced: [], untraced: [], freshnessDays: 0 }),
    store.allowance(),
  ]);
  const untraced = new Set(answer.untraced);
  const toTrace = unique.filter((id) => untraced.has(String(id)));
  const held = toTrace.length > 0 ? await planPull(store, toTrace) : undefined;
  const recordsToBuy = held?.missing ?? 0;
  const worstCase = toTrace.length + recordsToBuy;
  return {
    total: unique.length,
    traced: unique.length - toTrace.length,
    toTrace,
    recordsToBuy,
    freshnessDays: answer.freshnessDays,
    estimate: estimateSpend({ records: worstCase, held: null }, allowance),
  };
}

/**
 * "1,840 already traced, 460 to trace: up to 460 credits, charged per match" (+ ", and 12
 * records to read first: 12 credits"), or "All 250 already traced: no credits".
 */
export function traceCostWords(plan: TracePlan): string {
  const { total, traced, toTrace, recordsToBuy } = plan;
  if (toTrace.length === 0)
    return total === 1
      ? 'Already traced: no credits'
      : `All ${n(total)} already traced: no credits`;
  const trace = `${n(toTrace.length)} to trace: up to ${credits(toTrace.length)}, charged per match`;
  const records =
    recordsToBuy > 0
      ? `, and ${n(recordsToBuy)} ${recordsToBuy === 1 ? 'record' : 'records'} to read first: ${credits(recordsToBuy)}`
      : '';
  return `${n(traced)} already traced, ${trace}${records}`;
}
