// The inline steps of a user's row: a new password's field, and the "are you sure" of a removal.
import type { FormEvent, RefObject } from 'react';

export interface PasswordStepProps {
  userName: string;
  inputId: string;
  inputRef: RefObject<HTMLInputElement | null>;
  password: string;
  onPasswordChange: (value: string) => void;
  onSave: (event: FormEvent) => Promise<void>;
  onCancel: () => void;
}

export function PasswordStep(props: PasswordStepProps) {
  const { userName, inputId, inputRef, password, onPasswordChange, onSave, onCancel } = props;
  return (
    <form className="user-row__step" onSubmit={(event) => void onSave(event)}>
      <label htmlFor={inputId} className="user-row__label">
        New password for {userName}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="text-input"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <div className="user-row__step-actions">
        <button type="submit" className="button" disabled={password === ''}>
          Save password
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export interface RemoveStepProps {
  userName: string;
  isMe: boolean;
  confirmRef: RefObject<HTMLButtonElement | null>;
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

export function RemoveStep({ userName, isMe, confirmRef, onConfirm, onCancel }: RemoveStepProps) {
  return (
    <div className="user-row__step" role="group" aria-label={`Remove ${userName}?`}>
      <p className="user-row__warning">
        Remove {userName}
        {isMe ? ' (you)' : ''}? Their sessions end at once; their lists stay.
      </p>
      <div className="user-row__step-actions">
        <button
          ref={confirmRef}
          type="button"
          className="button user-row__confirm"
          onClick={() => void onConfirm()}
        >
          Yes, remove {userName}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </div>
  );
}
