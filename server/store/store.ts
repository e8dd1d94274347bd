// The app's database, opened once per process: the connection, the migrations, and the repos on it.
import { resolve } from 'node:path';
import { openDb, type Db, type DbLocation } from './db';
import { importsRepo } from './imports-repo';
import { listsRepo } from './lists-repo';
import { migrate } from './migrations';
import { PURGE_EVERY_MS, purgeDeleted } from './purge';
import { recordsRepo, settingsRepo } from './records-repo';
import { searchesRepo } from './searches-repo';

export interface AppStore {
  db: Db;
  lists: ReturnType<typeof listsRepo>;
  searches: ReturnType<typeof searchesRepo>;
  records: ReturnType<typeof recordsRepo>;
  settings: ReturnType<typeof settingsRepo>;
  imports: ReturnType<typeof importsRepo>;
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
  const purge = () => purgeDeleted(db).catch(() => undefined);
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
  if (url) return { kind: 'postgres', url };
  return { kind: 'pglite', dataDir: env.DATA_DIR?.trim() || './data' };
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
