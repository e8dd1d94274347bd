// "Run on the server", offered when the rows are more than one screen of pages: the file is
// written on the app's server, the tab may close, and the Exports list has it when it is done.
import { formatInteger } from '../../../lib/format';
import type { ExportDialogModel } from './use-export-dialog';
import { SERVER_EXPORT_ABOVE, SERVER_EXPORT_MAX_ROWS } from './server-export';

type ExportWhereChoiceProps = Pick<ExportDialogModel, 'serverOffered' | 'onServer' | 'setOnServer'>;

export function ExportWhereChoice({
  serverOffered,
  onServer,
  setOnServer,
}: ExportWhereChoiceProps) {
  if (!serverOffered) return null;
  return (
    <div className="export-dialog__where">
      <label className="export-dialog__choice">
        <input type="checkbox" checked={onServer} onChange={(e) => setOnServer(e.target.checked)} />
        Run on the server
      </label>
      <p className="export-dialog__hint">
        {onServer
          ? `More than ${formatInteger(SERVER_EXPORT_ABOVE)} rows: the server writes the file (up to ${formatInteger(SERVER_EXPORT_MAX_ROWS)} rows). You can close this tab; download it from Exports… when it is done. Columns joined from an MLS lookup stay out.`
          : 'This tab fetches every page and writes the file itself: keep it open until the download starts.'}
      </p>
    </div>
  );
}
