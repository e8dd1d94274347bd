// The credits ledger (migration 3): every paid call the server relays, by whom, what it asked and
// what it cost. A call is reserved before it leaves, under the member's monthly cap and the team's
// daily cap, in one transaction behind one lock, so two calls racing cannot both fit; it is
// settled with what the answer said once it is back.
import type { Db, Queryable } from './db';

/** An arbitrary constant: the advisory lock every reservation takes, so they run one at a time. */
const LEDGER_LOCK = 2_020_111_539;

const DAILY_CAP_KEY = 'dailyCreditCap';

/**
 * What a call counts against a cap: what it cost, else what is reserved for it. A pending call
 * counts its reservation; a settled one of unknown cost keeps its reservation (never free).
 */
const SPENT = 'COALESCE(SUM(COALESCE(credits, reserved)), 0)::bigint';
// Calendar month and day in UTC, by the database's clock (one clock for every server).
const MONTH_START = "(date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')";
const DAY_START = "(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')";

export type CreditsSource = 'answer' | 'rule' | 'estimated' | 'unknown';

export interface LedgerCall {
  userKey: string;
  operation: string;
  /** What was asked, in a few words (never the key, never a person). */
  summary: string;
}

export interface Settlement {
  records: number;
  /** null: unknown; the row then keeps its reservation against the caps. */
  credits: number | null;
  creditsSource: CreditsSource;
  requestId?: string | undefined;
  status: 'done' | 'failed';
}

/** A cap the call would cross: which, how much of it is used, and what the call could cost. */
export interface CapRefusal {
  cap: 'monthly' | 'daily';
  used: number;
  limit: number;
  cost: number;
}

export type Reservation = { kind: 'reserved'; id: string } | ({ kind: 'refused' } & CapRefusal);

/** The team's daily cap, when one is set (a jsonb number in settings). */
function dailyCap(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}

async function capsFor(tx: Queryable, userKey: string) {
  const { rows } = await tx.query<{ monthly: number | null; daily: unknown }>(
    `SELECT (SELECT monthly_credit_cap FROM users WHERE name_key = $1) AS monthly,
            (SELECT value FROM settings WHERE key = $2) AS daily`,
    [userKey, DAILY_CAP_KEY],
  );
  return { monthly: rows[0]?.monthly ?? undefined, daily: dailyCap(rows[0]?.daily) };
}

async function spent(tx: Queryable, where: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ spent: string | number }>(
    `SELECT ${SPENT} AS spent FROM ledger WHERE ${where}`,
    params,
  );
  return Number(rows[0]?.spent ?? 0);
}

/** The cap `cost` more would cross, checking the member's month first, or undefined. */
async function crossedCap(
  tx: Queryable,
  userKey: string,
  cost: number,
): Promise<CapRefusal | undefined> {
  const caps = await capsFor(tx, userKey);
  if (caps.monthly !== undefined) {
    const used = await spent(tx, `user_key = $1 AND at >= ${MONTH_START}`, [userKey]);
    if (used + cost > caps.monthly) return { cap: 'monthly', used, limit: caps.monthly, cost };
  }
  if (caps.daily !== undefined) {
    const used = await spent(tx, `at >= ${DAY_START}`, []);
    if (used + cost > caps.daily) return { cap: 'daily', used, limit: caps.daily, cost };
  }
  return undefined;
}

export function ledgerRepo(db: Db) {
  return {
    /**
     * Reserves `cost` credits for a call under the caps, or refuses it: one transaction behind one
     * lock, so what is read as used cannot change before the reservation is written.
     */
    async reserve(call: LedgerCall, cost: number): Promise<Reservation> {
      return db.transaction(async (tx) => {
        await tx.query('SELECT pg_advisory_xact_lock($1)', [LEDGER_LOCK]);
        const refusal = await crossedCap(tx, call.userKey, cost);
        if (refusal) return { kind: 'refused', ...refusal };
        const { rows } = await tx.query<{ id: string | number }>(
          `INSERT INTO ledger (user_key, operation, summary, reserved, status)
           VALUES ($1, $2, $3, $4, 'pending') RETURNING id`,
          [call.userKey, call.operation, call.summary, cost],
        );
        return { kind: 'reserved', id: String(rows[0]!.id) };
      });
    },

    /** Writes what a reserved call cost; an unknown cost keeps its reservation counted. */
    async settle(id: string, settlement: Settlement): Promise<void> {
      await db.query(
        `UPDATE ledger
         SET records = $2, credits = $3, credits_source = $4, request_id = $5, status = $6,
             reserved = CASE WHEN $3::int IS NULL THEN reserved ELSE 0 END
         WHERE id = $1`,
        [
          id,
          settlement.records,
          settlement.credits,
          settlement.creditsSource,
          settlement.requestId ?? null,
          settlement.status,
        ],
      );
    },

    /** A call nothing was reserved for (it could cost nothing), written once answered. */
    async record(call: LedgerCall, settlement: Settlement): Promise<void> {
      await db.query(
        `INSERT INTO ledger (user_key, operation, summary, records, credits, credits_source,
                             request_id, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          call.userKey,
          call.operation,
          call.summary,
          settlement.records,
          settlement.credits,
          settlement.creditsSource,
          settlement.requestId ?? null,
          settlement.status,
        ],
      );
    },
  };
}
