// pg-boss over the store's own database connection instead of a pool of its own: on PGlite (one
// connection, in this process) there is no server for a pool to reach, and on PostgreSQL the
// jobs share the store's pool, its timeouts and its error handling.
import type { Db } from '../store/db';

/** The one method pg-boss asks of a database it is handed (its `db` option). */
export interface BossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }>;
}

export function bossDb(db: Db): BossDb {
  return {
    // pg-boss sends parameters only with single statements; its schema and maintenance scripts
    // (several statements in their own BEGIN … COMMIT) come without and need the simple protocol.
    executeSql: (text, values) =>
      values && values.length > 0 ? db.query(text, values) : db.script(text),
  };
}
