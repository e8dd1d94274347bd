// The "Export CSV" menu: all matches (up to 10,000 rows) or the selected rows.
import { Popover } from '../../components/ui/popover';
import { formatInteger, pluralize } from '../../lib/format';
import { EXPORT_MAX_ROWS } from './export/run-export';

export interface ExportMenuProps {
  total: number | undefined;
  selectedCount: number;
  privacy: boolean;
  busy: boolean;
  onExportAll: () => void;
  onExportSelected: () => void;
}

export function ExportMenu({
  total,
  selectedCount,
  privacy,
  busy,
  onExportAll,
  onExportSelected,
}: ExportMenuProps) {
  const capped = total !== undefined && total > EXPORT_MAX_ROWS;
  return (
    <Popover label="Export CSV" title="Export CSV" disabled={busy || !total}>
      {(close) => (
        <div className="export-menu">
          <p className="export-menu__intro">
            A CSV file for Excel or your CRM, with readable column headers
            {privacy ? ', without names or addresses (privacy mode is on)' : ''}.
          </p>
          <button
            type="button"
            className="button"
            onClick={() => {
              close();
              onExportAll();
            }}
          >
            {capped
              ? `Export the first ${formatInteger(EXPORT_MAX_ROWS)} rows`
              : `Export all ${pluralize(total ?? 0, 'row')}`}
          </button>
          {capped ? (
            <p className="export-menu__note">
              Exports stop at {formatInteger(EXPORT_MAX_ROWS)} rows, in the current sort order.
              Narrow the search to get the rest.
            </p>
          ) : null}
          <button
            type="button"
            className="button button--ghost"
            disabled={selectedCount === 0}
            onClick={() => {
              close();
              onExportSelected();
            }}
          >
            {selectedCount === 0
              ? 'Export selected rows (none selected)'
              : `Export ${pluralize(selectedCount, 'selected row')}`}
          </button>
        </div>
      )}
    </Popover>
  );
}
