// The bulk run's progress while batches are going: which batch, a bar, a retry wait, and Cancel.
import { ProgressBar } from '../../components/ui/progress-bar';
import { RetryCountdown } from '../../components/ui/retry-countdown';
import { formatInteger } from '../../lib/format';
import { explainMlsError } from './mls-errors';
import type { BulkView } from './use-bulk-lookup';

export function BulkRunProgress({
  view,
  total,
  onCancel,
}: {
  view: BulkView;
  total: number;
  onCancel: () => void;
}) {
  const { progress, status, wait } = view;
  const current = Math.min(progress.completedBatches + 1, progress.totalBatches);
  const label =
    status === 'stopping'
      ? `Stopping after batch ${current} of ${progress.totalBatches}…`
      : `Batch ${current} of ${progress.totalBatches}`;
  return (
    <div className="mls-bulk-progress">
      <p className="mls-bulk-progress__label" role="status">
        {label}
      </p>
      <ProgressBar
        value={progress.completedBatches}
        max={progress.totalBatches}
        label="MLS lookup progress"
        detail={`${formatInteger(progress.rows.length)} of ${formatInteger(total)} leads`}
      />
      {wait ? (
        <p className="mls-bulk-progress__wait">
          {explainMlsError(wait.error).title},{' '}
          <RetryCountdown key={wait.attempt} seconds={wait.seconds}>
            {(s) => (s > 0 ? `retrying in ${s}s` : 'retrying now…')}
          </RetryCountdown>
        </p>
      ) : null}
      <button
        type="button"
        className="button button--ghost"
        onClick={onCancel}
        disabled={status === 'stopping'}
      >
        Cancel
      </button>
    </div>
  );
}
