// Lists of PropertySearch request fields (spec §2.1) by kind, derived from the field registry, plus sort and summary names.

import type {
  CompareEntry,
  DateRangeEntry,
  FieldEntry,
  FlagEntry,
  RangeEntry,
} from './field-kinds';
import {
  SEARCH_FIELDS,
  type BooleanFlag,
  type CompareField,
  type DateRangeField,
  type MlsStatusFlag,
  type RangeField,
} from './field-registry';

export { OPERATORS, type Operator } from './field-kinds';
export {
  NOTICE_TYPES,
  PROPERTY_TYPES,
  SEARCH_RANGES,
  SEARCH_TYPES,
  type BooleanFlag,
  type DateRangeField,
  type RangeField,
} from './field-registry';
export { LIMITS } from './limits';

const ENTRIES: readonly FieldEntry[] = SEARCH_FIELDS;

/** The spec lists its flags and ranges alphabetically, reading "in_state" as "instate". */
function specOrder<T extends string>(names: T[]): T[] {
  const key = (name: string) => name.replace(/_/g, '');
  return names.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

const flags = ENTRIES.filter((e): e is FlagEntry => e.kind === 'flag');

/** The boolean filters of §2.1 ("Boolean flags"), in the spec's order. */
export const BOOLEAN_FLAGS: readonly BooleanFlag[] = specOrder(
  flags.filter((e) => !e.mlsStatus).map((e) => e.name as BooleanFlag),
);

export const MLS_STATUS_FLAGS: readonly MlsStatusFlag[] = flags
  .filter((e) => e.mlsStatus)
  .map((e) => e.name as MlsStatusFlag);

const ranges = ENTRIES.filter((e): e is RangeEntry => e.kind === 'range');

/** Integer range pairs (`<name>_min` / `<name>_max`) of §2.1. */
export const RANGE_FIELDS: readonly RangeField[] = specOrder(
  ranges.map((e) => e.name as RangeField),
);

/** Date range pairs of §2.1, plus the control field last_update_date. */
export const DATE_RANGE_FIELDS: readonly DateRangeField[] = specOrder(
  ENTRIES.filter((e): e is DateRangeEntry => e.kind === 'date-range').map(
    (e) => e.name as DateRangeField,
  ),
);

/** Value-plus-operator pairs of §2.1: [value field, operator field, kind]. */
export const VALUE_OPERATOR_PAIRS: readonly (readonly [
  CompareField,
  string,
  'integer' | 'date',
])[] = ENTRIES.filter((e): e is CompareEntry => e.kind === 'compare').map(
  (e) => [e.name as CompareField, e.operator, e.unit === 'date' ? 'date' : 'integer'] as const,
);

/** Fields the `sort` object accepts (reference-shapes). */
export const SORTABLE_FIELDS = [
  'years_owned',
  'equity_percent',
  'year_built',
  'building_size',
  'lot_size',
  'assessed_value',
  'last_sale_date',
  'estimated_equity',
  'estimated_value',
  'assessed_land_value',
] as const;
export type SortableField = (typeof SORTABLE_FIELDS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
