// A compact label with a one-click remove button, for lists of applied settings.
import type { Ref } from 'react';
import './removable-chip.css';

export interface RemovableChipProps {
  label: string;
  onRemove: () => void;
  /** Accessible name of the remove button; defaults to "Remove <label>". */
  removeLabel?: string;
  /** 'area' and other variants get a distinct look. */
  tone?: 'default' | 'accent' | 'danger';
  buttonRef?: Ref<HTMLButtonElement>;
  title?: string;
}

export function RemovableChip({
  label,
  onRemove,
  removeLabel,
  tone = 'default',
  buttonRef,
  title,
}: RemovableChipProps) {
  return (
    <span className={`chip chip--${tone}`} title={title ?? label}>
      <span className="chip__label">{label}</span>
      <button
        ref={buttonRef}
        type="button"
        className="chip__remove"
        aria-label={removeLabel ?? `Remove ${label}`}
        onClick={onRemove}
      >
        <span aria-hidden="true">×</span>
      </button>
    </span>
  );
}
