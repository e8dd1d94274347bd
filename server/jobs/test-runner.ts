// The tests' runner: pg-boss in a schema of the test's own next to the store's (dropped with it on
// PostgreSQL), polling and checking schedules every second so a test waits seconds, not minutes.
import type { Db } from '../store/db';
import type { AppStore } from '../store/store';
import { POSTGRES_URL, withClient } from '../store/test-backends';
import type { JobRunner } from './job-runner';
import { startJobRunner } from './pg-boss-runner';
import type { WorkDeps } from './work-types';

export function jobSchemaFor(storeSchema: string | undefined): string {
  return storeSchema ? `${storeSchema}_jobs` : 'pgboss';
}

export function startTestRunner(db: Db, schema: string): Promise<JobRunner> {
  return startJobRunner(db, {
    schema,
    pollingIntervalSeconds: 0.5,
    cronIntervalSeconds: 1,
    stopTimeoutMs: 1000,
    log: () => undefined,
  });
}

export async function dropJobSchema(schema: string): Promise<void> {
  if (!POSTGRES_URL || schema === 'pgboss') return;
  await withClient(POSTGRES_URL, (client) =>
    client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`),
  );
}

/** What a housekeeping setup gets in a test: the store, the runner, no service, a log into `lines`. */
export function housekeepingDeps(store: AppStore, jobs: JobRunner, lines: string[]): WorkDeps {
  return {
    store: async () => store,
    jobs,
    callService: () => Promise.reject(new Error('housekeeping calls no service')),
    log: (line) => lines.push(line),
  };
}

/** The pg-boss schedules named `names` in `schema`, by name: what a setup registered. */
export async function schedulesOf(db: Db, schema: string, names: readonly string[]) {
  const { rows } = await db.query<{ name: string; cron: string; timezone: string }>(
    `SELECT name, cron, timezone FROM ${schema}.schedule WHERE name = ANY($1) ORDER BY name`,
    [names],
  );
  return rows;
}

/** Resolves once `check` answers true, looking every 100 ms, or rejects after `ms`. */
export async function waitFor(check: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
