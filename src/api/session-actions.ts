// Signing in and out of the app server (/auth/*): loaded with the sign-in screen and the account menu only.
import { ApiError } from './api-error';
import { jsonOf, stateFrom, type SessionState } from './session';

function post(doFetch: typeof fetch, path: string, body: unknown): Promise<Response> {
  return doFetch(path, {
    method: 'POST',
    // JSON only: the server refuses other content types, which keeps cross-site forms out.
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify(body),
  });
}

/** Signs in, or throws an ApiError whose message is meant for the person at the keyboard. */
export async function signIn(
  name: string,
  password: string,
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<SessionState> {
  let response: Response;
  try {
    response = await post(doFetch, '/auth/sign-in', { name, password });
  } catch {
    throw new ApiError({
      status: 0,
      errorCode: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection, then try again.',
    });
  }
  const body = await jsonOf(response);
  if (response.ok) return stateFrom(200, body);
  throw new ApiError({
    status: response.status,
    errorCode: typeof body.errorCode === 'string' ? body.errorCode : undefined,
    message:
      typeof body.message === 'string'
        ? body.message
        : `Signing in failed (HTTP ${response.status}). Try again.`,
    retryAfterMs: undefined,
  });
}

export async function signOut(doFetch: typeof fetch = globalThis.fetch.bind(globalThis)) {
  await post(doFetch, '/auth/sign-out', {});
}

/** Ends every session of the signed-in user, on every device; answers how many there were. */
export async function signOutEverywhere(
  doFetch: typeof fetch = globalThis.fetch.bind(globalThis),
): Promise<number> {
  let response: Response;
  try {
    response = await post(doFetch, '/auth/sign-out-everywhere', {});
  } catch {
    throw new ApiError({
      status: 0,
      errorCode: 'NETWORK_ERROR',
      message: 'Could not reach the server. Check your connection, then try again.',
    });
  }
  const body = await jsonOf(response);
  if (!response.ok)
    throw new ApiError({
      status: response.status,
      errorCode: typeof body.errorCode === 'string' ? body.errorCode : undefined,
      message:
        typeof body.message === 'string'
          ? body.message
          : `Signing out everywhere failed (HTTP ${response.status}).`,
    });
  return typeof body.ended === 'number' ? body.ended : 0;
}
