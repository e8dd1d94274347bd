// Sign-in end to end through the production app: cookies, the 401 for API calls, x-user-id upstream, limits.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '../api-handler';
import { createProductionApp } from '../production-app';
import type { ServerEnv } from '../server-env';
import { createAuth, LOGIN_FAILURES_PER_USER, SESSION_COOKIE } from './auth';
import type { AuthConfig } from './auth-env';
import { hashPassword } from './password-hash';
import { writeUsers } from './users-file';

const SECRET = 'test-session-secret-that-is-long-enough-1234';
const PASSWORD = 'correct horse battery';
const TTL = 60 * 60_000;

let dir = '';
let usersFile = '';
const upstreamCalls: { path: string; userId: string | null }[] = [];
const logLines: string[] = [];
let now = 1_000_000;

const env: ServerEnv = {
  api: {
    mode: 'proxy',
    baseUrl: 'https://api.example.com',
    apiKey: 'sk-upstream',
    timeoutMs: 2000,
    maxResponseBytes: 1 << 20,
  },
  port: 0,
  connectOrigins: [],
};

const fakeUpstream = (async (url: string, init: RequestInit) => {
  upstreamCalls.push({
    path: new URL(url).pathname,
    userId: new Headers(init.headers).get('x-user-id'),
  });
  return Response.json({ resultCount: 3, data: [] });
}) as unknown as typeof fetch;

function passwordConfig(overrides: Partial<AuthConfig> = {}): AuthConfig {
  return {
    mode: 'password',
    usersFile,
    sessionSecret: SECRET,
    sessionTtlMs: TTL,
    trustProxy: 'none',
    secureCookies: 'auto',
    ...overrides,
  } as AuthConfig;
}

function appWith(config: AuthConfig) {
  const auth = createAuth(config, { log: (line) => logLines.push(line), now: () => now });
  const api = createApiHandler(env, { fetch: fakeUpstream, log: () => undefined });
  return createProductionApp({ distDir: dir, env, api, auth }).app;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'llb-auth-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  usersFile = join(dir, 'users.json');
  writeUsers(usersFile, [
    { name: 'alice', hash: await hashPassword(PASSWORD, 4), createdAt: '2026-01-01' },
    { name: 'bob', hash: await hashPassword(PASSWORD, 4), createdAt: '2026-01-01' },
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  upstreamCalls.length = 0;
  logLines.length = 0;
});

type App = ReturnType<typeof appWith>;

/** A request as from a socket at `address` (the Node adapter's c.env.incoming). */
function call(app: App, path: string, init: RequestInit = {}, address = '203.0.113.9') {
  return app.fetch(new Request(`http://app.test${path}`, init), {
    incoming: { socket: { remoteAddress: address } },
  });
}

function search(app: App, cookie?: string, userId?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (cookie) headers.cookie = cookie;
  if (userId) headers['x-user-id'] = userId;
  return call(app, '/v2/PropertySearch', { method: 'POST', headers, body: '{"count":true}' });
}

function signIn(
  app: App,
  name: string,
  password: string,
  headers: Record<string, string> = {},
  address?: string,
) {
  return call(
    app,
    '/auth/sign-in',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ name, password }),
    },
    address,
  );
}

/** The cookie pair ("llb_session=…") from a Set-Cookie header. */
function sessionCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

describe('password sign-in', () => {
  it('answers API calls without a session with a 401 the app understands, before the upstream', async () => {
    const app = appWith(passwordConfig());
    const response = await search(app);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      errorCode: 'SIGN_IN_REQUIRED',
      message: 'Sign in to use Lead List Builder.',
      mode: 'password',
    });
    expect((await call(app, '/auth/session')).status).toBe(401);
    expect(upstreamCalls).toEqual([]);
  });

  it('keeps the app shell and the health checks open', async () => {
    const app = appWith(passwordConfig());
    expect((await call(app, '/')).status).toBe(200);
    expect((await call(app, '/healthz')).status).toBe(200);
  });

  it('signs in with an HttpOnly, SameSite=Strict, expiring cookie, and the user goes upstream', async () => {
    const app = appWith(passwordConfig());
    const response = await signIn(app, 'Alice', PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      mode: 'password',
      user: { name: 'alice' },
      canSignOut: true,
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Path=\//);
    expect(setCookie).toMatch(/Max-Age=3600/);
    expect(setCookie).not.toMatch(/Secure/);

    const cookie = sessionCookie(response);
    const session = await call(app, '/auth/session', { headers: { cookie } });
    expect(await session.json()).toMatchObject({ user: { name: 'alice' } });
    // What the browser claims as x-user-id is replaced by the signed-in user.
    const answer = await search(app, cookie, 'someone-else');
    expect(answer.status).toBe(200);
    expect(upstreamCalls).toEqual([{ path: '/v2/PropertySearch', userId: 'alice' }]);
  });

  it('marks the cookie Secure behind a trusted TLS proxy, and only then', async () => {
    const trusted = appWith(passwordConfig({ trustProxy: ['10.0.0.5'] }));
    const viaProxy = await signIn(
      trusted,
      'alice',
      PASSWORD,
      { 'x-forwarded-proto': 'https' },
      '10.0.0.5',
    );
    expect(viaProxy.headers.get('set-cookie')).toMatch(/Secure/);
    const forged = await signIn(
      trusted,
      'alice',
      PASSWORD,
      { 'x-forwarded-proto': 'https' },
      '198.51.100.7',
    );
    expect(forged.headers.get('set-cookie')).not.toMatch(/Secure/);
    const always = appWith(passwordConfig({ secureCookies: 'always' }));
    expect((await signIn(always, 'alice', PASSWORD)).headers.get('set-cookie')).toMatch(/Secure/);
  });

  it('works on another instance with the same secret, not with another secret', async () => {
    const cookie = sessionCookie(await signIn(appWith(passwordConfig()), 'alice', PASSWORD));
    expect((await search(appWith(passwordConfig()), cookie)).status).toBe(200);
    const other = appWith(passwordConfig({ sessionSecret: `${SECRET}-rotated` }));
    expect((await search(other, cookie)).status).toBe(401);
  });

  it('refuses a tampered or expired cookie', async () => {
    const app = appWith(passwordConfig());
    const cookie = sessionCookie(await signIn(app, 'alice', PASSWORD));
    const [name, value = ''] = cookie.split('=');
    const [payload = '', sig] = value.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'bob' })).toString('base64url');
    expect((await search(app, `${name}=${forged}.${sig}`)).status).toBe(401);
    now += TTL;
    expect((await search(app, cookie)).status).toBe(401);
  });

  it('signs out: the cookie is cleared and API calls get the 401 again', async () => {
    const app = appWith(passwordConfig());
    const cookie = sessionCookie(await signIn(app, 'alice', PASSWORD));
    const out = await call(app, '/auth/sign-out', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{}',
    });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    const browserCookie = sessionCookie(out);
    expect((await search(app, browserCookie)).status).toBe(401);
  });

  it('ends the sessions of a user who is removed or gets a new password', async () => {
    const app = appWith(passwordConfig());
    const cookie = sessionCookie(await signIn(app, 'bob', PASSWORD));
    expect((await search(app, cookie)).status).toBe(200);
    writeUsers(usersFile, [
      { name: 'alice', hash: await hashPassword(PASSWORD, 4), createdAt: '2026-01-01' },
      { name: 'bob', hash: await hashPassword('a brand new password', 4), createdAt: '2026-01-02' },
    ]);
    expect((await search(app, cookie)).status).toBe(401);
    writeUsers(usersFile, [
      { name: 'alice', hash: await hashPassword(PASSWORD, 4), createdAt: '2026-01-01' },
    ]);
    expect((await search(app, cookie)).status).toBe(401);
    writeUsers(usersFile, [
      { name: 'alice', hash: await hashPassword(PASSWORD, 4), createdAt: '2026-01-01' },
      { name: 'bob', hash: await hashPassword(PASSWORD, 4), createdAt: '2026-01-01' },
    ]);
  });

  it('says the same for an unknown name and a wrong password, and logs the attempt without the password', async () => {
    const app = appWith(passwordConfig());
    const wrong = await signIn(app, 'alice', 'not-the-password-1');
    const unknown = await signIn(app, 'mallory', 'not-the-password-2');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const log = logLines.join('\n');
    expect(log).toContain('"alice" from 203.0.113.9: wrong password');
    expect(log).toContain('"mallory" from 203.0.113.9: unknown user');
    expect(log).not.toContain('not-the-password');
  });

  it('rate-limits failures per user name, even for the right password afterwards', async () => {
    const app = appWith(passwordConfig());
    for (let i = 0; i < LOGIN_FAILURES_PER_USER; i++)
      expect((await signIn(app, 'bob', `wrong-${i}-password`, {}, `192.0.2.${i}`)).status).toBe(
        401,
      );
    const blocked = await signIn(app, 'bob', PASSWORD, {}, '192.0.2.200');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({
      errorCode: 'SIGN_IN_RATE_LIMITED',
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    // Another user from the same addresses is not blocked.
    expect((await signIn(app, 'alice', PASSWORD, {}, '192.0.2.1')).status).toBe(200);
  });

  it('rate-limits failures per address across user names', async () => {
    const app = appWith(passwordConfig());
    for (let i = 0; i < 30; i++)
      await signIn(app, `user${i}`, 'some wrong password', {}, '192.0.2.99');
    expect((await signIn(app, 'alice', PASSWORD, {}, '192.0.2.99')).status).toBe(429);
    expect((await signIn(app, 'alice', PASSWORD, {}, '192.0.2.98')).status).toBe(200);
  });

  it('takes sign-in as JSON only (a cross-site form cannot post it), and explains a missing field', async () => {
    const app = appWith(passwordConfig());
    const form = await call(app, '/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=alice&password=x',
    });
    expect(form.status).toBe(415);
    const empty = await call(app, '/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"alice"}',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'Enter your user name and password.' });
    const huge = await call(app, '/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'alice', password: 'x'.repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
  });
});

describe('AUTH=none', () => {
  it('is open, and the x-user-id from Settings goes upstream as today', async () => {
    const app = appWith({ mode: 'none', trustProxy: 'none', secureCookies: 'auto' });
    expect(await (await call(app, '/auth/session')).json()).toEqual({
      mode: 'none',
      user: null,
      canSignOut: false,
    });
    expect((await search(app, undefined, 'settings-user')).status).toBe(200);
    expect(upstreamCalls).toEqual([{ path: '/v2/PropertySearch', userId: 'settings-user' }]);
    expect((await call(app, '/auth/sign-in', { method: 'POST' })).status).toBe(404);
  });
});

describe('AUTH=header (SSO behind a reverse proxy)', () => {
  const config: AuthConfig = {
    mode: 'header',
    header: 'x-forwarded-user',
    proxyIps: ['10.0.0.5'],
    trustProxy: 'none',
    secureCookies: 'auto',
  };

  it('takes the user from the header when the request comes from the proxy', async () => {
    const app = appWith(config);
    const response = await call(
      app,
      '/v2/PropertySearch',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-user': 'carol@example.com' },
        body: '{}',
      },
      '::ffff:10.0.0.5',
    );
    expect(response.status).toBe(200);
    expect(upstreamCalls).toEqual([{ path: '/v2/PropertySearch', userId: 'carol@example.com' }]);
  });

  it('ignores the header from anyone else', async () => {
    const app = appWith(config);
    const response = await call(
      app,
      '/v2/PropertySearch',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-user': 'carol@example.com' },
        body: '{}',
      },
      '203.0.113.50',
    );
    expect(response.status).toBe(401);
    expect(upstreamCalls).toEqual([]);
    const session = await call(app, '/auth/session', {
      headers: { 'x-forwarded-user': 'carol@example.com' },
    });
    expect(await session.json()).toMatchObject({ errorCode: 'SIGN_IN_REQUIRED', mode: 'header' });
  });
});
