// `npm run users -- add|password|role|remove|sign-out|list`: manages the team's users in the
// database the server uses (DATABASE_URL, else PGlite in DATA_DIR).
import { DatabaseUnavailable } from '../store/db-errors';
import { StoreRefusal } from '../store/refusal';
import type { AppStore } from '../store/store';
import { userNameProblem } from '../store/user-names';
import { ROLES, type Role } from '../store/users-repo';
import { BCRYPT_COST, hashPassword, passwordProblem } from './password-hash';

export interface UsersCommandIo {
  env: NodeJS.ProcessEnv;
  /** Opens the team database (the one the server would open with this environment). */
  openStore: () => Promise<AppStore>;
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

/** Who the audit log says made a change from the command line. */
const ACTOR = 'npm run users';

const USAGE = [
  'Usage:',
  '  npm run users -- add NAME [--role admin|member]   add a user, or set a new password for one',
  '  npm run users -- password NAME                     set a new password (their sessions end)',
  '  npm run users -- role NAME admin|member            change a role',
  '  npm run users -- remove NAME                       remove a user (their sessions end at once)',
  '  npm run users -- sign-out NAME                     end all of a user’s sessions',
  '  npm run users -- list                              names, roles and live sessions',
  '',
  'The password is asked for on the terminal, or read from USER_PASSWORD, or from the first',
  'line of standard input:  printf "%s\\n" "$PASSWORD" | npm run users -- add alice',
  'The first user added to a team without an admin is its admin. Users live in the database the',
  'server uses: DATABASE_URL, else PGlite in DATA_DIR (./data). With PGlite, stop the server',
  'first (one process per folder), or use Users in the app.',
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

/** A password that passes the rules, hashed; or undefined after saying what is wrong. */
async function newPasswordHash(io: UsersCommandIo): Promise<string | undefined> {
  const password = await readPassword(io);
  if (password === undefined) {
    if (io.stdinIsTerminal && !io.promptHidden)
      io.err('No password given: set USER_PASSWORD or pipe it on standard input.');
    return undefined;
  }
  const problem = passwordProblem(password);
  if (problem) {
    io.err(problem);
    return undefined;
  }
  return hashPassword(password, io.cost ?? BCRYPT_COST);
}

function isRole(value: string | undefined): value is Role {
  return (ROLES as readonly string[]).includes(value ?? '');
}

type Parsed =
  | { command: 'list' }
  | { command: 'add'; name: string; role?: Role }
  | { command: 'password' | 'remove' | 'sign-out'; name: string }
  | { command: 'role'; name: string; role: Role };

function parse(args: string[]): Parsed | undefined {
  const [command, name, ...rest] = args;
  if (command === 'list') return name === undefined ? { command } : undefined;
  if (!name) return undefined;
  if (command === 'add') {
    if (rest.length === 0) return { command, name };
    if (rest.length === 2 && rest[0] === '--role' && isRole(rest[1]))
      return { command, name, role: rest[1] };
    return undefined;
  }
  if (command === 'role')
    return rest.length === 1 && isRole(rest[0]) ? { command, name, role: rest[0] } : undefined;
  if ((command === 'password' || command === 'remove' || command === 'sign-out') && !rest.length)
    return { command, name };
  return undefined;
}

async function run(parsed: Parsed, store: AppStore, io: UsersCommandIo): Promise<number> {
  const { users, sessions } = store;
  switch (parsed.command) {
    case 'list': {
      const all = await users.list();
      if (all.length === 0) io.out('No users yet: add one with  npm run users -- add NAME');
      for (const user of all)
        io.out(
          `${user.name}\t${user.role}\t${user.sessions} session(s)\t(added ${user.createdAt})`,
        );
      return 0;
    }
    case 'add': {
      const existing = await users.find(parsed.name);
      const hash = await newPasswordHash(io);
      if (!hash) return 1;
      if (existing) {
        const ended = await users.setPassword(parsed.name, hash, ACTOR);
        if (parsed.role) await users.setRole(parsed.name, parsed.role, ACTOR);
        io.out(`Updated the password of ${existing.name} (${ended} session(s) ended).`);
        return 0;
      }
      // A team's first user runs it: someone must be able to manage the others in the app.
      const role = parsed.role ?? ((await users.count()).admins === 0 ? 'admin' : 'member');
      const added = await users.add({ name: parsed.name, passwordHash: hash, role }, ACTOR);
      io.out(`Added ${added.name} as ${added.role}.`);
      return 0;
    }
    case 'password': {
      if (!(await users.find(parsed.name)))
        throw new StoreRefusal(404, `No user named ${JSON.stringify(parsed.name)}.`);
      const hash = await newPasswordHash(io);
      if (!hash) return 1;
      const ended = await users.setPassword(parsed.name, hash, ACTOR);
      io.out(`Set a new password for ${parsed.name} (${ended} session(s) ended).`);
      return 0;
    }
    case 'role': {
      const user = await users.setRole(parsed.name, parsed.role, ACTOR);
      io.out(`${user.name} is ${user.role}.`);
      return 0;
    }
    case 'remove':
      await users.remove(parsed.name, ACTOR);
      io.out(`Removed ${parsed.name}; their sessions ended.`);
      return 0;
    case 'sign-out': {
      if (!(await users.find(parsed.name)))
        throw new StoreRefusal(404, `No user named ${JSON.stringify(parsed.name)}.`);
      const ended = await sessions.endAll(parsed.name, ACTOR);
      io.out(`Ended ${ended} session(s) of ${parsed.name}.`);
      return 0;
    }
  }
}

export async function runUsersCommand(args: string[], io: UsersCommandIo): Promise<number> {
  const parsed = parse(args);
  if (!parsed) {
    io.err(USAGE);
    return 2;
  }
  if (parsed.command !== 'list') {
    const nameProblem = userNameProblem(parsed.name);
    // A bad name cannot be in the database, so anything but `add` would only say "no such user".
    if (nameProblem) {
      io.err(nameProblem);
      return 1;
    }
  }
  let store: AppStore;
  try {
    store = await io.openStore();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    io.err(
      /in use by process/.test(reason)
        ? `The database folder is in use by the running server: ${reason}\nStop the server first, or manage users in the app (Users, in the account menu).`
        : `Could not open the users database: ${reason}`,
    );
    return 1;
  }
  try {
    return await run(parsed, store, io);
  } catch (error) {
    if (error instanceof StoreRefusal || error instanceof DatabaseUnavailable) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await store.close();
  }
}
