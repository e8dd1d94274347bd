// The call a route's handler gets (everything already validated) and the handlers' type, keyed by
// the route table: their own module, so a part's handlers (watch-handlers.ts) can be typed by them
// without an import cycle through app-handlers.ts, which spreads them in.
import type { z } from 'zod';
import type { AppRoute, AppRouteName, AppRoutes, PathParams } from '../app-contract';
import type { WorkAccess } from '../jobs/work-types';
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
