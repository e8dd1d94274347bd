// `npm run users -- add|password|role|cap|remove|sign-out|list|team-caps`: manages the team's users
// and their spending caps in the database the server uses (DATABASE_URL, else PGlite in DATA_DIR).
import { DatabaseUnavailable } from '../store/db-errors';
import { StoreRefusal } from '../store/refusal';
import type { AppStore } from '../store/store';
import { userNameProblem } from '../store/user-names';
import { BCRYPT_COST, hashPassword, passwordProblem } from './password-hash';
import { ArgumentProblem, parseUsersArgs, type Parsed } from './users-command-args';

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
  '  npm run users -- add NAME [--role admin|member] [--monthly-credits N|none]',
  '                                                     add a user, or set a new password for one',
  '  npm run users -- password NAME                     set a new password (their sessions end)',
  '  npm run users -- role NAME admin|member            change a role',
  '  npm run users -- cap NAME --monthly-credits N|none set (or remove) a monthly cap in credits',
  '  npm run users -- remove NAME                       remove a user (their sessions end at once)',
  '  npm run users -- sign-out NAME                     end all of a user’s sessions',
  '  npm run users -- list                              names, roles, live sessions, monthly caps',
  '  npm run users -- team-caps [--daily-credits N|none] [--confirm-above N]',
  '                                                     show or set the team’s daily cap and the',
  '                                                     size of call that asks first (default 1,000)',
  '',
  'Credits are whole numbers from 0 to 100,000,000; a cap of 0 stops all paid calls.',
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

/** "5,000 credits a month", "no monthly cap": the words `list` and `cap` print. */
function monthlyWords(credits: number | null): string {
  return credits === null ? 'no monthly cap' : `${credits.toLocaleString('en-US')} credits a month`;
}

async function list(store: AppStore, io: UsersCommandIo): Promise<number> {
  const all = await store.users.list();
  if (all.length === 0) io.out('No users yet: add one with  npm run users -- add NAME');
  for (const user of all)
    io.out(
      `${user.name}\t${user.role}\t${user.sessions} session(s)\t${monthlyWords(user.monthlyCreditCap)}\t(added ${user.createdAt})`,
    );
  return 0;
}

async function add(
  parsed: Extract<Parsed, { command: 'add' }>,
  store: AppStore,
  io: UsersCommandIo,
): Promise<number> {
  const { users } = store;
  const existing = await users.find(parsed.name);
  const hash = await newPasswordHash(io);
  if (!hash) return 1;
  const cap = parsed.monthlyCredits;
  if (existing) {
    const ended = await users.setPassword(parsed.name, hash, ACTOR);
    if (parsed.role) await users.setRole(parsed.name, parsed.role, ACTOR);
    if (cap !== undefined) await users.setMonthlyCap(parsed.name, cap, ACTOR);
    io.out(`Updated the password of ${existing.name} (${ended} session(s) ended).`);
    if (cap !== undefined) io.out(`${existing.name}: ${monthlyWords(cap)}.`);
    return 0;
  }
  // A team's first user runs it: someone must be able to manage the others in the app.
  const role = parsed.role ?? ((await users.count()).admins === 0 ? 'admin' : 'member');
  const added = await users.add(
    { name: parsed.name, passwordHash: hash, role, monthlyCreditCap: cap ?? null },
    ACTOR,
  );
  io.out(
    `Added ${added.name} as ${added.role}${cap === undefined || cap === null ? '' : `, ${monthlyWords(cap)}`}.`,
  );
  return 0;
}

/** Without options it shows the team's caps; with them it sets them (audited) and shows the result. */
async function teamCaps(
  parsed: Extract<Parsed, { command: 'team-caps' }>,
  store: AppStore,
  io: UsersCommandIo,
): Promise<number> {
  const change = {
    ...(parsed.dailyCredits !== undefined && { dailyCreditCap: parsed.dailyCredits }),
    ...(parsed.confirmAbove !== undefined && { confirmAboveCredits: parsed.confirmAbove }),
  };
  const caps =
    Object.keys(change).length > 0
      ? await store.caps.setTeam(change, ACTOR)
      : await store.caps.team();
  io.out(
    `Team daily cap: ${caps.dailyCreditCap === null ? 'none' : `${caps.dailyCreditCap.toLocaleString('en-US')} credits a day (UTC)`}.`,
  );
  io.out(`Ask before a call above ${caps.confirmAboveCredits.toLocaleString('en-US')} credits.`);
  return 0;
}

async function run(parsed: Parsed, store: AppStore, io: UsersCommandIo): Promise<number> {
  const { users, sessions } = store;
  switch (parsed.command) {
    case 'list':
      return list(store, io);
    case 'add':
      return add(parsed, store, io);
    case 'team-caps':
      return teamCaps(parsed, store, io);
    case 'cap': {
      const user = await users.setMonthlyCap(parsed.name, parsed.monthlyCredits, ACTOR);
      io.out(`${user.name}: ${monthlyWords(user.monthlyCreditCap)}.`);
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
  let parsed: Parsed | undefined;
  try {
    parsed = parseUsersArgs(args);
  } catch (error) {
    if (!(error instanceof ArgumentProblem)) throw error;
    io.err(error.message);
    return 1;
  }
  if (!parsed) {
    io.err(USAGE);
    return 2;
  }
  if ('name' in parsed) {
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
