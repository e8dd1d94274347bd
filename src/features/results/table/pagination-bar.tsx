// Paging controls: "1–50 of 12,345", first / previous / next / last, a page jump and the page size.
import { useState } from 'react';
import { formatInteger, formatRowRange } from '../../../lib/format';
import { PAGE_SIZES, type PageSize } from '../../../state/search/search-state';

export interface PaginationBarProps {
  pageIndex: number;
  pageSize: PageSize;
  /** The server's resultCount. */
  total: number;
  /** Offset of the shown page's first row, from the response (it lags the URL while loading). */
  rowStart: number;
  /** Rows on the shown page. */
  rowsOnPage: number;
  onPageChange: (index: number) => void;
  onPageSizeChange: (size: PageSize) => void;
  disabled?: boolean;
}

export function lastPageIndex(total: number, size: number): number {
  return Math.max(0, Math.ceil(total / size) - 1);
}

function PageJump({
  pageIndex,
  pageCount,
  onPageChange,
  disabled,
}: {
  pageIndex: number;
  pageCount: number;
  onPageChange: (index: number) => void;
  disabled: boolean;
}) {
  // Draft text while typing; committed on Enter or blur, so typing "12" doesn't jump to page 1 first.
  const [draft, setDraft] = useState<string | null>(null);
  const commit = () => {
    if (draft === null) return;
    const page = Number(draft);
    setDraft(null);
    if (Number.isInteger(page) && page >= 1) onPageChange(Math.min(page, pageCount) - 1);
  };
  return (
    <label className="pagination__jump">
      Page
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={pageCount}
        value={draft ?? String(pageIndex + 1)}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
          if (event.key === 'Escape') setDraft(null);
        }}
      />
      <span>of {formatInteger(pageCount)}</span>
    </label>
  );
}

export function PaginationBar({
  pageIndex,
  pageSize,
  total,
  rowStart,
  rowsOnPage,
  onPageChange,
  onPageSizeChange,
  disabled = false,
}: PaginationBarProps) {
  const last = lastPageIndex(total, pageSize);
  const atStart = pageIndex <= 0;
  const atEnd = pageIndex >= last;
  return (
    <nav className="pagination" aria-label="Pages">
      <p className="pagination__range" aria-live="polite">
        {formatRowRange(rowStart, rowsOnPage, total)}
      </p>
      <div className="pagination__controls">
        <button
          type="button"
          className="pagination__button"
          aria-label="First page"
          disabled={disabled || atStart}
          onClick={() => onPageChange(0)}
        >
          «
        </button>
        <button
          type="button"
          className="pagination__button"
          aria-label="Previous page"
          disabled={disabled || atStart}
          onClick={() => onPageChange(pageIndex - 1)}
        >
          ‹
        </button>
        <PageJump
          key={pageIndex}
          pageIndex={pageIndex}
          pageCount={last + 1}
          onPageChange={onPageChange}
          disabled={disabled || total === 0}
        />
        <button
          type="button"
          className="pagination__button"
          aria-label="Next page"
          disabled={disabled || atEnd}
          onClick={() => onPageChange(pageIndex + 1)}
        >
          ›
        </button>
        <button
          type="button"
          className="pagination__button"
          aria-label="Last page"
          disabled={disabled || atEnd}
          onClick={() => onPageChange(last)}
        >
          »
        </button>
      </div>
      <label className="pagination__size">
        Rows per page
        <select
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value) as PageSize)}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
