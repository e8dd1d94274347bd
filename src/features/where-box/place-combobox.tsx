// The where-box's input: a WAI-ARIA 1.2 combobox with a listbox popup (list autocomplete, manual
// selection). Down/Up open the list and move through the suggestions (wrapping), Enter picks the
// active one, Escape closes the list and, pressed again, clears the text; focus never leaves the
// input (aria-activedescendant). Suggestions are grouped by kind, each group headed in words.
import { useId, useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { AutoCompleteItem, AutoCompleteType } from '../../api/contract/autocomplete';
import { PLACE_WORDS, placeLabel } from './place-pick';
import type { SuggestionStatus } from './use-place-suggestions';

interface Group {
  type: AutoCompleteType;
  options: { item: AutoCompleteItem; index: number }[];
}

/** Groups in the order their first suggestion was ranked; `index` is the flat order arrows follow. */
function groupSuggestions(items: readonly AutoCompleteItem[]): Group[] {
  const groups: Group[] = [];
  const byType = new Map<AutoCompleteType, Group>();
  for (const item of items) {
    let group = byType.get(item.searchType);
    if (!group) {
      group = { type: item.searchType, options: [] };
      byType.set(item.searchType, group);
      groups.push(group);
    }
    group.options.push({ item, index: 0 });
  }
  let index = 0;
  for (const group of groups) for (const option of group.options) option.index = index++;
  return groups;
}

/** The line under a suggestion: what tells two "Dallas"es apart. */
function detailOf(item: AutoCompleteItem): string | undefined {
  switch (item.searchType) {
    case 'N':
      return item.fips ? `FIPS ${item.fips}` : undefined;
    case 'A':
      return item.apn ? `APN ${item.apn}` : undefined;
    case 'G':
      // "Neighborhood" under a neighbourhood says nothing; "Subdivision" does.
      return item.neighborhoodType && item.neighborhoodType !== 'neighborhood'
        ? capitalize(item.neighborhoodType)
        : undefined;
    case 'S':
      return item.zip ? `near ${item.zip}` : undefined;
    case 'P':
      return item.title.replace(/^[^,]*,\s*/, '') || undefined;
    default:
      return undefined;
  }
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label with the first occurrence of what was typed in bold. */
function highlighted(label: string, typed: string): ReactNode {
  const needle = typed.trim().toLowerCase();
  const at = needle === '' ? -1 : label.toLowerCase().indexOf(needle);
  if (at < 0) return label;
  return (
    <>
      {label.slice(0, at)}
      <mark>{label.slice(at, at + needle.length)}</mark>
      {label.slice(at + needle.length)}
    </>
  );
}

export interface PlaceComboboxProps {
  value: string;
  onValueChange: (value: string) => void;
  items: readonly AutoCompleteItem[];
  status: SuggestionStatus;
  onPick: (item: AutoCompleteItem) => void;
  /** Id of the element describing the box (hint, notice). */
  describedBy?: string;
}

export function PlaceCombobox({
  value,
  onValueChange,
  items,
  status,
  onPick,
  describedBy,
}: PlaceComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const groups = useMemo(() => groupSuggestions(items), [items]);
  const count = items.length;
  const showList = open && count > 0 && (status === 'ready' || status === 'loading');

  const pick = (index: number) => {
    const item = items[index];
    if (!item) return;
    onPick(item);
    setOpen(false);
    setActive(-1);
  };

  const move = (delta: 1 | -1) => {
    if (count === 0) return;
    setOpen(true);
    setActive((current) => {
      if (!showList || current < 0) return delta === 1 ? 0 : count - 1;
      return (current + delta + count) % count;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (showList && active >= 0) {
          event.preventDefault();
          pick(active);
        }
        break;
      case 'Escape':
        if (showList) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
      default:
        break;
    }
  };

  return (
    <div className="where-box__field">
      <svg
        className="where-box__icon"
        viewBox="0 0 20 20"
        width="16"
        height="16"
        aria-hidden="true"
      >
        <path
          d="M10 1.8a6 6 0 0 0-6 6c0 4.4 6 10.4 6 10.4s6-6 6-10.4a6 6 0 0 0-6-6Zm0 8.4a2.4 2.4 0 1 1 0-4.8 2.4 2.4 0 0 1 0 4.8Z"
          fill="currentColor"
        />
      </svg>
      <input
        id={`${id}-input`}
        className="where-box__input"
        type="text"
        role="combobox"
        aria-label="Where: county, city, zip, address or APN"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-busy={status === 'loading'}
        placeholder="County, city, zip, address or APN"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Places"
        className="where-box__list"
        hidden={!showList}
      >
        {groups.map((group) => (
          <li key={group.type} role="presentation" className="where-box__group">
            <div
              id={`${id}-group-${group.type}`}
              role="presentation"
              className="where-box__group-title"
              aria-hidden="true"
            >
              {PLACE_WORDS[group.type]}
            </div>
            <ul
              role="group"
              aria-labelledby={`${id}-group-${group.type}`}
              className="where-box__options"
            >
              {group.options.map(({ item, index }) => {
                const label = placeLabel(item);
                const detail = detailOf(item);
                return (
                  <li
                    key={`${item.searchType}:${item.title}:${index}`}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    aria-label={`${label}, ${PLACE_WORDS[item.searchType]}`}
                    className="where-box__option"
                    // Keep focus in the input: a pick must not blur it and close the list first.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => pick(index)}
                    onMouseMove={() => setActive(index)}
                  >
                    <span className="where-box__option-label">{highlighted(label, value)}</span>
                    {detail ? <span className="where-box__option-detail">{detail}</span> : null}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
