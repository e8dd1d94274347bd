// The dialog's first question, what the file is for: each purpose a large button named by its
// purpose, its one line saying what it gives as the button's description. Mail merge, Dialer and Full start the export; Custom opens the
// column picker and file options below.
import { useId } from 'react';
import { EXPORT_PURPOSES } from './export-purposes';
import type { ExportDialogModel } from './use-export-dialog';

type ExportPurposeChoicesProps = Pick<
  ExportDialogModel,
  'rowsInScope' | 'custom' | 'setCustom' | 'startPurpose'
> & { privacy: boolean; customId: string };

export function ExportPurposeChoices({
  rowsInScope,
  custom,
  setCustom,
  startPurpose,
  privacy,
  customId,
}: ExportPurposeChoicesProps) {
  const id = useId();
  return (
    <div className="export-purposes" role="group" aria-labelledby={`${id}-label`}>
      <p id={`${id}-label`} className="export-purposes__label">
        What is the file for?
      </p>
      {EXPORT_PURPOSES.map((purpose) => {
        const locked = privacy && purpose.needsPrivateData;
        return (
          <button
            key={purpose.id}
            type="button"
            className="export-purpose"
            aria-labelledby={`${id}-${purpose.id}-name`}
            aria-describedby={`${id}-${purpose.id}`}
            disabled={locked || rowsInScope === 0}
            onClick={() => startPurpose(purpose)}
          >
            <span id={`${id}-${purpose.id}-name`} className="export-purpose__name">
              {purpose.name}
            </span>
            <span id={`${id}-${purpose.id}`} className="export-purpose__line">
              {locked
                ? 'Needs owner names and addresses, which privacy mode leaves out.'
                : purpose.line(rowsInScope)}
            </span>
          </button>
        );
      })}
      <button
        type="button"
        className={`export-purpose export-purpose--custom${custom ? ' is-open' : ''}`}
        aria-labelledby={`${id}-custom-name`}
        aria-describedby={`${id}-custom`}
        aria-expanded={custom}
        aria-controls={custom ? customId : undefined}
        onClick={() => setCustom(!custom)}
      >
        <span id={`${id}-custom-name`} className="export-purpose__name">
          Custom
        </span>
        <span id={`${id}-custom`} className="export-purpose__line">
          Pick the rows, the columns, merging, and CSV or Excel.
        </span>
      </button>
    </div>
  );
}
