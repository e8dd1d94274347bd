// The table's "Columns" menu: pick, order and save the table's columns (the same picker as the
// export); private columns are locked off in privacy mode.
import { useId, useState } from 'react';
import { Popover } from '../../../components/ui/popover';
import { ColumnPicker } from './column-picker';
import { useColumnSets } from './column-sets';
import { CHOOSABLE_COLUMNS } from './result-columns';

export interface ColumnChooserProps {
  /** Shown columns, in table order. */
  shown: readonly string[];
  privacy: boolean;
  onChange: (ids: string[]) => void;
  onReset: () => void;
}

export function ColumnChooser({ shown, privacy, onChange, onReset }: ColumnChooserProps) {
  const ids = { set: useId(), name: useId() };
  const saved = useColumnSets('table');
  const [name, setName] = useState('');
  const columns = CHOOSABLE_COLUMNS.map((c) => ({
    id: c.id,
    label: c.label,
    group: c.group,
    lockedReason: privacy && c.privateData ? 'hidden in privacy mode' : undefined,
  }));

  return (
    <Popover label="Columns" title="Choose columns">
      <div className="column-chooser">
        {saved.sets.length > 0 ? (
          <div className="column-chooser__row">
            <label htmlFor={ids.set}>Your column sets</label>
            <select
              id={ids.set}
              value=""
              onChange={(event) => {
                const set = saved.sets.find((s) => s.id === event.target.value);
                if (set) onChange(set.columnIds);
              }}
            >
              <option value="">Choose a set…</option>
              {saved.sets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <ColumnPicker
          columns={columns}
          chosen={shown}
          chosenLabel="in the table"
          onChange={onChange}
        />
        <div className="column-chooser__row">
          <label htmlFor={ids.name}>Save as</label>
          <input
            id={ids.name}
            type="text"
            value={name}
            placeholder="My table columns"
            onChange={(event) => setName(event.target.value)}
          />
          <button
            type="button"
            className="button button--ghost"
            disabled={name.trim() === ''}
            onClick={() => {
              saved.save(name, shown);
              setName('');
            }}
          >
            Save column set
          </button>
        </div>
        <button
          type="button"
          className="button button--ghost column-chooser__reset"
          onClick={onReset}
        >
          Reset to default columns
        </button>
      </div>
    </Popover>
  );
}
