// From records to the export's pages: each page is projected to its cells (and its merge keys)
// as it arrives; file-writer.ts writes the file from them once at the end, as CSV or Excel.
import type { PropertyRecord } from '../../../api/contract/property-record';
import { isoDay } from '../../../lib/format';
import type { CatalogueColumn, CellValue } from '../columns/column-catalogue';
import { dedupeKey, type DedupeMode } from './dedupe';

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
