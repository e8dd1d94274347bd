// Pick several values from a long list: a filter box, a keyboard-driven listbox and removable tags for the picks.
import { useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import './multi-select-list.css';

interface MultiSelectOption {
  value: string;
  label: string;
}

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
  const baseId = useId();
  const listId = `${baseId}-list`;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = useMemo(() => new Set(value), [value]);

  const matching = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    if (words.length === 0) return options;
    return options.filter((o) => words.every((w) => o.label.toLowerCase().includes(w)));
  }, [options, query]);
  const visible = matching.length > limit ? matching.slice(0, limit) : matching;
  const hiddenCount = matching.length - visible.length;

  const activeIndex = Math.min(active, Math.max(0, visible.length - 1));
  const activeOption = visible[activeIndex];
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const toggle = (optionValue: string) => {
    onChange(
      selected.has(optionValue) ? value.filter((v) => v !== optionValue) : [...value, optionValue],
    );
  };

  const move = (index: number) => {
    const next = Math.max(0, Math.min(visible.length - 1, index));
    setActive(next);
    // scrollIntoView is missing in some environments (jsdom); scrolling is a nicety there.
    document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(activeIndex + 1),
      ArrowUp: () => move(activeIndex - 1),
      Home: () => move(0),
      End: () => move(visible.length - 1),
      PageDown: () => move(activeIndex + 8),
      PageUp: () => move(activeIndex - 8),
      ' ': () => activeOption && toggle(activeOption.value),
      Enter: () => activeOption && toggle(activeOption.value),
    };
    const action = keys[event.key];
    if (action) {
      event.preventDefault();
      action();
    }
  };

  const onFilterKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      document.getElementById(listId)?.focus();
      move(0);
    } else if (event.key === 'Enter') {
      // Enter would submit the surrounding form; here it picks the best match instead.
      event.preventDefault();
      if (visible[0]) toggle(visible[0].value);
    } else if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    }
  };

  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

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
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
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
