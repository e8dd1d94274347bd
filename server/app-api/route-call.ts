// What a route's handler is handed (RouteCall) and the handlers' type (AppHandlers), apart from
// app-handlers.ts so a part's own handlers file (exports-handlers.ts) can be typed by them
// without importing app-handlers.ts back.
import type { z } from 'zod';
import type { AppRoute, AppRouteName, AppRoutes, PathParams } from '../app-contract';
import type { WorkAccess } from '../jobs/work';
import type { AppStore } from '../store/store';

/** A route's call as the registration hands it over: everything already validated. */
export interface RouteCall<R extends AppRoute> {
  store: AppStore;
  /** Whose lists: the mount says (the signed-in user, or `local`). */
  user: string;
  /** Their team role (absent on the mount: a member). */
  role: 'admin' | 'member';
  /** A team admin (the mount's appRole): sees the whole team's usage. */
  admin: boolean;
  /** Whose prices the ledger holds: the real service's, or the embedded mock's ('offline'). */
  prices: 'service' | 'offline';
  /** The background jobs and the in-process service caller (watches, exports). */
  work: WorkAccess;
  params: PathParams<R['path']>;
  body: R['body'] extends z.ZodType ? z.output<R['body']> : undefined;
  query: R['query'] extends z.ZodType ? z.output<R['query']> : undefined;
}

export type AppHandlers = {
  [N in AppRouteName]: (call: RouteCall<AppRoutes[N]>) => Promise<z.input<AppRoutes[N]['answer']>>;
};
