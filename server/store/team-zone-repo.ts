// The team's time zone (settings key teamTimeZone, an IANA name; UTC until an admin sets one):
// every watch's hour is in it. Read by anyone, set by an admin, audited like the other settings.
import { isTimeZone } from '../app-contract';
import { audit } from './audit-repo';
import type { Db } from './db';

const TIME_ZONE_KEY = 'teamTimeZone';
const DEFAULT_TIME_ZONE = 'UTC';

export interface TeamTimeZone {
  timeZone: string;
  updatedBy: string | null;
  updatedAt: string | null;
}

export function teamZoneRepo(db: Db) {
  async function current(): Promise<TeamTimeZone> {
    const { rows } = await db.query<{
      value: unknown;
      updated_by: string | null;
      updated_at: Date | null;
    }>('SELECT value, updated_by, updated_at FROM settings WHERE key = $1', [TIME_ZONE_KEY]);
    const row = rows[0];
    // A zone this runtime no longer knows (a renamed one) falls back rather than stop every watch.
    const zone = typeof row?.value === 'string' && isTimeZone(row.value) ? row.value : null;
    return {
      timeZone: zone ?? DEFAULT_TIME_ZONE,
      updatedBy: row?.updated_by ?? null,
      updatedAt: row?.updated_at ? new Date(row.updated_at).toISOString() : null,
    };
  }

  return {
    current,
    timeZone: async () => (await current()).timeZone,

    /** The caller has checked that `by` is an admin and that `zone` is a time zone. */
    async set(zone: string, by: string): Promise<TeamTimeZone> {
      await db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO settings (key, value, updated_by, updated_at) VALUES ($1, $2::text::jsonb, $3, now())
           ON CONFLICT (key) DO UPDATE
             SET value = excluded.value, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
          [TIME_ZONE_KEY, JSON.stringify(zone), by],
        );
        await audit(tx, { actor: by, action: 'settings.teamTimeZone', detail: { timeZone: zone } });
      });
      return current();
    },
  };
}
