// The storage layer on every backend (PGlite always, PostgreSQL when TEST_DATABASE_URL is set):
// migrations, lists and their ids, ownership, stacking, searches and pulls, records, the import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from './migrations';
import { DELETED_KEPT_DAYS, purgeDeleted } from './purge';
import { StoreRefusal } from './refusal';
import type { AppStore } from './store';
import { TEST_BACKENDS } from './test-backends';

/** A user no other test shares, so tests on one database stay independent. */
/** Tests that move 100,000 ids or open a database: room for a busy machine (not a speed goal). */
const HEAVY = 60_000;
const someone = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => String(from + i));

async function refusal(promise: Promise<unknown>): Promise<StoreRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreRefusal);
  return error as StoreRefusal;
}

describe.each(TEST_BACKENDS)('store on $name', (backend) => {
  let store: AppStore;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  describe('migrations', () => {
    it('records what it applied and applies nothing the second time', async () => {
      const { rows } = await store.db.query<{ version: number }>(
        'SELECT version FROM schema_migrations ORDER BY version',
      );
      expect(rows.map((row) => row.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(await migrate(store.db)).toEqual([]);
    });

    it('applies a new numbered migration once', async () => {
      const next = { version: 9001, name: 'test', sql: 'CREATE TABLE migration_probe (x int)' };
      expect(await migrate(store.db, [next])).toEqual([9001]);
      expect(await migrate(store.db, [next])).toEqual([]);
      await store.db.query('DROP TABLE migration_probe');
      await store.db.query('DELETE FROM schema_migrations WHERE version = 9001');
    });
  });

  describe('lists', () => {
    it('de-duplicates ids keeping the order of first appearance', async () => {
      const user = someone('ann');
      const created = await store.lists.create(user, {
        name: 'Absentee',
        ids: ['5', '3', '5', '9', '3'],
      });
      expect(created.ids).toEqual(['5', '3', '9']);
      expect(created.size).toBe(3);
      expect(created.mine).toBe(true);
      expect(created.source).toEqual({ kind: 'selection' });
      const read = await store.lists.get(user, created.id);
      expect(read.ids).toEqual(['5', '3', '9']);
      expect(read.name).toBe('Absentee');
    });

    it(
      'holds 100,000 ids and reads them back in order',
      async () => {
        const user = someone('big');
        const ids = range(1, 100_001).reverse();
        const created = await store.lists.create(user, { name: 'Big', ids });
        expect(created.size).toBe(100_000);
        const read = await store.lists.get(user, created.id);
        expect(read.ids.length).toBe(100_000);
        expect(read.ids[0]).toBe('100000');
        expect(read.ids.at(-1)).toBe('1');
      },
      HEAVY,
    );

    it('keeps a private list from everyone else, shows a shared one read-only', async () => {
      const ann = someone('ann');
      const bob = someone('bob');
      const secret = await store.lists.create(ann, { name: 'Mine only', ids: ['1'] });
      const team = await store.lists.create(ann, {
        name: 'For the team',
        ids: ['2'],
        shared: true,
      });

      expect((await refusal(store.lists.get(bob, secret.id))).status).toBe(404);
      const seen = await store.lists.get(bob, team.id);
      expect(seen.ids).toEqual(['2']);
      expect(seen.mine).toBe(false);
      expect(seen.owner).toBe(ann);

      const bobSees = (await store.lists.list(bob)).map((list) => list.id);
      expect(bobSees).toContain(team.id);
      expect(bobSees).not.toContain(secret.id);

      const changes = [
        () => store.lists.patch(bob, team.id, { name: 'Hijacked' }),
        () => store.lists.changeItems(bob, team.id, { add: ['3'] }),
        () => store.lists.softDelete(bob, team.id),
      ];
      for (const change of changes) {
        const refused = await refusal(change());
        expect(refused.status).toBe(403);
        expect(refused.message).toBe('Only the owner can change this list');
      }
      // A private list stays invisible even to a change: 404, not 403.
      expect((await refusal(store.lists.patch(bob, secret.id, { name: 'x' }))).status).toBe(404);
      expect((await store.lists.get(ann, team.id)).name).toBe('For the team');
    });

    it('answers 404 for an id that is not a uuid', async () => {
      expect((await refusal(store.lists.get(someone('x'), 'not-a-uuid'))).status).toBe(404);
    });

    it('renames, tags and shares', async () => {
      const user = someone('ann');
      const list = await store.lists.create(user, { name: 'Old', ids: ['1'] });
      const changed = await store.lists.patch(user, list.id, {
        name: 'New',
        tags: [{ name: 'hot', color: '#ff0000' }],
        shared: true,
      });
      expect(changed).toMatchObject({
        name: 'New',
        shared: true,
        tags: [{ name: 'hot', color: '#ff0000' }],
      });
      const partly = await store.lists.patch(user, list.id, { shared: false });
      expect(partly).toMatchObject({
        name: 'New',
        shared: false,
        tags: [{ name: 'hot', color: '#ff0000' }],
      });
    });

    it('filters by text and tag and sorts by name or size', async () => {
      const user = someone('ann');
      await store.lists.create(user, {
        name: 'Beta leads',
        ids: ['1', '2', '3'],
        tags: [{ name: 'Austin', color: '#000000' }],
      });
      await store.lists.create(user, { name: 'alpha leads', ids: ['1'] });
      await store.lists.create(user, { name: 'Gamma', ids: ['1', '2'] });
      const names = async (filter: Parameters<AppStore['lists']['list']>[1]) =>
        (await store.lists.list(user, filter)).filter((l) => l.owner === user).map((l) => l.name);
      expect(await names({ sort: 'name' })).toEqual(['alpha leads', 'Beta leads', 'Gamma']);
      expect(await names({ sort: 'size' })).toEqual(['Beta leads', 'Gamma', 'alpha leads']);
      expect(await names({ q: 'LEADS', sort: 'name' })).toEqual(['alpha leads', 'Beta leads']);
      expect(await names({ q: 'aust' })).toEqual(['Beta leads']);
      expect(await names({ tag: 'austin' })).toEqual(['Beta leads']);
      expect(await names({ q: '%' })).toEqual([]);
      // The one just changed comes first (the others may share a creation instant).
      const beta = (await store.lists.list(user, { q: 'beta' }))[0]!;
      await new Promise((resolve) => setTimeout(resolve, 5));
      await store.lists.patch(user, beta.id, { name: 'Beta leads, renamed' });
      expect((await names({ sort: 'updated' }))[0]).toBe('Beta leads, renamed');
    });

    it('adds and removes ids: removals first, new ids at the end, duplicates ignored', async () => {
      const user = someone('ann');
      const list = await store.lists.create(user, { name: 'Work', ids: ['1', '2', '3'] });
      const result = await store.lists.changeItems(user, list.id, {
        add: ['4', '2', '4', '5'],
        remove: ['1', '99'],
      });
      expect(result).toEqual({ size: 4, added: 2, removed: 1 });
      expect((await store.lists.get(user, list.id)).ids).toEqual(['2', '3', '4', '5']);
    });

    it(
      'refuses a change that would pass 100,000 ids and keeps the list as it was',
      async () => {
        const user = someone('ann');
        const list = await store.lists.create(user, { name: 'Full', ids: range(0, 99_999) });
        const refused = await refusal(
          store.lists.changeItems(user, list.id, { add: ['100000', '100001'] }),
        );
        expect(refused.status).toBe(400);
        expect(refused.message).toBe('A list holds at most 100,000 property ids');
        const after = await store.lists.get(user, list.id);
        expect(after.size).toBe(99_999);
        expect(after.ids.length).toBe(99_999);
        // One more fits exactly.
        expect(await store.lists.changeItems(user, list.id, { add: ['100000'] })).toMatchObject({
          size: 100_000,
        });
      },
      HEAVY,
    );

    it('deletes softly and restores; only the owner can restore', async () => {
      const ann = someone('ann');
      const bob = someone('bob');
      const list = await store.lists.create(ann, {
        name: 'Undo me',
        ids: ['7', '8'],
        shared: true,
      });
      const deleted = await store.lists.softDelete(ann, list.id);
      expect(deleted.id).toBe(list.id);
      expect((await store.lists.list(ann)).map((l) => l.id)).not.toContain(list.id);
      expect((await refusal(store.lists.get(ann, list.id))).status).toBe(404);
      expect((await refusal(store.lists.get(bob, list.id))).status).toBe(404);
      expect((await refusal(store.lists.restore(bob, list.id))).status).toBe(404);
      const restored = await store.lists.restore(ann, list.id);
      expect(restored.name).toBe('Undo me');
      expect((await store.lists.get(bob, list.id)).ids).toEqual(['7', '8']);
      // Restoring a live list is not a thing to undo.
      expect((await refusal(store.lists.restore(ann, list.id))).status).toBe(404);
    });
  });

  describe('stacking', () => {
    let user: string;
    let a: string;
    let b: string;
    let c: string;
    beforeAll(async () => {
      user = someone('stacker');
      a = (await store.lists.create(user, { name: 'A', ids: ['1', '2', '3', '4'] })).id;
      b = (await store.lists.create(user, { name: 'B', ids: ['4', '3', '5', '6'] })).id;
      c = (await store.lists.create(user, { name: 'C', ids: ['6', '4', '7', '1'] })).id;
    });

    const stack = (op: 'union' | 'intersection' | 'difference' | 'atLeast', atLeast?: number) =>
      store.lists.stack(user, { name: `${op}`, op, listIds: [a, b, c], atLeast });

    it('union: every id once, in order of first appearance', async () => {
      expect((await stack('union')).ids).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    });

    it('intersection: the ids on all the lists', async () => {
      expect((await stack('intersection')).ids).toEqual(['4']);
    });

    it('difference: the first list minus the others', async () => {
      expect((await stack('difference')).ids).toEqual(['2']);
    });

    it('at least N of the lists', async () => {
      expect((await stack('atLeast', 2)).ids).toEqual(['1', '3', '4', '6']);
      expect((await stack('atLeast', 3)).ids).toEqual(['4']);
      expect((await stack('atLeast', 1)).ids).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    });

    it('makes a new list of the user, sized, with the stack as its source', async () => {
      const made = await stack('union');
      expect(made.size).toBe(7);
      expect(made.source.kind).toBe('stack');
      expect(made.source.note).toBe('union of A, B, C');
      expect((await store.lists.get(user, made.id)).ids).toEqual(made.ids);
    });

    it('takes a colleague’s shared list but not a private one', async () => {
      const bob = someone('bob');
      const bobs = await store.lists.create(bob, { name: 'Bob', ids: ['2', '9'], shared: true });
      const hidden = await store.lists.create(bob, { name: 'Hidden', ids: ['2'] });
      const made = await store.lists.stack(user, {
        name: 'x',
        op: 'intersection',
        listIds: [a, bobs.id],
      });
      expect(made.ids).toEqual(['2']);
      expect(made.owner).toBe(user);
      const refused = await refusal(
        store.lists.stack(user, { name: 'y', op: 'union', listIds: [a, hidden.id] }),
      );
      expect(refused.status).toBe(404);
    });

    it(
      'refuses a result over 100,000 ids and leaves no list behind',
      async () => {
        const big = someone('big');
        const one = await store.lists.create(big, { name: 'one', ids: range(0, 60_000) });
        const two = await store.lists.create(big, { name: 'two', ids: range(60_000, 120_000) });
        const refused = await refusal(
          store.lists.stack(big, { name: 'too big', op: 'union', listIds: [one.id, two.id] }),
        );
        expect(refused.message).toBe('A list holds at most 100,000 property ids');
        expect(
          (await store.lists.list(big))
            .filter((l) => l.owner === big)
            .map((l) => l.name)
            .sort(),
        ).toEqual(['one', 'two']);
      },
      HEAVY,
    );
  });

  describe('saved searches', () => {
    it('creates, shares read-only, deletes and restores', async () => {
      const ann = someone('ann');
      const bob = someone('bob');
      const search = await store.searches.create(ann, {
        name: 'Austin',
        query: 'v=1&q=austin',
        shared: true,
      });
      expect(search).toMatchObject({
        name: 'Austin',
        query: 'v=1&q=austin',
        mine: true,
        lastPull: null,
      });
      expect((await store.searches.list(bob)).find((s) => s.id === search.id)?.mine).toBe(false);
      expect((await refusal(store.searches.patch(bob, search.id, { name: 'x' }))).status).toBe(403);
      const renamed = await store.searches.patch(ann, search.id, {
        name: 'Austin TX',
        shared: false,
      });
      expect(renamed).toMatchObject({ name: 'Austin TX', query: 'v=1&q=austin', shared: false });
      expect((await store.searches.list(bob)).map((s) => s.id)).not.toContain(search.id);
      await store.searches.softDelete(ann, search.id);
      expect((await store.searches.list(ann)).map((s) => s.id)).not.toContain(search.id);
      await store.searches.restore(ann, search.id);
      expect((await store.searches.list(ann)).map((s) => s.id)).toContain(search.id);
    });

    it('remembers the last pull and tells what is new and what went', async () => {
      const ann = someone('ann');
      const search = await store.searches.create(ann, { name: 'Watch', query: 'v=1' });
      const first = await store.searches.diff(ann, search.id, ['1', '2']);
      expect(first).toEqual({ added: ['1', '2'], removed: [], lastPull: null });

      const pull = await store.searches.recordPull(ann, search.id, ['1', '2', '3', '2']);
      expect(pull.count).toBe(3);
      expect(Date.parse(pull.at)).not.toBeNaN();

      const diff = await store.searches.diff(ann, search.id, ['4', '2', '3', '5']);
      expect(diff).toEqual({ added: ['4', '5'], removed: ['1'], lastPull: pull });
      const listed = (await store.searches.list(ann)).find((s) => s.id === search.id);
      expect(listed?.lastPull).toEqual(pull);

      // A new pull replaces the old one.
      await store.searches.recordPull(ann, search.id, ['4']);
      expect((await store.searches.diff(ann, search.id, ['4'])).added).toEqual([]);
    });

    it('lets a colleague diff a shared search but not record a pull on it', async () => {
      const ann = someone('ann');
      const bob = someone('bob');
      const search = await store.searches.create(ann, { name: 'Team', query: 'v=1', shared: true });
      await store.searches.recordPull(ann, search.id, ['1']);
      expect((await store.searches.diff(bob, search.id, ['1', '2'])).added).toEqual(['2']);
      expect((await refusal(store.searches.recordPull(bob, search.id, ['2']))).status).toBe(403);
    });
  });

  describe('purging what was deleted long ago', () => {
    /** Moves a deletion back in time, as if it had happened `days` ago. */
    const deletedDaysAgo = (table: 'lists' | 'searches', id: string, days: number) =>
      store.db.query(
        `UPDATE ${table} SET deleted_at = now() - make_interval(days => $2::int) WHERE id = $1`,
        [id, days],
      );

    it('removes lists and searches deleted more than 30 days ago, with their ids', async () => {
      const ann = someone('ann');
      const old = await store.lists.create(ann, { name: 'Old', ids: ['1', '2'] });
      const recent = await store.lists.create(ann, { name: 'Recent', ids: ['3'] });
      const kept = await store.lists.create(ann, { name: 'Kept', ids: ['4'] });
      const oldSearch = await store.searches.create(ann, { name: 'Old search', query: 'v=1' });
      await store.searches.recordPull(ann, oldSearch.id, ['7', '8']);
      for (const id of [old.id, recent.id]) await store.lists.softDelete(ann, id);
      await store.searches.softDelete(ann, oldSearch.id);
      await deletedDaysAgo('lists', old.id, DELETED_KEPT_DAYS + 1);
      await deletedDaysAgo('lists', recent.id, DELETED_KEPT_DAYS - 1);
      await deletedDaysAgo('searches', oldSearch.id, DELETED_KEPT_DAYS + 1);

      const purged = await purgeDeleted(store.db);
      // Other tests share the database: at least these, and none of the recent or kept ones.
      expect(purged.lists).toBeGreaterThanOrEqual(1);
      expect(purged.searches).toBeGreaterThanOrEqual(1);
      const left = await store.db.query<{ id: string }>('SELECT id FROM lists WHERE id = ANY($1)', [
        [old.id, recent.id, kept.id],
      ]);
      expect(left.rows.map((r) => r.id).sort()).toEqual([recent.id, kept.id].sort());
      const items = await store.db.query('SELECT 1 FROM list_items WHERE list_id = $1', [old.id]);
      expect(items.rows).toHaveLength(0);
      const pulls = await store.db.query('SELECT 1 FROM search_pull_items WHERE search_id = $1', [
        oldSearch.id,
      ]);
      expect(pulls.rows).toHaveLength(0);
      // Deleted 29 days ago: still there to bring back.
      await store.lists.restore(ann, recent.id);
      expect((await store.lists.get(ann, recent.id)).ids).toEqual(['3']);
    });

    it('leaves lists nobody deleted, however old', async () => {
      const ann = someone('ann');
      const list = await store.lists.create(ann, { name: 'Ancient', ids: ['1'] });
      await store.db.query(
        "UPDATE lists SET created_at = now() - interval '400 days', updated_at = now() - interval '400 days' WHERE id = $1",
        [list.id],
      );
      await purgeDeleted(store.db);
      expect((await store.lists.get(ann, list.id)).name).toBe('Ancient');
    });
  });

  describe('records held', () => {
    it('stores records by id, says which are held within the window, and reads them in order', async () => {
      const base = 900_000_000 + Math.floor(Math.random() * 1_000_000);
      const [x, y, z] = [String(base), String(base + 1), String(base + 2)] as const;
      const stored = await store.records.store(
        [
          { id: Number(x), city: 'Austin' },
          { id: y, city: 'Dallas' },
          { id: Number(x), city: 'Austin, again' },
        ],
        'ann',
      );
      expect(stored).toBe(2);
      // Who pulled each record, and when, is on its row.
      const { rows: who } = await store.db.query<{ pulled_by: string; pulled_at: Date }>(
        'SELECT pulled_by, pulled_at FROM records WHERE property_id = $1',
        [x],
      );
      expect(who[0]?.pulled_by).toBe('ann');
      expect(Date.now() - new Date(who[0]!.pulled_at).getTime()).toBeLessThan(60_000);
      expect(await store.records.held([z, x, y], 30)).toEqual({ held: [x, y], missing: [z] });
      expect(await store.records.read([y, z, x], 30)).toEqual([
        { id: y, city: 'Dallas' },
        { id: Number(x), city: 'Austin, again' },
      ]);

      // Older than the window: not held, not served, until pulled again.
      await store.db.query(
        "UPDATE records SET pulled_at = now() - interval '40 days' WHERE property_id = $1",
        [y],
      );
      expect(await store.records.held([x, y], 30)).toEqual({ held: [x], missing: [y] });
      expect(await store.records.held([x, y], 45)).toEqual({ held: [x, y], missing: [] });
      expect(await store.records.read([y], 30)).toEqual([]);
      await store.records.store([{ id: y, city: 'Dallas, fresh' }], 'bob');
      expect(await store.records.read([y], 30)).toEqual([{ id: y, city: 'Dallas, fresh' }]);
    });

    it(
      'answers 100,000 ids in one held check',
      async () => {
        const ids = range(500_000_000, 500_100_000);
        await store.records.store([{ id: ids[0]! }], 'ann');
        const { held, missing } = await store.records.held(ids, 30);
        expect(held).toEqual([ids[0]]);
        expect(missing.length).toBe(99_999);
      },
      HEAVY,
    );

    it('keeps the team freshness window, 30 days until set, with who changed it and when', async () => {
      expect(await store.settings.freshnessDays()).toBe(30);
      const changed = await store.settings.setFreshnessDays(7, 'ann');
      expect(changed).toMatchObject({ freshnessDays: 7, updatedBy: 'ann' });
      expect(Date.now() - Date.parse(changed.updatedAt ?? '')).toBeLessThan(60_000);
      expect(await store.settings.freshnessDays()).toBe(7);
      expect((await store.audit.recent(1))[0]).toMatchObject({
        actor: 'ann',
        action: 'settings.freshnessDays',
        detail: { days: 7 },
      });
      await store.settings.setFreshnessDays(30, 'ann');
    });
  });

  describe('import once', () => {
    it('imports a browser’s lists and searches once per user and source', async () => {
      const ann = someone('ann');
      const body = {
        source: 'browser-1',
        lists: [
          {
            name: 'Old list',
            ids: [3, 1, 3],
            createdAt: '2026-01-02T03:04:05.000Z',
            query: 'v=1&q=x',
          },
        ],
        searches: [{ name: 'Old search', query: 'v=1&q=y', createdAt: 'not a date' }],
      };
      expect(await store.imports.importOnce(ann, body)).toEqual({
        alreadyImported: false,
        lists: 1,
        searches: 1,
      });
      expect(await store.imports.importOnce(ann, body)).toEqual({
        alreadyImported: true,
        lists: 0,
        searches: 0,
      });
      const lists = (await store.lists.list(ann)).filter((l) => l.owner === ann);
      expect(lists).toHaveLength(1);
      expect(lists[0]).toMatchObject({
        name: 'Old list',
        size: 2,
        createdAt: '2026-01-02T03:04:05.000Z',
        source: { kind: 'import', query: 'v=1&q=x' },
      });
      expect((await store.lists.get(ann, lists[0]!.id)).ids).toEqual(['3', '1']);
      const searches = (await store.searches.list(ann)).filter((s) => s.owner === ann);
      expect(searches.map((s) => s.query)).toEqual(['v=1&q=y']);
      // Another user with the same source imports their own copy.
      expect((await store.imports.importOnce(someone('bob'), body)).alreadyImported).toBe(false);
    });
  });
});
