// The Settings form's fields: the service's base URL, the API key (or the note that the server holds
// it) with its demo keys, the x-user-id, and whether to remember all of it on this device.
import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ConnectionDraft, DraftField } from './connection-form';
import type { DemoKey, ServerMode } from './server-info';

export interface SettingsFieldIds {
  baseUrl: string;
  baseUrlHint: string;
  baseUrlError: string;
  apiKey: string;
  apiKeyHint: string;
  apiKeyError: string;
  demoKey: string;
  userId: string;
  userIdHint: string;
  userIdError: string;
  remember: string;
  rememberHint: string;
}

/** What the form needs from its model: each field's registration and its shown error. */
export interface FieldAccess {
  field: (name: keyof ConnectionDraft) => UseFormRegisterReturn;
  shown: (field: DraftField) => string | undefined;
}

export function describedBy(...parts: (string | false | undefined)[]): string | undefined {
  return parts.filter(Boolean).join(' ') || undefined;
}

function modeLine(mode: ServerMode | undefined): string {
  if (mode === 'proxy')
    return 'This app’s server proxies to the property data service and holds the key.';
  if (mode === 'mock') return 'This app’s server runs the embedded mock service with demo data.';
  return 'This app’s server answers the calls.';
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="settings-field__error">
      {message}
    </p>
  ) : null;
}

export interface BaseUrlFieldProps extends FieldAccess {
  ids: SettingsFieldIds;
  inputRef: RefObject<HTMLInputElement | null>;
  sameOrigin: boolean;
  serverMode: ServerMode | undefined;
}

export function BaseUrlField({
  ids,
  inputRef,
  sameOrigin,
  serverMode,
  field,
  shown,
}: BaseUrlFieldProps) {
  const baseUrlField = field('baseUrl');
  return (
    <div className="settings-field">
      <label htmlFor={ids.baseUrl} className="settings-field__label">
        API base URL
      </label>
      <input
        {...baseUrlField}
        ref={(element) => {
          baseUrlField.ref(element);
          inputRef.current = element;
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
        Leave empty to use this app’s server. {sameOrigin ? modeLine(serverMode) : null} To reach
        the real property data service, set PROPERTY_API_URL and PROPERTY_API_KEY on this app’s
        server: the service does not allow calls from a browser. An address here is called straight
        from this browser, which works only for services that allow it (CORS).
      </p>
      <FieldError id={ids.baseUrlError} message={shown('baseUrl')} />
    </div>
  );
}

export interface ApiKeyFieldProps extends FieldAccess {
  ids: SettingsFieldIds;
  serverHoldsKey: boolean;
  sameOrigin: boolean;
  serverMode: ServerMode | undefined;
  showKey: boolean;
  onToggleShowKey: () => void;
}

function apiKeyHint(sameOrigin: boolean, serverMode: ServerMode | undefined): string {
  if (!sameOrigin) return 'Sent in the x-api-key header straight to the service.';
  return serverMode === 'mock'
    ? 'Optional here: leave empty for the mock’s demo key, or pick a demo key below.'
    : 'Optional when this app’s server holds the key.';
}

export function ApiKeyField(props: ApiKeyFieldProps) {
  const { ids, serverHoldsKey, sameOrigin, serverMode, showKey, field, shown } = props;
  if (serverHoldsKey)
    return (
      <div className="settings-field">
        <span className="settings-field__label">API key</span>
        <p id={ids.apiKeyHint} className="settings-field__held">
          Key held by the server. This app’s server adds it to every call; the browser never sees
          it.
        </p>
      </div>
    );
  return (
    <div className="settings-field">
      <label htmlFor={ids.apiKey} className="settings-field__label">
        API key
      </label>
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
          onClick={props.onToggleShowKey}
        >
          Show key
        </button>
      </div>
      <p id={ids.apiKeyHint} className="settings-field__hint">
        {apiKeyHint(sameOrigin, serverMode)}
      </p>
      <FieldError id={ids.apiKeyError} message={shown('apiKey')} />
    </div>
  );
}

export interface DemoKeyFieldProps {
  id: string;
  demoKeys: readonly DemoKey[];
  apiKey: string;
  onChoose: (key: string) => void;
}

export function DemoKeyField({ id, demoKeys, apiKey, onChoose }: DemoKeyFieldProps) {
  return (
    <div className="settings-field">
      <label htmlFor={id} className="settings-field__label">
        Demo key
      </label>
      <select
        id={id}
        className="text-input settings-field__input"
        value={demoKeys.some((k) => k.key === apiKey) ? apiKey : ''}
        onChange={(e) => onChoose(e.target.value)}
      >
        <option value="">Choose a demo key…</option>
        {demoKeys.map(({ key, description }) => (
          <option key={key} value={key}>
            {key} — {description}
          </option>
        ))}
      </select>
    </div>
  );
}

export function UserIdField({ ids, field, shown }: FieldAccess & { ids: SettingsFieldIds }) {
  return (
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
      <FieldError id={ids.userIdError} message={shown('userId')} />
    </div>
  );
}

export function RememberField({
  ids,
  field,
}: Pick<FieldAccess, 'field'> & { ids: SettingsFieldIds }) {
  return (
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
  );
}
