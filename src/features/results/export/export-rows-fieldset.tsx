// The export dialog's "Rows": every match or the selected rows, and an optional "stop after N".
import { pluralize } from '../../../lib/plural';
import type { ExportDialogModel } from './use-export-dialog';

type ExportRowsFieldsetProps = Pick<
  ExportDialogModel,
  | 'ids'
  | 'scope'
  | 'setScope'
  | 'limited'
  | 'setLimited'
  | 'limitText'
  | 'setLimitText'
  | 'limitValid'
> & { total: number; selectedCount: number };

export function ExportRowsFieldset({
  ids,
  scope,
  setScope,
  limited,
  setLimited,
  limitText,
  setLimitText,
  limitValid,
  total,
  selectedCount,
}: ExportRowsFieldsetProps) {
  return (
    <fieldset className="export-dialog__section">
      <legend>Rows</legend>
      <label className="export-dialog__choice">
        <input
          type="radio"
          name="export-scope"
          checked={scope === 'all'}
          onChange={() => setScope('all')}
        />
        All {pluralize(total, 'match', 'matches')}
      </label>
      <label className="export-dialog__choice">
        <input
          type="radio"
          name="export-scope"
          checked={scope === 'selected'}
          disabled={selectedCount === 0}
          onChange={() => setScope('selected')}
        />
        {selectedCount === 0
          ? 'Selected rows (none selected)'
          : `The ${pluralize(selectedCount, 'selected row')}`}
      </label>
      <div className="export-dialog__limit">
        <label className="export-dialog__choice">
          <input type="checkbox" checked={limited} onChange={(e) => setLimited(e.target.checked)} />
          Stop after
        </label>
        <input
          id={ids.limit}
          type="number"
          min={1}
          inputMode="numeric"
          aria-label="Rows to export at most"
          disabled={!limited}
          value={limitText}
          aria-invalid={!limitValid}
          onChange={(e) => setLimitText(e.target.value)}
        />
        <span>rows</span>
      </div>
    </fieldset>
  );
}
