// From records to the downloaded file: each page is projected to its cells (and its merge keys)
// as it arrives, and the file is written once at the end, as CSV or Excel.
import type { PropertyRecord } from '../../../api/contract/property-record';
import { isoDay } from '../../../lib/format';
import type { CatalogueColumn, CellValue } from '../column-catalogue';
import { dedupeKey, dedupeRows, type DedupeMode } from './dedupe';

export type ExportFormat = 'csv' | 'xlsx';

export const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (.csv)',
  xlsx: 'Excel (.xlsx)',
};

/** One page of the export, ready to store: its cells and, when merging, each row's key. */
export interface ProjectedPage {
  rows: CellValue[][];
  keys: (string | null)[];
}

export function projectPage(
  records: readonly PropertyRecord[],
  columns: readonly CatalogueColumn[],
  dedupe: DedupeMode,
): ProjectedPage {
  return {
    rows: records.map((record) => columns.map((c) => c.value(record))),
    keys: records.map((record) => dedupeKey(record, dedupe)),
  };
}

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

/** "austin-tx-absentee-2026-11-21.csv"; `slug` is already a slug or empty. */
export function exportFileName(
  slug: string,
  date: Date,
  format: ExportFormat = 'csv',
  suffix?: string,
): string {
  const base = slug.slice(0, 60).replace(/-+$/, '') || 'leads';
  return `${[base, suffix, isoDay(date)].filter(Boolean).join('-')}.${format}`;
}

/** The writers load with the first export, not with the page (the Excel one only for Excel). */
async function fileBlob(
  headers: readonly string[],
  rows: readonly (readonly CellValue[])[],
  format: ExportFormat,
): Promise<Blob> {
  if (format === 'xlsx') {
    const { toXlsx, XLSX_MIME } = await import('../../../lib/xlsx');
    return new Blob([toXlsx(headers, rows) as Uint8Array<ArrayBuffer>], { type: XLSX_MIME });
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
