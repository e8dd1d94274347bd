// Records the team has already paid for ("never pay twice"), and the team's freshness window.
import { APP_STORE_LIMITS, type Settings } from '../app-contract';
import type { Db } from './db';
import { uniqueInOrder } from './ids';

const FRESHNESS_KEY = 'freshnessDays';

export function settingsRepo(db: Db) {
  return {
    async freshnessDays(): Promise<number> {
      const { rows } = await db.query<{ value: unknown }>(
        'SELECT value FROM settings WHERE key = $1',
        [FRESHNESS_KEY],
      );
      const value = rows[0]?.value;
      return typeof value === 'number' ? value : APP_STORE_LIMITS.defaultFreshnessDays;
    },

    async setFreshnessDays(days: Settings['freshnessDays']): Promise<number> {
      await db.query(
        `INSERT INTO settings (key, value) VALUES ($1, $2::text::jsonb)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
        [FRESHNESS_KEY, JSON.stringify(days)],
      );
      return days;
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

    /** Keeps each record under its id with the time now; a later copy of the same id wins. */
    async store(records: readonly ServiceRecord[]): Promise<number> {
      const byId = new Map(records.map((record) => [String(record.id), record]));
      if (byId.size === 0) return 0;
      await db.query(
        `INSERT INTO records (property_id, record, pulled_at)
         SELECT u.property_id, u.record::jsonb, now()
         FROM unnest($1::text[], $2::text[]) AS u(property_id, record)
         ON CONFLICT (property_id) DO UPDATE SET record = excluded.record, pulled_at = excluded.pulled_at`,
        [[...byId.keys()], [...byId.values()].map((record) => JSON.stringify(record))],
      );
      return byId.size;
    },
  };
}
