// The bulk lookup screen: what will run, batch progress with cancel, retry waits, errors with resume,
// and the results table. A matched row opens its full details without losing the run.
import { useEffect, useMemo, useRef, useState } from 'react';
import { BulkStart, BulkFailed, BulkStopped, BulkWarnings } from './bulk-notices';
import { BulkRunProgress } from './bulk-progress';
import { BulkSpend } from './bulk-spend';
import { BulkResults } from './bulk-results';
import { withLeadAddresses, type BulkRow } from './bulk-run';
import { SingleLookup } from './single-lookup';
import { useBulkLookup } from './use-bulk-lookup';

export interface BulkLookupProps {
  /** Property ids, in the results table's order. */
  assessorIds: readonly number[];
  /** The leads' own addresses (by property id), where the table showed them. */
  addresses?: ReadonlyMap<number, string> | undefined;
  /** Each batch's rows as they arrive: the app joins them onto the results table. */
  onRows?: ((rows: readonly BulkRow[]) => void) | undefined;
  onOpenSettings?: (() => void) | undefined;
}

/**
 * The button pressed (Start, Resume, Back) goes away with the press; without a new home for
 * focus it would fall to the page body, where Escape and Tab no longer reach the drawer.
 */
function usePendingFocus() {
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
  return { answerRef, backRef, setFocusTarget };
}

export function BulkLookup({ assessorIds, addresses, onRows, onOpenSettings }: BulkLookupProps) {
  const { view, start: startRun, cancel } = useBulkLookup(assessorIds, onRows);
  const [detail, setDetail] = useState<BulkRow | null>(null);
  const { answerRef, backRef, setFocusTarget } = usePendingFocus();
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
        <BulkStart
          total={total}
          totalBatches={progress.totalBatches}
          onStart={start}
          spend={<BulkSpend total={total} onStart={start} />}
        />
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
            <BulkRunProgress
              view={view}
              total={total}
              onCancel={() => {
                setFocusTarget('answer');
                cancel();
              }}
            />
          ) : null}
          {status === 'stopped' ? (
            <BulkStopped progress={progress} left={total - progress.rows.length} onResume={start} />
          ) : null}
          {status === 'failed' && view.error ? (
            <BulkFailed
              error={view.error}
              progress={progress}
              onResume={start}
              onOpenSettings={onOpenSettings}
            />
          ) : null}
          {progress.warnings.length > 0 ? <BulkWarnings warnings={progress.warnings} /> : null}
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
