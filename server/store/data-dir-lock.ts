// PGlite has no lock of its own: two processes on one data folder would both write it and corrupt
// it. A lock file (like PostgreSQL's postmaster.pid) lets the second one refuse with a message
// instead. A pid alone cannot tell the holder from a stranger that got the same number later (pid
// 1 in every container restart), so the file also holds the holder's start time and the kernel's
// boot id: the lock is live only while that very process runs.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const LOCK_FILE = 'llb-server.lock';

/** Who holds a lock: a process, told apart from any later one with the same pid. */
interface LockHolder {
  pid: number;
  /** Start time in clock ticks since boot (/proc/PID/stat field 22); absent off Linux. */
  start?: string;
  /** /proc/sys/kernel/random/boot_id: start times restart at every boot. */
  boot?: string;
}

function readProc(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** A process's start time, or undefined where /proc is not there (macOS, Windows) or it is gone. */
export function processStartTime(pid: number): string | undefined {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // "pid (comm) state ppid …": comm may hold spaces and parentheses, so count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Field 22 overall; the list starts at field 3 (state).
  return fields[19];
}

function bootId(): string | undefined {
  return readProc('/proc/sys/kernel/random/boot_id');
}

function currentHolder(): LockHolder {
  const start = processStartTime(process.pid);
  const boot = bootId();
  return { pid: process.pid, ...(start && { start }), ...(boot && { boot }) };
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock file's holder; an old lock holds a bare pid. */
function parseHolder(text: string): LockHolder | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<LockHolder>;
    if (typeof parsed.pid === 'number' && Number.isInteger(parsed.pid) && parsed.pid > 0)
      return {
        pid: parsed.pid,
        ...(typeof parsed.start === 'string' && { start: parsed.start }),
        ...(typeof parsed.boot === 'string' && { boot: parsed.boot }),
      };
  } catch {
    // A torn or foreign file: nobody we can name holds it.
  }
  return undefined;
}

/** Folders this process holds, so "our own pid" can be told from "our own lock". */
const heldHere = new Set<string>();

/**
 * Is the recorded holder still running? Another boot, another start time, or our own pid on a
 * folder this process does not hold all mean the process that wrote the lock is gone.
 */
function holderIsLive(holder: LockHolder, folder: string): boolean {
  if (holder.pid === process.pid) return heldHere.has(folder);
  if (!pidAlive(holder.pid)) return false;
  const me = currentHolder();
  if (holder.boot && me.boot && holder.boot !== me.boot) return false;
  if (holder.start) {
    const running = processStartTime(holder.pid);
    if (running !== undefined && running !== holder.start) return false;
  }
  return true;
}

/** Takes the folder's lock (creating the folder) or throws naming the process that holds it. */
export function lockDataDir(dataDir: string): () => void {
  const folder = resolve(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, JSON.stringify(currentHolder()), { flag: 'wx' });
      heldHere.add(folder);
      return () => {
        heldHere.delete(folder);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = parseHolder(readProc(file) ?? '');
    if (holder && holderIsLive(holder, folder)) {
      throw new Error(
        `the data folder ${dataDir} is in use by process ${holder.pid}${holder.pid === process.pid ? ' (this one)' : ''}. ` +
          `Give each server its own DATA_DIR (or stop the other one); if no server is running, delete ${file}.`,
      );
    }
    // Left by a process that is gone (a crash, an OOM kill, a container restart): take it over.
    rmSync(file, { force: true });
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}
