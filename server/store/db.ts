// One tiny query interface over the two databases: PGlite (embedded, a data folder) and PostgreSQL
// (pg, DATABASE_URL). Every query in server/store is plain SQL with $1 parameters that runs on both.
// A PostgreSQL that goes away fails the request in hand with DatabaseUnavailable (a 503), never
// the process: every pooled and checked-out connection has an error handler, and every wait on
// the server is bounded (connect, statement, idle in transaction, and a read timeout on our side).
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { asUnavailable, DatabaseUnavailable, rethrowClassified } from './db-errors';
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
  /**
   * Runs a text of several statements with no parameters (the simple query protocol, which `query`
   * does not speak) and answers the last statement's rows: the job queue's schema and maintenance
   * scripts, which carry their own BEGIN and COMMIT.
   */
  script<R = Record<string, unknown>>(sql: string): Promise<QueryResult<R>>;
  close(): Promise<void>;
}

/** How long PostgreSQL may keep a request waiting (DATABASE_*_TIMEOUT_MS). */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement on the server (statement_timeout; lock waits count). */
  statementMs: number;
  /** A transaction left open with nothing running (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

export const DEFAULT_DB_TIMEOUTS: DbTimeouts = {
  connectMs: 5_000,
  statementMs: 10_000,
  idleInTransactionMs: 10_000,
};

/**
 * Our side's wait for an answer, past the statement timeout: a server that is hung (or a network
 * that drops packets) enforces no timeout of its own, and the request must still end.
 */
const READ_TIMEOUT_MARGIN_MS = 2_000;

/** Where the data lives: a PGlite data folder (or `memory://`), or a PostgreSQL server. */
export type DbLocation =
  | { kind: 'pglite'; dataDir: string }
  /** `schema` puts every table in that schema (tests use a throwaway one). */
  | { kind: 'postgres'; url: string; schema?: string; timeouts?: DbTimeouts; poolMax?: number };

export async function openDb(location: DbLocation): Promise<Db> {
  return location.kind === 'pglite'
    ? openPglite(location.dataDir)
    : openPostgres(location.url, location);
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
    async script<R>(sql: string) {
      try {
        const results = await lite.exec(sql);
        const last = results.at(-1);
        return { rows: (last?.rows ?? []) as R[], rowCount: last?.affectedRows ?? 0 };
      } catch (error) {
        // A script that failed after its own BEGIN leaves the one connection in an aborted
        // transaction, which would refuse every later query of the app: end it. (On PostgreSQL the
        // pool's connection is reset by the server when the simple query fails.)
        await lite.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    close: async () => {
      try {
        await lite.close();
      } finally {
        unlock();
      }
    },
  };
}

type PostgresOptions = Extract<DbLocation, { kind: 'postgres' }>;

function openPostgres(url: string, options: Omit<PostgresOptions, 'kind' | 'url'>): Db {
  const timeouts = options.timeouts ?? DEFAULT_DB_TIMEOUTS;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
    query_timeout: timeouts.statementMs + READ_TIMEOUT_MARGIN_MS,
    // A peer that vanished without a word (a failover, a cut cable) is noticed on idle sockets too.
    keepAlive: true,
    ...(options.schema && { options: `-c search_path=${options.schema}` }),
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', (error) =>
    console.error(`[store] PostgreSQL connection lost: ${error.message}`),
  );
  const run =
    (target: pg.Pool | pg.PoolClient) =>
    async <R>(sql: string, params?: unknown[]): Promise<QueryResult<R>> => {
      try {
        const result = await target.query(sql, params);
        return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
      } catch (error) {
        rethrowClassified(error);
      }
    };
  return {
    kind: 'postgres',
    query: run(pool),
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        rethrowClassified(error);
      }
      // A checked-out client has no listener of the pool's: without this one, a server that goes
      // away mid-transaction raises an unhandled 'error' event, which ends the process.
      // Set from the listener (an object, so the compiler does not assume it stays unset).
      const connection: { lost?: Error; broken?: Error } = {};
      const onError = (error: Error) => {
        connection.lost = error;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const value = await work({ query: run(client) });
        await client.query('COMMIT');
        return value;
      } catch (error) {
        const { lost } = connection;
        // A connection that failed (or whose rollback did) is destroyed, not handed to the next caller.
        if (lost || asUnavailable(error)) connection.broken = lost ?? (error as Error);
        else
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            connection.broken = rollbackError;
          });
        if (lost)
          throw asUnavailable(lost) ?? new DatabaseUnavailable(lost.message, { cause: lost });
        rethrowClassified(error);
      } finally {
        client.release(connection.broken ?? connection.lost);
        client.removeListener('error', onError);
      }
    },
    async script<R>(sql: string) {
      try {
        // Several statements answer an array of results, one a single result.
        const answer = (await pool.query(sql)) as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(answer) ? answer.at(-1) : answer;
        return { rows: (last?.rows ?? []) as R[], rowCount: last?.rowCount ?? 0 };
      } catch (error) {
        rethrowClassified(error);
      }
    },
    close: () => pool.end(),
  };
}
