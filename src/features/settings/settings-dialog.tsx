// Settings: the team's spending caps (an admin changes them, a member reads them), which service the
// app talks to (base URL, API key, x-user-id), how long the key is kept, and a "Test connection"
// that runs one count-only search with the entered values before they are saved.
import { lazy, Suspense, useId, useRef, useState, type RefObject } from 'react';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { ApiKeyField, DemoKeyField } from './api-key-field';
import { BaseUrlField, RememberField, UserIdField, type SettingsFieldIds } from './settings-fields';
import { SettingsActions, SettingsTestStatus } from './settings-test-status';
import { useSettingsForm } from './use-settings-form';
import './settings-dialog.css';

// Loaded once the dialog is open: it brings the app store's client, whose chunks would otherwise
// join the Settings chunk's preload list on the first screen.
const TeamSpending = lazy(() =>
  import('./team-spending').then((module) => ({ default: module.TeamSpending })),
);

export interface SettingsDialogProps {
  onClose: () => void;
  /** The Settings button: focus goes back there when whatever opened the dialog is gone. */
  returnFocusRef?: RefObject<HTMLElement | null> | undefined;
}

function useFieldIds(): SettingsFieldIds {
  return {
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
}

export function SettingsDialog({ onClose, returnFocusRef }: SettingsDialogProps) {
  const ids = useFieldIds();
  const [showKey, setShowKey] = useState(false);
  const baseUrlInput = useRef<HTMLInputElement | null>(null);
  const {
    serverMode,
    sameOrigin,
    serverHoldsKey,
    apiKey,
    demoKeys,
    shown,
    field,
    chooseDemoKey,
    test,
    saveError,
    hadStored,
    runTest,
    save,
    forget,
  } = useSettingsForm(onClose);
  const access = { field, shown };

  return (
    <ModalDialog
      title="Settings"
      description="Where the app gets its data, and the key it uses."
      onClose={onClose}
      initialFocusRef={baseUrlInput}
      returnFocusRef={returnFocusRef}
    >
      {/* Before the connection form: its Save stays the dialog's last control (Tab wraps there). */}
      <Suspense fallback={null}>
        <TeamSpending />
      </Suspense>
      <form className="settings-form" noValidate onSubmit={save} autoComplete="off">
        <BaseUrlField
          {...access}
          ids={ids}
          inputRef={baseUrlInput}
          sameOrigin={sameOrigin}
          serverMode={serverMode}
        />
        <ApiKeyField
          {...access}
          ids={ids}
          serverHoldsKey={serverHoldsKey}
          sameOrigin={sameOrigin}
          serverMode={serverMode}
          showKey={showKey}
          onToggleShowKey={() => setShowKey((value) => !value)}
        />
        {demoKeys ? (
          <DemoKeyField
            id={ids.demoKey}
            demoKeys={demoKeys}
            apiKey={apiKey}
            onChoose={chooseDemoKey}
          />
        ) : null}
        <UserIdField {...access} ids={ids} />
        <RememberField field={field} ids={ids} />

        <SettingsTestStatus test={test} />
        {saveError ? (
          <p role="alert" className="settings-field__error">
            {saveError}
          </p>
        ) : null}

        <SettingsActions
          testing={test.kind === 'running'}
          hadStored={hadStored}
          onTest={() => void runTest()}
          onForget={forget}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
