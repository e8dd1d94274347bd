// The Settings form's API key: the field with its Show key toggle (or the note that the server holds
// the key), and the mock's demo keys to pick from.
import type { DemoKey, ServerMode } from './server-info';
import {
  describedBy,
  FieldError,
  type FieldAccess,
  type SettingsFieldIds,
} from './settings-fields';

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
