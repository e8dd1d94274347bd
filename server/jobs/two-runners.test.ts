// Two servers on one PostgreSQL, each with its own pool and runner on the same queue: every job,
// a singleton and a scheduled job run once between them. (PGlite is one process by design: its
// data folder is locked to the server that opened it.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../store/db';
import { openPostgresSchema, POSTGRES_URL } from '../store/test-backends';
import type { AppStore } from '../store/store';
import type { JobRunner } from './job-runner';
import { dropJobSchema, jobSchemaFor, sleep, startTestRunner, waitFor } from './test-runner';

describe.skipIf(!POSTGRES_URL)('two job runners on one PostgreSQL', () => {
  let store: AppStore & { schema: string };
  let secondDb: Db;
  let runners: [JobRunner, JobRunner];
  let schema: string;

  beforeAll(async () => {
    store = await openPostgresSchema(POSTGRES_URL!);
    secondDb = await openDb({ kind: 'postgres', url: POSTGRES_URL!, schema: store.schema });
    schema = jobSchemaFor(store.schema);
    // One after the other: the first creates pg-boss's schema, the second finds it.
    const first = await startTestRunner(store.db, schema);
    runners = [first, await startTestRunner(secondDb, schema)];
  });

  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop()));
    await dropJobSchema(schema);
    await secondDb.close();
    await store.close();
  });

  it('runs each of many jobs once between them', async () => {
    const ranBy = new Map<string, number[]>();
    for (const [index, runner] of runners.entries())
      await runner.work(
        'batch',
        async (job) => {
          ranBy.set(job.id, [...(ranBy.get(job.id) ?? []), index]);
        },
        { concurrency: 10 },
      );
    const ids = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        (n % 2 ? runners[1] : runners[0]).enqueue('batch', { n }),
      ),
    );
    await waitFor(
      async () => (await runners[0].list({ name: 'batch', states: ['completed'] })).length === 60,
    );
    await sleep(1200);
    expect([...ranBy.keys()].sort()).toEqual([...ids].sort());
    expect([...ranBy.values()].every((by) => by.length === 1)).toBe(true);
    // Both took a share (neither stood idle while the other did it all).
    expect(new Set([...ranBy.values()].flat()).size).toBe(2);
  });

  it('keeps one job per singleton key whichever server enqueues it', async () => {
    const ids = await Promise.all(
      runners.map((runner) =>
        runner.enqueue('watch-run', {}, { singletonKey: 'search-9:2026-07-01' }),
      ),
    );
    expect(ids.filter(Boolean)).toHaveLength(1);
  });

  it('runs a scheduled job once per time it names, not once per server', async () => {
    const runs: { at: number; by: number }[] = [];
    for (const [index, runner] of runners.entries()) {
      await runner.work('daily-digest', async () => {
        runs.push({ at: Date.now(), by: index });
      });
      await runner.schedule('daily-digest', '* * * * *', 'America/Chicago');
    }
    await waitFor(() => runs.length > 0, 20_000);
    await sleep(3000);
    // Every minute is a time '* * * * *' names: a minute boundary crossed in the wait may add one.
    const minutes = runs.map((run) => Math.floor(run.at / 60_000));
    expect(new Set(minutes).size).toBe(runs.length);
    await Promise.all(runners.map((runner) => runner.unschedule('daily-digest')));
  }, 30_000);
});
