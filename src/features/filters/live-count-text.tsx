// The live count under the filters: the number of matching leads, "Updating…" while a new count
// is on its way, or why there is none (the explanation loads as its own chunk).
import { Suspense } from 'react';
import { ErrorBoundary } from '../../components/ui/error-boundary';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { pluralize } from '../../lib/plural';
import type { LiveCountErrorProps } from './live-count-error';
import type { useLiveCount } from './use-live-count';

const liveCountError = lazyWithPreload<LiveCountErrorProps>(() =>
  import('./live-count-error').then((module) => module.LiveCountError),
);

/** While the explanation loads, or when it cannot (offline), a plain notice that still offers a retry. */
function PlainCountError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert">
      <p className="live-count__number">The count could not be loaded.</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function LiveCountText({
  live,
  valid,
}: {
  live: ReturnType<typeof useLiveCount>;
  valid: boolean;
}) {
  if (!valid) {
    return <p className="live-count live-count--muted">No count until the filters are fixed</p>;
  }
  if (live.error) {
    const plain = <PlainCountError onRetry={live.retry} />;
    return (
      <div className="live-count live-count--error">
        <ErrorBoundary fallback={() => plain}>
          <Suspense fallback={plain}>
            <liveCountError.Component error={live.error} onRetry={live.retry} />
          </Suspense>
        </ErrorBoundary>
      </div>
    );
  }
  return (
    <p
      className={`live-count${live.updating ? ' live-count--pending' : ''}`}
      aria-live="polite"
      aria-busy={live.updating}
    >
      <span className="live-count__number">
        {live.count === undefined ? 'Counting…' : `${pluralize(live.count, 'lead')} match`}
      </span>
      {live.updating && live.count !== undefined ? (
        <span className="live-count__status"> Updating…</span>
      ) : null}
    </p>
  );
}
