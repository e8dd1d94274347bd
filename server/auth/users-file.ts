// The users file: names and bcrypt hashes, read by the server (cached by mtime) and written by `npm run users`.
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';

export interface StoredUser {
  name: string;
  hash: string;
  createdAt: string;
}

interface UsersFileShape {
  version: 1;
  users: StoredUser[];
}

/** Names go upstream as x-user-id and into logs: keep them short and plain. */
const USER_NAME = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;

export function userNameProblem(name: string): string | undefined {
  return USER_NAME.test(name)
    ? undefined
    : 'A user name is 1–64 characters: letters, digits and . _ @ -, starting with a letter or digit.';
}

export function readUsers(path: string): StoredUser[] {
  if (!existsSync(path)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Error(`${path} is not valid JSON; fix it or remove it and add the users again.`);
  }
  const users = (parsed as Partial<UsersFileShape> | null)?.users;
  if (!Array.isArray(users)) throw new Error(`${path} has no "users" list.`);
  return users.filter(
    (u): u is StoredUser =>
      typeof u === 'object' &&
      u !== null &&
      typeof (u as StoredUser).name === 'string' &&
      typeof (u as StoredUser).hash === 'string',
  );
}

/** Written whole and renamed into place, readable by the owner only: hashes are still secrets. */
export function writeUsers(path: string, users: StoredUser[]): void {
  const body: UsersFileShape = { version: 1, users };
  const temp = `${path}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, path);
}

export interface UsersStore {
  find(name: string): StoredUser | undefined;
  count(): number;
  /** Any one user (its hash sets the cost of the stand-in comparison for unknown names). */
  any(): StoredUser | undefined;
}

/**
 * Reads the file again whenever it changes, so `npm run users -- remove` takes effect on a
 * running server (and on every instance that shares the file) without a restart.
 */
export function usersStore(path: string): UsersStore {
  let cache: { stamp: string; byName: Map<string, StoredUser> } | undefined;
  const current = () => {
    let stamp = 'missing';
    try {
      const stat = statSync(path);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // No file: no users.
    }
    if (cache?.stamp !== stamp) {
      const users = stamp === 'missing' ? [] : readUsers(path);
      cache = { stamp, byName: new Map(users.map((u) => [u.name.toLowerCase(), u])) };
    }
    return cache.byName;
  };
  return {
    find: (name) => current().get(name.toLowerCase()),
    count: () => current().size,
    any: () => current().values().next().value,
  };
}

/**
 * A short tag of the user's current hash, carried in the session: a new password (or removing
 * and re-adding the user) changes it, so older sessions stop working.
 */
export function hashFingerprint(hash: string, secret: string): string {
  return createHmac('sha256', secret).update(hash).digest('base64url').slice(0, 16);
}
