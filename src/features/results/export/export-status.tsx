// Where an export shows its progress (pause, cancel), its end (leads → rows, what merging saved),
// a pause (also one left by an earlier visit) with "resume", or its failure with "retry from row N".
import { ErrorNotice } from '../../../components/ui/error-notice';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { RetryCountdown } from '../../../components/ui/retry-countdown';
import { explainError } from '../../../lib/explain-error';
import { formatInteger } from '../../../lib/format';
import { pluralize } from '../../../lib/plural';
import { writtenSummary } from './merge-words';
import type { ExportView } from './use-export';

export interface ExportStatusProps {
  view: ExportView;
  onCancel: () => void;
  onPause: () => void;
  onResume: () => void;
  onDownloadPartial: () => void;
  onDismiss: () => void;
  onOpenSettings?: (() => void) | undefined;
}

export function ExportStatus({
  view,
  onCancel,
  onPause,
  onResume,
  onDownloadPartial,
  onDismiss,
  onOpenSettings,
}: ExportStatusProps) {
  if (view.status === 'idle') return null;
  const progress = `${formatInteger(view.rows)} of ${pluralize(view.total, 'row')}`;
  const progressBar = (
    <ProgressBar value={view.rows} max={view.total} label="Export progress" detail={progress} />
  );
  const partial =
    view.rows > 0 ? (
      <button type="button" className="button button--ghost" onClick={onDownloadPartial}>
        Download the {pluralize(view.rows, 'row')} fetched
      </button>
    ) : null;
  const written = writtenSummary(view.merged === undefined ? 'off' : view.settings?.dedupe, {
    leads: view.rows,
    fileRows: view.fileRows ?? view.rows,
    merged: view.merged ?? 0,
  });
  const dismiss = (
    <button type="button" className="button button--ghost" onClick={onDismiss}>
      Dismiss
    </button>
  );

  return (
    <section className={`export-status export-status--${view.status}`} aria-label="Export">
      {view.status === 'running' ? (
        <>
          <p className="export-status__title" role={view.writing ? 'status' : undefined}>
            {view.writing
              ? `Writing the ${view.settings?.format === 'xlsx' ? 'Excel' : 'CSV'} file of ${pluralize(view.rows, 'row')}…`
              : `Exporting ${view.label}…`}
            {view.waitSeconds !== undefined ? (
              <span className="export-status__wait">
                {' '}
                Too many requests,{' '}
                <RetryCountdown key={view.waitCount} seconds={view.waitSeconds}>
                  {(s) => (s > 0 ? `retrying in ${s}s` : 'retrying now…')}
                </RetryCountdown>
              </span>
            ) : null}
          </p>
          {progressBar}
          <div className="export-status__actions">
            {/* Every page is in while the file is written: there is nothing left to pause. */}
            {view.writing ? null : (
              <button type="button" className="button button--ghost" onClick={onPause}>
                Pause
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={onCancel}>
              Cancel export
            </button>
          </div>
        </>
      ) : null}
      {view.status === 'done' ? (
        <>
          <p className="export-status__title" role="status">
            Downloaded {view.fileName} ({written}).
          </p>
          <div className="export-status__actions">{dismiss}</div>
        </>
      ) : null}
      {view.status === 'paused' ? (
        <>
          <p className="export-status__title" role="status">
            {view.restored ? 'An export from your last visit is paused' : 'Export paused'} after{' '}
            {progress}: {view.label}.
          </p>
          {progressBar}
          <div className="export-status__actions">
            <button type="button" className="button" onClick={onResume}>
              Resume from row {formatInteger(view.rows + 1)}
            </button>
            {partial}
            <button type="button" className="button button--ghost" onClick={onDismiss}>
              Discard
            </button>
          </div>
        </>
      ) : null}
      {view.status === 'cancelled' ? (
        <>
          <p className="export-status__title" role="status">
            Export cancelled after {progress}.
          </p>
          <div className="export-status__actions">
            <button type="button" className="button" onClick={onResume}>
              Resume from row {formatInteger(view.rows + 1)}
            </button>
            {partial}
            {dismiss}
          </div>
        </>
      ) : null}
      {view.status === 'failed' ? (
        <>
          <ErrorNotice
            compact
            explanation={explainError(view.error)}
            onOpenSettings={onOpenSettings}
          />
          <p className="export-status__title">
            The export stopped after {progress}. What was fetched is kept.
          </p>
          <div className="export-status__actions">
            <button type="button" className="button" onClick={onResume}>
              Retry from row {formatInteger(view.rows + 1)}
            </button>
            {partial}
            {dismiss}
          </div>
        </>
      ) : null}
    </section>
  );
}
