// The bulk results as a CSV file: one line per requested id, in request order, with readable headers.
import { toCsv, type CsvCell } from '../../lib/csv';
import { isoDay } from '../../lib/format';
import type { BulkRow } from './bulk-run';

export const BULK_CSV_HEADERS = [
  'Assessor ID',
  'Matched',
  'MLS #',
  'Board',
  'Status',
  'List price',
  'Days on market',
  'Listing agent',
  'Error',
] as const;

function cells(row: BulkRow): CsvCell[] {
  return [
    row.assessorId,
    row.matched ? 'Yes' : 'No',
    row.mlsNumber,
    row.board,
    row.status,
    row.listingPrice,
    row.daysOnMarket,
    row.listingAgent,
    row.error,
  ];
}

export function bulkCsv(rows: readonly BulkRow[]): string {
  return toCsv(BULK_CSV_HEADERS, rows.map(cells));
}

export function bulkCsvFileName(now: Date = new Date()): string {
  return `mls-lookup-${isoDay(now)}.csv`;
}
