// The joined MLS answers as extra columns: the table renders them after its own columns, and the
// lead export appends them after its own. Rows that were not looked up stay empty.
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { CsvCell } from '../../../lib/csv';
import { formatInteger, formatMoney } from '../../../lib/format';
import type { JoinedColumns } from '../export/joined-columns';
import type { MlsJoin, MlsJoinEntry } from '../../../state/mls-join';

/** A column added after the table's own: `value` for the file, `text` for the cell. */
export interface ExtraColumn {
  id: string;
  label: string;
  numeric?: boolean;
  value: (record: PropertyRecord) => CsvCell;
  text: (record: PropertyRecord) => string;
}

/** What a looked-up lead without a listing shows in the status column. */
export const NO_LISTING = 'no listing';

interface JoinColumnSpec {
  id: string;
  label: string;
  pick: (entry: MlsJoinEntry) => CsvCell;
  format?: (value: CsvCell) => string;
  numeric?: boolean;
}

const JOIN_COLUMNS: readonly JoinColumnSpec[] = [
  {
    id: 'mls-join-status',
    label: 'MLS lookup: status',
    pick: (e) => (e.matched ? (e.status ?? '') : NO_LISTING),
  },
  {
    id: 'mls-join-list-price',
    label: 'MLS lookup: list price',
    pick: (e) => e.listPrice ?? '',
    format: formatMoney,
    numeric: true,
  },
  {
    id: 'mls-join-days-on-market',
    label: 'MLS lookup: days on market',
    pick: (e) => e.daysOnMarket ?? '',
    format: formatInteger,
    numeric: true,
  },
  { id: 'mls-join-agent', label: 'MLS lookup: listing agent', pick: (e) => e.agent ?? '' },
];

function joinColumn(join: MlsJoin, spec: JoinColumnSpec): ExtraColumn {
  const { id, label, pick, format = String, numeric = false } = spec;
  const value = (record: PropertyRecord): CsvCell => {
    const entry = join.get(record.id);
    return entry ? pick(entry) : '';
  };
  return {
    id,
    label,
    numeric,
    value,
    text: (record) => {
      const v = value(record);
      return v == null || v === '' ? '' : format(v);
    },
  };
}

/** The four lookup columns while any lead has been looked up; none otherwise. */
export function mlsJoinColumns(join: MlsJoin): readonly ExtraColumn[] {
  if (join.size === 0) return [];
  return JOIN_COLUMNS.map((spec) => joinColumn(join, spec));
}

/** A file cell: empty for nothing, never a boolean. */
function fileValue(value: CsvCell): string | number | null {
  return value === undefined || value === null || value === '' || typeof value === 'boolean'
    ? null
    : value;
}

/**
 * The same columns for the lead export (raw values, appended after the chosen ones), as a table by
 * property id: a paused export keeps it for the pages it fetches after a reload, when the lookup's
 * answers are gone from memory. Undefined when no lead has been looked up.
 */
export function mlsJoinExportTable(join: MlsJoin): JoinedColumns | undefined {
  if (join.size === 0) return undefined;
  const values: JoinedColumns['values'] = {};
  for (const [id, entry] of join) values[id] = JOIN_COLUMNS.map((c) => fileValue(c.pick(entry)));
  return {
    labels: JOIN_COLUMNS.map((c) => c.label),
    formats: JOIN_COLUMNS.map((c) => (c.numeric ? 'number' : 'text')),
    values,
  };
}
