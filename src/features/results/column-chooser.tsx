// The "Columns" menu: show or hide columns; private columns are locked off in privacy mode.
import type { VisibilityState } from '@tanstack/react-table';
import { Popover } from '../../components/ui/popover';
import { CHOOSABLE_COLUMNS } from './result-columns';

export interface ColumnChooserProps {
  visibility: VisibilityState;
  privacy: boolean;
  onChange: (id: string, visible: boolean) => void;
  onReset: () => void;
}

export function ColumnChooser({ visibility, privacy, onChange, onReset }: ColumnChooserProps) {
  return (
    <Popover label="Columns" title="Choose columns">
      <fieldset className="column-chooser">
        <legend className="column-chooser__legend">Show columns</legend>
        {CHOOSABLE_COLUMNS.map((c) => {
          const locked = privacy && c.privateData;
          return (
            <label key={c.id} className={`column-chooser__item${locked ? ' is-locked' : ''}`}>
              <input
                type="checkbox"
                checked={!locked && visibility[c.id] !== false}
                disabled={locked}
                onChange={(event) => onChange(c.id, event.target.checked)}
              />
              {c.label}
              {locked ? <span className="column-chooser__note">hidden in privacy mode</span> : null}
            </label>
          );
        })}
      </fieldset>
      <button
        type="button"
        className="button button--ghost column-chooser__reset"
        onClick={onReset}
      >
        Reset to default columns
      </button>
    </Popover>
  );
}
