// One page of the bulk answers as a table in request order: a matched row shows its listing and a
// Details button, a missed one the reason it has no listing.
import { formatInteger, formatMoney, MISSING } from '../../lib/format';
import type { BulkRow } from './bulk-run';
import { inWords } from './mls-errors';
import { StatusBadge } from './status-badge';

export interface BulkResultsTableProps {
  pageRows: readonly BulkRow[];
  /** Whether any answer has arrived at all (the empty row says which emptiness it is). */
  anyRows: boolean;
  pageIndex: number;
  pageCount: number;
  onOpenDetail: (row: BulkRow) => void;
}

function BulkTableHead() {
  return (
    <thead>
      <tr>
        <th scope="col" className="is-numeric">
          #
        </th>
        <th scope="col">Property ID</th>
        <th scope="col">Matched</th>
        <th scope="col">Address</th>
        <th scope="col">MLS #</th>
        <th scope="col">Board</th>
        <th scope="col">Status</th>
        <th scope="col" className="is-numeric">
          List price
        </th>
        <th scope="col" className="is-numeric">
          Days on market
        </th>
        <th scope="col">Listing agent</th>
        <th scope="col">
          <span className="visually-hidden">Actions</span>
        </th>
      </tr>
    </thead>
  );
}

function BulkTableRow({
  row,
  onOpenDetail,
}: {
  row: BulkRow;
  onOpenDetail: (row: BulkRow) => void;
}) {
  return (
    <tr className={row.matched ? 'is-match' : 'is-miss'}>
      <td className="is-numeric mls-muted">{row.position + 1}</td>
      <td>{row.assessorId ?? MISSING}</td>
      <td>
        <span className={`mls-match mls-match--${row.matched ? 'yes' : 'no'}`}>
          {row.matched ? 'Yes' : 'No'}
        </span>
      </td>
      <td className="mls-bulk-table__address">{row.address ?? MISSING}</td>
      {row.matched ? (
        <>
          <td>{row.mlsNumber ?? MISSING}</td>
          <td>{row.board ?? MISSING}</td>
          <td>{row.status ? <StatusBadge status={row.status} /> : MISSING}</td>
          <td className="is-numeric">{formatMoney(row.listingPrice)}</td>
          <td className="is-numeric">{formatInteger(row.daysOnMarket)}</td>
          <td>{row.listingAgent ?? MISSING}</td>
          <td>
            <button
              type="button"
              className="mls-link-button"
              aria-label={`Details for property ${row.assessorId ?? ''}`}
              onClick={() => onOpenDetail(row)}
            >
              Details
            </button>
          </td>
        </>
      ) : (
        <>
          <td colSpan={6} className="mls-bulk-table__error">
            {row.error === undefined ? null : inWords(row.error)}
          </td>
          <td />
        </>
      )}
    </tr>
  );
}

export function BulkResultsTable(props: BulkResultsTableProps) {
  const { pageRows, anyRows, pageIndex, pageCount, onOpenDetail } = props;
  return (
    <div className="mls-bulk-table__scroll">
      <table className="mls-bulk-table">
        <caption className="visually-hidden">
          MLS lookup results in request order, page {pageIndex + 1} of {pageCount}
        </caption>
        <BulkTableHead />
        <tbody>
          {pageRows.map((row) => (
            <BulkTableRow key={row.position} row={row} onOpenDetail={onOpenDetail} />
          ))}
          {pageRows.length === 0 ? (
            <tr>
              <td colSpan={11} className="mls-bulk-table__empty">
                {anyRows ? 'No rows to show with this filter.' : 'No answers yet.'}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
