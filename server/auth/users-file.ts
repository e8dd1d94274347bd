// The old users file (names and bcrypt hashes), read once to import it into the database.
import { existsSync, readFileSync } from 'node:fs';

interface FileUser {
  name: string;
  hash: string;
}

export function readUsers(path: string): FileUser[] {
  if (!existsSync(path)) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    throw new Error(`${path} is not valid JSON; fix it or remove it and add the users again.`);
  }
  const users = (parsed as { users?: unknown } | null)?.users;
  if (!Array.isArray(users)) throw new Error(`${path} has no "users" list.`);
  return users.filter(
    (u): u is FileUser =>
      typeof u === 'object' &&
      u !== null &&
      typeof (u as FileUser).name === 'string' &&
      typeof (u as FileUser).hash === 'string',
  );
}
