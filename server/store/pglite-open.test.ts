// A new PGlite database: made by initdb in a child process, or unpacked from PGLITE_TEMPLATE.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPgliteEngine } from './pglite-open';

const dir = mkdtempSync(join(tmpdir(), 'llb-pglite-open-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('openPgliteEngine', () => {
  it('creates a new folder without a template (initdb in a child), and opens it again', async () => {
    const dataDir = join(dir, 'plain');
    const first = await openPgliteEngine(dataDir, {});
    await first.exec('CREATE TABLE kept (n int); INSERT INTO kept VALUES (7)');
    await first.close();
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    const again = await openPgliteEngine(dataDir, {});
    expect((await again.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 7 }]);
    await again.close();
  }, 60_000);

  it('unpacks a new database, in memory or in a folder, from PGLITE_TEMPLATE', async () => {
    // A template with a marker in it: a database that holds the marker came from the template.
    // (Started from the run's own template when there is one: an initdb here would cost ~3 s.)
    const source = await openPgliteEngine('memory://');
    await source.exec("CREATE TABLE marker (note text); INSERT INTO marker VALUES ('template')");
    const template = join(dir, 'template.tar.gz');
    writeFileSync(template, Buffer.from(await (await source.dumpDataDir('gzip')).arrayBuffer()));
    await source.close();
    const env = { PGLITE_TEMPLATE: template };

    for (const dataDir of ['memory://', join(dir, 'from-template')]) {
      const db = await openPgliteEngine(dataDir, env);
      expect((await db.query('SELECT note FROM marker')).rows).toEqual([{ note: 'template' }]);
      await db.exec("UPDATE marker SET note = 'changed'");
      await db.close();
    }
    // An existing folder is opened as it is, never unpacked over.
    const reopened = await openPgliteEngine(join(dir, 'from-template'), env);
    expect((await reopened.query('SELECT note FROM marker')).rows).toEqual([{ note: 'changed' }]);
    await reopened.close();
  }, 60_000);
});
