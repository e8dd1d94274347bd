// Opens PGlite with the footprint of a small container in mind (measured in docs/deploying.md,
// "Sizing"). Two things made an idle server hold ~850 MB:
//   - PostgreSQL's default 128 MB of shared buffers, which PGlite allocates in its WebAssembly
//     memory (which never shrinks): 16 MB is plenty for lists of 100,000 ids, and the operating
//     system still caches the data folder's files;
//   - initdb on a new folder, which grows the process's memory to ~750 MB and leaves it there.
//     A new folder is therefore created by a short-lived child process, and this one opens the
//     finished folder.
// PGLITE_TEMPLATE names a data folder PGlite dumped (dumpDataDir, .tar.gz) that a new database is
// unpacked from instead of running initdb: 0.8 s instead of ~3 s. The test suites set it (a store
// a test, ~300 of them); a server opens one database once and has no need of it.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Blob as NodeBlob } from 'node:buffer';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const PGLITE_OPTIONS: PGliteOptions = { postgresqlconf: ['shared_buffers = 16MB'] };

/** Runs `script` (CommonJS, PGlite's module in argv[1]) in a child, so initdb's memory dies with it. */
function runChild(script: string, target: string, what: string): Promise<void> {
  // The CommonJS build, so the child needs no loader and no module syntax.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const code = `${script}
      .then(() => process.exit(0), (error) => { console.error(String(error && error.message || error)); process.exit(1); });`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', code, entry, target, JSON.stringify(PGLITE_OPTIONS)],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${what} failed: ${errors.trim() || `exit ${code}`}`)),
    );
  });
}

/** Creates the database in `dataDir` in another process, so its initdb's memory dies with it. */
function initInChild(dataDir: string): Promise<void> {
  return runChild(
    `
    const { PGlite } = require(process.argv[1]);
    PGlite.create(process.argv[2], JSON.parse(process.argv[3])).then((db) => db.close())`,
    dataDir,
    `creating the database in ${dataDir}`,
  );
}

/** Writes an initialized, empty data folder to `file` (gzipped tar), made in a child process. */
export function writePgliteTemplate(file: string): Promise<void> {
  return runChild(
    `
    const { PGlite } = require(process.argv[1]);
    const { writeFileSync } = require('node:fs');
    PGlite.create('memory://', JSON.parse(process.argv[3]))
      .then(async (db) => {
        const dump = await db.dumpDataDir('gzip');
        writeFileSync(process.argv[2], Buffer.from(await dump.arrayBuffer()));
        await db.close();
      })`,
    file,
    `writing a database template to ${file}`,
  );
}

export async function openPgliteEngine(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<PGlite> {
  const isNew = dataDir.startsWith('memory://') || !existsSync(join(dataDir, 'PG_VERSION'));
  const template = env.PGLITE_TEMPLATE?.trim();
  if (isNew && template) {
    // Node's own Blob, not the global one: under jsdom (component tests open a store too,
    // src/test/real-app-store.ts) the global Blob is jsdom's, which has no arrayBuffer().
    const loadDataDir = new NodeBlob([await readFile(template)]) as Blob;
    return PGlite.create(dataDir, { ...PGLITE_OPTIONS, loadDataDir });
  }
  if (isNew && !dataDir.startsWith('memory://')) await initInChild(dataDir);
  return PGlite.create(dataDir, PGLITE_OPTIONS);
}
