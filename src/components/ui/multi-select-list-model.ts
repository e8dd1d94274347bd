// The multi-select list's model: the filter box's query, the options it leaves, the active
// option, and what the keys do in the box and in the list.
import { useId, useMemo, useState, type KeyboardEvent } from 'react';

export interface MultiSelectOption {
  value: string;
  label: string;
}

interface MultiSelectListModelProps {
  options: readonly MultiSelectOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  limit: number;
}

export function useMultiSelectList({ options, value, onChange, limit }: MultiSelectListModelProps) {
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

  /** Typing in the filter box starts again from the first option left. */
  const changeQuery = (next: string) => {
    setQuery(next);
    setActive(0);
  };

  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;

  return {
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
  };
}
