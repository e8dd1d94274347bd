// Where server exports keep their files, and the file operations a resumable export needs: open at
// the committed length (cutting off whatever a killed run wrote after its last commit), write at a
// position, and the finished file's path. One directory: EXPORTS_DIR, else DATA_DIR/exports
// (./data/exports by default), else, where DATA_DIR keeps nothing (memory://), a temporary one.
import { mkdirSync, mkdtempSync } from 'node:fs';
import { open, rm, stat, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ExportFiles {
  dir: string;
  /** The file being written: the CSV itself, or an .xlsx's sheet XML before it is zipped. */
  partPath(id: string, format: 'csv' | 'xlsx'): string;
  /** The finished file. */
  filePath(id: string, format: 'csv' | 'xlsx'): string;
}

export function exportFilesAt(dir: string): ExportFiles {
  mkdirSync(dir, { recursive: true });
  return {
    dir,
    partPath: (id, format) => join(dir, format === 'csv' ? `${id}.csv` : `${id}.sheet.xml`),
    filePath: (id, format) => join(dir, `${id}.${format}`),
  };
}

/** The directory this process's settings name. */
function exportsDirOf(env: NodeJS.ProcessEnv): string {
  const explicit = env.EXPORTS_DIR?.trim();
  if (explicit) return explicit;
  const dataDir = env.DATA_DIR?.trim() || './data';
  if (dataDir.startsWith('memory://')) return mkdtempSync(join(tmpdir(), 'llb-exports-'));
  return join(dataDir, 'exports');
}

let processFiles: ExportFiles | undefined;

/** The process's exports directory, made on first use (the routes and the runner share it). */
export function processExportFiles(): ExportFiles {
  processFiles ??= exportFilesAt(exportsDirOf(process.env));
  return processFiles;
}

/** A file cut to `length` bytes and open for writing at positions. */
export async function openAtCommitted(path: string, length: number): Promise<FileHandle> {
  const size = await stat(path).then(
    (s) => s.size,
    () => -1,
  );
  if (Math.max(0, size) < length)
    throw new Error(`The export's file has ${Math.max(0, size)} of its ${length} committed bytes.`);
  const file = await open(path, size < 0 ? 'w+' : 'r+');
  await file.truncate(length);
  return file;
}

/** Writes all of `bytes` at `position`. */
export async function writeAt(file: FileHandle, bytes: Uint8Array, position: number) {
  let done = 0;
  while (done < bytes.length) {
    const { bytesWritten } = await file.write(bytes, done, bytes.length - done, position + done);
    done += bytesWritten;
  }
}

export { rm };
