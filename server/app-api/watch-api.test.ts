// The watch routes over /app/v1 on every backend: put (with a new list made for it, the baseline
// taken), get, run now (a job on the runner; 503 where none runs), the run history and a run's ids,
// delete; a member sees only their own, an admin everyone's; bad input gets clear 400s; the team's
// time zone is read by all and set by an admin only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appErrorSchema,
  runNowAnswerSchema,
  teamTimeZoneAnswerSchema,
  watchAnswerSchema,
  watchesAnswerSchema,
  watchRunIdsAnswerSchema,
  watchRunsAnswerSchema,
} from '../app-contract';
import type { EnqueueOptions, JobRunner } from '../jobs/job-runner';
import type { ServiceCaller } from '../jobs/service-call';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { createAppApi } from './app-api';

const someone = (label: string) => `${label}-${crypto.randomUUID().slice(0, 8)}`;
const QUERY = `v=1&q=${Buffer.from(JSON.stringify({ f: { city: 'Austin', state: 'TX' } })).toString('base64url')}`;

describe.each(TEST_BACKENDS)('/app/v1 watches on $name', (backend) => {
  let store: AppStore;
  let api: ReturnType<typeof createAppApi>;
  let bare: ReturnType<typeof createAppApi>;
  const enqueued: { name: string; data: object; options?: EnqueueOptions }[] = [];
  const serviceCalls: unknown[] = [];
  const callService: ServiceCaller = async ({ body }) => {
    serviceCalls.push(body);
    return { status: 200, body: { data: [11, 12, 13], resultCount: 3 } };
  };
  const runner = {
    enqueue: async (name: string, data: object, options?: EnqueueOptions) => {
      enqueued.push({ name, data, ...(options && { options }) });
      return 'job-1';
    },
  } as unknown as JobRunner;

  beforeAll(async () => {
    store = await backend.open();
    api = createAppApi({
      store: async () => store,
      log: () => undefined,
      work: { jobs: async () => runner, callService },
    });
    bare = createAppApi({ store: async () => store, log: () => undefined });
  }, 60_000);
  afterAll(async () => {
    await store?.close();
  });

  async function call(
    user: string,
    method: string,
    path: string,
    body?: unknown,
    { role = 'member', on = api }: { role?: 'admin' | 'member'; on?: typeof api } = {},
  ) {
    const response = await on.request(
      `/app/v1${path}`,
      {
        method,
        ...(method !== 'GET' &&
          method !== 'DELETE' && {
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body ?? {}),
          }),
      },
      { appUser: user, appRole: role },
    );
    return { status: response.status, json: (await response.json()) as unknown };
  }

  const daily = {
    frequency: 'daily',
    hour: 7,
    pullRecords: true,
    skipTrace: false,
    monthlyCreditCap: 2000,
    paused: false,
  };

  async function searchOf(owner: string) {
    return store.searches.create(owner, { name: 'Austin absentee', query: QUERY });
  }

  it('watches a search into a new list, taking its baseline, and reads it back', async () => {
    const owner = someone('ann');
    const search = await searchOf(owner);
    const put = await call(owner, 'PUT', `/searches/${search.id}/watch`, {
      ...daily,
      newListName: 'Austin absentee — new leads',
    });
    expect(put.status).toBe(200);
    const { watch, timeZone } = watchAnswerSchema.parse(put.json);
    expect(timeZone).toBe('UTC');
    expect(watch).toMatchObject({
      searchId: search.id,
      listName: 'Austin absentee — new leads',
      hour: 7,
      monthlyCreditCap: 2000,
      lastRun: null,
    });
    // The baseline: the search's ids now, asked free (ids_only), remembered as seen.
    expect(serviceCalls.at(-1)).toMatchObject({ city: 'Austin', state: 'TX', ids_only: true });
    expect(await store.watches.seen(search.id)).toEqual(['11', '12', '13']);
    const list = await store.lists.get(owner, watch!.listId!);
    expect(list).toMatchObject({ size: 0, source: { kind: 'search', query: QUERY } });

    const got = watchAnswerSchema.parse(
      (await call(owner, 'GET', `/searches/${search.id}/watch`)).json,
    );
    expect(got.watch?.searchId).toBe(search.id);
    const mine = watchesAnswerSchema.parse((await call(owner, 'GET', '/watches')).json);
    expect(mine.watches.map((w) => w.searchId)).toEqual([search.id]);
  });

  it('runs now as a job of its own, then shows the run and its new ids', async () => {
    const owner = someone('bo');
    const search = await searchOf(owner);
    const list = await store.lists.create(owner, { name: 'Mine', ids: [] });
    await call(owner, 'PUT', `/searches/${search.id}/watch`, { ...daily, listId: list.id });
    const run = await call(owner, 'POST', `/searches/${search.id}/watch/runs`);
    expect(run.status).toBe(201);
    expect(runNowAnswerSchema.parse(run.json)).toEqual({ jobId: 'job-1' });
    expect(enqueued.at(-1)).toMatchObject({
      name: 'watch-run',
      data: { searchId: search.id, trigger: 'manual', owner, subject: search.name },
      options: { singletonKey: expect.stringMatching(`^${search.id}:manual:`) },
    });
    // Where no runner runs, Run now says so (503), nothing else breaks.
    const refused = await call(
      owner,
      'POST',
      `/searches/${search.id}/watch/runs`,
      {},
      { on: bare },
    );
    expect(refused.status).toBe(503);

    // A run as the job would leave it.
    const claim = await store.watches.claimRun({
      searchId: search.id,
      runKey: 'manual:job-1',
      jobId: 'job-1',
      trigger: 'manual',
    });
    if (claim.kind !== 'started') throw new Error('not started');
    await store.watches.recordFound(
      claim.runId,
      search.id,
      { matches: 4, ids: ['11', '12', '13', '14'], added: ['14'], removed: [] },
      null,
    );
    await store.watches.finishRun(claim.runId, { status: 'done', pulled: 1, traced: 0 });
    const runs = watchRunsAnswerSchema.parse(
      (await call(owner, 'GET', `/searches/${search.id}/watch/runs?limit=5`)).json,
    );
    expect(runs.more).toBe(false);
    expect(runs.runs).toMatchObject([{ id: claim.runId, jobId: 'job-1', newCount: 1, pulled: 1 }]);
    const ids = watchRunIdsAnswerSchema.parse(
      (await call(owner, 'GET', `/searches/${search.id}/watch/runs/${claim.runId}`)).json,
    );
    expect(ids).toMatchObject({ newIds: ['14'], removedIds: [] });
    expect((await call(owner, 'GET', `/searches/${search.id}/watch/runs/nope`)).status).toBe(404);
  });

  it('shows a member only their own watches, an admin everyone’s, and lets only the owner change one', async () => {
    const owner = someone('cy');
    const other = someone('dee');
    const search = await searchOf(owner);
    await call(owner, 'PUT', `/searches/${search.id}/watch`, { ...daily, newListName: 'X' });
    await store.searches.patch(owner, search.id, { shared: true });
    const seen = watchAnswerSchema.parse(
      (await call(other, 'GET', `/searches/${search.id}/watch`)).json,
    );
    expect(seen.watch).toBeNull();
    expect((await call(other, 'GET', `/searches/${search.id}/watch/runs`)).status).toBe(404);
    const put = await call(other, 'PUT', `/searches/${search.id}/watch`, {
      ...daily,
      newListName: 'Y',
    });
    expect(put.status).toBe(403);
    expect(appErrorSchema.parse(put.json).message).toBe(
      'Only the owner of a saved search can watch it',
    );
    expect((await call(other, 'POST', `/searches/${search.id}/watch/runs`)).status).toBe(403);
    expect((await call(other, 'DELETE', `/searches/${search.id}/watch`)).status).toBe(403);

    const admin = someone('admin');
    const all = watchesAnswerSchema.parse(
      (await call(admin, 'GET', '/watches?all=true', undefined, { role: 'admin' })).json,
    );
    expect(all.watches.find((w) => w.searchId === search.id)).toMatchObject({ owner, mine: false });
    // ?all=true from a member is their own watches still.
    const memberAll = watchesAnswerSchema.parse(
      (await call(other, 'GET', '/watches?all=true')).json,
    );
    expect(memberAll.watches).toEqual([]);

    expect((await call(owner, 'DELETE', `/searches/${search.id}/watch`)).json).toEqual({
      deleted: true,
    });
    expect((await call(owner, 'POST', `/searches/${search.id}/watch/runs`)).status).toBe(404);
  });

  it('refuses a watch it cannot keep, with words, and changes nothing', async () => {
    const owner = someone('eve');
    const search = await searchOf(owner);
    const path = `/searches/${search.id}/watch`;
    const cases: [unknown, string][] = [
      [{ ...daily, frequency: 'weekly', newListName: 'X' }, 'Pick the day of a weekly run.'],
      [{ ...daily }, 'Pick the list new leads go to, or name a new one.'],
      [{ ...daily, pullRecords: false, skipTrace: true, newListName: 'X' }, 'pull records too'],
      [{ ...daily, hour: 24, newListName: 'X' }, 'hour'],
      [{ ...daily, monthlyCreditCap: -1, newListName: 'X' }, 'monthlyCreditCap'],
    ];
    for (const [body, words] of cases) {
      const answer = await call(owner, 'PUT', path, body);
      expect(answer.status).toBe(400);
      expect(JSON.stringify(answer.json)).toContain(words);
    }
    expect((await call(owner, 'PUT', path, { ...daily, listId: crypto.randomUUID() })).status).toBe(
      404,
    );
    expect(watchAnswerSchema.parse((await call(owner, 'GET', path)).json).watch).toBeNull();
    expect(
      (await call(owner, 'PUT', `/searches/not-a-uuid/watch`, { ...daily, newListName: 'X' }))
        .status,
    ).toBe(404);
  });

  it('keeps the team’s time zone: read by anyone, set by an admin, checked', async () => {
    const read = teamTimeZoneAnswerSchema.parse((await call('m', 'GET', '/team/time-zone')).json);
    expect(read).toMatchObject({ timeZone: 'UTC', canChange: false });
    const refused = await call('m', 'PUT', '/team/time-zone', { timeZone: 'America/Chicago' });
    expect(refused.status).toBe(403);
    const bad = await call(
      'a',
      'PUT',
      '/team/time-zone',
      { timeZone: 'Mars/Olympus' },
      { role: 'admin' },
    );
    expect(bad.status).toBe(400);
    const set = await call(
      'a',
      'PUT',
      '/team/time-zone',
      { timeZone: 'America/Chicago' },
      { role: 'admin' },
    );
    expect(teamTimeZoneAnswerSchema.parse(set.json)).toMatchObject({
      timeZone: 'America/Chicago',
      updatedBy: 'a',
      canChange: true,
    });
    expect(watchesAnswerSchema.parse((await call('m', 'GET', '/watches')).json).timeZone).toBe(
      'America/Chicago',
    );
    await store.teamZone.set('UTC', 'a');
  });
});
