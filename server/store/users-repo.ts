// The team's users: names (case-insensitive), bcrypt hashes and roles. Every change is audited, a
// new password or a removal ends the user's sessions in the same transaction, and the last admin
// can be neither demoted nor removed, so the team never locks itself out of its own settings.
import { audit } from './audit-repo';
import { creditsProblem } from './caps-repo';
import type { Db, Queryable } from './db';
import { StoreRefusal } from './refusal';
import { userKey, userNameProblem } from './user-names';

export const ROLES = ['admin', 'member'] as const;
export type Role = (typeof ROLES)[number];

interface StoredUser {
  key: string;
  /** As first typed ("Alice"); the key is its lower case. */
  name: string;
  role: Role;
  passwordHash: string | null;
  /** Credits they may spend per calendar month (UTC); null: no cap of their own. */
  monthlyCreditCap: number | null;
}

interface UserSummary {
  name: string;
  role: Role;
  createdAt: string;
  createdBy: string | null;
  updatedAt: string;
  updatedBy: string | null;
  /** Sessions that have not ended or expired. */
  sessions: number;
  /** Credits they may spend per calendar month (UTC); null: no cap of their own. */
  monthlyCreditCap: number | null;
}

interface NewUser {
  name: string;
  passwordHash: string | null;
  role: Role;
  /** Credits a month; absent or null: no cap of their own. */
  monthlyCreditCap?: number | null;
}

interface UserRow {
  name_key: string;
  name: string;
  role: Role;
  password_hash: string | null;
  created_at: Date;
  created_by: string | null;
  updated_at: Date;
  updated_by: string | null;
  monthly_credit_cap: number | null;
}

const LAST_ADMIN = 'The team needs at least one admin: make someone else an admin first.';

function stored(row: UserRow): StoredUser {
  return {
    key: row.name_key,
    name: row.name,
    role: row.role,
    passwordHash: row.password_hash,
    monthlyCreditCap: row.monthly_credit_cap,
  };
}

function notFound(name: string): StoreRefusal {
  return new StoreRefusal(404, `No user named ${JSON.stringify(name)}.`);
}

/** Locks the admins' rows, so two demotions at once cannot both see "another admin is left". */
async function otherAdmins(tx: Queryable, key: string): Promise<number> {
  const { rows } = await tx.query<{ name_key: string }>(
    "SELECT name_key FROM users WHERE role = 'admin' ORDER BY name_key FOR UPDATE",
  );
  return rows.filter((row) => row.name_key !== key).length;
}

async function lockedUser(tx: Queryable, name: string): Promise<UserRow> {
  const { rows } = await tx.query<UserRow>('SELECT * FROM users WHERE name_key = $1 FOR UPDATE', [
    userKey(name),
  ]);
  const row = rows[0];
  if (!row) throw notFound(name);
  return row;
}

/** Everyone, by name, with their live sessions counted as of `now`. */
async function listUsers(db: Db, now: Date): Promise<UserSummary[]> {
  const { rows } = await db.query<UserRow & { sessions: number }>(
    `SELECT u.*, count(s.id)::int AS sessions
     FROM users AS u
     LEFT JOIN sessions AS s ON s.user_key = u.name_key AND s.expires_at > $1::timestamptz
     GROUP BY u.name_key
     ORDER BY u.name_key`,
    [now.toISOString()],
  );
  return rows.map((row) => ({
    name: row.name,
    role: row.role,
    createdAt: new Date(row.created_at).toISOString(),
    createdBy: row.created_by,
    updatedAt: new Date(row.updated_at).toISOString(),
    updatedBy: row.updated_by,
    sessions: row.sessions,
    monthlyCreditCap: row.monthly_credit_cap,
  }));
}

/** A new user; 409 when the name (in any letter case) is taken, 400 for a name not allowed. */
async function addUser(db: Db, input: NewUser, actor: string): Promise<StoredUser> {
  const problem =
    userNameProblem(input.name) ??
    (input.monthlyCreditCap == null
      ? undefined
      : creditsProblem(input.monthlyCreditCap, 'A monthly cap'));
  if (problem) throw new StoreRefusal(400, problem);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `INSERT INTO users (name_key, name, password_hash, role, created_by, updated_by, monthly_credit_cap)
       VALUES ($1, $2, $3, $4, $5, $5, $6)
       ON CONFLICT (name_key) DO NOTHING
       RETURNING *`,
      [
        userKey(input.name),
        input.name,
        input.passwordHash,
        input.role,
        actor,
        input.monthlyCreditCap ?? null,
      ],
    );
    const row = rows[0];
    if (!row)
      throw new StoreRefusal(409, `A user named ${JSON.stringify(input.name)} already exists.`);
    await audit(tx, {
      actor,
      action: 'user.add',
      subject: row.name_key,
      detail: { role: row.role, monthlyCreditCap: row.monthly_credit_cap },
    });
    return stored(row);
  });
}

/** A new password; the user's sessions end with the old one. */
async function setPassword(
  db: Db,
  name: string,
  passwordHash: string,
  actor: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await lockedUser(tx, name);
    await tx.query(
      'UPDATE users SET password_hash = $2, updated_at = now(), updated_by = $3 WHERE name_key = $1',
      [row.name_key, passwordHash, actor],
    );
    const ended = await tx.query('DELETE FROM sessions WHERE user_key = $1', [row.name_key]);
    await audit(tx, {
      actor,
      action: 'user.password',
      subject: row.name_key,
      detail: { sessionsEnded: ended.rowCount },
    });
    return ended.rowCount;
  });
}

async function setRole(db: Db, name: string, role: Role, actor: string): Promise<StoredUser> {
  return db.transaction(async (tx) => {
    const others = await otherAdmins(tx, userKey(name));
    const row = await lockedUser(tx, name);
    if (row.role === role) return stored(row);
    if (row.role === 'admin' && others === 0) throw new StoreRefusal(409, LAST_ADMIN);
    const { rows } = await tx.query<UserRow>(
      'UPDATE users SET role = $2, updated_at = now(), updated_by = $3 WHERE name_key = $1 RETURNING *',
      [row.name_key, role, actor],
    );
    await audit(tx, { actor, action: 'user.role', subject: row.name_key, detail: { role } });
    return stored(rows[0] ?? row);
  });
}

/**
 * Brings in the users of an old users file, once per database: the marker goes in the same
 * transaction, so two instances starting together import it once. Names already taken are
 * left as they are. When the team has no admin yet, the first imported user becomes one.
 */
async function importUsersOnce(
  db: Db,
  source: string,
  users: readonly { name: string; passwordHash: string }[],
): Promise<{ imported: string[]; admin?: string } | { alreadyImportedAt: string }> {
  return db.transaction(async (tx) => {
    const marker = await tx.query<{ value: { at?: string } }>(
      `INSERT INTO settings (key, value, updated_by, updated_at)
       VALUES ('usersFileImported', $1::text::jsonb, 'users-file', now())
       ON CONFLICT (key) DO NOTHING RETURNING value`,
      [JSON.stringify({ source, at: new Date().toISOString() })],
    );
    if (marker.rowCount === 0) {
      const { rows } = await tx.query<{ value: { at?: string } }>(
        "SELECT value FROM settings WHERE key = 'usersFileImported'",
      );
      return { alreadyImportedAt: rows[0]?.value.at ?? 'an earlier start' };
    }
    const before = await tx.query<{ admins: number }>(
      "SELECT count(*)::int AS admins FROM users WHERE role = 'admin'",
    );
    let needAdmin = (before.rows[0]?.admins ?? 0) === 0;
    const imported: string[] = [];
    let admin: string | undefined;
    for (const user of users) {
      const role: Role = needAdmin ? 'admin' : 'member';
      const added = await tx.query(
        `INSERT INTO users (name_key, name, password_hash, role, created_by, updated_by)
         VALUES ($1, $2, $3, $4, 'users-file', 'users-file')
         ON CONFLICT (name_key) DO NOTHING`,
        [userKey(user.name), user.name, user.passwordHash, role],
      );
      if (added.rowCount === 0) continue;
      imported.push(user.name);
      if (needAdmin) {
        admin = user.name;
        needAdmin = false;
      }
    }
    await audit(tx, {
      actor: 'users-file',
      action: 'users.import',
      subject: source,
      detail: { imported, admin: admin ?? null },
    });
    return { imported, ...(admin && { admin }) };
  });
}

/**
 * A member's monthly cap in credits, or null for none; the caller has checked that `actor` is an
 * admin (or the command line). 400 for a number outside 0..100,000,000, 404 for an unknown name.
 */
async function setMonthlyCap(
  db: Db,
  name: string,
  credits: number | null,
  actor: string,
): Promise<StoredUser> {
  const problem = credits === null ? undefined : creditsProblem(credits, 'A monthly cap');
  if (problem) throw new StoreRefusal(400, problem);
  return db.transaction(async (tx) => {
    const row = await lockedUser(tx, name);
    const { rows } = await tx.query<UserRow>(
      `UPDATE users SET monthly_credit_cap = $2, updated_at = now(), updated_by = $3
       WHERE name_key = $1 RETURNING *`,
      [row.name_key, credits, actor],
    );
    await audit(tx, {
      actor,
      action: 'user.monthlyCreditCap',
      subject: row.name_key,
      detail: { credits, before: row.monthly_credit_cap },
    });
    return stored(rows[0] ?? row);
  });
}

/** Removes the user and their sessions; their lists stay (an admin may still need them). */
async function removeUser(db: Db, name: string, actor: string): Promise<void> {
  await db.transaction(async (tx) => {
    const others = await otherAdmins(tx, userKey(name));
    const row = await lockedUser(tx, name);
    if (row.role === 'admin' && others === 0) throw new StoreRefusal(409, LAST_ADMIN);
    await tx.query('DELETE FROM users WHERE name_key = $1', [row.name_key]);
    await audit(tx, { actor, action: 'user.remove', subject: row.name_key });
  });
}

export function usersRepo(db: Db) {
  return {
    async find(name: string): Promise<StoredUser | undefined> {
      const { rows } = await db.query<UserRow>('SELECT * FROM users WHERE name_key = $1', [
        userKey(name),
      ]);
      return rows[0] && stored(rows[0]);
    },

    /** Any one hash (its cost sets the cost of the stand-in comparison for unknown names). */
    async anyHash(): Promise<string | undefined> {
      const { rows } = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE password_hash IS NOT NULL LIMIT 1',
      );
      return rows[0]?.password_hash;
    },

    async count(): Promise<{ users: number; admins: number }> {
      const { rows } = await db.query<{ users: number; admins: number }>(
        "SELECT count(*)::int AS users, count(*) FILTER (WHERE role = 'admin')::int AS admins FROM users",
      );
      return rows[0] ?? { users: 0, admins: 0 };
    },

    /** Everyone, by name, with their live sessions counted as of `now`. */
    list: (now: Date = new Date()): Promise<UserSummary[]> => listUsers(db, now),

    /** A new user; 409 when the name (in any letter case) is taken, 400 for a name not allowed. */
    add: (input: NewUser, actor: string): Promise<StoredUser> => addUser(db, input, actor),

    /** A new password; the user's sessions end with the old one. */
    setPassword: (name: string, passwordHash: string, actor: string): Promise<number> =>
      setPassword(db, name, passwordHash, actor),

    setRole: (name: string, role: Role, actor: string): Promise<StoredUser> =>
      setRole(db, name, role, actor),

    /** Brings in the users of an old users file, once per database (see importUsersOnce). */
    importOnce: (
      source: string,
      users: readonly { name: string; passwordHash: string }[],
    ): Promise<{ imported: string[]; admin?: string } | { alreadyImportedAt: string }> =>
      importUsersOnce(db, source, users),

    /** Removes the user and their sessions; their lists stay (an admin may still need them). */
    remove: (name: string, actor: string): Promise<void> => removeUser(db, name, actor),

    /** Sets (or, with null, removes) a member's monthly cap in credits; audited. */
    setMonthlyCap: (name: string, credits: number | null, actor: string): Promise<StoredUser> =>
      setMonthlyCap(db, name, credits, actor),

    /** A user's own monthly cap; null when they have none or are not a user (`local`). */
    async monthlyCap(name: string): Promise<number | null> {
      const { rows } = await db.query<{ monthly_credit_cap: number | null }>(
        'SELECT monthly_credit_cap FROM users WHERE name_key = $1',
        [userKey(name)],
      );
      return rows[0]?.monthly_credit_cap ?? null;
    },
  };
}
