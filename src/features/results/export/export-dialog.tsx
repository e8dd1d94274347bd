// "Export leads": which rows, which columns (a preset, a saved set, or picked by hand), merged or
// not, CSV or Excel, and what it will cost on a real service, before anything is fetched.
// What it knows and does is useExportDialog's; its sections are views beside it.
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import { ExportColumnsFieldset } from './export-columns-fieldset';
import { ExportFileOptions } from './export-file-options';
import { ExportRowsFieldset } from './export-rows-fieldset';
import { useExportDialog, type ExportDialogProps } from './use-export-dialog';
import './export-dialog.css';

export type { ExportDialogProps, ExportScope } from './use-export-dialog';

export function ExportDialog(props: ExportDialogProps) {
  const { total, selectedCount, onClose } = props;
  const m = useExportDialog(props);
  const { rows } = m;
  return (
    <ModalDialog title="Export leads" onClose={onClose}>
      <div className="export-dialog">
        <ExportRowsFieldset {...m} total={total} selectedCount={selectedCount} />

        <ExportColumnsFieldset {...m} />

        <ExportFileOptions {...m} />

        <p className="export-dialog__cost" role="note">
          Fetches {pluralize(rows, 'record')} in {pluralize(Math.ceil(rows / 250), 'page')}: on a
          real service that is <strong>{formatInteger(rows)} credits</strong> (one per record;
          counting the matches was free).
        </p>

        <div className="export-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="button"
            disabled={!m.limitValid || m.usable.length === 0 || rows === 0}
            onClick={m.start}
          >
            Export {pluralize(rows, 'row')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
