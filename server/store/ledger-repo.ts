// The credits ledger (migration 3): every paid call the server relays, by whom, what it asked and
// what it cost. A call is reserved before it leaves, under the member's monthly cap and the team's
// daily cap, in one transaction behind one lock, so two calls racing cannot both fit; it is
// settled with what the answer said once it is back.
import { CREDITS_USED, DAY_START, MONTH_START } from './credits-used';
import type { Db } from './db';

/** An arbitrary constant: the advisory lock every reservation takes, so they run one at a time. */
const LEDGER_LOCK = 2_020_111_539;

const DAILY_CAP_KEY = 'dailyCreditCap';

export type CreditsSource = 'answer' | 'rule' | 'estimated' | 'unknown';

/**
 * Work running without a browser (a watch, an export job) spends as an agent on behalf of its
 * owner: the owner's caps apply, and the agent's own monthly cap (null: none) as well.
 */
export interface LedgerAgent {
  /** 'watch:<id>', 'export:<id>': written on the row, so the agent's spend can be summed and shown. */
  key: string;
  monthlyCap: number | null;
}

export interface LedgerCall {
  userKey: string;
  operation: string;
  /** What was asked, in a few words (never the key, never a person). */
  summary: string;
  /** Absent: the member in a tab. */
  agent?: LedgerAgent | undefined;
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
  /** 'agent': the monthly cap of the watch or job spending on the member's behalf. */
  cap: 'monthly' | 'daily' | 'agent';
  used: number;
  limit: number;
  cost: number;
}

export type Reservation = { kind: 'reserved'; id: string } | ({ kind: 'refused' } & CapRefusal);

/**
 * In one statement (after the lock): the caps, what each has used, and the pending row when the
 * call fits under both. A sum is only taken for a cap that is set. Fewer round trips matter: this
 * runs before every paid call leaves.
 */
const RESERVE_SQL = `
  WITH caps AS (
    SELECT (SELECT monthly_credit_cap FROM users WHERE name_key = $1) AS monthly,
           (SELECT CASE WHEN jsonb_typeof(value) = 'number' THEN (value #>> '{}')::numeric END
            FROM settings WHERE key = $5) AS daily,
           $7::int AS agent_cap
  ), used AS (
    SELECT caps.*,
      CASE WHEN caps.monthly IS NULL THEN 0 ELSE
        (SELECT ${CREDITS_USED} FROM ledger WHERE user_key = $1 AND at >= ${MONTH_START}) END AS month_used,
      CASE WHEN caps.daily IS NULL THEN 0 ELSE
        (SELECT ${CREDITS_USED} FROM ledger WHERE at >= ${DAY_START}) END AS day_used,
      CASE WHEN caps.agent_cap IS NULL THEN 0 ELSE
        (SELECT ${CREDITS_USED} FROM ledger WHERE agent = $6 AND at >= ${MONTH_START}) END AS agent_used
    FROM caps
  ), reserved AS (
    INSERT INTO ledger (user_key, operation, summary, reserved, status, agent)
    SELECT $1::text, $2::text, $3::text, $4::int, 'pending', $6::text FROM used
    WHERE (used.monthly IS NULL OR used.month_used + $4::int <= used.monthly)
      AND (used.daily IS NULL OR used.day_used + $4::int <= used.daily)
      AND (used.agent_cap IS NULL OR used.agent_used + $4::int <= used.agent_cap)
    RETURNING id
  )
  SELECT used.monthly, used.daily::float8 AS daily, used.month_used::float8 AS month_used,
         used.day_used::float8 AS day_used, used.agent_cap,
         used.agent_used::float8 AS agent_used, (SELECT id FROM reserved) AS id
  FROM used`;

interface ReserveRow {
  monthly: number | null;
  daily: number | null;
  month_used: number;
  day_used: number;
  agent_cap: number | null;
  agent_used: number;
  id: string | number | null;
}

/** The cap a refused call would cross: the agent's month, then the member's month, then the team's day. */
function refusalOf(row: ReserveRow, cost: number): CapRefusal {
  const used = {
    month: Number(row.month_used),
    day: Number(row.day_used),
    agent: Number(row.agent_used),
  };
  if (row.agent_cap !== null && used.agent + cost > row.agent_cap)
    return { cap: 'agent', used: used.agent, limit: Number(row.agent_cap), cost };
  if (row.monthly !== null && used.month + cost > row.monthly)
    return { cap: 'monthly', used: used.month, limit: row.monthly, cost };
  return { cap: 'daily', used: used.day, limit: Number(row.daily), cost };
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
        const { rows } = await tx.query<ReserveRow>(RESERVE_SQL, [
          call.userKey,
          call.operation,
          call.summary,
          cost,
          DAILY_CAP_KEY,
          call.agent?.key ?? null,
          call.agent?.monthlyCap ?? null,
        ]);
        const row = rows[0]!;
        if (row.id !== null) return { kind: 'reserved', id: String(row.id) };
        return { kind: 'refused', ...refusalOf(row, cost) };
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
                             request_id, status, agent)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          call.userKey,
          call.operation,
          call.summary,
          settlement.records,
          settlement.credits,
          settlement.creditsSource,
          settlement.requestId ?? null,
          settlement.status,
          call.agent?.key ?? null,
        ],
      );
    },
  };
}
