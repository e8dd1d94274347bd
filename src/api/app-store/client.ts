// The browser's client for the app's own lists-and-searches API (/app/v1): one function per route
// the app calls, each through the route table (routes.ts: method, path, answer schema), every
// answer read with the shared zod contract, every error as an ApiError with the server's message
// (it is written for users: "Only the owner can change this list").
import type { z } from 'zod';
import { ApiError } from '../api-error';
import {
  APP_API_PREFIX,
  appErrorSchema,
  listQuerySchema,
  type CreateListBody,
  type ImportBody,
  type ListItemsBody,
  type MemberCapBody,
  type PatchListBody,
  type StackBody,
  type TeamCapsBody,
  type UsageQuery,
} from './contract';
import type { JobsQuery } from './work-contract';
import type { StartExportBody } from './exports-contract';
import {
  APP_ROUTES,
  fillPath,
  type AppRouteName,
  type AppRoutes,
  type PathParams,
  type RouteAnswer,
  type RouteBody,
  type RouteQuery,
} from './routes';
import type { WatchBody } from './watch-contract';

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

/** What one call names: the path's parameters, the body or the query its route takes. */
interface CallInput<N extends AppRouteName> {
  params?: PathParams<AppRoutes[N]['path']>;
  body?: RouteBody<AppRoutes[N]>;
  query?: RouteQuery<AppRoutes[N]>;
}

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

/** `?q=…&tag=…`, leaving out what is unset or empty. */
function queryString(query: unknown): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(doFetch: typeof fetch, method: string, url: string, payload: unknown) {
  try {
    return await doFetch(url, {
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
}

export function createAppStoreClient(doFetch: typeof fetch = (...a) => globalThis.fetch(...a)) {
  async function call<N extends AppRouteName>(
    name: N,
    input: CallInput<N> = {},
  ): Promise<RouteAnswer<AppRoutes[N]>> {
    const route = APP_ROUTES[name];
    const path = `${fillPath(route.path, input.params ?? ({} as never))}${queryString(input.query)}`;
    // The server takes JSON only for changes, so a change without a body still sends `{}`.
    const payload =
      input.body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
    const response = await send(doFetch, route.method, `${APP_API_PREFIX}${path}`, payload);
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (!response.ok) throw errorOf(response.status, json);
    const parsed = route.answer.safeParse(json);
    if (!parsed.success) {
      console.warn(`Unreadable answer from ${path}: ${parsed.error.message}`);
      throw new ApiError({
        status: response.status,
        errorCode: 'INVALID_RESPONSE',
        message: 'The app’s server answered with a body this app cannot read.',
      });
    }
    return parsed.data as RouteAnswer<AppRoutes[N]>;
  }

  const byId = (id: string) => ({ params: { id } });

  return {
    lists: (filter: ListFilter = {}) =>
      call('lists', { query: { q: filter.q, tag: filter.tag, sort: filter.sort } }),
    getList: (id: string) => call('getList', byId(id)),
    // Exports run on the server (exports-routes.ts); the file downloads from exportFileUrl(id).
    startExport: (body: StartExportBody) => call('startExport', { body }),
    exports: () => call('exports'),
    cancelExport: (id: string) => call('cancelExport', byId(id)),
    createList: (body: CreateListBody) => call('createList', { body }),
    patchList: (id: string, body: PatchListBody) => call('patchList', { ...byId(id), body }),
    changeItems: (id: string, body: ListItemsBody) => call('changeItems', { ...byId(id), body }),
    deleteList: (id: string) => call('deleteList', byId(id)),
    restoreList: (id: string) => call('restoreList', byId(id)),
    stack: (body: StackBody) => call('stack', { body }),

    searches: () => call('searches'),
    createSearch: (body: { name: string; query: string; shared?: boolean }) =>
      call('createSearch', { body }),
    patchSearch: (id: string, body: SearchPatch) => call('patchSearch', { ...byId(id), body }),
    deleteSearch: (id: string) => call('deleteSearch', byId(id)),
    restoreSearch: (id: string) => call('restoreSearch', byId(id)),
    recordPull: (id: string, ids: string[]) => call('recordPull', { ...byId(id), body: { ids } }),
    diff: (id: string, ids: string[]) => call('diff', { ...byId(id), body: { ids } }),

    held: (ids: string[]) => call('held', { body: { ids } }),
    // Owner contacts held (issue 40): free reads; the trace itself is a skip call (client.ts).
    contacts: (ids: string[]) => call('contacts', { body: { ids } }),
    traced: (ids: string[]) => call('traced', { body: { ids } }),

    importFromBrowser: (body: ImportBody) => call('importFromBrowser', { body }),

    // Spending caps (issue 39): anyone reads them; admins change them.
    caps: () => call('caps'),
    putTeamCaps: (body: TeamCapsBody) => call('putTeamCaps', { body }),
    putMemberCap: (body: MemberCapBody) => call('putMemberCap', { body }),
    usage: (period: UsageQuery = {}) => call('usage', { query: period }),
    allowance: () => call('allowance'),
    jobs: (query: JobsQuery = {}) => call('jobs', { query }),

    // Webhooks of a watched search (issue 41; docs/lists-api.md "Webhooks"). The search's id is
    // the watch's; an endpoint's secret is in the answers of create and rotate only.
    searchWebhooks: (searchId: string) => call('searchWebhooks', byId(searchId)),
    createWebhook: (searchId: string, url: string) =>
      call('createWebhook', { ...byId(searchId), body: { url } }),
    patchWebhook: (id: string, body: { url?: string; paused?: boolean }) =>
      call('patchWebhook', { ...byId(id), body }),
    deleteWebhook: (id: string) => call('deleteWebhook', byId(id)),
    rotateWebhookSecret: (id: string) => call('rotateWebhookSecret', byId(id)),
    testWebhook: (id: string) => call('testWebhook', byId(id)),
    webhookDeliveries: (id: string) => call('webhookDeliveries', byId(id)),
    redeliver: (deliveryId: string) => call('redeliver', byId(deliveryId)),
    webhookSettings: () => call('webhookSettings'),
    putWebhookSettings: (allowPrivateTargets: boolean) =>
      call('putWebhookSettings', { body: { allowPrivateTargets } }),

    // Watches of saved searches (issue 41): a watch is addressed by its search's id.
    /** The caller's watches; `all`: an admin's whole team's. */
    watches: (all = false) => call('watches', { query: all ? { all: 'true' } : {} }),
    /** Every webhook delivery of the team, newest first (admins only). */
    allWebhookDeliveries: () => call('allWebhookDeliveries'),
    getWatch: (searchId: string) => call('getWatch', byId(searchId)),
    putWatch: (searchId: string, body: WatchBody) => call('putWatch', { ...byId(searchId), body }),
    deleteWatch: (searchId: string) => call('deleteWatch', byId(searchId)),
    runWatch: (searchId: string) => call('runWatch', { ...byId(searchId), body: {} }),
    watchRuns: (searchId: string, page: { offset?: number; limit?: number } = {}) =>
      call('watchRuns', { ...byId(searchId), query: page }),
    watchRunIds: (searchId: string, runId: string) =>
      call('watchRunIds', { params: { id: searchId, run: runId } }),
    teamTimeZone: () => call('teamTimeZone'),
    putTeamTimeZone: (timeZone: string) => call('putTeamTimeZone', { body: { timeZone } }),
  };
}

export type AppStoreClient = ReturnType<typeof createAppStoreClient>;

/** Where the ledger's CSV downloads from: a link the browser follows (a file, not JSON). */
export function usageCsvHref(period: UsageQuery): string {
  return `${APP_API_PREFIX}${APP_ROUTES.usageCsv.path}${queryString(period)}`;
}
