// Merges the export's pages and writes the file off the main thread (see write-file.ts).
import { writeExportFile, type WriteFileRequest } from './file-writer';
import type { WriteFileReply } from './write-file';

self.onmessage = async (event: MessageEvent<WriteFileRequest>) => {
  let reply: WriteFileReply;
  try {
    reply = { ok: true, ...(await writeExportFile(event.data)) };
  } catch (error) {
    reply = { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
  self.postMessage(reply);
};
