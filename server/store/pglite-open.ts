// Opens PGlite with the footprint of a small container in mind (measured in docs/deploying.md,
// "Sizing"). Two things made an idle server hold ~850 MB:
//   - PostgreSQL's default 128 MB of shared buffers, which PGlite allocates in its WebAssembly
//     memory (which never shrinks): 16 MB is plenty for lists of 100,000 ids, and the operating
//     system still caches the data folder's files;
//   - initdb on a new folder, which grows the process's memory to ~750 MB and leaves it there.
//     A new folder is therefore created by a short-lived child process, and this one opens the
//     finished folder.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const PGLITE_OPTIONS: PGliteOptions = { postgresqlconf: ['shared_buffers = 16MB'] };

/** Creates the database in `dataDir` in another process, so its initdb's memory dies with it. */
function initInChild(dataDir: string): Promise<void> {
  // The CommonJS build, so the child needs no loader and no module syntax.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `
    const { PGlite } = require(process.argv[1]);
    PGlite.create(process.argv[2], JSON.parse(process.argv[3]))
      .then((db) => db.close())
      .then(() => process.exit(0), (error) => { console.error(String(error && error.message || error)); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', script, entry, dataDir, JSON.stringify(PGLITE_OPTIONS)],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(
              `creating the database in ${dataDir} failed: ${errors.trim() || `exit ${code}`}`,
            ),
          ),
    );
  });
}

export async function openPgliteEngine(dataDir: string): Promise<PGlite> {
  if (!dataDir.startsWith('memory://') && !existsSync(join(dataDir, 'PG_VERSION')))
    await initInChild(dataDir);
  return PGlite.create(dataDir, PGLITE_OPTIONS);
}
