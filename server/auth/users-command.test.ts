// `npm run users`: the team's users in the database the server uses, with roles.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore, type AppStore } from '../store/store';
import { verifyPassword } from './password-hash';
import { runUsersCommand, type UsersCommandIo } from './users-command';

const ROOT = join(import.meta.dirname, '..', '..');
let store: AppStore;

beforeAll(async () => {
  store = await openStore({ kind: 'pglite', dataDir: 'memory://' });
}, 60_000);
afterAll(() => store?.close());

function io(overrides: Partial<UsersCommandIo> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const value: UsersCommandIo = {
    env: {},
    // One database for the file; the command's close() must not end it.
    openStore: async () => ({ ...store, close: async () => undefined }),
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
  it('adds the first user as admin from standard input, hashed; the next ones as members', async () => {
    const run = io({ readStdin: async () => 'correct horse battery\nignored\n' });
    expect(await runUsersCommand(['add', 'Alice'], run.io)).toBe(0);
    expect(run.out.join('\n')).toBe('Added Alice as admin.');
    const alice = await store.users.find('alice');
    expect(alice).toMatchObject({ name: 'Alice', role: 'admin' });
    expect(alice?.passwordHash).toMatch(/^\$2[aby]\$04\$/);
    expect(await verifyPassword('correct horse battery', alice?.passwordHash ?? '')).toBe(true);
    const bob = io({ env: { USER_PASSWORD: 'first password' } });
    expect(await runUsersCommand(['add', 'bob'], bob.io)).toBe(0);
    expect(bob.out.join()).toBe('Added bob as member.');
  });

  it('sets a new password on a second add in any letter case, and ends the sessions', async () => {
    await store.sessions.start({
      sessionId: 'bob-phone',
      user: 'bob',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const run = io({ env: { USER_PASSWORD: 'second password' } });
    expect(await runUsersCommand(['add', 'BOB'], run.io)).toBe(0);
    expect(run.out.join()).toBe('Updated the password of bob (1 session(s) ended).');
    expect(
      await verifyPassword('second password', (await store.users.find('bob'))?.passwordHash ?? ''),
    ).toBe(true);
    expect(await store.sessions.find('bob-phone', new Date())).toBeUndefined();
  });

  it('asks twice on a terminal and changes nothing when the two differ', async () => {
    const answers = ['one password', 'another one'];
    const run = io({ stdinIsTerminal: true, promptHidden: async () => answers.shift() ?? '' });
    expect(await runUsersCommand(['add', 'carol'], run.io)).toBe(1);
    expect(run.err.join()).toMatch(/differ/);
    expect(await store.users.find('carol')).toBeUndefined();
  });

  it('refuses a short password, a name that cannot go into a header, and the reserved `local`', async () => {
    const short = io({ readStdin: async () => 'short\n' });
    expect(await runUsersCommand(['add', 'dave'], short.io)).toBe(1);
    expect(short.err.join()).toMatch(/at least 10/);
    const badName = io({ readStdin: async () => 'long enough password\n' });
    expect(await runUsersCommand(['add', 'dave smith'], badName.io)).toBe(1);
    const local = io({ readStdin: async () => 'long enough password\n' });
    expect(await runUsersCommand(['add', 'Local'], local.io)).toBe(1);
    expect(local.err.join()).toMatch(/reserved/);
    expect(await store.users.find('dave')).toBeUndefined();
  });

  it('changes roles, keeps the last admin, ends sessions, lists and removes users', async () => {
    const env = { USER_PASSWORD: 'long enough password' };
    await runUsersCommand(['add', 'erin', '--role', 'admin'], io({ env }).io);
    expect((await store.users.find('erin'))?.role).toBe('admin');
    expect(await runUsersCommand(['role', 'erin', 'member'], io().io)).toBe(0);
    const last = io();
    expect(await runUsersCommand(['role', 'alice', 'member'], last.io)).toBe(1);
    expect(last.err.join()).toMatch(/at least one admin/);

    await store.sessions.start({
      sessionId: 'erin-1',
      user: 'erin',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const signOut = io();
    expect(await runUsersCommand(['sign-out', 'ERIN'], signOut.io)).toBe(0);
    expect(signOut.out.join()).toBe('Ended 1 session(s) of ERIN.');

    const list = io();
    await runUsersCommand(['list'], list.io);
    expect(list.out.map((line) => line.split('\t').slice(0, 2).join(' '))).toEqual([
      'Alice admin',
      'bob member',
      'erin member',
    ]);
    expect(await runUsersCommand(['remove', 'erin'], io().io)).toBe(0);
    expect(await store.users.find('erin')).toBeUndefined();
    const again = io();
    expect(await runUsersCommand(['remove', 'erin'], again.io)).toBe(1);
    expect(again.err.join()).toMatch(/No user named "erin"/);
    // Every change from the command line is in the trail.
    expect((await store.audit.recent(1))[0]).toMatchObject({
      actor: 'npm run users',
      action: 'user.remove',
    });
  });

  it('sets, shows and removes a member’s monthly cap, audited', async () => {
    const env = { USER_PASSWORD: 'long enough password' };
    const added = io({ env });
    expect(
      await runUsersCommand(
        ['add', 'Finn', '--monthly-credits', '5,000', '--role', 'member'],
        added.io,
      ),
    ).toBe(0);
    expect(added.out.join()).toBe('Added Finn as member, 5,000 credits a month.');
    expect((await store.users.find('finn'))?.monthlyCreditCap).toBe(5000);

    const capped = io();
    expect(await runUsersCommand(['cap', 'FINN', '--monthly-credits', '100'], capped.io)).toBe(0);
    expect(capped.out.join()).toBe('Finn: 100 credits a month.');
    expect(await store.users.monthlyCap('finn')).toBe(100);
    expect((await store.audit.recent(1))[0]).toMatchObject({
      actor: 'npm run users',
      action: 'user.monthlyCreditCap',
      subject: 'finn',
      detail: { credits: 100, before: 5000 },
    });

    const listed = io();
    await runUsersCommand(['list'], listed.io);
    expect(listed.out.find((line) => line.startsWith('Finn'))?.split('\t')[3]).toBe(
      '100 credits a month',
    );
    expect(listed.out.find((line) => line.startsWith('bob'))?.split('\t')[3]).toBe(
      'no monthly cap',
    );

    const removed = io();
    expect(await runUsersCommand(['cap', 'finn', '--monthly-credits', 'none'], removed.io)).toBe(0);
    expect(removed.out.join()).toBe('Finn: no monthly cap.');
    expect(await store.users.monthlyCap('finn')).toBeNull();
    await runUsersCommand(['remove', 'finn'], io().io);
  });

  it('refuses a cap that is not a whole number from 0 to 100,000,000, and changes nothing', async () => {
    await store.users.setMonthlyCap('bob', 40, 'test');
    for (const value of ['-1', '1.5', 'lots', '100000001', '']) {
      const run = io();
      expect(await runUsersCommand(['cap', 'bob', '--monthly-credits', value], run.io)).toBe(1);
      expect(run.err.join()).toMatch(
        /--monthly-credits must be a whole number of credits from 0 to 100,000,000, or none for no cap; got "/,
      );
    }
    expect(await store.users.monthlyCap('bob')).toBe(40);
    const zero = io();
    expect(await runUsersCommand(['cap', 'bob', '--monthly-credits', '0'], zero.io)).toBe(0);
    expect(zero.out.join()).toBe('bob: 0 credits a month.');
    const nobody = io();
    expect(await runUsersCommand(['cap', 'nobody', '--monthly-credits', '10'], nobody.io)).toBe(1);
    expect(nobody.err.join()).toMatch(/No user named "nobody"/);
    const badAdd = io({ env: { USER_PASSWORD: 'long enough password' } });
    expect(await runUsersCommand(['add', 'gail', '--monthly-credits', '2.5'], badAdd.io)).toBe(1);
    expect(await store.users.find('gail')).toBeUndefined();
    await store.users.setMonthlyCap('bob', null, 'test');
  });

  it('shows and sets the team’s daily cap and confirmation threshold', async () => {
    const shown = io();
    expect(await runUsersCommand(['team-caps'], shown.io)).toBe(0);
    expect(shown.out).toEqual(['Team daily cap: none.', 'Ask before a call above 1,000 credits.']);
    const set = io();
    expect(
      await runUsersCommand(
        ['team-caps', '--daily-credits', '20000', '--confirm-above', '500'],
        set.io,
      ),
    ).toBe(0);
    expect(set.out).toEqual([
      'Team daily cap: 20,000 credits a day (UTC).',
      'Ask before a call above 500 credits.',
    ]);
    expect(await store.caps.team()).toMatchObject({
      dailyCreditCap: 20000,
      confirmAboveCredits: 500,
      updatedBy: 'npm run users',
    });
    const bad = io();
    expect(await runUsersCommand(['team-caps', '--confirm-above', 'none'], bad.io)).toBe(1);
    expect(bad.err.join()).toBe(
      '--confirm-above must be a whole number of credits from 0 to 100,000,000; got "none".',
    );
    const removed = io();
    expect(await runUsersCommand(['team-caps', '--daily-credits', 'none'], removed.io)).toBe(0);
    expect(removed.out[0]).toBe('Team daily cap: none.');
    expect((await store.audit.recent(1))[0]).toMatchObject({
      action: 'settings.dailyCreditCap',
      detail: { credits: null },
    });
    const { rows } = await store.db.query("SELECT 1 FROM settings WHERE key = 'dailyCreditCap'");
    expect(rows).toEqual([]);
  });

  it('prints usage for an unknown command or a bad role', async () => {
    for (const args of [
      ['promote', 'x'],
      ['role', 'bob', 'owner'],
      ['add', 'x', '--role'],
      ['add', 'x', '--monthly-credits'],
      ['add', 'x', '--credits', '5'],
      ['cap', 'x'],
      ['cap', 'x', '--monthly-credits', '5', '--monthly-credits', '6'],
      ['team-caps', '--daily-credits'],
      ['team-caps', '--monthly-credits', '5'],
    ]) {
      const run = io();
      expect(await runUsersCommand(args, run.io)).toBe(2);
      expect(run.err.join()).toMatch(/npm run users -- add NAME/);
    }
  });

  it('says to stop the server or use the app when PGlite’s folder is in use', async () => {
    const run = io({
      openStore: async () => {
        throw new Error('the data folder ./data is in use by process 42.');
      },
    });
    expect(await runUsersCommand(['list'], run.io)).toBe(1);
    expect(run.err.join()).toMatch(/Stop the server first, or manage users in the app/);
  });

  it('works as a real command on the server’s PGlite folder, with the password piped in', () => {
    const dir = mkdtempSync(join(tmpdir(), 'llb-users-'));
    try {
      const added = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'server/auth/users-cli.ts', 'add', 'gina'],
        {
          cwd: ROOT,
          input: 'a piped password\n',
          env: { ...process.env, DATA_DIR: join(dir, 'data'), DATABASE_URL: '', USER_PASSWORD: '' },
          encoding: 'utf8',
        },
      );
      expect(added.stderr).toBe('');
      expect(added.status).toBe(0);
      // "as admin": it read the folder's database, found no admin there, and wrote gina in.
      expect(added.stdout).toContain('Added gina as admin.');
      expect(existsSync(join(dir, 'data', 'PG_VERSION'))).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
