// "Signed in as NAME" and Sign out, for a server with sign-in (a chunk of its own: the open app never loads it).
import { useState } from 'react';
import { signOut } from '../../api/session-actions';
import { useSession } from './session-context';

export function AccountPanel() {
  const { session, signedOut } = useSession();
  const [busy, setBusy] = useState(false);
  if (session.kind !== 'signed-in') return null;
  return (
    <div className="account">
      <span>
        Signed in as <span className="account__name">{session.name}</span>
      </span>
      {session.canSignOut ? (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => {
            setBusy(true);
            // Signed out here whatever the server said: the cookie may already be gone.
            void signOut()
              .catch(() => undefined)
              .finally(() => {
                setBusy(false);
                signedOut();
              });
          }}
        >
          Sign out
        </button>
      ) : null}
    </div>
  );
}
