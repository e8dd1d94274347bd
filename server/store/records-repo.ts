// Records the team has already paid for ("never pay twice"), written by the server alone (the
// proxy keeps what it relays), and the team's freshness window, which only admins change. Each
// row says who and when. Every reader asks for records pulled within the window; past it plus a
// day they are deleted (server/held/held-cleanup.ts, hourly).
import { APP_STORE_LIMITS, type Settings } from '../app-contract';
import { audit } from './audit-repo';
import { deleteAgedRows } from './aged-rows';
import type { Db } from './db';
import { uniqueInOrder } from './ids';

const FRESHNESS_KEY = 'freshnessDays';

/** The freshness window and its last change. */
interface TeamSettings {
  freshnessDays: number;
  updatedBy: string | null;
  updatedAt: string | null;
}

export function settingsRepo(db: Db) {
  async function current(): Promise<TeamSettings> {
    const { rows } = await db.query<{
      value: unknown;
      updated_by: string | null;
      updated_at: Date | null;
    }>('SELECT value, updated_by, updated_at FROM settings WHERE key = $1', [FRESHNESS_KEY]);
    const row = rows[0];
    return {
      freshnessDays:
        typeof row?.value === 'number' ? row.value : APP_STORE_LIMITS.defaultFreshnessDays,
      updatedBy: row?.updated_by ?? null,
      updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
    };
  }

  return {
    current,

    async freshnessDays(): Promise<number> {
      return (await current()).freshnessDays;
    },

    /** The caller has checked that `by` is an admin; the change and its audit line go together. */
    async setFreshnessDays(days: Settings['freshnessDays'], by: string): Promise<TeamSettings> {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO settings (key, value, updated_by, updated_at) VALUES ($1, $2::text::jsonb, $3, now())
           ON CONFLICT (key) DO UPDATE
             SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
          [FRESHNESS_KEY, JSON.stringify(days), by],
        );
        await audit(tx, { actor: by, action: 'settings.freshnessDays', detail: { days } });
      });
      return current();
    },
  };
}

/** A record as the service sent it; its `id` is the property id. */
export interface ServiceRecord {
  id: number | string;
  [field: string]: unknown;
}

export function recordsRepo(db: Db) {
  return {
    /** Which of `ids` the team holds pulled within the last `days` days, in the order asked. */
    async held(
      ids: readonly string[],
      days: number,
    ): Promise<{ held: string[]; missing: string[] }> {
      const unique = uniqueInOrder(ids);
      const { rows } = await db.query<{ property_id: string }>(
        `SELECT property_id FROM records
         WHERE property_id = ANY($1::text[]) AND pulled_at >= now() - make_interval(days => $2::int)`,
        [unique, days],
      );
      const fresh = new Set(rows.map((row) => row.property_id));
      return {
        held: unique.filter((id) => fresh.has(id)),
        missing: unique.filter((id) => !fresh.has(id)),
      };
    },

    /** The held records (fresh within `days`) among `ids`, in the order asked. */
    async read(ids: readonly string[], days: number): Promise<unknown[]> {
      const unique = uniqueInOrder(ids);
      const { rows } = await db.query<{ property_id: string; record: unknown }>(
        `SELECT property_id, record FROM records
         WHERE property_id = ANY($1::text[]) AND pulled_at >= now() - make_interval(days => $2::int)`,
        [unique, days],
      );
      const byId = new Map(rows.map((row) => [row.property_id, row.record]));
      return unique.flatMap((id) => (byId.has(id) ? [byId.get(id)] : []));
    },

    /** Deletes one bounded batch of records past `days` days old (aged-rows.ts); how many went. */
    deleteOlderThan(days: number, limit: number): Promise<number> {
      return deleteAgedRows(db, 'records', days, limit);
    },

    /**
     * Keeps each record under its id with the time now and who pulled it; a later copy of the
     * same id wins. Only the server calls this (the proxy, for what it relayed).
     */
    async store(records: readonly ServiceRecord[], pulledBy: string): Promise<number> {
      const byId = new Map(records.map((record) => [String(record.id), record]));
      const entries = [...byId.entries()];
      // The size of the service's bulk answers: one statement stays a bounded size.
      for (let i = 0; i < entries.length; i += APP_STORE_LIMITS.maxRecordsPerCall) {
        const part = entries.slice(i, i + APP_STORE_LIMITS.maxRecordsPerCall);
        await db.query(
          `INSERT INTO records (property_id, record, pulled_at, pulled_by)
           SELECT u.property_id, u.record::jsonb, now(), $3
           FROM unnest($1::text[], $2::text[]) AS u(property_id, record)
           ON CONFLICT (property_id) DO UPDATE
             SET record = excluded.record, pulled_at = excluded.pulled_at, pulled_by = excluded.pulled_by`,
          [part.map(([id]) => id), part.map(([, record]) => JSON.stringify(record)), pulledBy],
        );
      }
      return byId.size;
    },
  };
}
