// The job runner on every test backend: a job runs once, a singleton waits once, a failing job is
// retried with backoff and then shown failed with its reason, and a job survives a restart.
// Opening a store and creating pg-boss's schema takes seconds on a busy machine: 30 s per test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore, type AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import type { JobRunner } from './job-runner';
import { dropJobSchema, jobSchemaFor, sleep, startTestRunner, waitFor } from './test-runner';

describe.each(TEST_BACKENDS)('job runner on $name', (backend) => {
  let store: AppStore & { schema?: string };
  let runner: JobRunner | undefined;
  let schema: string;

  async function open() {
    store = await backend.open();
    schema = jobSchemaFor(store.schema);
    runner = await startTestRunner(store.db, schema);
    return runner;
  }

  afterEach(async () => {
    await runner?.stop();
    runner = undefined;
    await dropJobSchema(schema);
    await store.close();
  });

  it('runs a job once and lists it completed', async () => {
    const jobs = await open();
    const seen: unknown[] = [];
    await jobs.work<{ n: number }>('count', async (job) => {
      seen.push(job.data.n);
    });
    const id = await jobs.enqueue('count', { n: 7 });
    await waitFor(async () => (await jobs.list({ name: 'count' }))[0]?.state === 'completed');
    await sleep(1200);
    expect(seen).toEqual([7]);
    const [listed] = await jobs.list();
    expect(listed).toMatchObject({ id, name: 'count', state: 'completed', lastError: null });
    expect(listed?.startedAt).toBeInstanceOf(Date);
    expect(listed?.completedAt).toBeInstanceOf(Date);
  }, 30_000);

  it('keeps one job waiting per singleton key, and lists a member’s own', async () => {
    const jobs = await open();
    const first = await jobs.enqueue('export', { part: 1 }, { singletonKey: 'export-1' });
    const second = await jobs.enqueue('export', { part: 2 }, { singletonKey: 'export-1' });
    const other = await jobs.enqueue('export', { part: 3 }, { singletonKey: 'export-2' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    const later = await jobs.enqueue('export', {}, { startAfter: new Date(Date.now() + 60_000) });
    const listed = await jobs.list({ name: 'export', states: ['created'] });
    expect(listed.map((job) => job.id).sort()).toEqual([first, other, later].sort());

    // A member's own jobs, by the owner their data names.
    const ann = await jobs.enqueue('export', { owner: 'ann' });
    const bob = await jobs.enqueue('export', { owner: 'bob' });
    expect((await jobs.list({ owner: 'ann' })).map((job) => job.id)).toEqual([ann]);
    expect((await jobs.list({ owner: 'bob' })).map((job) => job.id)).toEqual([bob]);
    expect((await jobs.list()).map((job) => job.id)).toEqual(expect.arrayContaining([ann, bob]));
  }, 30_000);

  it('retries a failing job with backoff, then shows it failed with its reason', async () => {
    const jobs = await open();
    const tries: number[] = [];
    await jobs.work('deliver', async (job) => {
      tries.push(Date.now());
      throw new Error(`the endpoint answered 500 (try ${job.retryCount + 1})`);
    });
    await jobs.enqueue('deliver', {}, { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true });
    await waitFor(
      async () => (await jobs.list({ name: 'deliver' }))[0]?.state === 'failed',
      20_000,
    );
    expect(tries).toHaveLength(3);
    const [first, second, third] = tries as [number, number, number];
    // Backoff: the first retry waits 1–2 s, the second 2–4 s (pg-boss adds jitter).
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    const [failed] = await jobs.list({ states: ['failed'] });
    expect(failed).toMatchObject({
      state: 'failed',
      retryCount: 2,
      retryLimit: 2,
      lastError: 'the endpoint answered 500 (try 3)',
    });
  }, 30_000);
});

describe('job runner across a restart of PGlite on its data folder', () => {
  it('runs a job enqueued before the restart after it', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'llb-jobs-'));
    try {
      let store = await openStore({ kind: 'pglite', dataDir });
      let jobs = await startTestRunner(store.db, 'pgboss');
      const id = await jobs.enqueue('resume', { rows: 1_000_000 });
      await jobs.stop();
      await store.close();

      store = await openStore({ kind: 'pglite', dataDir });
      jobs = await startTestRunner(store.db, 'pgboss');
      const ran: string[] = [];
      await jobs.work('resume', async (job) => {
        ran.push(job.id);
      });
      await waitFor(async () => (await jobs.list())[0]?.state === 'completed');
      expect(ran).toEqual([id]);
      await jobs.stop();
      await store.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
