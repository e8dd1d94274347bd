// Users used to live in a file (USERS_FILE, default ./users.json). On start the server brings an
// existing one into the database, once; from then on the file is ignored, and users are managed
// with `npm run users` or in the app.
import { existsSync } from 'node:fs';
import type { AppStore } from '../store/store';
import { userNameProblem } from '../store/user-names';
import { readUsers } from './users-file';

/** Imports the file if this database never has; returns what to log. */
export async function importUsersFileOnce(store: AppStore, path: string): Promise<string[]> {
  if (!existsSync(path)) return [];
  const lines: string[] = [];
  const users = readUsers(path).filter((user) => {
    const problem = userNameProblem(user.name);
    if (problem) lines.push(`Users file: skipped ${JSON.stringify(user.name)}: ${problem}`);
    return !problem;
  });
  const result = await store.users.importOnce(
    path,
    users.map((user) => ({ name: user.name, passwordHash: user.hash })),
  );
  if ('alreadyImportedAt' in result) {
    return [
      `Users file ${path} was imported on ${result.alreadyImportedAt} and is ignored now: manage users with \`npm run users\` or in the app.`,
    ];
  }
  lines.push(
    `Users file ${path}: imported ${result.imported.length} user(s) into the database; the file is ignored from now on.`,
  );
  if (result.admin)
    lines.push(
      `Users file: ${result.admin} is the team's admin (the team had none). Change roles with \`npm run users -- role NAME admin|member\`.`,
    );
  return [...lines];
}
