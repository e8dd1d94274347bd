// The export dialog's file options: merging duplicates, and CSV or Excel.
import { DEDUPE_LABELS, type DedupeMode } from '../../../lib/lead-rows/dedupe';
import { FORMAT_LABELS, type ExportFormat } from '../../../lib/lead-rows/export-file';
import type { ExportDialogModel } from './use-export-dialog';

type ExportFileOptionsProps = Pick<ExportDialogModel, 'ids' | 'settings' | 'setSettings'>;

export function ExportFileOptions({ ids, settings, setSettings }: ExportFileOptionsProps) {
  return (
    <div className="export-dialog__row">
      <div>
        <label htmlFor={ids.dedupe} className="export-dialog__label">
          Merge duplicates
        </label>
        <select
          id={ids.dedupe}
          value={settings.dedupe}
          onChange={(e) => setSettings((s) => ({ ...s, dedupe: e.target.value as DedupeMode }))}
        >
          {(Object.keys(DEDUPE_LABELS) as DedupeMode[]).map((mode) => (
            <option key={mode} value={mode}>
              {DEDUPE_LABELS[mode]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="export-dialog__format">
        <legend className="export-dialog__label">File</legend>
        {(Object.keys(FORMAT_LABELS) as ExportFormat[]).map((format) => (
          <label key={format} className="export-dialog__choice">
            <input
              type="radio"
              name="export-format"
              checked={settings.format === format}
              onChange={() => setSettings((s) => ({ ...s, format }))}
            />
            {FORMAT_LABELS[format]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
