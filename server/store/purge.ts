// Deleted lists and searches are soft-deleted, so Undo can bring them back; kept for good they
// would pile up (a list can hold 100,000 ids). Past DELETED_KEPT_DAYS they are removed with their
// ids, when the store opens and once a day while the server runs.
import type { Queryable } from './db';

/** Long past any Undo, and time enough for an administrator to bring one back by hand. */
export const DELETED_KEPT_DAYS = 30;
export const PURGE_EVERY_MS = 24 * 60 * 60 * 1000;

export interface Purged {
  lists: number;
  searches: number;
}

/** Removes what was deleted more than `keptDays` ago; list items and pull ids go with it (cascade). */
export async function purgeDeleted(db: Queryable, keptDays = DELETED_KEPT_DAYS): Promise<Purged> {
  const older = 'deleted_at IS NOT NULL AND deleted_at < now() - make_interval(days => $1::int)';
  const lists = await db.query<{ id: string }>(`DELETE FROM lists WHERE ${older} RETURNING id`, [
    keptDays,
  ]);
  const searches = await db.query<{ id: string }>(
    `DELETE FROM searches WHERE ${older} RETURNING id`,
    [keptDays],
  );
  return { lists: lists.rows.length, searches: searches.rows.length };
}

/** Sessions and sign-in windows past their end: nothing reads them again. */
export async function purgeExpiredSignIns(db: Queryable): Promise<void> {
  await db.query("DELETE FROM sessions WHERE expires_at < now() - interval '1 day'");
  await db.query("DELETE FROM sign_in_attempts WHERE window_ends < now() - interval '1 day'");
}
