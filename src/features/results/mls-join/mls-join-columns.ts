// The joined MLS answers as extra columns: the table renders them after its own columns, and the
// lead export appends them after its own. Rows that were not looked up stay empty.
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { CatalogueColumn } from '../column-catalogue';
import type { CsvCell } from '../../../lib/csv';
import { formatInteger, formatMoney } from '../../../lib/format';
import type { MlsJoin, MlsJoinEntry } from './mls-join-store';

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

type Pick = (entry: MlsJoinEntry) => CsvCell;

function joinColumn(
  join: MlsJoin,
  id: string,
  label: string,
  pick: Pick,
  format: (value: CsvCell) => string = String,
  numeric = false,
): ExtraColumn {
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
  return [
    joinColumn(join, 'mls-join-status', 'MLS lookup: status', (e) =>
      e.matched ? (e.status ?? '') : NO_LISTING,
    ),
    joinColumn(
      join,
      'mls-join-list-price',
      'MLS lookup: list price',
      (e) => e.listPrice ?? '',
      formatMoney,
      true,
    ),
    joinColumn(
      join,
      'mls-join-days-on-market',
      'MLS lookup: days on market',
      (e) => e.daysOnMarket ?? '',
      formatInteger,
      true,
    ),
    joinColumn(join, 'mls-join-agent', 'MLS lookup: listing agent', (e) => e.agent ?? ''),
  ];
}

/** The same columns as export catalogue entries, appended after the chosen ones (raw values). */
export function mlsJoinExportColumns(join: MlsJoin): CatalogueColumn[] {
  return mlsJoinColumns(join).map((c) => ({
    id: c.id,
    label: c.label,
    group: 'MLS',
    format: c.numeric ? 'number' : 'text',
    value: (record) => {
      const v = c.value(record);
      return v === undefined || v === '' || typeof v === 'boolean' ? null : v;
    },
  }));
}
