// PGlite has no lock of its own: two processes on one data folder would both write it and corrupt
// it. A lock file with the owner's pid (like PostgreSQL's postmaster.pid) lets the second one
// refuse with a message instead; a lock left by a process that is gone is taken over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'llb-server.lock';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder's lock (creating the folder) or throws naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(holder) && holder > 0 && alive(holder)) {
      throw new Error(
        `the data folder ${dataDir} is in use by process ${holder}${holder === process.pid ? ' (this one)' : ''}. ` +
          `Give each server its own DATA_DIR (or stop the other one); if no server is running, delete ${file}.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}
