// The /app/v1 API end to end over a real store (PGlite, and PostgreSQL when TEST_DATABASE_URL is
// set): every endpoint, ownership between two users, bounds, bad input and the answers' shapes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  appErrorSchema,
  deleteListAnswerSchema,
  deleteSearchAnswerSchema,
  heldAnswerSchema,
  importAnswerSchema,
  listDetailSchema,
  listItemsAnswerSchema,
  listsAnswerSchema,
  listSummarySchema,
  pullSchema,
  readRecordsAnswerSchema,
  savedSearchSchema,
  searchDiffAnswerSchema,
  searchesAnswerSchema,
  settingsAnswerSchema,
} from '../app-contract';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { createAppApi } from './app-api';

/** Tests that move 100,000 ids or open a database: room for a busy machine (not a speed goal). */
const HEAVY = 60_000;
const someone = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;
const range = (from: number, to: number) =>
  Array.from({ length: to - from }, (_, i) => String(from + i));

describe.each(TEST_BACKENDS)('/app/v1 on $name', (backend) => {
  let store: AppStore;
  let api: ReturnType<typeof createAppApi>;
  const logged: string[] = [];

  beforeAll(async () => {
    store = await backend.open();
    api = createAppApi({ store: async () => store, log: (line) => logged.push(line) });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  /** A call as `user`, JSON in and out. */
  async function call(
    user: string,
    method: string,
    path: string,
    body?: unknown,
    role: 'admin' | 'member' = 'member',
  ) {
    const init: RequestInit = { method };
    // Every change is JSON, a restore without a body too (the server refuses other changes: 415).
    if (method !== 'GET' && method !== 'DELETE')
      init.headers = { 'content-type': 'application/json' };
    if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
    const response = await api.request(`/app/v1${path}`, init, { appUser: user, appRole: role });
    const text = await response.text();
    return {
      status: response.status,
      json: text ? (JSON.parse(text) as unknown) : undefined,
      response,
    };
  }

  /** The answer parsed with the contract's schema: the server keeps the agreement. */
  function as<S extends z.ZodType>(schema: S, answer: { json: unknown }): z.output<S> {
    return schema.parse(answer.json);
  }

  function expectError(
    answer: { status: number; json: unknown },
    status: number,
    message?: RegExp,
  ) {
    expect(answer.status).toBe(status);
    const error = appErrorSchema.parse(answer.json);
    expect(error.statusCode).toBe(status);
    if (message) expect(error.message).toMatch(message);
    return error;
  }

  describe('lists', () => {
    it('creates (201), reads, lists, renames, tags and shares', async () => {
      const ann = someone('ann');
      const created = await call(ann, 'POST', '/lists', {
        name: '  Absentee owners ',
        ids: ['10', '11', '10'],
        tags: [{ name: 'hot', color: '#ff0000' }],
        source: { kind: 'search', query: 'v=1&q=austin' },
      });
      expect(created.status).toBe(201);
      const list = as(listDetailSchema, created);
      expect(list).toMatchObject({
        name: 'Absentee owners',
        ids: ['10', '11'],
        size: 2,
        owner: ann,
        mine: true,
        shared: false,
        source: { kind: 'search', query: 'v=1&q=austin' },
      });
      expect(as(listDetailSchema, await call(ann, 'GET', `/lists/${list.id}`)).ids).toEqual([
        '10',
        '11',
      ]);

      const patched = await call(ann, 'PATCH', `/lists/${list.id}`, {
        name: 'Absentee',
        shared: true,
      });
      expect(as(listSummarySchema, patched)).toMatchObject({ name: 'Absentee', shared: true });

      const all = as(listsAnswerSchema, await call(ann, 'GET', '/lists?tag=hot&sort=name'));
      expect(all.lists.map((l) => l.id)).toContain(list.id);
      expect(all.lists.every((l) => l.tags.some((t) => t.name === 'hot'))).toBe(true);
      expect(all.lists[0]).not.toHaveProperty('ids');
      expectError(await call(ann, 'GET', '/lists?sort=colour'), 400, /sort/);
    });

    it('keeps private lists private, shared ones read-only', async () => {
      const ann = someone('ann');
      const bob = someone('bob');
      const secret = as(
        listDetailSchema,
        await call(ann, 'POST', '/lists', { name: 'Secret', ids: ['1'] }),
      );
      const team = as(
        listDetailSchema,
        await call(ann, 'POST', '/lists', { name: 'Team', ids: ['2'], shared: true }),
      );
      expectError(await call(bob, 'GET', `/lists/${secret.id}`), 404, /No list with this id/);
      const seen = as(listDetailSchema, await call(bob, 'GET', `/lists/${team.id}`));
      expect(seen).toMatchObject({ ids: ['2'], mine: false, owner: ann });
      const bobLists = as(listsAnswerSchema, await call(bob, 'GET', '/lists')).lists.map(
        (l) => l.id,
      );
      expect(bobLists).toContain(team.id);
      expect(bobLists).not.toContain(secret.id);

      const owner = /Only the owner can change this list/;
      expectError(await call(bob, 'PATCH', `/lists/${team.id}`, { name: 'Mine now' }), 403, owner);
      expectError(await call(bob, 'POST', `/lists/${team.id}/items`, { add: ['3'] }), 403, owner);
      expectError(await call(bob, 'DELETE', `/lists/${team.id}`), 403, owner);
      expectError(await call(bob, 'PATCH', `/lists/${secret.id}`, { name: 'x' }), 404);
      // Bob can copy the shared list into one of his own (a stack of it with nothing taken away).
      const copy = await call(bob, 'POST', '/lists', { name: 'My copy', ids: seen.ids });
      expect(as(listDetailSchema, copy).owner).toBe(bob);
      expect(as(listDetailSchema, await call(ann, 'GET', `/lists/${team.id}`)).name).toBe('Team');
    });

    it('adds and removes leads', async () => {
      const ann = someone('ann');
      const list = as(
        listDetailSchema,
        await call(ann, 'POST', '/lists', { name: 'L', ids: ['1', '2'] }),
      );
      const changed = await call(ann, 'POST', `/lists/${list.id}/items`, {
        add: ['3', '1'],
        remove: ['2'],
      });
      expect(as(listItemsAnswerSchema, changed)).toEqual({ size: 2, added: 1, removed: 1 });
      expect(as(listDetailSchema, await call(ann, 'GET', `/lists/${list.id}`)).ids).toEqual([
        '1',
        '3',
      ]);
    });

    it('deletes with undo', async () => {
      const ann = someone('ann');
      const list = as(
        listDetailSchema,
        await call(ann, 'POST', '/lists', { name: 'Gone', ids: ['1'] }),
      );
      const deleted = as(deleteListAnswerSchema, await call(ann, 'DELETE', `/lists/${list.id}`));
      expect(deleted.deleted.id).toBe(list.id);
      expectError(await call(ann, 'GET', `/lists/${list.id}`), 404);
      const restored = await call(ann, 'POST', `/lists/${list.id}/restore`);
      expect(as(listSummarySchema, restored).name).toBe('Gone');
      expect(as(listDetailSchema, await call(ann, 'GET', `/lists/${list.id}`)).ids).toEqual(['1']);
    });

    it('answers 404 for a list id that is no uuid, and for a path that is not in the API', async () => {
      expectError(await call('x', 'GET', '/lists/123'), 404);
      expectError(await call('x', 'GET', '/nothing-here'), 404, /not part of this API/);
    });
  });

  describe('bounds and bad input', () => {
    it(
      'refuses 100,001 ids with the agreed message, and takes 100,000',
      async () => {
        const ann = someone('ann');
        const over = await call(ann, 'POST', '/lists', { name: 'Over', ids: range(0, 100_001) });
        const error = expectError(over, 400);
        expect(error.message).toBe('A list holds at most 100,000 property ids');
        expect(error.details).toEqual({ ids: 'A list holds at most 100,000 property ids' });
        const exact = await call(ann, 'POST', '/lists', { name: 'Exact', ids: range(0, 100_000) });
        expect(exact.status).toBe(201);
        const full = as(listDetailSchema, exact);
        const more = await call(ann, 'POST', `/lists/${full.id}/items`, { add: ['100000'] });
        expectError(more, 400, /at most 100,000 property ids/);
      },
      HEAVY,
    );

    it('answers 400 for bad JSON, a wrong field and a non-id, naming the field', async () => {
      const ann = someone('ann');
      expectError(
        await call(ann, 'POST', '/lists', '{"name": "x", "ids": [1,'),
        400,
        /not valid JSON/,
      );
      const wrongType = expectError(
        await call(ann, 'POST', '/lists', { name: 'x', ids: [1] }),
        400,
      );
      expect(Object.keys(wrongType.details ?? {})).toEqual(['ids.0']);
      const notId = expectError(
        await call(ann, 'POST', '/lists', { name: 'x', ids: ['abc'] }),
        400,
      );
      expect(notId.message).toMatch(/^ids\.0: must be a property id/);
      expectError(await call(ann, 'POST', '/lists', { name: '   ', ids: [] }), 400, /^name/);
      expectError(await call(ann, 'POST', '/lists', { name: 'x', ids: [], owner: 'bob' }), 400);
      expectError(await call(ann, 'POST', '/lists', [1, 2]), 400);
      expectError(await call(ann, 'POST', '/lists', '['.repeat(5000)), 400, /nests too deeply/);
      expectError(
        await call(ann, 'PUT', '/settings', { freshnessDays: 0 }, 'admin'),
        400,
        /freshnessDays/,
      );
      expect(logged).toEqual([]);
    });

    it('answers 415 for a change that is not JSON', async () => {
      const response = await api.request(
        '/app/v1/lists',
        {
          method: 'POST',
          body: 'name=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
        { appUser: 'ann' },
      );
      expect(response.status).toBe(415);
    });

    it(
      'answers 413 for a body over 5 MB',
      async () => {
        const response = await api.request(
          '/app/v1/records/read',
          {
            method: 'POST',
            body: JSON.stringify({ ids: ['1'], blob: 'x'.repeat(5 * 1024 * 1024) }),
            headers: { 'content-type': 'application/json' },
          },
          { appUser: 'ann' },
        );
        expect(response.status).toBe(413);
        expect(appErrorSchema.parse(await response.json()).message).toBe(
          'The request body is larger than 5 MB',
        );
      },
      HEAVY,
    );
  });

  describe('stacking', () => {
    it('gives the exact ids of union, intersection, difference and at least N', async () => {
      const ann = someone('ann');
      const make = async (name: string, ids: string[]) =>
        as(listDetailSchema, await call(ann, 'POST', '/lists', { name, ids })).id;
      const listIds = [
        await make('Absentee', ['1', '2', '3', '4']),
        await make('High equity', ['4', '3', '5', '6']),
        await make('Pre-foreclosure', ['6', '4', '7', '1']),
      ];
      const stack = async (op: string, atLeast?: number) => {
        const answer = await call(ann, 'POST', '/lists/stack', { name: op, op, listIds, atLeast });
        expect(answer.status).toBe(201);
        return as(listDetailSchema, answer);
      };
      expect((await stack('union')).ids).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect((await stack('intersection')).ids).toEqual(['4']);
      expect((await stack('difference')).ids).toEqual(['2']);
      const best = await stack('atLeast', 2);
      expect(best.ids).toEqual(['1', '3', '4', '6']);
      expect(best.source).toEqual({
        kind: 'stack',
        note: 'atLeast of Absentee, High equity, Pre-foreclosure',
      });
      expect(as(listDetailSchema, await call(ann, 'GET', `/lists/${best.id}`)).size).toBe(4);
    });

    it('refuses a stack of one list, a missing threshold, and a list the user cannot see', async () => {
      const ann = someone('ann');
      const bob = someone('bob');
      const mine = as(
        listDetailSchema,
        await call(ann, 'POST', '/lists', { name: 'a', ids: ['1'] }),
      ).id;
      const bobs = as(
        listDetailSchema,
        await call(bob, 'POST', '/lists', { name: 'b', ids: ['1'] }),
      ).id;
      expectError(
        await call(ann, 'POST', '/lists/stack', { name: 's', op: 'union', listIds: [mine] }),
        400,
        /at least 2/,
      );
      expectError(
        await call(ann, 'POST', '/lists/stack', {
          name: 's',
          op: 'atLeast',
          listIds: [mine, bobs],
        }),
        400,
        /atLeast/,
      );
      expectError(
        await call(ann, 'POST', '/lists/stack', {
          name: 's',
          op: 'atLeast',
          atLeast: 3,
          listIds: [mine, bobs],
        }),
        400,
        /must not exceed/,
      );
      expectError(
        await call(ann, 'POST', '/lists/stack', { name: 's', op: 'union', listIds: [mine, bobs] }),
        404,
      );
    });
  });

  describe('saved searches', () => {
    it('creates, lists, changes, deletes and restores; only the owner changes one', async () => {
      const ann = someone('ann');
      const bob = someone('bob');
      const created = await call(ann, 'POST', '/searches', {
        name: 'Austin',
        query: 'v=1&q=a',
        shared: true,
      });
      expect(created.status).toBe(201);
      const search = as(savedSearchSchema, created);
      expect(search).toMatchObject({
        name: 'Austin',
        query: 'v=1&q=a',
        mine: true,
        lastPull: null,
      });
      const bobs = as(searchesAnswerSchema, await call(bob, 'GET', '/searches')).searches;
      expect(bobs.find((s) => s.id === search.id)?.mine).toBe(false);
      expectError(
        await call(bob, 'PATCH', `/searches/${search.id}`, { name: 'x' }),
        403,
        /Only the owner/,
      );
      const patched = as(
        savedSearchSchema,
        await call(ann, 'PATCH', `/searches/${search.id}`, { query: 'v=1&q=b' }),
      );
      expect(patched.query).toBe('v=1&q=b');
      expect(
        as(deleteSearchAnswerSchema, await call(ann, 'DELETE', `/searches/${search.id}`)).deleted
          .id,
      ).toBe(search.id);
      expect(
        as(searchesAnswerSchema, await call(ann, 'GET', '/searches')).searches.map((s) => s.id),
      ).not.toContain(search.id);
      expect(
        as(savedSearchSchema, await call(ann, 'POST', `/searches/${search.id}/restore`)).id,
      ).toBe(search.id);
    });

    it('records a pull and tells what is new since', async () => {
      const ann = someone('ann');
      const search = as(
        savedSearchSchema,
        await call(ann, 'POST', '/searches', { name: 'Watch', query: 'v=1' }),
      );
      const pull = as(
        pullSchema,
        await call(ann, 'POST', `/searches/${search.id}/pulls`, { ids: ['1', '2', '3'] }),
      );
      expect(pull.count).toBe(3);
      const diff = as(
        searchDiffAnswerSchema,
        await call(ann, 'POST', `/searches/${search.id}/diff`, { ids: ['2', '3', '4'] }),
      );
      expect(diff).toEqual({ added: ['4'], removed: ['1'], lastPull: pull });
      expectError(await call(ann, 'POST', `/searches/${search.id}/diff`, { ids: [2] }), 400);
    });
  });

  describe('records held', () => {
    it('says what is held under the team window, and reads them back; the browser cannot write them', async () => {
      const ann = someone('ann');
      const base = 700_000_000 + Math.floor(Math.random() * 1_000_000);
      const [x, y] = [String(base), String(base + 1)];
      expect(as(settingsAnswerSchema, await call(ann, 'GET', '/settings'))).toMatchObject({
        freshnessDays: 30,
      });
      // Held records come from the proxy alone (server/proxy/kept-records.test.ts).
      await store.records.store([{ id: Number(x), city: 'Austin' }], 'carl');
      const held = as(heldAnswerSchema, await call(ann, 'POST', '/records/held', { ids: [y, x] }));
      expect(held).toEqual({ held: [x], missing: [y], freshnessDays: 30 });
      const read = as(
        readRecordsAnswerSchema,
        await call(someone('bob'), 'POST', '/records/read', { ids: [x, y] }),
      );
      expect(read.records).toEqual([{ id: Number(x), city: 'Austin' }]);
      // No route takes records from a browser: another user's record cannot be overwritten.
      expectError(
        await call(ann, 'PUT', '/records', { records: [{ id: Number(x), city: 'Forged' }] }),
        404,
      );
      expect(await store.records.read([x], 30)).toEqual([{ id: Number(x), city: 'Austin' }]);

      await store.db.query(
        "UPDATE records SET pulled_at = now() - interval '10 days' WHERE property_id = $1",
        [x],
      );
      const changed = as(
        settingsAnswerSchema,
        await call(ann, 'PUT', '/settings', { freshnessDays: 7 }, 'admin'),
      );
      expect(changed).toMatchObject({ freshnessDays: 7, updatedBy: ann });
      const stale = as(heldAnswerSchema, await call(ann, 'POST', '/records/held', { ids: [x] }));
      expect(stale).toEqual({ held: [], missing: [x], freshnessDays: 7 });
      await call(ann, 'PUT', '/settings', { freshnessDays: 30 }, 'admin');
    });

    it('lets only an admin change the team’s settings', async () => {
      const member = someone('mia');
      expectError(
        await call(member, 'PUT', '/settings', { freshnessDays: 2 }),
        403,
        /Only an admin/,
      );
      expect(await store.settings.freshnessDays()).toBe(30);
    });
  });

  describe('import once', () => {
    it('imports the browser’s lists and searches once', async () => {
      const ann = someone('ann');
      const body = {
        source: 'browser-abc',
        lists: [{ name: 'Saved list', ids: [5, 6], createdAt: '2026-03-01T00:00:00.000Z' }],
        searches: [{ name: 'Saved search', query: 'v=1&q=z' }],
      };
      expect(as(importAnswerSchema, await call(ann, 'POST', '/import', body))).toEqual({
        alreadyImported: false,
        lists: 1,
        searches: 1,
      });
      expect(as(importAnswerSchema, await call(ann, 'POST', '/import', body))).toEqual({
        alreadyImported: true,
        lists: 0,
        searches: 0,
      });
      const lists = as(listsAnswerSchema, await call(ann, 'GET', '/lists')).lists.filter(
        (l) => l.mine,
      );
      expect(lists.map((l) => [l.name, l.size, l.source.kind])).toEqual([
        ['Saved list', 2, 'import'],
      ]);
      const searches = as(
        searchesAnswerSchema,
        await call(ann, 'GET', '/searches'),
      ).searches.filter((s) => s.mine);
      expect(searches.map((s) => s.name)).toEqual(['Saved search']);
    });
  });
});

describe('/app/v1 when the database cannot be opened', () => {
  it(
    'answers 503 and logs why, then opens it on a later request',
    async () => {
      const logged: string[] = [];
      let attempts = 0;
      const backend = TEST_BACKENDS[0]!;
      let opened: AppStore | undefined;
      const api = createAppApi({
        store: async () => {
          attempts += 1;
          if (attempts === 1) throw new Error('connect ECONNREFUSED 127.0.0.1:5432');
          opened ??= await backend.open();
          return opened;
        },
        log: (line) => logged.push(line),
      });
      const first = await api.request('/app/v1/lists', {}, { appUser: 'ann' });
      expect(first.status).toBe(503);
      expect(logged.join('\n')).toContain('ECONNREFUSED');
      const second = await api.request('/app/v1/lists', {}, { appUser: 'ann' });
      expect(second.status).toBe(200);
      await opened?.close();
    },
    HEAVY,
  );
});
