// The databases the storage and API tests run against: PGlite (in memory) always, and PostgreSQL
// when TEST_DATABASE_URL (or DATABASE_URL) names a server, each test file in a schema of its own
// that is dropped afterwards, so nothing already in that database is touched.
import pg from 'pg';
import type { DbTimeouts } from './db';
import { openStore, type AppStore } from './store';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  open(): Promise<AppStore>;
}

export const POSTGRES_URL =
  process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim() || undefined;

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new schema of its own; closing the store drops it (over `url`, whatever `connectUrl` was). */
export async function openPostgresSchema(
  url: string,
  options: { connectUrl?: string; timeouts?: DbTimeouts } = {},
): Promise<AppStore & { schema: string }> {
  const schema = `llb_test_${crypto.randomUUID().replaceAll('-', '')}`;
  await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const store = await openStore({
    kind: 'postgres',
    url: options.connectUrl ?? url,
    schema,
    ...(options.timeouts && { timeouts: options.timeouts }),
  });
  return {
    ...store,
    schema,
    async close() {
      await store.close();
      await withClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

/** A client outside any pool under test, for the tests' own looks at the database. */
export { withClient };

function postgresBackend(url: string): TestBackend {
  return { name: 'postgres', open: () => openPostgresSchema(url) };
}

export const TEST_BACKENDS: TestBackend[] = [
  { name: 'pglite', open: () => openStore({ kind: 'pglite', dataDir: 'memory://' }) },
  ...(POSTGRES_URL ? [postgresBackend(POSTGRES_URL)] : []),
];
