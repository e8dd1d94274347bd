// The owner contact columns of an export (issue 40 item 5), beside the record's catalogue columns:
// Phone 1–5 (number, type, DNC, last seen) and Email 1–3 for one row per lead, and Phone, Phone
// type, Phone DNC, Phone last seen for one row per number (the Dialer preset). They read the held
// contacts of the lead, never the record, so they live here and not in the column catalogue.
import type { PropertyRecord } from '../../api/contract/property-record';
import type { SkipEmail, SkipPhone } from '../../api/read/read-skip-contact';
import { dncCell, phoneKindCell } from './contact-export';
import { catalogueColumn, type CellValue, type ColumnFormat } from './column-catalogue';

/** The contacts one row of the file shows: the lead's exportable ones, or the one number of a row. */
export interface RowContacts {
  phones: readonly SkipPhone[];
  emails: readonly SkipEmail[];
}

/** A column of the file: a catalogue column (reads the record) or a contact column. */
export interface ExportColumn {
  id: string;
  label: string;
  format: ColumnFormat;
  value: (record: PropertyRecord, contacts: RowContacts) => CellValue;
}

const CONTACT_GROUP = 'Owner contacts';
const PER_NUMBER_GROUP = 'Owner contacts: one row per number';

interface ContactColumn extends ExportColumn {
  group: typeof CONTACT_GROUP | typeof PER_NUMBER_GROUP;
}

const PHONE_SLOTS = 5;
const EMAIL_SLOTS = 3;

/**
 * The number as the answer gave it, ten digits: what every dialer imports without a mapping
 * (a formatted "(703) 237-1234" some read as text with a prefix).
 */
const phoneCells: [
  suffix: string,
  idSuffix: string,
  format: ColumnFormat,
  cell: (p: SkipPhone) => CellValue,
][] = [
  ['', '', 'text', (p) => p.number],
  [' type', 'Type', 'text', phoneKindCell],
  [' DNC', 'Dnc', 'text', dncCell],
  [' last seen', 'LastSeen', 'date', (p) => p.lastSeen ?? null],
];

function phoneColumns(slot: number): ContactColumn[] {
  return phoneCells.map(([suffix, idSuffix, format, cell]) => ({
    id: `contactPhone${slot}${idSuffix}`,
    label: `Phone ${slot}${suffix}`,
    group: CONTACT_GROUP,
    format,
    value: (_record, contacts) => {
      const phone = contacts.phones[slot - 1];
      return phone ? cell(phone) : null;
    },
  }));
}

function emailColumn(slot: number): ContactColumn {
  return {
    id: `contactEmail${slot}`,
    label: `Email ${slot}`,
    group: CONTACT_GROUP,
    format: 'text',
    value: (_record, contacts) => contacts.emails[slot - 1]?.address ?? null,
  };
}

const slots = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** Phone 1–5 and Email 1–3: one row per lead. */
const LEAD_CONTACT_COLUMNS: ContactColumn[] = [
  ...slots(PHONE_SLOTS).flatMap(phoneColumns),
  ...slots(EMAIL_SLOTS).map(emailColumn),
];

/** Phone, Phone type, Phone DNC, Phone last seen: choosing any makes one row per number. */
const PER_NUMBER_COLUMNS: ContactColumn[] = phoneCells.map(([suffix, idSuffix, format, cell]) => ({
  id: `contactPhone${idSuffix}`,
  label: `Phone${suffix}`,
  group: PER_NUMBER_GROUP,
  format,
  value: (_record, contacts) => {
    const phone = contacts.phones[0];
    return phone ? cell(phone) : null;
  },
}));

export const CONTACT_COLUMNS: readonly ContactColumn[] = [
  ...LEAD_CONTACT_COLUMNS,
  ...PER_NUMBER_COLUMNS,
];

export const LEAD_CONTACT_IDS: readonly string[] = LEAD_CONTACT_COLUMNS.map((c) => c.id);
export const PER_NUMBER_IDS: readonly string[] = PER_NUMBER_COLUMNS.map((c) => c.id);

const BY_ID = new Map(CONTACT_COLUMNS.map((c) => [c.id, c]));

export function isContactColumn(id: string): boolean {
  return BY_ID.has(id);
}

/** A column id the export knows: the catalogue's or a contact column. */
export function isExportColumn(id: string): boolean {
  return BY_ID.has(id) || catalogueColumn(id) !== undefined;
}

/** One row per number when any per-number column is chosen, else one row per lead. */
export function rowsPerNumber(columnIds: readonly string[]): boolean {
  return columnIds.some((id) => PER_NUMBER_IDS.includes(id));
}

/** Whether the export reads the held contacts at all: a contact column, or a filter on phones. */
export function needsContacts(columnIds: readonly string[], withPhone: boolean): boolean {
  return withPhone || columnIds.some(isContactColumn);
}

/**
 * The file's columns for these ids, in that order; unknown ids are skipped. Contacts are personal
 * data as names are: privacy mode leaves them out with the private catalogue columns.
 */
export function exportColumnsOf(ids: readonly string[], privacy = false): ExportColumn[] {
  const columns: ExportColumn[] = [];
  for (const id of ids) {
    const contact = BY_ID.get(id);
    if (contact) {
      if (!privacy) columns.push(contact);
      continue;
    }
    const column = catalogueColumn(id);
    if (column && !(privacy && column.privateData)) columns.push(column);
  }
  return columns;
}
