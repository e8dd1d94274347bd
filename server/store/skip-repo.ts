// Skip-trace answers the team holds (migration 4), per property and owner: written by the server
// alone, for what it relayed (or the embedded mock answered), and read back within the team's
// freshness window (the same `freshnessDays` setting as held records), so nobody pays twice. Past
// the window plus a day they are deleted (server/held/held-cleanup.ts, hourly).
import { deleteAgedRows } from './aged-rows';
import type { Db } from './db';

/** Which owner of which property: the item's key as text, and the digest of its other fields. */
export interface SkipAnswerKey {
  propertyId: string;
  ownerKey: string;
}

export interface HeldSkipAnswer extends SkipAnswerKey {
  /** The Await page's data[i] as the service sent it, without its `input`. */
  answer: Record<string, unknown>;
  matched: boolean;
}

/** The newest fresh answer held for one property, whoever its owner was asked as. */
export interface HeldContactRow {
  propertyId: string;
  answer: Record<string, unknown>;
  matched: boolean;
  pulledAt: string;
  pulledBy: string;
}

export function skipRepo(db: Db) {
  return {
    /**
     * The newest answer pulled within the last `days` days for each of `ids` that has one: what
     * the table, the drawer and an export show (free). Order not kept.
     */
    async latestFor(ids: readonly string[], days: number): Promise<HeldContactRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<{
        property_id: string;
        answer: Record<string, unknown>;
        matched: boolean;
        pulled_at: Date | string;
        pulled_by: string;
      }>(
        `SELECT DISTINCT ON (s.property_id) s.property_id, s.answer, s.matched, s.pulled_at, s.pulled_by
         FROM skip_answers s
         WHERE s.property_id = ANY($1::text[])
           AND s.pulled_at >= now() - make_interval(days => $2::int)
         ORDER BY s.property_id, s.pulled_at DESC`,
        [[...new Set(ids)], days],
      );
      return rows.map((row) => ({
        propertyId: row.property_id,
        answer: row.answer,
        matched: row.matched,
        pulledAt: new Date(row.pulled_at).toISOString(),
        pulledBy: row.pulled_by,
      }));
    },

    /** Which of `ids` have a fresh answer (any owner): the free "already traced" count. */
    async tracedAmong(ids: readonly string[], days: number): Promise<string[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<{ property_id: string }>(
        `SELECT DISTINCT s.property_id FROM skip_answers s
         WHERE s.property_id = ANY($1::text[])
           AND s.pulled_at >= now() - make_interval(days => $2::int)`,
        [[...new Set(ids)], days],
      );
      return rows.map((row) => row.property_id);
    },

    /** The held answers among `keys` pulled within the last `days` days (order not kept). */
    async held(keys: readonly SkipAnswerKey[], days: number): Promise<HeldSkipAnswer[]> {
      if (keys.length === 0) return [];
      const { rows } = await db.query<{
        property_id: string;
        owner_key: string;
        answer: Record<string, unknown>;
        matched: boolean;
      }>(
        `SELECT s.property_id, s.owner_key, s.answer, s.matched
         FROM skip_answers s
         JOIN unnest($1::text[], $2::text[]) AS k(property_id, owner_key)
           ON s.property_id = k.property_id AND s.owner_key = k.owner_key
         WHERE s.pulled_at >= now() - make_interval(days => $3::int)`,
        [keys.map((k) => k.propertyId), keys.map((k) => k.ownerKey), days],
      );
      return rows.map((row) => ({
        propertyId: row.property_id,
        ownerKey: row.owner_key,
        answer: row.answer,
        matched: row.matched,
      }));
    },

    /** Deletes one bounded batch of answers past `days` days old (aged-rows.ts); how many went. */
    deleteOlderThan(days: number, limit: number): Promise<number> {
      return deleteAgedRows(db, 'skip_answers', days, limit);
    },

    /**
     * Holds each answer with the time now and who pulled it; a later answer for the same property
     * and owner replaces the earlier (and restarts its window). The last of two equal keys wins.
     */
    async store(answers: readonly HeldSkipAnswer[], pulledBy: string): Promise<number> {
      const byKey = new Map(answers.map((a) => [`${a.propertyId} ${a.ownerKey}`, a]));
      const unique = [...byKey.values()];
      if (unique.length === 0) return 0;
      await db.query(
        `INSERT INTO skip_answers (property_id, owner_key, matched, answer, pulled_at, pulled_by)
         SELECT u.property_id, u.owner_key, u.matched, u.answer::jsonb, now(), $5
         FROM unnest($1::text[], $2::text[], $3::boolean[], $4::text[])
           AS u(property_id, owner_key, matched, answer)
         ON CONFLICT (property_id, owner_key) DO UPDATE
           SET matched = excluded.matched, answer = excluded.answer,
               pulled_at = excluded.pulled_at, pulled_by = excluded.pulled_by`,
        [
          unique.map((a) => a.propertyId),
          unique.map((a) => a.ownerKey),
          unique.map((a) => a.matched),
          unique.map((a) => JSON.stringify(a.answer)),
          pulledBy,
        ],
      );
      return unique.length;
    },
  };
}
