// The where-box's input: a WAI-ARIA 1.2 combobox with a listbox popup (list autocomplete, manual
// selection). Down/Up open the list and move through the suggestions (wrapping), Enter picks the
// active one (or, with none active, the first), Escape closes the list and, pressed again, clears the text; focus never leaves the
// input (aria-activedescendant). Suggestions are grouped by kind, each group headed in words.
import type { AutoCompleteItem } from '../../api/contract/autocomplete';
import { PlaceOptions } from './place-options';
import { usePlaceCombobox } from './use-place-combobox';
import type { SuggestionStatus } from './use-place-suggestions';

export interface PlaceComboboxProps {
  value: string;
  onValueChange: (value: string) => void;
  items: readonly AutoCompleteItem[];
  status: SuggestionStatus;
  onPick: (item: AutoCompleteItem) => void;
  /** Enter found nothing to pick: the box says why. */
  onNothingToPick: () => void;
  /** The words of the text the suggestions are for, when they are places found inside it. */
  inText?: string | undefined;
  /** Id of the element describing the box (hint, notice). */
  describedBy?: string;
}

export function PlaceCombobox({
  value,
  onValueChange,
  items,
  status,
  onPick,
  onNothingToPick,
  inText,
  describedBy,
}: PlaceComboboxProps) {
  const m = usePlaceCombobox({ value, onValueChange, items, status, onPick, onNothingToPick });
  const { showList, active } = m;
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
        id={`${m.id}-input`}
        className="where-box__input"
        type="text"
        role="combobox"
        aria-label="Where: county, city, zip, address or APN"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={m.listId}
        aria-activedescendant={showList && active >= 0 ? m.optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-busy={status === 'loading'}
        placeholder="County, city, zip, address or APN"
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={m.onChange}
        onKeyDown={m.onKeyDown}
        onFocus={m.onFocus}
        onBlur={m.onBlur}
      />
      <PlaceOptions {...m} value={inText ?? value} inText={inText} />
    </div>
  );
}
