// The admin's users screen: everyone on the team with their role and live sessions; add a user,
// reset a password, change a role, end someone's sessions, remove someone. The server checks every
// rule (admins only, at least one admin, name and password rules) and its sentence is shown as is.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type RefObject } from 'react';
import { isApiError } from '../../api/api-error';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { AddUserForm } from './add-user-form';
import { TEAM_USERS_KEY, useTeamUsers, type UserAction } from './team-users-context';
import { UserRow } from './user-row';
import './users-dialog.css';

export interface UsersDialogProps {
  /** The signed-in admin's name, marked "(you)" in the list. */
  me: string;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

function messageOf(error: unknown): string {
  return isApiError(error) ? error.message : 'That did not work. Try again.';
}

export function UsersDialog({ me, onClose, returnFocusRef }: UsersDialogProps) {
  const client = useTeamUsers();
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: TEAM_USERS_KEY, queryFn: () => client.list() });
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  /** Runs a change, announces it (or its refusal), and reads the list again. */
  const run = async (action: UserAction): Promise<boolean> => {
    setProblem(null);
    setStatus('');
    try {
      setStatus(await action());
      return true;
    } catch (error) {
      setProblem(messageOf(error));
      return false;
    } finally {
      await queryClient.invalidateQueries({ queryKey: TEAM_USERS_KEY });
    }
  };

  return (
    <ModalDialog
      title="Users"
      description="Admins manage users and the team’s settings; members use the app. Names are not case-sensitive."
      onClose={onClose}
      returnFocusRef={returnFocusRef}
    >
      <div className="users-dialog">
        <p className="users-dialog__status" role="status" aria-live="polite">
          {status}
        </p>
        {problem ? (
          <p className="users-dialog__problem" role="alert">
            {problem}
          </p>
        ) : null}
        {users.isPending ? (
          <p className="users-dialog__loading">Loading users…</p>
        ) : users.isError ? (
          <p className="users-dialog__problem" role="alert">
            {messageOf(users.error)}
          </p>
        ) : (
          <ul className="users-dialog__list" aria-label="Team users" ref={listRef} tabIndex={-1}>
            {users.data.map((user) => (
              <UserRow
                key={user.name}
                user={user}
                isMe={user.name.toLowerCase() === me.toLowerCase()}
                run={run}
                client={client}
                onRemoved={() => listRef.current?.focus()}
              />
            ))}
          </ul>
        )}
        <AddUserForm client={client} run={run} />
      </div>
    </ModalDialog>
  );
}
