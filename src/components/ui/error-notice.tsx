// Shows an explained error (lib/explain-error) with the one next step that helps: retry, settings, wait.
import type { ErrorExplanation } from '../../lib/explain-error';
import { CopyButton } from './copy-button';
import { RetryCountdown } from './retry-countdown';
import './error-notice.css';

export interface ErrorNoticeProps {
  explanation: ErrorExplanation;
  /** Offered for 'retry' (and after a 'wait' runs out); omitted → no button. */
  onRetry?: (() => void) | undefined;
  /** Offered for 'settings'; omitted → the text still says where to go. */
  onOpenSettings?: (() => void) | undefined;
  /** True while an automatic retry is pending, so a countdown shows instead of a button. */
  retrying?: boolean;
  /** Restarts the countdown when it changes (e.g. the failure count). */
  attempt?: number;
  /** Smaller, for notices inside widgets. */
  compact?: boolean;
}

export function ErrorNotice({
  explanation,
  onRetry,
  onOpenSettings,
  retrying = false,
  attempt = 0,
  compact = false,
}: ErrorNoticeProps) {
  const { title, body, action, retryInSeconds, requestId } = explanation;
  const showCountdown = action === 'wait' && retrying && retryInSeconds !== undefined;
  return (
    <div role="alert" className={`error-notice${compact ? ' error-notice--compact' : ''}`}>
      <p className="error-notice__title">
        {title}
        {showCountdown ? (
          <>
            {', '}
            <RetryCountdown key={attempt} seconds={retryInSeconds}>
              {(s) => (s > 0 ? `retrying in ${s}s` : 'retrying now…')}
            </RetryCountdown>
          </>
        ) : null}
      </p>
      <p className="error-notice__body">{body}</p>
      {requestId ? (
        <p className="error-notice__request">
          Request id <code>{requestId}</code>
          <CopyButton text={requestId} label="Copy request id" className="error-notice__link" />
        </p>
      ) : null}
      <div className="error-notice__actions">
        {action === 'settings' && onOpenSettings ? (
          <button type="button" className="button" onClick={onOpenSettings}>
            Open Settings
          </button>
        ) : null}
        {retrying && !showCountdown ? (
          <span className="error-notice__retrying">Retrying…</span>
        ) : null}
        {!retrying && onRetry && (action === 'retry' || action === 'wait') ? (
          <button type="button" className="button" onClick={onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  );
}
