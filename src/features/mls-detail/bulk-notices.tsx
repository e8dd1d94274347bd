// What the bulk screen says around the run: what will run before Start, a cancelled run, a failed
// batch with Resume, and the service's warnings.
import type { ReactNode } from 'react';
import { formatInteger } from '../../lib/format';
import { pluralize } from '../../lib/plural';
import { BULK_BATCH_SIZE, type BulkProgress } from './bulk-run';
import { explainMlsError } from './mls-errors';
import { MlsErrorNotice } from './single-lookup';

export function BulkStart({
  total,
  totalBatches,
  onStart,
  spend,
}: {
  total: number;
  totalBatches: number;
  onStart: () => void;
  /** What the lookup may cost and what is left, and the confirm step above the threshold. */
  spend?: ReactNode;
}) {
  return (
    <div className="mls-bulk-start">
      <p className="mls-bulk-start__title">
        Look up MLS listings for {pluralize(total, 'selected lead')}.
      </p>
      <p className="mls-muted">
        {totalBatches > 1
          ? `The lookup runs in ${formatInteger(totalBatches)} batches of up to ${formatInteger(BULK_BATCH_SIZE)} leads, one after another. You can cancel between batches and keep what has arrived.`
          : 'The lookup runs as one request.'}{' '}
        Each listing found uses one MLS credit; leads without a listing are not charged.
      </p>
      {spend ?? (
        <button type="button" className="button" onClick={onStart}>
          Start lookup
        </button>
      )}
    </div>
  );
}

export function BulkStopped({
  progress,
  left,
  onResume,
}: {
  progress: BulkProgress;
  left: number;
  onResume: () => void;
}) {
  return (
    <div className="mls-notice mls-notice--info" role="status">
      <p className="mls-notice__title">Lookup cancelled</p>
      <p className="mls-notice__body">
        Cancelled after batch {progress.completedBatches} of {progress.totalBatches}. The results
        below are kept; {pluralize(left, 'lead')} were not looked up.
      </p>
      <div className="mls-notice__actions">
        <button type="button" className="button" onClick={onResume}>
          Resume lookup
        </button>
      </div>
    </div>
  );
}

/** ErrorNotice offers "Try again" itself for these; other errors get a Resume button here. */
function canRetryNow(error: unknown): boolean {
  const { action } = explainMlsError(error);
  return action === 'retry' || action === 'wait';
}

export function BulkFailed({
  error,
  progress,
  onResume,
  onOpenSettings,
}: {
  error: unknown;
  progress: BulkProgress;
  onResume: () => void;
  onOpenSettings?: (() => void) | undefined;
}) {
  return (
    <div className="mls-bulk-failed">
      <MlsErrorNotice
        error={error}
        retrying={false}
        attempt={0}
        onRetry={onResume}
        onOpenSettings={onOpenSettings}
      />
      <p className="mls-muted">
        Batch {progress.completedBatches + 1} of {progress.totalBatches} failed.
        {progress.rows.length > 0
          ? ` The ${pluralize(progress.rows.length, 'result')} that arrived before it are kept below.`
          : ''}{' '}
        Resuming carries on from this batch.
      </p>
      {canRetryNow(error) ? null : (
        <button type="button" className="button button--ghost" onClick={onResume}>
          Resume lookup
        </button>
      )}
    </div>
  );
}

export function BulkWarnings({ warnings }: { warnings: readonly string[] }) {
  return (
    <div className="mls-notice mls-notice--warning" role="note" aria-label="Warnings">
      <ul className="mls-notice__list">
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </div>
  );
}
