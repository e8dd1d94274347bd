// Settings: which service the app talks to (base URL, API key, x-user-id), how long the key is kept,
// and a "Test connection" that runs one count-only search with the entered values before they are saved.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import {
  readConnectionPersistence,
  readConnectionSettings,
  writeConnectionSettings,
} from '../../lib/connection-settings';
import {
  draftFrom,
  effectiveDraft,
  normalizeBaseUrl,
  settingsFromDraft,
  validateDraft,
  type ConnectionDraft,
  type DraftField,
} from './connection-form';
import { testConnection, type TestOutcome } from './connection-test';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { demoKeysQuery, serverModeQuery, type ServerMode } from './server-info';
import './settings-dialog.css';

export interface SettingsDialogProps {
  onClose: () => void;
  /** The Settings button: focus goes back there when whatever opened the dialog is gone. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

type TestState = { kind: 'idle' } | { kind: 'running' } | { kind: 'done'; outcome: TestOutcome };

/** validateDraft as the form's one validation path; the server mode arrives as the form's context. */
const draftResolver: Resolver<ConnectionDraft, { serverMode: ServerMode | undefined }> = (
  values,
  context,
) => {
  const problems = Object.entries(validateDraft(effectiveDraft(values, context?.serverMode)));
  if (problems.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(
      problems.map(([field, message]) => [field, { type: 'validate', message }]),
    ),
  };
};

function modeLine(mode: ServerMode | undefined): string {
  if (mode === 'proxy')
    return 'This app’s server proxies to the property data service and holds the key.';
  if (mode === 'mock') return 'This app’s server runs the embedded mock service with demo data.';
  return 'This app’s server answers the calls.';
}

export function SettingsDialog({ onClose, returnFocusRef }: SettingsDialogProps) {
  const ids = {
    baseUrl: useId(),
    baseUrlHint: useId(),
    baseUrlError: useId(),
    apiKey: useId(),
    apiKeyHint: useId(),
    apiKeyError: useId(),
    demoKey: useId(),
    userId: useId(),
    userIdHint: useId(),
    userIdError: useId(),
    remember: useId(),
    rememberHint: useId(),
  };
  const [hadStored] = useState(() => readConnectionSettings() !== null);
  const [showKey, setShowKey] = useState(false);
  const [test, setTest] = useState<TestState>({ kind: 'idle' });
  const [saveError, setSaveError] = useState<string | null>(null);
  const baseUrlInput = useRef<HTMLInputElement | null>(null);
  const testAbort = useRef<AbortController | null>(null);
  useEffect(() => () => testAbort.current?.abort(), []);

  const { data: serverMode } = useQuery(serverModeQuery());
  // Errors show once a field was left (or the form checked), then follow every keystroke.
  const { control, register, handleSubmit, trigger, getValues, setValue, formState } = useForm<
    ConnectionDraft,
    { serverMode: ServerMode | undefined }
  >({
    defaultValues: draftFrom(readConnectionSettings(), readConnectionPersistence() === 'device'),
    mode: 'onTouched',
    resolver: draftResolver,
    context: { serverMode },
  });
  const [baseUrl, apiKey] = useWatch({ control, name: ['baseUrl', 'apiKey'] });
  const sameOrigin = normalizeBaseUrl(baseUrl) === '';
  const serverHoldsKey = sameOrigin && serverMode === 'proxy';
  const { data: demoKeys } = useQuery({
    ...demoKeysQuery(),
    enabled: sameOrigin && serverMode === 'mock',
  });
  const shown = (field: DraftField) => formState.errors[field]?.message;

  // A test result for other values would mislead, and so would an old save error.
  const onEdit = () => {
    testAbort.current?.abort();
    setTest({ kind: 'idle' });
    setSaveError(null);
  };
  const field = (name: keyof ConnectionDraft) => register(name, { onChange: onEdit });

  /** Shows every problem and focuses the first; true when the form is fine. */
  const checkAll = () => trigger(undefined, { shouldFocus: true });
  const effective = () => effectiveDraft(getValues(), serverMode);

  const runTest = async () => {
    if (!(await checkAll())) return;
    testAbort.current?.abort();
    const controller = new AbortController();
    testAbort.current = controller;
    setTest({ kind: 'running' });
    const settings = settingsFromDraft(effective()) ?? { baseUrl: '', apiKey: '' };
    try {
      const outcome = await testConnection(
        { settings, serverMode: serverMode ?? 'unknown' },
        { signal: controller.signal },
      );
      if (!controller.signal.aborted) setTest({ kind: 'done', outcome });
    } catch {
      // Aborted: the values changed or the dialog closed; nothing to show.
    }
  };

  // handleSubmit never lets the browser submit (a GET form would put the key into the address
  // bar), and on a problem focuses the first field that has one.
  const save = handleSubmit((draft) => {
    try {
      writeConnectionSettings(settingsFromDraft(effective()), { remember: draft.remember });
    } catch {
      setSaveError(
        'This browser does not allow saving settings for this site. Check its privacy settings.',
      );
      return;
    }
    onClose();
  });

  const forget = () => {
    writeConnectionSettings(null);
    onClose();
  };

  const describedBy = (...parts: (string | false | undefined)[]) =>
    parts.filter(Boolean).join(' ') || undefined;
  const baseUrlField = field('baseUrl');

  return (
    <ModalDialog
      title="Settings"
      description="Where the app gets its data, and the key it uses."
      onClose={onClose}
      initialFocusRef={baseUrlInput}
      returnFocusRef={returnFocusRef}
    >
      <form className="settings-form" noValidate onSubmit={save} autoComplete="off">
        <div className="settings-field">
          <label htmlFor={ids.baseUrl} className="settings-field__label">
            API base URL
          </label>
          <input
            {...baseUrlField}
            ref={(element) => {
              baseUrlField.ref(element);
              baseUrlInput.current = element;
            }}
            id={ids.baseUrl}
            type="url"
            inputMode="url"
            className="text-input settings-field__input"
            placeholder="https://api.example.com"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={shown('baseUrl') ? true : undefined}
            aria-describedby={describedBy(ids.baseUrlHint, shown('baseUrl') && ids.baseUrlError)}
          />
          <p id={ids.baseUrlHint} className="settings-field__hint">
            Leave empty to use this app’s server. {sameOrigin ? modeLine(serverMode) : null} To
            reach the real property data service, set PROPERTY_API_URL and PROPERTY_API_KEY on this
            app’s server: the service does not allow calls from a browser. An address here is called
            straight from this browser, which works only for services that allow it (CORS).
          </p>
          {shown('baseUrl') ? (
            <p id={ids.baseUrlError} className="settings-field__error">
              {shown('baseUrl')}
            </p>
          ) : null}
        </div>

        <div className="settings-field">
          {serverHoldsKey ? (
            <span className="settings-field__label">API key</span>
          ) : (
            <label htmlFor={ids.apiKey} className="settings-field__label">
              API key
            </label>
          )}
          {serverHoldsKey ? (
            <p id={ids.apiKeyHint} className="settings-field__held">
              Key held by the server. This app’s server adds it to every call; the browser never
              sees it.
            </p>
          ) : (
            <>
              <div className="settings-field__row">
                <input
                  {...field('apiKey')}
                  id={ids.apiKey}
                  // Hidden by default: people share screens while building lists.
                  type={showKey ? 'text' : 'password'}
                  className="text-input settings-field__input"
                  spellCheck={false}
                  autoCapitalize="off"
                  autoComplete="off"
                  aria-invalid={shown('apiKey') ? true : undefined}
                  aria-describedby={describedBy(ids.apiKeyHint, shown('apiKey') && ids.apiKeyError)}
                />
                <button
                  type="button"
                  className="button button--ghost settings-field__toggle"
                  aria-pressed={showKey}
                  aria-controls={ids.apiKey}
                  onClick={() => setShowKey((value) => !value)}
                >
                  Show key
                </button>
              </div>
              <p id={ids.apiKeyHint} className="settings-field__hint">
                {sameOrigin
                  ? serverMode === 'mock'
                    ? 'Optional here: leave empty for the mock’s demo key, or pick a demo key below.'
                    : 'Optional when this app’s server holds the key.'
                  : 'Sent in the x-api-key header straight to the service.'}
              </p>
              {shown('apiKey') ? (
                <p id={ids.apiKeyError} className="settings-field__error">
                  {shown('apiKey')}
                </p>
              ) : null}
            </>
          )}
        </div>

        {sameOrigin && serverMode === 'mock' && demoKeys?.length ? (
          <div className="settings-field">
            <label htmlFor={ids.demoKey} className="settings-field__label">
              Demo key
            </label>
            <select
              id={ids.demoKey}
              className="text-input settings-field__input"
              value={demoKeys.some((k) => k.key === apiKey) ? apiKey : ''}
              onChange={(e) => {
                setValue('apiKey', e.target.value, { shouldValidate: true });
                onEdit();
              }}
            >
              <option value="">Choose a demo key…</option>
              {demoKeys.map(({ key, description }) => (
                <option key={key} value={key}>
                  {key} — {description}
                </option>
              ))}
            </select>
          </div>
        ) : null}

        <div className="settings-field">
          <label htmlFor={ids.userId} className="settings-field__label">
            User id <span className="settings-field__optional">(optional)</span>
          </label>
          <input
            {...field('userId')}
            id={ids.userId}
            type="text"
            className="text-input settings-field__input"
            spellCheck={false}
            autoComplete="off"
            aria-invalid={shown('userId') ? true : undefined}
            aria-describedby={describedBy(ids.userIdHint, shown('userId') && ids.userIdError)}
          />
          <p id={ids.userIdHint} className="settings-field__hint">
            Sent as the x-user-id header, so the service can tell your team’s users apart. Where the
            app’s own server signs you in, it sends your sign-in name instead.
          </p>
          {shown('userId') ? (
            <p id={ids.userIdError} className="settings-field__error">
              {shown('userId')}
            </p>
          ) : null}
        </div>

        <div className="settings-check">
          <input
            {...field('remember')}
            id={ids.remember}
            type="checkbox"
            aria-describedby={ids.rememberHint}
          />
          <div>
            <label htmlFor={ids.remember} className="settings-field__label">
              Remember on this device
            </label>
            <p id={ids.rememberHint} className="settings-field__hint">
              Off: the key is forgotten when this tab closes. On: it stays in this browser until you
              forget it. Use only on a device you trust.
            </p>
          </div>
        </div>

        <div className="settings-test" role="status" aria-live="polite">
          {test.kind === 'running' ? <p className="settings-test__running">Testing…</p> : null}
          {test.kind === 'done' ? (
            <div className={`settings-test__result ${test.outcome.ok ? 'is-ok' : 'is-failed'}`}>
              <p className="settings-test__title">{test.outcome.title}</p>
              <p className="settings-test__body">{test.outcome.body}</p>
              {test.outcome.serverEnv ? (
                <pre className="settings-test__env" aria-label="Server environment variables">
                  <code>
                    {test.outcome.serverEnv.map((v) => `${v.name}=${v.value}`).join('\n')}
                  </code>
                </pre>
              ) : null}
              {test.outcome.requestId ? (
                <p className="settings-test__body">
                  Request id <code>{test.outcome.requestId}</code>
                </p>
              ) : null}
            </div>
          ) : null}
        </div>
        {saveError ? (
          <p role="alert" className="settings-field__error">
            {saveError}
          </p>
        ) : null}

        <div className="settings-actions">
          <button
            type="button"
            className="button button--ghost"
            // aria-disabled, not disabled: a disabled button would drop the focus it holds.
            aria-disabled={test.kind === 'running'}
            onClick={() => {
              if (test.kind !== 'running') void runTest();
            }}
          >
            Test connection
          </button>
          {hadStored ? (
            <button type="button" className="button button--ghost" onClick={forget}>
              Forget saved settings
            </button>
          ) : null}
          <span className="settings-actions__spacer" />
          <button type="button" className="button button--ghost" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button">
            Save
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
