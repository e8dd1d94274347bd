// Who is calling, as every sign-in mode answers it, and the 401 the app maps to its sign-in screen.
import type { Context, Hono } from 'hono';
import { ERROR_DETAILS } from '../../src/api/contract/error-details';
import { ERROR_TABLE } from '../../src/api/contract/error-table';
import type { Role } from '../store/users-repo';
import type { AuthConfig } from './auth-env';

export type Identity =
  /** Nobody needs to sign in (AUTH=none): the caller's own x-user-id (from Settings) passes. */
  | { kind: 'open' }
  /** `name` as the user typed it first (shown, sent upstream); `key` its lower case (owns lists). */
  | { kind: 'user'; name: string; key: string; role: Role }
  | { kind: 'anonymous'; message: string };

export interface Auth {
  mode: AuthConfig['mode'];
  /** /auth/session, /auth/sign-in, /auth/sign-out, and (password mode) the users admin routes. */
  routes: Hono;
  /** Who is calling; throws DatabaseUnavailable when the database cannot say. */
  identify(c: Context): Promise<Identity>;
}

export const SIGN_IN_MESSAGE: string = ERROR_DETAILS.SIGN_IN_REQUIRED.message;

/** The 401 every API call without a session gets; the app maps SIGN_IN_REQUIRED to its sign-in screen. */
export function signInRequired(c: Context, mode: AuthConfig['mode'], message = SIGN_IN_MESSAGE) {
  return c.json(
    { statusCode: 401, error: 'Unauthorized', errorCode: 'SIGN_IN_REQUIRED', message, mode },
    ERROR_TABLE.SIGN_IN_REQUIRED.status,
  );
}

/** Names in logs: quoted and escaped, so a name cannot forge a log line. */
export function quoted(name: string): string {
  return JSON.stringify(name.slice(0, 64));
}
