// The team's spending limits (issue 39): the daily cap in credits for the whole team and the
// threshold above which a call asks before it spends. They live in `settings` (keys
// dailyCreditCap and confirmAboveCredits, jsonb integers) with who changed them and when; only
// admins change them, and every change has its audit line in the same transaction. The server's
// meter reads the same rows. A member's own monthly cap is on their user row (users-repo.ts).
import { APP_STORE_LIMITS, type TeamCapsBody } from '../app-contract';
import { audit } from './audit-repo';
import type { Db, Queryable } from './db';
import { StoreRefusal } from './refusal';

const CAP_SETTING_KEYS = {
  daily: 'dailyCreditCap',
  confirmAbove: 'confirmAboveCredits',
} as const;

export interface TeamCaps {
  /** Credits the team may spend per UTC day; null: no daily cap (the row is absent). */
  dailyCreditCap: number | null;
  /** A call that may cost more asks first; the default when no admin has set it. */
  confirmAboveCredits: number;
  /** The latest change of either, and who made it; null when neither was ever set. */
  updatedBy: string | null;
  updatedAt: string | null;
}

/**
 * Why `credits` is not a cap the store keeps, or undefined when it is one: a whole number from 0
 * to 100,000,000 (the command line and the repo's other callers get the same sentence).
 */
export function creditsProblem(credits: number, what: string): string | undefined {
  if (Number.isInteger(credits) && credits >= 0 && credits <= APP_STORE_LIMITS.maxCreditCap)
    return undefined;
  return `${what} must be a whole number of credits from 0 to 100,000,000.`;
}

function refuseBadCredits(credits: number | null | undefined, what: string): void {
  if (credits === null || credits === undefined) return;
  const problem = creditsProblem(credits, what);
  if (problem) throw new StoreRefusal(400, problem);
}

async function readTeamCaps(db: Queryable): Promise<TeamCaps> {
  const { rows } = await db.query<{
    key: string;
    value: unknown;
    updated_by: string | null;
    updated_at: Date | null;
  }>(
    'SELECT key, value, updated_by, updated_at FROM settings WHERE key = ANY($1::text[]) ORDER BY updated_at DESC NULLS LAST',
    [[CAP_SETTING_KEYS.daily, CAP_SETTING_KEYS.confirmAbove]],
  );
  const valueOf = (key: string) => {
    const value = rows.find((row) => row.key === key)?.value;
    return typeof value === 'number' ? value : null;
  };
  const latest = rows[0];
  return {
    dailyCreditCap: valueOf(CAP_SETTING_KEYS.daily),
    confirmAboveCredits:
      valueOf(CAP_SETTING_KEYS.confirmAbove) ?? APP_STORE_LIMITS.defaultConfirmAboveCredits,
    updatedBy: latest?.updated_by ?? null,
    updatedAt: latest?.updated_at ? new Date(latest.updated_at).toISOString() : null,
  };
}

/** Writes one setting (or removes it, for null) with who and when, and its audit line. */
async function writeCap(
  tx: Queryable,
  key: string,
  credits: number | null,
  by: string,
): Promise<void> {
  // "No daily cap" is the row's absence, as the meter reads it; the audit line keeps who removed it.
  if (credits === null) await tx.query('DELETE FROM settings WHERE key = $1', [key]);
  else
    await tx.query(
      `INSERT INTO settings (key, value, updated_by, updated_at) VALUES ($1, $2::text::jsonb, $3, now())
       ON CONFLICT (key) DO UPDATE
         SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
      [key, JSON.stringify(credits), by],
    );
  await audit(tx, { actor: by, action: `settings.${key}`, detail: { credits } });
}

export function capsRepo(db: Db) {
  return {
    /** The team's daily cap and confirmation threshold, with the last change. */
    team: (): Promise<TeamCaps> => readTeamCaps(db),

    /**
     * The caller has checked that `by` is an admin. Either or both; a daily cap of null removes
     * it. Values outside 0..100,000,000 are refused (400) before anything is written.
     */
    async setTeam(change: TeamCapsBody, by: string): Promise<TeamCaps> {
      refuseBadCredits(change.dailyCreditCap, 'The daily cap');
      refuseBadCredits(change.confirmAboveCredits, 'The confirmation threshold');
      await db.transaction(async (tx) => {
        if (change.dailyCreditCap !== undefined)
          await writeCap(tx, CAP_SETTING_KEYS.daily, change.dailyCreditCap, by);
        if (change.confirmAboveCredits !== undefined)
          await writeCap(tx, CAP_SETTING_KEYS.confirmAbove, change.confirmAboveCredits, by);
      });
      return readTeamCaps(db);
    },
  };
}
