// The session as the rest of the app sees it: who is signed in, and how to sign out.
import { createContext, useContext } from 'react';
import type { SessionState } from '../../api/session';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

export interface SessionValue {
  session: SessionState;
  /** After the server has ended the session: forget the user's data and show the sign-in screen. */
  signedOut: () => void;
}

export const SessionContext = createContext<SessionValue | null>(null);

/** The current session; `open` outside a SessionGate (tests render features without one). */
export function useSession(): SessionValue {
  return useContext(SessionContext) ?? { session: { kind: 'open' }, signedOut: () => undefined };
}
