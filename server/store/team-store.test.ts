// The team layer of the store on every backend (PGlite always, PostgreSQL with TEST_DATABASE_URL):
// users with roles and case-insensitive names, sessions that end, sign-in counters taken
// atomically, the one-time users-file import, and owners in one letter case.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrations';
import { StoreRefusal } from './refusal';
import type { AppStore } from './store';
import { TEST_BACKENDS } from './test-backends';

const someone = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;
const HOUR = 3_600_000;

async function refusal(promise: Promise<unknown>): Promise<StoreRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreRefusal);
  return error as StoreRefusal;
}

describe.each(TEST_BACKENDS)('team store on $name', (backend) => {
  let store: AppStore;
  beforeAll(async () => {
    store = await backend.open();
    // A team's admin, so demoting and removing others is never "the last admin".
    await store.users.add({ name: 'root-admin', passwordHash: 'h', role: 'admin' }, 'test');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  describe('users', () => {
    it('are one user in any letter case, shown as first typed', async () => {
      const name = someone('Alice');
      await store.users.add({ name, passwordHash: 'h1', role: 'member' }, 'root-admin');
      expect(await store.users.find(name.toUpperCase())).toMatchObject({
        key: name.toLowerCase(),
        name,
        role: 'member',
      });
      const taken = await refusal(
        store.users.add(
          { name: name.toLowerCase(), passwordHash: 'h2', role: 'member' },
          'root-admin',
        ),
      );
      expect(taken.status).toBe(409);
    });

    it('never include `local`, the user of a server without sign-in, nor a name that cannot be sent', async () => {
      for (const name of ['local', 'LOCAL', 'Local']) {
        const refused = await refusal(
          store.users.add({ name, passwordHash: 'h', role: 'member' }, 'root-admin'),
        );
        expect(refused.status).toBe(400);
        expect(refused.message).toMatch(/reserved/);
      }
      expect(
        (await refusal(store.users.add({ name: 'a b', passwordHash: 'h', role: 'member' }, 'x')))
          .status,
      ).toBe(400);
    });

    it('a new password or a removal ends the user’s sessions, and each change is audited', async () => {
      const name = someone('bob');
      const now = Date.now();
      await store.users.add({ name, passwordHash: 'old', role: 'member' }, 'root-admin');
      await store.sessions.start({
        sessionId: `${name}-1`,
        user: name,
        expiresAt: new Date(now + HOUR),
      });
      await store.sessions.start({
        sessionId: `${name}-2`,
        user: name,
        expiresAt: new Date(now + HOUR),
      });
      expect(await store.sessions.find(`${name}-1`, new Date(now))).toMatchObject({ name });

      expect(await store.users.setPassword(name, 'new', 'root-admin')).toBe(2);
      expect(await store.sessions.find(`${name}-1`, new Date(now))).toBeUndefined();
      expect((await store.users.find(name))?.passwordHash).toBe('new');

      await store.sessions.start({
        sessionId: `${name}-3`,
        user: name,
        expiresAt: new Date(now + HOUR),
      });
      await store.users.remove(name, 'root-admin');
      expect(await store.sessions.find(`${name}-3`, new Date(now))).toBeUndefined();
      expect(await store.users.find(name)).toBeUndefined();

      const trail = (await store.audit.recent(10)).filter((entry) => entry.subject === name);
      expect(trail.map((entry) => [entry.actor, entry.action])).toEqual([
        ['root-admin', 'user.remove'],
        ['root-admin', 'user.password'],
        ['root-admin', 'user.add'],
      ]);
      expect(trail[1]?.detail).toEqual({ sessionsEnded: 2 });
      for (const entry of trail) expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
    });

    it('lists everyone with their live sessions', async () => {
      const name = someone('cat');
      const now = Date.now();
      await store.users.add({ name, passwordHash: 'h', role: 'member' }, 'root-admin');
      await store.sessions.start({
        sessionId: `${name}-live`,
        user: name,
        expiresAt: new Date(now + HOUR),
      });
      await store.sessions.start({
        sessionId: `${name}-old`,
        user: name,
        expiresAt: new Date(now - 1),
      });
      const listed = (await store.users.list(new Date(now))).find((u) => u.name === name);
      expect(listed).toMatchObject({ role: 'member', sessions: 1, createdBy: 'root-admin' });
    });
  });

  describe('sessions', () => {
    it('live until they expire, are extended, and end one by one or all at once', async () => {
      const name = someone('dan');
      const now = Date.now();
      await store.users.add({ name, passwordHash: 'h', role: 'admin' }, 'root-admin');
      await store.sessions.start({
        sessionId: 'phone',
        user: name.toUpperCase(),
        expiresAt: new Date(now + HOUR),
        address: '203.0.113.1',
        userAgent: 'x'.repeat(500),
      });
      await store.sessions.start({
        sessionId: 'laptop',
        user: name,
        expiresAt: new Date(now + HOUR),
      });
      expect(await store.sessions.find('phone', new Date(now))).toEqual({
        userKey: name,
        name,
        role: 'admin',
        expiresAt: new Date(now + HOUR),
      });
      // Expired by the caller's clock.
      expect(await store.sessions.find('phone', new Date(now + HOUR))).toBeUndefined();
      await store.sessions.extend('phone', new Date(now + 2 * HOUR));
      expect(await store.sessions.find('phone', new Date(now + HOUR))).toBeDefined();

      await store.sessions.end('phone');
      expect(await store.sessions.find('phone', new Date(now))).toBeUndefined();
      expect(await store.sessions.find('laptop', new Date(now))).toBeDefined();
      expect(await store.sessions.endAll(name, name)).toBe(1);
      expect(await store.sessions.find('laptop', new Date(now))).toBeUndefined();
    });

    it('keep only a hash of the id the cookie carries', async () => {
      const name = someone('eve');
      await store.users.add({ name, passwordHash: 'h', role: 'member' }, 'root-admin');
      await store.sessions.start({
        sessionId: 'the-secret-id',
        user: name,
        expiresAt: new Date(Date.now() + HOUR),
      });
      const { rows } = await store.db.query<{ id: string }>(
        'SELECT id FROM sessions WHERE user_key = $1',
        [name],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.id).not.toContain('the-secret-id');
    });
  });

  describe('sign-in attempts', () => {
    it('counts each attempt once, even sixteen at a time', async () => {
      const key = someone('na:flood');
      const now = new Date();
      const counts = await Promise.all(
        Array.from({ length: 16 }, () => store.signInAttempts.take(key, 15 * 60_000, now)),
      );
      expect(counts.map((a) => a.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 16 }, (_, i) => i + 1),
      );
      expect(counts.every((a) => a.windowEnds.getTime() === now.getTime() + 15 * 60_000)).toBe(
        true,
      );
    });

    it('starts a new window once the last one is over, and hands attempts back', async () => {
      const key = someone('a:198.51.100.1');
      const start = Date.now();
      await store.signInAttempts.take(key, 60_000, new Date(start));
      expect((await store.signInAttempts.take(key, 60_000, new Date(start + 1_000))).count).toBe(2);
      await store.signInAttempts.giveBack(key);
      expect((await store.signInAttempts.take(key, 60_000, new Date(start + 2_000))).count).toBe(2);
      const next = await store.signInAttempts.take(key, 60_000, new Date(start + 61_000));
      expect(next).toEqual({ count: 1, windowEnds: new Date(start + 121_000) });
      await store.signInAttempts.clear(key);
      expect((await store.signInAttempts.take(key, 60_000, new Date(start + 62_000))).count).toBe(
        1,
      );
    });
  });

  // One more database, for what needs a team of its own; the tests run in order and the last
  // one takes the schema back to before migration 2.
  describe('a team of its own', () => {
    let fresh: AppStore;
    beforeAll(async () => {
      fresh = await backend.open();
    }, 60_000);
    afterAll(async () => {
      await fresh?.close();
    });

    it('imports a users file once; its first user is the admin of a team without one', async () => {
      const users = [
        { name: 'Zoe', passwordHash: 'hz' },
        { name: 'yan', passwordHash: 'hy' },
      ];
      expect(await fresh.users.importOnce('/srv/users.json', users)).toEqual({
        imported: ['Zoe', 'yan'],
        admin: 'Zoe',
      });
      expect(await fresh.users.find('zoe')).toMatchObject({ role: 'admin', passwordHash: 'hz' });
      expect(await fresh.users.find('YAN')).toMatchObject({ role: 'member' });
      const again = await fresh.users.importOnce('/srv/users.json', [
        { name: 'xavier', passwordHash: 'hx' },
      ]);
      expect(again).toHaveProperty('alreadyImportedAt');
      expect(await fresh.users.find('xavier')).toBeUndefined();
    });

    it('keeps at least one admin: the last one can be neither demoted nor removed', async () => {
      expect((await refusal(fresh.users.setRole('zoe', 'member', 'zoe'))).status).toBe(409);
      expect((await refusal(fresh.users.remove('ZOE', 'zoe'))).message).toMatch(
        /at least one admin/,
      );
      await fresh.users.setRole('yan', 'admin', 'zoe');
      await fresh.users.setRole('zoe', 'member', 'yan');
      expect((await fresh.users.count()).admins).toBe(1);
    });

    it('leaves one admin when two admins demote each other at once', async () => {
      await fresh.users.setRole('zoe', 'admin', 'yan');
      const results = await Promise.allSettled([
        fresh.users.setRole('zoe', 'member', 'yan'),
        fresh.users.setRole('yan', 'member', 'zoe'),
      ]);
      expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
      expect((await fresh.users.count()).admins).toBe(1);
    });

    it('migration 2 gives lists, searches and imports made as "Alice" to "alice"', async () => {
      // Back to before migration 2, with rows written as a case-sensitive server wrote them.
      for (const table of ['audit_log', 'sign_in_attempts', 'sessions', 'users'])
        await fresh.db.query(`DROP TABLE ${table}`);
      await fresh.db.query('ALTER TABLE records DROP COLUMN pulled_by');
      await fresh.db.query('ALTER TABLE settings DROP COLUMN updated_by');
      await fresh.db.query('ALTER TABLE settings DROP COLUMN updated_at');
      await fresh.db.query('DELETE FROM schema_migrations WHERE version = 2');
      const list = await fresh.lists.create('Alice', { name: 'Mine', ids: ['1'] });
      await fresh.searches.create('ALICE', { name: 'Saved', query: 'state=TX' });
      await fresh.db.query(
        "INSERT INTO imports (owner, source, lists, searches) VALUES ('Alice', 's1', 0, 0), ('alice', 's1', 0, 0), ('ALICE', 's2', 0, 0)",
      );
      expect(await migrate(fresh.db)).toEqual([2]);
      expect((await fresh.lists.get('alice', list.id)).mine).toBe(true);
      expect((await fresh.searches.list('alice')).map((s) => s.name)).toEqual(['Saved']);
      const { rows } = await fresh.db.query<{ owner: string; source: string }>(
        'SELECT owner, source FROM imports ORDER BY source',
      );
      expect(rows).toEqual([
        { owner: 'alice', source: 's1' },
        { owner: 'alice', source: 's2' },
      ]);
    });
  });
});
