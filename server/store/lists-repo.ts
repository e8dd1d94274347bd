// Lists and their ids: every query is scoped to the user (theirs, or shared with the team), ids live
// one per row in list_items, and stacking is one SQL statement over those rows.
import {
  APP_STORE_LIMITS,
  APP_STORE_MESSAGES,
  type CreateListBody,
  type ListDetail,
  type ListItemsBody,
  type ListSource,
  type ListSummary,
  type PatchListBody,
  type StackBody,
  type StackOp,
  type Tag,
} from '../app-contract';
import type { Db, Queryable } from './db';
import { isUuid, uniqueInOrder } from './ids';
import { StoreRefusal } from './refusal';

interface ListRow {
  id: string;
  owner: string;
  name: string;
  tags: Tag[];
  shared: boolean;
  source: ListSource;
  size: number;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
}

const COLUMNS = 'id, owner, name, tags, shared, source, size, created_at, updated_at, deleted_at';

export type NewList = CreateListBody & {
  /** ISO time; now when absent (imports keep the browser's). */
  createdAt?: string;
};

export interface ListFilter {
  q?: string;
  tag?: string;
  sort?: 'updated' | 'name' | 'size';
}

const ORDER_BY = {
  updated: 'updated_at DESC, id',
  name: 'lower(name), id',
  size: 'size DESC, lower(name), id',
} as const;

function summary(row: ListRow, user: string): ListSummary {
  return {
    id: row.id,
    name: row.name,
    tags: row.tags,
    size: row.size,
    owner: row.owner,
    mine: row.owner === user,
    shared: row.shared,
    source: row.source,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function tooMany(): never {
  throw new StoreRefusal(400, APP_STORE_MESSAGES.tooManyIds);
}

/** The list's ids in their order. */
async function idsOf(db: Queryable, listId: string): Promise<string[]> {
  const { rows } = await db.query<{ property_id: string }>(
    'SELECT property_id FROM list_items WHERE list_id = $1 ORDER BY position',
    [listId],
  );
  return rows.map((row) => row.property_id);
}

/**
 * A live list the user can see, or a 404 (a private list of someone else's is not admitted to
 * exist). `forChange` also locks the row and refuses anyone but the owner with a 403.
 */
async function visibleList(
  db: Queryable,
  user: string,
  id: string,
  { forChange = false, deleted = false } = {},
): Promise<ListRow> {
  const notFound = new StoreRefusal(404, APP_STORE_MESSAGES.listNotFound);
  if (!isUuid(id)) throw notFound;
  const { rows } = await db.query<ListRow>(
    `SELECT ${COLUMNS} FROM lists WHERE id = $1${forChange ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = rows[0];
  if (!row || (row.owner !== user && !row.shared)) throw notFound;
  // A deleted list is only its owner's to see (to restore it).
  if ((row.deleted_at !== null) !== deleted || (deleted && row.owner !== user)) throw notFound;
  if (forChange && row.owner !== user) throw new StoreRefusal(403, APP_STORE_MESSAGES.notOwner);
  return row;
}

async function insertList(tx: Queryable, user: string, input: NewList): Promise<ListRow> {
  const ids = uniqueInOrder(input.ids);
  if (ids.length > APP_STORE_LIMITS.maxListIds) tooMany();
  const id = crypto.randomUUID();
  const { rows } = await tx.query<ListRow>(
    `INSERT INTO lists (id, owner, name, tags, shared, source, size, created_at, updated_at)
     VALUES ($1, $2, $3, $4::text::jsonb, $5, $6::text::jsonb, $7,
             coalesce($8::text::timestamptz, now()), now())
     RETURNING ${COLUMNS}`,
    [
      id,
      user,
      input.name,
      JSON.stringify(input.tags ?? []),
      input.shared ?? false,
      JSON.stringify(input.source ?? { kind: 'selection' }),
      ids.length,
      input.createdAt ?? null,
    ],
  );
  await tx.query(
    `INSERT INTO list_items (list_id, property_id, position)
     SELECT $1, u.property_id, u.ord::int FROM unnest($2::text[]) WITH ORDINALITY AS u(property_id, ord)`,
    [id, ids],
  );
  return rows[0]!;
}

/**
 * Stacking as SQL over list_items, ordered by where each id first appears (the lists in the order
 * given, then each list's own order). `$2` is the input list ids, `$3` the threshold of atLeast.
 */
const FIRST_SEEN = 'min(array_position($2::uuid[], list_id)::bigint * 4294967296 + position)';
const STACK_SELECT: Record<StackOp, string> = {
  union: `SELECT property_id, ${FIRST_SEEN} AS k
          FROM list_items WHERE list_id = ANY($2::uuid[]) GROUP BY property_id`,
  atLeast: `SELECT property_id, ${FIRST_SEEN} AS k
            FROM list_items WHERE list_id = ANY($2::uuid[]) GROUP BY property_id
            HAVING count(*) >= $3::int`,
  intersection: `SELECT property_id, ${FIRST_SEEN} AS k
                 FROM list_items WHERE list_id = ANY($2::uuid[]) GROUP BY property_id
                 HAVING count(*) = cardinality($2::uuid[])`,
  difference: `SELECT a.property_id, a.position::bigint AS k FROM list_items a
               WHERE a.list_id = ($2::uuid[])[1]
                 AND NOT EXISTS (SELECT 1 FROM list_items b
                                 WHERE b.list_id = ANY(($2::uuid[])[2:]) AND b.property_id = a.property_id)`,
};

export function listsRepo(db: Db) {
  return {
    async list(user: string, filter: ListFilter = {}): Promise<ListSummary[]> {
      const { rows } = await db.query<ListRow>(
        `SELECT ${COLUMNS} FROM lists
         WHERE deleted_at IS NULL AND (owner = $1 OR shared)
           AND ($2::text IS NULL OR position(lower($2) IN lower(name)) > 0
                OR EXISTS (SELECT 1 FROM jsonb_array_elements(tags) t
                           WHERE position(lower($2) IN lower(t->>'name')) > 0))
           AND ($3::text IS NULL OR EXISTS (SELECT 1 FROM jsonb_array_elements(tags) t
                                            WHERE lower(t->>'name') = lower($3)))
         ORDER BY ${ORDER_BY[filter.sort ?? 'updated']}`,
        [user, filter.q?.trim() || null, filter.tag?.trim() || null],
      );
      return rows.map((row) => summary(row, user));
    },

    async get(user: string, id: string): Promise<ListDetail> {
      const row = await visibleList(db, user, id);
      return { ...summary(row, user), ids: await idsOf(db, id) };
    },

    async create(user: string, input: NewList): Promise<ListDetail> {
      return db.transaction(async (tx) => {
        const row = await insertList(tx, user, input);
        return { ...summary(row, user), ids: uniqueInOrder(input.ids) };
      });
    },

    /** For the import, inside its transaction. */
    insert: insertList,

    async patch(user: string, id: string, change: PatchListBody): Promise<ListSummary> {
      return db.transaction(async (tx) => {
        await visibleList(tx, user, id, { forChange: true });
        const { rows } = await tx.query<ListRow>(
          `UPDATE lists SET name = coalesce($2, name), tags = coalesce($3::text::jsonb, tags),
             shared = coalesce($4, shared), updated_at = now()
           WHERE id = $1 RETURNING ${COLUMNS}`,
          [
            id,
            change.name ?? null,
            change.tags ? JSON.stringify(change.tags) : null,
            change.shared ?? null,
          ],
        );
        return summary(rows[0]!, user);
      });
    },

    /** Removes, then adds (new ids go to the end); the 100,000 bound holds for the result. */
    async changeItems(
      user: string,
      id: string,
      change: ListItemsBody,
    ): Promise<{ size: number; added: number; removed: number }> {
      return db.transaction(async (tx) => {
        const row = await visibleList(tx, user, id, { forChange: true });
        const remove = uniqueInOrder(change.remove ?? []);
        const add = uniqueInOrder(change.add ?? []);
        const removed = remove.length
          ? (
              await tx.query(
                'DELETE FROM list_items WHERE list_id = $1 AND property_id = ANY($2::text[])',
                [id, remove],
              )
            ).rowCount
          : 0;
        const added = add.length
          ? (
              await tx.query(
                `INSERT INTO list_items (list_id, property_id, position)
                 SELECT $1, u.property_id,
                        (SELECT coalesce(max(position), 0) FROM list_items WHERE list_id = $1) + u.ord::int
                 FROM unnest($2::text[]) WITH ORDINALITY AS u(property_id, ord)
                 ON CONFLICT (list_id, property_id) DO NOTHING`,
                [id, add],
              )
            ).rowCount
          : 0;
        const size = row.size - removed + added;
        // Thrown inside the transaction, so nothing of the change is kept.
        if (size > APP_STORE_LIMITS.maxListIds) tooMany();
        await tx.query('UPDATE lists SET size = $2, updated_at = now() WHERE id = $1', [id, size]);
        return { size, added, removed };
      });
    },

    async softDelete(user: string, id: string): Promise<ListSummary> {
      return db.transaction(async (tx) => {
        await visibleList(tx, user, id, { forChange: true });
        const { rows } = await tx.query<ListRow>(
          `UPDATE lists SET deleted_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
          [id],
        );
        return summary(rows[0]!, user);
      });
    },

    async restore(user: string, id: string): Promise<ListSummary> {
      return db.transaction(async (tx) => {
        await visibleList(tx, user, id, { forChange: true, deleted: true });
        const { rows } = await tx.query<ListRow>(
          `UPDATE lists SET deleted_at = NULL WHERE id = $1 RETURNING ${COLUMNS}`,
          [id],
        );
        return summary(rows[0]!, user);
      });
    },

    /** A new list of the user's from lists they can see; costs no credits (ids only). */
    async stack(user: string, input: StackBody): Promise<ListDetail> {
      return db.transaction(async (tx) => {
        const inputs = [];
        for (const listId of input.listIds) inputs.push(await visibleList(tx, user, listId));
        const names = inputs.map((row) => row.name);
        const created = await insertList(tx, user, {
          name: input.name,
          ids: [],
          tags: input.tags,
          shared: input.shared,
          source: { kind: 'stack', note: `${input.op} of ${names.join(', ')}`.slice(0, 500) },
        });
        const { rowCount: size } = await tx.query(
          `INSERT INTO list_items (list_id, property_id, position)
           SELECT $1::uuid, s.property_id, (row_number() OVER (ORDER BY s.k))::int
           FROM (${STACK_SELECT[input.op]}) AS s`,
          input.op === 'atLeast'
            ? [created.id, input.listIds, input.atLeast ?? 1]
            : [created.id, input.listIds],
        );
        // Thrown inside the transaction: the over-long result is rolled back with its list.
        if (size > APP_STORE_LIMITS.maxListIds) tooMany();
        const { rows } = await tx.query<ListRow>(
          `UPDATE lists SET size = $2 WHERE id = $1 RETURNING ${COLUMNS}`,
          [created.id, size],
        );
        return { ...summary(rows[0]!, user), ids: await idsOf(tx, created.id) };
      });
    },
  };
}

export type ListsRepo = ReturnType<typeof listsRepo>;
