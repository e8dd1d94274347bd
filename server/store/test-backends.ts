// The databases the storage and API tests run against: PGlite (in memory) always, and PostgreSQL
// when TEST_DATABASE_URL (or DATABASE_URL) names a server, each test file in a schema of its own
// that is dropped afterwards, so nothing already in that database is touched.
import pg from 'pg';
import { openStore, type AppStore } from './store';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  open(): Promise<AppStore>;
}

const POSTGRES_URL = process.env.TEST_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function postgresBackend(url: string): TestBackend {
  return {
    name: 'postgres',
    async open() {
      const schema = `llb_test_${crypto.randomUUID().replaceAll('-', '')}`;
      await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
      const store = await openStore({ kind: 'postgres', url, schema });
      return {
        ...store,
        async close() {
          await store.close();
          await withClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
        },
      };
    },
  };
}

export const TEST_BACKENDS: TestBackend[] = [
  { name: 'pglite', open: () => openStore({ kind: 'pglite', dataDir: 'memory://' }) },
  ...(POSTGRES_URL ? [postgresBackend(POSTGRES_URL)] : []),
];
