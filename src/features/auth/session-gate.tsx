// Shows the sign-in screen when the server asks for a session, and the app otherwise.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isApiError } from '../../api/api-error';
import { fetchSession, SIGN_IN_REQUIRED, type SessionState } from '../../api/session';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { SESSION_QUERY_KEY, SessionContext, type SessionValue } from './session-context';
import './session.css';

// Loaded only where a server asks for sign-in, so the first screen of the open app does not carry it.
const signInScreen = lazyWithPreload(() =>
  import('./sign-in-screen').then((module) => module.SignInScreen),
);

function Checking({ note = 'Loading…' }: { note?: string }) {
  return (
    <p className="sign-in__checking" role="status">
      {note}
    </p>
  );
}

/** How long to wait between asks while the server's database is away. */
const PAUSED_RETRY_MS = 3_000;

function endedBy(error: unknown): boolean {
  return isApiError(error) && error.errorCode === SIGN_IN_REQUIRED;
}

export function SessionGate({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(undefined, signal),
    staleTime: Infinity,
    // Only a server whose database is away is asked again (fetchSession throws nothing else).
    retry: (count) => count < 100,
    retryDelay: PAUSED_RETRY_MS,
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
        message: '',
        reason: 'ended',
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

  const handleSignedOut = useCallback(() => {
    // Nothing of the last user's leads stays in memory for the next one at this browser.
    setKeepApp(false);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_QUERY_KEY[0] });
    queryClient.getMutationCache().clear();
    const signedOut: SessionState = {
      kind: 'required',
      mode: 'password',
      message: '',
      reason: 'signed-out',
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
    () => (session ? { session, signedOut: handleSignedOut } : null),
    [session, handleSignedOut],
  );

  if (!session || !value)
    return <Checking note={query.failureReason ? query.failureReason.message : undefined} />;
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
        <ErrorBoundary
          fallback={() => (
            <p className="sign-in__checking" role="alert">
              Sign-in could not load. Reload the page.
            </p>
          )}
        >
          <Suspense fallback={<Checking />}>
            <signInScreen.Component
              session={session}
              overlay={showApp}
              onSignedIn={handleSignedIn}
            />
          </Suspense>
        </ErrorBoundary>
      ) : null}
    </>
  );
}
