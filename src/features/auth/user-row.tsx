// One user in the admin's list: role, live sessions, and the actions on them. A new password and a
// removal open a small inline step (a field, or "are you sure"), so nothing happens on one slip.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { TeamRole, TeamUser } from '../../api/contract/team-users';
import type { TeamUsersClient } from '../../api/team-users';
import type { UserAction } from './team-users-context';

export interface UserRowProps {
  user: TeamUser;
  isMe: boolean;
  client: TeamUsersClient;
  run: (action: UserAction) => Promise<boolean>;
  /** Called once the user is gone (focus has to go somewhere). */
  onRemoved: () => void;
}

type Step = 'none' | 'password' | 'remove';

function sessionsWords(count: number): string {
  return count === 1 ? '1 active session' : `${count} active sessions`;
}

export function UserRow({ user, isMe, client, run, onRemoved }: UserRowProps) {
  const ids = { role: useId(), password: useId() };
  const [step, setStep] = useState<Step>('none');
  const [password, setPassword] = useState('');
  const passwordInput = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const resetButton = useRef<HTMLButtonElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);

  // The step's first control gets focus, so a keyboard user is where the next key matters.
  useEffect(() => {
    if (step === 'password') passwordInput.current?.focus();
    if (step === 'remove') confirmButton.current?.focus();
  }, [step]);

  const cancel = (back: HTMLButtonElement | null) => {
    setStep('none');
    setPassword('');
    // After the step's controls are gone.
    setTimeout(() => back?.focus(), 0);
  };

  const changeRole = (role: TeamRole) =>
    void run(async () => {
      await client.change(user.name, { role });
      return `${user.name} is now ${role === 'admin' ? 'an admin' : 'a member'}.`;
    });

  const savePassword = async (event: FormEvent) => {
    event.preventDefault();
    const done = await run(async () => {
      await client.change(user.name, { password });
      return `New password set for ${user.name}; their sessions have ended.`;
    });
    if (done) cancel(resetButton.current);
  };

  const remove = async () => {
    const done = await run(async () => {
      await client.remove(user.name);
      return `${user.name} was removed; their sessions have ended. Their lists stay.`;
    });
    if (done) onRemoved();
  };

  return (
    <li className="user-row">
      <div className="user-row__who">
        <span className="user-row__name">{user.name}</span>
        {isMe ? <span className="user-row__you"> (you)</span> : null}
        <span className="user-row__meta">{sessionsWords(user.sessions)}</span>
      </div>
      <div className="user-row__role">
        <label htmlFor={ids.role} className="user-row__label">
          Role
        </label>
        <select
          id={ids.role}
          className="text-input"
          aria-label={`Role of ${user.name}`}
          value={user.role}
          onChange={(event) => changeRole(event.target.value as TeamRole)}
        >
          <option value="member">Member</option>
          <option value="admin">Admin</option>
        </select>
      </div>
      <div className="user-row__actions">
        <button
          ref={resetButton}
          type="button"
          className="button button--ghost"
          aria-label={`Reset password of ${user.name}`}
          aria-expanded={step === 'password'}
          onClick={() => setStep(step === 'password' ? 'none' : 'password')}
        >
          Reset password
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-label={`End sessions of ${user.name}`}
          disabled={user.sessions === 0}
          onClick={() =>
            void run(async () => {
              const ended = await client.endSessions(user.name);
              return `Ended ${sessionsWords(ended).replace('active ', '')} of ${user.name}.`;
            })
          }
        >
          End sessions
        </button>
        <button
          ref={removeButton}
          type="button"
          className="button button--ghost user-row__danger"
          aria-label={`Remove ${user.name}`}
          aria-expanded={step === 'remove'}
          onClick={() => setStep(step === 'remove' ? 'none' : 'remove')}
        >
          Remove
        </button>
      </div>
      {step === 'password' ? (
        <form className="user-row__step" onSubmit={(event) => void savePassword(event)}>
          <label htmlFor={ids.password} className="user-row__label">
            New password for {user.name}
          </label>
          <input
            ref={passwordInput}
            id={ids.password}
            className="text-input"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="user-row__step-actions">
            <button type="submit" className="button" disabled={password === ''}>
              Save password
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => cancel(resetButton.current)}
            >
              Cancel
            </button>
          </div>
        </form>
      ) : null}
      {step === 'remove' ? (
        <div className="user-row__step" role="group" aria-label={`Remove ${user.name}?`}>
          <p className="user-row__warning">
            Remove {user.name}
            {isMe ? ' (you)' : ''}? Their sessions end at once; their lists stay.
          </p>
          <div className="user-row__step-actions">
            <button
              ref={confirmButton}
              type="button"
              className="button user-row__confirm"
              onClick={() => void remove()}
            >
              Yes, remove {user.name}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => cancel(removeButton.current)}
            >
              Cancel
            </button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
