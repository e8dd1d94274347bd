// `npm run users -- add NAME | remove NAME | list`: manages the users file the production server signs in against.
import { resolve } from 'node:path';
import { DEFAULT_USERS_FILE } from './auth-env';
import { BCRYPT_COST, hashPassword, passwordProblem } from './password-hash';
import { readUsers, userNameProblem, writeUsers } from './users-file';

export interface UsersCommandIo {
  env: NodeJS.ProcessEnv;
  cwd: string;
  /** Asks for a password without echoing it (a terminal), or undefined when there is no terminal. */
  promptHidden?: (question: string) => Promise<string>;
  /** Everything on standard input (when it is not a terminal). */
  readStdin: () => Promise<string>;
  stdinIsTerminal: boolean;
  out: (line: string) => void;
  err: (line: string) => void;
  /** bcrypt cost; tests lower it. */
  cost?: number;
}

const USAGE = [
  'Usage:',
  '  npm run users -- add NAME      add a user, or set a new password for one',
  '  npm run users -- remove NAME   remove a user (their sessions stop working at once)',
  '  npm run users -- list          list the user names',
  '',
  'The password is asked for on the terminal, or read from USER_PASSWORD, or from the first',
  'line of standard input:  printf "%s\\n" "$PASSWORD" | npm run users -- add alice',
  `The file is USERS_FILE (default ${DEFAULT_USERS_FILE}).`,
].join('\n');

async function readPassword(io: UsersCommandIo): Promise<string | undefined> {
  const fromEnv = io.env.USER_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!io.stdinIsTerminal) return (await io.readStdin()).split(/\r?\n/)[0] ?? '';
  if (!io.promptHidden) return undefined;
  const first = await io.promptHidden('Password: ');
  const again = await io.promptHidden('Repeat it: ');
  if (first !== again) {
    io.err('The two passwords differ; nothing was changed.');
    return undefined;
  }
  return first;
}

export async function runUsersCommand(args: string[], io: UsersCommandIo): Promise<number> {
  const [command, name, ...extra] = args;
  const file = resolve(io.cwd, io.env.USERS_FILE?.trim() || DEFAULT_USERS_FILE);
  if (command === 'list' && name === undefined) {
    const users = readUsers(file);
    if (users.length === 0) io.out(`No users in ${file}.`);
    for (const user of users) io.out(`${user.name}\t(added ${user.createdAt})`);
    return 0;
  }
  if ((command !== 'add' && command !== 'remove') || !name || extra.length) {
    io.err(USAGE);
    return 2;
  }
  const nameProblem = userNameProblem(name);
  if (nameProblem) {
    io.err(nameProblem);
    return 1;
  }
  const users = readUsers(file);
  const existing = users.findIndex((u) => u.name.toLowerCase() === name.toLowerCase());

  if (command === 'remove') {
    if (existing === -1) {
      io.err(`No user "${name}" in ${file}.`);
      return 1;
    }
    users.splice(existing, 1);
    writeUsers(file, users);
    io.out(`Removed ${name} from ${file}.`);
    return 0;
  }

  const password = await readPassword(io);
  if (password === undefined) {
    if (!io.stdinIsTerminal || io.promptHidden) return 1;
    io.err('No password given: set USER_PASSWORD or pipe it on standard input.');
    return 1;
  }
  const problem = passwordProblem(password);
  if (problem) {
    io.err(problem);
    return 1;
  }
  const entry = {
    name,
    hash: await hashPassword(password, io.cost ?? BCRYPT_COST),
    createdAt: new Date().toISOString(),
  };
  if (existing === -1) users.push(entry);
  else users[existing] = entry;
  writeUsers(file, users);
  io.out(`${existing === -1 ? 'Added' : 'Updated the password of'} ${name} in ${file}.`);
  return 0;
}
