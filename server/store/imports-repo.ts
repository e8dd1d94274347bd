// The one-time import of a browser's localStorage lists and searches: (user, source) is remembered
// in the same transaction as the import, so a second call — or a racing one — imports nothing.
import type { ImportBody } from '../app-contract';
import type { Db } from './db';
import type { ListsRepo } from './lists-repo';
import type { SearchesRepo } from './searches-repo';

function validTime(value: string | undefined): string | undefined {
  return value !== undefined && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

export function importsRepo(db: Db, lists: ListsRepo, searches: SearchesRepo) {
  return {
    async importOnce(
      user: string,
      body: ImportBody,
    ): Promise<{ alreadyImported: boolean; lists: number; searches: number }> {
      return db.transaction(async (tx) => {
        const claimed = await tx.query(
          `INSERT INTO imports (owner, source, lists, searches) VALUES ($1, $2, $3, $4)
           ON CONFLICT (owner, source) DO NOTHING`,
          [user, body.source, body.lists.length, body.searches.length],
        );
        if (claimed.rowCount === 0) return { alreadyImported: true, lists: 0, searches: 0 };
        for (const list of body.lists) {
          await lists.insert(tx, user, {
            name: list.name,
            ids: list.ids.map(String),
            createdAt: validTime(list.createdAt),
            source: {
              kind: 'import',
              ...(list.query !== undefined && { query: list.query }),
              note: 'Imported from this browser',
            },
          });
        }
        for (const search of body.searches) {
          await searches.insert(tx, user, {
            name: search.name,
            query: search.query,
            createdAt: validTime(search.createdAt),
          });
        }
        return { alreadyImported: false, lists: body.lists.length, searches: body.searches.length };
      });
    },
  };
}
