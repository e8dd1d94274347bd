// How an export's rows become bytes in its file, page by page, in the browser export's formats
// (the same csv.ts and xlsx.ts pieces): CSV is its file as it grows; .xlsx writes its sheet's XML
// to a part file as it grows, then zips it at the end, reading the part a chunk at a time, so
// neither holds more than a page whatever the row count.
import { createReadStream } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open, rename, rm, stat } from 'node:fs/promises';
import type { ExportFiles } from './export-files';
import { writeAt } from './export-files';
import {
  csvHead,
  csvLines,
  SHEET_END_XML,
  sheetRowsXml,
  sheetStartXml,
  zipWorkbook,
} from './lead-rows';

type Cell = string | number | null;

export interface ExportFormatWriter {
  head(headers: readonly string[]): Uint8Array;
  /** Rows, `before` data rows already written (the sheet numbers its rows). */
  rows(rows: readonly (readonly Cell[])[], before: number): Uint8Array;
  /**
   * Makes the finished file from the part, whose committed length is `committed` (the file is
   * open at it); answers its size. Safe to run again after a kill part-way.
   */
  finish(part: FileHandle, committed: number, id: string, files: ExportFiles): Promise<number>;
  /** Removes what only the writing needed, once the export is done. */
  cleanup(id: string, files: ExportFiles): Promise<void>;
}

const encoder = new TextEncoder();

const CSV: ExportFormatWriter = {
  head: (headers) => encoder.encode(csvHead(headers)),
  rows: (rows) => encoder.encode(csvLines(rows)),
  finish: async (_part, committed) => committed,
  cleanup: async () => undefined,
};

const XLSX: ExportFormatWriter = {
  head: (headers) => encoder.encode(sheetStartXml(headers)),
  rows: (rows, before) => encoder.encode(sheetRowsXml(rows, before)),
  async finish(part, committed, id, files) {
    const partPath = files.partPath(id, 'xlsx');
    const filePath = files.filePath(id, 'xlsx');
    await writeAt(part, encoder.encode(SHEET_END_XML), committed);
    await part.sync();
    const temporary = `${filePath}.tmp`;
    const out = await open(temporary, 'w');
    try {
      let at = 0;
      await zipWorkbook(
        createReadStream(partPath, { highWaterMark: 256 * 1024 }),
        async (chunk) => {
          await writeAt(out, chunk, at);
          at += chunk.length;
        },
      );
      await out.sync();
    } finally {
      await out.close();
    }
    await rename(temporary, filePath);
    return (await stat(filePath)).size;
  },
  // After the export is marked done: until then a resume zips the part again.
  cleanup: (id, files) => rm(files.partPath(id, 'xlsx'), { force: true }),
};

export const FORMAT_WRITERS: Record<'csv' | 'xlsx', ExportFormatWriter> = { csv: CSV, xlsx: XLSX };
