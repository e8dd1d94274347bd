// Who the lists API serves: `local` in vite dev/preview whatever the browser claims, the signed-in
// user on the production server, and nobody (401) without a session there.
import { Hono, type Context } from 'hono';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../mock-server/test-helpers';
import { API_PATH, createApiHandler, type ApiHandler } from '../api-handler';
import { listDetailSchema, listsAnswerSchema } from '../app-contract';
import type { Auth } from '../auth/identity';
import { createProductionApp } from '../production-app';
import type { ServerEnv } from '../server-env';
import { openStore } from '../store/store';

const env: ServerEnv = { api: { mode: 'mock' }, port: 0, connectOrigins: [] };
const json = { 'content-type': 'application/json' };

/** Header sign-in as a test stand-in: `x-test-user` names the user, its absence is anonymous. */
const testAuth: Auth = {
  mode: 'header',
  routes: new Hono(),
  identify: async (c: Context) => {
    const name = c.req.header('x-test-user');
    return name
      ? { kind: 'user', name, key: name.toLowerCase(), role: 'member' }
      : { kind: 'anonymous', message: 'Sign in first.' };
  },
};

let handler: ApiHandler;
let dist: string;

beforeAll(async () => {
  handler = createApiHandler(env, {
    mockConfig: TEST_CONFIG,
    openStore: () => openStore({ kind: 'pglite', dataDir: 'memory://' }),
  });
  await handler.ready;
  // Opens the database now (it opens on first use), so no test waits for PGlite to start.
  expect((await handler.app.request('/app/v1/lists')).status).toBe(200);
  dist = mkdtempSync(join(tmpdir(), 'llb-mount-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
}, 60_000);

afterAll(async () => {
  await handler.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the lists API mount', () => {
  it('is an API path, so vite hands it to the handler rather than the SPA', () => {
    expect(API_PATH.test('/app/v1/lists')).toBe(true);
    expect(API_PATH.test('/app/v1/lists/x/items')).toBe(true);
    expect(API_PATH.test('/application')).toBe(false);
  });

  it('in vite dev and preview, every list is the local user’s, whatever the browser claims', async () => {
    const created = await handler.app.request('/app/v1/lists', {
      method: 'POST',
      headers: { ...json, 'x-user-id': 'mallory', 'x-test-user': 'mallory' },
      body: JSON.stringify({ name: 'Dev list', ids: ['1'] }),
    });
    expect(created.status).toBe(201);
    expect(listDetailSchema.parse(await created.json()).owner).toBe('local');
  });

  it('on the production server, lists belong to the signed-in user and others see only shared ones', async () => {
    const { app } = createProductionApp({ distDir: dist, env, api: handler, auth: testAuth });
    const as = (user: string, path: string, init: RequestInit = {}) =>
      app.fetch(
        new Request(`http://app.test/app/v1${path}`, {
          ...init,
          headers: { ...json, 'x-test-user': user, 'x-user-id': 'local' },
        }),
      );
    const made = await as('ann', '/lists', {
      method: 'POST',
      body: JSON.stringify({ name: 'Ann private', ids: ['1'] }),
    });
    expect(made.status).toBe(201);
    const list = listDetailSchema.parse(await made.json());
    expect(list.owner).toBe('ann');
    expect(made.headers.get('cache-control')).toBe('no-store');

    expect((await as('bob', `/lists/${list.id}`)).status).toBe(404);
    expect((await as('local', `/lists/${list.id}`)).status).toBe(404);
    await as('ann', `/lists/${list.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ shared: true }),
    });
    const seen = listDetailSchema.parse(await (await as('bob', `/lists/${list.id}`)).json());
    expect(seen).toMatchObject({ owner: 'ann', mine: false, ids: ['1'] });
    const bobs = listsAnswerSchema.parse(await (await as('bob', '/lists')).json());
    expect(bobs.lists.map((l) => l.name)).toEqual(['Ann private']);
    // One owner in any letter case: "ANN" is ann.
    expect(
      (await as('ANN', `/lists/${list.id}`, { method: 'PATCH', body: '{"name":"Renamed"}' }))
        .status,
    ).toBe(200);
    // Team settings are an admin's; a member is refused.
    expect(
      (await as('bob', '/settings', { method: 'PUT', body: '{"freshnessDays":5}' })).status,
    ).toBe(403);
  });

  it('on the production server, nobody signed in gets a 401', async () => {
    const { app } = createProductionApp({ distDir: dist, env, api: handler, auth: testAuth });
    const response = await app.fetch(new Request('http://app.test/app/v1/lists'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: 'SIGN_IN_REQUIRED' });
  });

  it('on the production server with AUTH=none, everyone is the local user', async () => {
    const { app } = createProductionApp({ distDir: dist, env, api: handler });
    const response = await app.fetch(
      new Request('http://app.test/app/v1/lists', { headers: { 'x-user-id': 'ann' } }),
    );
    const lists = listsAnswerSchema.parse(await response.json()).lists;
    expect(lists.filter((l) => l.mine).map((l) => [l.name, l.owner])).toEqual([
      ['Dev list', 'local'],
    ]);
  });
});
