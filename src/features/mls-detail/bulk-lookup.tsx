// The bulk lookup screen: what will run, batch progress with cancel, retry waits, errors with resume,
// and the results table. A matched row opens its full details without losing the run.
import { useEffect, useMemo, useRef, useState } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';
import { RetryCountdown } from '../../components/ui/retry-countdown';
import { formatInteger, pluralize } from '../../lib/format';
import { BulkResults } from './bulk-results';
import { BULK_BATCH_SIZE, withLeadAddresses, type BulkRow } from './bulk-run';
import { explainMlsError } from './mls-errors';
import { MlsErrorNotice, SingleLookup } from './single-lookup';
import { useBulkLookup, type BulkView } from './use-bulk-lookup';

export interface BulkLookupProps {
  /** Property ids, in the results table's order. */
  assessorIds: readonly number[];
  /** The leads' own addresses (by property id), where the table showed them. */
  addresses?: ReadonlyMap<number, string> | undefined;
  /** Each batch's rows as they arrive: the app joins them onto the results table. */
  onRows?: ((rows: readonly BulkRow[]) => void) | undefined;
  onOpenSettings?: (() => void) | undefined;
}

function Progress({
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

/** ErrorNotice offers "Try again" itself for these; other errors get a Resume button here. */
function canRetryNow(error: unknown): boolean {
  const { action } = explainMlsError(error);
  return action === 'retry' || action === 'wait';
}

export function BulkLookup({ assessorIds, addresses, onRows, onOpenSettings }: BulkLookupProps) {
  const { view, start: startRun, cancel } = useBulkLookup(assessorIds, onRows);
  const [detail, setDetail] = useState<BulkRow | null>(null);
  // The button pressed (Start, Resume, Back) goes away with the press; without a new home for
  // focus it would fall to the page body, where Escape and Tab no longer reach the drawer.
  const answerRef = useRef<HTMLDivElement>(null);
  const backRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'answer' | 'back' | null>(null);
  // Runs after every render: the press that asked for a move has re-rendered the screen by now.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    (target === 'answer' ? answerRef : backRef).current?.focus();
  });
  const setFocusTarget = (target: 'answer' | 'back') => {
    pendingFocus.current = target;
  };
  const start = () => {
    setFocusTarget('answer');
    startRun();
  };
  const openDetail = (row: BulkRow) => {
    setFocusTarget('back');
    setDetail(row);
  };
  const total = assessorIds.length;
  const { progress, status } = view;
  const rows = useMemo(
    () => withLeadAddresses(progress.rows, addresses),
    [progress.rows, addresses],
  );
  const running = status === 'running' || status === 'stopping';
  const left = total - progress.rows.length;

  if (detail && detail.assessorId !== null) {
    return (
      <div className="mls-bulk-detail">
        <button
          ref={backRef}
          type="button"
          className="button button--ghost mls-back"
          onClick={() => {
            setFocusTarget('answer');
            setDetail(null);
          }}
        >
          ← Back to bulk results
        </button>
        <SingleLookup
          initialLookup={{ assessor_id: detail.assessorId }}
          knownAddress={detail.address ?? undefined}
          onOpenSettings={onOpenSettings}
        />
      </div>
    );
  }

  return (
    <div className="mls-bulk">
      {status === 'ready' ? (
        <div className="mls-bulk-start">
          <p className="mls-bulk-start__title">
            Look up MLS listings for {pluralize(total, 'selected lead')}.
          </p>
          <p className="mls-muted">
            {progress.totalBatches > 1
              ? `The lookup runs in ${formatInteger(progress.totalBatches)} batches of up to ${formatInteger(BULK_BATCH_SIZE)} leads, one after another. You can cancel between batches and keep what has arrived.`
              : 'The lookup runs as one request.'}{' '}
            Each listing found uses one MLS credit; leads without a listing are not charged.
          </p>
          <button type="button" className="button" onClick={start}>
            Start lookup
          </button>
        </div>
      ) : null}

      {status !== 'ready' ? (
        <div
          ref={answerRef}
          tabIndex={-1}
          className="mls-bulk-answer"
          role="region"
          aria-label="Lookup results"
        >
          {running ? (
            <Progress
              view={view}
              total={total}
              onCancel={() => {
                setFocusTarget('answer');
                cancel();
              }}
            />
          ) : null}

          {status === 'stopped' ? (
            <div className="mls-notice mls-notice--info" role="status">
              <p className="mls-notice__title">Lookup cancelled</p>
              <p className="mls-notice__body">
                Cancelled after batch {progress.completedBatches} of {progress.totalBatches}. The
                results below are kept; {pluralize(left, 'lead')} were not looked up.
              </p>
              <div className="mls-notice__actions">
                <button type="button" className="button" onClick={start}>
                  Resume lookup
                </button>
              </div>
            </div>
          ) : null}

          {status === 'failed' && view.error ? (
            <div className="mls-bulk-failed">
              <MlsErrorNotice
                error={view.error}
                retrying={false}
                attempt={0}
                onRetry={start}
                onOpenSettings={onOpenSettings}
              />
              <p className="mls-muted">
                Batch {progress.completedBatches + 1} of {progress.totalBatches} failed.
                {progress.rows.length > 0
                  ? ` The ${pluralize(progress.rows.length, 'result')} that arrived before it are kept below.`
                  : ''}{' '}
                Resuming carries on from this batch.
              </p>
              {canRetryNow(view.error) ? null : (
                <button type="button" className="button button--ghost" onClick={start}>
                  Resume lookup
                </button>
              )}
            </div>
          ) : null}

          {progress.warnings.length > 0 ? (
            <div className="mls-notice mls-notice--warning" role="note" aria-label="Warnings">
              <ul className="mls-notice__list">
                {progress.warnings.map((w) => (
                  <li key={w}>{w}</li>
                ))}
              </ul>
            </div>
          ) : null}

          {progress.rows.length > 0 || status === 'done' ? (
            <BulkResults
              rows={rows}
              matched={progress.matched}
              requested={total}
              complete={status === 'done'}
              running={running}
              onOpenDetail={openDetail}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
