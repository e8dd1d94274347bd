// `npm run bench:lists`: list operations at 100,000 ids through the /app/v1 API (in process: zod
// validation, JSON and SQL, no socket), on PGlite in a temporary data folder and, when
// DATABASE_URL is set, on that PostgreSQL server in a throwaway schema (dropped afterwards).
//
// Env: BENCH_RUNS (default 3; each figure is the median), DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createAppApi } from '../server/app-api/app-api';
import { openStore, type AppStore } from '../server/store/store';
import { median } from './bench-machine.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const N = 100_000;
const USER = 'bench';

/** Ids from..to-1 as strings, in a fixed shuffled order (a list's order is not the id order). */
function ids(from: number, to: number, seed: number): string[] {
  const out = Array.from({ length: to - from }, (_, i) => String(from + i));
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

async function benchStore(label: string, store: AppStore): Promise<[string, string][]> {
  const api = createAppApi({ store: async () => store });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await api.request(
      `/app/v1${path}`,
      {
        method,
        headers: { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { appUser: USER },
    );
    const json = (await response.json()) as Record<string, unknown>;
    return { status: response.status, json };
  };
  const expectStatus = (
    answer: { status: number; json: unknown },
    status: number,
    what: string,
  ) => {
    if (answer.status !== status)
      throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`);
    return answer.json as Record<string, unknown>;
  };
  /** Median time of `run`; `prepare` and `tidy` (untimed) put the data in place and back. */
  const timed = async (
    what: string,
    run: (i: number) => Promise<void>,
    prepare?: (i: number) => Promise<void>,
    tidy?: (i: number) => Promise<void>,
  ) => {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      await prepare?.(i);
      const start = performance.now();
      await run(i);
      times.push(performance.now() - start);
      await tidy?.(i);
    }
    const ms = median(times);
    console.log(`  ${label.padEnd(10)} ${what.padEnd(58)} ${ms.toFixed(0).padStart(6)} ms`);
    return [what, `${ms.toFixed(0)} ms`] as [string, string];
  };
  const create = async (name: string, list: string[]) =>
    String(expectStatus(await call('POST', '/lists', { name, ids: list }), 201, name).id);

  // Three 100k lists overlapping as a stacker's would: A 0–99,999, B 20,000–119,999, C 40,000–139,999.
  const a = ids(0, N, 1);
  const b = ids(20_000, 20_000 + N, 2);
  const c = ids(40_000, 40_000 + N, 3);
  const rows: [string, string][] = [];
  let listId = '';
  rows.push(
    await timed('create a list of 100,000 ids', async () => void (listId = await create('A', a))),
  );
  rows.push(
    await timed('read a list of 100,000 ids', async () => {
      const list = expectStatus(await call('GET', `/lists/${listId}`), 200, 'read');
      if ((list.ids as string[]).length !== N) throw new Error('read: wrong size');
    }),
  );
  const chunk = (i: number) => a.slice(i * 1000, (i + 1) * 1000);
  rows.push(
    await timed(
      'add 1,000 ids to a 99,000-id list',
      async (i) => {
        const answer = expectStatus(
          await call('POST', `/lists/${listId}/items`, { add: chunk(i) }),
          200,
          'add',
        );
        if (answer.added !== 1000) throw new Error('add: wrong count');
      },
      async (i) => void (await call('POST', `/lists/${listId}/items`, { remove: chunk(i) })),
    ),
  );
  rows.push(
    await timed(
      'remove 1,000 ids from a 100,000-id list',
      async (i) => {
        const answer = expectStatus(
          await call('POST', `/lists/${listId}/items`, { remove: chunk(i) }),
          200,
          'remove',
        );
        if (answer.removed !== 1000) throw new Error('remove: wrong count');
      },
      undefined,
      async (i) => void (await call('POST', `/lists/${listId}/items`, { add: chunk(i) })),
    ),
  );

  const listA = await create('A', a);
  const listB = await create('B', b);
  const listC = await create('C', c);
  const stack = async (op: string, listIds: string[], size: number, atLeast?: number) => {
    const made = expectStatus(
      await call('POST', '/lists/stack', { name: op, op, listIds, atLeast }),
      201,
      op,
    );
    if (made.size !== size) throw new Error(`${op}: ${String(made.size)} ids, expected ${size}`);
  };
  // Union of A, B, C holds 140,000 ids: over the bound, so the union is timed on three orders of A.
  const a2 = await create('A again', ids(0, N, 4));
  const a3 = await create('A once more', ids(0, N, 5));
  rows.push(
    await timed('union of three 100k lists (result 100,000)', () =>
      stack('union', [listA, a2, a3], N),
    ),
  );
  rows.push(
    await timed('union of A, B, C (140,000: refused, rolled back)', async () => {
      expectStatus(
        await call('POST', '/lists/stack', {
          name: 'u',
          op: 'union',
          listIds: [listA, listB, listC],
        }),
        400,
        'union',
      );
    }),
  );
  rows.push(
    await timed('intersection of A, B, C (result 60,000)', () =>
      stack('intersection', [listA, listB, listC], 60_000),
    ),
  );
  rows.push(
    await timed('difference A − B − C (result 20,000)', () =>
      stack('difference', [listA, listB, listC], 20_000),
    ),
  );
  rows.push(
    await timed('at least 2 of A, B, C (result 100,000)', () =>
      stack('atLeast', [listA, listB, listC], N, 2),
    ),
  );

  // Half of the 100k held: records stored as the browser would, 1,000 per call.
  for (let from = 0; from < N / 2; from += 1000) {
    const records = a
      .slice(from, from + 1000)
      .map((id) => ({ id: Number(id), address: { city: 'Austin' } }));
    expectStatus(await call('PUT', '/records', { records }), 200, 'store records');
  }
  rows.push(
    await timed('held-check of 100,000 ids (50,000 held)', async () => {
      const answer = expectStatus(await call('POST', '/records/held', { ids: a }), 200, 'held');
      if ((answer.held as string[]).length !== N / 2) throw new Error('held: wrong count');
    }),
  );
  return rows;
}

async function main() {
  const [load1] = loadavg();
  console.log(`bench:lists — median of ${RUNS} runs, load average ${load1!.toFixed(2)}`);

  const dataDir = mkdtempSync(join(tmpdir(), 'llb-bench-lists-'));
  const lite = await openStore({ kind: 'pglite', dataDir });
  try {
    await benchStore('PGlite', lite);
  } finally {
    await lite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const url = process.env.DATABASE_URL?.trim();
  if (!url) {
    console.log('  (set DATABASE_URL to time a PostgreSQL server too)');
    return;
  }
  const schema = `llb_bench_${crypto.randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const server = await openStore({ kind: 'postgres', url, schema });
  try {
    await benchStore('PostgreSQL', server);
  } finally {
    await server.close();
    await admin.query(`DROP SCHEMA ${schema} CASCADE`);
    await admin.end();
  }
}

await main();
