// Saved searches scoped to the user, and each one's last pull (its ids and when), for "new since last pull".
import { APP_STORE_MESSAGES, type Pull, type SavedSearch } from '../app-contract';
import type { Db, Queryable } from './db';
import { diffIds, isUuid, uniqueInOrder } from './ids';
import { StoreRefusal } from './refusal';

interface SearchRow {
  id: string;
  owner: string;
  name: string;
  query: string;
  shared: boolean;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  last_pull_at: Date | null;
  last_pull_count: number | null;
}

const COLUMNS =
  'id, owner, name, query, shared, created_at, updated_at, deleted_at, last_pull_at, last_pull_count';

export interface NewSearch {
  name: string;
  query: string;
  shared?: boolean;
  /** ISO time; now when absent (imports keep the browser's). */
  createdAt?: string;
}

function lastPull(row: SearchRow): Pull | null {
  return row.last_pull_at
    ? { at: row.last_pull_at.toISOString(), count: row.last_pull_count ?? 0 }
    : null;
}

function toSearch(row: SearchRow, user: string): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    owner: row.owner,
    mine: row.owner === user,
    shared: row.shared,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    lastPull: lastPull(row),
  };
}

/** Same rules as lists: others' private searches do not exist; only the owner changes one. */
async function visibleSearch(
  db: Queryable,
  user: string,
  id: string,
  { forChange = false, deleted = false } = {},
): Promise<SearchRow> {
  const notFound = new StoreRefusal(404, APP_STORE_MESSAGES.searchNotFound);
  if (!isUuid(id)) throw notFound;
  const { rows } = await db.query<SearchRow>(
    `SELECT ${COLUMNS} FROM searches WHERE id = $1${forChange ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row || (row.owner !== user && !row.shared)) throw notFound;
  if ((row.deleted_at !== null) !== deleted || (deleted && row.owner !== user)) throw notFound;
  if (forChange && row.owner !== user)
    throw new StoreRefusal(403, APP_STORE_MESSAGES.notOwnerSearch);
  return row;
}

async function insertSearch(tx: Queryable, user: string, input: NewSearch): Promise<SearchRow> {
  const { rows } = await tx.query<SearchRow>(
    `INSERT INTO searches (id, owner, name, query, shared, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::text::timestamptz, now()), now())
     RETURNING ${COLUMNS}`,
    [
      crypto.randomUUID(),
      user,
      input.name,
      input.query,
      input.shared ?? false,
      input.createdAt ?? null,
    ],
  );
  return rows[0]!;
}

export function searchesRepo(db: Db) {
  return {
    async list(user: string): Promise<SavedSearch[]> {
      const { rows } = await db.query<SearchRow>(
        `SELECT ${COLUMNS} FROM searches WHERE deleted_at IS NULL AND (owner = $1 OR shared)
         ORDER BY updated_at DESC, id`,
        [user],
      );
      return rows.map((row) => toSearch(row, user));
    },

    async create(user: string, input: NewSearch): Promise<SavedSearch> {
      return toSearch(await insertSearch(db, user, input), user);
    },

    /** For the import, inside its transaction. */
    insert: insertSearch,

    async patch(
      user: string,
      id: string,
      change: { name?: string; query?: string; shared?: boolean },
    ): Promise<SavedSearch> {
      return db.transaction(async (tx) => {
        await visibleSearch(tx, user, id, { forChange: true });
        const { rows } = await tx.query<SearchRow>(
          `UPDATE searches SET name = coalesce($2, name), query = coalesce($3, query),
             shared = coalesce($4, shared), updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, change.name ?? null, change.query ?? null, change.shared ?? null],
        );
        return toSearch(rows[0]!, user);
      });
    },

    async softDelete(user: string, id: string): Promise<SavedSearch> {
      return db.transaction(async (tx) => {
        await visibleSearch(tx, user, id, { forChange: true });
        const { rows } = await tx.query<SearchRow>(
          `UPDATE searches SET deleted_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [id],
        );
        return toSearch(rows[0]!, user);
      });
    },

    async restore(user: string, id: string): Promise<SavedSearch> {
      return db.transaction(async (tx) => {
        await visibleSearch(tx, user, id, { forChange: true, deleted: true });
        const { rows } = await tx.query<SearchRow>(
          `UPDATE searches SET deleted_at = NULL WHERE id = $1 RETURNING ${COLUMNS}`,
          [id],
        );
        return toSearch(rows[0]!, user);
      });
    },

    /** Remembers what the owner just pulled: these ids, now (replacing the previous pull). */
    async recordPull(user: string, id: string, ids: readonly string[]): Promise<Pull> {
      return db.transaction(async (tx) => {
        await visibleSearch(tx, user, id, { forChange: true });
        const unique = uniqueInOrder(ids);
        await tx.query('DELETE FROM search_pull_items WHERE search_id = $1', [id]);
        await tx.query(
          `INSERT INTO search_pull_items (search_id, property_id)
           SELECT $1, u.property_id FROM unnest($2::text[]) AS u(property_id)`,
          [id, unique],
        );
        const { rows } = await tx.query<SearchRow>(
          `UPDATE searches SET last_pull_at = now(), last_pull_count = $2
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [id, unique.length],
        );
        return lastPull(rows[0]!)!;
      });
    },

    /**
     * What changed since the last pull: `added` keeps the order of the ids posted, `removed` the
     * order of the last pull's ids. Read-only, so anyone who can see the search may ask.
     */
    async diff(
      user: string,
      id: string,
      ids: readonly string[],
    ): Promise<{ added: string[]; removed: string[]; lastPull: Pull | null }> {
      const row = await visibleSearch(db, user, id);
      const now = uniqueInOrder(ids);
      if (!row.last_pull_at) return { added: now, removed: [], lastPull: null };
      const { rows } = await db.query<{ property_id: string }>(
        'SELECT property_id FROM search_pull_items WHERE search_id = $1 ORDER BY property_id',
        [id],
      );
      return {
        ...diffIds(
          rows.map((r) => r.property_id),
          now,
        ),
        lastPull: lastPull(row),
      };
    },
  };
}

export type SearchesRepo = ReturnType<typeof searchesRepo>;
