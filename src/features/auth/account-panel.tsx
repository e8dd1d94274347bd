// "Signed in as NAME", the account menu (Users for admins, sign out of every device) and Sign out,
// for a server with sign-in (a chunk of its own: the open app never loads it).
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/api-error';
import { signOut, signOutEverywhere } from '../../api/session-actions';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { Popover } from '../../components/ui/popover';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { SESSION_QUERY_KEY, useSession } from './session-context';

// The users screen only admins open: its own chunk.
const usersDialog = lazyWithPreload(() =>
  import('./users-dialog').then((module) => module.UsersDialog),
);

export function AccountPanel() {
  const { session, signedOut } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [usersOpen, setUsersOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const menuButton = useRef<HTMLSpanElement>(null);
  const isAdmin = session.kind === 'signed-in' && session.role === 'admin';
  // An admin's menu fetches the users screen's code at once, so it opens without a wait.
  useEffect(() => {
    if (isAdmin) void usersDialog.preload();
  }, [isAdmin]);
  if (session.kind !== 'signed-in') return null;

  const endSession = (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    void action()
      .then(
        () => signedOut(),
        (error: unknown) => {
          // A plain sign-out ends here whatever the server said: the cookie may already be gone.
          if (action === signOut) signedOut();
          else setProblem(isApiError(error) ? error.message : 'Signing out failed. Try again.');
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="account">
      <span>
        Signed in as <span className="account__name">{session.name}</span>
      </span>
      <span ref={menuButton}>
        <Popover label="Account" title="Account" align="end">
          {(close) => (
            <div className="account-menu">
              <p className="account-menu__who">
                {session.name} · {isAdmin ? 'admin' : 'member'}
              </p>
              {isAdmin ? (
                <button
                  type="button"
                  className="button button--ghost account-menu__item"
                  aria-haspopup="dialog"
                  onClick={() => {
                    close();
                    setUsersOpen(true);
                  }}
                >
                  Manage users
                </button>
              ) : null}
              {session.canSignOut ? (
                <button
                  type="button"
                  className="button button--ghost account-menu__item"
                  disabled={busy}
                  onClick={() => endSession(signOutEverywhere)}
                >
                  Sign out all my sessions
                </button>
              ) : null}
              {problem ? (
                <p className="account-menu__problem" role="alert">
                  {problem}
                </p>
              ) : null}
            </div>
          )}
        </Popover>
      </span>
      {session.canSignOut ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => endSession(signOut)}
        >
          Sign out
        </button>
      ) : null}
      {usersOpen ? (
        <ErrorBoundary
          fallback={() => (
            <p className="account-menu__problem" role="alert">
              The users screen could not load. Reload the page.
            </p>
          )}
        >
          <Suspense fallback={null}>
            <usersDialog.Component
              me={session.name}
              onClose={() => {
                setUsersOpen(false);
                // A change to one's own role shows at once in the menu.
                void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
              }}
              // Back to the Account button (the menu item that opened it is gone with the menu).
              returnFocusRef={{
                get current() {
                  return menuButton.current?.querySelector('button') ?? null;
                },
              }}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </div>
  );
}
