// Watches of saved searches (migration 6): one per search, its owner's; the ids it saw last; and
// its runs, each with what it found. A run is claimed by a key (its local date, or the manual
// job's) unique per watch, so a day's run happens once however many servers hand it on.
import type { Watch, WatchRun } from '../app-contract';
import { CREDITS_USED, MONTH_START } from './credits-used';
import type { Db, Queryable } from './db';
import { isUuid, uniqueInOrder } from './ids';
import { StoreRefusal } from './refusal';

export const WATCH_MESSAGES = {
  noSearch: 'No saved search with this id',
  notOwner: 'Only the owner of a saved search can watch it',
  noWatch: 'This search is not watched',
  noRun: 'No run of this watch with this id',
  listNotOwned: 'New leads can go only to a list of your own',
  noList: 'No list with this id',
} as const;

/** What the owner chose (the route's body once the list is settled). */
export interface WatchSettings {
  frequency: 'daily' | 'weekly';
  weekday: number | null;
  hour: number;
  listId: string;
  pullRecords: boolean;
  skipTrace: boolean;
  monthlyCreditCap: number | null;
  paused: boolean;
}

/** A watch as the scheduler and a run read it. */
export interface WatchRow {
  search_id: string;
  owner: string;
  frequency: 'daily' | 'weekly';
  weekday: number | null;
  hour: number;
  list_id: string | null;
  pull_records: boolean;
  skip_trace: boolean;
  monthly_credit_cap: number | null;
  paused: boolean;
  seen_at: Date | null;
  created_at: Date;
  updated_at: Date;
  search_name: string;
  search_query: string;
  search_deleted: boolean;
}

interface RunRow {
  id: string;
  search_id: string;
  job_id: string | null;
  trigger: 'scheduled' | 'manual';
  status: WatchRun['status'];
  started_at: Date;
  finished_at: Date | null;
  matches: number | null;
  new_count: number;
  removed_count: number;
  pulled: number;
  traced: number;
  message: string | null;
  error: string | null;
  credits: number | string;
}

const WATCH_SELECT = `
  SELECT w.*, s.name AS search_name, s.query AS search_query,
         (s.deleted_at IS NOT NULL) AS search_deleted
  FROM watches w JOIN searches s ON s.id = w.search_id`;

/** A run's credits: its agent's ledger rows while it ran, counted as the caps count them. */
const RUN_CREDITS = `(SELECT ${CREDITS_USED} FROM ledger
  WHERE agent = 'watch:' || r.search_id::text AND at >= r.started_at
    AND at <= coalesce(r.finished_at, now()))`;

const RUN_COLUMNS = `r.id, r.search_id, r.job_id, r.trigger, r.status, r.started_at, r.finished_at,
  r.matches, r.new_count, r.removed_count, r.pulled, r.traced, r.message, r.error, ${RUN_CREDITS} AS credits`;

/** A run still 'running' after this long was left by a server that went away (the job expires at 15 min). */
const STALE_RUN = "interval '20 minutes'";

function toRun(row: RunRow): WatchRun {
  return {
    id: row.id,
    searchId: row.search_id,
    jobId: row.job_id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.started_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
    matches: row.matches,
    newCount: row.new_count,
    removedCount: row.removed_count,
    pulled: row.pulled,
    traced: row.traced,
    credits: Number(row.credits),
    message: row.message,
    error: row.error,
  };
}

/** The answer's watch: the row, its list's name, this month's credits and its last run. */
async function toWatches(db: Queryable, rows: WatchRow[], user: string): Promise<Watch[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.search_id);
  const extra = await db.query<{
    search_id: string;
    list_name: string | null;
    month: number | string;
  }>(
    `SELECT w.search_id, l.name AS list_name,
       (SELECT ${CREDITS_USED} FROM ledger
        WHERE agent = 'watch:' || w.search_id::text AND at >= ${MONTH_START}) AS month
     FROM watches w LEFT JOIN lists l ON l.id = w.list_id AND l.deleted_at IS NULL
     WHERE w.search_id = ANY($1::uuid[])`,
    [ids],
  );
  const runs = await db.query<RunRow>(
    `SELECT DISTINCT ON (r.search_id) ${RUN_COLUMNS} FROM watch_runs r
     WHERE r.search_id = ANY($1::uuid[]) ORDER BY r.search_id, r.started_at DESC`,
    [ids],
  );
  const extraOf = new Map(extra.rows.map((row) => [row.search_id, row]));
  const lastRunOf = new Map(runs.rows.map((row) => [row.search_id, toRun(row)]));
  return rows.map((row) => {
    const more = extraOf.get(row.search_id);
    return {
      searchId: row.search_id,
      searchName: row.search_name,
      owner: row.owner,
      mine: row.owner === user,
      frequency: row.frequency,
      weekday: row.weekday,
      hour: row.hour,
      listId: more?.list_name == null ? null : row.list_id,
      listName: more?.list_name ?? null,
      pullRecords: row.pull_records,
      skipTrace: row.skip_trace,
      monthlyCreditCap: row.monthly_credit_cap,
      paused: row.paused,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      creditsThisMonth: Number(more?.month ?? 0),
      lastRun: lastRunOf.get(row.search_id) ?? null,
    };
  });
}

/** The caller's own search (not deleted), ready to watch: 404 for others' private ones, 403 else. */
async function ownSearch(db: Queryable, user: string, searchId: string) {
  const notFound = new StoreRefusal(404, WATCH_MESSAGES.noSearch);
  if (!isUuid(searchId)) throw notFound;
  const { rows } = await db.query<{
    owner: string;
    shared: boolean;
    deleted_at: Date | null;
    name: string;
    query: string;
  }>('SELECT owner, shared, deleted_at, name, query FROM searches WHERE id = $1', [searchId]);
  const row = rows[0];
  if (!row || row.deleted_at !== null || (row.owner !== user && !row.shared)) throw notFound;
  if (row.owner !== user) throw new StoreRefusal(403, WATCH_MESSAGES.notOwner);
  return { name: row.name, query: row.query };
}

/** The target list must be the caller's own (a run adds to it as them). */
async function ownList(db: Queryable, user: string, listId: string) {
  const notFound = new StoreRefusal(404, WATCH_MESSAGES.noList);
  if (!isUuid(listId)) throw notFound;
  const { rows } = await db.query<{ owner: string; shared: boolean; deleted_at: Date | null }>(
    'SELECT owner, shared, deleted_at FROM lists WHERE id = $1',
    [listId],
  );
  const row = rows[0];
  if (!row || row.deleted_at !== null || (row.owner !== user && !row.shared)) throw notFound;
  if (row.owner !== user) throw new StoreRefusal(403, WATCH_MESSAGES.listNotOwned);
}

async function watchRow(db: Queryable, searchId: string): Promise<WatchRow | undefined> {
  if (!isUuid(searchId)) return undefined;
  const { rows } = await db.query<WatchRow>(`${WATCH_SELECT} WHERE w.search_id = $1`, [searchId]);
  return rows[0];
}

/** The watch the caller may see: their own, or any for an admin; 404 otherwise. */
async function visibleWatch(db: Queryable, user: string, admin: boolean, searchId: string) {
  const row = await watchRow(db, searchId);
  if (!row || row.search_deleted || (row.owner !== user && !admin))
    throw new StoreRefusal(404, WATCH_MESSAGES.noWatch);
  return row;
}

export type RunClaim =
  | { kind: 'started'; runId: string; startedAt: Date; resumed: boolean }
  /** This key's run happened (or is happening) already: nothing to do. */
  | { kind: 'already' }
  /** Another run of this watch is under way: try again later. */
  | { kind: 'busy' };

interface RunStart {
  searchId: string;
  runKey: string;
  jobId: string;
  trigger: 'scheduled' | 'manual';
}

export function watchesRepo(db: Db) {
  return {
    ownSearch: (user: string, searchId: string) => ownSearch(db, user, searchId),

    async get(user: string, admin: boolean, searchId: string): Promise<Watch | null> {
      const row = await watchRow(db, searchId);
      if (!row || row.search_deleted || (row.owner !== user && !admin)) return null;
      return (await toWatches(db, [row], user))[0]!;
    },

    /** Every watch (admin) or the caller's, newest first, live searches only. */
    async list(user: string, all: boolean): Promise<Watch[]> {
      const { rows } = await db.query<WatchRow>(
        `${WATCH_SELECT} WHERE s.deleted_at IS NULL AND ($2 OR w.owner = $1)
         ORDER BY w.created_at DESC, w.search_id`,
        [user, all],
      );
      return toWatches(db, rows, user);
    },

    /** Creates or replaces the caller's watch of their search; answers whether it is new. */
    async put(
      user: string,
      searchId: string,
      settings: WatchSettings,
    ): Promise<{ watch: Watch; created: boolean }> {
      const created = await db.transaction(async (tx) => {
        await ownSearch(tx, user, searchId);
        await ownList(tx, user, settings.listId);
        const { rows } = await tx.query<{ inserted: boolean }>(
          `INSERT INTO watches (search_id, owner, frequency, weekday, hour, list_id, pull_records,
             skip_trace, monthly_credit_cap, paused)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (search_id) DO UPDATE SET frequency = excluded.frequency,
             weekday = excluded.weekday, hour = excluded.hour, list_id = excluded.list_id,
             pull_records = excluded.pull_records, skip_trace = excluded.skip_trace,
             monthly_credit_cap = excluded.monthly_credit_cap, paused = excluded.paused,
             updated_at = now()
           RETURNING (xmax = 0) AS inserted`,
          [
            searchId,
            user,
            settings.frequency,
            settings.frequency === 'weekly' ? settings.weekday : null,
            settings.hour,
            settings.listId,
            settings.pullRecords,
            settings.skipTrace,
            settings.monthlyCreditCap,
            settings.paused,
          ],
        );
        return rows[0]!.inserted;
      });
      const [watch] = await toWatches(db, [(await watchRow(db, searchId))!], user);
      return { watch: watch!, created };
    },

    async remove(user: string, searchId: string): Promise<boolean> {
      await ownSearch(db, user, searchId);
      const { rowCount } = await db.query('DELETE FROM watches WHERE search_id = $1', [searchId]);
      return rowCount > 0;
    },

    /** The watch a run works on (its search may have been deleted since). */
    row: (searchId: string) => watchRow(db, searchId),

    /** Watches the hourly tick considers: not paused, their search not deleted. */
    async active(): Promise<WatchRow[]> {
      const { rows } = await db.query<WatchRow>(
        `${WATCH_SELECT} WHERE NOT w.paused AND s.deleted_at IS NULL`,
      );
      return rows;
    },

    /** The ids the watch saw last, or null when it has no baseline yet. */
    async seen(searchId: string): Promise<string[] | null> {
      const row = await watchRow(db, searchId);
      if (!row?.seen_at) return null;
      const { rows } = await db.query<{ property_id: string }>(
        'SELECT property_id FROM watch_seen_items WHERE search_id = $1 ORDER BY property_id',
        [searchId],
      );
      return rows.map((r) => r.property_id);
    },

    /** Remembers `ids` as what the watch saw (its baseline, or a run's answer). */
    setSeen: (searchId: string, ids: readonly string[]) => setSeen(db, searchId, ids),

    ...runsPart(db),
  };
}

/** The runs of watches: claimed, what they found, how they ended, read back for the history. */
function runsPart(db: Db) {
  return {
    claimRun: (start: RunStart) => claimRun(db, start),

    /** What the run found (new and removed ids) and the ids now seen, in one transaction. */
    async recordFound(
      runId: string,
      searchId: string,
      found: { matches: number; ids: readonly string[]; added: string[]; removed: string[] },
      message: string | null,
    ): Promise<void> {
      await db.transaction(async (tx) => {
        for (const [change, ids] of [
          ['new', found.added],
          ['removed', found.removed],
        ] as const)
          await tx.query(
            `INSERT INTO watch_run_items (run_id, property_id, change, position)
             SELECT $1, u.property_id, $2, u.ord FROM unnest($3::text[]) WITH ORDINALITY AS u(property_id, ord)
             ON CONFLICT DO NOTHING`,
            [runId, change, ids],
          );
        await tx.query(
          `UPDATE watch_runs SET matches = $2, new_count = $3, removed_count = $4, message = $5
           WHERE id = $1`,
          [runId, found.matches, found.added.length, found.removed.length, message],
        );
        await setSeen(tx, searchId, found.ids);
      });
    },

    /** A run's ids of one change, in the order found. */
    async runItems(runId: string, change: 'new' | 'removed'): Promise<string[]> {
      const { rows } = await db.query<{ property_id: string }>(
        `SELECT property_id FROM watch_run_items WHERE run_id = $1 AND change = $2 ORDER BY position`,
        [runId, change],
      );
      return rows.map((r) => r.property_id);
    },

    /** A retried run resumes from what it found the first time (matches set), not a new diff. */
    async foundOf(runId: string): Promise<{ matches: number | null; message: string | null }> {
      const { rows } = await db.query<{ matches: number | null; message: string | null }>(
        'SELECT matches, message FROM watch_runs WHERE id = $1',
        [runId],
      );
      return rows[0] ?? { matches: null, message: null };
    },

    /** Ends the run; `note` is added to what it says (a cap's words), `error` says why it failed. */
    async finishRun(
      runId: string,
      end: {
        status: 'done' | 'failed' | 'stopped-by-cap';
        pulled: number;
        traced: number;
        note?: string;
        error?: string;
      },
    ): Promise<WatchRun> {
      await db.query(
        `UPDATE watch_runs SET status = $2, finished_at = now(), pulled = $3, traced = $4,
           message = CASE WHEN $5::text IS NULL THEN message
                          WHEN message IS NULL THEN $5::text ELSE message || ' ' || $5::text END,
           error = $6
         WHERE id = $1`,
        [runId, end.status, end.pulled, end.traced, end.note ?? null, end.error ?? null],
      );
      return (await runById(db, runId))!;
    },

    async runs(
      user: string,
      admin: boolean,
      searchId: string,
      page: { offset: number; limit: number },
    ): Promise<{ runs: WatchRun[]; more: boolean }> {
      await visibleWatch(db, user, admin, searchId);
      const { rows } = await db.query<RunRow>(
        `SELECT ${RUN_COLUMNS} FROM watch_runs r WHERE r.search_id = $1
         ORDER BY r.started_at DESC, r.id OFFSET $2 LIMIT $3`,
        [searchId, page.offset, page.limit + 1],
      );
      return { runs: rows.slice(0, page.limit).map(toRun), more: rows.length > page.limit };
    },

    async run(user: string, admin: boolean, searchId: string, runId: string) {
      await visibleWatch(db, user, admin, searchId);
      const run = isUuid(runId) ? await runById(db, runId) : undefined;
      if (!run || run.searchId !== searchId) throw new StoreRefusal(404, WATCH_MESSAGES.noRun);
      return run;
    },
  };
}

async function setSeen(db: Queryable, searchId: string, ids: readonly string[]): Promise<void> {
  await db.query('DELETE FROM watch_seen_items WHERE search_id = $1', [searchId]);
  await db.query(
    `INSERT INTO watch_seen_items (search_id, property_id)
     SELECT $1, u.property_id FROM unnest($2::text[]) AS u(property_id)`,
    [searchId, uniqueInOrder(ids)],
  );
  await db.query('UPDATE watches SET seen_at = now() WHERE search_id = $1', [searchId]);
}

async function runById(db: Queryable, runId: string): Promise<WatchRun | undefined> {
  const { rows } = await db.query<RunRow>(
    `SELECT ${RUN_COLUMNS} FROM watch_runs r WHERE r.id = $1`,
    [runId],
  );
  return rows[0] ? toRun(rows[0]) : undefined;
}

/**
 * Claims the run of `runKey`: a new row, or the same job's row again (pg-boss retrying it). A key
 * run before by another job is 'already'; another run of the watch under way is 'busy'. Runs left
 * 'running' by a server that went away are failed first, so they block nothing.
 */
async function claimRun(db: Db, start: RunStart): Promise<RunClaim> {
  return db.transaction(async (tx) => {
    await tx.query(
      `UPDATE watch_runs SET status = 'failed', finished_at = now(),
         error = coalesce(error, 'The server running it stopped before it finished.')
       WHERE search_id = $1 AND status = 'running' AND started_at < now() - ${STALE_RUN}`,
      [start.searchId],
    );
    const { rows: same } = await tx.query<{ id: string; job_id: string | null; status: string }>(
      'SELECT id, job_id, status FROM watch_runs WHERE search_id = $1 AND run_key = $2 FOR UPDATE',
      [start.searchId, start.runKey],
    );
    const earlier = same[0];
    if (earlier && (earlier.job_id !== start.jobId || earlier.status === 'done'))
      return { kind: 'already' };
    if (earlier) {
      const { rows } = await tx.query<{ started_at: Date }>(
        `UPDATE watch_runs SET status = 'running', finished_at = NULL, error = NULL WHERE id = $1
           AND NOT EXISTS (SELECT 1 FROM watch_runs o WHERE o.search_id = $2 AND o.status = 'running'
                           AND o.id <> $1)
         RETURNING started_at`,
        [earlier.id, start.searchId],
      );
      return rows[0]
        ? { kind: 'started', runId: earlier.id, startedAt: rows[0].started_at, resumed: true }
        : { kind: 'busy' };
    }
    const { rows } = await tx.query<{ id: string; started_at: Date }>(
      `INSERT INTO watch_runs (id, search_id, run_key, job_id, trigger)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id, started_at`,
      [crypto.randomUUID(), start.searchId, start.runKey, start.jobId, start.trigger],
    );
    if (rows[0])
      return { kind: 'started', runId: rows[0].id, startedAt: rows[0].started_at, resumed: false };
    // Either the key was taken a moment ago by another server, or another run is under way.
    const { rows: taken } = await tx.query(
      'SELECT 1 FROM watch_runs WHERE search_id = $1 AND run_key = $2',
      [start.searchId, start.runKey],
    );
    return taken.length > 0 ? { kind: 'already' } : { kind: 'busy' };
  });
}
