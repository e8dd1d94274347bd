// One tiny query interface over the two databases: PGlite (embedded, a data folder) and PostgreSQL
// (pg, DATABASE_URL). Every query in server/store is plain SQL with $1 parameters that runs on both.
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { openPgliteEngine } from './pglite-open';

interface QueryResult<R> {
  rows: R[];
  /** Rows inserted, updated or deleted. */
  rowCount: number;
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export interface Db extends Queryable {
  kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** Where the data lives: a PGlite data folder (or `memory://`), or a PostgreSQL server. */
export type DbLocation =
  | { kind: 'pglite'; dataDir: string }
  /** `schema` puts every table in that schema (tests use a throwaway one). */
  | { kind: 'postgres'; url: string; schema?: string };

export async function openDb(location: DbLocation): Promise<Db> {
  return location.kind === 'pglite'
    ? openPglite(location.dataDir)
    : openPostgres(location.url, location.schema);
}

async function openPglite(dataDir: string): Promise<Db> {
  const unlock = dataDir.startsWith('memory://') ? () => undefined : lockDataDir(dataDir);
  let lite: PGlite;
  try {
    lite = await openPgliteEngine(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  const run =
    (target: Pick<PGlite, 'query'>) =>
    async <R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> => {
      const result = await target.query<R>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? 0 };
    };
  return {
    kind: 'pglite',
    query: run(lite),
    // PGlite has one connection: its transaction holds it, so nothing else interleaves.
    transaction: (work) => lite.transaction((tx) => work({ query: run(tx) })),
    close: async () => {
      try {
        await lite.close();
      } finally {
        unlock();
      }
    },
  };
}

function openPostgres(url: string, schema?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema && { options: `-c search_path=${schema}` }),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    console.error(`[store] PostgreSQL connection error: ${error.message}`),
  );
  const run =
    (target: pg.Pool | pg.PoolClient) =>
    async <R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> => {
      const result = await target.query(sql, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    };
  return {
    kind: 'postgres',
    query: run(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work({ query: run(client) });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
