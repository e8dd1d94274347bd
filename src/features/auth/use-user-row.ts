// The model of one user's row: which inline step is open (a new password, "are you sure"), where
// focus goes as steps open and close, and the actions the row sends through `run`.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TeamRole, TeamUser } from '../../api/contract/team-users';
import type { TeamUsersClient } from '../../api/team-users';
import type { UserAction } from './team-users-context';

export type UserRowStep = 'none' | 'password' | 'remove';

export function sessionsWords(count: number): string {
  return count === 1 ? '1 active session' : `${count} active sessions`;
}

export interface UserRowModelInput {
  user: TeamUser;
  client: TeamUsersClient;
  run: (action: UserAction) => Promise<boolean>;
  onRemoved: () => void;
}

export function useUserRow({ user, client, run, onRemoved }: UserRowModelInput) {
  const [step, setStep] = useState<UserRowStep>('none');
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

  const endSessions = () =>
    void run(async () => {
      const ended = await client.endSessions(user.name);
      return `Ended ${sessionsWords(ended).replace('active ', '')} of ${user.name}.`;
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

  /** Opens `next`, or closes it when it is the step already open. */
  const toggleStep = (next: Exclude<UserRowStep, 'none'>) => setStep(step === next ? 'none' : next);

  return {
    step,
    toggleStep,
    password,
    setPassword,
    passwordInputRef: passwordInput,
    confirmButtonRef: confirmButton,
    resetButtonRef: resetButton,
    removeButtonRef: removeButton,
    changeRole,
    endSessions,
    savePassword,
    remove,
    cancelPassword: () => cancel(resetButton.current),
    cancelRemove: () => cancel(removeButton.current),
  };
}
