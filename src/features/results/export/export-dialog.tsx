// "Export leads": first what the file is for (Mail merge, Dialer, Full start at once;
// Custom opens the rest), then, for Custom, which rows, which columns (a preset, a saved set, or
// picked by hand), merged or not, CSV or Excel; and what it will cost and what the user has left,
// before anything is fetched. What it knows and does is useExportDialog's; its sections are views beside it.
import { useId } from 'react';
import { SpendLeft } from '../../../components/spend/spend-left';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import { ExportColumnsFieldset } from './export-columns-fieldset';
import { ExportContactsFieldset } from './export-contacts-fieldset';
import { ExportFileOptions } from './export-file-options';
import { ExportPurposeChoices } from './export-purpose-choices';
import { ExportRowsFieldset } from './export-rows-fieldset';
import { ExportTracedNote } from './export-traced-note';
import { ExportWhereChoice } from './export-where-choice';
import { useExportDialog, type ExportDialogProps } from './use-export-dialog';
import './export-dialog.css';

export type { ExportDialogProps, ExportScope } from './use-export-dialog';

export function ExportDialog(props: ExportDialogProps) {
  const { total, selectedCount, privacy, onClose } = props;
  const m = useExportDialog(props);
  const customId = useId();
  // The purposes export every row in scope; Custom may stop after N.
  const rows = m.custom ? m.rows : m.rowsInScope;
  return (
    <ModalDialog
      title="Export leads"
      description={
        m.scope === 'selected'
          ? pluralize(selectedCount, 'selected lead')
          : pluralize(total, 'lead')
      }
      onClose={onClose}
    >
      <div className="export-dialog">
        <ExportPurposeChoices {...m} privacy={privacy} customId={customId} />

        <p className="export-dialog__cost" role="note">
          Fetches {pluralize(rows, 'record')} in {pluralize(Math.ceil(rows / 250), 'page')}: at most{' '}
          <strong>{formatInteger(rows)} credits</strong> (one per record the team does not already
          hold; counting the matches was free).
          <SpendLeft records={rows} />
        </p>
        <ExportTracedNote count={m.tracedCount} />
        <ExportWhereChoice {...m} />

        {m.custom ? (
          <div id={customId} className="export-dialog__custom">
            <ExportRowsFieldset {...m} total={total} selectedCount={selectedCount} />

            <ExportColumnsFieldset {...m} />

            <ExportContactsFieldset {...m} />

            <ExportFileOptions {...m} />
          </div>
        ) : null}

        <div className="export-dialog__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          {m.custom ? (
            <button
              type="button"
              className="button"
              disabled={!m.limitValid || m.usable.length === 0 || rows === 0 || m.serverTooMany}
              onClick={m.start}
            >
              Export {pluralize(rows, 'row')}
            </button>
          ) : null}
        </div>
      </div>
    </ModalDialog>
  );
}
