// The bulk answers as a paged table in request order (100 rows a page keeps 10,000 rows responsive),
// with "N of M matched", a matched / not matched filter and a CSV export.
import { useId, useMemo, useState } from 'react';
import { SegmentedControl } from '../../components/ui/segmented-control';
import { downloadText } from '../../lib/download';
import { formatInteger, formatRowRange } from '../../lib/format';
import { pluralize } from '../../lib/plural';
import { bulkCsv, bulkCsvFileName } from './bulk-csv';
import type { BulkRow } from './bulk-run';
import { BulkResultsTable } from './bulk-results-table';

const BULK_PAGE_SIZE = 100;

type Show = 'all' | 'matched' | 'missed';

export interface BulkResultsProps {
  rows: readonly BulkRow[];
  /** Sum of the batches' recordCount. */
  matched: number;
  /** Ids asked for in all; more than rows while running or after a cancel. */
  requested: number;
  /** True once every batch has answered. */
  complete: boolean;
  /** True while batches are still coming. */
  running?: boolean;
  onOpenDetail: (row: BulkRow) => void;
}

function matchedSummary(matched: number, answered: number): string {
  return `${formatInteger(matched)} of ${formatInteger(answered)} matched`;
}

function BulkPager(props: {
  start: number;
  pageRowCount: number;
  shownCount: number;
  pageIndex: number;
  pageCount: number;
  onPage: (index: number) => void;
}) {
  const { start, pageRowCount, shownCount, pageIndex, pageCount, onPage } = props;
  return (
    <nav className="mls-pager" aria-label="Result pages">
      <span className="mls-pager__range">
        Rows {formatRowRange(start, pageRowCount, shownCount)}
      </span>
      <button
        type="button"
        className="button button--ghost"
        disabled={pageIndex === 0}
        onClick={() => onPage(pageIndex - 1)}
      >
        Previous page
      </button>
      <button
        type="button"
        className="button button--ghost"
        disabled={pageIndex >= pageCount - 1}
        onClick={() => onPage(pageIndex + 1)}
      >
        Next page
      </button>
    </nav>
  );
}

export function BulkResults({
  rows,
  matched,
  requested,
  complete,
  running = false,
  onOpenDetail,
}: BulkResultsProps) {
  const [show, setShow] = useState<Show>('all');
  const [page, setPage] = useState(0);
  const showLabelId = useId();

  const shown = useMemo(
    () =>
      show === 'all' ? rows : rows.filter((r) => (show === 'matched' ? r.matched : !r.matched)),
    [rows, show],
  );
  const pageCount = Math.max(1, Math.ceil(shown.length / BULK_PAGE_SIZE));
  const pageIndex = Math.min(page, pageCount - 1);
  const start = pageIndex * BULK_PAGE_SIZE;
  const pageRows = shown.slice(start, start + BULK_PAGE_SIZE);
  const missed = rows.length - rows.filter((r) => r.matched).length;
  const noneMatched = complete && matched === 0;

  return (
    <div className="mls-bulk-results">
      <div className="mls-bulk-results__head">
        <p className="mls-bulk-results__count" role="status" aria-label="Matches">
          <strong>{matchedSummary(matched, rows.length)}</strong>
          {noneMatched ? (
            <span className="mls-bulk-results__none">
              None matched: none of these leads has an MLS listing.
            </span>
          ) : null}
          {!complete && requested > rows.length ? (
            <span className="mls-muted">
              {' '}
              · {pluralize(requested - rows.length, 'lead')} not looked up{running ? ' yet' : ''}
            </span>
          ) : null}
        </p>
        <span className="mls-toolbar__spacer" />
        <span id={showLabelId} className="mls-bulk-results__show-label">
          Show
        </span>
        <SegmentedControl
          name="mls-bulk-show"
          labelledBy={showLabelId}
          value={show}
          onChange={(value) => {
            setShow(value as Show);
            setPage(0);
          }}
          options={[
            { value: 'all', label: `All (${formatInteger(rows.length)})`, tone: 'neutral' },
            { value: 'matched', label: `Matched (${formatInteger(matched)})` },
            { value: 'missed', label: `Not matched (${formatInteger(missed)})` },
          ]}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={rows.length === 0}
          onClick={() => downloadText(bulkCsv(rows), bulkCsvFileName(), 'text/csv;charset=utf-8')}
        >
          Export CSV
        </button>
      </div>

      <BulkResultsTable
        pageRows={pageRows}
        anyRows={rows.length > 0}
        pageIndex={pageIndex}
        pageCount={pageCount}
        onOpenDetail={onOpenDetail}
      />

      <BulkPager
        start={start}
        pageRowCount={pageRows.length}
        shownCount={shown.length}
        pageIndex={pageIndex}
        pageCount={pageCount}
        onPage={setPage}
      />
    </div>
  );
}
