// One user in the admin's list: role, live sessions, monthly cap, and the actions on them. A new
// password and a removal open a small inline step (a field, or "are you sure"), so nothing happens
// on one slip.
import { useId } from 'react';
import type { TeamRole, TeamUser } from '../../api/contract/team-users';
import type { TeamUsersClient } from '../../api/team-users';
import type { UserAction } from './team-users-context';
import { sessionsWords, useUserRow } from './use-user-row';
import { UserCapField } from './user-row-cap';
import { PasswordStep, RemoveStep } from './user-row-steps';

export interface UserRowProps {
  user: TeamUser;
  isMe: boolean;
  client: TeamUsersClient;
  run: (action: UserAction) => Promise<boolean>;
  /** Called once the user is gone (focus has to go somewhere). */
  onRemoved: () => void;
}

export function UserRow({ user, isMe, client, run, onRemoved }: UserRowProps) {
  const ids = { role: useId(), password: useId() };
  const {
    step,
    toggleStep,
    password,
    setPassword,
    passwordInputRef,
    confirmButtonRef,
    resetButtonRef,
    removeButtonRef,
    changeRole,
    endSessions,
    savePassword,
    remove,
    cancelPassword,
    cancelRemove,
  } = useUserRow({ user, client, run, onRemoved });

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
      <UserCapField user={user} run={run} />
      <div className="user-row__actions">
        <button
          ref={resetButtonRef}
          type="button"
          className="button button--ghost"
          aria-label={`Reset password of ${user.name}`}
          aria-expanded={step === 'password'}
          onClick={() => toggleStep('password')}
        >
          Reset password
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-label={`End sessions of ${user.name}`}
          disabled={user.sessions === 0}
          onClick={endSessions}
        >
          End sessions
        </button>
        <button
          ref={removeButtonRef}
          type="button"
          className="button button--ghost user-row__danger"
          aria-label={`Remove ${user.name}`}
          aria-expanded={step === 'remove'}
          onClick={() => toggleStep('remove')}
        >
          Remove
        </button>
      </div>
      {step === 'password' ? (
        <PasswordStep
          userName={user.name}
          inputId={ids.password}
          inputRef={passwordInputRef}
          password={password}
          onPasswordChange={setPassword}
          onSave={savePassword}
          onCancel={cancelPassword}
        />
      ) : null}
      {step === 'remove' ? (
        <RemoveStep
          userName={user.name}
          isMe={isMe}
          confirmRef={confirmButtonRef}
          onConfirm={remove}
          onCancel={cancelRemove}
        />
      ) : null}
    </li>
  );
}
