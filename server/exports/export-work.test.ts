// Server exports through their routes and the job runner: started by POST /app/v1/exports, run by
// the 'export-run' worker, read back with progress and cost, downloaded streamed; a member sees
// only their own; and the sweep resumes an export whose runner died (its heartbeat stale, no job
// waiting). On PGlite and (with TEST_DATABASE_URL) PostgreSQL, each with pg-boss in its schema.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../mock-server/test-helpers';
import { createApiHandler, type ApiHandler } from '../api-handler';
import { createAppApi } from '../app-api/app-api';
import type { JobRunner } from '../jobs/job-runner';
import { dropJobSchema, jobSchemaFor, startTestRunner, waitFor } from '../jobs/test-runner';
import { startWork } from '../jobs/work';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { processExportFiles } from './export-files';
import { exportWork, sweepExports } from './export-work';
import { readSearchList } from './lead-rows';

process.env.EXPORTS_DIR ??= mkdtempSync(join(tmpdir(), 'llb-export-work-'));

const SEARCH = { property_type: 'SFR' };

const start = (maxRows: number) => ({
  search: { ...SEARCH, size: 50, resultIndex: 100 },
  label: `${maxRows} matches`,
  fileSlug: 'sfr-homes',
  privacy: false,
  format: 'csv',
  maxRows,
  settings: { columnIds: ['id', 'propertyStreet'], dedupe: 'off' },
});

describe.each(TEST_BACKENDS)('server exports as jobs ($name)', (backend) => {
  let store: AppStore;
  let handler: ApiHandler;
  let runner: JobRunner;
  let jobSchema: string;
  let api: ReturnType<typeof createAppApi>;
  let expectedIds: string[];

  beforeAll(async () => {
    store = await backend.open();
    handler = createApiHandler(
      { api: { mode: 'mock' } },
      { mockConfig: TEST_CONFIG, openStore: async () => store, log: () => undefined },
    );
    await handler.ready;
    jobSchema = jobSchemaFor((store as { schema?: string }).schema);
    runner = await startTestRunner(store.db, jobSchema);
    await startWork(
      {
        store: async () => store,
        jobs: runner,
        callService: handler.callService,
        log: () => undefined,
      },
      [exportWork(processExportFiles)],
    );
    api = createAppApi({
      store: async () => store,
      log: () => undefined,
      work: { jobs: async () => runner, callService: handler.callService },
    });
    const answer = await handler.callService({
      path: '/v2/PropertySearch',
      body: { ...SEARCH, size: 250, resultIndex: 0 },
      user: 'probe',
    });
    expectedIds = readSearchList(answer.body, 0).data.map((r) => r.id);
  }, 120_000);
  afterAll(async () => {
    await runner.stop();
    await handler.close();
    await dropJobSchema(jobSchema);
  });

  const call = (path: string, user: string, init: RequestInit = {}, role = 'member') =>
    api.request(`/app/v1${path}`, init, { appUser: user, appRole: role });
  const post = (path: string, user: string, body?: unknown) =>
    call(path, user, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    });
  const read = async (id: string, user = 'dana') =>
    (await (await call(`/exports/${id}`, user)).json()) as Record<string, unknown>;

  it('runs from POST to a streamed download, seen by its owner and admins only', async () => {
    const response = await post('/exports', 'dana', start(600));
    expect(response.status).toBe(201);
    const started = (await response.json()) as { id: string; status: string; fileName: string };
    expect(started.status).toBe('queued');
    expect(started.fileName).toMatch(/^sfr-homes-\d{4}-\d{2}-\d{2}\.csv$/);
    await waitFor(async () => (await read(started.id)).status === 'done', 60_000);
    const done = await read(started.id);
    expect(done).toMatchObject({ leads: 600, rows: 600, total: 600, mine: true });
    expect(done.credits).toBe(600);

    const file = await call(`/exports/${started.id}/file`, 'dana');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.headers.get('content-disposition')).toContain(started.fileName);
    const rows = Papa.parse<string[]>((await file.text()).replace(/^\uFEFF/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(rows[0]).toEqual(['Property ID', 'Property Address']);
    // The app's paging (size 50 from 100) was dropped: the file starts at the search's first row.
    expect(rows.slice(1, 251).map((row) => row[0])).toEqual(expectedIds);
    expect(rows).toHaveLength(601);

    expect((await call(`/exports/${started.id}`, 'lee')).status).toBe(404);
    expect((await call(`/exports/${started.id}/file`, 'lee')).status).toBe(404);
    const listed = (await (await call('/exports', 'boss', {}, 'admin')).json()) as {
      exports: { id: string; owner: string; mine: boolean }[];
    };
    expect(listed.exports.find((e) => e.id === started.id)).toMatchObject({
      owner: 'dana',
      mine: false,
    });
    const own = (await (await call('/exports', 'lee')).json()) as { exports: unknown[] };
    expect(own.exports).toEqual([]);
    // Finished: nothing to cancel.
    expect((await post(`/exports/${started.id}/cancel`, 'dana')).status).toBe(409);
  }, 90_000);

  it('refuses what it cannot run with a clear 4xx, and has no file before the end', async () => {
    const tooMany = await post('/exports', 'dana', { ...start(2_000_000) });
    expect(tooMany.status).toBe(400);
    const count = await post('/exports', 'dana', { ...start(10), search: { count: true } });
    expect(count.status).toBe(400);
    const created = await store.exports.create('dana', start(10) as never, 'x.csv');
    expect((await call(`/exports/${created.id}/file`, 'dana')).status).toBe(409);
    expect((await call('/exports/not-an-id', 'dana')).status).toBe(404);
  });

  it('resumes an export whose runner died: the sweep takes it over and it completes', async () => {
    const created = await store.exports.create('dana', start(300) as never, 'y.csv');
    // As a server killed mid-export leaves it: running, its heartbeat old, no job waiting.
    await store.db.query(
      `UPDATE exports SET status = 'running', heartbeat_at = now() - interval '5 minutes'
       WHERE id = $1`,
      [created.id],
    );
    const resumed = await sweepExports(store, runner);
    expect(resumed).toContain(created.id);
    // A second sweep (another server) finds nothing to take over.
    expect(await sweepExports(store, runner)).not.toContain(created.id);
    await waitFor(async () => (await read(created.id)).status === 'done', 60_000);
    expect(await read(created.id)).toMatchObject({ leads: 300, rows: 300 });
  }, 90_000);
});
