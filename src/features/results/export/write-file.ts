// The export's last step, from the fetched pages to the file: merged, then written as CSV or .xlsx.
// For 50,000 rows that is seconds of work (npm run bench:export: ~2 s to merge and write a CSV,
// ~15 s more for .xlsx), and on the main thread the page froze for all of it, progress bar and
// Cancel included. It runs in a worker; where workers are not allowed, here, as before.
import { writeExportFile, type WriteFileRequest, type WrittenFile } from './file-writer';

export type WriteFileReply = ({ ok: true } & WrittenFile) | { ok: false; error: string };

function aborted(): DOMException {
  return new DOMException('The export was cancelled.', 'AbortError');
}

/**
 * Throws at once when the worker cannot start; rejects when it started and failed, or when
 * `signal` aborts (the worker is stopped mid-file).
 */
function writeFileInWorker(request: WriteFileRequest, signal?: AbortSignal): Promise<WrittenFile> {
  const worker = new Worker(new URL('./write-file.worker.ts', import.meta.url), {
    type: 'module',
  });
  return new Promise((resolve, reject) => {
    signal?.addEventListener(
      'abort',
      () => {
        worker.terminate();
        reject(aborted());
      },
      { once: true },
    );
    worker.onmessage = (event: MessageEvent<WriteFileReply>) => {
      worker.terminate();
      const reply = event.data;
      if (reply.ok) resolve({ blob: reply.blob, rows: reply.rows, merged: reply.merged });
      else reject(new Error(reply.error));
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The export file could not be written.'));
    };
    worker.postMessage(request);
  });
}

/**
 * The file, written in a worker when the browser can start one; on the main thread when it cannot
 * (no Worker, or a Content-Security-Policy that refuses it: the constructor throws).
 */
export function writeFile(request: WriteFileRequest, signal?: AbortSignal): Promise<WrittenFile> {
  if (signal?.aborted) return Promise.reject(aborted());
  if (typeof Worker === 'undefined') return writeExportFile(request);
  try {
    return writeFileInWorker(request, signal);
  } catch {
    return writeExportFile(request);
  }
}
