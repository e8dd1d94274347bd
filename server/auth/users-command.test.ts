import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyPassword } from './password-hash';
import { runUsersCommand, type UsersCommandIo } from './users-command';
import { readUsers } from './users-file';

const ROOT = join(import.meta.dirname, '..', '..');
let dir = '';
let file = '';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'llb-users-'));
  file = join(dir, 'users.json');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function io(overrides: Partial<UsersCommandIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const value: UsersCommandIo = {
    env: { USERS_FILE: file },
    cwd: dir,
    readStdin: async () => '',
    stdinIsTerminal: false,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    cost: 4,
    ...overrides,
  };
  return { io: value, out, err };
}

describe('npm run users', () => {
  it('adds a user from standard input, hashed, in a file only its owner can read', async () => {
    const run = io({ readStdin: async () => 'correct horse battery\nignored\n' });
    expect(await runUsersCommand(['add', 'alice'], run.io)).toBe(0);
    expect(run.out.join('\n')).toMatch(/Added alice/);
    const [user] = readUsers(file);
    expect(user?.name).toBe('alice');
    expect(user?.hash).toMatch(/^\$2[aby]\$04\$/);
    expect(JSON.stringify(readUsers(file))).not.toContain('correct horse');
    expect(await verifyPassword('correct horse battery', user?.hash ?? '')).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('takes the password from USER_PASSWORD for scripts, and replaces it on a second add', async () => {
    await runUsersCommand(
      ['add', 'bob'],
      io({ env: { USERS_FILE: file, USER_PASSWORD: 'first password' } }).io,
    );
    const run = io({ env: { USERS_FILE: file, USER_PASSWORD: 'second password' } });
    expect(await runUsersCommand(['add', 'BOB'], run.io)).toBe(0);
    expect(run.out.join()).toMatch(/Updated the password/);
    const users = readUsers(file);
    expect(users).toHaveLength(1);
    expect(await verifyPassword('second password', users[0]?.hash ?? '')).toBe(true);
  });

  it('asks twice on a terminal and changes nothing when the two differ', async () => {
    const answers = ['one password', 'another one'];
    const run = io({ stdinIsTerminal: true, promptHidden: async () => answers.shift() ?? '' });
    expect(await runUsersCommand(['add', 'carol'], run.io)).toBe(1);
    expect(run.err.join()).toMatch(/differ/);
    expect(readUsers(file)).toEqual([]);
  });

  it('refuses a short password and a name that cannot go into a header', async () => {
    const short = io({ readStdin: async () => 'short\n' });
    expect(await runUsersCommand(['add', 'dave'], short.io)).toBe(1);
    expect(short.err.join()).toMatch(/at least 10/);
    const badName = io({ readStdin: async () => 'long enough password\n' });
    expect(await runUsersCommand(['add', 'dave smith'], badName.io)).toBe(1);
    expect(readUsers(file)).toEqual([]);
  });

  it('lists and removes users', async () => {
    const env = { USERS_FILE: file, USER_PASSWORD: 'long enough password' };
    await runUsersCommand(['add', 'erin'], io({ env }).io);
    await runUsersCommand(['add', 'frank'], io({ env }).io);
    const list = io();
    await runUsersCommand(['list'], list.io);
    expect(list.out.map((line) => line.split('\t')[0])).toEqual(['erin', 'frank']);
    const remove = io();
    expect(await runUsersCommand(['remove', 'erin'], remove.io)).toBe(0);
    expect(readUsers(file).map((u) => u.name)).toEqual(['frank']);
    const again = io();
    expect(await runUsersCommand(['remove', 'erin'], again.io)).toBe(1);
    expect(again.err.join()).toMatch(/No user "erin"/);
  });

  it('prints usage for an unknown command', async () => {
    const run = io();
    expect(await runUsersCommand(['promote', 'x'], run.io)).toBe(2);
    expect(run.err.join()).toMatch(/npm run users -- add NAME/);
  });

  it('works as a real command with the password piped in', () => {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'server/auth/users-cli.ts', 'add', 'gina'],
      {
        cwd: ROOT,
        input: 'a piped password\n',
        env: { ...process.env, USERS_FILE: file, USER_PASSWORD: '' },
        encoding: 'utf8',
      },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(readUsers(file).map((u) => u.name)).toEqual(['gina']);
  });
});
