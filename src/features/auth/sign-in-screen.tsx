// The sign-in screen: name and password, errors announced, in the app's look. Or, for SSO, where to go.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { isApiError } from '../../api/api-error';
import type { SessionState } from '../../api/session';
import { signIn } from '../../api/session-actions';
import './sign-in-screen.css';

export interface SignInScreenProps {
  session: Extract<SessionState, { kind: 'required' }>;
  /** Shown over the app (a session that ended mid-use) rather than instead of it. */
  overlay: boolean;
  onSignedIn: (session: SessionState) => void;
}

/** Why the screen is back, in words; the server's own message otherwise. */
const NOTES: Record<string, string | undefined> = {
  ended: 'Your session has ended. Sign in again to carry on; your search is kept.',
  'signed-out': 'You have signed out.',
};

function problemText(error: unknown): string {
  if (isApiError(error)) return error.message;
  return 'Signing in failed. Try again.';
}

export function SignInScreen({ session, overlay, onSignedIn }: SignInScreenProps) {
  const ids = { title: useId(), name: useId(), password: useId(), error: useId(), note: useId() };
  const nameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  // A plain async call, not a mutation: the form owns its state, and the screen's chunk stays
  // small (useMutation would split the query library into a chunk of its own).
  const send = async () => {
    setPending(true);
    setRefusal(null);
    try {
      onSignedIn(await signIn(name.trim(), password));
    } catch (failure) {
      setRefusal(problemText(failure));
      setPassword('');
      passwordInput.current?.focus();
    } finally {
      setPending(false);
    }
  };

  useEffect(() => {
    nameInput.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setMissing('Enter your user name.');
      nameInput.current?.focus();
      return;
    }
    if (!password) {
      setMissing('Enter your password.');
      passwordInput.current?.focus();
      return;
    }
    setMissing(null);
    void send();
  };

  const error = missing ?? refusal;
  const described = error ? ids.error : undefined;

  const Brand = overlay ? 'p' : 'h1';
  const card = (
    <section className="sign-in__card" aria-labelledby={ids.title}>
      {/* The page's one h1 when the sign-in screen stands alone; over the app, the app has it. */}
      <Brand className="brand sign-in__brand">
        <span className="brand__mark" aria-hidden="true" />
        Lead List Builder
      </Brand>
      <h2 id={ids.title} className="sign-in__title">
        Sign in
      </h2>
      <p id={ids.note} className="sign-in__note">
        {NOTES[session.reason ?? 'required'] ?? session.message}
      </p>
      {session.mode === 'header' ? (
        <>
          <p className="sign-in__note">
            This server signs you in through your organisation’s sign-in page. Open the app through
            that page, then reload.
          </p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </>
      ) : (
        <form className="sign-in__form" onSubmit={submit} noValidate aria-describedby={ids.note}>
          <div className="sign-in__field">
            <label htmlFor={ids.name} className="sign-in__label">
              User name
            </label>
            <input
              ref={nameInput}
              id={ids.name}
              className="text-input"
              name="username"
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              value={name}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error && !name.trim() ? true : undefined}
              aria-describedby={described}
            />
          </div>
          <div className="sign-in__field">
            <label htmlFor={ids.password} className="sign-in__label">
              Password
            </label>
            <input
              ref={passwordInput}
              id={ids.password}
              className="text-input"
              type="password"
              name="password"
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
            />
          </div>
          {/* Always in the page, so screen readers announce the message when it appears. */}
          <p id={ids.error} className="sign-in__error" role="alert">
            {error}
          </p>
          <button type="submit" className="button sign-in__submit" disabled={pending}>
            {pending ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      )}
    </section>
  );

  return overlay ? (
    <div
      className="sign-in sign-in--overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={ids.title}
    >
      {card}
    </div>
  ) : (
    <main className="sign-in">{card}</main>
  );
}
