// "Export leads": which rows, which columns (a preset, a saved set, or picked by hand), merged or
// not, CSV or Excel, and what it will cost on a real service, before anything is fetched.
import { useId, useMemo, useState } from 'react';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatInteger, pluralize } from '../../../lib/format';
import { COLUMN_CATALOGUE } from '../columns/column-catalogue';
import { ColumnPicker, type PickableColumn } from '../columns/column-picker';
import { useColumnSets } from '../columns/column-sets';
import { DEDUPE_LABELS, type DedupeMode } from './dedupe';
import { FORMAT_LABELS, type ExportFormat } from './export-file';
import { EXPORT_PRESETS, type ColumnSet } from './export-presets';
import { readLastSettings, writeLastSettings, type LastSettings } from './export-settings';
import './export-dialog.css';

export type ExportScope = 'all' | 'selected';

export interface ExportDialogProps {
  /** Matches of the search. */
  total: number;
  selectedCount: number;
  privacy: boolean;
  onClose: () => void;
  onStart: (scope: ExportScope, settings: LastSettings) => void;
}

export function ExportDialog({
  total,
  selectedCount,
  privacy,
  onClose,
  onStart,
}: ExportDialogProps) {
  const ids = { set: useId(), name: useId(), dedupe: useId(), limit: useId() };
  const saved = useColumnSets('export');
  const [settings, setSettings] = useState<LastSettings>(readLastSettings);
  const [scope, setScope] = useState<ExportScope>('all');
  const [limited, setLimited] = useState(false);
  const [limitText, setLimitText] = useState('');
  const [setName, setSetName] = useState('');

  const sets: ColumnSet[] = useMemo(
    () => [...EXPORT_PRESETS, ...saved.sets.map((s) => ({ ...s, dedupe: s.dedupe ?? 'off' }))],
    [saved.sets],
  );
  const current = sets.find((s) => s.id === settings.setId);
  const edited =
    current !== undefined &&
    (current.columnIds.join() !== settings.columnIds.join() || current.dedupe !== settings.dedupe);

  const pickable: PickableColumn[] = COLUMN_CATALOGUE.map((c) => ({
    id: c.id,
    label: c.label,
    group: c.group,
    lockedReason: privacy && c.privateData ? 'left out in privacy mode' : undefined,
  }));

  const rowsInScope = scope === 'all' ? total : selectedCount;
  const limit = limited ? Number.parseInt(limitText, 10) : undefined;
  const limitValid = !limited || (limit !== undefined && Number.isInteger(limit) && limit > 0);
  const rows = Math.min(rowsInScope, limitValid && limit ? limit : rowsInScope);
  const usable = settings.columnIds.filter(
    (id) => !pickable.find((c) => c.id === id)?.lockedReason,
  );

  const choose = (id: string) => {
    const set = sets.find((s) => s.id === id);
    if (!set) return;
    setSettings((s) => ({
      ...s,
      setId: set.id,
      setName: set.name,
      columnIds: [...set.columnIds],
      dedupe: set.dedupe,
    }));
  };

  const saveSet = () => {
    const set = saved.save(setName, settings.columnIds, settings.dedupe);
    setSettings((s) => ({ ...s, setId: set.id, setName: set.name }));
    setSetName('');
  };

  const start = () => {
    const chosen: LastSettings = {
      ...settings,
      setName: edited ? `${settings.setName ?? 'Columns'} (edited)` : settings.setName,
      limit: limited && limit ? limit : undefined,
    };
    writeLastSettings(chosen);
    onStart(scope, chosen);
  };

  return (
    <ModalDialog title="Export leads" onClose={onClose}>
      <div className="export-dialog">
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
              <input
                type="checkbox"
                checked={limited}
                onChange={(e) => setLimited(e.target.checked)}
              />
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
              {saved.sets.length > 0 ? (
                <optgroup label="Your column sets">
                  {saved.sets.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
            {edited ? <span className="export-dialog__edited">edited</span> : null}
            {current && !current.preset ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  saved.remove(current.id);
                  choose(EXPORT_PRESETS[0]?.id ?? '');
                }}
              >
                Delete “{current.name}”
              </button>
            ) : null}
          </div>
          {current?.description ? (
            <p className="export-dialog__hint">{current.description}</p>
          ) : null}
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
            disabled={!limitValid || usable.length === 0 || rows === 0}
            onClick={start}
          >
            Export {pluralize(rows, 'row')}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
