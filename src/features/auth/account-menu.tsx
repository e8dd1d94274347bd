// "Signed in as NAME" and Sign out, for the app header. Nothing when nobody signs in here.
import { useState } from 'react';
import { useSession } from './session-context';

export function AccountMenu() {
  const { session, signOut } = useSession();
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
            void signOut().finally(() => setBusy(false));
          }}
        >
          Sign out
        </button>
      ) : null}
    </div>
  );
}
