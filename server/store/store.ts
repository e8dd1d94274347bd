// The app's database, opened once per process: the connection, the migrations, and the repos on it.
import { resolve } from 'node:path';
import { auditRepo } from './audit-repo';
import { capsRepo } from './caps-repo';
import { exportsRepo } from './exports-repo';
import { DEFAULT_DB_TIMEOUTS, openDb, type Db, type DbLocation, type DbTimeouts } from './db';
import { importsRepo } from './imports-repo';
import { ledgerRepo } from './ledger-repo';
import { listsRepo } from './lists-repo';
import { migrate } from './migrations';
import { PURGE_EVERY_MS, purgeDeleted, purgeExpiredSignIns } from './purge';
import { recordsRepo, settingsRepo } from './records-repo';
import { searchesRepo } from './searches-repo';
import { sessionsRepo } from './sessions-repo';
import { signInAttemptsRepo } from './sign-in-attempts-repo';
import { skipRepo } from './skip-repo';
import { teamZoneRepo } from './team-zone-repo';
import { usageRepo } from './usage-repo';
import { usersRepo } from './users-repo';
import { webhooksRepo } from './webhooks-repo';
import { watchesRepo } from './watches-repo';

export interface AppStore {
  db: Db;
  lists: ReturnType<typeof listsRepo>;
  searches: ReturnType<typeof searchesRepo>;
  records: ReturnType<typeof recordsRepo>;
  settings: ReturnType<typeof settingsRepo>;
  imports: ReturnType<typeof importsRepo>;
  users: ReturnType<typeof usersRepo>;
  sessions: ReturnType<typeof sessionsRepo>;
  signInAttempts: ReturnType<typeof signInAttemptsRepo>;
  audit: ReturnType<typeof auditRepo>;
  caps: ReturnType<typeof capsRepo>;
  usage: ReturnType<typeof usageRepo>;
  ledger: ReturnType<typeof ledgerRepo>;
  skips: ReturnType<typeof skipRepo>;
  webhooks: ReturnType<typeof webhooksRepo>;
  watches: ReturnType<typeof watchesRepo>;
  teamZone: ReturnType<typeof teamZoneRepo>;
  exports: ReturnType<typeof exportsRepo>;
  close(): Promise<void>;
}

/** Opens the database and brings its schema up to date before anything reads it. */
export async function openStore(location: DbLocation): Promise<AppStore> {
  const db = await openDb(location);
  try {
    await migrate(db);
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
  // A purge that fails (a busy database) is tried again the next day; it never stops the server.
  const purge = () =>
    Promise.all([purgeDeleted(db), purgeExpiredSignIns(db)]).catch(() => undefined);
  await purge();
  const purging = setInterval(() => void purge(), PURGE_EVERY_MS);
  purging.unref();
  const lists = listsRepo(db);
  const searches = searchesRepo(db);
  return {
    db,
    lists,
    searches,
    records: recordsRepo(db),
    settings: settingsRepo(db),
    imports: importsRepo(db, lists, searches),
    users: usersRepo(db),
    sessions: sessionsRepo(db),
    signInAttempts: signInAttemptsRepo(db),
    audit: auditRepo(db),
    caps: capsRepo(db),
    usage: usageRepo(db),
    ledger: ledgerRepo(db),
    skips: skipRepo(db),
    webhooks: webhooksRepo(db),
    watches: watchesRepo(db),
    teamZone: teamZoneRepo(db),
    exports: exportsRepo(db),
    close: () => {
      clearInterval(purging);
      return db.close();
    },
  };
}

/**
 * DATABASE_URL → that PostgreSQL server; else PGlite in DATA_DIR (default ./data, relative to
 * where the server starts; `memory://` keeps nothing, for tests).
 */
export function storeLocation(env: NodeJS.ProcessEnv): DbLocation {
  const url = env.DATABASE_URL?.trim();
  if (url) return { kind: 'postgres', url, timeouts: dbTimeouts(env), poolMax: poolMax(env) };
  return { kind: 'pglite', dataDir: env.DATA_DIR?.trim() || './data' };
}

/** A whole number of milliseconds from 100 ms to 10 minutes, or the default. */
function millis(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 100 || value > 600_000)
    throw new Error(
      `${name} must be a whole number of milliseconds from 100 to 600000, got "${raw}"`,
    );
  return value;
}

/** DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_IDLE_TX_TIMEOUT_MS. */
function dbTimeouts(env: NodeJS.ProcessEnv): DbTimeouts {
  return {
    connectMs: millis(env, 'DATABASE_CONNECT_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.connectMs),
    statementMs: millis(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DB_TIMEOUTS.statementMs),
    idleInTransactionMs: millis(
      env,
      'DATABASE_IDLE_TX_TIMEOUT_MS',
      DEFAULT_DB_TIMEOUTS.idleInTransactionMs,
    ),
  };
}

function poolMax(env: NodeJS.ProcessEnv): number {
  const raw = env.DATABASE_POOL_MAX?.trim();
  if (!raw) return 10;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 1000)
    throw new Error(`DATABASE_POOL_MAX must be a whole number from 1 to 1000, got "${raw}"`);
  return value;
}

/** Where the lists live, for the start-up log: never the URL's user or password. */
export function describeLocation(location: DbLocation): string {
  if (location.kind === 'pglite') {
    return location.dataDir.startsWith('memory://')
      ? 'PGlite in memory (nothing is kept)'
      : `PGlite in ${resolve(location.dataDir)}`;
  }
  try {
    const url = new URL(location.url);
    return `PostgreSQL at ${url.host}${url.pathname}`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}
