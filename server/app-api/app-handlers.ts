// What each /app/v1 route does, keyed by the route table (src/api/app-store/routes.ts): a route the
// table declares without a handler here, or a handler for a route it does not declare, does not
// compile. The routes are registered from the table (register-routes.ts), which has already read
// the path, the query and the body with the table's schemas.
import type { AppStore } from '../store/store';
import { usagePeriod } from '../store/usage-repo';
import { EXPORT_HANDLERS } from './exports-handlers';
import type { AppHandlers } from './route-call';
import { ledgerCsv } from './usage-csv';
import { WORK_HANDLERS } from './work-handlers';
import { WEBHOOK_HANDLERS } from './webhooks-handlers';
import { WATCH_HANDLERS } from './watch-handlers';

export type { AppHandlers, RouteCall } from './route-call';

export const APP_HANDLERS: AppHandlers = {
  // ------------------------------------------------------------------ lists
  lists: async ({ store, user, query }) => ({ lists: await store.lists.list(user, query) }),
  createList: ({ store, user, body }) => store.lists.create(user, body),
  stack: ({ store, user, body }) => store.lists.stack(user, body),
  getList: ({ store, user, params }) => store.lists.get(user, params.id),
  patchList: ({ store, user, params, body }) => store.lists.patch(user, params.id, body),
  changeItems: ({ store, user, params, body }) => store.lists.changeItems(user, params.id, body),
  deleteList: async ({ store, user, params }) => ({
    deleted: await store.lists.softDelete(user, params.id),
  }),
  restoreList: ({ store, user, params }) => store.lists.restore(user, params.id),

  // ------------------------------------------------------------------ saved searches
  searches: async ({ store, user }) => ({ searches: await store.searches.list(user) }),
  createSearch: ({ store, user, body }) => store.searches.create(user, body),
  patchSearch: ({ store, user, params, body }) => store.searches.patch(user, params.id, body),
  deleteSearch: async ({ store, user, params }) => ({
    deleted: await store.searches.softDelete(user, params.id),
  }),
  restoreSearch: ({ store, user, params }) => store.searches.restore(user, params.id),
  recordPull: ({ store, user, params, body }) =>
    store.searches.recordPull(user, params.id, body.ids),
  diff: ({ store, user, params, body }) => store.searches.diff(user, params.id, body.ids),

  // ------------------------------------------------------------------ records held, settings
  settings: ({ store }) => store.settings.current(),
  putSettings: ({ store, user, body }) => store.settings.setFreshnessDays(body.freshnessDays, user),
  held: async ({ store, body }) => {
    const freshnessDays = await store.settings.freshnessDays();
    return { ...(await store.records.held(body.ids, freshnessDays)), freshnessDays };
  },
  readRecords: async ({ store, body }) => ({
    records: await store.records.read(body.ids, await store.settings.freshnessDays()),
  }),

  // ------------------------------------------------------------------ owner contacts held (issue 40)
  contacts: async ({ store, body }) => {
    const freshnessDays = await store.settings.freshnessDays();
    const rows = await store.skips.latestFor(body.ids, freshnessDays);
    return {
      contacts: rows.map((row) => ({
        id: row.propertyId,
        matched: row.matched,
        answer: row.answer,
        tracedAt: row.pulledAt,
        tracedBy: row.pulledBy,
      })),
      freshnessDays,
    };
  },
  traced: async ({ store, body }) => {
    const freshnessDays = await store.settings.freshnessDays();
    const traced = new Set(await store.skips.tracedAmong(body.ids, freshnessDays));
    const unique = [...new Set(body.ids)];
    return {
      traced: unique.filter((id) => traced.has(id)),
      untraced: unique.filter((id) => !traced.has(id)),
      freshnessDays,
    };
  },

  // ------------------------------------------------------------------ import from this browser
  importFromBrowser: ({ store, user, body }) => store.imports.importOnce(user, body),

  // ------------------------------------------------------------------ spending caps (issue 39)
  caps: ({ store, user, role }) => capsFor(store, user, role),
  putTeamCaps: async ({ store, user, role, body }) => {
    await store.caps.setTeam(body, user);
    return capsFor(store, user, role);
  },
  putMemberCap: async ({ store, user, body }) => {
    const changed = await store.users.setMonthlyCap(body.name, body.monthlyCreditCap, user);
    return { name: changed.name, monthlyCreditCap: changed.monthlyCreditCap };
  },

  // ------------------------------------------------------------------ usage (the ledger, read)
  usage: ({ store, user, admin, query }) => {
    const now = new Date();
    return store.usage.summary({ user, admin }, usagePeriod(query, now), now);
  },
  usageCsv: async ({ store, user, admin, query }) => {
    const period = usagePeriod(query, new Date());
    return ledgerCsv(period, await store.usage.lines({ user, admin }, period));
  },
  allowance: ({ store, user, prices }) => allowanceFor(store, user, prices),

  // ------------------------------------------------------------------ background work (issue 41)
  ...WORK_HANDLERS,
  // ------------------------------------------------------------------ webhooks of watches (issue 41)
  ...WEBHOOK_HANDLERS,
  // ------------------------------------------------------------------ watches (issue 41)
  ...WATCH_HANDLERS,
  // ------------------------------------------------------------------ exports run on the server
  ...EXPORT_HANDLERS,
};

/** What is left of a cap: null when there is none, never below 0. */
function withLeft(cap: { cap: number | null; used: number; resetsAt: string }) {
  return { ...cap, left: cap.cap === null ? null : Math.max(0, cap.cap - cap.used) };
}

/** The caller's month, the team's day (used as the meter counts it) and the threshold to ask above. */
async function allowanceFor(store: AppStore, user: string, prices: 'service' | 'offline') {
  const [caps, team] = await Promise.all([store.usage.caps(user, new Date()), store.caps.team()]);
  return {
    monthly: withLeft(caps.monthly),
    daily: withLeft(caps.daily),
    confirmAboveCredits: team.confirmAboveCredits,
    prices,
  };
}

/** The team's caps, the caller's own monthly cap, and whether they may change them. */
async function capsFor(store: AppStore, user: string, role: 'admin' | 'member') {
  const [team, monthlyCreditCap] = await Promise.all([
    store.caps.team(),
    store.users.monthlyCap(user),
  ]);
  return { ...team, monthlyCreditCap, canChange: role === 'admin' };
}
