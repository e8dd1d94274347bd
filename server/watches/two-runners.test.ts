// Two servers on one PostgreSQL, each with its own store (pool) and job runner with the watches'
// work registered: however many ticks each of them runs, a due watch runs once per local date.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../jobs/job-runner';
import type { ServiceCaller } from '../jobs/service-call';
import { dropJobSchema, jobSchemaFor, sleep, startTestRunner, waitFor } from '../jobs/test-runner';
import type { WorkDeps } from '../jobs/work-types';
import { openStore, type AppStore } from '../store/store';
import { openPostgresSchema, POSTGRES_URL } from '../store/test-backends';
import { setupWatches, tick } from './watch-work';

const QUERY = `v=1&q=${Buffer.from(JSON.stringify({ f: { city: 'Austin', state: 'TX' } })).toString('base64url')}`;

describe.skipIf(!POSTGRES_URL)('watches on two servers sharing one PostgreSQL', () => {
  let first: AppStore & { schema: string };
  let second: AppStore;
  let runners: JobRunner[] = [];
  let servers: WorkDeps[] = [];
  let schema: string;
  /** Every ids call either server made for the watch: one per run. */
  const idsCalls: number[] = [];

  beforeAll(async () => {
    first = await openPostgresSchema(POSTGRES_URL!);
    second = await openStore({ kind: 'postgres', url: POSTGRES_URL!, schema: first.schema });
    schema = jobSchemaFor(first.schema);
    // One after the other: the first creates pg-boss's schema, the second finds it.
    runners = [await startTestRunner(first.db, schema)];
    runners.push(await startTestRunner(second.db, schema));
    servers = [first, second].map((store, index) => {
      const callService: ServiceCaller = async () => {
        idsCalls.push(index);
        return { status: 200, body: { data: [1, 2, 3, 4], resultCount: 4 } };
      };
      return { store: async () => store, jobs: runners[index]!, callService, log: () => undefined };
    });
  }, 60_000);

  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await dropJobSchema(schema);
    await second?.close();
    await first?.close();
  });

  it('runs a watch once per date however many ticks and servers hand it on', async () => {
    // An hour far from now, so the start-up tick (real time) finds nothing due.
    const hour = (new Date().getUTCHours() + 12) % 24;
    const at = (day: string) => new Date(`2026-07-${day}T${String(hour).padStart(2, '0')}:00:00Z`);
    const search = await first.searches.create('ann', { name: 'Austin', query: QUERY });
    const list = await first.lists.create('ann', { name: 'Austin — new leads', ids: [] });
    await first.watches.put('ann', search.id, {
      frequency: 'daily',
      weekday: null,
      hour,
      listId: list.id,
      pullRecords: false,
      skipTrace: false,
      monthlyCreditCap: null,
      paused: false,
    });
    await first.watches.setSeen(search.id, ['1', '2']);
    await first.db.query(
      "UPDATE watches SET created_at = '2026-01-01T00:00:00Z' WHERE search_id = $1",
      [search.id],
    );
    for (const server of servers) await setupWatches(server);

    // The watch's hour on 1 July (UTC): both servers tick, twice each, at once; again after the run.
    const due = at('01');
    await Promise.all([...servers, ...servers].map((server) => tick(server, due)));
    const done = async () =>
      (
        await first.db.query(
          "SELECT 1 FROM watch_runs WHERE search_id = $1 AND status <> 'running'",
          [search.id],
        )
      ).rows.length > 0;
    await waitFor(done, 20_000);
    await Promise.all(servers.map((server) => tick(server, due)));
    await sleep(2500);

    const { rows } = await first.db.query<{ run_key: string; status: string; new_count: number }>(
      'SELECT run_key, status, new_count FROM watch_runs WHERE search_id = $1',
      [search.id],
    );
    expect(rows).toEqual([{ run_key: '2026-07-01', status: 'done', new_count: 2 }]);
    expect(idsCalls).toHaveLength(1);
    expect((await first.lists.get('ann', list.id)).ids).toEqual(['3', '4']);

    // The next day is a run of its own.
    await Promise.all(servers.map((server) => tick(server, at('02'))));
    await waitFor(async () => idsCalls.length === 2, 20_000);
  }, 60_000);
});
