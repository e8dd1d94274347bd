// The export dialog's "Columns": the column set (presets, the user's saved sets), the columns
// picked, and saving them as a set of one's own.
import { ColumnPicker } from '../columns/column-picker';
import { EXPORT_PRESETS } from './export-presets';
import type { ExportDialogModel } from './use-export-dialog';

type ExportColumnsFieldsetProps = Pick<
  ExportDialogModel,
  | 'ids'
  | 'savedSets'
  | 'settings'
  | 'setSettings'
  | 'current'
  | 'edited'
  | 'pickable'
  | 'setName'
  | 'setSetName'
  | 'choose'
  | 'saveSet'
  | 'deleteCurrent'
>;

export function ExportColumnsFieldset({
  ids,
  savedSets,
  settings,
  setSettings,
  current,
  edited,
  pickable,
  setName,
  setSetName,
  choose,
  saveSet,
  deleteCurrent,
}: ExportColumnsFieldsetProps) {
  return (
    <fieldset className="export-dialog__section">
      <legend>Columns</legend>
      <div className="export-dialog__sets">
        <label htmlFor={ids.set}>Column set</label>
        <select
          id={ids.set}
          value={current ? settings.setId : ''}
          onChange={(e) => choose(e.target.value)}
        >
          {current ? null : <option value="">Columns picked by hand</option>}
          <optgroup label="Presets">
            {EXPORT_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </optgroup>
          {savedSets.length > 0 ? (
            <optgroup label="Your column sets">
              {savedSets.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
        {edited ? <span className="export-dialog__edited">edited</span> : null}
        {current && !current.preset ? (
          <button type="button" className="button button--ghost" onClick={deleteCurrent}>
            Delete “{current.name}”
          </button>
        ) : null}
      </div>
      {current?.description ? <p className="export-dialog__hint">{current.description}</p> : null}
      <ColumnPicker
        columns={pickable}
        chosen={settings.columnIds}
        chosenLabel="in the file"
        onChange={(columnIds) => setSettings((s) => ({ ...s, columnIds }))}
      />
      <div className="export-dialog__save">
        <label htmlFor={ids.name}>Save these columns as</label>
        <input
          id={ids.name}
          type="text"
          value={setName}
          placeholder={current?.preset ? `${current.name} (my copy)` : 'My columns'}
          onChange={(e) => setSetName(e.target.value)}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={setName.trim() === '' || settings.columnIds.length === 0}
          onClick={saveSet}
        >
          Save column set
        </button>
      </div>
    </fieldset>
  );
}
