// Estimate, then confirm (issue 39): before a screen pulls more than one page (an export, an open
// list, a bulk MLS lookup), what it will buy and what the user has left, from free calls only:
// which of the ids the team already holds (/records/held, through planPull) and the allowance
// (/allowance: the member's month, the team's day, the threshold to ask above). Nothing here
// costs a credit. The words are one sentence every screen shows:
// "1,840 of 2,300 already held, 460 to buy ≈ 460 credits; you have 4,200 left this month".
import type { AllowanceAnswer } from './contract';
import type { AppStoreClient } from './client';
import { planPull } from './held-records';

/** What a screen is about to pull. */
export interface Pull {
  /** Records it brings (every row of a search export, every id of a bulk MLS lookup). */
  records: number;
  /**
   * The property ids, when the app's store may hold some of them (a list, the selection): only
   * the missing ones are bought. Absent: every record is bought (a search's pages, MLS answers).
   */
  ids?: readonly number[] | undefined;
}

/**
 * free: nothing to buy; go: below the threshold and within the caps; ask: above the team's
 * threshold, so the user confirms first; refused: more than a cap leaves, so the server would
 * refuse it and nothing is offered to spend.
 */
type SpendVerdict = 'free' | 'go' | 'ask' | 'refused';

export interface SpendEstimate {
  records: number;
  /** Records the team already holds; null when the pull's records are not kept (all bought). */
  held: number | null;
  /** Records to buy: one credit each. */
  toBuy: number;
  allowance: AllowanceAnswer;
  /** The cap that leaves least (the member's month or the team's day); null: no cap at all. */
  tightest: { cap: 'monthly' | 'daily'; left: number } | null;
  verdict: SpendVerdict;
}

const n = (value: number) => value.toLocaleString('en-US');
const credits = (value: number) => (value === 1 ? '1 credit' : `${n(value)} credits`);

/** The cap that leaves least; the month wins a tie (it is the member's own). */
function tightestOf(allowance: AllowanceAnswer): SpendEstimate['tightest'] {
  const { monthly, daily } = allowance;
  if (monthly.left !== null && (daily.left === null || monthly.left <= daily.left))
    return { cap: 'monthly', left: monthly.left };
  if (daily.left !== null) return { cap: 'daily', left: daily.left };
  return null;
}

/** The estimate from what the store holds (`held`: null when not asked) and the allowance. */
export function estimateSpend(
  pull: { records: number; held: number | null },
  allowance: AllowanceAnswer,
): SpendEstimate {
  const toBuy = Math.max(0, pull.records - (pull.held ?? 0));
  const tightest = tightestOf(allowance);
  const verdict: SpendVerdict =
    toBuy === 0
      ? 'free'
      : tightest && toBuy > tightest.left
        ? 'refused'
        : toBuy > allowance.confirmAboveCredits
          ? 'ask'
          : 'go';
  return { records: pull.records, held: pull.held, toBuy, allowance, tightest, verdict };
}

/** Asks the store (free) which ids it holds, and the allowance; buys nothing. */
export async function loadEstimate(
  store: Pick<AppStoreClient, 'held' | 'allowance'>,
  pull: Pull,
): Promise<SpendEstimate> {
  const [plan, allowance] = await Promise.all([
    pull.ids && pull.ids.length > 0 ? planPull(store, pull.ids) : undefined,
    store.allowance(),
  ]);
  // A limited export of a list takes at most `records` of its ids, so at most that many to buy.
  const held = plan ? Math.max(0, pull.records - Math.min(plan.missing, pull.records)) : null;
  return estimateSpend({ records: pull.records, held }, allowance);
}

/** "0 of 648 already held, 648 to buy ≈ 648 credits", "All 648 already held: no credits". */
function boughtWords(estimate: SpendEstimate): string {
  const { records, held, toBuy } = estimate;
  if (toBuy === 0 && records > 0 && held !== null)
    return `All ${n(records)} already held: no credits`;
  const buy = `${n(toBuy)} to buy ≈ ${credits(toBuy)}`;
  return held === null ? buy : `${n(held)} of ${n(records)} already held, ${buy}`;
}

/** "you have 4,200 left this month", the team's day where it leaves less, or "no spending cap". */
export function leftWords({ allowance, tightest }: SpendEstimate): string {
  const { monthly } = allowance;
  if (!tightest) return 'no spending cap applies';
  if (monthly.left === null) return `the team has ${n(tightest.left)} left today (no monthly cap)`;
  const month = `you have ${n(monthly.left)} left this month`;
  return tightest.cap === 'daily' ? `${month}, the team ${n(tightest.left)} today` : month;
}

/**
 * The one sentence every screen shows before a pull: "1,840 of 2,300 already held, 460 to buy ≈
 * 460 credits; you have 4,200 left this month" (+ "estimated: offline prices" on the mock).
 */
export function estimateWords(estimate: SpendEstimate): string {
  const offline = estimate.allowance.prices === 'offline' ? ' (estimated: offline prices)' : '';
  return `${boughtWords(estimate)}; ${leftWords(estimate)}${offline}`;
}

/** Why the screen asks, or why it will not spend; empty when it needs neither. */
export function verdictWords(estimate: SpendEstimate): string {
  const { verdict, tightest, toBuy, allowance } = estimate;
  if (verdict === 'refused' && tightest) {
    const left =
      tightest.cap === 'monthly'
        ? `the ${credits(tightest.left)} you have left this month`
        : `the ${credits(tightest.left)} the team has left today`;
    return `${credits(toBuy)} is more than ${left}: the server would refuse it, so nothing will be fetched.`;
  }
  if (verdict === 'ask')
    return `That is more than ${credits(allowance.confirmAboveCredits)}, the team’s limit for pulling without asking. Nothing is spent until you confirm.`;
  return '';
}
