// Sign-in end to end through the production app, on every backend: cookies, sessions that end
// (sign-out, everywhere, new password), the 401 for API calls, x-user-id upstream, the failure
// limits taken before any hash is checked, shared by instances, and the 503 of a database that is down.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiHandler } from '../api-handler';
import { createProductionApp } from '../production-app';
import type { ServerEnv } from '../server-env';
import { DatabaseUnavailable } from '../store/db-errors';
import { openStore, type AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { createAuth } from './auth';
import type { AuthConfig } from './auth-env';
import { createHashQueue, type HashQueue } from './hash-queue';
import { hashPassword } from './password-hash';
import { SESSION_COOKIE } from './password-auth';
import { SIGN_IN_LIMITS } from './sign-in-limits';

const SECRET = 'test-session-secret-that-is-long-enough-1234';
const PASSWORD = 'correct horse battery';
const TTL = 60 * 60_000;

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

let dir = '';
const upstreamCalls: { path: string; userId: string | null }[] = [];
const logLines: string[] = [];
let now = 1_000_000;

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
    usersFile: join(dir, 'users.json'),
    sessionSecret: SECRET,
    sessionTtlMs: TTL,
    trustProxy: 'none',
    secureCookies: 'auto',
    ...overrides,
  } as AuthConfig;
}

/** A call as from a socket at `address` (the Node adapter's c.env.incoming). */
function caller(app: { fetch: (r: Request, env?: unknown) => Response | Promise<Response> }) {
  return (path: string, init: RequestInit = {}, address = '203.0.113.9') =>
    Promise.resolve(
      app.fetch(new Request(`http://app.test${path}`, init), {
        incoming: { socket: { remoteAddress: address } },
      }),
    );
}

/** The cookie pair ("llb_session=…") from a Set-Cookie header. */
function sessionCookie(response: Response): string {
  const header = response.headers.get('set-cookie') ?? '';
  return header.split(';')[0] ?? '';
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'llb-auth-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));
beforeEach(() => {
  upstreamCalls.length = 0;
  logLines.length = 0;
});

describe.each(TEST_BACKENDS)('password sign-in on $name', (backend) => {
  let store: AppStore;
  /** Every address a test signs in from is its own, so the shared counters never mix tests. */
  let nextAddress = 0;
  const address = () => `198.51.100.${++nextAddress}`;

  beforeAll(async () => {
    store = await backend.open();
    for (const [name, role] of [
      ['alice', 'admin'],
      ['bob', 'member'],
      ['Carol', 'member'],
    ] as const)
      await store.users.add({ name, passwordHash: await hashPassword(PASSWORD, 4), role }, 'test');
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  function appWith(
    config: AuthConfig,
    options: { hashQueue?: HashQueue; store?: () => Promise<AppStore> } = {},
  ) {
    const open = options.store ?? (async () => store);
    const auth = createAuth(config, {
      log: (line) => logLines.push(line),
      now: () => now,
      store: open,
      ...(options.hashQueue && { hashQueue: options.hashQueue }),
    });
    const api = createApiHandler(env, {
      fetch: fakeUpstream,
      log: () => undefined,
      openStore: open,
    });
    const call = caller(createProductionApp({ distDir: dir, env, api, auth }).app);
    const signIn = (
      name: string,
      password: string,
      from = '203.0.113.9',
      headers: Record<string, string> = {},
    ) =>
      call(
        '/auth/sign-in',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ name, password }),
        },
        from,
      );
    const search = (cookie?: string, userId?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (cookie) headers.cookie = cookie;
      if (userId) headers['x-user-id'] = userId;
      return call('/v2/PropertySearch', { method: 'POST', headers, body: '{"count":true}' });
    };
    const lists = (cookie: string) => call('/app/v1/lists', { headers: { cookie } });
    const post = (path: string, cookie?: string) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(cookie && { cookie }) },
        body: '{}',
      });
    return { call, signIn, search, lists, post };
  }

  it('answers API calls without a session with a 401 the app understands, before the upstream', async () => {
    const app = appWith(passwordConfig());
    const response = await app.search();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      errorCode: 'SIGN_IN_REQUIRED',
      message: 'Sign in to use Lead List Builder.',
      mode: 'password',
    });
    expect((await app.call('/auth/session')).status).toBe(401);
    expect(upstreamCalls).toEqual([]);
    expect((await app.call('/')).status).toBe(200);
    expect((await app.call('/healthz')).status).toBe(200);
  });

  it('signs in with an HttpOnly, SameSite=Strict, expiring cookie; the user and role are known', async () => {
    const app = appWith(passwordConfig());
    const response = await app.signIn('ALICE', PASSWORD, address());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      mode: 'password',
      user: { name: 'alice', role: 'admin' },
      canSignOut: true,
    });
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toMatch(/Max-Age=3600/);
    expect(setCookie).not.toMatch(/Secure/);

    const cookie = sessionCookie(response);
    expect(await (await app.call('/auth/session', { headers: { cookie } })).json()).toMatchObject({
      user: { name: 'alice', role: 'admin' },
    });
    // What the browser claims as x-user-id is replaced by the signed-in user.
    expect((await app.search(cookie, 'someone-else')).status).toBe(200);
    expect(upstreamCalls).toEqual([{ path: '/v2/PropertySearch', userId: 'alice' }]);
  });

  it('owns lists in one letter case: "Carol" and "carol" are one owner', async () => {
    const app = appWith(passwordConfig());
    const cookie = sessionCookie(await app.signIn('carol', PASSWORD, address()));
    const created = await app.call('/app/v1/lists', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: 'Case', ids: ['1'] }),
    });
    expect(await created.json()).toMatchObject({ owner: 'carol', mine: true });
  });

  it('marks the cookie Secure behind a trusted TLS proxy, and only then', async () => {
    const trusted = appWith(passwordConfig({ trustProxy: ['10.0.0.5'] }));
    const viaProxy = await trusted.signIn('alice', PASSWORD, '10.0.0.5', {
      'x-forwarded-proto': 'https',
    });
    expect(viaProxy.headers.get('set-cookie')).toMatch(/Secure/);
    const forged = await trusted.signIn('alice', PASSWORD, address(), {
      'x-forwarded-proto': 'https',
    });
    expect(forged.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('works on another instance with the same secret and database, not with another secret', async () => {
    const cookie = sessionCookie(
      await appWith(passwordConfig()).signIn('alice', PASSWORD, address()),
    );
    expect((await appWith(passwordConfig()).search(cookie)).status).toBe(200);
    const other = appWith(passwordConfig({ sessionSecret: `${SECRET}-rotated` }));
    expect((await other.search(cookie)).status).toBe(401);
  });

  it('refuses a tampered or expired cookie', async () => {
    const app = appWith(passwordConfig());
    const cookie = sessionCookie(await app.signIn('bob', PASSWORD, address()));
    const [name, value = ''] = cookie.split('=');
    const [payload = '', sig] = value.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sub: string };
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'alice' })).toString('base64url');
    expect((await app.search(`${name}=${forged}.${sig}`)).status).toBe(401);
    const start = now;
    now += TTL;
    try {
      expect((await app.search(cookie)).status).toBe(401);
    } finally {
      now = start;
    }
  });

  it('signs out for good: a copy of the cookie gets 401 on the lists API and on the proxy', async () => {
    const app = appWith(passwordConfig());
    const cookie = sessionCookie(await app.signIn('bob', PASSWORD, address()));
    expect((await app.lists(cookie)).status).toBe(200);
    const out = await app.post('/auth/sign-out', cookie);
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
    // The copied cookie is still well signed and unexpired, and still refused.
    expect((await app.lists(cookie)).status).toBe(401);
    expect((await app.search(cookie)).status).toBe(401);
    expect(upstreamCalls).toEqual([]);
  });

  it('"sign out all my sessions" ends every one of them, on every instance', async () => {
    const one = appWith(passwordConfig());
    const two = appWith(passwordConfig());
    await store.users.add(
      { name: 'gus', passwordHash: await hashPassword(PASSWORD, 4), role: 'member' },
      'test',
    );
    const phone = sessionCookie(await one.signIn('gus', PASSWORD, address()));
    const laptop = sessionCookie(await two.signIn('gus', PASSWORD, address()));
    const alices = sessionCookie(await one.signIn('alice', PASSWORD, address()));
    const ended = await two.post('/auth/sign-out-everywhere', laptop);
    expect(await ended.json()).toEqual({ signedOut: true, ended: 2 });
    expect((await one.search(phone)).status).toBe(401);
    expect((await two.lists(laptop)).status).toBe(401);
    // Someone else's sessions are theirs.
    expect((await one.search(alices)).status).toBe(200);
    expect((await one.post('/auth/sign-out-everywhere')).status).toBe(401);
  });

  it('ends the sessions of a user who gets a new password or is removed', async () => {
    const app = appWith(passwordConfig());
    await store.users.add(
      { name: 'dave', passwordHash: await hashPassword(PASSWORD, 4), role: 'member' },
      'test',
    );
    const cookie = sessionCookie(await app.signIn('dave', PASSWORD, address()));
    expect((await app.search(cookie)).status).toBe(200);
    await store.users.setPassword('dave', await hashPassword('a brand new password', 4), 'alice');
    expect((await app.search(cookie)).status).toBe(401);
    const again = sessionCookie(await app.signIn('dave', 'a brand new password', address()));
    expect((await app.search(again)).status).toBe(200);
    await store.users.remove('dave', 'alice');
    expect((await app.search(again)).status).toBe(401);
  });

  it('says the same for an unknown name and a wrong password, and logs the attempt without the password', async () => {
    const app = appWith(passwordConfig());
    const from = address();
    const wrong = await app.signIn('alice', 'not-the-password-1', from);
    const unknown = await app.signIn('mallory', 'not-the-password-2', from);
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect(wrong.headers.get('set-cookie')).toBeNull();
    const log = logLines.join('\n');
    expect(log).toContain(`"alice" from ${from}: wrong password`);
    expect(log).toContain(`"mallory" from ${from}: unknown user`);
    expect(log).not.toContain('not-the-password');
  });

  it('limits failures for a name from one address; the owner elsewhere still signs in', async () => {
    const app = appWith(passwordConfig());
    const stranger = address();
    for (let i = 0; i < SIGN_IN_LIMITS.nameAndAddress; i++)
      expect((await app.signIn('bob', `wrong-${i}-password`, stranger)).status).toBe(401);
    const blocked = await app.signIn('bob', PASSWORD, stranger);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.json()).toMatchObject({
      errorCode: 'SIGN_IN_RATE_LIMITED',
      message: 'Too many failed sign-ins. Try again in 15 minutes.',
    });
    // Bob, from his own address, is not locked out by a stranger's guesses.
    expect((await app.signIn('bob', PASSWORD, address())).status).toBe(200);
    // Nor is another name from the stranger's address (below the address's own limit).
    expect((await app.signIn('alice', PASSWORD, stranger)).status).toBe(200);
  });

  it('limits failures from one address across names', async () => {
    const app = appWith(passwordConfig());
    const sprayer = address();
    for (let i = 0; i < SIGN_IN_LIMITS.address; i++)
      await app.signIn(`user${i}`, 'some wrong password', sprayer);
    expect((await app.signIn('alice', PASSWORD, sprayer)).status).toBe(429);
    expect((await app.signIn('alice', PASSWORD, address())).status).toBe(200);
  });

  it('limits failures for a name across every address, and only failures count', async () => {
    const app = appWith(passwordConfig());
    await store.users.add(
      { name: 'erin', passwordHash: await hashPassword(PASSWORD, 4), role: 'member' },
      'test',
    );
    // Right passwords hand their place back: a busy office behind one address is never locked out.
    for (let i = 0; i < SIGN_IN_LIMITS.address + 5; i++)
      expect((await app.signIn('erin', PASSWORD, '192.0.2.200')).status).toBe(200);
    for (let i = 0; i < SIGN_IN_LIMITS.name; i++)
      expect((await app.signIn('erin', 'wrong password!', `192.0.2.${i % 100}`)).status).toBe(401);
    expect((await app.signIn('erin', PASSWORD, address())).status).toBe(429);
  }, 30_000);

  it('checks at most the limit of sixteen guesses sent at once, and hashes a few at a time', async () => {
    let checks = 0;
    let mostAtOnce = 0;
    const inner = createHashQueue({ concurrency: 1, maxWaiting: 64 });
    const counting: HashQueue = {
      run: (task) =>
        inner.run(async () => {
          checks += 1;
          mostAtOnce = Math.max(mostAtOnce, inner.load().running);
          return task();
        }),
      load: inner.load,
    };
    const app = appWith(passwordConfig(), { hashQueue: counting });
    const guesser = address();
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) => app.signIn('alice', `parallel guess ${i}`, guesser)),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    expect(checks).toBe(SIGN_IN_LIMITS.nameAndAddress);
    expect(mostAtOnce).toBe(1);
  });

  it('shares the counters between instances: two servers give no more guesses than one', async () => {
    const one = appWith(passwordConfig());
    const two = appWith(passwordConfig());
    const guesser = address();
    for (let i = 0; i < SIGN_IN_LIMITS.nameAndAddress; i++)
      expect((await (i % 2 ? one : two).signIn('bob', `wrong ${i} password`, guesser)).status).toBe(
        401,
      );
    expect((await one.signIn('bob', 'eleventh guess!', guesser)).status).toBe(429);
    expect((await two.signIn('bob', 'twelfth guess!!', guesser)).status).toBe(429);
  });

  it('turns a flood past the hash queue away at once with a 503, without counting it', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const inner = createHashQueue({ concurrency: 1, maxWaiting: 1 });
    const slow: HashQueue = {
      run: (task) =>
        inner.run(async () => {
          await held;
          return task();
        }),
      load: inner.load,
    };
    const app = appWith(passwordConfig(), { hashQueue: slow });
    const from = address();
    const first = app.signIn('bob', PASSWORD, from);
    const second = app.signIn('bob', PASSWORD, from);
    // Once both reach the queue (one runs, one waits), the third finds it full.
    for (let i = 0; i < 500 && inner.load().waiting < 1; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(inner.load()).toEqual({ running: 1, waiting: 1 });
    const third = await app.signIn('bob', PASSWORD, from);
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('5');
    expect(await third.json()).toMatchObject({ errorCode: 'SIGN_IN_BUSY' });
    release();
    expect((await first).status).toBe(200);
    expect((await second).status).toBe(200);
    const { rows } = await store.db.query<{ count: number }>(
      'SELECT count FROM sign_in_attempts WHERE key = $1',
      [`a:${from}`],
    );
    expect(rows[0]?.count ?? 0).toBe(0);
  });

  it('answers 503, not 401 or 500, while the database cannot answer', async () => {
    const down = async (): Promise<AppStore> => {
      throw new DatabaseUnavailable('ECONNREFUSED');
    };
    const app = appWith(passwordConfig(), { store: down });
    const cookie = sessionCookie(
      await appWith(passwordConfig()).signIn('alice', PASSWORD, address()),
    );
    for (const response of [
      await app.search(cookie),
      await app.lists(cookie),
      await app.call('/auth/session', { headers: { cookie } }),
      await app.signIn('alice', PASSWORD, address()),
    ]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(await response.json()).toMatchObject({ errorCode: 'DATABASE_UNAVAILABLE' });
    }
    expect(upstreamCalls).toEqual([]);
  });

  it('takes sign-in as JSON only (a cross-site form cannot post it), and explains a missing field', async () => {
    const app = appWith(passwordConfig());
    const form = await app.call('/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=alice&password=x',
    });
    expect(form.status).toBe(415);
    const empty = await app.call('/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":"alice"}',
    });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ message: 'Enter your user name and password.' });
    const huge = await app.call('/auth/sign-in', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'alice', password: 'x'.repeat(100_000) }),
    });
    expect(huge.status).toBe(413);
  });

  describe('AUTH=header (SSO behind a reverse proxy)', () => {
    const config: AuthConfig = {
      mode: 'header',
      header: 'x-forwarded-user',
      proxyIps: ['10.0.0.5'],
      trustProxy: 'none',
      secureCookies: 'auto',
    };
    const asUser = (user: string) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-user': user },
      body: '{}',
    });

    it('takes the user from the header when the request comes from the proxy, the role from the database', async () => {
      const app = appWith(config);
      expect(
        (await app.call('/v2/PropertySearch', asUser('carol@example.com'), '::ffff:10.0.0.5'))
          .status,
      ).toBe(200);
      expect(upstreamCalls).toEqual([{ path: '/v2/PropertySearch', userId: 'carol@example.com' }]);
      const session = await app.call(
        '/auth/session',
        { headers: { 'x-forwarded-user': 'Alice' } },
        '10.0.0.5',
      );
      expect(await session.json()).toEqual({
        mode: 'header',
        user: { name: 'Alice', role: 'admin' },
        canSignOut: false,
      });
    });

    it('ignores the header from anyone else, and never lets an SSO user be `local`', async () => {
      const app = appWith(config);
      expect(
        (await app.call('/v2/PropertySearch', asUser('carol@example.com'), '203.0.113.50')).status,
      ).toBe(401);
      expect((await app.call('/v2/PropertySearch', asUser('Local'), '10.0.0.5')).status).toBe(401);
      expect(upstreamCalls).toEqual([]);
    });
  });
});

describe('AUTH=none', () => {
  it('is open, and the x-user-id from Settings goes upstream as today', async () => {
    const auth = createAuth({ mode: 'none', trustProxy: 'none', secureCookies: 'auto' });
    const api = createApiHandler(env, {
      fetch: fakeUpstream,
      log: () => undefined,
      // Calls go through the meter, which writes the ledger.
      openStore: () => openStore({ kind: 'pglite', dataDir: 'memory://' }),
    });
    const call = caller(createProductionApp({ distDir: dir, env, api, auth }).app);
    expect(await (await call('/auth/session')).json()).toEqual({
      mode: 'none',
      user: null,
      canSignOut: false,
    });
    const search = await call('/v2/PropertySearch', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-user-id': 'settings-user' },
      body: '{"count":true}',
    });
    expect(search.status).toBe(200);
    expect(upstreamCalls).toEqual([{ path: '/v2/PropertySearch', userId: 'settings-user' }]);
    expect((await call('/auth/sign-in', { method: 'POST' })).status).toBe(404);
  });
});
