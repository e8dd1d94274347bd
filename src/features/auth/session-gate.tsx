// Shows the sign-in screen when the server asks for a session, and the app otherwise.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../../api/api-error';
import { fetchSession, signOut, SIGN_IN_REQUIRED, type SessionState } from '../../api/session';
import { SESSION_QUERY_KEY, SessionContext, type SessionValue } from './session-context';
import { SignInScreen } from './sign-in-screen';
import './sign-in-screen.css';

function endedBy(error: unknown): boolean {
  return isApiError(error) && error.errorCode === SIGN_IN_REQUIRED;
}

export function SessionGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(undefined, signal),
    staleTime: Infinity,
    retry: false,
  });
  const session = query.data;
  // A session that ends mid-use keeps the app mounted (inert) under the sign-in screen, so the
  // user's filters and drawing are still there after signing in again. Signing out does not.
  const [keepApp, setKeepApp] = useState(false);

  // A data call answered 401 SIGN_IN_REQUIRED: the session expired or was ended elsewhere.
  useEffect(() => {
    const markEnded = () => {
      const current = queryClient.getQueryData<SessionState>(SESSION_QUERY_KEY);
      if (current?.kind !== 'signed-in') return;
      setKeepApp(true);
      const ended: SessionState = {
        kind: 'required',
        mode: current.mode,
        message: 'Your session has ended. Sign in again to carry on; your search is kept.',
      };
      queryClient.setQueryData(SESSION_QUERY_KEY, ended);
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      // Only the moment a call fails: a query that keeps an old error must not sign out again.
      if (event.type === 'updated' && event.action.type === 'error' && endedBy(event.action.error))
        markEnded();
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error' && endedBy(event.action.error))
        markEnded();
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const handleSignOut = useCallback(async () => {
    await signOut().catch(() => undefined);
    // Nothing of the last user's leads stays in memory for the next one at this browser.
    setKeepApp(false);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.getMutationCache().clear();
    const signedOut: SessionState = {
      kind: 'required',
      mode: 'password',
      message: 'You have signed out.',
    };
    queryClient.setQueryData(SESSION_QUERY_KEY, signedOut);
  }, [queryClient]);

  const handleSignedIn = useCallback(
    (next: SessionState) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, next);
      // Calls that failed for want of a session are asked again.
      void queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0],
      });
    },
    [queryClient],
  );

  const value = useMemo<SessionValue | null>(
    () => (session ? { session, signOut: handleSignOut } : null),
    [session, handleSignOut],
  );

  if (!session || !value) {
    return (
      <p className="sign-in__checking" role="status">
        Loading…
      </p>
    );
  }
  const required = session.kind === 'required';
  const showApp = !required || keepApp;
  return (
    <>
      {/* One wrapper whatever the state, so the app is never remounted by signing in again. */}
      {showApp ? (
        <div className="session-app" inert={required}>
          <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
        </div>
      ) : null}
      {session.kind === 'required' ? (
        <SignInScreen session={session} overlay={showApp} onSignedIn={handleSignedIn} />
      ) : null}
    </>
  );
}
