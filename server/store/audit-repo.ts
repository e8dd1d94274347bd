// The trail of changes to the team's people and settings: who did what to whom, and when.
import type { Queryable } from './db';

interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  subject: string | null;
  detail: unknown;
}

/** Written in the caller's transaction, so a change and its line are kept or lost together. */
export async function audit(
  db: Queryable,
  entry: { actor: string; action: string; subject?: string; detail?: unknown },
): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (actor, action, subject, detail) VALUES ($1, $2, $3, $4::text::jsonb)',
    [
      entry.actor,
      entry.action,
      entry.subject ?? null,
      entry.detail === undefined ? null : JSON.stringify(entry.detail),
    ],
  );
}

export function auditRepo(db: Queryable) {
  return {
    /** The latest entries, newest first. */
    async recent(limit = 100): Promise<AuditEntry[]> {
      const { rows } = await db.query<{
        at: Date;
        actor: string;
        action: string;
        subject: string | null;
        detail: unknown;
      }>('SELECT at, actor, action, subject, detail FROM audit_log ORDER BY id DESC LIMIT $1', [
        limit,
      ]);
      return rows.map((row) => ({ ...row, at: new Date(row.at).toISOString() }));
    },
  };
}
