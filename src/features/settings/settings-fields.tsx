// The Settings form's fields: the service's base URL, the x-user-id, and whether to remember the
// settings on this device (the API key's own are in api-key-field.tsx), and what they share.
import type { RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ConnectionDraft, DraftField } from './connection-form';
import type { ServerMode } from './server-info';

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
