// From records to the export's pages: each page is projected to its cells (and its merge keys)
// as it arrives; file-writer.ts writes the file from them once at the end, as CSV or Excel.
import type { PropertyRecord } from '../../api/contract/property-record';
import { isoDay } from '../format';
import {
  exportEmails,
  exportPhones,
  NO_CONTACT_FILTERS,
  type ContactFilters,
} from './contact-export';
import type { OwnerContacts } from './owner-contacts';
import type { CellValue } from './column-catalogue';
import type { ExportColumn, RowContacts } from './contact-columns';
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
  /**
   * Leads the page had, when that is not its rows (one row per number, or leads without a phone
   * left out): progress counts leads. Absent on pages stored before contacts were exported.
   */
  records?: number;
}

/** How records become rows: the columns, merging, and what the owner contacts allow. */
export interface Projection {
  columns: readonly ExportColumn[];
  dedupe: DedupeMode;
  filters?: ContactFilters | undefined;
  /** One row per exported number (the Dialer) rather than one per lead. */
  perNumber?: boolean | undefined;
}

const NO_CONTACTS: RowContacts = { phones: [], emails: [] };

/**
 * A lead's rows: one with its exportable contacts (Phone 1–5, Email 1–3), or one per number that
 * passes the filters. A lead never traced has no contacts: its contact cells are empty, and in a
 * file of one row per number it has no row. "Only leads with a phone" leaves out a lead whose
 * numbers all failed the filters.
 */
function leadRows(
  record: PropertyRecord,
  contacts: OwnerContacts | undefined,
  { columns, dedupe, filters = NO_CONTACT_FILTERS, perNumber = false }: Projection,
): { rows: CellValue[][]; keys: (string | null)[] } {
  const key = dedupeKey(record, dedupe);
  const cells = (row: RowContacts) => columns.map((c) => c.value(record, row));
  if (!contacts && !perNumber && !filters.withPhone)
    return { rows: [cells(NO_CONTACTS)], keys: [key] };
  const phones = exportPhones(contacts, filters);
  const emails = exportEmails(contacts);
  if (perNumber) {
    return {
      rows: phones.map((phone) => cells({ phones: [phone], emails })),
      // Merging by owner or mailbox keeps one row per number of that owner, not one row in all.
      keys: phones.map((phone) => (key === null ? null : `${key}|${phone.number}`)),
    };
  }
  if (filters.withPhone && phones.length === 0) return { rows: [], keys: [] };
  return { rows: [cells({ phones, emails })], keys: [key] };
}

/** `contacts`: the held owner contacts of the page's leads, when the export reads them. */
export function projectPage(
  records: readonly PropertyRecord[],
  projection: Projection,
  contacts?: ReadonlyMap<string, OwnerContacts>,
): ProjectedPage {
  const page: ProjectedPage = { rows: [], keys: [], records: records.length };
  for (const record of records) {
    const { rows, keys } = leadRows(record, contacts?.get(record.id), projection);
    page.rows.push(...rows);
    page.keys.push(...keys);
  }
  return page;
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
