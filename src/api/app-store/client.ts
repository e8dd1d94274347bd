// The browser's client for the app's own lists-and-searches API (/app/v1): one function per route,
// every answer read with the shared zod contract, every error as an ApiError with the server's
// message (it is written for users: "Only the owner can change this list").
import type { z } from 'zod';
import { ApiError } from '../api-error';
import {
  APP_API_PREFIX,
  appErrorSchema,
  deleteListAnswerSchema,
  deleteSearchAnswerSchema,
  heldAnswerSchema,
  importAnswerSchema,
  listDetailSchema,
  listItemsAnswerSchema,
  listQuerySchema,
  listsAnswerSchema,
  listSummarySchema,
  pullSchema,
  readRecordsAnswerSchema,
  savedSearchSchema,
  searchDiffAnswerSchema,
  searchesAnswerSchema,
  type CreateListBody,
  type ImportBody,
  type ListItemsBody,
  type PatchListBody,
  type StackBody,
} from './contract';

export type ListSort = NonNullable<z.infer<typeof listQuerySchema>['sort']>;

export interface ListFilter {
  q?: string | undefined;
  tag?: string | undefined;
  sort?: ListSort | undefined;
}

export interface SearchPatch {
  name?: string;
  query?: string;
  shared?: boolean;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

function errorOf(status: number, body: unknown): ApiError {
  const parsed = appErrorSchema.safeParse(body);
  if (!parsed.success) {
    return new ApiError({
      status,
      errorCode: undefined,
      message: `The app's server answered HTTP ${status}.`,
    });
  }
  const { error, message, details } = parsed.data;
  return new ApiError({
    status,
    errorCode: error,
    message,
    violations: details
      ? Object.entries(details).map(([field, text]) => ({ field, message: text }))
      : undefined,
  });
}

export function createAppStoreClient(doFetch: typeof fetch = (...a) => globalThis.fetch(...a)) {
  async function call<S extends z.ZodType>(
    method: Method,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    // The server takes JSON only for changes, so a change without a body still sends `{}`.
    const payload = body ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
    let response: Response;
    try {
      response = await doFetch(`${APP_API_PREFIX}${path}`, {
        method,
        credentials: 'same-origin',
        headers:
          payload === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: payload === undefined ? null : JSON.stringify(payload),
      });
    } catch {
      throw new ApiError({
        status: 0,
        errorCode: 'NETWORK_ERROR',
        message: 'Could not reach the app’s server to read your lists.',
      });
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) throw errorOf(response.status, json);
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.warn(`Unreadable answer from ${path}: ${parsed.error.message}`);
      throw new ApiError({
        status: response.status,
        errorCode: 'INVALID_RESPONSE',
        message: 'The app’s server answered with a body this app cannot read.',
      });
    }
    return parsed.data;
  }

  const list = (id: string) => `/lists/${encodeURIComponent(id)}`;
  const search = (id: string) => `/searches/${encodeURIComponent(id)}`;

  return {
    lists(filter: ListFilter = {}) {
      const params = new URLSearchParams();
      if (filter.q) params.set('q', filter.q);
      if (filter.tag) params.set('tag', filter.tag);
      if (filter.sort) params.set('sort', filter.sort);
      const query = params.toString();
      return call('GET', `/lists${query ? `?${query}` : ''}`, listsAnswerSchema);
    },
    getList: (id: string) => call('GET', list(id), listDetailSchema),
    createList: (body: CreateListBody) => call('POST', '/lists', listDetailSchema, body),
    patchList: (id: string, body: PatchListBody) =>
      call('PATCH', list(id), listSummarySchema, body),
    changeItems: (id: string, body: ListItemsBody) =>
      call('POST', `${list(id)}/items`, listItemsAnswerSchema, body),
    deleteList: (id: string) => call('DELETE', list(id), deleteListAnswerSchema),
    restoreList: (id: string) => call('POST', `${list(id)}/restore`, listSummarySchema),
    stack: (body: StackBody) => call('POST', '/lists/stack', listDetailSchema, body),

    searches: () => call('GET', '/searches', searchesAnswerSchema),
    createSearch: (body: { name: string; query: string; shared?: boolean }) =>
      call('POST', '/searches', savedSearchSchema, body),
    patchSearch: (id: string, body: SearchPatch) =>
      call('PATCH', search(id), savedSearchSchema, body),
    deleteSearch: (id: string) => call('DELETE', search(id), deleteSearchAnswerSchema),
    restoreSearch: (id: string) => call('POST', `${search(id)}/restore`, savedSearchSchema),
    recordPull: (id: string, ids: string[]) =>
      call('POST', `${search(id)}/pulls`, pullSchema, { ids }),
    diff: (id: string, ids: string[]) =>
      call('POST', `${search(id)}/diff`, searchDiffAnswerSchema, { ids }),

    held: (ids: string[]) => call('POST', '/records/held', heldAnswerSchema, { ids }),
    readRecords: (ids: string[]) => call('POST', '/records/read', readRecordsAnswerSchema, { ids }),

    importFromBrowser: (body: ImportBody) => call('POST', '/import', importAnswerSchema, body),
  };
}

export type AppStoreClient = ReturnType<typeof createAppStoreClient>;
