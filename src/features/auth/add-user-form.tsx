// "Add a user": name, first password and role. The server's rules decide (it says why it refuses).
import { useId, useRef, useState, type FormEvent } from 'react';
import type { TeamRole } from '../../api/contract/team-users';
import type { TeamUsersClient } from '../../api/team-users';
import type { UserAction } from './team-users-context';

export interface AddUserFormProps {
  client: TeamUsersClient;
  run: (action: UserAction) => Promise<boolean>;
}

export function AddUserForm({ client, run }: AddUserFormProps) {
  const ids = { title: useId(), name: useId(), password: useId(), role: useId(), hint: useId() };
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const nameInput = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const added = await run(async () => {
      const user = await client.add({ name: name.trim(), password, role });
      return `Added ${user.name} as ${user.role === 'admin' ? 'an admin' : 'a member'}.`;
    });
    if (added) {
      setName('');
      setPassword('');
      setRole('member');
      nameInput.current?.focus();
    }
  };

  return (
    <form
      className="add-user"
      aria-labelledby={ids.title}
      onSubmit={(event) => void submit(event)}
      autoComplete="off"
    >
      <h3 id={ids.title} className="add-user__title">
        Add a user
      </h3>
      <div className="add-user__fields">
        <div className="add-user__field">
          <label htmlFor={ids.name} className="user-row__label">
            Name
          </label>
          <input
            ref={nameInput}
            id={ids.name}
            className="text-input"
            autoComplete="off"
            spellCheck={false}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <div className="add-user__field">
          <label htmlFor={ids.password} className="user-row__label">
            Password
          </label>
          <input
            id={ids.password}
            className="text-input"
            type="password"
            autoComplete="new-password"
            aria-describedby={ids.hint}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <div className="add-user__field">
          <label htmlFor={ids.role} className="user-row__label">
            Role
          </label>
          <select
            id={ids.role}
            className="text-input"
            value={role}
            onChange={(event) => setRole(event.target.value as TeamRole)}
          >
            <option value="member">Member</option>
            <option value="admin">Admin</option>
          </select>
        </div>
      </div>
      <p id={ids.hint} className="add-user__hint">
        At least 10 characters. Tell them the password in person or by phone, not by email.
      </p>
      <button type="submit" className="button" disabled={name.trim() === '' || password === ''}>
        Add user
      </button>
    </form>
  );
}
