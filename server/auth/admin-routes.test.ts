// The admin's users API (/auth/users) on every backend: admins only, each change audited with who
// and when, a new password or a removal ending sessions at once, the server's rules as clear 4xx.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  removedAnswerSchema,
  sessionsEndedAnswerSchema,
  userAnswerSchema,
  usersAnswerSchema,
  type AddUserBody,
  type ChangeUserBody,
} from '../../src/api/contract/team-users';
import { createApiHandler } from '../api-handler';
import { createProductionApp } from '../production-app';
import type { ServerEnv } from '../server-env';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { createAuth } from './auth';
import { hashPassword, verifyPassword } from './password-hash';

const PASSWORD = 'an admin test password';
const env: ServerEnv = { api: { mode: 'mock' }, port: 0, connectOrigins: [] };
let dist = '';

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'llb-admin-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe.each(TEST_BACKENDS)('the users API on $name', (backend) => {
  let store: AppStore;
  let app: ReturnType<typeof createProductionApp>['app'];
  let admin = '';
  let member = '';

  const call = (path: string, cookie: string, method = 'GET', body?: unknown) =>
    app.fetch(
      new Request(`http://app.test${path}`, {
        method,
        headers: {
          cookie,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        ...(body !== undefined && { body: JSON.stringify(body) }),
      }),
      { incoming: { socket: { remoteAddress: '198.51.100.7' } } },
    );

  async function signIn(name: string, password = PASSWORD): Promise<string> {
    const response = await app.fetch(
      new Request('http://app.test/auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, password }),
      }),
      { incoming: { socket: { remoteAddress: `203.0.113.${Math.floor(Math.random() * 250)}` } } },
    );
    expect(response.status).toBe(200);
    return (response.headers.get('set-cookie') ?? '').split(';')[0]!;
  }

  beforeAll(async () => {
    store = await backend.open();
    for (const [name, role] of [
      ['ann', 'admin'],
      ['bob', 'member'],
    ] as const)
      await store.users.add({ name, passwordHash: await hashPassword(PASSWORD, 4), role }, 'test');
    const auth = createAuth(
      {
        mode: 'password',
        usersFile: join(dist, 'users.json'),
        sessionSecret: 'admin-routes-session-secret-0123456789',
        sessionTtlMs: 3_600_000,
        trustProxy: 'none',
        secureCookies: 'auto',
      },
      { store: async () => store, log: () => undefined, hashCost: 4 },
    );
    const api = createApiHandler(env, { openStore: async () => store, log: () => undefined });
    app = createProductionApp({ distDir: dist, env, api, auth }).app;
    admin = await signIn('ann');
    member = await signIn('bob');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  it('is for admins: a member gets 403, nobody signed in 401', async () => {
    const refused = await call('/auth/users', member);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ errorCode: 'ADMIN_ONLY' });
    expect(
      (await call('/auth/users', member, 'POST', { name: 'x', password: PASSWORD, role: 'admin' }))
        .status,
    ).toBe(403);
    expect((await call('/auth/users', '')).status).toBe(401);
    expect(await store.users.find('x')).toBeUndefined();
  });

  it('lists the team, and adds a user who can then sign in; the addition is audited', async () => {
    const listed = usersAnswerSchema.parse(await (await call('/auth/users', admin)).json());
    expect(listed.users.map((u) => [u.name, u.role])).toEqual([
      ['ann', 'admin'],
      ['bob', 'member'],
    ]);
    const body: AddUserBody = { name: 'Cleo', password: PASSWORD, role: 'member' };
    const added = await call('/auth/users', admin, 'POST', body);
    expect(added.status).toBe(201);
    expect(userAnswerSchema.parse(await added.json()).user).toMatchObject({
      name: 'Cleo',
      role: 'member',
      createdBy: 'ann',
      sessions: 0,
    });
    expect(await signIn('cleo')).toMatch(/^llb_session=/);
    expect((await store.audit.recent(1))[0]).toMatchObject({
      actor: 'ann',
      action: 'user.add',
      subject: 'cleo',
    });
  });

  it('refuses what the rules forbid with a clear 4xx', async () => {
    const cases: [unknown, number, RegExp][] = [
      [{ name: 'local', password: PASSWORD, role: 'member' }, 400, /reserved/],
      [{ name: 'dee dee', password: PASSWORD, role: 'member' }, 400, /user name/],
      [{ name: 'dee', password: 'short', role: 'member' }, 400, /at least 10/],
      [{ name: 'dee', password: PASSWORD, role: 'owner' }, 400, /role/],
      [{ name: 'BOB', password: PASSWORD, role: 'member' }, 409, /already exists/],
    ];
    for (const [body, status, message] of cases) {
      const response = await call('/auth/users', admin, 'POST', body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    const notJson = await app.fetch(
      new Request('http://app.test/auth/users', {
        method: 'POST',
        headers: { cookie: admin, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=x',
      }),
    );
    expect(notJson.status).toBe(415);
  });

  it('resets a password (their sessions end) and changes a role, at once on the next request', async () => {
    const bobs = await signIn('bob');
    const change: ChangeUserBody = { password: 'bob’s new password', role: 'admin' };
    const changed = await call('/auth/users/BOB', admin, 'PATCH', change);
    expect(changed.status).toBe(200);
    expect(userAnswerSchema.parse(await changed.json()).user).toMatchObject({
      role: 'admin',
      sessions: 0,
      updatedBy: 'ann',
    });
    expect((await call('/auth/users', bobs)).status).toBe(401);
    expect(
      await verifyPassword('bob’s new password', (await store.users.find('bob'))!.passwordHash!),
    ).toBe(true);
    const asAdmin = await signIn('bob', 'bob’s new password');
    expect((await call('/auth/users', asAdmin)).status).toBe(200);
    await call('/auth/users/bob', admin, 'PATCH', { role: 'member' });
    expect((await call('/auth/users', asAdmin)).status).toBe(403);
    expect((await call('/auth/users/bob', admin, 'PATCH', {})).status).toBe(400);
  });

  it('ends a user’s sessions, and keeps the last admin', async () => {
    const cleo = await signIn('cleo');
    const ended = sessionsEndedAnswerSchema.parse(
      await (await call('/auth/users/cleo/sign-out', admin, 'POST', {})).json(),
    );
    expect(ended.ended).toBeGreaterThanOrEqual(1);
    expect((await call('/app/v1/lists', cleo)).status).toBe(401);
    expect((await call('/auth/users/nobody/sign-out', admin, 'POST', {})).status).toBe(404);
    const last = await call('/auth/users/ann', admin, 'PATCH', { role: 'member' });
    expect(last.status).toBe(409);
    expect(((await last.json()) as { message: string }).message).toMatch(/at least one admin/);
  });

  it('removes a user: their sessions end, their lists stay', async () => {
    const cleo = await signIn('cleo');
    await call('/app/v1/lists', cleo, 'POST', { name: 'Cleo’s list', ids: ['1'] });
    const removed = await call('/auth/users/Cleo', admin, 'DELETE');
    expect(removedAnswerSchema.parse(await removed.json())).toEqual({ removed: 'cleo' });
    expect((await call('/app/v1/lists', cleo)).status).toBe(401);
    const { rows } = await store.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM lists WHERE owner = 'cleo'",
    );
    expect(rows[0]?.n).toBe(1);
    expect((await call('/auth/users/cleo', admin, 'DELETE')).status).toBe(404);
  });
});
