// Sessions in the database: the cookie names a row, so ending a session (signing out, "sign out
// everywhere", an admin, a new password, a removed user) is deleting rows, and it takes effect on
// every instance at the next request. Times come from the caller's clock, as the cookie's do.
import { createHash } from 'node:crypto';
import { audit } from './audit-repo';
import type { Db } from './db';
import type { Role } from './users-repo';
import { userKey } from './user-names';

interface LiveSession {
  userKey: string;
  name: string;
  role: Role;
  expiresAt: Date;
}

/**
 * The row's key: a hash of the session id in the cookie, so a copy of the table (a backup, a
 * read replica) does not hold anything a browser could present.
 */
function sessionKey(sessionId: string): string {
  return createHash('sha256').update(sessionId).digest('base64url');
}

export function sessionsRepo(db: Db) {
  return {
    async start(input: {
      sessionId: string;
      user: string;
      expiresAt: Date;
      address?: string;
      userAgent?: string;
    }): Promise<void> {
      await db.query(
        `INSERT INTO sessions (id, user_key, expires_at, address, user_agent)
         VALUES ($1, $2, $3::timestamptz, $4, $5)`,
        [
          sessionKey(input.sessionId),
          userKey(input.user),
          input.expiresAt.toISOString(),
          input.address ?? null,
          input.userAgent?.slice(0, 200) ?? null,
        ],
      );
    },

    /** The session's user as of now, or undefined when it ended, expired, or the user is gone. */
    async find(sessionId: string, now: Date): Promise<LiveSession | undefined> {
      const { rows } = await db.query<{
        user_key: string;
        name: string;
        role: Role;
        expires_at: Date;
      }>(
        `SELECT s.user_key, u.name, u.role, s.expires_at
         FROM sessions AS s JOIN users AS u ON u.name_key = s.user_key
         WHERE s.id = $1 AND s.expires_at > $2::timestamptz`,
        [sessionKey(sessionId), now.toISOString()],
      );
      const row = rows[0];
      return (
        row && {
          userKey: row.user_key,
          name: row.name,
          role: row.role,
          expiresAt: new Date(row.expires_at),
        }
      );
    },

    async extend(sessionId: string, expiresAt: Date): Promise<void> {
      await db.query('UPDATE sessions SET expires_at = $2::timestamptz WHERE id = $1', [
        sessionKey(sessionId),
        expiresAt.toISOString(),
      ]);
    },

    async end(sessionId: string): Promise<void> {
      await db.query('DELETE FROM sessions WHERE id = $1', [sessionKey(sessionId)]);
    },

    /** Ends every session of `user`; returns how many there were. */
    async endAll(user: string, actor: string): Promise<number> {
      return db.transaction(async (tx) => {
        const ended = await tx.query('DELETE FROM sessions WHERE user_key = $1', [userKey(user)]);
        await audit(tx, {
          actor,
          action: 'sessions.end',
          subject: userKey(user),
          detail: { ended: ended.rowCount },
        });
        return ended.rowCount;
      });
    },
  };
}
