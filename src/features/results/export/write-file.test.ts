// The export file is written in a worker when there is one, on the main thread when there is not,
// and a worker that fails says why.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeExportFile, type WriteFileRequest } from './file-writer';
import { writeFile, type WriteFileReply } from './write-file';

const REQUEST: WriteFileRequest = {
  headers: ['Property ID', 'Mailing address'],
  pages: [
    {
      rows: [
        [1, '1 Main St'],
        [2, '1 Main St'],
      ],
      keys: ['1 main st', '1 main st'],
    },
    { rows: [[3, '9 Oak Ave']], keys: ['9 oak ave'] },
  ],
  format: 'csv',
};

/** A stand-in Worker that answers like write-file.worker.ts, or with `reply` when given. */
function fakeWorker(reply?: WriteFileReply) {
  const started: string[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent<WriteFileReply>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    terminated = false;
    constructor(url: URL | string) {
      started.push(String(url));
    }
    postMessage(request: WriteFileRequest) {
      void (async () => {
        const data: WriteFileReply = reply ?? { ok: true, ...(await writeExportFile(request)) };
        this.onmessage?.({ data } as MessageEvent<WriteFileReply>);
      })();
    }
    terminate() {
      this.terminated = true;
    }
  }
  return { FakeWorker, started };
}

const text = (blob: Blob) => blob.text().then((t) => t.replace(/^\uFEFF/, ''));

describe('writeFile', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('merges the pages and writes the file on the main thread where there is no Worker', async () => {
    vi.stubGlobal('Worker', undefined);
    const file = await writeFile(REQUEST);
    expect(file.rows).toBe(2);
    expect(file.merged).toBe(1);
    expect(await text(file.blob)).toBe(
      'Property ID,Mailing address\r\n1,1 Main St\r\n3,9 Oak Ave\r\n',
    );
  });

  it('hands the pages to write-file.worker.ts and takes its file', async () => {
    const { FakeWorker, started } = fakeWorker();
    vi.stubGlobal('Worker', FakeWorker);
    const file = await writeFile(REQUEST);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/write-file\.worker\.ts/);
    expect(file.rows).toBe(2);
    expect(await text(file.blob)).toContain('3,9 Oak Ave');
  });

  it('rejects with the worker’s own message when the writing fails there', async () => {
    const { FakeWorker } = fakeWorker({ ok: false, error: 'out of memory' });
    vi.stubGlobal('Worker', FakeWorker);
    await expect(writeFile(REQUEST)).rejects.toThrow('out of memory');
  });

  it('stops the worker and rejects as cancelled when the export is cancelled mid-file', async () => {
    const workers: { terminated: boolean }[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        onmessage = null;
        onerror = null;
        terminated = false;
        constructor() {
          workers.push(this);
        }
        postMessage() {
          // Still writing: never answers.
        }
        terminate() {
          this.terminated = true;
        }
      },
    );
    const cancel = new AbortController();
    const writing = writeFile(REQUEST, cancel.signal);
    cancel.abort();
    await expect(writing).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers.map((w) => w.terminated)).toEqual([true]);
  });

  it('writes on the main thread when the browser refuses to start the worker', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('refused by the Content-Security-Policy', 'SecurityError');
        }
      },
    );
    const file = await writeFile(REQUEST);
    expect(file.rows).toBe(2);
  });
});
