// Watches in the store on every backend: one per search and only its owner's, the list it feeds
// must be the owner's, runs claimed once per key (a retry of the same job resumes, another run
// under way is "busy", one left by a server that went away is failed), what a run found, and the
// admin's view of every watch with its last run and credits this month.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoreRefusal } from './refusal';
import type { AppStore } from './store';
import { TEST_BACKENDS } from './test-backends';
import type { WatchSettings } from './watches-repo';

const someone = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;

async function refusal(promise: Promise<unknown>): Promise<StoreRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(StoreRefusal);
  return error as StoreRefusal;
}

describe.each(TEST_BACKENDS)('watches on $name', (backend) => {
  let store: AppStore;
  beforeAll(async () => {
    store = await backend.open();
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  async function watched(owner = someone('wes'), settings: Partial<WatchSettings> = {}) {
    const search = await store.searches.create(owner, { name: 'Denver', query: 'v=1&q=e30' });
    const list = await store.lists.create(owner, { name: 'Denver — new leads', ids: [] });
    const put = await store.watches.put(owner, search.id, {
      frequency: 'daily',
      weekday: null,
      hour: 7,
      listId: list.id,
      pullRecords: false,
      skipTrace: false,
      monthlyCreditCap: null,
      paused: false,
      ...settings,
    });
    return { owner, search, list, ...put };
  }

  it('keeps one watch per search, its owner’s, replaced by a second put', async () => {
    const { owner, search, list, watch, created } = await watched();
    expect(created).toBe(true);
    expect(watch).toMatchObject({
      searchId: search.id,
      searchName: 'Denver',
      owner,
      mine: true,
      frequency: 'daily',
      weekday: null,
      hour: 7,
      listId: list.id,
      listName: 'Denver — new leads',
      creditsThisMonth: 0,
      lastRun: null,
    });
    const again = await store.watches.put(owner, search.id, {
      frequency: 'weekly',
      weekday: 1,
      hour: 23,
      listId: list.id,
      pullRecords: true,
      skipTrace: true,
      monthlyCreditCap: 500,
      paused: true,
    });
    expect(again.created).toBe(false);
    expect(again.watch).toMatchObject({ frequency: 'weekly', weekday: 1, hour: 23, paused: true });
    expect(await store.watches.get(owner, false, search.id)).toMatchObject({
      monthlyCreditCap: 500,
    });
    expect(await store.watches.remove(owner, search.id)).toBe(true);
    expect(await store.watches.get(owner, false, search.id)).toBeNull();
  });

  it('lets only the owner watch a search, into a list of their own', async () => {
    const { search, list } = await watched();
    const other = someone('oz');
    await store.searches.patch(search.owner, search.id, { shared: true });
    const settings: WatchSettings = {
      frequency: 'daily',
      weekday: null,
      hour: 1,
      listId: list.id,
      pullRecords: false,
      skipTrace: false,
      monthlyCreditCap: null,
      paused: false,
    };
    expect((await refusal(store.watches.put(other, search.id, settings))).status).toBe(403);
    expect((await refusal(store.watches.put(other, crypto.randomUUID(), settings))).status).toBe(
      404,
    );
    // Another's list, even shared, is not theirs to fill.
    const mine = await store.searches.create(other, { name: 'Mine', query: 'v=1&q=e30' });
    await store.lists.patch(search.owner, list.id, { shared: true });
    expect((await refusal(store.watches.put(other, mine.id, settings))).status).toBe(403);
    // A member does not see another's watch; an admin does.
    expect(await store.watches.get(other, false, search.id)).toBeNull();
    expect(await store.watches.get(other, true, search.id)).toMatchObject({ mine: false });
  });

  it('claims a run once per key; a retry of its job resumes it; another run waits', async () => {
    const { search } = await watched();
    const start = { searchId: search.id, runKey: '2026-07-01', trigger: 'scheduled' as const };
    const first = await store.watches.claimRun({ ...start, jobId: 'job-1' });
    expect(first).toMatchObject({ kind: 'started', resumed: false });
    // The same day from another job (a second tick, another server): already taken.
    expect(await store.watches.claimRun({ ...start, jobId: 'job-2' })).toEqual({
      kind: 'already',
    });
    // Run now while the day's run runs: busy, so it is tried again later.
    expect(
      await store.watches.claimRun({
        searchId: search.id,
        runKey: 'manual:job-3',
        trigger: 'manual',
        jobId: 'job-3',
      }),
    ).toEqual({ kind: 'busy' });
    if (first.kind !== 'started') throw new Error('not started');
    await store.watches.finishRun(first.runId, {
      status: 'failed',
      pulled: 0,
      traced: 0,
      error: 'The property service answered 503',
    });
    // pg-boss tries job-1 again: the same run resumes.
    expect(await store.watches.claimRun({ ...start, jobId: 'job-1' })).toMatchObject({
      kind: 'started',
      runId: first.runId,
      resumed: true,
    });
    await store.watches.recordFound(
      first.runId,
      search.id,
      { matches: 4, ids: ['1', '2', '3', '4'], added: ['3', '4'], removed: ['9'] },
      null,
    );
    const done = await store.watches.finishRun(first.runId, {
      status: 'done',
      pulled: 2,
      traced: 0,
    });
    expect(done).toMatchObject({ status: 'done', newCount: 2, removedCount: 1, error: null });
    expect(await store.watches.runItems(first.runId, 'new')).toEqual(['3', '4']);
    expect(await store.watches.seen(search.id)).toEqual(['1', '2', '3', '4']);
    // Once done, even its own job cannot run the day again.
    expect(await store.watches.claimRun({ ...start, jobId: 'job-1' })).toEqual({
      kind: 'already',
    });
  });

  it('fails a run left running by a server that went away, so it blocks nothing', async () => {
    const { search } = await watched();
    const first = await store.watches.claimRun({
      searchId: search.id,
      runKey: 'manual:a',
      trigger: 'manual',
      jobId: 'a',
    });
    if (first.kind !== 'started') throw new Error('not started');
    await store.db.query(
      "UPDATE watch_runs SET started_at = now() - interval '1 hour' WHERE id = $1",
      [first.runId],
    );
    expect(
      await store.watches.claimRun({
        searchId: search.id,
        runKey: 'manual:b',
        trigger: 'manual',
        jobId: 'b',
      }),
    ).toMatchObject({ kind: 'started' });
    const { runs } = await store.watches.runs(search.owner, false, search.id, {
      offset: 0,
      limit: 10,
    });
    expect(runs.map((run) => run.status)).toEqual(['running', 'failed']);
    expect(runs[1]?.error).toMatch(/stopped before it finished/);
  });

  it('sums a run’s and a month’s credits from the ledger rows of its agent', async () => {
    const { owner, search } = await watched();
    const claim = await store.watches.claimRun({
      searchId: search.id,
      runKey: 'manual:c',
      trigger: 'manual',
      jobId: 'c',
    });
    if (claim.kind !== 'started') throw new Error('not started');
    const agent = { key: `watch:${search.id}`, monthlyCap: null };
    for (const credits of [250, 40])
      await store.ledger.record(
        { userKey: owner, operation: 'PropertySearch', summary: 'ids', agent },
        { records: credits, credits, creditsSource: 'answer', status: 'done' },
      );
    const run = await store.watches.finishRun(claim.runId, {
      status: 'stopped-by-cap',
      pulled: 290,
      traced: 0,
      note: 'This job has used 290 of its 300 monthly credits.',
    });
    expect(run).toMatchObject({ credits: 290, status: 'stopped-by-cap' });
    const all = await store.watches.list('an-admin', true);
    expect(all.find((w) => w.searchId === search.id)).toMatchObject({
      creditsThisMonth: 290,
      mine: false,
      lastRun: { id: claim.runId, credits: 290 },
    });
    expect((await store.watches.list('an-admin', false)).map((w) => w.searchId)).not.toContain(
      search.id,
    );
  });

  it('leaves out watches of deleted searches and paused ones from the tick', async () => {
    const live = await watched();
    const paused = await watched(someone('pat'), { paused: true });
    const gone = await watched();
    await store.searches.softDelete(gone.owner, gone.search.id);
    const active = (await store.watches.active()).map((w) => w.search_id);
    expect(active).toContain(live.search.id);
    expect(active).not.toContain(paused.search.id);
    expect(active).not.toContain(gone.search.id);
  });

  it('keeps the team’s time zone, UTC until an admin sets one', async () => {
    expect(await store.teamZone.current()).toMatchObject({ timeZone: 'UTC', updatedBy: null });
    expect(await store.teamZone.set('America/Chicago', 'ann')).toMatchObject({
      timeZone: 'America/Chicago',
      updatedBy: 'ann',
    });
    await store.teamZone.set('UTC', 'ann');
  });
});
