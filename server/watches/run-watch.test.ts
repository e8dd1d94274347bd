// A watch's run against the embedded mock (the offline handler) and its data clock: the ids that
// appear land in the watch's list and its run's history; records and traces are bought as the
// watch, metered by the ledger under its agent; the watch's own cap stops a run and keeps what it
// bought; a day's run happens once; the hourly tick hands on the runs due in the team's zone.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApiHandler } from '../api-handler';
import { createAppApi } from '../app-api/app-api';
import type { EnqueueOptions, JobRunner, RunningJob } from '../jobs/job-runner';
import type { WorkDeps } from '../jobs/work-types';
import { openOfflineHandler } from '../offline-test-handler';
import type { AppStore } from '../store/store';
import { runWatch, type WatchRunData } from './run-watch';
import { tick } from './watch-work';

let store: AppStore;
let handler: ApiHandler;
let deps: WorkDeps;
const enqueued: { name: string; data: object; options?: EnqueueOptions }[] = [];

/** A runner that only records what was put on it (the run is called directly below). */
const recordingRunner = {
  enqueue: async (name: string, data: object, options?: EnqueueOptions) => {
    enqueued.push({ name, data, ...(options && { options }) });
    return `job-${enqueued.length}`;
  },
} as unknown as JobRunner;

const SEARCH = { city: 'Austin', state: 'TX' };
const queryOf = (filters: object) =>
  `v=1&q=${Buffer.from(JSON.stringify({ f: filters })).toString('base64url')}`;

async function mock(path: string, body?: unknown) {
  const response = await handler.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { data: number[] };
}

const idsOfSearch = async () =>
  (await mock('/v2/PropertySearch', { ...SEARCH, ids_only: true })).data.map(String);

beforeAll(async () => {
  ({ store, handler } = await openOfflineHandler());
  deps = {
    store: async () => store,
    jobs: recordingRunner,
    callService: handler.callService,
    log: () => undefined,
  };
}, 60_000);
afterAll(() => handler.close());
beforeEach(async () => {
  await mock('/__mock/data-clock', { tick: 0 });
});

let jobs = 0;
function job(searchId: string, data: Partial<WatchRunData> = {}): RunningJob<WatchRunData> {
  jobs += 1;
  return {
    id: `test-job-${jobs}`,
    name: 'watch-run',
    data: { searchId, trigger: 'manual', ...data },
    retryCount: 0,
  };
}

/** A saved search watched through the route, as the dialog saves it (the baseline taken then). */
async function watch(owner: string, settings: Record<string, unknown> = {}) {
  const search = await store.searches.create(owner, { name: 'Austin', query: queryOf(SEARCH) });
  const api = createAppApi({
    store: async () => store,
    log: () => undefined,
    work: { jobs: async () => recordingRunner, callService: handler.callService },
  });
  const response = await api.request(
    `/app/v1/searches/${search.id}/watch`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        frequency: 'daily',
        hour: 7,
        newListName: 'Austin — new leads',
        pullRecords: false,
        skipTrace: false,
        monthlyCreditCap: null,
        paused: false,
        ...settings,
      }),
    },
    { appUser: owner },
  );
  expect(response.status).toBe(200);
  const { watch } = (await response.json()) as { watch: { listId: string } };
  return { searchId: search.id, listId: watch.listId };
}

async function lastRun(owner: string, searchId: string) {
  const { runs } = await store.watches.runs(owner, false, searchId, { offset: 0, limit: 1 });
  return runs[0]!;
}

async function ledgerOf(agent: string) {
  await handler.recordsWritten();
  const { rows } = await store.db.query<{ operation: string; credits: number; user_key: string }>(
    'SELECT operation, credits, user_key FROM ledger WHERE agent = $1 ORDER BY id',
    [agent],
  );
  return rows;
}

describe('a watch’s run', () => {
  it('adds the ids that appeared since the watch was made to its list, and says what went', async () => {
    const scope = (await idsOfSearch()).map(Number);
    await mock('/__mock/data-clock', { tick: 1, scope });
    const before = await idsOfSearch();
    const { searchId, listId } = await watch('ann');
    await mock('/__mock/data-clock', { tick: 2, scope });
    const now = await idsOfSearch();
    const added = now.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !now.includes(id));
    expect(added.length).toBeGreaterThan(0);

    await runWatch(deps, job(searchId));

    const run = await lastRun('ann', searchId);
    expect(run).toMatchObject({
      status: 'done',
      trigger: 'manual',
      newCount: added.length,
      removedCount: removed.length,
      matches: now.length,
      credits: 0,
      message: null,
    });
    expect(await store.watches.runItems(run.id, 'new')).toEqual(added);
    expect((await store.lists.get('ann', listId)).ids).toEqual(added);
    // The ids calls were free and metered as the watch, on the owner's behalf.
    const rows = await ledgerOf(`watch:${searchId}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.credits === 0 && row.user_key === 'ann')).toBe(true);

    // Nothing changed since: the next run finds nothing new.
    await runWatch(deps, job(searchId));
    expect(await lastRun('ann', searchId)).toMatchObject({ newCount: 0, removedCount: 0 });
    expect((await store.lists.get('ann', listId)).size).toBe(added.length);
  });

  it('buys the new leads’ records and traces their owners as the watch', async () => {
    const scope = (await idsOfSearch()).map(Number);
    await mock('/__mock/data-clock', { tick: 1, scope });
    const { searchId } = await watch('bea', { pullRecords: true, skipTrace: true });
    await mock('/__mock/data-clock', { tick: 2, scope });

    await runWatch(deps, job(searchId));

    const run = await lastRun('bea', searchId);
    expect(run.status).toBe('done');
    expect(run.pulled).toBe(run.newCount);
    expect(run.traced).toBeGreaterThan(0);
    const rows = await ledgerOf(`watch:${searchId}`);
    const paid = rows.filter((row) => row.credits > 0);
    expect(paid.map((row) => row.operation)).toEqual(
      expect.arrayContaining(['PropertySearch', 'SkipTraceBatchAwait']),
    );
    const spent = paid.reduce((sum, row) => sum + row.credits, 0);
    expect((await lastRun('bea', searchId)).credits).toBe(spent);
    expect((await store.watches.get('bea', false, searchId))?.creditsThisMonth).toBe(spent);
  });

  it('stops at the watch’s own monthly cap, keeping the leads it added', async () => {
    const scope = (await idsOfSearch()).map(Number);
    await mock('/__mock/data-clock', { tick: 1, scope });
    const { searchId, listId } = await watch('cy', { pullRecords: true, monthlyCreditCap: 1 });
    await mock('/__mock/data-clock', { tick: 2, scope });
    // The test above bought these records: held ones are free and no cap would stop them.
    await store.db.query('DELETE FROM records');

    await runWatch(deps, job(searchId));

    const run = await lastRun('cy', searchId);
    expect(run.newCount).toBeGreaterThan(1);
    expect(run).toMatchObject({ status: 'stopped-by-cap', pulled: 0, credits: 0 });
    expect(run.message).toMatch(/^This job has used 0 of its 1 monthly credits/);
    expect((await store.lists.get('cy', listId)).size).toBe(run.newCount);
  });

  it('runs a day’s scheduled run once, however many jobs hand it on', async () => {
    const { searchId } = await watch('dee');
    await runWatch(deps, job(searchId, { trigger: 'scheduled', runKey: '2026-07-01' }));
    await runWatch(deps, job(searchId, { trigger: 'scheduled', runKey: '2026-07-01' }));
    const { runs } = await store.watches.runs('dee', false, searchId, { offset: 0, limit: 10 });
    expect(runs).toHaveLength(1);
    // Paused since a tick handed a run on: it does not run (Run now still does).
    await store.db.query('UPDATE watches SET paused = true WHERE search_id = $1', [searchId]);
    await runWatch(deps, job(searchId, { trigger: 'scheduled', runKey: '2026-07-02' }));
    await runWatch(deps, job(searchId));
    const after = await store.watches.runs('dee', false, searchId, { offset: 0, limit: 10 });
    expect(after.runs.map((run) => run.trigger)).toEqual(['manual', 'scheduled']);
  });

  it('fails with words when its list was deleted, and lets the next run add the leads', async () => {
    const scope = (await idsOfSearch()).map(Number);
    await mock('/__mock/data-clock', { tick: 1, scope });
    const { searchId, listId } = await watch('eli');
    await mock('/__mock/data-clock', { tick: 2, scope });
    await store.db.query('DELETE FROM lists WHERE id = $1', [listId]);
    await runWatch(deps, job(searchId));
    expect(await lastRun('eli', searchId)).toMatchObject({
      status: 'failed',
      error: 'The list for new leads was deleted: choose another list in the watch.',
    });
  });
});

describe('the hourly tick', () => {
  it('hands on the runs due now in the team’s time zone, keyed by watch and local date', async () => {
    const { searchId } = await watch('fay', { hour: 9 });
    await store.db.query(
      "UPDATE watches SET created_at = '2026-01-01T00:00:00Z' WHERE search_id = $1",
      [searchId],
    );
    await store.teamZone.set('America/Chicago', 'admin');
    try {
      enqueued.length = 0;
      // 09:00 in Chicago on 1 July (CDT) is 14:00 UTC.
      await tick(deps, new Date('2026-07-01T13:00:00Z'));
      expect(enqueued.filter((e) => (e.data as WatchRunData).searchId === searchId)).toEqual([]);
      await tick(deps, new Date('2026-07-01T14:00:00Z'));
      expect(enqueued.filter((e) => (e.data as WatchRunData).searchId === searchId)).toEqual([
        {
          name: 'watch-run',
          // Whose and what, for the jobs list.
          data: {
            searchId,
            trigger: 'scheduled',
            runKey: '2026-07-01',
            owner: 'fay',
            subject: 'Austin',
          },
          options: { singletonKey: `${searchId}:2026-07-01`, retryLimit: 3 },
        },
      ]);
    } finally {
      await store.teamZone.set('UTC', 'admin');
    }
  });
});
