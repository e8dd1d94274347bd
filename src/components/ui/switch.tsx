// An on/off switch (role="switch") with a visible label and optional hint.
import { useId } from 'react';
import './switch.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** Short explanation shown beside the label and used as the description. */
  hint?: string;
  disabled?: boolean;
}

export function Switch({ checked, onChange, label, hint, disabled }: SwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      // Named by the label alone; the hint is its description, not part of its name.
      aria-labelledby={labelId}
      aria-describedby={hint ? hintId : undefined}
      className="switch"
      disabled={disabled}
      onClick={() => onChange(!checked)}
    >
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span id={labelId} className="switch__label">
        {label}
      </span>
      {hint ? (
        <span id={hintId} className="switch__hint">
          {hint}
        </span>
      ) : null}
    </button>
  );
}
