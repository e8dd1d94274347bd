// A small set of mutually exclusive choices shown side by side (native radios: arrow keys, one tab stop).
import type { Ref } from 'react';
import './segmented-control.css';

interface SegmentedOption {
  value: string;
  label: string;
  /** How the option looks when chosen: a neutral default should not shout like a real choice. */
  tone?: 'neutral' | 'accent' | 'strong';
}

export interface SegmentedControlProps {
  /** Radio group name; unique on the page. */
  name: string;
  value: string;
  options: readonly SegmentedOption[];
  onChange: (value: string) => void;
  /** Id of the visible label of the group. */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  /** Given to the checked radio (or the first), so the group can be focused from elsewhere. */
  inputRef?: Ref<HTMLInputElement>;
  /** Id for the radio that takes focus, e.g. for a label's htmlFor or an error link. */
  id?: string;
  onBlur?: () => void;
}

export function SegmentedControl({
  name,
  value,
  options,
  onChange,
  labelledBy,
  describedBy,
  invalid = false,
  inputRef,
  id,
  onBlur,
}: SegmentedControlProps) {
  const focusIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  );
  return (
    <div
      role="radiogroup"
      className="segmented"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
    >
      {options.map((option, index) => (
        <label key={option.value} className="segmented__option" data-tone={option.tone ?? 'accent'}>
          <input
            type="radio"
            className="segmented__input"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            onBlur={onBlur}
            ref={index === focusIndex ? inputRef : undefined}
            id={index === focusIndex ? id : undefined}
          />
          <span className="segmented__label">{option.label}</span>
        </label>
      ))}
    </div>
  );
}
