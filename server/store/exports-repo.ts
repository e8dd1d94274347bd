// Exports run on the server (issue 41 item 4): what each was asked to write and how far it got.
// Progress is committed a page at a time, in one transaction with the file's committed length
// (commitPage), fenced by the runner's attempt, so a resumed run (after a crash, a kill or a
// restart) truncates the file to what was committed and writes no row twice and none lost.
import {
  SERVER_EXPORT_LIMITS,
  type ServerExportStatus,
  type startExportBodySchema,
  type serverExportSchema,
} from '../app-contract';
import type { z } from 'zod';
import { CREDITS_USED } from './credits-used';
import type { Db, Queryable } from './db';
import { isUuid } from './ids';
import { StoreRefusal } from './refusal';

type StartExport = z.output<typeof startExportBodySchema>;
type ServerExport = z.input<typeof serverExportSchema>;
type ExportSettingsRow = StartExport['settings'];

/** One export as its runner reads it. */
export interface ExportRow {
  id: string;
  owner: string;
  search: Record<string, unknown>;
  settings: ExportSettingsRow;
  format: 'csv' | 'xlsx';
  privacy: boolean;
  maxRows: number;
  total: number | null;
  nextIndex: number;
  rowsWritten: number;
  bytesCommitted: number;
  status: ServerExportStatus;
  attempt: number;
  fileName: string;
}

interface Row {
  id: string;
  owner: string;
  label: string;
  search: Record<string, unknown>;
  settings: ExportSettingsRow;
  format: 'csv' | 'xlsx';
  privacy: boolean;
  max_rows: number;
  total: number | null;
  next_index: number;
  leads_done: number;
  rows_written: number;
  merged: number;
  bytes_committed: string | number;
  status: ServerExportStatus;
  error: string | null;
  file_name: string;
  file_bytes: string | number | null;
  attempt: number;
  created_at: Date;
  finished_at: Date | null;
  credits?: string | number;
}

const NOT_FOUND = 'No export with this id';

/** The credits its pages cost so far: the ledger's rows of the export as agent. */
const CREDITS = `(SELECT ${CREDITS_USED} FROM ledger WHERE agent = 'export:' || e.id::text) AS credits`;

function toExport(row: Row, user: string): ServerExport {
  return {
    id: row.id,
    owner: row.owner,
    mine: row.owner === user,
    label: row.label,
    format: row.format,
    setName: row.settings.setName ?? null,
    status: row.status,
    total: row.total,
    leads: row.leads_done,
    rows: row.rows_written,
    merged: row.merged,
    credits: Number(row.credits ?? 0),
    error: row.error,
    fileName: row.file_name,
    fileBytes: row.file_bytes === null ? null : Number(row.file_bytes),
    createdAt: row.created_at.toISOString(),
    finishedAt: row.finished_at?.toISOString() ?? null,
  };
}

function toRunRow(row: Row): ExportRow {
  return {
    id: row.id,
    owner: row.owner,
    search: row.search,
    settings: row.settings,
    format: row.format,
    privacy: row.privacy,
    maxRows: row.max_rows,
    total: row.total,
    nextIndex: row.next_index,
    rowsWritten: row.rows_written,
    bytesCommitted: Number(row.bytes_committed),
    status: row.status,
    attempt: row.attempt,
    fileName: row.file_name,
  };
}

/** A page as its runner commits it: where it was, what it read, and how to write its rows. */
interface PageCommit {
  /** The resultIndex this page was fetched at: it must be the committed next_index. */
  index: number;
  nextIndex: number;
  /** The leads the export will read, once the first page has said (null: not yet known). */
  total: number | null;
  /** Leads this page read (its records). */
  leads: number;
  /** Each row's merge key (null: none, always kept). */
  keys: readonly (string | null)[];
  /**
   * Writes the kept rows (by index into the page's rows) to the file at byte `at`, the file's
   * committed length; `before` rows are already in it. Answers the bytes written. Runs inside the
   * transaction: a failure rolls the page back, and the resume truncates the file again.
   */
  write: (kept: readonly number[], before: number, at: number) => Promise<number>;
}

type CommitOutcome = 'committed' | 'lost' | 'cancelled';

/** Which rows of a page to keep: rows without a key, and the first of each key not yet written. */
async function keptRows(
  tx: Queryable,
  id: string,
  keys: readonly (string | null)[],
): Promise<number[]> {
  const keyed = [...new Set(keys.filter((key): key is string => key !== null))];
  let fresh = new Set<string>();
  if (keyed.length > 0) {
    const { rows } = await tx.query<{ key: string }>(
      `INSERT INTO export_keys (export_id, key) SELECT $1, unnest($2::text[])
       ON CONFLICT DO NOTHING RETURNING key`,
      [id, keyed],
    );
    fresh = new Set(rows.map((row) => row.key));
  }
  const kept: number[] = [];
  keys.forEach((key, i) => {
    if (key === null) kept.push(i);
    else if (fresh.delete(key)) kept.push(i);
  });
  return kept;
}

/** What the routes do: start, list, read, cancel an export, find its file. */
function exportReadsRepo(db: Db) {
  const visible = async (user: string, admin: boolean, id: string): Promise<Row> => {
    if (!isUuid(id)) throw new StoreRefusal(404, NOT_FOUND);
    const { rows } = await db.query<Row>(`SELECT e.*, ${CREDITS} FROM exports e WHERE e.id = $1`, [
      id,
    ]);
    const row = rows[0];
    if (!row || (!admin && row.owner !== user)) throw new StoreRefusal(404, NOT_FOUND);
    return row;
  };

  return {
    async create(owner: string, body: StartExport, fileName: string): Promise<ServerExport> {
      const { rows } = await db.query<Row>(
        `INSERT INTO exports (id, owner, label, search, settings, format, privacy, max_rows, file_name)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
        [
          crypto.randomUUID(),
          owner,
          body.label,
          JSON.stringify(body.search),
          JSON.stringify(body.settings),
          body.format,
          body.privacy,
          body.maxRows,
          fileName,
        ],
      );
      return toExport(rows[0]!, owner);
    },

    /** The caller's exports, newest first; an admin's answer has every member's. */
    async list(user: string, admin: boolean): Promise<ServerExport[]> {
      const { rows } = await db.query<Row>(
        `SELECT e.*, ${CREDITS} FROM exports e WHERE ($1::boolean OR e.owner = $2)
         ORDER BY e.created_at DESC LIMIT ${SERVER_EXPORT_LIMITS.maxListed}`,
        [admin, user],
      );
      return rows.map((row) => toExport(row, user));
    },

    async get(user: string, admin: boolean, id: string): Promise<ServerExport> {
      return toExport(await visible(user, admin, id), user);
    },

    /** The finished file's row (owner or admin); a 409 while it is not done. */
    async file(user: string, admin: boolean, id: string): Promise<ExportRow> {
      const row = await visible(user, admin, id);
      if (row.status !== 'done') throw new StoreRefusal(409, 'This export has no file yet');
      return toRunRow(row);
    },

    /** Stops a queued or running export: its runner sees it at its next page and stops. */
    async cancel(user: string, admin: boolean, id: string): Promise<ServerExport> {
      await visible(user, admin, id);
      const { rowCount } = await db.query(
        `UPDATE exports SET status = 'cancelled', finished_at = now()
         WHERE id = $1 AND status IN ('queued', 'running')`,
        [id],
      );
      if (rowCount === 0) throw new StoreRefusal(409, 'This export has already finished');
      return toExport(await visible(user, admin, id), user);
    },
  };
}

/** What an export's runner and the sweep do: take it, commit its pages, finish, take over. */
function exportRunsRepo(db: Db) {
  return {
    /**
     * The runner of `attempt` takes the export (null: another attempt has it, or it ended) and,
     * with the row locked, `prepare`s its file (cut to the committed length), so no runner of an
     * earlier attempt can be writing a page meanwhile.
     */
    claim(
      id: string,
      attempt: number,
      prepare: (row: ExportRow) => Promise<void>,
    ): Promise<ExportRow | null> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<Row>(
          `UPDATE exports SET status = 'running', heartbeat_at = now()
           WHERE id = $1 AND attempt = $2 AND status IN ('queued', 'running') RETURNING *`,
          [id, attempt],
        );
        if (!rows[0]) return null;
        const row = toRunRow(rows[0]);
        await prepare(row);
        return row;
      });
    },

    /** The runner is alive (every few seconds, whatever the pages do). */
    async beat(id: string, attempt: number): Promise<void> {
      await db.query(
        `UPDATE exports SET heartbeat_at = now() WHERE id = $1 AND attempt = $2 AND status = 'running'`,
        [id, attempt],
      );
    },

    /** A page, its merge keys, its bytes in the file and the progress, in one transaction. */
    commitPage(id: string, attempt: number, page: PageCommit): Promise<CommitOutcome> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<Row>('SELECT * FROM exports WHERE id = $1 FOR UPDATE', [
          id,
        ]);
        const row = rows[0];
        if (!row || row.status === 'cancelled') return 'cancelled';
        if (row.attempt !== attempt || row.status !== 'running' || row.next_index !== page.index)
          return 'lost';
        const kept = await keptRows(tx, id, page.keys);
        const bytes = await page.write(kept, row.rows_written, Number(row.bytes_committed));
        await tx.query(
          `UPDATE exports SET next_index = $2, total = COALESCE($3::int, total), leads_done = leads_done + $4,
             rows_written = rows_written + $5, merged = merged + $6,
             bytes_committed = bytes_committed + $7, heartbeat_at = now()
           WHERE id = $1`,
          [
            id,
            page.nextIndex,
            page.total,
            page.leads,
            kept.length,
            page.keys.length - kept.length,
            bytes,
          ],
        );
        return 'committed';
      });
    },

    /** The runner's last word: done (with the file's size), failed (with why). */
    async finish(
      id: string,
      attempt: number,
      outcome: { status: 'done'; fileBytes: number } | { status: 'failed'; error: string },
    ): Promise<boolean> {
      const { rowCount } = await db.query(
        `UPDATE exports SET status = $3, error = $4, file_bytes = $5, finished_at = now()
         WHERE id = $1 AND attempt = $2 AND status = 'running'`,
        [
          id,
          attempt,
          outcome.status,
          outcome.status === 'failed' ? outcome.error : null,
          outcome.status === 'done' ? outcome.fileBytes : null,
        ],
      );
      return (rowCount ?? 0) > 0;
    },

    /** Unfinished exports whose runner has not beaten for `seconds`: dead, or never started. */
    async stale(
      seconds: number,
    ): Promise<{ id: string; attempt: number; owner: string; label: string }[]> {
      const { rows } = await db.query<{
        id: string;
        attempt: number;
        owner: string;
        label: string;
      }>(
        `SELECT id, attempt, owner, label FROM exports WHERE status IN ('queued', 'running')
           AND heartbeat_at < now() - make_interval(secs => $1::int) ORDER BY created_at`,
        [seconds],
      );
      return rows;
    },

    /**
     * The next attempt takes over a stale export (one server wins: the attempt must still be
     * `attempt`); past `maxAttempts` it fails instead. Answers the new attempt, or null.
     */
    async takeOver(id: string, attempt: number, maxAttempts: number): Promise<number | null> {
      const { rows } = await db.query<{ attempt: number; status: ServerExportStatus }>(
        `UPDATE exports SET
           attempt = attempt + 1, heartbeat_at = now(),
           status = CASE WHEN attempt + 1 > $3 THEN 'failed' ELSE status END,
           error = CASE WHEN attempt + 1 > $3
             THEN 'It stopped ' || $3 || ' times without finishing; start it again.' ELSE error END,
           finished_at = CASE WHEN attempt + 1 > $3 THEN now() ELSE finished_at END
         WHERE id = $1 AND attempt = $2 AND status IN ('queued', 'running')
         RETURNING attempt, status`,
        [id, attempt, maxAttempts],
      );
      const row = rows[0];
      return row && row.status !== 'failed' ? row.attempt : null;
    },
  };
}

export function exportsRepo(db: Db) {
  return { ...exportReadsRepo(db), ...exportRunsRepo(db) };
}
