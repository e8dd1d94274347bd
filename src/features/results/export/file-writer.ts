// From the export's pages to the file: merged by their keys, then written as CSV or Excel. Run in
// a worker (write-file.worker.ts), so this module and what it imports stay free of the page's
// modules (the column catalogue, zod): its keys were worked out when each page was projected.
import type { CellValue } from '../../../lib/lead-rows/column-catalogue';
import type { ExportFormat, ProjectedPage } from '../../../lib/lead-rows/export-file';
import { dedupeRows } from '../../../lib/lead-rows/merge-rows';

/** The pages joined in order, merged by key: the file's rows and how many were merged. */
export function fileRows(pages: readonly (ProjectedPage | undefined)[]): {
  rows: CellValue[][];
  merged: number;
} {
  const rows: CellValue[][] = [];
  const keys: (string | null)[] = [];
  for (const page of pages) {
    if (!page) continue;
    for (const row of page.rows) rows.push(row);
    for (const key of page.keys) keys.push(key);
  }
  return dedupeRows(rows, keys);
}

/** The writers load with the first export, not with the page (the Excel one only for Excel). */
async function fileBlob(
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
  format: ExportFormat,
): Promise<Blob> {
  if (format === 'xlsx') {
    const { toXlsx } = await import('../../../lib/xlsx');
    return toXlsx(headers, rows);
  }
  const { toCsv } = await import('../../../lib/csv');
  return new Blob([toCsv(headers, rows)], { type: 'text/csv;charset=utf-8' });
}

export interface WriteFileRequest {
  headers: string[];
  pages: (ProjectedPage | undefined)[];
  format: ExportFormat;
}

export interface WrittenFile {
  blob: Blob;
  /** Rows in the file, after merging. */
  rows: number;
  /** Rows merged into another. */
  merged: number;
}

/** The pages merged and written as one file: the work of write-file.worker.ts. */
export async function writeExportFile(request: WriteFileRequest): Promise<WrittenFile> {
  const { rows, merged } = fileRows(request.pages);
  const blob = await fileBlob(request.headers, rows, request.format);
  return { blob, rows: rows.length, merged };
}
