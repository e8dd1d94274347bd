// What "Test connection" found, announced as it arrives: running, then the outcome with the server's
// environment variables to set and the request id to quote.
import type { TestState } from './use-settings-form';

export function SettingsTestStatus({ test }: { test: TestState }) {
  return (
    <div className="settings-test" role="status" aria-live="polite">
      {test.kind === 'running' ? <p className="settings-test__running">Testing…</p> : null}
      {test.kind === 'done' ? (
        <div className={`settings-test__result ${test.outcome.ok ? 'is-ok' : 'is-failed'}`}>
          <p className="settings-test__title">{test.outcome.title}</p>
          <p className="settings-test__body">{test.outcome.body}</p>
          {test.outcome.serverEnv ? (
            <pre className="settings-test__env" aria-label="Server environment variables">
              <code>{test.outcome.serverEnv.map((v) => `${v.name}=${v.value}`).join('\n')}</code>
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
  );
}

export interface SettingsActionsProps {
  testing: boolean;
  hadStored: boolean;
  onTest: () => void;
  onForget: () => void;
  onCancel: () => void;
}

export function SettingsActions({
  testing,
  hadStored,
  onTest,
  onForget,
  onCancel,
}: SettingsActionsProps) {
  return (
    <div className="settings-actions">
      <button
        type="button"
        className="button button--ghost"
        // aria-disabled, not disabled: a disabled button would drop the focus it holds.
        aria-disabled={testing}
        onClick={() => {
          if (!testing) onTest();
        }}
      >
        Test connection
      </button>
      {hadStored ? (
        <button type="button" className="button button--ghost" onClick={onForget}>
          Forget saved settings
        </button>
      ) : null}
      <span className="settings-actions__spacer" />
      <button type="button" className="button button--ghost" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button">
        Save
      </button>
    </div>
  );
}
