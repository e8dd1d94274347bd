// The store purges old deletions when it opens, not only when asked: a server restarted now and
// then never keeps a list deleted months ago.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DELETED_KEPT_DAYS } from './purge';
import { openStore } from './store';

/** Opening a PGlite folder twice: room for a busy machine (not a speed goal). */
const HEAVY = 60_000;

describe('openStore', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it(
    'removes what was deleted more than the kept days ago when it opens',
    async () => {
      dir = mkdtempSync(join(tmpdir(), 'llb-purge-'));
      const first = await openStore({ kind: 'pglite', dataDir: dir });
      const gone = await first.lists.create('ann', { name: 'Gone', ids: ['1'] });
      const undoable = await first.lists.create('ann', { name: 'Undoable', ids: ['2'] });
      await first.lists.softDelete('ann', gone.id);
      await first.lists.softDelete('ann', undoable.id);
      await first.db.query(
        'UPDATE lists SET deleted_at = now() - make_interval(days => $2::int) WHERE id = $1',
        [gone.id, DELETED_KEPT_DAYS + 5],
      );
      await first.close();

      const second = await openStore({ kind: 'pglite', dataDir: dir });
      try {
        const { rows } = await second.db.query<{ id: string }>('SELECT id FROM lists');
        expect(rows.map((r) => r.id)).toEqual([undoable.id]);
      } finally {
        await second.close();
      }
    },
    HEAVY,
  );
});
