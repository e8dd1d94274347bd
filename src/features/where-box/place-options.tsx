// The where-box's list of suggestions, grouped by kind, each group headed in words; the typed
// text is in bold in each label, and a detail line tells two places of one name apart. Places
// found inside a longer text are headed "Places in your text".
import type { ReactNode } from 'react';
import type { AutoCompleteItem } from '../../api/contract/autocomplete';
import { PLACE_WORDS, placeLabel } from './place-pick';
import type { PlaceComboboxModel } from './use-place-combobox';

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

type PlaceOptionsProps = Pick<
  PlaceComboboxModel,
  'id' | 'listId' | 'optionId' | 'groups' | 'active' | 'setActive' | 'showList' | 'pick'
> & {
  /** What was typed (or the words of it the places were found for), shown in bold in the labels. */
  value: string;
  /** Set when the suggestions are places found inside the text: the words that named them. */
  inText?: string | undefined;
};

export function PlaceOptions({
  id,
  listId,
  optionId,
  groups,
  active,
  setActive,
  showList,
  pick,
  value,
  inText,
}: PlaceOptionsProps) {
  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Places"
      className="where-box__list"
      hidden={!showList}
    >
      {inText !== undefined ? (
        // Why these places, when the text as a whole named none (the status line says it too).
        <li role="presentation" aria-hidden="true" className="where-box__caption">
          Places in your text: “{inText}”
        </li>
      ) : null}
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
  );
}
