// The browser's client for the admin's users API (/auth/users on the app's own server): one function
// per route, answers read with the shared contract, errors as ApiErrors carrying the server's
// sentence ("The team needs at least one admin…"), which the screen shows as it is.
import type { z } from 'zod';
import { ApiError } from './api-error';
import {
  removedAnswerSchema,
  sessionsEndedAnswerSchema,
  USERS_PATH,
  userAnswerSchema,
  usersAnswerSchema,
  type AddUserBody,
  type ChangeUserBody,
  type TeamUser,
} from './contract/team-users';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function stringField(body: unknown, key: string): string | undefined {
  const value = (body as Record<string, unknown> | undefined)?.[key];
  return typeof value === 'string' ? value : undefined;
}

export function createTeamUsersClient(doFetch: typeof fetch = (...a) => globalThis.fetch(...a)) {
  async function call<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const sends = method === 'POST' || method === 'PATCH';
    let response: Response;
    try {
      response = await doFetch(`${USERS_PATH}${path}`, {
        method,
        credentials: 'same-origin',
        headers: sends
          ? { accept: 'application/json', 'content-type': 'application/json' }
          : { accept: 'application/json' },
        body: sends ? JSON.stringify(body ?? {}) : null,
      });
    } catch {
      throw new ApiError({
        status: 0,
        errorCode: 'NETWORK_ERROR',
        message: 'Could not reach the server. Check your connection, then try again.',
      });
    }
    const json = await readJson(response);
    if (!response.ok)
      throw new ApiError({
        status: response.status,
        errorCode: stringField(json, 'errorCode'),
        message: stringField(json, 'message') ?? `The server answered HTTP ${response.status}.`,
      });
    const parsed = schema.safeParse(json);
    if (!parsed.success)
      throw new ApiError({
        status: response.status,
        errorCode: 'INVALID_RESPONSE',
        message: 'The server answered with a body this app cannot read.',
      });
    return parsed.data;
  }

  const one = (name: string) => `/${encodeURIComponent(name)}`;

  return {
    list: async (): Promise<TeamUser[]> => (await call('GET', '', usersAnswerSchema)).users,
    add: async (body: AddUserBody) => (await call('POST', '', userAnswerSchema, body)).user,
    change: async (name: string, body: ChangeUserBody) =>
      (await call('PATCH', one(name), userAnswerSchema, body)).user,
    remove: (name: string) => call('DELETE', one(name), removedAnswerSchema),
    endSessions: async (name: string) =>
      (await call('POST', `${one(name)}/sign-out`, sessionsEndedAnswerSchema)).ended,
  };
}

export type TeamUsersClient = ReturnType<typeof createTeamUsersClient>;
