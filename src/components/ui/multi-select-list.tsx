// Pick several values from a long list: a filter box, a keyboard-driven listbox and removable tags for the picks.
// Its state and keys are useMultiSelectList's (multi-select-list-model.ts).
import type { Ref } from 'react';
import { useMultiSelectList, type MultiSelectOption } from './multi-select-list-model';
import './multi-select-list.css';

export interface MultiSelectListProps {
  /** Visible name of the list, e.g. "Document type". */
  label: string;
  /** Id of the element that labels the list. */
  labelledBy: string;
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** Id and ref of the filter box, the control that takes focus first. */
  id?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Most options listed at once; typing narrows the rest in. Long code tables stay quick and scannable. */
  limit?: number;
}

export function MultiSelectList({
  label,
  labelledBy,
  options,
  value,
  onChange,
  describedBy,
  invalid = false,
  id,
  inputRef,
  limit = 50,
}: MultiSelectListProps) {
  const {
    listId,
    optionId,
    query,
    changeQuery,
    selected,
    matching,
    visible,
    activeIndex,
    activeOption,
    setActive,
    toggle,
    onListKeyDown,
    onFilterKeyDown,
    labelOf,
  } = useMultiSelectList({ options, value, onChange, limit });
  const hiddenCount = matching.length - visible.length;

  return (
    <div className={`multi-select${invalid ? ' multi-select--invalid' : ''}`}>
      {value.length > 0 ? (
        <ul className="multi-select__picked" aria-label={`Selected ${label}`}>
          {value.map((v) => (
            <li key={v} className="multi-select__tag">
              <span>{labelOf(v)}</span>
              <button
                type="button"
                className="multi-select__untag"
                aria-label={`Remove ${labelOf(v)}`}
                onClick={() => toggle(v)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={id}
        ref={inputRef}
        type="search"
        className="multi-select__filter"
        placeholder={`Search ${options.length} options`}
        aria-label={`Search ${label} options`}
        aria-controls={listId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        autoComplete="off"
        value={query}
        onChange={(event) => changeQuery(event.target.value)}
        onKeyDown={onFilterKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
        tabIndex={0}
        className="multi-select__list"
        onKeyDown={onListKeyDown}
      >
        {visible.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={selected.has(option.value)}
            className={`multi-select__option${index === activeIndex ? ' multi-select__option--active' : ''}`}
            onClick={() => {
              setActive(index);
              toggle(option.value);
            }}
          >
            <span className="multi-select__check" aria-hidden="true">
              {selected.has(option.value) ? '✓' : ''}
            </span>
            {option.label}
          </li>
        ))}
        {visible.length === 0 ? (
          <li className="multi-select__empty" role="presentation">
            No option matches “{query}”.
          </li>
        ) : null}
      </ul>
      {hiddenCount > 0 ? (
        <p className="multi-select__more">
          Showing {visible.length} of {matching.length}. Type in the search box to find the others.
        </p>
      ) : null}
    </div>
  );
}
