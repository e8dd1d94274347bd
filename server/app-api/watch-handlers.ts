// What the watch routes do (src/api/app-store/watch-routes.ts), spread into APP_HANDLERS. A member
// sees and changes their own watches; an admin sees everyone's (GET /watches?all=true, a watch, its
// runs) but changes only their own.
import type { WorkAccess } from '../jobs/work-types';
import type { AppStore } from '../store/store';
import { WATCH_LIMITS, type WATCH_ROUTES } from '../app-contract';
import { StoreRefusal } from '../store/refusal';
import { WATCH_MESSAGES, type WatchSettings } from '../store/watches-repo';
import { watchedRequest } from '../watches/search-request';
import { idsNow } from '../watches/service-steps';
import { runNow } from '../watches/watch-work';
import type { AppHandlers, RouteCall } from './route-call';

type WatchRouteName = keyof typeof WATCH_ROUTES;

/**
 * The ids the new watch starts from, so its first run reports what appeared since it was made. A
 * free call; if it cannot be made now (no service, no runner), the first run takes the baseline.
 */
async function takeBaseline(store: AppStore, work: WorkAccess, searchId: string): Promise<void> {
  const watch = await store.watches.row(searchId);
  if (!watch || watch.seen_at) return;
  const request = watchedRequest(watch.search_query);
  if (!request.ok) return;
  try {
    const { ids } = await idsNow(
      {
        callService: work.callService,
        user: watch.owner,
        agent: { key: `watch:${searchId}`, monthlyCap: watch.monthly_credit_cap },
      },
      request.request,
    );
    await store.watches.setSeen(searchId, ids);
  } catch {
    // The first run takes it instead.
  }
}

async function settingsOf(
  store: AppStore,
  user: string,
  searchId: string,
  body: RouteCall<typeof WATCH_ROUTES.putWatch>['body'],
): Promise<WatchSettings> {
  const search = await store.watches.ownSearch(user, searchId);
  let listId = body.listId;
  if (listId === undefined) {
    const list = await store.lists.create(user, {
      name: body.newListName ?? `${search.name} — new leads`,
      ids: [],
      source: {
        kind: 'search',
        query: search.query,
        note: `New leads of the watch on “${search.name}”`,
      },
    });
    listId = list.id;
  }
  return {
    frequency: body.frequency,
    weekday: body.weekday ?? null,
    hour: body.hour,
    listId,
    pullRecords: body.pullRecords,
    skipTrace: body.skipTrace,
    monthlyCreditCap: body.monthlyCreditCap,
    paused: body.paused,
  };
}

export const WATCH_HANDLERS: Pick<AppHandlers, WatchRouteName> = {
  watches: async ({ store, user, admin, query }) => ({
    watches: await store.watches.list(user, admin && query.all === 'true'),
    timeZone: await store.teamZone.timeZone(),
  }),
  getWatch: async ({ store, user, admin, params }) => ({
    watch: await store.watches.get(user, admin, params.id),
    timeZone: await store.teamZone.timeZone(),
  }),
  putWatch: async ({ store, user, params, body, work }) => {
    const settings = await settingsOf(store, user, params.id, body);
    const { watch } = await store.watches.put(user, params.id, settings);
    await takeBaseline(store, work, params.id);
    return { watch, timeZone: await store.teamZone.timeZone() };
  },
  deleteWatch: async ({ store, user, params }) => ({
    deleted: await store.watches.remove(user, params.id),
  }),
  runWatch: async ({ store, user, params, work }) => {
    await store.watches.ownSearch(user, params.id);
    const watch = await store.watches.get(user, false, params.id);
    if (!watch) throw new StoreRefusal(404, WATCH_MESSAGES.noWatch);
    return { jobId: await runNow(await work.jobs(), watch) };
  },
  watchRuns: ({ store, user, admin, params, query }) =>
    store.watches.runs(user, admin, params.id, {
      offset: query.offset ?? 0,
      limit: query.limit ?? WATCH_LIMITS.defaultRunsPerPage,
    }),
  watchRunIds: async ({ store, user, admin, params }) => {
    const run = await store.watches.run(user, admin, params.id, params.run);
    return {
      run,
      newIds: await store.watches.runItems(run.id, 'new'),
      removedIds: await store.watches.runItems(run.id, 'removed'),
    };
  },
  teamTimeZone: async ({ store, role }) => ({
    ...(await store.teamZone.current()),
    canChange: role === 'admin',
  }),
  putTeamTimeZone: async ({ store, user, role, body }) => ({
    ...(await store.teamZone.set(body.timeZone, user)),
    canChange: role === 'admin',
  }),
};
