// Every operation of /app/v1, declared once: its method, path pattern, body (or query) schema and
// answer schema. The server registers its routes from this table (server/app-api/app-routes.ts,
// through server/app-contract.ts) and the browser's client calls through it (client.ts), so a
// path, a method or a schema cannot differ between the two; server/app-api/routes.test.ts checks
// that the server answers every route here.
import type { z } from 'zod';
import {
  allowanceAnswerSchema,
  capsAnswerSchema,
  contactsAnswerSchema,
  contactsBodySchema,
  createListBodySchema,
  createSearchBodySchema,
  deleteListAnswerSchema,
  deleteSearchAnswerSchema,
  heldAnswerSchema,
  idsBodySchema,
  importAnswerSchema,
  importBodySchema,
  listDetailSchema,
  listItemsAnswerSchema,
  listItemsBodySchema,
  listQuerySchema,
  listsAnswerSchema,
  listSummarySchema,
  memberCapAnswerSchema,
  memberCapBodySchema,
  patchListBodySchema,
  patchSearchBodySchema,
  pullSchema,
  readRecordsAnswerSchema,
  readRecordsBodySchema,
  savedSearchSchema,
  searchDiffAnswerSchema,
  searchesAnswerSchema,
  settingsAnswerSchema,
  settingsSchema,
  stackBodySchema,
  teamCapsBodySchema,
  tracedAnswerSchema,
  usageAnswerSchema,
  usageQuerySchema,
  fileAnswerSchema,
} from './contract';
import { WORK_ROUTES } from './work-routes';
import { WEBHOOK_ROUTES } from './webhooks-routes';

export type { WebhookRouteName } from './webhooks-routes';
import { WATCH_ROUTES } from './watch-routes';
import { EXPORT_ROUTES } from './exports-routes';

type AppMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface AppRoute {
  method: AppMethod;
  /** Under APP_API_PREFIX; `:name` is a path parameter. */
  path: string;
  /** The JSON body a change takes (absent: none, read as `{}`). */
  body?: z.ZodType;
  /** The URL query a read takes. */
  query?: z.ZodType;
  answer: z.ZodType;
  /** 201 for a creation; 200 otherwise. */
  created?: true;
  /** Only a team admin may call it: the 403's message, answered before the body is read. */
  adminOnly?: string;
  /**
   * The answer is a file of this type (its handler answers `fileAnswerSchema`: a name and the
   * text), sent as it is for the browser to download rather than as JSON.
   */
  file?: 'text/csv';
}

// Order matters on the server: a fixed path under /lists/ precedes /lists/:id (as /lists/stack).
export const APP_ROUTES = {
  lists: { method: 'GET', path: '/lists', query: listQuerySchema, answer: listsAnswerSchema },
  createList: {
    method: 'POST',
    path: '/lists',
    body: createListBodySchema,
    answer: listDetailSchema,
    created: true,
  },
  stack: {
    method: 'POST',
    path: '/lists/stack',
    body: stackBodySchema,
    answer: listDetailSchema,
    created: true,
  },
  getList: { method: 'GET', path: '/lists/:id', answer: listDetailSchema },
  patchList: {
    method: 'PATCH',
    path: '/lists/:id',
    body: patchListBodySchema,
    answer: listSummarySchema,
  },
  changeItems: {
    method: 'POST',
    path: '/lists/:id/items',
    body: listItemsBodySchema,
    answer: listItemsAnswerSchema,
  },
  deleteList: { method: 'DELETE', path: '/lists/:id', answer: deleteListAnswerSchema },
  restoreList: { method: 'POST', path: '/lists/:id/restore', answer: listSummarySchema },

  searches: { method: 'GET', path: '/searches', answer: searchesAnswerSchema },
  createSearch: {
    method: 'POST',
    path: '/searches',
    body: createSearchBodySchema,
    answer: savedSearchSchema,
    created: true,
  },
  patchSearch: {
    method: 'PATCH',
    path: '/searches/:id',
    body: patchSearchBodySchema,
    answer: savedSearchSchema,
  },
  deleteSearch: { method: 'DELETE', path: '/searches/:id', answer: deleteSearchAnswerSchema },
  restoreSearch: { method: 'POST', path: '/searches/:id/restore', answer: savedSearchSchema },
  recordPull: {
    method: 'POST',
    path: '/searches/:id/pulls',
    body: idsBodySchema,
    answer: pullSchema,
  },
  diff: {
    method: 'POST',
    path: '/searches/:id/diff',
    body: idsBodySchema,
    answer: searchDiffAnswerSchema,
  },

  settings: { method: 'GET', path: '/settings', answer: settingsAnswerSchema },
  // Team-wide: an admin's to change, with who and when kept on the row and in the audit log.
  putSettings: {
    method: 'PUT',
    path: '/settings',
    body: settingsSchema,
    answer: settingsAnswerSchema,
    adminOnly: 'Only an admin can change the team’s settings.',
  },
  // Held records are written by the server alone (the proxy keeps what it relays): no route takes
  // records from a browser, so nobody can overwrite what the team paid for.
  // `held` is the free estimate before a list opens; the app no longer reads records here (the
  // server answers records by ids from the held ones itself: server/held/), but the route stays
  // for other readers of what the team holds.
  held: { method: 'POST', path: '/records/held', body: idsBodySchema, answer: heldAnswerSchema },
  readRecords: {
    method: 'POST',
    path: '/records/read',
    body: readRecordsBodySchema,
    answer: readRecordsAnswerSchema,
  },

  // Owner contacts the team holds (skip answers, issue 40), read free: what a row, the drawer and
  // an export show, and which properties a trace would skip. Written by the server alone.
  contacts: {
    method: 'POST',
    path: '/contacts',
    body: contactsBodySchema,
    answer: contactsAnswerSchema,
  },
  traced: {
    method: 'POST',
    path: '/contacts/traced',
    body: idsBodySchema,
    answer: tracedAnswerSchema,
  },

  importFromBrowser: {
    method: 'POST',
    path: '/import',
    body: importBodySchema,
    answer: importAnswerSchema,
  },

  // ---------------------------------------------------------------- spending caps (issue 39)
  // Anyone reads the team's caps and their own; only an admin changes them (audited).
  caps: { method: 'GET', path: '/caps', answer: capsAnswerSchema },
  putTeamCaps: {
    method: 'PUT',
    path: '/caps',
    body: teamCapsBodySchema,
    answer: capsAnswerSchema,
    adminOnly: 'Only an admin can change the team’s spending caps.',
  },
  // The member is named in the body, not the path: names are the users', ids are the lists'.
  putMemberCap: {
    method: 'PUT',
    path: '/caps/member',
    body: memberCapBodySchema,
    answer: memberCapAnswerSchema,
    adminOnly: 'Only an admin can change a member’s monthly cap.',
  },

  // What the caller has left under the caps, read before a pull that spans pages (free).
  allowance: { method: 'GET', path: '/allowance', answer: allowanceAnswerSchema },

  // The credits ledger, read: admins see the team's calls, members their own.
  usage: { method: 'GET', path: '/usage', query: usageQuerySchema, answer: usageAnswerSchema },
  usageCsv: {
    method: 'GET',
    path: '/usage.csv',
    query: usageQuerySchema,
    answer: fileAnswerSchema,
    file: 'text/csv',
  },

  // ---------------------------------------------------------------- background work (issue 41)
  ...WORK_ROUTES,
  // Webhook deliveries of watched searches (issue 41): webhooks-routes.ts.
  ...WEBHOOK_ROUTES,
  ...WATCH_ROUTES,
  ...EXPORT_ROUTES,
} as const satisfies Record<string, AppRoute>;

export type AppRoutes = typeof APP_ROUTES;
export type AppRouteName = keyof AppRoutes;

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** The parameters a path pattern names: `'/lists/:id/items'` → `{ id: string }`. */
export type PathParams<P extends string> = { [K in ParamNames<P>]: string };

/** What a route's body (or query) schema accepts, and what it hands the server once parsed. */
export type RouteBody<R extends AppRoute> = R['body'] extends z.ZodType
  ? z.input<R['body']>
  : undefined;
export type RouteQuery<R extends AppRoute> = R['query'] extends z.ZodType
  ? z.input<R['query']>
  : undefined;
export type RouteAnswer<R extends AppRoute> = z.output<R['answer']>;

/** The pattern with its parameters filled in, each URL-encoded. */
export function fillPath<P extends string>(pattern: P, params: PathParams<P>): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}
