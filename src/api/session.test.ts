import { describe, expect, it } from 'vitest';
import { fetchSession } from './session';
import { signIn, signOut } from './session-actions';

function answering(response: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchStub = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    return response();
  }) as unknown as typeof fetch;
  return { fetch: fetchStub, calls };
}

describe('fetchSession', () => {
  it('asks for sign-in only on a 401 SIGN_IN_REQUIRED', async () => {
    const required = answering(() =>
      Response.json(
        {
          errorCode: 'SIGN_IN_REQUIRED',
          message: 'Sign in to use Lead List Builder.',
          mode: 'password',
        },
        { status: 401 },
      ),
    );
    expect(await fetchSession(required.fetch)).toEqual({
      kind: 'required',
      mode: 'password',
      message: 'Sign in to use Lead List Builder.',
    });
    expect(required.calls[0]?.url).toBe('/auth/session');
  });

  it('reads the signed-in user', async () => {
    const signedIn = answering(() =>
      Response.json({ mode: 'header', user: { name: 'carol' }, canSignOut: false }),
    );
    expect(await fetchSession(signedIn.fetch)).toEqual({
      kind: 'signed-in',
      name: 'carol',
      mode: 'header',
      canSignOut: false,
      role: 'member',
    });
    const admin = answering(() =>
      Response.json({ mode: 'password', user: { name: 'ann', role: 'admin' }, canSignOut: true }),
    );
    expect(await fetchSession(admin.fetch)).toMatchObject({ kind: 'signed-in', role: 'admin' });
  });

  it('throws (to be asked again) while the server cannot reach its database, rather than opening the app', async () => {
    const paused = answering(() =>
      Response.json(
        { errorCode: 'DATABASE_UNAVAILABLE', message: 'The app’s database is not available.' },
        { status: 503 },
      ),
    );
    await expect(fetchSession(paused.fetch)).rejects.toMatchObject({
      status: 503,
      errorCode: 'DATABASE_UNAVAILABLE',
      message: 'The server cannot reach its database just now. Trying again…',
    });
  });

  it.each([
    ['no sign-in on this server', () => Response.json({ mode: 'none', user: null })],
    ['a 404', () => new Response('Not Found', { status: 404 })],
    ['the SPA page from a dev server', () => new Response('<!doctype html>', { status: 200 })],
    [
      'a 401 from something else',
      () => Response.json({ errorCode: 'AUTH_KEY_NOT_FOUND' }, { status: 401 }),
    ],
    ['no answer', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('opens the app for %s', async (_what, answer) => {
    expect(await fetchSession(answering(answer).fetch)).toEqual({ kind: 'open' });
  });
});

describe('signIn and signOut', () => {
  it('posts the credentials as JSON and returns the session', async () => {
    const server = answering(() =>
      Response.json({ mode: 'password', user: { name: 'alice' }, canSignOut: true }),
    );
    expect(await signIn('alice', 'secret password', server.fetch)).toEqual({
      kind: 'signed-in',
      name: 'alice',
      mode: 'password',
      canSignOut: true,
      role: 'member',
    });
    const [call] = server.calls;
    expect(call?.url).toBe('/auth/sign-in');
    expect(call?.init.method).toBe('POST');
    expect(new Headers(call?.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(call?.init.body))).toEqual({
      name: 'alice',
      password: 'secret password',
    });
  });

  it('throws the server message for a refusal', async () => {
    const refused = answering(() =>
      Response.json(
        { errorCode: 'SIGN_IN_FAILED', message: 'That user name and password do not match.' },
        { status: 401 },
      ),
    );
    await expect(signIn('alice', 'wrong', refused.fetch)).rejects.toMatchObject({
      status: 401,
      errorCode: 'SIGN_IN_FAILED',
      message: 'That user name and password do not match.',
    });
    const offline = answering(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(signIn('alice', 'x', offline.fetch)).rejects.toMatchObject({
      errorCode: 'NETWORK_ERROR',
    });
  });

  it('signs out with a JSON POST', async () => {
    const server = answering(() => Response.json({ signedOut: true }));
    await signOut(server.fetch);
    expect(server.calls[0]?.url).toBe('/auth/sign-out');
    expect(new Headers(server.calls[0]?.init.headers).get('content-type')).toBe('application/json');
  });
});
