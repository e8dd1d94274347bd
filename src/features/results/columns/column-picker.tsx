// Choosing and ordering columns: search the catalogue, tick what you want, then order the chosen
// ones by dragging or with the move buttons (Alt+↑/↓ on a chosen column does the same).
import { useId, useMemo, useState, type DragEvent, type KeyboardEvent } from 'react';
import './column-picker.css';

export interface PickableColumn {
  id: string;
  label: string;
  group: string;
  /** Why it cannot be chosen now (privacy mode), if so. */
  lockedReason?: string | undefined;
}

export interface ColumnPickerProps {
  /** Every column that can be chosen, in catalogue order. */
  columns: readonly PickableColumn[];
  /** Chosen column ids, in order. */
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  /** "in the file", "in the table". */
  chosenLabel: string;
}

function move(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(Math.max(0, Math.min(next.length, to)), 0, item);
  return next;
}

export function ColumnPicker({ columns, chosen, onChange, chosenLabel }: ColumnPickerProps) {
  const [query, setQuery] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const searchId = useId();
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const chosenSet = new Set(chosen);
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = columns.filter((c) =>
    words.every((w) => `${c.label} ${c.group}`.toLowerCase().includes(w)),
  );
  const groups = [...new Set(matches.map((c) => c.group))];
  const chosenColumns = chosen
    .map((id) => byId.get(id))
    .filter((c): c is PickableColumn => c !== undefined);

  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((c) => c !== id));

  const moveTo = (from: number, to: number) => {
    if (to < 0 || to >= chosen.length || from === to) return;
    onChange(move(chosen, from, to));
    const label = byId.get(chosen[from] ?? '')?.label ?? '';
    setStatus(`${label} moved to position ${to + 1} of ${chosen.length}.`);
  };

  const onItemKey = (event: KeyboardEvent<HTMLLIElement>, index: number) => {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    moveTo(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  const onDrop = (event: DragEvent<HTMLLIElement>, index: number) => {
    event.preventDefault();
    if (dragging !== null) moveTo(dragging, index);
    setDragging(null);
  };

  return (
    <div className="column-picker">
      <div className="column-picker__available">
        <label htmlFor={searchId} className="column-picker__heading">
          Find a column
        </label>
        <input
          id={searchId}
          type="search"
          className="column-picker__search"
          value={query}
          placeholder="e.g. auction, mailing, equity"
          onChange={(event) => setQuery(event.target.value)}
        />
        <div className="column-picker__groups" role="group" aria-label="Available columns">
          {groups.length === 0 ? <p className="column-picker__empty">No column matches.</p> : null}
          {groups.map((group) => (
            <fieldset key={group} className="column-picker__group">
              <legend>{group}</legend>
              {matches
                .filter((c) => c.group === group)
                .map((c) => (
                  <label
                    key={c.id}
                    className={`column-picker__option${c.lockedReason ? ' is-locked' : ''}`}
                  >
                    <input
                      type="checkbox"
                      checked={chosenSet.has(c.id) && !c.lockedReason}
                      disabled={c.lockedReason !== undefined}
                      onChange={(event) => toggle(c.id, event.target.checked)}
                    />
                    {c.label}
                    {c.lockedReason ? (
                      <span className="column-picker__note">{c.lockedReason}</span>
                    ) : null}
                  </label>
                ))}
            </fieldset>
          ))}
        </div>
      </div>
      <div className="column-picker__chosen">
        <p className="column-picker__heading" id={`${searchId}-chosen`}>
          {chosenColumns.length} columns {chosenLabel}
        </p>
        <ol className="column-picker__list" aria-labelledby={`${searchId}-chosen`}>
          {chosenColumns.map((c, index) => (
            <li
              key={c.id}
              className={`column-picker__item${dragging === index ? ' is-dragging' : ''}${c.lockedReason ? ' is-locked' : ''}`}
              draggable
              data-column-id={c.id}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', c.id);
                setDragging(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event, index)}
              onDragEnd={() => setDragging(null)}
              onKeyDown={(event) => onItemKey(event, index)}
            >
              <span className="column-picker__grip" aria-hidden="true">
                ⠿
              </span>
              <span className="column-picker__label">{c.label}</span>
              <button
                type="button"
                className="column-picker__move"
                aria-label={`Move ${c.label} up`}
                disabled={index === 0}
                onClick={() => moveTo(index, index - 1)}
              >
                ↑
              </button>
              <button
                type="button"
                className="column-picker__move"
                aria-label={`Move ${c.label} down`}
                disabled={index === chosenColumns.length - 1}
                onClick={() => moveTo(index, index + 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className="column-picker__move"
                aria-label={`Remove ${c.label}`}
                onClick={() => toggle(c.id, false)}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
        <p className="visually-hidden" role="status">
          {status}
        </p>
      </div>
    </div>
  );
}
