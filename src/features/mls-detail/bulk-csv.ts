// The bulk results as a CSV file: one line per requested id, in request order (the results table's
// order), keyed by "Property ID" as the lead export is; a miss carries the lead's address if known.
import { toCsv, type CsvCell } from '../../lib/csv';
import { isoDay } from '../../lib/format';
import type { BulkRow } from './bulk-run';

export const BULK_CSV_HEADERS = [
  'Property ID',
  'Address',
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
    row.address,
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
