// A server export writes what the browser's export writes (same columns, same CSV and .xlsx), and
// survives a crash mid-way: a runner stopped between writing a page and committing it leaves bytes
// past the committed length; the next attempt cuts them off and carries on, so the file has every
// id of the search exactly once, in the search's order. On PGlite and (with TEST_DATABASE_URL)
// PostgreSQL.
import { mkdtempSync, readFileSync, existsSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CONFIG } from '../../mock-server/test-helpers';
import { createApiHandler, type ApiHandler } from '../api-handler';
import type { startExportBodySchema } from '../app-contract';
import type { AppStore } from '../store/store';
import { TEST_BACKENDS } from '../store/test-backends';
import { exportFilesAt, type ExportFiles } from './export-files';
import { exportAgent, runServerExport, type ExportRunDeps } from './export-run';
import {
  csvHead,
  csvLines,
  exportColumnsOf,
  projectPage,
  readSearchList,
  sheetRowsXml,
  sheetStartXml,
  SHEET_END_XML,
  type PropertyRecord,
} from './lead-rows';
import type { z } from 'zod';

const SEARCH = { property_type: 'SFR' };
const FULL_IDS = ['id', 'propertyStreet', 'addressee', 'mailStreet', 'mailZip', 'estimatedValue'];

type Body = z.output<typeof startExportBodySchema>;

function body(maxRows: number, overrides: Partial<Body> = {}): Body {
  return {
    search: SEARCH,
    label: `${maxRows} matches`,
    fileSlug: 'sfr',
    privacy: false,
    format: 'csv',
    maxRows,
    settings: { columnIds: FULL_IDS, dedupe: 'off', setName: 'Test' },
    ...overrides,
  };
}

describe.each(TEST_BACKENDS)('a server export ($name)', (backend) => {
  let store: AppStore;
  let handler: ApiHandler;
  let files: ExportFiles;
  let deps: ExportRunDeps;
  /** The search's records in order, as the service pages them: what the file must hold. */
  let expected: PropertyRecord[];

  beforeAll(async () => {
    store = await backend.open();
    handler = createApiHandler(
      { api: { mode: 'mock' } },
      { mockConfig: TEST_CONFIG, openStore: async () => store, log: () => undefined },
    );
    await handler.ready;
    files = exportFilesAt(mkdtempSync(join(tmpdir(), 'llb-export-test-')));
    deps = { store, callService: handler.callService, files, log: () => undefined, gapMs: 0 };
    expected = [];
    for (let index = 0; index < 2600; index += 250) {
      const answer = await handler.callService({
        path: '/v2/PropertySearch',
        body: { ...SEARCH, size: 250, resultIndex: index },
        user: 'probe',
      });
      expected.push(...readSearchList(answer.body, index).data);
    }
    expected = expected.slice(0, 2600);
  }, 120_000);
  // Closes the store too (and drops the PostgreSQL test schema).
  afterAll(() => handler.close());

  const idsOf = (csv: string) =>
    Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true })
      .data.slice(1)
      .map((row) => row[0]);

  it('resumes after a crash between a page’s write and its commit: every row exactly once', async () => {
    expect(expected.length).toBe(2600);
    const started = await store.exports.create('dana', body(2600), 'sfr.csv');
    const crash = new Error('killed');
    const crashed = runServerExport(
      {
        ...deps,
        afterWrite: (index) => {
          if (index === 1500) throw crash;
        },
      },
      started.id,
      1,
    );
    await expect(crashed).rejects.toBe(crash);
    const path = files.partPath(started.id, 'csv');
    const midway = await store.exports.get('dana', false, started.id);
    expect(midway).toMatchObject({ status: 'running', leads: 1500 });
    // The crashed page's bytes are in the file, past what was committed.
    const { rows } = await store.db.query<{ bytes_committed: string }>(
      'SELECT bytes_committed FROM exports WHERE id = $1',
      [started.id],
    );
    expect(statSync(path).size).toBeGreaterThan(Number(rows[0]!.bytes_committed));

    // The next attempt takes over (as the sweep does) and finishes; the old one is fenced out.
    expect(await store.exports.takeOver(started.id, 1, 10)).toBe(2);
    expect(await runServerExport(deps, started.id, 1)).toBe('lost');
    expect(await runServerExport(deps, started.id, 2)).toBe('done');

    const csv = readFileSync(path, 'utf8');
    expect(idsOf(csv)).toEqual(expected.map((r) => r.id));
    // Byte for byte what the browser's writer makes of the same records and columns.
    const columns = exportColumnsOf(FULL_IDS);
    const projected = projectPage(expected, { columns, dedupe: 'off' });
    expect(csv).toBe(csvHead(columns.map((c) => c.label)) + csvLines(projected.rows));

    await handler.recordsWritten();
    const done = await store.exports.get('dana', false, started.id);
    const ledger = await store.db.query<{ credits: string; users: string }>(
      `SELECT COALESCE(SUM(credits), 0) AS credits, string_agg(DISTINCT user_key, ',') AS users
       FROM ledger WHERE agent = $1`,
      [exportAgent(started.id)],
    );
    expect(ledger.rows[0]!.users).toBe('dana');
    expect(done).toMatchObject({
      status: 'done',
      leads: 2600,
      rows: 2600,
      total: 2600,
      fileBytes: statSync(path).size,
      credits: Number(ledger.rows[0]!.credits),
    });
    // Bought: the file's 2,600 records (the last page asks for the 100 left), and again the
    // pages in flight at the crash (4 of 250), never committed.
    expect(done.credits).toBeGreaterThanOrEqual(2600);
    expect(done.credits).toBeLessThanOrEqual(2600 + 4 * 250);
  }, 120_000);

  it('merges by mailing address across pages and across a crash, as the browser does', async () => {
    const settings = { columnIds: FULL_IDS, dedupe: 'mailing' as const };
    const started = await store.exports.create('dana', body(1200, { settings }), 'm.csv');
    const crashed = runServerExport(
      {
        ...deps,
        afterWrite: (index) => {
          if (index === 750) throw new Error('killed');
        },
      },
      started.id,
      1,
    );
    await expect(crashed).rejects.toThrow('killed');
    expect(await store.exports.takeOver(started.id, 1, 10)).toBe(2);
    expect(await runServerExport(deps, started.id, 2)).toBe('done');
    const columns = exportColumnsOf(FULL_IDS);
    const projected = projectPage(expected.slice(0, 1200), { columns, dedupe: 'mailing' });
    const seen = new Set<string>();
    const kept = projected.rows.filter((_, i) => {
      const key = projected.keys[i];
      if (key === null || key === undefined) return true;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const csv = readFileSync(files.partPath(started.id, 'csv'), 'utf8');
    expect(csv).toBe(csvHead(columns.map((c) => c.label)) + csvLines(kept));
    expect(await store.exports.get('dana', false, started.id)).toMatchObject({
      rows: kept.length,
      merged: 1200 - kept.length,
    });
  }, 120_000);

  it('writes an .xlsx whose sheet is the browser writer’s, zipped at the end', async () => {
    const started = await store.exports.create('dana', body(600, { format: 'xlsx' }), 's.xlsx');
    expect(await runServerExport(deps, started.id, 1)).toBe('done');
    expect(existsSync(files.partPath(started.id, 'xlsx'))).toBe(false);
    const zip = unzipSync(readFileSync(files.filePath(started.id, 'xlsx')));
    const columns = exportColumnsOf(FULL_IDS);
    const projected = projectPage(expected.slice(0, 600), { columns, dedupe: 'off' });
    expect(strFromU8(zip['xl/worksheets/sheet1.xml']!)).toBe(
      sheetStartXml(columns.map((c) => c.label)) + sheetRowsXml(projected.rows) + SHEET_END_XML,
    );
    expect(Object.keys(zip)).toContain('xl/workbook.xml');
  }, 120_000);

  it('stops at a cancel, its file removed; others see no export of another member', async () => {
    const started = await store.exports.create('dana', body(2000), 'c.csv');
    let cancelled: Promise<unknown> = Promise.resolve();
    const outcome = runServerExport(
      {
        ...deps,
        // Sent while the page's transaction runs (PGlite's one connection: it waits for it).
        afterWrite: (index) => {
          if (index === 500) cancelled = store.exports.cancel('dana', false, started.id);
        },
      },
      started.id,
      1,
    );
    // The page being written when the cancel came is still committed; the next one stops it.
    expect(await outcome).toBe('cancelled');
    await cancelled;
    expect(existsSync(files.partPath(started.id, 'csv'))).toBe(false);
    expect(await store.exports.get('dana', false, started.id)).toMatchObject({
      status: 'cancelled',
    });
    await expect(store.exports.get('lee', false, started.id)).rejects.toMatchObject({
      status: 404,
    });
    expect(await store.exports.get('lee', true, started.id)).toMatchObject({ owner: 'dana' });
    expect((await store.exports.list('lee', false)).map((e) => e.id)).not.toContain(started.id);
  }, 120_000);

  it('fails with the service’s words when a search is refused, nothing written', async () => {
    const started = await store.exports.create(
      'dana',
      body(500, { search: { property_type: 'NOPE' } }),
      'f.csv',
    );
    expect(await runServerExport(deps, started.id, 1)).toBe('failed');
    const failed = await store.exports.get('dana', false, started.id);
    expect(failed.status).toBe('failed');
    expect(failed.error).toBeTruthy();
  }, 60_000);
});
