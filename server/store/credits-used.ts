// What "used" means, once, for the caps the meter enforces (ledger-repo.ts reserves under them),
// the allowance the app shows before a pull (GET /app/v1/allowance) and the caps on the Usage
// screen (usage-repo.ts): a ledger row counts its credits once known, else what was reserved for
// it. A call still under way counts its reservation; one settled with an unknown cost (or sent and
// never answered) keeps it: unknown is never free. A call that never left reserved nothing.
import type { Queryable } from './db';

/** What one ledger row counts against a cap (SQL, over the ledger's columns). */
const COUNTED_CREDITS = 'COALESCE(credits, reserved)';

/** The sum of what the rows count, as a bigint (SQL aggregate). */
export const CREDITS_USED = `COALESCE(SUM(${COUNTED_CREDITS}), 0)::bigint`;

// Calendar month and day in UTC, by the database's clock (one clock for every server).
export const MONTH_START = "(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')";
export const DAY_START = "(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')";

/**
 * Credits used this UTC month by one member (`userKey`) and today by the whole team, as the cap
 * check counts them, in one statement.
 */
export async function creditsUsed(
  db: Queryable,
  userKey: string,
): Promise<{ month: number; day: number }> {
  const { rows } = await db.query<{ month: number | string; day: number | string }>(
    `SELECT
       (SELECT ${CREDITS_USED} FROM ledger WHERE user_key = $1 AND at >= ${MONTH_START}) AS month,
       (SELECT ${CREDITS_USED} FROM ledger WHERE at >= ${DAY_START}) AS day`,
    [userKey],
  );
  const row = rows[0];
  return { month: Number(row?.month ?? 0), day: Number(row?.day ?? 0) };
}
