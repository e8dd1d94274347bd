// The answer to a call that could cross a spend cap: 402 SPEND_CAP_REACHED, in the body shape of the
// server's other errors, with the cap's words ("You have used X of your Y monthly credits; this
// pull could cost Z. The cap resets on 1 Dec at 00:00 UTC.") and the facts behind them for screens
// that estimate before they pull.
//
// 402, not 429: a 429 says "slow down", and the app's retry policy, browsers' and proxies' retries
// and the vendor's own rate limits all read it as something waiting cures within seconds. A cap is
// a spending limit (as the vendor's 402 WALLET_INSUFFICIENT_BALANCE is): only a new month, a new
// day or an admin lifts it, so nothing should ask again on its own.
import type { Context } from 'hono';
import { ERROR_TABLE } from '../../src/api/contract/error-table';
import type { CapRefusal } from '../store/ledger-repo';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** When the cap lifts: the first of next month, or the next midnight, UTC. */
export function capResetsAt(cap: CapRefusal['cap'], now: number): Date {
  const at = new Date(now);
  return cap !== 'daily'
    ? new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1))
    : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1));
}

function credits(n: number): string {
  return n.toLocaleString('en-US');
}

/** "in about 5 hours" / "in 20 minutes" until `then`. */
function timeUntil(then: Date, now: number): string {
  const minutes = Math.max(1, Math.ceil((then.getTime() - now) / 60_000));
  if (minutes < 60) return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.round(minutes / 60);
  return `in about ${hours} hour${hours === 1 ? '' : 's'}`;
}

/** The sentence a member reads: what is used, of which cap, what this pull could cost, when it lifts. */
export function spendCapMessage(refusal: CapRefusal, now: number): string {
  const resetsAt = capResetsAt(refusal.cap, now);
  const cost = `this pull could cost ${credits(refusal.cost)}`;
  if (refusal.cap === 'agent') {
    const day = `${resetsAt.getUTCDate()} ${MONTHS[resetsAt.getUTCMonth()]}`;
    return (
      `This job has used ${credits(refusal.used)} of its ${credits(refusal.limit)} monthly credits; ${cost}. ` +
      `Its cap resets on ${day} at 00:00 UTC.`
    );
  }
  if (refusal.cap === 'monthly') {
    const day = `${resetsAt.getUTCDate()} ${MONTHS[resetsAt.getUTCMonth()]}`;
    return (
      `You have used ${credits(refusal.used)} of your ${credits(refusal.limit)} monthly credits; ${cost}. ` +
      `The cap resets on ${day} at 00:00 UTC.`
    );
  }
  return (
    `The team has used ${credits(refusal.used)} of its ${credits(refusal.limit)} daily credits; ${cost}. ` +
    `The cap resets at midnight UTC (${timeUntil(resetsAt, now)}).`
  );
}

export function spendCapReached(c: Context, refusal: CapRefusal, now: number = Date.now()) {
  c.header('Cache-Control', 'no-store');
  return c.json(
    {
      statusCode: 402,
      error: 'Payment Required',
      errorCode: 'SPEND_CAP_REACHED',
      message: spendCapMessage(refusal, now),
      // The same facts for a screen that says what is left before it asks.
      spendCap: { ...refusal, resetsAt: capResetsAt(refusal.cap, now).toISOString() },
    },
    ERROR_TABLE.SPEND_CAP_REACHED.status,
  );
}
