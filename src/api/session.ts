// The app server's sign-in (/auth/*): is a session needed, who is signed in, sign in and out. Same origin only.
import { ApiError } from './api-error';

type SignInMode = 'password' | 'header';

export type SessionState =
  /** No sign-in here: the mock, AUTH=none, vite dev, or a static host without the server. */
  | { kind: 'open' }
  | {
      kind: 'signed-in';
      name: string;
      mode: SignInMode;
      canSignOut: boolean;
      /** Admins manage the team's users and settings. */
      role: 'admin' | 'member';
    }
  | {
      kind: 'required';
      mode: SignInMode;
      message: string;
      /** Set by the app: why the sign-in screen is back (its words live with the screen). */
      reason?: 'ended' | 'signed-out';
    };

/** The errorCode the server puts on every API call without a session. */
export const SIGN_IN_REQUIRED = 'SIGN_IN_REQUIRED';

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function modeOf(value: unknown): SignInMode {
  return value === 'header' ? 'header' : 'password';
}

export async function jsonOf(response: Response): Promise<Record<string, unknown>> {
  try {
    return record(await response.json());
  } catch {
    return {};
  }
}

export function stateFrom(status: number, body: Record<string, unknown>): SessionState {
  if (status === 401 && body.errorCode === SIGN_IN_REQUIRED) {
    return {
      kind: 'required',
      mode: modeOf(body.mode),
      message: typeof body.message === 'string' ? body.message : 'Sign in to continue.',
    };
  }
  const { name, role } = record(body.user);
  if (
    status === 200 &&
    typeof name === 'string' &&
    (body.mode === 'password' || body.mode === 'header')
  ) {
    return {
      kind: 'signed-in',
      name,
      mode: body.mode,
      canSignOut: body.canSignOut === true,
      role: role === 'admin' ? 'admin' : 'member',
    };
  }
  return { kind: 'open' };
}

/** Said when the server cannot reach its database: sign-in waits for it rather than opening the app. */
const PAUSED = 'The server cannot reach its database just now. Trying again…';

/**
 * Only a 401 saying SIGN_IN_REQUIRED asks for sign-in. A 503 from a server whose database is down
 * is thrown (the gate tries again): opening the app then would leave it without a sign-in screen. Anything else (a 404, the SPA's HTML from a
 * dev server, no answer at all) means this server has no sign-in, and the app opens as before.
 */
export async function fetchSession(
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
  signal?: AbortSignal,
): Promise<SessionState> {
  let response: Response;
  try {
    response = await doFetch('/auth/session', {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch {
    return { kind: 'open' };
  }
  const body = await jsonOf(response);
  if (response.status === 503 && body.errorCode === 'DATABASE_UNAVAILABLE')
    throw new ApiError({ status: 503, errorCode: 'DATABASE_UNAVAILABLE', message: PAUSED });
  return stateFrom(response.status, body);
}
