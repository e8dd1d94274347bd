// The results table's columns: a module-level constant, typed meta, and the cell formatting.
import { createColumnHelper, type RowData } from '@tanstack/react-table';
import type { PropertyRecord } from '../../../api/contract/property-record';
import type { SortableField } from '../../../api/contract/search-fields';
import {
  formatDate,
  formatInteger,
  formatMoney,
  formatPercent,
  MISSING,
} from '../../../lib/format';
import { ContactsCell } from './contacts-cell';
import {
  COLUMN_CATALOGUE,
  type CatalogueColumn,
  type ColumnFormat,
} from '../../../lib/lead-rows/column-catalogue';
import {
  addressLines,
  mlsState,
  ownerNames,
  propertyTypeLabel,
  recordFlags,
  type FlagTone,
} from '../../../lib/lead-rows/record-fields';

declare module '@tanstack/react-table' {
  // Type parameters must match the library's declaration for the merge to apply.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Name in the header, the column chooser and the skeleton. */
    label: string;
    /** Set on columns the server can sort; equals the column id. */
    sortField?: SortableField;
    /** Holds names or addresses, which privacy mode (obfuscate) removes. */
    privateData?: boolean;
    /** Right-aligned numbers with tabular digits. */
    numeric?: boolean;
    /** Off until the user turns it on in the column chooser. */
    hiddenByDefault?: boolean;
    /** Always shown, not listed in the column chooser (selection). */
    fixed?: boolean;
  }
}

const column = createColumnHelper<PropertyRecord>();

function Badge({ tone, children }: { tone: FlagTone; children: string }) {
  return <span className={`badge badge--${tone}`}>{children}</span>;
}

function Missing() {
  return (
    <span className="cell-missing" title="No data">
      {MISSING}
    </span>
  );
}

const MAX_BADGES = 2;

/** Sorting is opt-in per column (the table's default is off); largest or newest first. */
const SORTABLE = { enableSorting: true, sortDescFirst: true } as const;

/** The owner contacts column: the results read the page's contacts only while it shows. */
export const CONTACTS_COLUMN_ID = 'contacts';

/** The selection column is built by the table itself (it needs row handlers); this is its id. */
export const SELECT_COLUMN_ID = 'select';

/** Catalogue columns the table's own columns above already show (address lines, owner names, …). */
const SHOWN_BY_TABLE_COLUMNS = new Set([
  'id',
  'propertyStreet',
  'propertyLine2',
  'addressee',
  'mailStreet',
  'mailLine2',
  'estimatedValue',
  'estimatedEquity',
  'equityPercent',
  'yearsOwned',
  'lastSaleDate',
  'propertyType',
  'propertyTypeLabel',
  'bedrooms',
  'bathrooms',
  'squareFeet',
  'yearBuilt',
  'lotSquareFeet',
  'assessedValue',
  'assessedLandValue',
  'openMortgageBalance',
  'mlsStatus',
  'mlsListingPrice',
  'mlsDaysOnMarket',
]);

const FORMATTERS: Record<ColumnFormat, (value: string | number) => string> = {
  text: String,
  integer: formatInteger,
  money: formatMoney,
  percent: formatPercent,
  date: formatDate,
  'yes-no': String,
  number: String,
};

const NUMERIC_FORMATS: ReadonlySet<ColumnFormat> = new Set([
  'integer',
  'money',
  'percent',
  'number',
]);

/** Width from the header's length: the cells of these columns are short values. */
function widthOf(column: CatalogueColumn): number {
  const byLabel = Math.round(column.label.length * 7.5 + 28);
  return Math.max(column.format === 'text' ? 140 : 96, Math.min(220, byLabel));
}

/** A catalogue column as a plain table column: off until chosen, its value formatted. */
function catalogueTableColumn(c: CatalogueColumn) {
  return column.accessor((r) => c.value(r), {
    id: c.id,
    size: widthOf(c),
    meta: {
      label: c.label,
      hiddenByDefault: true,
      ...(c.privateData ? { privateData: true } : {}),
      ...(NUMERIC_FORMATS.has(c.format) ? { numeric: true } : {}),
    },
    cell: ({ getValue }) => {
      const value = getValue();
      if (value === null || value === '') return <Missing />;
      const text = FORMATTERS[c.format](value);
      return <span title={text}>{text}</span>;
    },
  });
}

/**
 * The columns, in table order. Each has a `size`: its width in CSS pixels, padding included. The
 * table sizes its columns from these widths alone, never from the cells' text, so a new page of
 * rows needs no measuring; text longer than its column ends in an ellipsis, and long names and
 * addresses carry the whole text in a title.
 */
export const RESULT_COLUMNS = [
  column.display({
    id: SELECT_COLUMN_ID,
    size: 36,
    meta: { label: 'Select', fixed: true },
  }),
  column.accessor((r) => addressLines(r.address)?.line1 ?? '', {
    id: 'address',
    size: 180,
    meta: { label: 'Property address', privateData: true },
    cell: ({ row }) => {
      const lines = addressLines(row.original.address);
      if (!lines) return <Missing />;
      return (
        <span className="cell-stack" title={`${lines.line1}, ${lines.line2}`}>
          <span className="cell-strong">{lines.line1}</span>
          <span className="cell-sub">{lines.line2}</span>
        </span>
      );
    },
  }),
  column.accessor((r) => ownerNames(r).join(' & '), {
    id: 'owner',
    size: 170,
    meta: { label: 'Owner', privateData: true },
    cell: ({ row }) => {
      const names = ownerNames(row.original);
      const [first, ...rest] = names;
      if (!first) return <Missing />;
      return (
        <span className="cell-stack" title={names.join(' & ')}>
          <span>{first}</span>
          {rest.length > 0 ? <span className="cell-sub">&amp; {rest.join(' & ')}</span> : null}
        </span>
      );
    },
  }),
  column.accessor((r) => recordFlags(r).length, {
    id: 'flags',
    size: 230,
    meta: { label: 'Lead flags' },
    cell: ({ row }) => {
      const flags = recordFlags(row.original);
      if (flags.length === 0) return <Missing />;
      const shown = flags.slice(0, MAX_BADGES);
      const more = flags.slice(MAX_BADGES);
      return (
        <span className="cell-badges">
          {shown.map((f) => (
            <Badge key={f.field} tone={f.tone}>
              {f.label}
            </Badge>
          ))}
          {more.length > 0 ? (
            <span className="badge badge--more" title={more.map((f) => f.label).join(', ')}>
              +{more.length}
              <span className="visually-hidden"> more: {more.map((f) => f.label).join(', ')}</span>
            </span>
          ) : null}
        </span>
      );
    },
  }),
  column.accessor((r) => r.estimatedValue, {
    id: 'estimated_value',
    size: 100,
    meta: { label: 'Est. value', sortField: 'estimated_value', numeric: true },
    ...SORTABLE,
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  // Who to call, right after the columns a list is built from (address, owner, flags, value), so
  // those stay in view beside the map at 1440×900 (e2e/map/layout.spec.ts); with the map hidden
  // or on a wider screen it is in view too. Reads the page's held contacts (contacts-cell.tsx).
  column.display({
    id: CONTACTS_COLUMN_ID,
    size: 176,
    meta: { label: 'Contacts', privateData: true },
    cell: ({ row }) => <ContactsCell record={row.original} />,
  }),
  column.accessor((r) => r.estimatedEquity, {
    id: 'estimated_equity',
    size: 112,
    meta: { label: 'Est. equity', sortField: 'estimated_equity', numeric: true },
    ...SORTABLE,
    cell: ({ getValue }) => {
      const value = getValue();
      return (
        <span className={typeof value === 'number' && value < 0 ? 'cell-negative' : undefined}>
          {formatMoney(value)}
        </span>
      );
    },
  }),
  column.accessor((r) => r.equityPercent, {
    id: 'equity_percent',
    size: 108,
    meta: { label: 'Equity %', sortField: 'equity_percent', numeric: true },
    ...SORTABLE,
    cell: ({ getValue }) => {
      const value = getValue();
      if (value == null) return <Missing />;
      const width = Math.max(0, Math.min(100, value));
      return (
        <span className="equity">
          <span className="equity__bar" aria-hidden="true">
            <span
              className={`equity__fill${value < 0 ? ' equity__fill--negative' : ''}`}
              style={{ width: `${width}%` }}
            />
          </span>
          <span className={value < 0 ? 'cell-negative' : undefined}>{formatPercent(value)}</span>
        </span>
      );
    },
  }),
  column.accessor((r) => r.yearsOwned, {
    id: 'years_owned',
    size: 116,
    meta: { label: 'Years owned', sortField: 'years_owned', numeric: true },
    ...SORTABLE,
    cell: ({ getValue }) => getValue() ?? <Missing />,
  }),
  column.accessor((r) => r.lastSaleDate, {
    id: 'last_sale_date',
    size: 112,
    meta: { label: 'Last sale', sortField: 'last_sale_date', numeric: true },
    ...SORTABLE,
    cell: ({ row }) => {
      const { lastSaleDate, lastSaleAmount } = row.original;
      if (!lastSaleDate) return <Missing />;
      const amount = Number(lastSaleAmount);
      return (
        <span className="cell-stack">
          <span>{formatDate(lastSaleDate)}</span>
          {lastSaleAmount && amount > 0 ? (
            <span className="cell-sub">{formatMoney(lastSaleAmount)}</span>
          ) : null}
        </span>
      );
    },
  }),
  column.accessor((r) => propertyTypeLabel(r), {
    id: 'propertyType',
    size: 116,
    meta: { label: 'Type' },
    cell: ({ getValue }) => getValue() || <Missing />,
  }),
  column.accessor((r) => r.bedrooms, {
    id: 'bedsBaths',
    size: 124,
    meta: { label: 'Beds / baths', numeric: true },
    cell: ({ row }) => {
      const { bedrooms, bathrooms } = row.original;
      if (bedrooms == null && bathrooms == null) return <Missing />;
      return `${bedrooms ?? MISSING} bd · ${bathrooms ?? MISSING} ba`;
    },
  }),
  column.accessor((r) => r.squareFeet, {
    id: 'building_size',
    size: 88,
    meta: { label: 'Sq ft', sortField: 'building_size', numeric: true },
    ...SORTABLE,
    cell: ({ getValue }) => formatInteger(getValue()),
  }),
  column.accessor((r) => r.yearBuilt, {
    id: 'year_built',
    size: 100,
    meta: { label: 'Year built', sortField: 'year_built', numeric: true },
    ...SORTABLE,
    cell: ({ getValue }) => getValue() ?? <Missing />,
  }),
  column.accessor((r) => r.lotSquareFeet, {
    id: 'lot_size',
    size: 100,
    meta: { label: 'Lot sq ft', sortField: 'lot_size', numeric: true, hiddenByDefault: true },
    ...SORTABLE,
    cell: ({ getValue }) => formatInteger(getValue()),
  }),
  column.accessor((r) => r.assessedValue, {
    id: 'assessed_value',
    size: 132,
    meta: {
      label: 'Assessed value',
      sortField: 'assessed_value',
      numeric: true,
      hiddenByDefault: true,
    },
    ...SORTABLE,
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.accessor((r) => r.assessedLandValue, {
    id: 'assessed_land_value',
    size: 164,
    meta: {
      label: 'Assessed land value',
      sortField: 'assessed_land_value',
      numeric: true,
      hiddenByDefault: true,
    },
    ...SORTABLE,
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.accessor((r) => r.openMortgageBalance, {
    id: 'openMortgageBalance',
    size: 148,
    meta: { label: 'Mortgage balance', numeric: true, hiddenByDefault: true },
    cell: ({ getValue }) => formatMoney(getValue()),
  }),
  column.accessor((r) => r.mlsListingPrice, {
    id: 'mls',
    size: 220,
    meta: { label: 'MLS' },
    cell: ({ row }) => {
      const state = mlsState(row.original);
      if (!state) return <Missing />;
      const { mlsListingPrice, mlsDaysOnMarket } = row.original;
      const details = [
        mlsListingPrice ? formatMoney(mlsListingPrice) : undefined,
        mlsDaysOnMarket != null ? `${formatInteger(mlsDaysOnMarket)} d` : undefined,
      ].filter(Boolean);
      return (
        <span className="cell-inline">
          <Badge tone={state.tone}>{state.label}</Badge>
          {details.length > 0 ? <span className="cell-sub">{details.join(' · ')}</span> : null}
        </span>
      );
    },
  }),
  column.accessor((r) => addressLines(r.mailAddress)?.line1 ?? '', {
    id: 'mailAddress',
    size: 200,
    meta: { label: 'Mailing address', privateData: true, hiddenByDefault: true },
    cell: ({ row }) => {
      const lines = addressLines(row.original.mailAddress);
      if (!lines) return <Missing />;
      return (
        <span className="cell-stack" title={`${lines.line1}, ${lines.line2}`}>
          <span>{lines.line1}</span>
          <span className="cell-sub">{lines.line2}</span>
        </span>
      );
    },
  }),
  column.accessor((r) => r.id, {
    id: 'id',
    size: 104,
    meta: { label: 'Property ID', numeric: true },
    cell: ({ getValue }) => <span className="cell-id">{getValue()}</span>,
  }),
  // Every other field of the record, from the catalogue, for the column picker.
  ...COLUMN_CATALOGUE.filter((c) => !SHOWN_BY_TABLE_COLUMNS.has(c.id)).map(catalogueTableColumn),
];

const CATALOGUE_GROUPS = new Map(COLUMN_CATALOGUE.map((c) => [c.id, c.group]));

/** Column ids a user can show or hide, in table order, with the picker's group. */
export const CHOOSABLE_COLUMNS = RESULT_COLUMNS.filter((c) => !c.meta?.fixed).map((c) => ({
  id: c.id ?? '',
  label: c.meta?.label ?? '',
  group: CATALOGUE_GROUPS.get(c.id ?? '') ?? 'Table columns',
  privateData: c.meta?.privateData === true,
  hiddenByDefault: c.meta?.hiddenByDefault === true,
}));
