// Bulk actions for selected rows, and the offer to select every match (up to 10,000 via ids_only).
// The actions on the selection are the primary buttons; the ones that change it are secondary.
import { LIMITS } from '../../../api/contract/search-fields';
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';

export interface SelectionBarProps {
  selectedCount: number;
  /** Every row of the shown page is selected. */
  pageFullySelected: boolean;
  /** Matches of the search. */
  total: number | undefined;
  selectingAll: boolean;
  selectAllError?: string | undefined;
  onSelectAll: () => void;
  onClear: () => void;
  onExportSelected: () => void;
  exportBusy: boolean;
  /** "Trace owners" of the selected leads: the trace dialog says what it costs first. */
  onTraceSelected?: (() => void) | undefined;
  /** MLS lookup for the selected ids; the button stays disabled until a handler is given. */
  onBulkLookup?: (() => void) | undefined;
}

export function SelectionBar({
  selectedCount,
  pageFullySelected,
  total,
  selectingAll,
  selectAllError,
  onSelectAll,
  onClear,
  onExportSelected,
  exportBusy,
  onTraceSelected,
  onBulkLookup,
}: SelectionBarProps) {
  if (selectedCount === 0) return null;
  const selectable = total === undefined ? 0 : Math.min(total, LIMITS.maxIdsOnly);
  const canSelectMore = pageFullySelected && selectable > selectedCount;
  return (
    <div className="selection-bar" role="region" aria-label="Selection">
      <p className="selection-bar__count" aria-live="polite">
        {pluralize(selectedCount, 'lead')} selected
      </p>
      {canSelectMore && total !== undefined ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={onSelectAll}
          disabled={selectingAll}
        >
          {selectingAll
            ? 'Selecting…'
            : total > LIMITS.maxIdsOnly
              ? `Select the first ${formatInteger(LIMITS.maxIdsOnly)} of ${formatInteger(total)} matches`
              : `Select all ${formatInteger(total)} matches`}
        </button>
      ) : null}
      {selectAllError ? (
        <span className="selection-bar__error" role="alert">
          {selectAllError}
        </span>
      ) : null}
      <button type="button" className="button button--ghost" onClick={onClear}>
        Clear selection
      </button>
      <span className="selection-bar__spacer" />
      <button
        type="button"
        className="button"
        disabled={!onBulkLookup}
        title={onBulkLookup ? undefined : 'MLS lookup is not available yet'}
        onClick={onBulkLookup}
      >
        MLS lookup
      </button>
      {onTraceSelected ? (
        <button type="button" className="button" aria-haspopup="dialog" onClick={onTraceSelected}>
          Trace owners
        </button>
      ) : null}
      {/* Opens the export dialog for the ticked rows: their purpose is chosen there. */}
      <button
        type="button"
        className="button"
        aria-haspopup="dialog"
        onClick={onExportSelected}
        disabled={exportBusy}
      >
        Export selected
      </button>
    </div>
  );
}
